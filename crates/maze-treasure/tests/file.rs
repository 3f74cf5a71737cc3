//! The treasure maze file: the golden version-1 file keeps loading as the maze it was written
//! from, and is written back byte for byte.

use maze_treasure::{Config, Treasure, file};

/// The maze the golden file holds: seed 001's example from seed 3, with 4 loops.
fn golden_maze() -> Treasure {
    let config = Config {
        loops: 4,
        ..Config::new(3)
    };
    Treasure::build(&config).unwrap().0
}

fn golden_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/treasure-v1.json")
}

#[test]
fn the_golden_version_1_file_loads_as_the_maze_it_was() {
    let text = file::to_json(&golden_maze()).unwrap();
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(golden_path(), &text).unwrap();
    }
    let golden = std::fs::read_to_string(golden_path()).unwrap();
    assert_eq!(file::from_json(&golden).unwrap(), golden_maze());
    assert_eq!(
        text,
        golden,
        "the treasure file format changed; see {}",
        golden_path().display()
    );
}
