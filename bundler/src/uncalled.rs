//! A copy of the library's sources with one function more, which no
//! binary calls: adding unused library code must change no bundle. The
//! bundler's tests (which also add a call to it) and `cargo xtask bundles`
//! both make their copy here.

use std::path::Path;

/// A function with syntax that trips up a lexer: a char literal `'\''`,
/// raw strings holding paths, nested block comments, and locals named
/// like proconio's modules.
pub const TRICKY: &str = r####"
/// Counts quotes (a doc comment, dropped).
pub fn tricky(line: &str) -> usize {
    /* outer /* nested "crate::nim" */ still a comment */
    let quote = '\'';
    let raw = r#"proconio::source::line "quoted" crate::arc134e"#;
    let tokens = r##"a "# b"##.len();
    let once = line.matches(quote).count(); // `line`, `once`, `tokens`: proconio names
    once + tokens + raw.len()
}
"####;

/// Copies the sources `root/src` to `copy/src` (`copy` emptied first) and
/// adds [`TRICKY`] to `sg/split.rs`, before its tests module, so that it is
/// library code. O(size of the sources).
pub fn copy_with_tricky(root: &Path, copy: &Path) -> Result<(), String> {
    let _ = std::fs::remove_dir_all(copy);
    copy_tree(&root.join("src"), &copy.join("src"))?;
    let split = copy.join("src/sg/split.rs");
    let mut text = std::fs::read_to_string(&split).map_err(|e| e.to_string())?;
    let at = text
        .find("#[cfg(test)]")
        .ok_or("sg/split.rs has no tests module")?;
    text.insert_str(at, TRICKY);
    std::fs::write(&split, text).map_err(|e| e.to_string())
}

/// Copies folder `from` to `to`, its files and subfolders.
pub fn copy_tree(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::create_dir_all(to).map_err(|e| e.to_string())?;
    for entry in std::fs::read_dir(from).map_err(|e| e.to_string())? {
        let path = entry.map_err(|e| e.to_string())?.path();
        let target = to.join(path.file_name().expect("an entry has a name"));
        if path.is_dir() {
            copy_tree(&path, &target)?;
        } else {
            std::fs::copy(&path, &target).map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}
