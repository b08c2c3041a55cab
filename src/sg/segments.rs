//! The Grundy sequence of a subtraction game whose moves form a few runs of
//! consecutive sizes, kept as constant segments and swept from segment
//! boundary to segment boundary rather than heap by heap.
//!
//! A run of moves `a..=b` sees, from heap `x`, the values of the heaps
//! `max(0, x-b)..=x-a`: a window that slides one heap per heap. The set of
//! values it sees changes only when one of its ends crosses a boundary
//! between two segments of equal values, so between two such crossings
//! (for any run) `grundy(x)` is constant. The sweep jumps from crossing to
//! crossing: its cost is the number of segments times the number of runs,
//! whatever the heap sizes. Moves `2·10^17..2·10^17 + 10^6` reach a heap
//! of `10^18` in a handful of segments (for one run `a..=b` the sequence
//! is `⌊(x mod (a+b)) / a⌋`), where a table would need `2·10^17` values.

use super::mex_counts::MexCounts;
use crate::GrundyValue;

/// Where one run's window lies, as segment indices.
#[derive(Debug, Clone, Copy)]
struct Window {
    /// The window is non-empty (the heap is at least the run's first move).
    active: bool,
    /// First and last segment the window overlaps.
    lo: usize,
    hi: usize,
}

/// The segments of the Grundy sequence computed so far, grown on demand.
#[derive(Debug, Clone)]
pub(crate) struct Segments {
    /// Runs of consecutive moves `(a, b)`, sorted, each `a..=b`.
    runs: Vec<(u64, u64)>,
    /// Segment `i` starts at heap `starts[i]`, holds `values[i]`, and ends
    /// where segment `i + 1` starts; neighbours have different values.
    starts: Vec<u64>,
    values: Vec<GrundyValue>,
    /// The last segment is known to hold below this heap (`None`: for
    /// every `u64` heap).
    until: Option<u64>,
    windows: Vec<Window>,
    /// The values every active window sees, counted once per segment.
    counts: MexCounts,
}

impl Segments {
    /// Starts the sequence of the game whose moves are the runs `runs`
    /// (sorted, disjoint, not adjacent), with `moves` moves in all.
    pub(crate) fn new(runs: Vec<(u64, u64)>, moves: usize) -> Self {
        let windows = vec![
            Window {
                active: false,
                lo: 0,
                hi: 0
            };
            runs.len()
        ];
        let mut segments = Segments {
            runs,
            // No move fits heap 0: grundy(0) = 0.
            starts: vec![0],
            values: vec![0],
            until: None,
            windows,
            // A window of `b - a + 1` heaps spans at most that many segments,
            // so fewer than `moves + 1` values are ever counted.
            counts: MexCounts::new(moves + 2),
        };
        segments.until = segments.next_crossing();
        segments
    }

    /// `grundy(heap)` if the segments so far settle it.
    pub(crate) fn get(&self, heap: u64) -> Option<GrundyValue> {
        if let Some(until) = self.until {
            if heap >= until {
                return None;
            }
        }
        let i = self.starts.partition_point(|&s| s <= heap) - 1;
        Some(self.values[i])
    }

    /// Extends the segments until they cover `heap`. Each crossing costs
    /// one unit of `work` per run, and 3 units of `room` (a segment takes
    /// 12 bytes, three 4-byte values). Returns `false`, leaving what was
    /// computed, when either would run out first, or when the rate of
    /// progress so far shows that `work` cannot reach `heap`.
    pub(crate) fn grow_to_cover(&mut self, heap: u64, room: &mut usize, work: &mut usize) -> bool {
        let cost = self.runs.len();
        let (from, work_at_start) = (self.until.unwrap_or(u64::MAX), *work);
        let mut crossings = 0usize;
        while let Some(x) = self.until {
            if heap < x {
                break;
            }
            if *room < 3 || *work < cost {
                return false;
            }
            *room -= 3;
            *work -= cost;
            crossings += 1;
            if crossings % 256 == 0 {
                // spent / covered so far, times what is left to cover
                let spent = (work_at_start - *work) as u128;
                let covered = (x - from) as u128;
                if spent * (heap - x) as u128 > *work as u128 * covered.max(1) {
                    return false;
                }
            }
            self.cross(x);
        }
        true
    }

    /// Moves every window to heap `x` (the next crossing), appends
    /// `grundy(x)` and finds the crossing after it.
    fn cross(&mut self, x: u64) {
        let (starts, values, counts) = (&self.starts, &self.values, &mut self.counts);
        for (w, &(a, b)) in self.windows.iter_mut().zip(&self.runs) {
            if x < a {
                continue;
            }
            if !w.active {
                *w = Window {
                    active: true,
                    lo: 0,
                    hi: 0,
                };
                counts.add(values[0]);
            }
            let right = x - a;
            while w.hi + 1 < starts.len() && starts[w.hi + 1] <= right {
                w.hi += 1;
                counts.add(values[w.hi]);
            }
            if x >= b {
                let left = x - b;
                while w.lo < w.hi && starts[w.lo + 1] <= left {
                    counts.remove(values[w.lo]);
                    w.lo += 1;
                }
            }
        }
        let g = counts.mex();
        if self.values.last() != Some(&g) {
            self.starts.push(x);
            self.values.push(g);
        }
        self.until = self.next_crossing();
    }

    /// The next heap at which some window gains or loses a segment
    /// (`None` if no window ever will below `2^64`).
    fn next_crossing(&self) -> Option<u64> {
        let mut next: Option<u64> = None;
        let mut consider = |x: Option<u64>| {
            if let Some(x) = x {
                next = Some(next.map_or(x, |n| n.min(x)));
            }
        };
        for (w, &(a, b)) in self.windows.iter().zip(&self.runs) {
            if !w.active {
                consider(Some(a));
                continue;
            }
            // the right end enters the next segment; the left end leaves the
            // first one (it can only once the right end has moved on)
            if let Some(&s) = self.starts.get(w.hi + 1) {
                consider(s.checked_add(a));
            }
            if w.lo < w.hi {
                consider(self.starts[w.lo + 1].checked_add(b));
            }
        }
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sg::subtraction::runs_of;
    use crate::testing::{move_sets, subtraction_values, Rng};

    fn check(moves: &[u64], len: usize) {
        let expected = subtraction_values(moves, len);
        let mut segments = Segments::new(runs_of(moves), moves.len());
        let (mut room, mut work) = (usize::MAX, usize::MAX);
        assert!(segments.grow_to_cover(len as u64 - 1, &mut room, &mut work));
        for (h, &v) in expected.iter().enumerate() {
            assert_eq!(segments.get(h as u64), Some(v), "{moves:?} heap {h}");
        }
    }

    #[test]
    fn matches_the_recurrence_on_random_sets_of_runs() {
        let mut rng = Rng::new(99);
        let mut next = |m: u64| rng.below_u64(m);
        for _ in 0..300 {
            // up to 4 runs, each up to 12 long, starting anywhere below 80
            let mut moves = Vec::new();
            for _ in 0..1 + next(4) {
                let a = 1 + next(80);
                moves.extend(a..a + 1 + next(12));
            }
            moves.sort_unstable();
            moves.dedup();
            check(&moves, 2000);
        }
    }

    #[test]
    fn every_move_set_up_to_7() {
        for moves in move_sets(7) {
            check(&moves, 300);
        }
    }

    #[test]
    fn one_run_follows_its_closed_form_at_huge_heaps() {
        // For moves a..=b, g(x) = ⌊(x mod (a+b)) / a⌋ (Winning Ways, ch. 4):
        // from x mod (a+b) = q·a + r the options' values cover 0..q.
        let a = 200_000_000_000_012_345u64;
        for len in [1u64, 2, 1_000_000] {
            let b = a + len - 1;
            let mut segments = Segments::new(vec![(a, b)], len as usize);
            let (mut room, mut work) = (1000, 1000);
            for heap in [
                a - 1,
                a,
                a + b - 1,
                a + b,
                999_999_999_999_999_993,
                1_000_000_000_000_000_000,
            ] {
                assert!(segments.grow_to_cover(heap, &mut room, &mut work));
                let expected = ((heap % (a + b)) / a) as GrundyValue;
                assert_eq!(segments.get(heap), Some(expected), "{len} {heap}");
            }
            assert!(segments.starts.len() < 20);
        }
    }

    #[test]
    fn short_segments_give_up_early_instead_of_spending_the_budget() {
        // moves 1, 2 and 10^18: segments of one heap each up to 10^18
        let mut segments = Segments::new(vec![(1, 2), (1 << 60, 1 << 60)], 3);
        let (mut room, mut work) = (1 << 30, 1 << 30);
        assert!(!segments.grow_to_cover(1 << 61, &mut room, &mut work));
        assert!(work > (1 << 30) - 10_000, "spent {}", (1 << 30) - work);
    }
}
