//! Fuzz target: [`maze_fuzz::words_game`].
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| maze_fuzz::words_game(data));
