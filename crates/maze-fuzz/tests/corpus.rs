//! Replays every committed fuzz input (`fuzz/corpus/TARGET/` and `fuzz/crashes/TARGET/`)
//! through its target's checks, on stable, in every test run.

use std::path::Path;

#[test]
fn every_committed_input_passes_its_targets_checks() {
    let fuzz = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz");
    let mut replayed = 0;
    for (name, check) in maze_fuzz::TARGETS {
        let mut seeds = 0;
        for kind in ["corpus", "crashes"] {
            let Ok(entries) = std::fs::read_dir(fuzz.join(kind).join(name)) else {
                continue;
            };
            for entry in entries {
                let path = entry.unwrap().path();
                let data = std::fs::read(&path).unwrap();
                let outcome = std::panic::catch_unwind(|| check(&data));
                assert!(outcome.is_ok(), "{name}: {} fails", path.display());
                seeds += usize::from(kind == "corpus");
                replayed += 1;
            }
        }
        assert!(seeds > 0, "{name} has no committed seeds");
    }
    assert!(replayed >= maze_fuzz::TARGETS.len());
}
