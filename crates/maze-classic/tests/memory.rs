//! A plain game keeps its maze as a grid and a move copies none of it: the bytes a 1000 × 1000
//! Maze Game race holds and the bytes a run of moves through it allocates, counted by dhat.
//! Before issue 66 the game held 36.9 MB (the maze as lattice links) and copied all of it on
//! every move.
//!
//! One test in this file on purpose: dhat counts the whole process.

use std::time::Duration;

use maze_classic::{Command, Config, Difficulty, Game, Mode};

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

#[test]
fn a_big_plain_game_holds_its_grid_and_moves_copy_nothing() {
    let profiler = dhat::Profiler::builder().testing().build();
    let config = Config {
        difficulty: Difficulty::Custom(mazes::Size::new(1000, 1000)),
        mode: Mode::Versus,
        regenerate_every: None,
        ..Config::new(7)
    };
    let game = Game::new(config).expect("a game");
    let held = dhat::HeapStats::get().curr_bytes;
    let mut game = game;
    let way = game.solution().expect("a way out");
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
    println!("a 1000 × 1000 race holds {held} bytes; 100 moves allocated {allocated}");
    // Two bits a cell of maze (250 000 bytes), a bit a cell of trail for each racer, and the
    // rest: well under a megabyte, where the lattice took 36.9 MB.
    assert!(held < 1 << 20, "the game holds {held} bytes");
    // The computer's plan (its way, once) and the events: a copy of the game on any one move
    // would be more.
    assert!(
        allocated < held as u64 / 2,
        "100 moves allocated {allocated} bytes; the game holds {held}"
    );
}
