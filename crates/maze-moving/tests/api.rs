//! The course's test-API cases (hand-ins 1 and 2), as tests of `maze_moving::api`.

use maze_moving::api::*;

/// Maze M1 of the course's cases: 3×3.
const M1: [&[&str]; 3] = [
    &["0110xx", "0101xx", "0011xx"],
    &["1110xx", "1010xx", "1010xx"],
    &["1100xx", "1101xx", "1001xx"],
];

/// Maze M2 of the course's cases: 5×5 with relics.
const M2: [&[&str]; 5] = [
    &["1100xx", "1101g1", "1011xx", "0011g2", "0011xx"],
    &["1010y1", "1111xx", "1111xx", "1111xx", "1010r1"],
    &["1110xx", "1111xx", "1111xx", "1111xx", "1011xx"],
    &["0011y2", "1111xx", "1111xx", "1111b2", "0011r2"],
    &["1100xx", "1101b1", "1011xx", "0011xx", "0011xx"],
];

const T: bool = true;
const F: bool = false;

#[test]
fn is_tile_open_to_side_reads_the_four_flags() {
    for (tile, dir, expected) in [
        ("1111xx", 'n', T),
        ("0111xx", 'n', F),
        ("1011xx", 'n', T),
        ("1011xx", 's', T),
        ("1011xx", 'w', T),
        ("1011xx", 'e', F),
        ("1100xx", 'n', T),
        ("1100xx", 'e', T),
        ("1100xx", 's', F),
        ("1100xx", 'w', F),
    ] {
        assert_eq!(
            is_tile_open_to_side(tile, dir),
            Ok(expected),
            "{tile} {dir}"
        );
    }
}

#[test]
fn rotating_clockwise_moves_each_opening_one_side_on() {
    for (tile, expected) in [
        ("1111xx", [T, T, T, T]),
        ("1110xx", [F, T, T, T]),
        ("1100xx", [F, T, T, F]),
        ("0110xx", [F, F, T, T]),
    ] {
        assert_eq!(rotate_tile_clockwise(tile), Ok(expected), "{tile}");
    }
}

#[test]
fn rotating_counterclockwise_moves_each_opening_one_side_back() {
    for (tile, expected) in [
        ("1111xx", [T, T, T, T]),
        ("1110xx", [T, T, F, T]),
        ("1010xx", [F, T, F, T]),
        ("1100xx", [T, F, F, T]),
    ] {
        assert_eq!(rotate_tile_counterclockwise(tile), Ok(expected), "{tile}");
    }
}

#[test]
fn sliding_pushes_out_the_tile_at_the_far_end() {
    for (indicator, expected) in [
        ("n2", [T, T, F, T]),
        ("s2", [F, T, F, T]),
        ("e2", [T, T, T, F]),
        ("w2", [T, F, T, F]),
    ] {
        assert_eq!(
            slide_tile_into_maze1(&M1, "1111xx", indicator),
            Ok(expected),
            "{indicator}"
        );
    }
}

#[test]
fn moving_needs_both_facing_sides_open() {
    for (current, next, dir, expected) in [
        ("1111xx", "1111xx", 'n', T),
        ("1111xx", "1111xx", 'e', T),
        ("1111xx", "1111xx", 's', T),
        ("1111xx", "1111xx", 'w', T),
        ("1100xx", "1010xx", 'n', T),
        ("1100xx", "1100xx", 'n', F),
        ("0011xx", "0011xx", 'n', F),
    ] {
        assert_eq!(
            can_move_in_direction(current, next, dir),
            Ok(expected),
            "{current} {next} {dir}"
        );
    }
}

#[test]
fn paths_from_the_top_left_follow_connected_tiles() {
    for (steps, expected) in [
        ("ssee", T),
        ("senw", F),
        ("sseennww", T),
        ("ssennw", F),
        ("we", F),
        ("nes", F),
        ("sss", F),
    ] {
        let steps: Vec<char> = steps.chars().collect();
        assert_eq!(can_move_along_path(&M1, &steps), Ok(expected), "{steps:?}");
    }
}

#[test]
fn relics_are_found_by_their_encoding() {
    for (tile, expected) in [
        ("1111xx", F),
        ("1001xx", F),
        ("0101xx", F),
        ("0101g1", T),
        ("0011r1", T),
        ("0110y1", T),
        ("1111g5", T),
        ("1111g9", T),
    ] {
        assert_eq!(tile_has_relic(tile), Ok(expected), "{tile}");
    }
}

#[test]
fn the_pushed_out_tile_keeps_its_relic() {
    for (indicator, expected) in [
        ("w2", 'r'),
        ("w4", 'r'),
        ("s2", 'g'),
        ("s4", 'g'),
        ("n2", 'b'),
        ("n4", 'x'),
    ] {
        assert_eq!(
            slide_tile_into_maze2(&M2, "1111xx", indicator),
            Ok(expected),
            "{indicator}"
        );
    }
}

#[test]
fn malformed_arguments_are_errors_not_panics() {
    assert!(is_tile_open_to_side("11", 'n').is_err());
    assert!(is_tile_open_to_side("1111xx", 'q').is_err());
    assert!(rotate_tile_clockwise("1111x").is_err());
    assert!(slide_tile_into_maze1(&M1, "1111xx", "n3").is_err());
    assert!(slide_tile_into_maze1(&M1, "1111xx", "q2").is_err());
    assert!(slide_tile_into_maze1(&M1, "1111xx", "n").is_err());
    assert!(slide_tile_into_maze1(&[], "1111xx", "n2").is_err());
    assert!(slide_tile_into_maze2(&[&["1111xx"], &["1111xx", "1111xx"]], "1111xx", "n2").is_err());
    assert!(can_move_along_path(&M1, &['s', 'x']).is_err());
    assert!(tile_has_relic("1111z1").is_err());
}
