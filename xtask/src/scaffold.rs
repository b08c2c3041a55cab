//! `cargo xtask new <NAME>`: the files of a new problem, each a placeholder
//! that the tests refuse until it is filled in:
//!
//! - `src/bin/<NAME>.rs`: a skeleton over `cp_games::judge::run` that reads
//!   one number and stops at a `todo!` naming the problem; its `//!` comment,
//!   the source of the problem's row in README.md's binaries table (see
//!   `readme.rs`), carries [`MARKER`], which that table's test fails on;
//! - that row in README.md, regenerated with the others;
//! - `tests/samples/<NAME>/sample-1.in` and `.out`: lines carrying
//!   [`MARKER`], which `tests/common.rs` recognises and fails on, naming
//!   the problem and the files to fill in;
//! - `tests/shapes/<NAME>.json`: a shape with a `placeholder` key, which
//!   the shape reader (so `judges` and `stress`) and the integration
//!   tests (`tests/binaries.rs`) refuse.

use crate::readme::ACCEPTED;
use std::path::Path;

/// What the placeholder samples contain; `tests/common.rs` looks for it.
pub const MARKER: &str = "cp-games placeholder";

/// Names cargo refuses for a binary, besides Rust's keywords.
const RESERVED: [&str; 4] = ["build", "deps", "examples", "incremental"];

const KEYWORDS: [&str; 51] = [
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

/// Refuses a name that is not a lowercase identifier a binary may have.
fn check_name(name: &str) -> Result<(), String> {
    let mut chars = name.chars();
    let well_formed = chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
        && name.len() <= 64;
    if !well_formed {
        return Err(format!(
            "`{name}` is not a problem name: use a lowercase letter, then lowercase letters, digits and `_` (e.g. `abc123d`, `poj3710`)"
        ));
    }
    if RESERVED.contains(&name) || KEYWORDS.contains(&name) {
        return Err(format!("`{name}` cannot name a binary (cargo reserves it)"));
    }
    Ok(())
}

fn binary(name: &str) -> String {
    format!(
        r#"//! {MARKER}: {name}'s judge, number and title, its input and its output
//! in a line or two, as in `src/bin/acwing891.rs`; this paragraph is the
//! problem column of its row in README.md's binaries table.
//!
//! {ACCEPTED}{MARKER}: the ranges {name} accepts, as its code checks them.
use cp_games::judge::run;

fn main() {{
    run(|input| -> Result<String, _> {{
        // TODO: read the input with `input.read`, `input.values`,
        // `input.cases` (see `cp_games::input::Input`), call the library
        // function that solves the problem, and return the answer text.
        let n: u64 = input.read("n", 0..=u64::MAX)?;
        todo!("{name}: call the library for n = {{}}", n)
    }})
}}
"#
    )
}

fn shape(name: &str) -> String {
    format!(
        r#"{{
  "placeholder": "describe the input of {name} here (the format is in xtask/src/inputs/mod.rs; tests/shapes/acwing1321.json is an example), then delete this line",
  "inside": [["n", 1, 1000000000]],
  "beyond": [["n", 0, 18446744073709551615]]
}}
"#
    )
}

/// Writes the files of problem `name` under `root`; returns the note on
/// what is left to do.
pub fn scaffold(root: &Path, name: &str) -> Result<String, String> {
    check_name(name)?;
    let bin = root.join("src/bin").join(format!("{name}.rs"));
    let samples = root.join("tests/samples").join(name);
    let shape_file = crate::inputs::path(root, name);
    if !root.join("src/bin").is_dir() || !root.join("tests/shapes").is_dir() {
        return Err(format!(
            "{} is not a cp-games checkout (no src/bin or tests/shapes)",
            root.display()
        ));
    }
    for existing in [&bin, &samples, &shape_file] {
        if existing.exists() {
            return Err(format!(
                "`{name}` exists already: {} is there",
                existing.strip_prefix(root).unwrap_or(existing).display()
            ));
        }
    }
    let write = |path: &Path, text: &str| {
        std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
    };
    std::fs::create_dir_all(&samples).map_err(|e| format!("{}: {e}", samples.display()))?;
    write(&bin, &binary(name))?;
    write(
        &samples.join("sample-1.in"),
        &format!("{MARKER}: replace this file with the first official sample input of {name}\n"),
    )?;
    write(
        &samples.join("sample-1.out"),
        &format!("{MARKER}: replace this file with the official output of sample-1.in\n"),
    )?;
    write(&shape_file, &shape(name))?;
    crate::readme::write_table(root)
        .map_err(|e| format!("wrote the files of {name}, but not its README row: {e}"))?;
    Ok(format!(
        "created src/bin/{name}.rs, tests/samples/{name}/sample-1.in, sample-1.out, tests/shapes/{name}.json and {name}'s row in README.md
left to do (`cargo test` fails until each is done, naming the file):
  1. the library function that solves {name} in its module under src/ (rules and proof in its docs, a brute force that plays the rules in its tests), called from src/bin/{name}.rs
  2. the official samples: tests/samples/{name}/sample-N.in and sample-N.out, word for word
  3. the input shape: tests/shapes/{name}.json, inside and beyond the judge's limits (format: xtask/src/inputs/mod.rs)
  4. the README row: the first paragraph (problem, input, output) and the `{ACCEPTED}` paragraph of src/bin/{name}.rs's `//!` comment, then `cargo xtask readme --write`
  5. the bundle sizes: `cargo xtask sizes --write`
then: cargo test; cargo xtask stress {name} --reference '<a brute force>'
(docs/adding-a-problem.md has the details)"
    ))
}

/// `cargo xtask new`.
pub fn command(root: &Path, args: &[String]) -> Result<(), String> {
    let mut name = None;
    let mut dir = root.to_path_buf();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--root" => dir = args.next().ok_or("--root needs a folder")?.into(),
            _ if arg.starts_with('-') => {
                return Err(format!("new: unknown option `{arg}`\n{}", crate::USAGE))
            }
            _ if name.is_some() => return Err(format!("new: unexpected argument `{arg}`")),
            _ => name = Some(arg.clone()),
        }
    }
    let name = name.ok_or("new: name the problem, e.g. `cargo xtask new abc123d`")?;
    println!("{}", scaffold(&dir, &name)?);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::root;
    use std::path::PathBuf;
    use std::process::Command;

    /// A copy of the repository's files (tracked, or new and not ignored)
    /// in a fresh temporary folder, deleted when dropped. The copies are
    /// newer than any build, so cargo rebuilds the package from them (it
    /// would otherwise reuse a build made from another folder).
    struct Copy(PathBuf);

    impl Copy {
        fn new(tag: &str) -> Copy {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_nanos();
            let dir =
                std::env::temp_dir().join(format!("cp-games-{tag}-{}-{nanos}", std::process::id()));
            let listed = Command::new("git")
                .args([
                    "ls-files",
                    "-z",
                    "--cached",
                    "--others",
                    "--exclude-standard",
                ])
                .current_dir(root())
                .output()
                .unwrap();
            assert!(listed.status.success());
            for file in listed.stdout.split(|&b| b == 0).filter(|f| !f.is_empty()) {
                let file = Path::new(std::str::from_utf8(file).unwrap());
                let (from, to) = (root().join(file), dir.join(file));
                if from.is_file() {
                    std::fs::create_dir_all(to.parent().unwrap()).unwrap();
                    std::fs::copy(&from, &to).unwrap();
                }
            }
            Copy(dir)
        }
    }

    impl Drop for Copy {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    #[test]
    fn bad_and_existing_names_are_refused_and_nothing_is_written() {
        let copy = Copy::new("names");
        for bad in ["", "Abc", "1abc", "a-b", "a b", "deps", "fn", "../x", "a/b"] {
            let e = scaffold(&copy.0, bad).unwrap_err();
            assert!(e.contains("name") || e.contains("reserves"), "{bad}: {e}");
        }
        let e = scaffold(&copy.0, "acwing891").unwrap_err();
        assert!(e.contains("exists already"), "{e}");
        // Only the shape file there is enough to refuse.
        std::fs::write(copy.0.join("tests/shapes/half.json"), "{}").unwrap();
        assert!(scaffold(&copy.0, "half")
            .unwrap_err()
            .contains("tests/shapes/half.json"));
        assert!(!copy.0.join("src/bin/half.rs").exists());
        assert!(scaffold(&root().join("no such folder"), "abc").is_err());
    }

    /// Moves the files of problem `name` in the repository at `root` to
    /// the problem `to`, or removes them.
    fn move_problem(root: &Path, name: &str, to: Option<&str>) {
        for (dir, suffix) in [
            ("src/bin", ".rs"),
            ("tests/shapes", ".json"),
            ("tests/samples", ""),
            ("tests/interactive", ""),
        ] {
            let from = root.join(dir).join(format!("{name}{suffix}"));
            if !from.exists() {
                continue;
            }
            match to {
                Some(to) => std::fs::rename(&from, root.join(dir).join(format!("{to}{suffix}"))),
                None if from.is_dir() => std::fs::remove_dir_all(&from),
                None => std::fs::remove_file(&from),
            }
            .unwrap();
        }
    }

    #[test]
    fn a_scaffolded_problem_fails_the_tests_naming_it_and_what_to_fill_in() {
        let copy = Copy::new("new");
        let note = scaffold(&copy.0, "zz_new_problem").unwrap();
        assert!(
            note.contains("left to do") && note.contains("README row"),
            "{note}"
        );
        for file in [
            "src/bin/zz_new_problem.rs",
            "tests/samples/zz_new_problem/sample-1.in",
            "tests/samples/zz_new_problem/sample-1.out",
            "tests/shapes/zz_new_problem.json",
        ] {
            assert!(copy.0.join(file).is_file(), "{file}");
        }
        // The sample folder holds what `oj` accepts, nothing else.
        let mut listed: Vec<String> =
            std::fs::read_dir(copy.0.join("tests/samples/zz_new_problem"))
                .unwrap()
                .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
                .collect();
        listed.sort();
        assert_eq!(listed, ["sample-1.in", "sample-1.out"]);
        // The shape reader refuses the placeholder, naming the file.
        let e = crate::inputs::load(&copy.0, "zz_new_problem").unwrap_err();
        assert!(
            e.contains("tests/shapes/zz_new_problem.json") && e.contains("placeholder"),
            "{e}"
        );
        // The README row is there, and its test names the placeholder
        // comment; once the comment is filled in, the stale table; once
        // regenerated, only the library call is left.
        let readme = std::fs::read_to_string(copy.0.join("README.md")).unwrap();
        assert!(readme.contains("| `zz_new_problem` |"), "{readme}");
        let left = crate::readme::check(&copy.0).unwrap_err();
        assert!(
            left.contains("src/bin/zz_new_problem.rs: its `//!` comment is the placeholder")
                && !left.contains("stale"),
            "{left}"
        );
        let bin = copy.0.join("src/bin/zz_new_problem.rs");
        let source = std::fs::read_to_string(&bin).unwrap();
        let body = source.split_once("\nuse ").unwrap().1;
        let filled = format!(
            "//! Judge 1, a game: `n`; `Yes` / `No`\n//!\n//! {ACCEPTED}`n` in `0..=9`\nuse {body}"
        );
        std::fs::write(&bin, filled).unwrap();
        let left = crate::readme::check(&copy.0).unwrap_err();
        assert!(
            left.contains("binaries table is stale")
                && left.contains("cargo xtask readme --write")
                && !left.contains("comment is the placeholder"),
            "{left}"
        );
        assert!(crate::readme::write_table(&copy.0).unwrap());
        let left = crate::readme::check(&copy.0).unwrap_err();
        assert!(
            left.starts_with("src/bin/zz_new_problem.rs uses no module of the library")
                && !left.contains('\n'),
            "{left}"
        );
        std::fs::write(&bin, &source).unwrap();
        // The whole loop: `cargo test` in the copy compiles the skeleton
        // and fails on the placeholders with a message naming the problem.
        // It builds the library a second time (7 s of CPU), so it runs in
        // CI's exhaustive step only.
        if !cp_games::testing::exhaustive() {
            return;
        }
        // The copy keeps one other binary, acwing891 renamed `zz_nim`, to
        // show that the others still pass: building all of them would only
        // cost time.
        for other in cp_games_bundler::binaries(&copy.0).unwrap() {
            if other != "zz_new_problem" {
                let keep = (other == "acwing891").then_some("zz_nim");
                move_problem(&copy.0, &other, keep);
            }
        }
        // It builds in this workspace's target folder, whose lock the outer
        // `cargo test` does not hold while tests run, so the dependencies
        // its tests built are reused (the copy is another package to cargo,
        // built here unoptimised). The renamed binary keeps this
        // workspace's own binaries in that folder as they are.
        let target = crate::cargo::target_dir(&root()).unwrap();
        let mut inner = crate::cargo::command(&copy.0);
        inner
            .args(["test", "--quiet", "--test", "integration"])
            .args(["--config", "profile.test.package.cp-games.opt-level=0"])
            .arg("--target-dir")
            .arg(&target)
            // the tests that find the binaries, their samples and shapes
            .args(["--", "binaries::every_"]);
        let limit = std::time::Duration::from_secs(600);
        let run = cargo_cp_games::process::execute(&mut inner, b"", limit).unwrap();
        assert!(
            !run.timed_out,
            "`cargo test` in the copy took over {limit:?}"
        );
        let text = run.stdout + &run.stderr;
        assert_ne!(run.status, Some(0), "{text}");
        assert!(
            text.contains(
                "tests/samples/zz_new_problem/sample-1.in is the placeholder of `cargo xtask new`"
            ),
            "{text}"
        );
        assert!(
            text.contains("tests/shapes/zz_new_problem.json is the placeholder"),
            "{text}"
        );
        // The other binary still passes its samples, and nothing else fails.
        assert!(!text.contains("zz_nim sample-1.in: printed"), "{text}");
        let mut failed: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_suffix(" --- FAILED"))
            .collect();
        failed.sort();
        assert_eq!(
            failed,
            [
                "binaries::every_binary_has_an_input_shape",
                "binaries::every_sample_gives_the_expected_output"
            ],
            "{text}"
        );
    }
}
