//! Blue–Red Hackenbush.
//!
//! Left cuts blue edges (`L`), Right cuts red ones (`R`); cutting an edge
//! removes everything no longer connected to the ground.
//!
//! # Strings: the sign-expansion rule
//!
//! A stalk (string) read from the ground up is a number (every option of a
//! stalk is a shorter stalk, and by induction a number; Left's options,
//! cutting a blue edge, are less than Right's, since cutting a Left edge
//! only takes Left edges and more away from what Left keeps — Berlekamp,
//! Conway and Guy, *Winning Ways*, ch. 2). Its value follows Berlekamp's
//! rule: the edges up to the first change of colour count `±1` each, and
//! each later edge `±1/2, ±1/4, ...` in turn (`+` for `L`). So
//! `LRLRRLLR = 1 - 1/2 + 1/4 - 1/8 - 1/16 + 1/32 + 1/64 - 1/128 = 77/128`.

use super::dyadic::Dyadic;
use super::games::{Game, Games};

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
pub fn string(games: &mut Games, edges: &str) -> Result<Game, String> {
    let value = string_value(edges)?;
    Ok(games.number(value))
}

/// The number a Hackenbush string is worth, without an arena.
///
/// # Errors
/// As [`string`].
pub fn string_value(edges: &str) -> Result<Dyadic, String> {
    let mut value = Dyadic::integer(0);
    let mut step: Option<Dyadic> = None;
    let first = edges.bytes().next();
    for (i, c) in edges.bytes().enumerate() {
        let sign = match c {
            b'L' => 1,
            b'R' => -1,
            _ => return Err(format!("edge {} of {edges:?} is not L or R", i + 1)),
        };
        if step.is_none() && Some(c) != first {
            step = Some(Dyadic::new(1, 1));
        }
        let unit = match step {
            None => Dyadic::integer(1),
            Some(s) => {
                if s.exponent() > 61 {
                    return Err(format!(
                        "{edges:?} is too long after its first change of colour"
                    ));
                }
                step = Some(s.half());
                s
            }
        };
        value = if sign > 0 { value + unit } else { value - unit };
    }
    Ok(value)
}
