//! Helpers shared by the tests that save to real files.

use std::fs;
use std::path::Path;

/// The temporary files (`*.tmp`) left in `dir`.
pub fn leftovers(dir: &Path) -> Vec<String> {
    fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".tmp"))
        .collect()
}
