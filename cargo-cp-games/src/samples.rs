//! The sample cases of a binary: cargo-compete's `testcases/<bin>.yml`
//! (read with a YAML parser), or oj's layout (`NAME.in` with `NAME.out`)
//! in `test/<bin>/`, `tests/samples/<bin>/` or `test/`.

use std::path::{Path, PathBuf};
use yaml_rust2::{Yaml, YamlLoader};

/// One sample: its name, input and expected output.
pub struct Case {
    pub name: String,
    pub input: String,
    pub expected: String,
}

/// The samples of binary `bin` of the package at `dir`: from `folder`
/// when given, else from the first of `testcases/<bin>.yml`,
/// `test/<bin>/` (oj's folder for one problem of several),
/// `tests/samples/<bin>/` and `test/` (one problem per package) that holds
/// cases (a folder holds cases when it has a `.in` file).
pub fn find(dir: &Path, bin: &str, folder: Option<&Path>) -> Result<(String, Vec<Case>), String> {
    if let Some(folder) = folder {
        if !folder.is_dir() {
            return Err(format!(
                "the sample folder {} does not exist",
                folder.display()
            ));
        }
        return Ok((folder.display().to_string(), oj(folder)?));
    }
    let yaml = dir.join("testcases").join(format!("{bin}.yml"));
    if yaml.is_file() {
        return Ok((format!("testcases/{bin}.yml"), compete(&yaml)?));
    }
    for (shown, path) in [
        (format!("test/{bin}"), dir.join("test").join(bin)),
        (
            format!("tests/samples/{bin}"),
            dir.join("tests/samples").join(bin),
        ),
        ("test".to_string(), dir.join("test")),
    ] {
        let holds = path.is_dir()
            && cp_games_bundler::files_with_extension(&path, "in").is_ok_and(|f| !f.is_empty());
        if holds {
            return Ok((shown, oj(&path)?));
        }
    }
    Err(format!(
        "no samples for `{bin}` under {}: looked in testcases/{bin}.yml, test/{bin}/*.in, \
         tests/samples/{bin}/*.in and test/*.in (or name a folder with --samples)",
        dir.display()
    ))
}

/// oj's layout: every `NAME.in` with its `NAME.out`, by name.
pub fn oj(folder: &Path) -> Result<Vec<Case>, String> {
    let inputs = cp_games_bundler::files_with_extension(folder, "in")?;
    if inputs.is_empty() {
        return Err(format!("no .in files in {}", folder.display()));
    }
    let read = |p: &PathBuf| {
        std::fs::read_to_string(p).map_err(|e| format!("cannot read {}: {e}", p.display()))
    };
    inputs
        .iter()
        .map(|input| {
            let out = input.with_extension("out");
            if !out.is_file() {
                return Err(format!("{} has no {}", input.display(), out.display()));
            }
            Ok(Case {
                name: input
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                input: read(input)?,
                expected: read(&out)?,
            })
        })
        .collect()
}

/// cargo-compete's `testcases/<problem>.yml`: its `cases`, each with
/// `name`, `in` and `out`.
pub fn compete(file: &Path) -> Result<Vec<Case>, String> {
    let text = std::fs::read_to_string(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    cases_of_yaml(&text).map_err(|e| format!("{}: {e}", file.display()))
}

/// The cases of a cargo-compete test-case file's text.
pub fn cases_of_yaml(text: &str) -> Result<Vec<Case>, String> {
    let docs = YamlLoader::load_from_str(text).map_err(|e| format!("not YAML: {e}"))?;
    let doc = docs.first().ok_or("an empty file")?;
    let cases = match &doc["cases"] {
        Yaml::Array(cases) => cases,
        Yaml::BadValue | Yaml::Null => return Err("no `cases` list".to_string()),
        _ => return Err("`cases` is not a list".to_string()),
    };
    cases
        .iter()
        .enumerate()
        .map(|(i, case)| {
            let field = |key: &str| match &case[key] {
                Yaml::String(s) => Ok(s.clone()),
                Yaml::Integer(n) => Ok(n.to_string()),
                _ => Err(format!("case {} has no string `{key}`", i + 1)),
            };
            Ok(Case {
                name: field("name").unwrap_or_else(|_| format!("case {}", i + 1)),
                input: field("in")?,
                expected: field("out")?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cargo_compete_file_gives_its_cases() {
        let text = "---\ntype: Batch\ntimelimit: 2s\nmatch: Lines\n\ncases:\n  - name: sample1\n    in: |\n      3\n      1 2 3\n    out: |\n      First\n  - name: sample2\n    in: \"1\\n0\\n\"\n    out: |\n      Second\n\nextend: []\n";
        let cases = cases_of_yaml(text).unwrap();
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].name, "sample1");
        assert_eq!(cases[0].input, "3\n1 2 3\n");
        assert_eq!(cases[0].expected, "First\n");
        assert_eq!(cases[1].input, "1\n0\n");
        assert!(cases_of_yaml("cases: 3\n").is_err());
        assert!(cases_of_yaml("cases:\n  - name: x\n    in: |\n      1\n").is_err());
    }
}
