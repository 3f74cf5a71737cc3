//! A short file claiming a huge maze is refused before anything its size would need is
//! allocated: the peak heap while reading it, counted by dhat, stays within a few megabytes
//! (a polar shape's table of rings stops growing at the most cells a maze holds), where a
//! claimed 2²⁸ rows took 4 GB before (issue 43).
//!
//! One test in this file on purpose: dhat counts the whole process.

#[global_allocator]
static ALLOC: dhat::Alloc = dhat::Alloc;

#[test]
fn short_files_claiming_huge_shapes_allocate_little() {
    let huge = 1u32 << 28;
    let shapes = [
        format!(r#"{{"kind":"hex","width":1,"height":{huge}}}"#),
        format!(
            r#"{{"kind":"levels","levels":{huge},"base":{{"kind":"square","width":1,"height":1}}}}"#
        ),
        format!(r#"{{"kind":"polar","rings":{}}}"#, u32::MAX),
        format!(r#"{{"kind":"weave","width":1,"height":{huge},"crossings":["."]}}"#),
    ];
    for shape in shapes {
        let text = format!(
            r#"{{"format":"maze","version":2,"shape":{shape},"algorithm":null,"seed":null,"start":0,"goal":0,"passages":["00"]}}"#
        );
        let profiler = dhat::Profiler::builder().testing().build();
        let read = mazes::format::from_json(&text);
        let peak = dhat::HeapStats::get().max_bytes;
        drop(profiler);
        let err = read.expect_err("a short file of a huge maze").to_string();
        assert!(peak < 8 << 20, "{peak} bytes read for {shape}: {err}");
    }
}
