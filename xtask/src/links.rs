//! A test that every relative link of `README.md` and `docs/*.md` leads to
//! a file of the repository, and to a heading of it when the link names an
//! anchor (`page.md#section`, or `#section` within the page). Markdown is
//! read with `pulldown-cmark`, so links in code are not links.

use pulldown_cmark::{Event, Parser, Tag, TagEnd};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The pages checked: README.md and every `.md` file of docs/.
fn pages(root: &Path) -> Vec<PathBuf> {
    let mut pages = vec![root.join("README.md")];
    if let Ok(entries) = std::fs::read_dir(root.join("docs")) {
        pages.extend(
            entries
                .filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|e| e == "md")),
        );
    }
    pages.sort();
    pages
}

/// The link targets of a markdown text, images included.
fn targets(text: &str) -> Vec<String> {
    Parser::new(text)
        .filter_map(|event| match event {
            Event::Start(Tag::Link { dest_url, .. } | Tag::Image { dest_url, .. }) => {
                Some(dest_url.to_string())
            }
            _ => None,
        })
        .collect()
}

/// The anchors of a markdown text's headings, as GitHub makes them: the
/// heading's text in lowercase, without punctuation other than `-` and `_`,
/// spaces turned into `-`; a repeated anchor gets `-1`, `-2`, ...
fn anchors(text: &str) -> Vec<String> {
    let mut anchors: Vec<String> = Vec::new();
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut heading: Option<String> = None;
    for event in Parser::new(text) {
        match event {
            Event::Start(Tag::Heading { .. }) => heading = Some(String::new()),
            Event::Text(t) | Event::Code(t) => {
                if let Some(h) = &mut heading {
                    h.push_str(&t);
                }
            }
            Event::End(TagEnd::Heading(_)) => {
                let title = heading.take().unwrap_or_default();
                let slug: String = title
                    .to_lowercase()
                    .chars()
                    .filter(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '_'))
                    .map(|c| if c == ' ' { '-' } else { c })
                    .collect();
                let repeats = seen.entry(slug.clone()).or_insert(0);
                *repeats += 1;
                let repeats = *repeats - 1;
                anchors.push(if repeats == 0 {
                    slug
                } else {
                    format!("{slug}-{repeats}")
                });
            }
            _ => {}
        }
    }
    anchors
}

/// What is wrong with the relative links of `page` (under `root`), one line
/// each.
fn broken(root: &Path, page: &Path) -> Vec<String> {
    let shown = page
        .strip_prefix(root)
        .unwrap_or(page)
        .display()
        .to_string();
    let text = std::fs::read_to_string(page).unwrap();
    let mut problems = Vec::new();
    for target in targets(&text) {
        if target.contains("://") || target.starts_with("mailto:") {
            continue;
        }
        let (file, anchor) = match target.split_once('#') {
            Some((file, anchor)) => (file, Some(anchor)),
            None => (target.as_str(), None),
        };
        let path = if file.is_empty() {
            page.to_path_buf()
        } else {
            page.parent().unwrap().join(file)
        };
        let Ok(path) = path.canonicalize() else {
            problems.push(format!("{shown}: `{target}`: no such file"));
            continue;
        };
        if !path.starts_with(root.canonicalize().unwrap()) {
            problems.push(format!("{shown}: `{target}` leads out of the repository"));
            continue;
        }
        if let Some(anchor) = anchor {
            let heads = std::fs::read_to_string(&path)
                .map(|t| anchors(&t))
                .unwrap_or_default();
            if !heads.iter().any(|h| h == anchor) {
                problems.push(format!(
                    "{shown}: `{target}`: no heading with that anchor (there are: {})",
                    heads.join(", ")
                ));
            }
        }
    }
    problems
}

#[test]
fn every_relative_link_of_the_readme_and_docs_leads_somewhere() {
    let root = crate::root();
    let pages = pages(&root);
    assert!(pages.len() > 1, "no page in docs/");
    let problems: Vec<String> = pages.iter().flat_map(|p| broken(&root, p)).collect();
    assert!(
        problems.is_empty(),
        "broken links:\n{}",
        problems.join("\n")
    );
}

#[test]
fn a_missing_file_or_heading_is_reported() {
    let base = std::env::temp_dir().join(format!("cp-games-links-{}", std::process::id()));
    let dir = base.join("repo");
    std::fs::create_dir_all(dir.join("docs")).unwrap();
    std::fs::write(
        dir.join("docs/a.md"),
        "# Page A\n\n## How it works: `x`\n\n## Page A\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("README.md"),
        "[a](docs/a.md) [b](docs/a.md#how-it-works-x) [c](docs/a.md#page-a-1) \
         [d](docs/none.md) [e](docs/a.md#nowhere) [f](#top) [g](https://example.org/x) \
         `[h](docs/none.md)` [i](../outside.md)\n\n# Top\n",
    )
    .unwrap();
    std::fs::write(base.join("outside.md"), "").unwrap();
    let problems = broken(&dir, &dir.join("README.md"));
    std::fs::remove_dir_all(&base).unwrap();
    assert_eq!(problems.len(), 3, "{problems:#?}");
    assert!(problems[0].contains("docs/none.md") && problems[0].contains("no such file"));
    assert!(problems[1].contains("docs/a.md#nowhere") && problems[1].contains("page-a-1"));
    assert!(problems[2].contains("../outside.md"));
}
