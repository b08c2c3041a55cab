//! Library Checker nim_product_64: `T`, then `T` lines `A B`; `A ⊗ B` per
//! line
//!
//! Accepted: `0 <= T <= 10^6`; `A, B` in `0..=2^64-1`
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
