//! The library half of `cargo cp-games`: what its commands share with the
//! repository's `cargo xtask` (the contestant fixture's checks, used by
//! the judge matrix).

pub mod contestant;
pub mod process;
pub mod shrink;
