// The socket every page talks through. A page says hello first, with the token it had before
// a reload: the server then gives its game back instead of starting a new one. When the
// socket closes (the server stopped, the network went), the page says "Reconnecting…", its
// controls rest and its clocks stand still, and it opens the socket again until the server
// answers, which gives the game back where it was (a server started again replays it).

const PROTOCOL = 3;
/// The waits between attempts to reconnect, in milliseconds: soon, then every few seconds.
const RETRIES = [250, 500, 1000, 2000, 4000];

/// The banner shown while the server is away, made once and kept outside `main` (which rests).
function banner() {
  let shown = document.getElementById("connection");
  if (!shown) {
    shown = Object.assign(document.createElement("p"), { id: "connection", className: "connection", hidden: true });
    shown.setAttribute("role", "status");
    document.body.prepend(shown);
  }
  return shown;
}

/// The close code of a socket whose game another page took over (the server's `TAKEN_OVER`).
const TAKEN_OVER = 4000;

/// Shows whether the page is `online`: while it is not, the game's controls are inert and
/// greyed, and the banner says `why` (or that the page is reconnecting).
function showOnline(online, why = "Reconnecting…") {
  const shown = banner();
  shown.hidden = online;
  shown.textContent = why;
  document.body.classList.toggle("offline", !online);
  const main = document.querySelector("main");
  if (main) main.inert = !online;
}

/// Opens the game socket. `onMessage` gets every message after the welcome, with `kind` set to
/// its game and type (`"classic.state"`, `"session.error"`); `onFresh` runs
/// when there is no earlier game to take back (start one); `onClose` when the socket closes
/// (the page stops what runs on its own: a clock, a replay); `onWelcome`, if given, after every
/// welcome, with whether the game was taken back.
///
/// The returned connection's `send` drops messages while the server is away (the controls
/// rest then), and `lostAt` is the `performance.now()` the connection was lost at, `null`
/// while it is up: a page's clocks read it to stand still.
export function connect(onMessage, onFresh, onClose, onWelcome = () => {}) {
  const key = `maze-token:${location.pathname}`;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  let socket = null;
  let attempt = 0;
  const connection = {
    lostAt: null,
    /// Sends `message` (its `game`, its `type` and its fields) with the protocol's version.
    send(message) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ v: PROTOCOL, ...message }));
    },
  };
  const open = () => {
    socket = new WebSocket(`${scheme}://${location.host}/ws`);
    socket.addEventListener("open", () => {
      socket.send(JSON.stringify({ v: PROTOCOL, game: "session", type: "hello", resume: sessionStorage.getItem(key) }));
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.game === "session" && message.type === "welcome") {
        attempt = 0;
        connection.lostAt = null;
        showOnline(true);
        sessionStorage.setItem(key, message.token);
        if (!message.resumed) onFresh();
        onWelcome(message.resumed);
        return;
      }
      onMessage({ ...message, kind: `${message.game}.${message.type}` });
    });
    socket.addEventListener("close", (event) => {
      if (connection.lostAt == null) {
        connection.lostAt = performance.now();
        onClose();
      }
      // Another tab plays this game now: coming back would take it from that tab.
      if (event.code === TAKEN_OVER) {
        showOnline(false, "This game is played in another tab now: reload this page to play it here.");
        return;
      }
      showOnline(false, attempt > 2 ? "The game server is away: reconnecting… (your game is kept)" : "Reconnecting…");
      setTimeout(open, RETRIES[Math.min(attempt, RETRIES.length - 1)]);
      attempt += 1;
    });
  };
  open();
  return connection;
}
