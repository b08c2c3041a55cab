use crate::guess::{guess, Guess, Options, Table};
use std::time::Instant;

fn run(name: &str, dim: usize, range: u64, f: impl Fn(&[u64]) -> String) {
    let mut rows = Vec::new();
    let mut p = vec![0u64; dim];
    loop {
        rows.push((p.clone(), f(&p)));
        let mut i = 0;
        while i < dim {
            p[i] += 1;
            if p[i] < range {
                break;
            }
            p[i] = 0;
            i += 1;
        }
        if i == dim {
            break;
        }
    }
    let names: Vec<String> = (0..dim)
        .map(|i| ["n", "m", "k", "a", "b", "c"][i].to_string())
        .chain(["v".to_string()])
        .collect();
    let t = Table::new(names, rows).unwrap();
    let start = Instant::now();
    let g = guess(&t, &Options::default()).unwrap();
    eprintln!("== {name}: {:?}\n{g}", start.elapsed());
    if let Guess::Found(f) = &g {
        eprintln!("far: {:?}", f.value(&vec![10u64.pow(17) + 3; dim]));
    }
}

#[test]
fn scratch() {
    run("min parity", 2, 30, |p| {
        if p[0].min(p[1]) % 2 == 1 {
            "W".into()
        } else {
            "L".into()
        }
    });
    run("min+1", 2, 30, |p| (p[0].min(p[1]) + 1).to_string());
    run("log2 sum", 2, 30, |p| {
        ((p[0] + 1).ilog2() + (p[1] + 2).ilog2()).to_string()
    });
    run("3 params xor parity", 3, 10, |p| {
        if (p[0] ^ p[1] ^ p[2]) % 3 == 0 {
            "A".into()
        } else {
            "B".into()
        }
    });
    run("random", 2, 30, |p| {
        (((p[0] * 7919 + p[1] * 104729) ^ 0x5555) % 7 % 2).to_string()
    });
    run("three words", 2, 30, |p| {
        if p[0] > p[1] {
            "W".into()
        } else if p[0] == p[1] {
            "D".into()
        } else {
            "L".into()
        }
    });
}
