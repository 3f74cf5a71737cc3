//! Fuzz target: [`maze_fuzz::web_message`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::web_message(data));
