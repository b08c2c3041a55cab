//! The library half of `cargo cp-games`: its commands (`new`, `test`, `stress`)
//! and what they share with the repository's `cargo xtask` (the process
//! runner, the shrinking passes of stress testing, and the contestant
//! fixture's checks, used by the judge matrix).

pub mod binary;
pub mod compare;
pub mod contestant;
pub mod counted;
pub mod new;
pub mod process;
pub mod samples;
pub mod shrink;
pub mod stress;
pub mod test;
