//! Fuzz target: [`maze_fuzz::shape_json_maze`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::shape_json_maze(data));
