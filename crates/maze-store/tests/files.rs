//! Saving to real files: atomic replacement, links, permissions, leftovers and refusals.

use std::fs;
use std::path::Path;

mod common;

use common::leftovers;
use maze_store::{ReadError, WriteError, create_folder_for, read, write_atomically};

#[test]
fn a_save_replaces_the_old_one_and_a_missing_folder_is_made_only_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deeper/save.json");
    let refused = write_atomically(&path, b"first").unwrap_err();
    assert!(
        matches!(&refused, WriteError::NoFolder { folder, .. } if folder == &dir.path().join("deeper")),
        "{refused:?}"
    );
    assert_eq!(
        refused.to_string(),
        format!(
            "cannot write {}: the folder {} does not exist",
            path.display(),
            dir.path().join("deeper").display()
        )
    );
    assert!(!dir.path().join("deeper").exists(), "nothing made unasked");
    create_folder_for(&path).unwrap();
    write_atomically(&path, b"first").unwrap();
    write_atomically(&path, b"second").unwrap();
    assert_eq!(read(&path).unwrap(), "second");
    assert!(leftovers(path.parent().unwrap()).is_empty());
}

#[test]
fn temporary_files_of_interrupted_saves_are_removed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("save.json");
    // Processes that are gone: a child that has exited, and a number above any pid in use.
    let mut child = std::process::Command::new("true").spawn().unwrap();
    let gone = child.id();
    child.wait().unwrap();
    for stale in [
        format!(".save.json.{gone}.tmp"),
        format!(".save.json.{gone}.00000000000000ff.tmp"),
        ".save.json.4000000.0123456789abcdef.tmp".to_owned(),
    ] {
        fs::write(dir.path().join(stale), "half").unwrap();
    }
    // Another file's temporaries, files that only look alike, and the saves in progress of
    // running processes (this one, and the first process) are left alone.
    let me = std::process::id();
    let keep = [
        ".other.json.5.tmp".to_owned(),
        ".save.json.x.tmp".to_owned(),
        "save.json.5.tmp".to_owned(),
        format!(".save.json.{me}.0123456789abcdef.tmp"),
        ".save.json.1.0123456789abcdef.tmp".to_owned(),
    ];
    for name in &keep {
        fs::write(dir.path().join(name), "keep").unwrap();
    }
    write_atomically(&path, b"whole").unwrap();
    let mut left = leftovers(dir.path());
    left.sort();
    let mut kept: Vec<String> = keep.into_iter().filter(|k| k.ends_with(".tmp")).collect();
    kept.sort();
    assert_eq!(left, kept);
    assert_eq!(read(&path).unwrap(), "whole");
}

#[test]
fn many_writers_save_one_file_at_once_and_none_fails() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("shared.json");
    std::thread::scope(|scope| {
        for writer in 0..16 {
            let path = &path;
            scope.spawn(move || {
                for round in 0..40 {
                    let text = format!("writer {writer} round {round}");
                    write_atomically(path, text.as_bytes()).unwrap();
                }
            });
        }
    });
    assert!(read(&path).unwrap().starts_with("writer "));
    assert!(leftovers(dir.path()).is_empty());
}

/// Someone who can write the save's folder watches it and replaces every temporary file it
/// sees with a link to a file of theirs, and plants links at the names earlier versions used:
/// no save ever writes into their file or turns the save into a link.
#[cfg(unix)]
#[test]
fn links_planted_during_saves_never_redirect_them() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("g.json");
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, "precious").unwrap();
    /// Stops the attacker when the saves end, even by a failed assertion.
    struct Stop<'a>(&'a AtomicBool);
    impl Drop for Stop<'_> {
        fn drop(&mut self) {
            self.0.store(true, Ordering::Relaxed);
        }
    }
    let done = AtomicBool::new(false);
    let (mut saved, mut refused) = (0, 0);
    std::thread::scope(|scope| {
        scope.spawn(|| {
            let pid = std::process::id();
            while !done.load(Ordering::Relaxed) {
                let predictable = dir.path().join(format!(".g.json.{pid}.tmp"));
                let _ = std::os::unix::fs::symlink(&victim, predictable);
                for entry in fs::read_dir(dir.path()).unwrap().flatten() {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    if name.starts_with(".g.json.") && name.ends_with(".tmp") {
                        let _ = fs::remove_file(entry.path());
                        let _ = std::os::unix::fs::symlink(&victim, entry.path());
                    }
                }
            }
        });
        let _stop = Stop(&done);
        for round in 0..300 {
            match write_atomically(&path, format!("round {round}").as_bytes()) {
                Ok(()) => saved += 1,
                Err(_) => refused += 1,
            }
            assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
            if let Ok(meta) = fs::symlink_metadata(&path) {
                assert!(meta.file_type().is_file(), "the save became a link");
            }
        }
    });
    assert!(saved > 0, "{refused} refused, none saved");
    assert!(read(&path).unwrap().starts_with("round "));
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_is_followed_and_keeps_working() {
    let dir = tempfile::tempdir().unwrap();
    let real = dir.path().join("real.json");
    let link = dir.path().join("link.json");
    fs::write(&real, "old").unwrap();
    std::os::unix::fs::symlink("real.json", &link).unwrap();
    write_atomically(&link, b"new").unwrap();
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read_to_string(&real).unwrap(), "new");
    // A link to a save not made yet creates its target.
    let dangling = dir.path().join("dangling.json");
    std::os::unix::fs::symlink("later.json", &dangling).unwrap();
    write_atomically(&dangling, b"first").unwrap();
    assert_eq!(
        fs::read_to_string(dir.path().join("later.json")).unwrap(),
        "first"
    );
}

#[cfg(unix)]
#[test]
fn permissions_are_kept() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("private.json");
    fs::write(&path, "old").unwrap();
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).unwrap();
    write_atomically(&path, b"new").unwrap();
    let mode = fs::metadata(&path).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
}

#[cfg(unix)]
#[test]
fn devices_fifos_and_directories_are_not_replaced_and_fifos_are_read_as_pipes() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    let mut refused = vec![(Path::new("/dev/null").to_path_buf(), "a device")];
    refused.push((dir.path().to_path_buf(), "a directory"));
    if made {
        refused.push((fifo.clone(), "a FIFO"));
    } else {
        println!("skipped: mkfifo is missing, so FIFOs are not tested");
    }
    for (path, kind) in refused {
        let err = write_atomically(&path, b"{}").unwrap_err();
        assert!(
            matches!(&err, WriteError::NotAFile { kind: k, .. } if *k == kind),
            "{}: {err}",
            path.display()
        );
        if kind != "a FIFO" {
            assert!(matches!(read(&path), Err(ReadError::NotAFile { .. })));
        }
    }
    if made {
        let writer = std::thread::spawn({
            let fifo = fifo.clone();
            move || fs::write(fifo, "{\"saved\": true}").unwrap()
        });
        assert_eq!(read(&fifo).unwrap(), "{\"saved\": true}");
        writer.join().unwrap();
    }
    // `/dev/null` is still the device it was.
    use std::os::unix::fs::FileTypeExt;
    assert!(
        fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device()
    );
}

#[test]
fn a_missing_save_is_named_as_missing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("none.json");
    assert!(matches!(read(&path), Err(ReadError::Missing { .. })));
}

#[test]
fn a_file_that_is_not_text_is_named_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("picture.json");
    fs::write(&path, [0x89, b'P', b'N', b'G', 0xff, 0xfe]).unwrap();
    let err = read(&path).unwrap_err();
    assert!(matches!(err, ReadError::NotText { .. }), "{err:?}");
    assert_eq!(
        err.to_string(),
        format!(
            "{} is not a text file (its bytes are not UTF-8)",
            path.display()
        )
    );
}
