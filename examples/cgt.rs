//! Prints the canonical form, outcome class, stops and temperature of a
//! partizan game position.
//!
//! ```text
//! cargo run --release --example cgt -- domineering RxC
//! cargo run --release --example cgt -- domineering-board FILE
//! cargo run --release --example cgt -- hackenbush STRING
//! ```
//!
//! The first line is the canonical form alone, in CGSuite's notation; then
//! `outcome X` (`L`, `R`, `P` or `N`), `stops LEFT RIGHT` and
//! `temperature T`.

use cp_games::cgt::domineering::{Board, Domineering};
use cp_games::cgt::{hackenbush, Games};
use cp_games::Class;
use std::io::Write;

const USAGE: &str =
    "usage: cgt domineering RxC         the empty Domineering board of R rows, C columns
       cgt domineering-board FILE  a Domineering board: rows of `.` (free) and `#` (taken)
       cgt hackenbush STRING       a Blue-Red Hackenbush string from the ground up,
                                   `L` a Left (blue) edge, `R` a Right (red) edge

Left places vertical dominoes, Right horizontal ones (as CGSuite does).
Prints the canonical form in CGSuite's notation (`0`, `1/2`, `*`, `±1`,
`↑`, `{2|-1/2}`, ...), then
  outcome X             L (Left wins), R (Right wins), P (the second
                        player wins) or N (the first player wins)
  stops LEFT RIGHT      the left and right stops
  temperature T         the temperature (CGSuite's: -1/2^k for a number m/2^k)
example: cargo run --release --example cgt -- domineering 2x3";

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return;
    }
    let mut games = Games::new();
    let game = match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
        ["domineering", size] => parse_size(size).and_then(|(r, c)| {
            Domineering::new()
                .value(&mut games, &Board::empty(r, c))
                .map_err(|e| e.to_string())
        }),
        ["domineering-board", file] => std::fs::read_to_string(file)
            .map_err(|e| format!("cannot read {file}: {e}"))
            .and_then(|text| text.parse::<Board>().map_err(|e| e.to_string()))
            .and_then(|board| {
                Domineering::new()
                    .value(&mut games, &board)
                    .map_err(|e| e.to_string())
            }),
        ["hackenbush", edges] => hackenbush::string(&mut games, edges).map_err(|e| e.to_string()),
        [] => Err("say which game: domineering, domineering-board or hackenbush".to_string()),
        [game, ..] if !["domineering", "domineering-board", "hackenbush"].contains(&game) => {
            Err(format!("unknown game `{game}`"))
        }
        [game, ..] => Err(format!("`{game}` takes exactly one argument")),
    };
    let game = game.unwrap_or_else(|e| {
        eprintln!("error: {e} (see --help)");
        std::process::exit(2);
    });
    let outcome = match games.outcome(game) {
        Class::Left => "L",
        Class::Right => "R",
        Class::Previous => "P",
        Class::Next => "N",
    };
    let (left, right) = (games.left_stop(game), games.right_stop(game));
    let temperature = games.temperature(game);
    // A closed stdout (e.g. `| head -1`) ends the program quietly.
    let _ = write!(
        std::io::stdout().lock(),
        "{}\noutcome {outcome}\nstops {left} {right}\ntemperature {temperature}\n",
        games.display(game)
    );
}

/// `R` and `C` of `RxC`, both at least 1.
fn parse_size(size: &str) -> Result<(usize, usize), String> {
    let bad = || format!("`{size}` is not a board size RxC such as 4x5");
    let (r, c) = size.split_once(['x', 'X']).ok_or_else(bad)?;
    let (r, c): (usize, usize) = (r.parse().map_err(|_| bad())?, c.parse().map_err(|_| bad())?);
    if r == 0 || c == 0 {
        return Err(format!(
            "`{size}`: a board has at least one row and one column"
        ));
    }
    Ok((r, c))
}
