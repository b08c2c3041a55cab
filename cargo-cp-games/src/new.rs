//! `cargo cp-games new NAME [--bins a,b,c] [--edition E] [--path P | --git URL]`:
//! a contest package in one command. It builds at once, and `test`,
//! `stress` and `bundle` work in it unchanged:
//!
//! ```text
//! NAME/Cargo.toml        proconio and cp-games (the tool's own source, or --path/--git)
//! NAME/src/bin/<x>.rs    one binary per problem: Nim, read with proconio's input!
//! NAME/test/<x>/         oj's folder per problem, with one sample for the Nim
//! NAME/gen.py, brute.py  a generator (seed last) and a brute force for stress
//! ```

use std::path::{Path, PathBuf};

/// What `new` is asked.
pub struct Options<'a> {
    pub name: &'a str,
    pub bins: Vec<String>,
    pub edition: &'a str,
    /// cp-games by this path instead of the tool's own source.
    pub path: Option<&'a Path>,
    /// cp-games from this git repository instead.
    pub git: Option<&'a str>,
}

/// The source the tool was built from: the repository holding
/// `cargo-cp-games/`, when it is still there.
fn own_source() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent()?;
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).ok()?;
    manifest
        .contains("name = \"cp-games\"")
        .then(|| root.to_path_buf())
}

/// A package or binary name cargo takes: a letter, then letters, digits,
/// `_` and `-`.
fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// The starting point of each binary: Nim, a working solution to replace.
const MAIN: &str = "use cp_games::nim::nim_sum;
use proconio::input;

fn main() {
    // the input: n, then n heaps (replace with the problem's)
    input! {
        n: usize,
        a: [u64; n],
    }
    // Nim: the first player wins when the nim-sum is not 0
    let first_wins = nim_sum(a) != 0;
    println!(\"{}\", if first_wins { \"First\" } else { \"Second\" });
}
";

const GEN: &str = "# A random input from the seed, the last argument:
#   cargo cp-games stress --gen 'python3 gen.py' --brute 'python3 brute.py'
import random
import sys

random.seed(int(sys.argv[-1]))
n = random.randint(1, 4)
print(n)
print(*[random.randint(0, 6) for _ in range(n)])
";

const BRUTE: &str = "# The brute force: play the game's rules by search (here Nim).
import sys
from functools import lru_cache

data = sys.stdin.read().split()
n = int(data[0])
heaps = tuple(sorted(int(x) for x in data[1 : 1 + n]))


@lru_cache(maxsize=None)
def wins(h):
    for i, x in enumerate(h):
        for take in range(1, x + 1):
            after = tuple(sorted(h[:i] + (x - take,) + h[i + 1 :]))
            if not wins(after):
                return True
    return False


print(\"First\" if wins(heaps) else \"Second\")
";

/// Makes the package `options.name` in `here`.
///
/// # Errors
/// One line: an existing folder, a bad package or binary name, an edition
/// cargo does not know, no cp-games source to depend on, a file that
/// cannot be written.
pub fn run(here: &Path, options: &Options) -> Result<PathBuf, String> {
    let name = options.name;
    if !valid_name(name) {
        return Err(format!(
            "`{name}` is not a package name (a letter, then letters, digits, `_` or `-`)"
        ));
    }
    if options.bins.is_empty() {
        return Err("--bins names no binary".to_string());
    }
    for bin in &options.bins {
        if !valid_name(bin) {
            return Err(format!(
                "`{bin}` is not a binary name (a letter, then letters, digits, `_` or `-`)"
            ));
        }
    }
    if !["2015", "2018", "2021", "2024"].contains(&options.edition) {
        return Err(format!(
            "edition `{}`: cargo knows 2015, 2018, 2021 and 2024",
            options.edition
        ));
    }
    let dir = here.join(name);
    if dir.exists() {
        return Err(format!("{} exists already", dir.display()));
    }
    let dependency = match (options.path, options.git) {
        (Some(_), Some(_)) => return Err("give --path or --git, not both".to_string()),
        (Some(path), None) => format!("{{ path = {:?} }}", path.display().to_string()),
        (None, Some(url)) => format!("{{ git = {url:?} }}"),
        (None, None) => {
            let root = own_source().ok_or(
                "the source this tool was installed from is gone: name cp-games with --path DIR or --git URL",
            )?;
            format!("{{ path = {:?} }}", root.display().to_string())
        }
    };
    let manifest = format!(
        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"{}\"\n\n\
         [dependencies]\nproconio = \"0.5.0\"\ncp-games = {dependency}\n\n\
         # a workspace of its own: remove this line to join a parent workspace\n\
         [workspace]\n",
        options.edition
    );
    let mut files: Vec<(PathBuf, String)> = vec![
        (dir.join("Cargo.toml"), manifest),
        (dir.join("gen.py"), GEN.to_string()),
        (dir.join("brute.py"), BRUTE.to_string()),
    ];
    for bin in &options.bins {
        files.push((
            dir.join("src/bin").join(format!("{bin}.rs")),
            MAIN.to_string(),
        ));
        // one sample the starting point passes: heaps 1 and 2, nim-sum 3
        let samples = dir.join("test").join(bin);
        files.push((samples.join("sample-1.in"), "2\n1 2\n".to_string()));
        files.push((samples.join("sample-1.out"), "First\n".to_string()));
    }
    for (path, text) in files {
        let parent = path.parent().ok_or("no parent folder")?;
        std::fs::create_dir_all(parent)
            .and_then(|()| std::fs::write(&path, text))
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    }
    Ok(dir)
}

#[cfg(test)]
mod tests {
    use super::valid_name;

    #[test]
    fn names_cargo_takes() {
        for good in ["abc400", "a", "my-contest", "x_1"] {
            assert!(valid_name(good), "{good}");
        }
        for bad in ["", "1a", "a.b", "a b", "-a", "ä"] {
            assert!(!valid_name(bad), "{bad}");
        }
    }
}
