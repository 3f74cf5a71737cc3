//! Fuzz target: [`maze_fuzz::treasure_file`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::treasure_file(data));
