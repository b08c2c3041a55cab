//! Tests of the judge matrix: MIR checks and which cases each cell runs.

use super::*;

#[test]
fn other_compilers_run_the_samples_and_the_first_generated_inputs() {
    let case = |name: &str| Case {
        name: name.to_string(),
        input: Vec::new(),
        judge: None,
        expected: Outcome {
            status: Some(0),
            stdout: String::new(),
            stderr: String::new(),
        },
    };
    let mut cases = vec![case("sample-1.in"), case("sample-2.in")];
    cases.extend((0..6).map(|i| case(&format!("generated inside #{i}"))));
    let names = |cs: &[Case]| cs.iter().map(|c| c.name.clone()).collect::<Vec<_>>();
    assert_eq!(
        names(first_generated(&cases, 3)),
        [
            "sample-1.in",
            "sample-2.in",
            "generated inside #0",
            "generated inside #1",
            "generated inside #2"
        ]
    );
    assert_eq!(first_generated(&cases, 50).len(), 8);
    // An interactive binary's games are all kept.
    let games = vec![case("game 6 1 2"), case("game 7 1 3")];
    assert_eq!(first_generated(&games, 0).len(), 2);
}

/// Compiles `text` to MIR with the current rustc and edition 2018.
fn to_mir(name: &str, text: &str) -> Result<(), String> {
    let dir = std::env::temp_dir().join(format!("cp-games-mir-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join(format!("{name}.rs"));
    std::fs::write(&src, text).unwrap();
    let result = compile_std(
        Path::new("rustc"),
        "2018",
        &src,
        &dir.join("out.mir"),
        Emit::Mir,
    );
    std::fs::remove_dir_all(&dir).unwrap();
    result
}

#[test]
fn compiling_to_mir_denies_warnings_and_the_lints_run_on_mir() {
    to_mir("clean", "fn main() { println!(\"{}\", 1u8 + 1); }\n").unwrap();
    let unused = to_mir("unused", "fn main() { let x = 1; }\n").unwrap_err();
    assert!(unused.contains("unused variable"), "{unused}");
    // `arithmetic_overflow` is reported on MIR, which `--emit=metadata`
    // never builds for a binary.
    let overflow = to_mir(
        "overflow",
        "fn main() { let a: u8 = 255; println!(\"{}\", a + 1); }\n",
    )
    .unwrap_err();
    assert!(overflow.contains("overflow"), "{overflow}");
    // The cfg of `-O`: debug assertions off.
    let cfg = to_mir(
        "cfg",
        "#[cfg(debug_assertions)]\nfn main() { let x = 1; }\n#[cfg(not(debug_assertions))]\nfn main() {}\n",
    );
    assert_eq!(cfg, Ok(()));
}
