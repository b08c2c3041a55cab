//! Bundles every binary in both flavours with `examples/bundle.rs`, compiles
//! each bundle with plain `rustc` as a judge would, and runs every sample
//! (and a few extra cases) through it.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const BINS: [&str; 4] = ["acwing890", "acwing891", "acwing893", "arc134e"];

fn target_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_acwing890"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn bundle(bin: &str, judge: &str) -> String {
    let exe = target_dir().join("examples").join("bundle");
    assert!(
        exe.exists(),
        "{} not built; run the whole `cargo test`",
        exe.display()
    );
    let out = Command::new(exe)
        .args([bin, "--judge", judge])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The newest `lib<name>-*.rlib` among this build's dependencies.
fn rlib(name: &str) -> PathBuf {
    let deps = target_dir().join("deps");
    std::fs::read_dir(&deps)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let f = p.file_name().unwrap().to_string_lossy();
            f.starts_with(&format!("lib{name}-")) && f.ends_with(".rlib")
        })
        .max_by_key(|p| p.metadata().unwrap().modified().unwrap())
        .unwrap_or_else(|| panic!("no {name} rlib in {}", deps.display()))
}

/// Compiles `source` with rustc; asserts no error and no warning.
fn compile(source: &str, dir: &Path, name: &str, extra: &[String]) -> PathBuf {
    let src = dir.join(format!("{name}.rs"));
    std::fs::write(&src, source).unwrap();
    let exe = dir.join(name);
    let out = Command::new("rustc")
        .arg("-O")
        .args(extra)
        .arg(&src)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{name} does not compile:\n{stderr}");
    assert!(
        stderr.trim().is_empty(),
        "{name} compiles with warnings:\n{stderr}"
    );
    exe
}

fn run(exe: &Path, input: &[u8]) -> String {
    let mut child = Command::new(exe)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

fn samples(bin: &str) -> Vec<(Vec<u8>, String)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/samples")
        .join(bin);
    let mut cases: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    cases.sort();
    cases
        .into_iter()
        .map(|p| {
            (
                std::fs::read(&p).unwrap(),
                std::fs::read_to_string(p.with_extension("out")).unwrap(),
            )
        })
        .collect()
}

/// Library modules each binary needs, and so exactly those its bundle holds.
fn expected_modules(bin: &str) -> [&'static str; 2] {
    match bin {
        "acwing890" => ["input", "inclusion_exclusion"],
        "acwing891" => ["input", "nim"],
        "acwing893" => ["input", "sg"],
        _ => ["input", "arc134e"],
    }
}

fn check_shape(bin: &str, judge: &str, text: &str) {
    let first = text.lines().next().unwrap();
    assert!(
        first.starts_with(&format!(
            "// cp-games {}: `{bin}`",
            env!("CARGO_PKG_VERSION")
        )),
        "{first}"
    );
    assert!(first.contains(judge), "{first}");
    assert_eq!(text, bundle(bin, judge), "bundles must be deterministic");
    for machine in [
        env!("CARGO_MANIFEST_DIR"),
        "/root/",
        "/home/",
        ".cargo",
        "registry",
    ] {
        assert!(
            !text.contains(machine),
            "{bin} {judge} bundle mentions {machine}"
        );
    }
    for banned in ["///", "//!", "cfg(test)", "mod tests", "proptest"] {
        assert!(
            !text.contains(banned),
            "{bin} {judge} bundle contains {banned}"
        );
    }
    let wanted = expected_modules(bin);
    for module in ["input", "nim", "sg", "arc134e", "inclusion_exclusion"] {
        let present = text.contains(&format!("pub mod {module} {{"));
        assert_eq!(
            present,
            wanted.contains(&module),
            "{bin} {judge}: module {module}"
        );
    }
}

#[test]
fn std_bundles_compile_alone_and_pass_the_samples() {
    let dir = tempdir("std");
    for bin in BINS {
        let text = bundle(bin, "std");
        check_shape(bin, "std", &text);
        assert!(text.len() <= 64 * 1024, "{bin}: {} bytes", text.len());
        assert!(!text.contains("extern crate"));
        // only proconio's `source` module itself: its sources and macros are unused
        for unused in [
            "mod once",
            "mod line",
            "mod tokens",
            "mod auto",
            "macro_rules",
        ] {
            assert!(!text.contains(unused), "{bin}: {unused}");
        }
        let exe = compile(&text, &dir, bin, &["--edition".into(), "2021".into()]);
        for (input, expected) in samples(bin) {
            assert_eq!(run(&exe, &input), expected, "{bin}");
        }
        if bin == "acwing890" {
            // Composite and repeated divisors exercise the gcd that replaces num-integer's.
            let n = 1_000_000_000_000_000_000u64;
            let ds = [
                1u64 << 40,
                3u64.pow(20),
                6u64.pow(15),
                10u64.pow(9),
                999_999_937 * 2,
            ];
            let expected = cp_games::inclusion_exclusion::count_multiples(n, &ds);
            let input = format!("{n} 5\n{}\n", ds.map(|d| d.to_string()).join(" "));
            assert_eq!(run(&exe, input.as_bytes()), format!("{expected}\n"));
            let small: Vec<u64> = vec![4, 6, 10, 15, 9, 25];
            let direct = (1..=100_000u64)
                .filter(|x| small.iter().any(|d| x % d == 0))
                .count();
            assert_eq!(
                run(&exe, b"100000 6\n4 6 10 15 9 25\n"),
                format!("{direct}\n")
            );
        }
    }
}

#[test]
fn atcoder_bundles_compile_against_proconio_and_num_integer_in_both_editions() {
    let dir = tempdir("atcoder");
    let deps = target_dir().join("deps");
    let externs = [
        "--extern".to_string(),
        format!("proconio={}", rlib("proconio").display()),
        "--extern".to_string(),
        format!("num_integer={}", rlib("num_integer").display()),
        "-L".to_string(),
        format!("dependency={}", deps.display()),
    ];
    for bin in BINS {
        let text = bundle(bin, "atcoder");
        check_shape(bin, "atcoder", &text);
        assert!(text.contains("use proconio::source::Source;"));
        assert!(!text.contains("mod proconio"));
        for edition in ["2021", "2024"] {
            let mut args = vec!["--edition".to_string(), edition.to_string()];
            args.extend(externs.iter().cloned());
            let exe = compile(&text, &dir, &format!("{bin}_{edition}"), &args);
            for (input, expected) in samples(bin) {
                assert_eq!(run(&exe, &input), expected, "{bin} edition {edition}");
            }
        }
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn bundle_rejects_unknown_binaries_and_flags() {
    let exe = target_dir().join("examples").join("bundle");
    for args in [
        &["nope", "--judge", "std"][..],
        &["arc134e", "--judge", "cf"],
        &["arc134e", "--fast"],
        &["arc134e"],
    ] {
        let out = Command::new(&exe).args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            String::from_utf8_lossy(&out.stderr).starts_with("error: "),
            "{args:?}"
        );
        assert!(out.stdout.is_empty());
    }
}

fn tempdir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cp-games-bundle-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}
