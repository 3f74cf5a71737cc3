//! A move copies no maze: the bytes allocated by a run of moves through a 300 × 300 Maze Game,
//! counted by dhat, are a small fraction of what one copy of the game holds (a copy a move
//! before issue 66).
//!
//! One test in this file on purpose: dhat counts the whole process.

use std::time::Duration;

use maze_classic::{Command, Config, Difficulty, Game, Mode};

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

#[test]
fn moves_allocate_almost_nothing_however_big_the_maze() {
    let profiler = dhat::Profiler::builder().testing().build();
    let config = Config {
        difficulty: Difficulty::Custom(maze::Size::new(300, 300)),
        mode: Mode::Versus,
        regenerate_every: None,
        ..Config::new(7)
    };
    let mut game = Game::new(config).expect("a game");
    let way = game.solution().expect("a way out");
    let held = dhat::HeapStats::get().curr_bytes;
    let before = dhat::HeapStats::get().total_bytes;
    let mut moves = 0;
    for (i, &cell) in way.iter().skip(1).take(100).enumerate() {
        game.apply(Command::Go(cell), Duration::from_millis(i as u64))
            .expect("a step of the way out");
        moves += 1;
    }
    let allocated = dhat::HeapStats::get().total_bytes - before;
    drop(profiler);
    assert_eq!(moves, 100);
    println!("100 moves allocated {allocated} bytes; the game holds {held}");
    // The game holds megabytes (the maze's links above all); its moves allocate only what
    // their events and the computer's plan take.
    assert!(held > 1 << 20, "the game holds {held} bytes");
    assert!(
        allocated < held as u64 / 20,
        "100 moves allocated {allocated} bytes; the game holds {held}"
    );
}
