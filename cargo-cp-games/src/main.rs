//! `cargo cp-games`: the contestant's tool, run inside their own package
//! (or a workspace of packages, as cargo-compete makes).
//!
//! ```text
//! cargo cp-games new NAME [--bins a,b,c] [--edition E] [--path DIR | --git URL]
//! cargo cp-games bundle [--bin NAME] --judge atcoder|std [-o FILE]
//! cargo cp-games test [--bin NAME] [--samples DIR] [--exact] [--bundle --judge atcoder|std]
//! cargo cp-games stress --gen CMD --brute CMD [--bin NAME] [--runs N] [--seed S]
//! cargo cp-games guess [--mod P] [--at NAME=VALUE[,...]]... [--rust] [FILE]
//! ```
//!
//! The arguments are parsed by clap. The bundler is the
//! `cp-games-bundler` package's (see `bundler/src/`), applied to the
//! package `cargo metadata` describes (see `bundler/src/package.rs`).
//! Errors are one `error:` line on stderr and exit status 2; a failing
//! sample or a difference found by `stress` is exit status 1.

mod guess;

use cargo_cp_games::{new, stress, test};
use clap::{Args, Parser, Subcommand, ValueEnum};
use cp_games_bundler::{make, package, Judge};
use std::path::PathBuf;
use std::process::exit;
use std::time::Duration;

/// `cargo cp-games ...` runs `cargo-cp-games cp-games ...`.
#[derive(Parser)]
#[command(name = "cargo", bin_name = "cargo")]
enum Cargo {
    CpGames(Cli),
}

/// The contestant's tool: single-file bundles for judges, samples, stress
/// tests, rule guessing.
#[derive(Args)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum JudgeArg {
    /// AtCoder: the crates it provides (proconio, num-integer,
    /// ac-library-rs, ...) stay external crates
    Atcoder,
    /// Any judge with plain rustc: every crate is carried
    Std,
}

impl From<JudgeArg> for Judge {
    fn from(j: JudgeArg) -> Judge {
        match j {
            JudgeArg::Atcoder => Judge::AtCoder,
            JudgeArg::Std => Judge::Std,
        }
    }
}

#[derive(Subcommand)]
enum Command {
    /// Makes a contest package: Cargo.toml (proconio and cp-games),
    /// src/bin/<x>.rs per problem, test/<x>/, gen.py and brute.py
    New {
        /// The package (and folder) name
        name: String,
        /// The binaries, one per problem
        #[arg(long, value_delimiter = ',', default_value = "a")]
        bins: Vec<String>,
        /// The Rust edition
        #[arg(long, default_value = "2021")]
        edition: String,
        /// cp-games by this path (default: the source this tool was
        /// installed from)
        #[arg(long, value_name = "DIR", conflicts_with = "git")]
        path: Option<PathBuf>,
        /// cp-games from this git repository
        #[arg(long, value_name = "URL")]
        git: Option<String>,
    },
    /// Writes the single-file submission of a binary: its own files as
    /// written, and the library code it uses trimmed item by item
    Bundle {
        /// The binary (may be left out when the package has one)
        #[arg(long)]
        bin: Option<String>,
        /// The judge the bundle is for
        #[arg(long, value_enum)]
        judge: JudgeArg,
        /// Write the bundle to FILE instead of stdout
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
    },
    /// Runs a binary (or, with --bundle, its compiled bundle) on its
    /// samples: the first of testcases/<bin>.yml (cargo-compete),
    /// test/<bin>/, tests/samples/<bin>/ and test/ (oj's NAME.in + NAME.out)
    /// that holds cases
    Test {
        /// The binary (may be left out when the package has one)
        #[arg(long)]
        bin: Option<String>,
        /// Build the bundle, compile it alone as the judge does (rustc,
        /// the package's edition, -O) and run that
        #[arg(long, requires = "judge")]
        bundle: bool,
        /// The judge of the bundle (with --bundle)
        #[arg(long, value_enum, requires = "bundle")]
        judge: Option<JudgeArg>,
        /// A folder of NAME.in and NAME.out samples to use instead
        #[arg(long, value_name = "DIR")]
        samples: Option<PathBuf>,
        /// Compare outputs byte for byte (default: token by token)
        #[arg(long)]
        exact: bool,
        /// Seconds a case may run
        #[arg(long, default_value_t = 10.0)]
        timeout: f64,
    },
    /// Runs a binary against a brute force on generated inputs, and
    /// shrinks the first difference
    Stress {
        /// The generator: run with sh -c, given the seed as last argument
        #[arg(long = "gen", value_name = "CMD")]
        generator: String,
        /// The brute force: run with sh -c on each input
        #[arg(long, value_name = "CMD")]
        brute: String,
        /// The binary (may be left out when the package has one)
        #[arg(long)]
        bin: Option<String>,
        /// How many inputs to try
        #[arg(long, default_value_t = 1000)]
        runs: u64,
        /// The first seed (the next runs take the next ones)
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Seconds a program may run on one input
        #[arg(long, default_value_t = 10.0)]
        timeout: f64,
    },
    /// Finds the rule of a table of small cases (CSV: a header of names,
    /// the last column the value) and predicts far values
    Guess {
        /// The values are residues modulo the prime P
        #[arg(long = "mod", value_name = "P")]
        modulus: Option<u64>,
        /// Prints the rule's value at these parameters (values up to
        /// 10^18), one line per --at, in order; `?` where no trusted rule
        /// covers the point
        #[arg(long, value_name = "NAME=VALUE[,...]")]
        at: Vec<String>,
        /// Prints the rule as a Rust function to paste into a solution
        /// (the explanation on stderr)
        #[arg(long)]
        rust: bool,
        /// The CSV table (default: stdin)
        file: Option<PathBuf>,
    },
}

fn main() {
    // Ctrl-C: the scratch folders go too, and the status says it was
    // interrupted (128 + SIGINT)
    let _ = ctrlc::set_handler(|| {
        cp_games_bundler::remove_scratch();
        exit(130);
    });
    let code = run();
    cp_games_bundler::remove_scratch();
    exit(code);
}

/// Runs the command; returns the exit status.
fn run() -> i32 {
    let mut args: Vec<String> = std::env::args().collect();
    // run as `cargo-cp-games ...` directly: as if through cargo
    if args.get(1).map(String::as_str) != Some("cp-games") {
        args.insert(1, "cp-games".to_string());
    }
    let Cargo::CpGames(cli) = match Cargo::try_parse_from(&args) {
        Ok(cli) => cli,
        Err(e) => {
            use clap::error::ErrorKind;
            if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
                let _ = e.print();
                return 0;
            }
            // one line: clap's first, without its usage and hints
            let text = e.render().to_string();
            let mut lines = text.lines().filter(|l| !l.trim().is_empty());
            let mut first = lines.next().unwrap_or("error: bad arguments").to_string();
            if first.ends_with(':') {
                // "the following required arguments were not provided:"
                first = format!("{first} {}", lines.next().unwrap_or("").trim());
            }
            eprintln!("{first} (see `cargo cp-games --help`)");
            return 2;
        }
    };
    let result = match cli.command {
        Command::New {
            name,
            bins,
            edition,
            path,
            git,
        } => here().and_then(|h| {
            let options = new::Options {
                name: &name,
                bins,
                edition: &edition,
                path: path.as_deref(),
                git: git.as_deref(),
            };
            let dir = new::run(&h, &options)?;
            println!(
                "made {}: cd {name} && cargo cp-games test --bin {}",
                dir.display(),
                options.bins[0]
            );
            Ok(0)
        }),
        Command::Bundle { bin, judge, output } => bundle(bin.as_deref(), judge.into(), output),
        Command::Test {
            bin,
            bundle,
            judge,
            samples,
            exact,
            timeout,
        } => {
            let options = test::Options {
                bin: bin.as_deref(),
                bundle: if bundle { judge.map(Judge::from) } else { None },
                samples: samples.as_deref(),
                exact,
                timeout: seconds(timeout),
            };
            here()
                .and_then(|h| test::run(&h, &options))
                .map(|passed| i32::from(!passed))
        }
        Command::Stress {
            generator,
            brute,
            bin,
            runs,
            seed,
            timeout,
        } => {
            let options = stress::Options {
                bin: bin.as_deref(),
                generator: &generator,
                brute: &brute,
                runs,
                seed,
                timeout: seconds(timeout),
            };
            here()
                .and_then(|h| stress::run(&h, &options))
                .map(|same| i32::from(!same))
        }
        Command::Guess {
            modulus,
            at,
            rust,
            file,
        } => Ok(guess::run(modulus, &at, rust, file.as_deref())),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("error: {}", e.lines().next().unwrap_or("failed"));
            2
        }
    }
}

/// rustc names a crate after its file's stem, and refuses a stem with
/// other characters than letters, digits, `_` and `-` (`x.submit.rs`:
/// "invalid character '.' in crate name").
fn crate_name_warning(path: &std::path::Path) -> Option<String> {
    let stem = path.file_stem()?.to_string_lossy();
    let valid = !stem.is_empty()
        && stem
            .chars()
            .all(|c| c.is_alphanumeric() || c == '_' || c == '-');
    (!valid).then(|| {
        format!(
            "rustc cannot name a crate `{stem}` (from {}): compile it with `rustc --crate-name submit {}`, or save it as submit.rs",
            path.display(),
            path.display()
        )
    })
}

fn seconds(s: f64) -> Duration {
    Duration::try_from_secs_f64(s).unwrap_or(Duration::from_secs(10))
}

fn here() -> Result<PathBuf, String> {
    std::env::current_dir().map_err(|e| format!("no current folder: {e}"))
}

fn bundle(bin: Option<&str>, judge: Judge, output: Option<PathBuf>) -> Result<i32, String> {
    let plan = package::plan(&here()?, bin, judge)?;
    let bundle = make(&plan, judge)?;
    for warning in &bundle.warnings {
        eprintln!("warning: {warning}");
    }
    match output {
        Some(path) => {
            std::fs::write(&path, &bundle.text)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            if let Some(warning) = crate_name_warning(&path) {
                eprintln!("warning: {warning}");
            }
        }
        None => print!("{}", bundle.text),
    }
    Ok(0)
}
