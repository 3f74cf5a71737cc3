//! `maze gui`: the games' pages, served by `maze-web` on this machine, opened in a browser.

use std::process::{Command, Stdio};

use anyhow::Context;

use crate::cli::{GuiArgs, ServeArgs};

/// Serves the pages until Ctrl-C.
pub fn run(args: GuiArgs) -> anyhow::Result<()> {
    serve(&args.serve, None)
}

/// Serves the pages until Ctrl-C, opening the home page, or with a Moving Maze game the
/// page that plays it.
pub fn serve(args: &ServeArgs, moving: Option<maze_moving::Game>) -> anyhow::Result<()> {
    if !args.host.is_loopback() {
        note!(
            "warning: listening on {}: other machines can reach these games (the pages accept \
             sockets only from their own address, but anyone who can reach it can play)",
            args.host
        );
    }
    // What the server notes (refused messages, floods, silent pages) goes to standard error.
    let _ = tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_target(false)
        .without_time()
        .try_init();
    let open = !args.no_open;
    // The Maze Game's page saves where `maze play` does, so either loads the other's game.
    let save_file = maze_store::default_path(crate::classic::SAVE_NAME);
    // Games in play are written down beside it, so that a server started again gives each
    // page its game back.
    let live_games = save_file.with_file_name("live-pages");
    let configure = |server: maze_web::Server| {
        let server = server
            .with_save_file(save_file)
            .with_live_games(live_games)
            .with_capacity(args.max_games);
        match moving {
            Some(game) => server.with_moving_game(game),
            None => server,
        }
    };
    maze_web::run(args.host, args.port, configure, |url| {
        say!("The games are at {url}  (Ctrl-C stops the server)");
        if open && !open_browser(url) {
            say!("Open that address in your browser.");
        }
    })
    .with_context(|| format!("cannot serve on {}:{}", args.host, args.port))
}

/// Asks the desktop to open `url`; false where there is no desktop to ask.
fn open_browser(url: &str) -> bool {
    let (program, args): (&str, &[&str]) = if cfg!(target_os = "macos") {
        ("open", &[])
    } else if cfg!(windows) {
        ("cmd", &["/C", "start", ""])
    } else {
        let display = ["DISPLAY", "WAYLAND_DISPLAY"]
            .iter()
            .any(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()));
        if !display {
            return false;
        }
        ("xdg-open", &[])
    };
    Command::new(program)
        .args(args)
        .arg(url)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .is_ok()
}
