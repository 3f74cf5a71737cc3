//! Pipes big enough for a streamed maze's rows.
//!
//! A maze streamed through a pipe moves a row at a time (250 KB for a million cells). With the
//! kernel's default 64 KiB pipe the writer waits inside each row's write until the reader has
//! taken most of it, and the reader waits for the rest, so the two ends take turns instead of
//! working at once: `generate --stream -f bin | check -` on rows of a million cells ran at
//! half the speed it runs with a 1 MiB pipe.

/// Grows standard input's pipe, if it is one (see [`widen`]).
pub fn widen_stdin() {
    #[cfg(target_os = "linux")]
    widen(std::io::stdin());
}

/// Grows standard output's pipe, if it is one (see [`widen`]).
pub fn widen_stdout() {
    #[cfg(target_os = "linux")]
    widen(std::io::stdout());
}

/// Grows the pipe behind `fd`, if it is one, to 1 MiB (what an unprivileged process may ask
/// by default); never shrinks it. A refusal (not a pipe, a lower system limit) leaves it as it
/// was: slower, not wrong.
#[cfg(target_os = "linux")]
fn widen(fd: impl std::os::fd::AsFd) {
    const MOST: usize = 1 << 20;
    if rustix::pipe::fcntl_getpipe_size(&fd).is_ok_and(|size| size < MOST) {
        // Ignored on failure, as said above.
        let _ = rustix::pipe::fcntl_setpipe_size(&fd, MOST);
    }
}
