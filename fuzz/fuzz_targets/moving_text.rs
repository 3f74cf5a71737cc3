//! Fuzz target: [`maze_fuzz::moving_text`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::moving_text(data));
