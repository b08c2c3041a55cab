//! A small xorshift generator for tests, so that a failure is reproducible
//! from its seed.

/// Xorshift64 (Marsaglia's 13, 7, 17): not for statistics or secrets, only
/// for test inputs that a failure can name.
///
/// # Example
/// ```
/// use cp_games::testing::Rng;
/// let mut a = Rng::new(42);
/// let mut b = Rng::new(42);
/// let draws: Vec<usize> = (0..5).map(|_| a.below(6)).collect();
/// assert!(draws.iter().all(|&d| d < 6));
/// assert_eq!(draws, (0..5).map(|_| b.below(6)).collect::<Vec<_>>());
/// ```
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    ///
    /// # Panics
    /// If `seed` is 0 (xorshift stays at 0).
    pub fn new(seed: u64) -> Self {
        assert_ne!(seed, 0, "xorshift needs a non-zero seed");
        Rng(seed)
    }

    /// The next 64 bits. O(1).
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (`n > 0`; slightly biased to small values when
    /// `n` is not a power of two, which tests do not mind). O(1).
    pub fn below_u64(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }

    /// An index in `0..n` (`n > 0`). O(1).
    pub fn below(&mut self, n: usize) -> usize {
        self.below_u64(n as u64) as usize
    }

    /// `m` random directed edges on the vertices `0..n`, both ends drawn
    /// uniformly (the tail first), so that loops and repeated edges come up
    /// as they fall: the random multigraph of the graph games' tests, in
    /// the vertex type the caller's graph takes (`usize`, `u32`, ...).
    /// O(`m`).
    ///
    /// # Panics
    /// If `n` is 0 while `m` is not, or if a vertex does not fit in `T`.
    ///
    /// # Example
    /// ```
    /// use cp_games::testing::Rng;
    /// let edges: Vec<(u32, u32)> = Rng::new(7).edges(4, 10);
    /// assert_eq!(edges.len(), 10);
    /// assert!(edges.iter().all(|&(a, b)| a < 4 && b < 4));
    /// let mut rng = Rng::new(7);
    /// let wide: Vec<(usize, usize)> = rng.edges(4, 10);
    /// assert!(wide.iter().zip(&edges).all(|(w, e)| w.0 == e.0 as usize && w.1 == e.1 as usize));
    /// ```
    pub fn edges<T>(&mut self, n: usize, m: usize) -> Vec<(T, T)>
    where
        T: TryFrom<usize>,
        T::Error: std::fmt::Debug,
    {
        let mut vertex = || T::try_from(self.below(n)).expect("a vertex too large for its type");
        (0..m).map(|_| (vertex(), vertex())).collect()
    }

    /// A random multigraph of a graph game's test: `n` in `1..=most`
    /// vertices, then fewer than `edges_below(n)` [`edges`](Self::edges)
    /// (`edges_below(n) > 0`). Returns `n` and the edges. O(`n` + edges).
    ///
    /// # Example
    /// ```
    /// use cp_games::testing::Rng;
    /// let mut rng = Rng::new(3);
    /// for _ in 0..100 {
    ///     let (n, edges): (usize, Vec<(usize, usize)>) = rng.multigraph(8, |n| 3 * n);
    ///     assert!((1..=8).contains(&n) && edges.len() < 3 * n);
    ///     assert!(edges.iter().all(|&(a, b)| a < n && b < n));
    /// }
    /// ```
    pub fn multigraph<T>(
        &mut self,
        most: usize,
        edges_below: impl FnOnce(usize) -> usize,
    ) -> (usize, Vec<(T, T)>)
    where
        T: TryFrom<usize>,
        T::Error: std::fmt::Debug,
    {
        let n = 1 + self.below(most);
        let m = self.below(edges_below(n));
        (n, self.edges(n, m))
    }

    /// Shuffles `items` uniformly (Fisher–Yates). O(`items.len()`).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}
