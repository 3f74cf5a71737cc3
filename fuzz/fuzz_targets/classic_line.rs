//! Fuzz target: [`maze_fuzz::classic_line`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::classic_line(data));
