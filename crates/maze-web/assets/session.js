// The socket every page talks through. A page says hello first, with the token it had before
// a reload: the server then gives its game back instead of starting a new one. When the
// socket closes (the server stopped, the network went), the page says "Reconnecting…", its
// controls rest and its clocks stand still, and it opens the socket again until the server
// answers, which gives the game back where it was (a server started again replays it).

const PROTOCOL = 3;
/// Where this tab keeps its page's token (a reload says hello with it).
const KEY = `maze-token:${location.pathname}`;
/// Where the browser keeps the last game of this page, for the home page's "continue" card:
/// any tab may continue it (and so take it over from a tab left open).
const LAST = `maze-last:${location.pathname}`;

/// Notes this page's game, under way, for the home page to offer: `detail` says what it is
/// ("medium, 12 moves").
export function rememberGame(detail) {
  const token = sessionStorage.getItem(KEY);
  if (!token) return;
  try {
    localStorage.setItem(LAST, JSON.stringify({ token, detail, at: Date.now() }));
  } catch {
    // Without storage there is no card; the game goes on.
  }
}

/// This page's game is over (or gone): the home page no longer offers it.
export function forgetGame() {
  try {
    localStorage.removeItem(LAST);
  } catch {
    // Nothing was kept.
  }
}

/// The token to say hello with: this tab's, or, opened with `?continue` (the home page's
/// card), the last game of this page in this browser.
function resumeToken() {
  const own = sessionStorage.getItem(KEY);
  if (own || !new URLSearchParams(location.search).has("continue")) return own;
  try {
    return JSON.parse(localStorage.getItem(LAST) ?? "null")?.token ?? null;
  } catch {
    return null;
  }
}
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
      socket.send(JSON.stringify({ v: PROTOCOL, game: "session", type: "hello", resume: resumeToken() }));
    });
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(event.data);
      if (message.game === "session" && message.type === "welcome") {
        attempt = 0;
        connection.lostAt = null;
        showOnline(true);
        sessionStorage.setItem(KEY, message.token);
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
