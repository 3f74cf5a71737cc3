//! Fuzz target: [`maze_fuzz::treasure_console`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::treasure_console(data));
