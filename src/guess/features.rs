//! The features of a table's parameters: the terminals of the formula
//! search. (Placeholder for integer parameters; lists and words come with
//! their own features.)

use super::table::Table;

/// One parameter of a row (placeholder).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arg {
    /// An integer.
    Int(u64),
}
use super::formula::Ty;

/// A feature of one parameter.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Feature {
    pub(crate) column: usize,
    pub(crate) kind: FeatureKind,
}

/// What a feature computes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum FeatureKind {
    /// An integer parameter itself.
    Param,
}

impl Feature {
    pub(crate) fn ty(&self) -> Ty {
        Ty::Int
    }
    pub(crate) fn eval(&self, args: &[Arg]) -> Option<i128> {
        let Arg::Int(x) = args[self.column];
        Some(i128::from(x))
    }
    pub(crate) fn name(&self, names: &[String]) -> String {
        names[self.column].clone()
    }
    pub(crate) fn rust(&self, names: &[String]) -> String {
        format!("({} as i128)", names[self.column])
    }
}

pub(crate) fn features(table: &Table) -> Vec<Feature> {
    (0..table.dimension())
        .map(|column| Feature {
            column,
            kind: FeatureKind::Param,
        })
        .collect()
}

/// Whether every parameter is an integer (placeholder).
pub(crate) fn is_numeric(_table: &Table) -> bool {
    true
}

/// Every row's parameters (placeholder).
pub(crate) fn args(table: &Table) -> Vec<Vec<Arg>> {
    table
        .params()
        .iter()
        .map(|p| p.iter().map(|&x| Arg::Int(x)).collect())
        .collect()
}
