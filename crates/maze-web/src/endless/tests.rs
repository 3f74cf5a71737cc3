use super::*;

fn query(pairs: &[(&str, &str)]) -> Query {
    let mut query = Query::default();
    for &(key, value) in pairs {
        let field = match key {
            "seed" => &mut query.seed,
            "x" => &mut query.x,
            "y" => &mut query.y,
            "width" => &mut query.width,
            "height" => &mut query.height,
            "at" => &mut query.at,
            "to" => &mut query.to,
            "reach" => &mut query.reach,
            "dir" => &mut query.dir,
            _ => &mut query.hint,
        };
        *field = Some(value.to_owned());
    }
    query
}

fn step(cell: Cell, letter: char) -> Cell {
    let dir: Direction = letter.to_string().parse().unwrap();
    cell.neighbor(dir).unwrap()
}

fn parse_cell(pair: &[String; 2]) -> Cell {
    Cell::new(pair[0].parse().unwrap(), pair[1].parse().unwrap())
}

#[test]
fn a_window_holds_every_passage_east_and_south_of_its_cells() {
    for (x, y) in [
        ("123456789012345678", "42"),
        ("18446744073709551605", "18446744073709551610"),
    ] {
        let window = query(&[
            ("seed", "5"),
            ("x", x),
            ("y", y),
            ("width", "11"),
            ("height", "6"),
        ])
        .window()
        .unwrap();
        let plane = InfiniteMaze::new(5);
        let corner = Cell::new(x.parse().unwrap(), y.parse().unwrap());
        let digits: Vec<u8> = window
            .open
            .chars()
            .map(|c| c.to_digit(16).unwrap() as u8)
            .collect();
        assert_eq!(digits.len(), 33);
        for i in 0..66u64 {
            let bits = (digits[(i / 2) as usize] >> (2 * (i % 2))) & 3;
            let cell = Cell::new(corner.x + i % 11, corner.y + i / 11);
            let open = plane.passages(cell);
            assert_eq!(bits & 1 != 0, open[Direction::East.index()], "{cell}");
            assert_eq!(bits & 2 != 0, open[Direction::South.index()], "{cell}");
        }
    }
}

#[test]
fn the_hint_leads_to_the_target_a_move_at_a_time() {
    let state = query(&[("seed", "9"), ("reach", "12"), ("hint", "100")])
        .state()
        .unwrap();
    assert_eq!(state.way_left, "12");
    assert_eq!(state.hint.len(), 12);
    assert_eq!(parse_cell(&state.player), start_of(9));
    let target = state.target.join(",");
    let mut at = parse_cell(&state.player);
    for (i, letter) in state.hint.chars().enumerate() {
        let moved = query(&[
            ("seed", "9"),
            ("at", &at.to_string()),
            ("to", &target),
            ("dir", &letter.to_string()),
        ])
        .moved()
        .unwrap();
        at = step(at, letter);
        assert_eq!(parse_cell(&moved.player), at);
        assert_eq!(moved.way_left, (11 - i).to_string());
        assert_eq!(moved.arrived, i == 11);
    }
}

#[test]
fn walls_and_bad_requests_are_refused_saying_why() {
    let state = query(&[("seed", "2"), ("reach", "5"), ("hint", "1")])
        .state()
        .unwrap();
    let at = state.player.join(",");
    let to = state.target.join(",");
    let plane = InfiniteMaze::new(2);
    let closed = Direction::ALL
        .into_iter()
        .find(|&dir| !plane.is_open(parse_cell(&state.player), dir))
        .unwrap();
    let wall = query(&[
        ("seed", "2"),
        ("at", &at),
        ("to", &to),
        ("dir", closed.name()),
    ])
    .moved();
    assert_eq!(wall, Err("a wall stands that way".to_owned()));
    let cases: &[(&[(&str, &str)], &str)] = &[
        (&[("seed", "x")], "seed"),
        (&[("at", "1")], "cell"),
        (&[("at", "18446744073709551616,0")], "cell"),
        (&[("reach", "0")], "reach"),
        (&[("reach", "1000001")], "reach"),
    ];
    for &(pairs, says) in cases {
        let err = query(pairs).state().unwrap_err();
        assert!(err.contains(says), "{pairs:?}: {err}");
    }
    for (pairs, says) in [
        (vec![("width", "0")], "width"),
        (vec![("height", "129")], "height"),
        (vec![("x", "-1")], "x"),
        (
            vec![("x", "18446744073709551615"), ("width", "2")],
            "past the plane's edge",
        ),
    ] {
        let err = query(&pairs).window().unwrap_err();
        assert!(err.contains(says), "{pairs:?}: {err}");
    }
    let err = query(&[("seed", "2"), ("at", &at), ("to", &to), ("dir", "up")])
        .moved()
        .unwrap_err();
    assert!(err.contains("direction"), "{err}");
}
