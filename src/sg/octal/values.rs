//! Grundy values stored in the smallest unsigned type that holds them.

use crate::GrundyValue;

/// A sequence of Grundy values kept as `u8` while every value is below 256,
/// as `u16` while below 65536, and as `u32` beyond: pushing a larger value
/// widens the whole sequence once.
///
/// # Example
/// ```
/// use cp_games::sg::octal::GrundyValues;
/// let mut values = GrundyValues::new();
/// values.push(3);
/// assert!(matches!(values, GrundyValues::U8(_)));
/// values.push(300);
/// assert!(matches!(values, GrundyValues::U16(_)));
/// assert_eq!((values.get(0), values.get(1), values.len()), (3, 300, 2));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GrundyValues {
    /// Every value is below 2^8.
    U8(Vec<u8>),
    /// Every value is below 2^16.
    U16(Vec<u16>),
    /// Every value is below 2^32.
    U32(Vec<u32>),
}

impl Default for GrundyValues {
    fn default() -> Self {
        GrundyValues::new()
    }
}

/// An unsigned type Grundy values may be stored in.
pub(crate) trait Value: Copy + Eq + Ord + Default {
    /// The value as an index.
    fn index(self) -> usize;
    /// `v` in this type; `v` must be at most `MAX`.
    fn from_u32(v: u32) -> Self;
}

macro_rules! value_type {
    ($t:ty) => {
        impl Value for $t {
            #[inline(always)]
            fn index(self) -> usize {
                self as usize
            }
            #[inline(always)]
            fn from_u32(v: u32) -> Self {
                v as $t
            }
        }
    };
}
value_type!(u8);
value_type!(u16);
value_type!(u32);

impl GrundyValues {
    /// Creates an empty sequence (stored as `u8`).
    pub fn new() -> Self {
        GrundyValues::U8(Vec::new())
    }

    /// Returns the number of values.
    pub fn len(&self) -> usize {
        match self {
            GrundyValues::U8(v) => v.len(),
            GrundyValues::U16(v) => v.len(),
            GrundyValues::U32(v) => v.len(),
        }
    }

    /// Returns whether there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Returns value `i`.
    ///
    /// # Panics
    /// If `i >= len()`.
    #[inline]
    pub fn get(&self, i: usize) -> GrundyValue {
        match self {
            GrundyValues::U8(v) => GrundyValue::from(v[i]),
            GrundyValues::U16(v) => GrundyValue::from(v[i]),
            GrundyValues::U32(v) => GrundyValue::from(v[i]),
        }
    }

    /// Returns the largest value, or 0 when there are none.
    ///
    /// # Complexity
    /// O(`len()`).
    pub fn max(&self) -> GrundyValue {
        match self {
            GrundyValues::U8(v) => v.iter().max().map_or(0, |&x| GrundyValue::from(x)),
            GrundyValues::U16(v) => v.iter().max().map_or(0, |&x| GrundyValue::from(x)),
            GrundyValues::U32(v) => v.iter().max().map_or(0, |&x| GrundyValue::from(x)),
        }
    }

    /// Appends `value`, widening the storage if it does not fit.
    ///
    /// # Panics
    /// If `value` is above `2^32 - 1`, the widest storage.
    ///
    /// # Complexity
    /// Amortised O(1); O(`len()`) once per widening (at most twice).
    pub fn push(&mut self, value: GrundyValue) {
        assert!(
            value <= GrundyValue::from(u32::MAX),
            "GrundyValues: a value above 2^32 - 1"
        );
        let value = value as u32;
        if value > self.type_max() {
            self.widen_for(value);
        }
        match self {
            GrundyValues::U8(v) => v.push(value as u8),
            GrundyValues::U16(v) => v.push(value as u16),
            GrundyValues::U32(v) => v.push(value),
        }
    }

    /// Reserves room for `additional` more values of the current type.
    pub fn reserve(&mut self, additional: usize) {
        match self {
            GrundyValues::U8(v) => v.reserve_exact(additional),
            GrundyValues::U16(v) => v.reserve_exact(additional),
            GrundyValues::U32(v) => v.reserve_exact(additional),
        }
    }

    /// Keeps the first `len` values.
    pub fn truncate(&mut self, len: usize) {
        match self {
            GrundyValues::U8(v) => v.truncate(len),
            GrundyValues::U16(v) => v.truncate(len),
            GrundyValues::U32(v) => v.truncate(len),
        }
    }

    /// Releases unused capacity.
    pub fn shrink_to_fit(&mut self) {
        match self {
            GrundyValues::U8(v) => v.shrink_to_fit(),
            GrundyValues::U16(v) => v.shrink_to_fit(),
            GrundyValues::U32(v) => v.shrink_to_fit(),
        }
    }

    /// Returns the values as [`GrundyValue`]s.
    ///
    /// # Complexity
    /// O(`len()`).
    pub fn to_vec(&self) -> Vec<GrundyValue> {
        (0..self.len()).map(|i| self.get(i)).collect()
    }

    /// Returns the bytes the values take (capacity included).
    pub fn heap_bytes(&self) -> usize {
        match self {
            GrundyValues::U8(v) => v.capacity(),
            GrundyValues::U16(v) => 2 * v.capacity(),
            GrundyValues::U32(v) => 4 * v.capacity(),
        }
    }

    fn type_max(&self) -> u32 {
        match self {
            GrundyValues::U8(_) => u32::from(u8::MAX),
            GrundyValues::U16(_) => u32::from(u16::MAX),
            GrundyValues::U32(_) => u32::MAX,
        }
    }

    fn widen_for(&mut self, value: u32) {
        let old = std::mem::take(self);
        *self = if value <= u32::from(u16::MAX) {
            GrundyValues::U16(widen(&old))
        } else {
            GrundyValues::U32(widen(&old))
        };
    }
}

fn widen<W: Value>(old: &GrundyValues) -> Vec<W> {
    let mut wide = Vec::with_capacity(old.len() + old.len() / 8 + 16);
    wide.extend((0..old.len()).map(|i| W::from_u32(old.get(i) as u32)));
    wide
}
