//! The features of a grid parameter `g` (rows of cells, `&[Vec<u8>]` in
//! Rust): its height and width, and for each letter `X` that occurs its
//! count, its counts on the cells `(i, j)` with `i + j` even and odd (the
//! two colours of a chessboard, `(0, 0)` even), the most and the fewest
//! `X` in a row and in a column; and two symmetries: `mirror(g)` (each row
//! reads the same backwards: the grid equals its left-right mirror image)
//! and `turn(g)` (the grid equals itself turned by 180 degrees).

/// What a grid feature computes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum GridKind {
    /// The number of rows.
    Height,
    /// The number of columns.
    Width,
    /// How many cells hold the letter.
    Count(u8),
    /// How many cells `(i, j)` with `i + j` even hold the letter.
    CountEven(u8),
    /// How many cells `(i, j)` with `i + j` odd hold it.
    CountOdd(u8),
    /// The most cells holding the letter in one row.
    RowMax(u8),
    /// The fewest in one row.
    RowMin(u8),
    /// The most in one column.
    ColMax(u8),
    /// The fewest in one column.
    ColMin(u8),
    /// The grid equals its left-right mirror image (a truth value).
    Mirror,
    /// The grid equals itself turned by 180 degrees (a truth value).
    Turn,
}

impl GridKind {
    /// Whether it is a truth value. O(1).
    pub(crate) fn is_bool(self) -> bool {
        matches!(self, GridKind::Mirror | GridKind::Turn)
    }
}

/// The features of a grid column whose cells hold `letters`, simplest
/// first. O(letters).
pub(crate) fn kinds(letters: &[u8]) -> Vec<GridKind> {
    use GridKind as G;
    let mut v = vec![G::Height, G::Width, G::Mirror, G::Turn];
    for &l in letters {
        v.extend([
            G::Count(l),
            G::CountEven(l),
            G::CountOdd(l),
            G::RowMax(l),
            G::RowMin(l),
            G::ColMax(l),
            G::ColMin(l),
        ]);
    }
    v
}

/// Its value on grid `g` (truth values as 0 / 1). O(cells).
pub(crate) fn eval(g: &[Vec<u8>], kind: GridKind) -> i128 {
    use GridKind as G;
    let width = g.first().map_or(0, Vec::len);
    let in_rows = |l: u8| g.iter().map(move |r| r.iter().filter(|&&c| c == l).count());
    let in_cols = |l: u8| (0..width).map(move |j| g.iter().filter(|r| r[j] == l).count());
    let on = |l: u8, parity: usize| {
        let cells = g.iter().enumerate().flat_map(|(i, r)| {
            r.iter()
                .enumerate()
                .filter(move |&(j, _)| (i + j) % 2 == parity)
        });
        cells.filter(|&(_, &c)| c == l).count()
    };
    let n = match kind {
        G::Height => g.len(),
        G::Width => width,
        G::Count(l) => in_rows(l).sum(),
        G::CountEven(l) => on(l, 0),
        G::CountOdd(l) => on(l, 1),
        G::RowMax(l) => in_rows(l).max().unwrap_or(0),
        G::RowMin(l) => in_rows(l).min().unwrap_or(0),
        G::ColMax(l) => in_cols(l).max().unwrap_or(0),
        G::ColMin(l) => in_cols(l).min().unwrap_or(0),
        G::Mirror => usize::from(g.iter().all(|r| r.iter().eq(r.iter().rev()))),
        G::Turn => usize::from(
            g.iter()
                .zip(g.iter().rev())
                .all(|(a, b)| a.iter().eq(b.iter().rev())),
        ),
    };
    n as i128
}

/// Its name in words and its Rust expression (`i128`, or `bool` for the
/// symmetries) for grid `g: &[Vec<u8>]`; `lit` spells a letter as a Rust
/// byte literal. O(1).
pub(crate) fn spelled(g: &str, kind: GridKind, lit: fn(u8) -> String) -> [String; 2] {
    use GridKind as G;
    let rows = |l: u8| {
        format!(
            "{g}.iter().map(|r| r.iter().filter(|&&c| c == {}).count())",
            lit(l)
        )
    };
    let cols = |l: u8| {
        format!(
            "(0..{g}[0].len()).map(|j| {g}.iter().filter(|r| r[j] == {}).count())",
            lit(l)
        )
    };
    let on = |l: u8, parity: usize| {
        format!(
            "({g}.iter().enumerate().map(|(i, r)| r.iter().enumerate().filter(|&(j, &c)| (i + j) % 2 == {parity} && c == {}).count()).sum::<usize>() as i128)",
            lit(l)
        )
    };
    let letter = |l: u8| String::from(l as char);
    match kind {
        G::Height => [format!("height({g})"), format!("({g}.len() as i128)")],
        G::Width => [format!("width({g})"), format!("({g}[0].len() as i128)")],
        G::Count(l) => [
            format!("count({g}, {})", letter(l)),
            format!("({}.sum::<usize>() as i128)", rows(l)),
        ],
        G::CountEven(l) => [format!("count_even({g}, {})", letter(l)), on(l, 0)],
        G::CountOdd(l) => [format!("count_odd({g}, {})", letter(l)), on(l, 1)],
        G::RowMax(l) => [
            format!("row_max({g}, {})", letter(l)),
            format!("({}.max().unwrap() as i128)", rows(l)),
        ],
        G::RowMin(l) => [
            format!("row_min({g}, {})", letter(l)),
            format!("({}.min().unwrap() as i128)", rows(l)),
        ],
        G::ColMax(l) => [
            format!("col_max({g}, {})", letter(l)),
            format!("({}.max().unwrap() as i128)", cols(l)),
        ],
        G::ColMin(l) => [
            format!("col_min({g}, {})", letter(l)),
            format!("({}.min().unwrap() as i128)", cols(l)),
        ],
        G::Mirror => [
            format!("mirror({g})"),
            format!("({g}.iter().all(|r| r.iter().eq(r.iter().rev())))"),
        ],
        G::Turn => [
            format!("turn({g})"),
            format!("({g}.iter().zip({g}.iter().rev()).all(|(a, b)| a.iter().eq(b.iter().rev())))"),
        ],
    }
}
