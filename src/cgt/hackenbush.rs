//! Blue–Red Hackenbush.
//!
//! Left cuts blue edges (`L`), Right cuts red ones (`R`); cutting an edge
//! removes everything no longer connected to the ground.
//!
//! # Strings: the sign-expansion rule
//!
//! A string (a stalk of edges on the ground) is a number, and reading it
//! from the ground up, the edges up to the first change of colour count
//! `±1` each, and each later edge `±1/2, ±1/4, ...` in turn (`+` for `L`):
//! Berlekamp's rule (Berlekamp, Conway and Guy, *Winning Ways*, ch. 1–2;
//! Siegel, *Combinatorial Game Theory*, 2013, §II.3 on Hackenbush strings).
//! So `LRLRRLLR = 1 - 1/2 + 1/4 - 1/8 - 1/16 + 1/32 + 1/64 - 1/128 =
//! 77/128`, CGSuite's value for that string (Left's edges blue). The tests
//! check the rule on every string of up to 7 edges by playing the string
//! minus the value by the rules.
//!
//! # Trees and graphs: search
//!
//! [`graph`] takes any picture (a tree, or a graph with cycles and
//! multiple edges) and builds the canonical form of every position
//! reachable from it, each a set of edges still connected to the ground,
//! through the partizan [`Search`] (its number + star fast path values
//! the positions worth `x + *k` without building their forms).

use super::dyadic::Dyadic;
use super::games::{Game, Games};
use super::search::Search;
use crate::cgt::CgtError;
use crate::Side;

/// The value of a Blue–Red Hackenbush string, read from the ground up
/// (`L` a Left edge, `R` a Right edge), by the sign-expansion rule (see
/// the [module docs](self)).
///
/// # Errors
/// On a character other than `L` and `R`, or a string longer than 62
/// edges after its first change of colour (beyond the dyadic range).
///
/// # Complexity
/// O(length), plus the canonical form of the number (see
/// [`Games::number`]).
///
/// # Example
/// ```
/// use cp_games::cgt::{hackenbush, Games};
/// let mut g = Games::new();
/// let v = hackenbush::string(&mut g, "LRLRRLLR").unwrap();
/// assert_eq!(g.display(v), "77/128");
/// ```
pub fn string(games: &mut Games, edges: &str) -> Result<Game, CgtError> {
    let value = string_value(edges)?;
    Ok(games.number(value))
}

/// The number a Hackenbush string is worth, without an arena.
///
/// # Errors
/// As [`string`].
pub fn string_value(edges: &str) -> Result<Dyadic, CgtError> {
    let mut value = Dyadic::integer(0);
    let mut step: Option<Dyadic> = None;
    let first = edges.bytes().next();
    for (i, c) in edges.bytes().enumerate() {
        let sign = match c {
            b'L' => 1,
            b'R' => -1,
            _ => {
                return Err(CgtError::Syntax(format!(
                    "edge {} of {edges:?} is not L or R",
                    i + 1
                )))
            }
        };
        if step.is_none() && Some(c) != first {
            step = Some(Dyadic::new(1, 1));
        }
        let unit = match step {
            None => Dyadic::integer(1),
            Some(s) => {
                if s.exponent() > 61 {
                    return Err(CgtError::TooLarge(format!(
                        "{edges:?} is too long after its first change of colour"
                    )));
                }
                step = Some(s.half());
                s
            }
        };
        value = if sign > 0 { value + unit } else { value - unit };
    }
    Ok(value)
}

/// The value of a Blue–Red Hackenbush picture by search over its
/// positions: vertex 0 is the ground, `edges[i] = (u, v, colour)` joins
/// `u` and `v` with colour `b'L'` (Left's, blue) or `b'R'` (Right's, red).
/// A position is the set of edges still connected to the ground; cutting
/// an edge removes it and every edge it disconnects. Trees and graphs
/// with cycles alike.
///
/// # Errors
/// More than 64 edges, a colour other than `L` / `R`.
///
/// # Complexity
/// One [`Search`] step per reachable position (a connected edge set
/// touching the ground: exponential in the edges in the worst case), each
/// position's options found in O(edges^2) for the pruning of each cut.
///
/// # Example
/// A blue edge with a red edge on top of it, beside a blue edge on the
/// ground: `1/2 + 1 = 3/2`.
/// ```
/// use cp_games::cgt::{hackenbush, Dyadic, Games};
/// let mut g = Games::new();
/// let v = hackenbush::graph(&mut g, &[(0, 1, b'L'), (1, 2, b'R'), (0, 3, b'L')]).unwrap();
/// assert_eq!(g.as_number(v), Some(Dyadic::new(3, 1)));
/// ```
pub fn graph(games: &mut Games, edges: &[(usize, usize, u8)]) -> Result<Game, CgtError> {
    if edges.len() > 64 {
        return Err(CgtError::TooLarge(format!(
            "{} edges: at most 64",
            edges.len()
        )));
    }
    if let Some(&(_, _, c)) = edges.iter().find(|e| e.2 != b'L' && e.2 != b'R') {
        return Err(CgtError::Syntax(format!(
            "edge colour {:?}: expected L or R",
            c as char
        )));
    }
    let all = if edges.len() == 64 {
        u64::MAX
    } else {
        (1u64 << edges.len()) - 1
    };
    let start = grounded(edges, all);
    let mut search = Search::new(|&set: &u64, side: Side| {
        let colour = match side {
            Side::Left => b'L',
            Side::Right => b'R',
        };
        let mut out = Vec::new();
        for (i, &(_, _, c)) in edges.iter().enumerate() {
            if set >> i & 1 == 1 && c == colour {
                out.push(grounded(edges, set & !(1 << i)));
            }
        }
        out
    });
    Ok(search.value(games, start))
}

/// The edges of `set` still connected to the ground (vertex 0).
fn grounded(edges: &[(usize, usize, u8)], set: u64) -> u64 {
    let vertices = edges.iter().map(|e| e.0.max(e.1) + 1).max().unwrap_or(1);
    let mut reached = vec![false; vertices];
    reached[0] = true;
    let mut kept = 0u64;
    loop {
        let mut grew = false;
        for (i, &(u, v, _)) in edges.iter().enumerate() {
            if set >> i & 1 == 1 && kept >> i & 1 == 0 && (reached[u] || reached[v]) {
                kept |= 1 << i;
                reached[u] = true;
                reached[v] = true;
                grew = true;
            }
        }
        if !grew {
            return kept;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explore::Partizan;
    use crate::testing::Rng;
    use crate::Class;
    use crate::Side;

    /// Every string of up to 7 edges: its value `x` by the rule, and the
    /// string minus the canonical form of `x`, played by the rules (a cut
    /// keeps the edges below it), is a second-player win.
    #[test]
    fn strings_match_the_search() {
        let mut games = Games::new();
        for len in 0..=7u32 {
            for bits in 0..1u32 << len {
                let s: String = (0..len)
                    .map(|i| if bits >> i & 1 == 1 { 'L' } else { 'R' })
                    .collect();
                let v = string(&mut games, &s).unwrap();
                let x = games.as_number(v).expect("a number");
                let bytes = s.as_bytes();
                // Position: (edges of the string left, the game -x as a
                // canonical id whose options Left and Right swap).
                let gs = &games;
                let mut search = Partizan::new(|&(k, g): &(usize, Game), side: Side| {
                    let (mine, theirs_options) = match side {
                        Side::Left => (b'L', gs.right_options(g)),
                        Side::Right => (b'R', gs.left_options(g)),
                    };
                    let mut out: Vec<(usize, Game)> = (0..k)
                        .filter(|&i| bytes[i] == mine)
                        .map(|i| (i, g))
                        .collect();
                    out.extend(theirs_options.iter().map(|&o| (k, o)));
                    out
                });
                let start = (bytes.len(), v);
                assert_eq!(search.outcome(start), Class::Previous, "{s} = {x}");
                // And the graph search agrees.
                let edges: Vec<(usize, usize, u8)> = bytes
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| (i, i + 1, c))
                    .collect();
                assert_eq!(graph(&mut games, &edges), Ok(v), "{s}");
            }
        }
        let v = string(&mut games, "LRLRRLLR").unwrap();
        assert_eq!(games.display(v), "77/128");
        assert_eq!(string_value("RRL"), Ok(Dyadic::new(-3, 1)));
        assert!(string(&mut games, "LXR").is_err());
    }

    /// Random graphs (cycles, several edges between two vertices, edges
    /// hanging off nothing) of up to 8 edges: the picture minus the
    /// engine's value, played by the rules, is a second-player win.
    #[test]
    fn graphs_match_the_search() {
        let mut rng = Rng::new(99);
        let mut games = Games::new();
        for _ in 0..300 {
            let m = 1 + rng.below(8);
            let vertices = 2 + rng.below(4);
            let edges: Vec<(usize, usize, u8)> = (0..m)
                .map(|_| {
                    (
                        rng.below(vertices),
                        rng.below(vertices),
                        if rng.below(2) == 0 { b'L' } else { b'R' },
                    )
                })
                .collect();
            let g = graph(&mut games, &edges).unwrap();
            // The picture minus the value found: a second-player win.
            let gs = &games;
            let mut search = Partizan::new(|&(set, v): &(u64, Game), side: Side| {
                let (colour, negated_options) = match side {
                    Side::Left => (b'L', gs.right_options(v)),
                    Side::Right => (b'R', gs.left_options(v)),
                };
                let mut out: Vec<(u64, Game)> = (0..edges.len())
                    .filter(|&i| set >> i & 1 == 1 && edges[i].2 == colour)
                    .map(|i| (grounded(&edges, set & !(1 << i)), v))
                    .collect();
                out.extend(negated_options.iter().map(|&o| (set, o)));
                out
            });
            let start = (grounded(&edges, (1 << m) - 1), g);
            assert_eq!(search.outcome(start), Class::Previous, "{edges:?}");
        }
    }
}
