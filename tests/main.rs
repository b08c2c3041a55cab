//! The integration tests, as one crate so that they build and link once.
//! Each module tests one side of the built binaries and examples;
//! [`common`] holds the helpers they share. A new `tests/*.rs` file is a
//! module here (Cargo.toml sets `autotests = false`, so cargo would not
//! find it alone): `every_test_file_is_a_module` checks that none is left
//! out.

mod common;

mod binaries;
mod coin_turning;
mod counting_games;
mod dag_edge_subsets;
mod deque_and_bitset_games;
mod examples;
mod graph_draws;
mod graph_games;
mod grundy_binaries;
mod guess_rust;
mod heap_games;
mod interactive;
mod lasker_snim_moore;
mod matching_games;
mod named_games;
mod octal_example;
mod octal_oeis;
mod partizan_games;
mod robustness;
mod set_nim;
mod stone_and_cutting_limits;
mod structural_games;
mod tree_and_board;

#[test]
fn every_test_file_is_a_module() {
    let main = std::fs::read_to_string(common::root().join("tests/main.rs")).unwrap();
    for entry in std::fs::read_dir(common::root().join("tests")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_stem().unwrap().to_string_lossy().into_owned();
            assert!(
                name == "main" || main.contains(&format!("\nmod {name};\n")),
                "tests/{name}.rs is not declared in tests/main.rs, so it never runs"
            );
        }
    }
}
