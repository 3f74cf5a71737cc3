// The socket every page talks through. A page says hello first, with the token it had before
// a reload: the server then gives its game back instead of starting a new one.

const PROTOCOL = 3;

/// Opens the game socket. `onMessage` gets every message after the welcome, with `kind` set to
/// its game and type (`"classic.state"`, `"session.error"`); `onFresh` runs
/// when there is no earlier game to take back (start one); `onClose` when the socket closes;
/// `onWelcome`, if given, after every welcome.
export function connect(onMessage, onFresh, onClose, onWelcome = () => {}) {
  const key = `maze-token:${location.pathname}`;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws`);
  socket.addEventListener("open", () => {
    socket.send(JSON.stringify({ v: PROTOCOL, game: "session", type: "hello", resume: sessionStorage.getItem(key) }));
  });
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(event.data);
    if (message.game === "session" && message.type === "welcome") {
      sessionStorage.setItem(key, message.token);
      if (!message.resumed) onFresh();
      onWelcome();
      return;
    }
    onMessage({ ...message, kind: `${message.game}.${message.type}` });
  });
  socket.addEventListener("close", onClose);
  return {
    /// Sends `message` (its `game`, its `type` and its fields) with the protocol's version.
    send(message) {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ v: PROTOCOL, ...message }));
    },
  };
}
