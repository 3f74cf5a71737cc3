//! Fuzz target: [`maze_fuzz::json_maze`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::json_maze(data));
