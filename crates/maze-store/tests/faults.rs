//! Saves under faults: a process killed at any moment of a save, a write that runs out of room,
//! a directory that cannot be written, a dangling link. Afterwards the previous save is whole or
//! the new one is, and a failed save says why.
//!
//! The faults need a process to kill or to limit, so some tests run themselves again as a child
//! (the test binary, with the test's name and a mode in the environment).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

mod common;

use common::leftovers;
use maze_store::write_atomically;

/// Set in a child: what it should do.
const MODE: &str = "MAZE_STORE_FAULT_MODE";
/// Set in a child: the save it writes.
const SAVE: &str = "MAZE_STORE_FAULT_SAVE";

/// The save of round `n`: a header naming the round and the body's length, the body, and a
/// footer, so that a cut-off or mixed file is told from a whole one.
fn payload(n: u64, len: usize) -> Vec<u8> {
    let mut bytes = format!("save {n} {len}\n").into_bytes();
    bytes.extend((0..len).map(|i| b'a' + ((i as u64 + n) % 26) as u8));
    bytes.extend(format!("\nend {n}\n").into_bytes());
    bytes
}

/// The round of a whole save, or `None` for anything else.
fn whole_round(bytes: &[u8]) -> Option<u64> {
    let text = std::str::from_utf8(bytes).ok()?;
    let (header, _) = text.split_once('\n')?;
    let mut words = header.split(' ');
    let (Some("save"), Some(n), Some(len)) = (words.next(), words.next(), words.next()) else {
        return None;
    };
    let (n, len) = (n.parse().ok()?, len.parse().ok()?);
    (bytes == payload(n, len)).then_some(n)
}

/// The test binary running test `name` alone, as a child in `mode`, saving to `save`.
fn child(name: &str, mode: &str, save: &Path) -> Command {
    let mut command = Command::new(std::env::current_exe().unwrap());
    command
        .args([name, "--exact", "--nocapture"])
        .env(MODE, mode)
        .env(SAVE, save);
    command
}

/// The child's save path, if this process is a child in `mode`.
fn child_save(mode: &str) -> Option<PathBuf> {
    (std::env::var(MODE).ok()? == mode).then(|| PathBuf::from(std::env::var_os(SAVE).unwrap()))
}

/// An error and its causes, as the programs print them (`anyhow`'s `{:#}`).
fn with_causes(err: &dyn std::error::Error) -> String {
    let mut text = err.to_string();
    let mut cause = err.source();
    while let Some(next) = cause {
        text += &format!(": {next}");
        cause = next.source();
    }
    text
}

#[test]
fn a_save_killed_at_any_moment_leaves_one_whole_save() {
    if let Some(save) = child_save("save-forever") {
        for n in 1.. {
            write_atomically(&save, &payload(n, 200_000)).unwrap();
        }
    }
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("save.json");
    write_atomically(&save, &payload(0, 200_000)).unwrap();
    let mut rounds_seen = std::collections::BTreeSet::new();
    // Kill moments spread over start-up and many saves, from a fixed sequence.
    let mut moment = 7u64;
    for _ in 0..40 {
        let mut saver = child(
            "a_save_killed_at_any_moment_leaves_one_whole_save",
            "save-forever",
            &save,
        )
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
        moment = moment
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        std::thread::sleep(Duration::from_micros(moment >> 33 & 0x7fff));
        saver.kill().unwrap();
        saver.wait().unwrap();
        let bytes = fs::read(&save).unwrap();
        let round = whole_round(&bytes);
        assert!(round.is_some(), "a killed save left {} bytes", bytes.len());
        rounds_seen.extend(round);
    }
    // Some kills came after saves had finished, so new saves were seen, not only the first.
    assert!(rounds_seen.len() > 1, "rounds seen: {rounds_seen:?}");
    // The next save clears the temporary files the killed ones left.
    write_atomically(&save, &payload(99, 10)).unwrap();
    assert_eq!(leftovers(dir.path()), Vec::<String>::new());
}

/// A file-size limit (`ulimit -f`, with the signal it raises ignored) makes writes fail part
/// way, as a full disk does.
#[cfg(target_os = "linux")]
#[test]
fn a_save_that_runs_out_of_room_keeps_the_old_one_and_says_why() {
    if let Some(save) = child_save("save-big") {
        match write_atomically(&save, &payload(1, 1_000_000)) {
            Ok(()) => println!("SAVED"),
            Err(err) => println!("FAILED: {}", with_causes(&err)),
        }
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("save.json");
    write_atomically(&save, &payload(0, 1000)).unwrap();
    let name = "a_save_that_runs_out_of_room_keeps_the_old_one_and_says_why";
    let inner = child(name, "save-big", &save);
    let mut limited = Command::new("sh");
    limited
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\"")
        .arg(inner.get_program())
        .args(inner.get_args())
        .envs(inner.get_envs().filter_map(|(k, v)| Some((k, v?))));
    let out = limited.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("FAILED: "), "{stdout}");
    assert!(stdout.contains("File too large"), "{stdout}");
    assert!(stdout.contains(&save.display().to_string()), "{stdout}");
    assert_eq!(whole_round(&fs::read(&save).unwrap()), Some(0));
    assert_eq!(leftovers(dir.path()), Vec::<String>::new());
}

#[cfg(unix)]
#[test]
fn a_directory_that_cannot_be_written_keeps_the_old_save_and_says_why() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("save.json");
    write_atomically(&save, &payload(0, 100)).unwrap();
    fs::set_permissions(dir.path(), fs::Permissions::from_mode(0o555)).unwrap();
    let locked = Locked::new(dir.path());
    if !locked.holds() {
        eprintln!("skipped: this user writes to read-only directories, and chattr +i failed");
        return;
    }
    let result = write_atomically(&save, &payload(1, 100));
    drop(locked);
    let message = with_causes(&result.unwrap_err());
    // A mode the user lacks says "permission denied"; an immutable directory "not permitted".
    assert!(
        message.contains("ermission denied") || message.contains("not permitted"),
        "{message}"
    );
    assert!(message.contains(&save.display().to_string()), "{message}");
    assert_eq!(whole_round(&fs::read(&save).unwrap()), Some(0));
    assert_eq!(leftovers(dir.path()), Vec::<String>::new());
}

/// A directory made read-only for the test, writable again when dropped. The superuser writes
/// anywhere regardless of mode (and CI runs as root), so for it the directory is also marked
/// immutable with `chattr +i`, which binds root too where the file system supports it.
#[cfg(unix)]
struct Locked<'a> {
    dir: &'a Path,
    immutable: bool,
}

#[cfg(unix)]
impl<'a> Locked<'a> {
    /// Locks `dir`, whose mode is already read-only.
    fn new(dir: &'a Path) -> Locked<'a> {
        let immutable = writable(dir) && chattr("+i", dir);
        Locked { dir, immutable }
    }

    /// Whether writing into the directory now fails.
    fn holds(&self) -> bool {
        !writable(self.dir)
    }
}

#[cfg(unix)]
impl Drop for Locked<'_> {
    fn drop(&mut self) {
        use std::os::unix::fs::PermissionsExt;
        if self.immutable {
            chattr("-i", self.dir);
        }
        let _ = fs::set_permissions(self.dir, fs::Permissions::from_mode(0o755));
    }
}

/// Whether a file can be made in `dir` (it is removed again).
#[cfg(unix)]
fn writable(dir: &Path) -> bool {
    let probe = dir.join("probe");
    let made = fs::write(&probe, "x").is_ok();
    let _ = fs::remove_file(&probe);
    made
}

/// Runs `chattr FLAG dir`; whether it worked.
#[cfg(unix)]
fn chattr(flag: &str, dir: &Path) -> bool {
    Command::new("chattr")
        .arg(flag)
        .arg(dir)
        .status()
        .is_ok_and(|status| status.success())
}

#[cfg(unix)]
#[test]
fn a_dangling_link_gets_its_target_saved_and_keeps_working() {
    let dir = tempfile::tempdir().unwrap();
    let link = dir.path().join("save.json");
    std::os::unix::fs::symlink("saves/real.json", &link).unwrap();
    // The target's folder is not made unasked, as for any other file.
    assert!(matches!(
        write_atomically(&link, &payload(3, 10)),
        Err(maze_store::WriteError::NoFolder { .. })
    ));
    fs::create_dir(dir.path().join("saves")).unwrap();
    write_atomically(&link, &payload(3, 10)).unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(whole_round(&fs::read(&link).unwrap()), Some(3));
    let target = dir.path().join("saves/real.json");
    assert_eq!(whole_round(&fs::read(target).unwrap()), Some(3));
}
