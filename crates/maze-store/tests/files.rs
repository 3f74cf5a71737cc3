//! Saving to real files: atomic replacement, links, permissions, leftovers and refusals.

use std::fs;
use std::path::Path;

mod common;

use common::leftovers;
use maze_store::{ReadError, WriteError, read, write_atomically};

#[test]
fn a_save_replaces_the_old_one_and_creates_its_directory() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deeper/save.json");
    write_atomically(&path, b"first").unwrap();
    write_atomically(&path, b"second").unwrap();
    assert_eq!(read(&path).unwrap(), "second");
    assert!(leftovers(path.parent().unwrap()).is_empty());
}

#[test]
fn temporary_files_of_interrupted_saves_are_removed() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("save.json");
    for pid in [1, 77, 4_000_000] {
        fs::write(dir.path().join(format!(".save.json.{pid}.tmp")), "half").unwrap();
    }
    // Another file's temporaries and files that only look alike are left alone.
    for keep in [".other.json.5.tmp", ".save.json.x.tmp", "save.json.5.tmp"] {
        fs::write(dir.path().join(keep), "keep").unwrap();
    }
    write_atomically(&path, b"whole").unwrap();
    let mut left = leftovers(dir.path());
    left.sort();
    assert_eq!(
        left,
        [".other.json.5.tmp", ".save.json.x.tmp", "save.json.5.tmp"]
    );
    assert_eq!(read(&path).unwrap(), "whole");
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
fn devices_fifos_and_directories_are_refused_and_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let mut refused = vec![(Path::new("/dev/null").to_path_buf(), "a device")];
    refused.push((dir.path().to_path_buf(), "a directory"));
    if made.is_ok_and(|s| s.success()) {
        refused.push((fifo.clone(), "a FIFO"));
    }
    for (path, kind) in refused {
        let err = write_atomically(&path, b"{}").unwrap_err();
        assert!(
            matches!(&err, WriteError::NotAFile { kind: k, .. } if *k == kind),
            "{}: {err}",
            path.display()
        );
        assert!(matches!(read(&path), Err(ReadError::NotAFile { .. })));
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
