//! Running cargo from xtask: which `cargo` to run, and where it puts its
//! build output.
//!
//! The target directory is the one cargo itself uses: `cargo metadata`
//! reports it after applying `CARGO_TARGET_DIR`, `build.target-dir` (from
//! any `.cargo/config.toml` cargo reads, or `CARGO_BUILD_TARGET_DIR`) and
//! `--config`, in cargo's order of precedence; `<root>/target` when none is
//! set. A contestant's shared target directory is therefore found without
//! xtask knowing cargo's rules.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The cargo that runs xtask (`$CARGO`), else `cargo` from `PATH`.
pub fn program() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
}

/// A `cargo` command run in the repository root.
pub fn command(root: &Path) -> Command {
    let mut cmd = Command::new(program());
    cmd.current_dir(root);
    cmd
}

/// The target directory of the workspace at `root`, as cargo sees it from
/// this process's environment. One `cargo metadata --no-deps` run: no
/// dependency is resolved or fetched.
pub fn target_dir(root: &Path) -> Result<PathBuf, String> {
    target_dir_of(&mut command(root))
}

/// The target directory that `cmd` (a `cargo` command, with its working
/// folder and environment set) would use.
pub fn target_dir_of(cmd: &mut Command) -> Result<PathBuf, String> {
    let out = cmd
        .args(["metadata", "--format-version", "1", "--no-deps"])
        .output()
        .map_err(|e| format!("cannot run cargo metadata: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "cargo metadata failed ({}):\n{}",
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        ));
    }
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout)
        .map_err(|e| format!("cargo metadata printed something that is not JSON: {e}"))?;
    metadata["target_directory"]
        .as_str()
        .map(PathBuf::from)
        .ok_or_else(|| "cargo metadata gave no target_directory".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The target directory cargo reports with `env` set and the user's
    /// own target-directory settings removed.
    fn with(env: &[(&str, &str)]) -> PathBuf {
        let mut cmd = command(&crate::root());
        cmd.env_remove("CARGO_TARGET_DIR")
            .env_remove("CARGO_BUILD_TARGET_DIR");
        for (key, value) in env {
            cmd.env(key, value);
        }
        target_dir_of(&mut cmd).unwrap()
    }

    #[test]
    fn cargo_target_dir_and_build_target_dir_are_honoured() {
        let root = crate::root();
        let elsewhere = std::env::temp_dir().join("cp-games-elsewhere");
        let other = std::env::temp_dir().join("cp-games-other");
        let (elsewhere_s, other_s) = (elsewhere.to_str().unwrap(), other.to_str().unwrap());
        assert_eq!(with(&[("CARGO_TARGET_DIR", elsewhere_s)]), elsewhere);
        // `build.target-dir`, given through its environment form.
        assert_eq!(with(&[("CARGO_BUILD_TARGET_DIR", other_s)]), other);
        // Cargo's precedence: CARGO_TARGET_DIR over build.target-dir.
        assert_eq!(
            with(&[
                ("CARGO_TARGET_DIR", elsewhere_s),
                ("CARGO_BUILD_TARGET_DIR", other_s)
            ]),
            elsewhere
        );
        // `build.target-dir` given on the command line, a relative path
        // being relative to the working folder.
        let mut cmd = command(&root);
        cmd.env_remove("CARGO_TARGET_DIR")
            .env_remove("CARGO_BUILD_TARGET_DIR")
            .args(["--config", "build.target-dir=\"shared-target\""]);
        assert_eq!(target_dir_of(&mut cmd).unwrap(), root.join("shared-target"));
    }

    #[test]
    fn without_settings_it_is_target_under_the_root() {
        // A cargo home of its own, so that the user's config.toml is not read.
        let home = std::env::temp_dir().join(format!("cp-games-cargo-home-{}", std::process::id()));
        std::fs::create_dir_all(&home).unwrap();
        let found = with(&[("CARGO_HOME", home.to_str().unwrap())]);
        std::fs::remove_dir_all(&home).unwrap();
        assert_eq!(found, crate::root().join("target"));
    }
}
