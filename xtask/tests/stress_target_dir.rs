//! `cargo xtask stress` with `CARGO_TARGET_DIR` pointing away from the
//! repository's `target/`: it must run the binary cargo built there, and
//! still find and shrink a difference.

use std::path::PathBuf;
use std::process::Command;

/// Nim that forgets the last pile: wrong exactly when that pile is not 0.
const WRONG_NIM: &str = r#"set -- $(cat); n=$1; shift; x=0; i=1
while [ "$i" -lt "$n" ]; do x=$((x ^ $1)); shift; i=$((i + 1)); done
if [ "$x" -ne 0 ]; then echo Yes; else echo No; fi"#;

#[test]
fn stress_finds_the_binary_in_cargo_target_dir_and_shrinks_a_wrong_nim() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf();
    // Not `target/`: the outer `cargo test` may hold its lock. The folder
    // xtask's own stress tests build into, so the release build is shared.
    let elsewhere = root.join("target/xtask-tests");
    let out = Command::new(env!("CARGO_BIN_EXE_xtask"))
        .args(["stress", "acwing891", "--reference", WRONG_NIM])
        .args(["--cases", "100", "--seed", "elsewhere"])
        .env("CARGO_TARGET_DIR", &elsewhere)
        .env_remove("CARGO_BUILD_TARGET_DIR")
        .current_dir(&root)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    let exe = elsewhere.join("release").join("acwing891");
    assert!(
        stderr.starts_with(&format!("stress acwing891 ({}):", exe.display())),
        "stress did not run {}:\n{stderr}",
        exe.display()
    );
    assert_eq!(out.status.code(), Some(2), "{stdout}\n{stderr}");
    assert!(
        stdout.contains("minimal input:\n--- input\n1\n1\n--- acwing891: exit status 0\nYes\n--- reference: exit status 0\nNo\n"),
        "not shrunk to one pile of one:\n{stdout}"
    );
    assert!(
        stderr.ends_with("error: acwing891 and the reference differ\n"),
        "{stderr}"
    );
}
