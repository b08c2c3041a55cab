//! Library Checker nim_product_64. Input: `T`, then `T` lines `A B`.
//! Prints `A ⊗ B` (the nim product) for each, one per line.
use cp_games::judge::{lines, run};
use cp_games::nimber::NimField;

fn main() {
    run(|input| {
        let t: usize = input.read("T", 0..=1_000_000)?;
        let field = NimField::new();
        let products = input.cases(t, |input| {
            let a: u64 = input.read("A", 0..=u64::MAX)?;
            let b: u64 = input.read("B", 0..=u64::MAX)?;
            Ok(field.product(a, b))
        })?;
        Ok(lines(products))
    })
}
