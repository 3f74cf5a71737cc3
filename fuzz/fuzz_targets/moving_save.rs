//! Fuzz target: [`maze_fuzz::moving_save`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::moving_save(data));
