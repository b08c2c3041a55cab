//! The generator against readers written from the problems' statements:
//! every `inside` input of every shape file must satisfy its judge's
//! format and limits, also after its choices are mutated the way `stress`
//! shrinks them.

use super::*;
use std::collections::BTreeMap;

use crate::root;

/// The tokens of an input, read the way a judge states its format.
struct Tokens<'a>(std::iter::Peekable<std::str::SplitAsciiWhitespace<'a>>);

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens(text.split_ascii_whitespace().peekable())
    }

    fn num(&mut self, lo: u64, hi: u64) -> Result<u64, String> {
        let t = self.0.next().ok_or("missing token")?;
        let v: u64 = t.parse().map_err(|_| format!("`{t}` is not a u64"))?;
        if (lo..=hi).contains(&v) {
            Ok(v)
        } else {
            Err(format!("{v} not in {lo}..={hi}"))
        }
    }

    fn nums(&mut self, count: u64, lo: u64, hi: u64) -> Result<Vec<u64>, String> {
        (0..count).map(|_| self.num(lo, hi)).collect()
    }

    /// A count in `1..=most`, then that many values in `lo..=hi`.
    fn list(&mut self, most: u64, lo: u64, hi: u64) -> Result<Vec<u64>, String> {
        let n = self.num(1, most)?;
        self.nums(n, lo, hi)
    }

    /// A list (see `list`) that ends the input.
    fn final_list(&mut self, most: u64, lo: u64, hi: u64) -> Result<(), String> {
        self.list(most, lo, hi)?;
        self.end()
    }

    fn word(&mut self) -> Result<&'a str, String> {
        self.0.next().ok_or_else(|| "missing word".to_string())
    }

    fn at_end(&mut self) -> bool {
        self.0.peek().is_none()
    }

    fn end(&mut self) -> Result<(), String> {
        match self.0.next() {
            None => Ok(()),
            Some(t) => Err(format!("trailing `{t}`")),
        }
    }

    fn edges(&mut self, m: u64, n: u64) -> Result<Vec<(usize, usize)>, String> {
        (0..m)
            .map(|_| Ok((self.num(1, n)? as usize - 1, self.num(1, n)? as usize - 1)))
            .collect()
    }
}

fn distinct(values: &[u64]) -> Result<(), String> {
    let mut v = values.to_vec();
    v.sort_unstable();
    v.dedup();
    (v.len() == values.len())
        .then_some(())
        .ok_or_else(|| format!("repeated values in {values:?}"))
}

/// Kahn's algorithm: every node leaves the queue iff there is no cycle.
fn acyclic(n: usize, edges: &[(usize, usize)]) -> bool {
    let mut indegree = vec![0; n];
    let mut out = vec![Vec::new(); n];
    for &(x, y) in edges {
        indegree[y] += 1;
        out[x].push(y);
    }
    let mut ready: Vec<usize> = (0..n).filter(|&v| indegree[v] == 0).collect();
    let mut seen = 0;
    while let Some(v) = ready.pop() {
        seen += 1;
        for &w in &out[v] {
            indegree[w] -= 1;
            if indegree[w] == 0 {
                ready.push(w);
            }
        }
    }
    seen == n
}

/// `n - 1` edges joining all `n` nodes (union-find).
fn is_tree(n: usize, edges: &[(usize, usize)]) -> bool {
    fn find(parent: &mut [usize], v: usize) -> usize {
        let mut r = v;
        while parent[r] != r {
            r = parent[r];
        }
        parent[v] = r;
        r
    }
    let mut parent: Vec<usize> = (0..n).collect();
    let mut joined = 0;
    for &(a, b) in edges {
        let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
        if ra != rb {
            parent[ra] = rb;
            joined += 1;
        }
    }
    edges.len() + 1 == n && joined + 1 == n
}

/// POJ 3710's class, checked by peeling: a leaf other than the root goes
/// with its edge; a chain of nodes of degree 2 (in the whole graph) whose
/// two ends meet the same node `w` is a cycle hanging on `w` and goes. The
/// graph is in the class iff only the root is left.
fn is_christmas_graph(m: usize, edges: &[(usize, usize)]) -> bool {
    if edges.iter().any(|&(a, b)| a == b) {
        return false;
    }
    let degree0: Vec<usize> = (0..m)
        .map(|v| edges.iter().filter(|&&(a, b)| a == v || b == v).count())
        .collect();
    let mut alive_edge = vec![true; edges.len()];
    let mut alive = vec![true; m];
    let incident = |alive_edge: &[bool], v: usize| -> Vec<usize> {
        (0..edges.len())
            .filter(|&e| alive_edge[e] && (edges[e].0 == v || edges[e].1 == v))
            .collect()
    };
    let other = |e: usize, v: usize| {
        if edges[e].0 == v {
            edges[e].1
        } else {
            edges[e].0
        }
    };
    loop {
        let mut progress = false;
        for v in 1..m {
            if !alive[v] {
                continue;
            }
            let inc = incident(&alive_edge, v);
            if inc.len() == 1 {
                alive[v] = false;
                alive_edge[inc[0]] = false;
                progress = true;
            } else if inc.len() == 2 && degree0[v] == 2 {
                // Walk both ways along degree-2 nodes.
                let mut chain = vec![v];
                let mut ends = Vec::new();
                for &start in &inc {
                    let (mut at, mut e) = (v, start);
                    loop {
                        let w = other(e, at);
                        if w != 0 && degree0[w] == 2 && w != v && !chain.contains(&w) {
                            chain.push(w);
                            let next = incident(&alive_edge, w);
                            e = *next.iter().find(|&&f| f != e).unwrap_or(&e);
                            at = w;
                        } else {
                            ends.push(w);
                            break;
                        }
                    }
                }
                if ends[0] == ends[1] && !chain.contains(&ends[0]) {
                    for &c in &chain {
                        alive[c] = false;
                        for e in incident(&alive_edge, c) {
                            alive_edge[e] = false;
                        }
                    }
                    progress = true;
                }
            }
        }
        if !progress {
            break;
        }
    }
    (1..m).all(|v| !alive[v]) && alive_edge.iter().all(|&e| !e)
}

fn uva10561(t: &mut Tokens) -> Result<(), String> {
    for _ in 0..t.num(1, 99)? {
        let board = t.word()?;
        if !(3..=200).contains(&board.len())
            || !board.bytes().all(|b| b == b'.' || b == b'X')
            || board.contains("XXX")
        {
            return Err(format!("bad board {board}"));
        }
    }
    t.end()
}

fn acwing1319(t: &mut Tokens) -> Result<(), String> {
    let (n, m, k) = (t.num(1, 2000)?, t.num(0, 6000)?, t.num(1, 2000)?);
    if k > n {
        return Err("K > N".into());
    }
    let edges = t.edges(m, n)?;
    if !acyclic(n as usize, &edges) {
        return Err("a cycle".into());
    }
    t.nums(k, 1, n)?;
    t.end()
}

fn agc017d(t: &mut Tokens) -> Result<(), String> {
    let n = t.num(2, 100_000)?;
    let edges = t.edges(n - 1, n)?;
    if !is_tree(n as usize, &edges) {
        return Err("not a tree".into());
    }
    t.end()
}

fn poj3710(t: &mut Tokens) -> Result<(), String> {
    while !t.at_end() {
        for _ in 0..t.num(1, 99)? {
            let (m, k) = (t.num(1, 99)?, t.num(0, 499)?);
            let edges = t.edges(k, m)?;
            if !is_christmas_graph(m as usize, &edges) {
                return Err(format!("not a Christmas graph: {m} {edges:?}"));
            }
        }
    }
    Ok(())
}

fn cases(
    t: &mut Tokens,
    max_t: u64,
    each: impl Fn(&mut Tokens) -> Result<(), String>,
) -> Result<(), String> {
    for _ in 0..t.num(1, max_t)? {
        each(t)?;
    }
    t.end()
}

fn until_end(
    t: &mut Tokens,
    each: impl Fn(&mut Tokens) -> Result<(), String>,
) -> Result<(), String> {
    while !t.at_end() {
        each(t)?;
    }
    Ok(())
}

/// Reads one input in a judge's format, within the judge's limits.
type Reader = fn(&mut Tokens) -> Result<(), String>;

/// A reader for each binary.
fn readers() -> BTreeMap<&'static str, Reader> {
    let mut r: BTreeMap<&'static str, Reader> = BTreeMap::new();
    r.insert("acwing890", |t| {
        t.num(1, 1_000_000_000)?;
        t.final_list(16, 1, 1_000_000_000)
    });
    r.insert("acwing891", |t| t.final_list(100_000, 1, 1_000_000_000));
    r.insert("acwing892", |t| t.final_list(100_000, 1, 1_000_000_000));
    r.insert("acwing893", |t| {
        distinct(&t.list(100, 1, 10_000)?)?;
        t.final_list(100, 1, 10_000)
    });
    r.insert("acwing894", |t| t.final_list(100, 1, 100));
    r.insert("arc134e", |t| t.final_list(200, 1, 200));
    r.insert("uva10561", uva10561);
    r.insert("acwing1319", acwing1319);
    r.insert("acwing1321", |t| {
        cases(t, 100, |t| t.list(50, 1, 1000).map(drop))
    });
    r.insert("acwing1322", |t| {
        cases(t, 10, |t| t.list(1000, 1, 1_000_000_000).map(drop))
    });
    r.insert("agc017d", agc017d);
    r.insert("poj3710", poj3710);
    r.insert("poj2311", |t| until_end(t, |t| t.nums(2, 2, 200).map(drop)));
    r.insert("hdu1907", |t| {
        cases(t, 474, |t| t.list(47, 1, 4747).map(drop))
    });
    r.insert("poj1067", |t| {
        until_end(t, |t| t.nums(2, 0, 1_000_000_000).map(drop))
    });
    r.insert("hdu3032", |t| {
        cases(t, 100, |t| t.list(1_000_000, 1, (1 << 31) - 1).map(drop))
    });
    r.insert("hdu1846", |t| {
        cases(t, u64::MAX, |t| t.nums(2, 1, 1000).map(drop))
    });
    r.insert("hdu2516", |t| {
        while t.num(0, (1 << 31) - 1)? != 0 {}
        t.end()
    });
    r.insert("hdu1536", |t| loop {
        let k = t.num(0, 100)?;
        if k == 0 {
            return t.end();
        }
        t.nums(k, 1, 10_000)?;
        for _ in 0..t.num(1, 100)? {
            t.list(100, 0, 10_000)?;
        }
    });
    r.insert("poj1704", |t| {
        cases(t, 20, |t| distinct(&t.list(1000, 1, 10_000)?))
    });
    r.insert("luogu2490", |t| {
        let (n, k, d) = (t.num(1, 10_000)?, t.num(1, 100)?, t.num(1, 100)?);
        if d <= k && k <= n && k % 2 == 0 {
            t.end()
        } else {
            Err(format!("not d <= k <= n, k even: {n} {k} {d}"))
        }
    });
    r.insert("nim_product_64", |t| {
        cases(t, 1_000_000, |t| t.nums(2, 0, u64::MAX).map(drop))
    });
    r
}

/// Every shape file, by binary name.
fn shape_files() -> Vec<String> {
    let mut names: Vec<String> = xtask::files_with_extension(&root().join("tests/shapes"), "json")
        .unwrap()
        .iter()
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Generated inputs per shape here: the judge matrix (CI) generates 200
/// per binary, half of each shape, and runs every binary on them.
const SEEDS: u64 = 12;

#[test]
fn every_inside_input_meets_its_judge_format() {
    let readers = readers();
    for bin in shape_files() {
        let shapes = load(&root(), &bin).unwrap();
        let Some(read) = readers.get(bin.as_str()) else {
            continue;
        };
        for i in 0..SEEDS {
            let mut choices = Choices::random(Rng::new(&bin, i), u64::MAX);
            let input = generate(&shapes.inside, &mut choices).unwrap();
            read(&mut Tokens::new(&input)).unwrap_or_else(|e| panic!("{bin} #{i}: {e}\n{input}"));
            // Played back, the choices give the same input.
            let mut again = Choices::replay(choices.used().to_vec(), u64::MAX);
            assert_eq!(generate(&shapes.inside, &mut again).unwrap(), input);
        }
    }
}

#[test]
fn mutated_choices_still_give_inputs_of_the_shape() {
    // What `stress` does while shrinking: delete, zero, halve and lower
    // choices, and cap sizes. The result must still meet the format.
    let readers = readers();
    for (bin, read) in &readers {
        let shapes = load(&root(), bin).unwrap();
        let mut rng = Rng::new("mutate", 0);
        for i in 0..30 {
            let mut fresh = Choices::random(Rng::new(bin, 1000 + i), u64::MAX);
            generate(&shapes.inside, &mut fresh).unwrap();
            let mut c = fresh.used().to_vec();
            for _ in 0..1 + rng.next() % 20 {
                if c.is_empty() {
                    break;
                }
                let at = (rng.next() % c.len() as u64) as usize;
                match rng.next() % 4 {
                    0 => {
                        let end = (at + 1 + (rng.next() % 8) as usize).min(c.len());
                        c.drain(at..end);
                    }
                    1 => c[at] = 0,
                    2 => c[at] /= 2,
                    _ => c[at] = rng.next(),
                }
            }
            let cap = [u64::MAX, 1, 5, 300][i as usize % 4];
            let input = generate(&shapes.inside, &mut Choices::replay(c, cap)).unwrap();
            read(&mut Tokens::new(&input)).unwrap_or_else(|e| panic!("{bin} #{i}: {e}\n{input}"));
        }
    }
}

#[test]
fn every_shape_file_generates_both_shapes() {
    for bin in shape_files() {
        let shapes = load(&root(), &bin).unwrap_or_else(|e| panic!("{e}"));
        for (kind, shape) in [("inside", &shapes.inside), ("beyond", &shapes.beyond)] {
            for i in 0..SEEDS {
                let mut choices = Choices::random(Rng::new(&bin, i), u64::MAX);
                generate(shape, &mut choices).unwrap_or_else(|e| panic!("{bin} {kind} #{i}: {e}"));
            }
        }
    }
}

#[test]
fn every_binary_has_a_shape_file_but_the_interactive_ones() {
    let shapes = shape_files();
    for bin in cp_games_bundler::binaries(&root()).unwrap() {
        if super::interactive(&root(), &bin) {
            assert!(
                !shapes.contains(&bin),
                "{bin} is interactive but has a shape"
            );
            let refused = load(&root(), &bin).unwrap_err();
            assert!(refused.contains("is interactive"), "{refused}");
            assert!(
                !super::games(&root(), &bin).unwrap().is_empty(),
                "{bin}: no games"
            );
            continue;
        }
        assert!(
            shapes.contains(&bin),
            "src/bin/{bin}.rs has no tests/shapes/{bin}.json (the format is in xtask/src/inputs/mod.rs)"
        );
    }
}

#[test]
fn every_problem_of_the_crate_has_a_reader_here() {
    // The 22 binaries of PROBLEMS.md: their shapes are checked above.
    assert_eq!(readers().len(), 22);
    for bin in readers().keys() {
        assert!(shape_files().contains(&bin.to_string()), "{bin}");
    }
}

fn one(shape: &str, seed: u64) -> String {
    let shapes = parse(&format!("{{\"inside\": {shape}, \"beyond\": []}}")).unwrap();
    generate(
        &shapes.inside,
        &mut Choices::random(Rng::new("one", seed), u64::MAX),
    )
    .unwrap()
}

fn pairs(text: &str) -> Vec<(usize, usize)> {
    text.lines()
        .map(|l| {
            let (a, b) = l.split_once(' ').unwrap();
            (a.parse().unwrap(), b.parse().unwrap())
        })
        .collect()
}

#[test]
fn small_dags_are_acyclic_and_small_digraphs_are_not_always() {
    let mut cyclic = 0;
    for seed in 0..300 {
        let n = 1 + seed as usize % 6;
        let dag = pairs(&one(
            &format!(
                r#"[{{"digraph": {n}, "edges": "{}", "acyclic": true}}]"#,
                3 * n - 3
            ),
            seed,
        ));
        assert_eq!(dag.len(), 3 * n - 3);
        let dag: Vec<_> = dag.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        assert!(dag.iter().all(|&(a, b)| a < n && b < n));
        assert!(acyclic(n, &dag), "{dag:?}");
        let any = pairs(&one(
            &format!(r#"[{{"digraph": {n}, "edges": {n}}}]"#),
            seed,
        ));
        let any: Vec<_> = any.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        cyclic += usize::from(!acyclic(n, &any));
    }
    assert!(cyclic > 50, "{cyclic}");
}

#[test]
fn trees_are_trees_with_every_label() {
    let mut shapes = std::collections::BTreeSet::new();
    for seed in 0..300 {
        let n = 1 + seed as usize % 7;
        let edges = pairs(&one(&format!(r#"[{{"tree": {n}}}]"#), seed));
        let edges: Vec<_> = edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        assert!(edges.iter().all(|&(a, b)| a < n && b < n));
        assert!(is_tree(n, &edges), "{edges:?}");
        if n == 4 {
            // A star or a path, in some labelling.
            let mut degrees: Vec<usize> = (0..n)
                .map(|v| edges.iter().filter(|e| e.0 == v || e.1 == v).count())
                .collect();
            degrees.sort_unstable();
            shapes.insert(degrees);
        }
    }
    assert_eq!(shapes.len(), 2);
}

#[test]
fn cacti_are_christmas_graphs_with_cycles_of_every_kind() {
    let mut cycle_lengths = std::collections::BTreeSet::new();
    for seed in 0..300 {
        let text = one(r#"[{"cactus": [1, 12]}]"#, seed);
        let (head, rest) = text.split_once('\n').unwrap();
        let (m, k) = head.split_once(' ').unwrap();
        let (m, k): (usize, usize) = (m.parse().unwrap(), k.parse().unwrap());
        let edges = pairs(rest);
        assert_eq!(edges.len(), k, "{text}");
        let edges: Vec<_> = edges.iter().map(|&(a, b)| (a - 1, b - 1)).collect();
        assert!(edges.iter().all(|&(a, b)| a < m && b < m));
        assert!(is_christmas_graph(m, &edges), "{text}");
        // Edges beyond a spanning tree: one per cycle.
        cycle_lengths.insert(k + 1 - m);
    }
    assert!(cycle_lengths.len() >= 3, "{cycle_lengths:?}");
}

#[test]
fn the_class_check_refuses_graphs_outside_the_class() {
    // Rooted at 0: a cycle with a tail on a non-attachment node; two cycles
    // sharing an edge; a disconnected node; a loop.
    assert!(is_christmas_graph(3, &[(0, 1), (1, 2), (2, 0)]));
    assert!(is_christmas_graph(2, &[(0, 1), (1, 0)]));
    assert!(!is_christmas_graph(4, &[(0, 1), (1, 2), (2, 0), (2, 3)]));
    assert!(!is_christmas_graph(
        4,
        &[(0, 1), (1, 2), (2, 0), (1, 3), (3, 2)]
    ));
    assert!(!is_christmas_graph(3, &[(0, 1)]));
    assert!(!is_christmas_graph(2, &[(0, 1), (1, 1)]));
    // Two cycles hung on the same node, and on a tree node below the root.
    assert!(is_christmas_graph(
        5,
        &[(0, 1), (1, 0), (0, 2), (2, 3), (3, 0), (0, 4)]
    ));
    assert!(is_christmas_graph(4, &[(0, 1), (1, 2), (2, 3), (3, 1)]));
}

#[test]
fn words_keep_to_their_alphabet_and_avoid_the_pattern() {
    let mut seen_x = false;
    for seed in 0..200 {
        let w = one(
            r#"[{"word": "b", "alphabet": ".X", "len": [3, 30], "avoid": "XXX"}]"#,
            seed,
        );
        let w = w.trim_end();
        assert!((3..=30).contains(&w.len()));
        assert!(
            w.bytes().all(|b| b == b'.' || b == b'X') && !w.contains("XXX"),
            "{w}"
        );
        seen_x |= w.contains("XX");
        let free = one(r#"[{"word": "b", "alphabet": "ab", "len": [1, 1]}]"#, seed);
        assert!(free == "a\n" || free == "b\n");
    }
    assert!(seen_x);
}

#[test]
fn bound_names_constrain_later_values() {
    for seed in 0..300 {
        let line = one(
            r#"[{"line": [["n", 2, 30], {"int": "k", "lo": 2, "hi": "min(10, n)", "step": 2}, ["d", 1, "k"]]}]"#,
            seed,
        );
        let v: Vec<u64> = line
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        let (n, k, d) = (v[0], v[1], v[2]);
        assert!(1 <= d && d <= k && k <= n.min(10) && k % 2 == 0, "{line}");
        let list = one(
            r#"[["n", 0, 12], {"list": "a", "count": "n", "lo": 5, "hi": 20, "distinct": true}]"#,
            seed,
        );
        let mut lines = list.lines();
        let n: usize = lines.next().unwrap().parse().unwrap();
        let a: Vec<u64> = lines
            .next()
            .unwrap()
            .split_whitespace()
            .map(|t| t.parse().unwrap())
            .collect();
        assert_eq!(a.len(), n);
        assert!(a.iter().all(|v| (5..=20).contains(v)));
        distinct(&a).unwrap();
    }
}

#[test]
fn repeats_write_their_count_or_a_sentinel() {
    for seed in 0..100 {
        let counted = one(
            r#"[["T", 0, 4], {"repeat": "T", "each": [["x", 7, 7]]}]"#,
            seed,
        );
        let t: usize = counted.lines().next().unwrap().parse().unwrap();
        assert_eq!(counted, format!("{t}\n{}", "7\n".repeat(t)));
        let ended = one(
            r#"[{"repeat": [0, 4], "each": [["x", 7, 7]], "then": "0"}]"#,
            seed,
        );
        assert!(ended.ends_with("0\n") && ended.lines().all(|l| l == "7" || l == "0"));
        let scoped = one(
            r#"[{"repeat": 2, "each": [["n", 1, 3], ["a", "n", 9, 9]]}]"#,
            seed,
        );
        for pair in scoped.lines().collect::<Vec<_>>().chunks(2) {
            assert_eq!(
                pair[1].split(' ').count(),
                pair[0].parse::<usize>().unwrap()
            );
        }
    }
}

#[test]
fn mistakes_in_shapes_are_named() {
    let err = |shape: &str| {
        let shapes = parse(&format!("{{\"inside\": {shape}, \"beyond\": []}}"));
        match shapes {
            Err(e) => e,
            Ok(s) => generate(&s.inside, &mut Choices::replay(vec![], u64::MAX)).unwrap_err(),
        }
    };
    assert!(err(r#"[["a", "n", 1, 2]]"#).contains("`n` is not bound"));
    assert!(err(r#"[["n", 5, 2]]"#).contains("empty range"));
    assert!(err(r#"[{"lst": "a"}]"#).contains("needs one of the keys"));
    assert!(err(r#"[{"int": "a", "lo": 1, "hi": 2, "stp": 2}]"#).contains("unknown key `stp`"));
    assert!(err(r#"[{"digraph": 1, "edges": 1, "acyclic": true}]"#).contains("1 edges on 1 nodes"));
    assert!(err(r#"[{"line": [{"tree": 3}]}]"#).contains("a line holds"));
    assert!(
        err(r#"[{"list": "a", "count": 3, "lo": 1, "hi": 2, "distinct": true}]"#)
            .contains("3 distinct values")
    );
    assert!(
        parse(r#"{"placeholder": "fill me", "inside": [], "beyond": []}"#)
            .unwrap_err()
            .contains("placeholder")
    );
    let missing = load(&root(), "no_such_binary").unwrap_err();
    assert!(
        missing.contains("no_such_binary has no input shape"),
        "{missing}"
    );
}
