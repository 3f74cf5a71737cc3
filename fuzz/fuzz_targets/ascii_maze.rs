//! Fuzz target: [`maze_fuzz::ascii_maze`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::ascii_maze(data));
