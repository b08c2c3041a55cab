//! AtCoder ABC278 G, Generalized Subtraction Game (interactive): reads `N L
//! R`, says `First` / `Second`, then plays its moves `x y` against the
//! judge's `a b` until the judge says `0 0` (won) or `-1 -1`
//!
//! Accepted: `1 <= L <= R <= N <= 2000`; a judge line that is not two
//! integers, or a judge move the rules forbid, is refused
//!
//! A move removes `y` consecutive cards still on the table, `L <= y <= R`;
//! who cannot move loses. Each line is flushed as it is said, and nothing
//! is said after the game.
use cp_games::input::Input;
use cp_games::judge::interact;
use cp_games::sg::consecutive::{Move, Player};

fn main() {
    interact(|talk| {
        let mut line = Input::new(talk.line("`N L R`")?);
        let n: usize = line.read("N", 1..=2000)?;
        let low: usize = line.read("L", 1..=n)?;
        let high: usize = line.read("R", low..=n)?;
        line.finish()?;
        let mut me = Player::new(n, low, high);
        talk.say(if me.goes_first() { "First" } else { "Second" })?;
        let mut ours = me.goes_first();
        for turn in 1.. {
            if ours {
                match me.reply() {
                    Some(Move { x, y }) => talk.say(&format!("{x} {y}"))?,
                    None => return talk.say("0 0"),
                }
            }
            ours = true;
            let what = format!("the judge's move {turn}");
            let text = talk.line(&what)?;
            if text
                .split(u8::is_ascii_whitespace)
                .filter(|t| !t.is_empty())
                .eq([&b"-1"[..], b"-1"])
            {
                return Ok(()); // lost: nothing more to say
            }
            let mut line = Input::new(text);
            let x: usize = line.read_with(|| format!("{what}: a"), 0..=n)?;
            let y: usize = line.read_with(|| format!("{what}: b"), 0..=n)?;
            line.finish().map_err(|e| e.within(&what))?;
            if (x, y) == (0, 0) {
                return Ok(()); // won
            }
            me.opponent_moves(Move { x, y })
                .map_err(|e| cp_games::input::InputError(format!("{what}: {e}")))?;
        }
        Ok(())
    })
}
