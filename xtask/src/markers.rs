//! Generated text in a markdown file: the lines between a start marker and
//! an end marker (HTML comments, invisible once rendered), which
//! `cargo xtask sizes --write` and `cargo xtask readme --write` rewrite and
//! their tests compare with what the generator gives.

/// The text between the line `start` and the line `end` of `text` (without
/// the newline after `start`), or why there is none; `file` names the file
/// in the message.
pub fn between<'a>(text: &'a str, start: &str, end: &str, file: &str) -> Result<&'a str, String> {
    let from = text
        .find(start)
        .ok_or_else(|| format!("{file} lacks the line {start}"))?
        + start.len();
    let len = text[from..]
        .find(end)
        .ok_or_else(|| format!("{file} lacks the line {end} after {start}"))?;
    Ok(text[from..from + len].trim_start_matches('\n'))
}

/// `text` with what lies between the markers replaced by `new`.
pub fn replace(
    text: &str,
    start: &str,
    end: &str,
    new: &str,
    file: &str,
) -> Result<String, String> {
    let old = between(text, start, end, file)?;
    let from = old.as_ptr() as usize - text.as_ptr() as usize;
    Ok(format!(
        "{}{new}{}",
        &text[..from],
        &text[from + old.len()..]
    ))
}

/// Reads `root/file`, puts `new` between its markers and writes it back if
/// that changed it; returns whether it did.
pub fn rewrite(
    root: &std::path::Path,
    file: &str,
    start: &str,
    end: &str,
    new: &str,
) -> Result<bool, String> {
    let path = root.join(file);
    let text = std::fs::read_to_string(&path)
        .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let updated = replace(&text, start, end, new, file)?;
    if updated == text {
        return Ok(false);
    }
    std::fs::write(&path, updated).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(true)
}

/// The arguments of a command that prints a generated table or, with
/// `--write`, puts it in its file: `Some(write)`, or `None` after printing
/// `usage` for `-h`/`--help`.
pub fn write_flag(args: &[String], command: &str, usage: &str) -> Result<Option<bool>, String> {
    match args {
        [] => Ok(Some(false)),
        [flag] if flag == "--write" => Ok(Some(true)),
        [flag] if flag == "-h" || flag == "--help" => {
            println!("{usage}");
            Ok(None)
        }
        _ => Err(format!("{command}: unexpected arguments {args:?}\n{usage}")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_text_between_the_markers_is_replaced() {
        let text = "intro\n<!-- a -->\n| old |\n<!-- b -->\nrest\n";
        let new = replace(text, "<!-- a -->", "<!-- b -->", "| new |\n", "F").unwrap();
        assert_eq!(new, "intro\n<!-- a -->\n| new |\n<!-- b -->\nrest\n");
        assert_eq!(
            between(&new, "<!-- a -->", "<!-- b -->", "F").unwrap(),
            "| new |\n"
        );
        let err = between("<!-- a -->\nno end\n", "<!-- a -->", "<!-- b -->", "F").unwrap_err();
        assert_eq!(err, "F lacks the line <!-- b --> after <!-- a -->");
        let err = replace("none\n", "<!-- a -->", "<!-- b -->", "x", "F").unwrap_err();
        assert_eq!(err, "F lacks the line <!-- a -->");
    }
}
