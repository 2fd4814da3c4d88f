//! Input donation: a parameter the program aliases with one of its results
//! (`tf.aliasing_output`), so that XLA may write that result into the parameter's memory instead
//! of a new buffer. The optimizer state and the weights of a training step are updated in place
//! this way, without a second copy of them during the step (docs/performance.md, "Donation").

use super::device_buffer::OwnedBuffer;

/// Parameter `param` of the program may hold result `result` after a run (the pair is the
/// StableHLO `tf.aliasing_output` attribute on `param`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Donation {
    pub param: usize,
    pub result: usize,
}

/// One result of [`execute_borrowed`](super::LoadedExecutable::execute_borrowed).
#[derive(Debug)]
pub enum ResultBuffer {
    /// In a PJRT buffer of its own.
    Owned(OwnedBuffer),
    /// Written into the memory of parameter `param`, which was donated: the caller's input now
    /// holds the result, and no buffer was kept.
    InPlace { param: usize },
}

impl ResultBuffer {
    /// The PJRT buffer, unless the result was written in place.
    pub fn buffer(&self) -> Option<&OwnedBuffer> {
        match self {
            ResultBuffer::Owned(b) => Some(b),
            ResultBuffer::InPlace { .. } => None,
        }
    }

    pub fn into_buffer(self) -> Option<OwnedBuffer> {
        match self {
            ResultBuffer::Owned(b) => Some(b),
            ResultBuffer::InPlace { .. } => None,
        }
    }
}

/// For each parameter, the result it may be donated to in this call: the program aliases it
/// (`donations`), its memory is not empty, and it overlaps no other parameter's memory (a donated
/// input that another input reads, or that is passed twice, would be read after XLA wrote it).
/// `ranges[i]` is parameter `i`'s `[start, end)` byte range.
pub(crate) fn donatable(donations: &[Donation], ranges: &[(usize, usize)]) -> Vec<Option<usize>> {
    let mut out = vec![None; ranges.len()];
    if donations.is_empty() {
        return out;
    }
    let mut order: Vec<usize> = (0..ranges.len()).filter(|&i| ranges[i].1 > ranges[i].0).collect();
    order.sort_unstable_by_key(|&i| ranges[i]);
    let mut overlaps = vec![false; ranges.len()];
    // A sweep over ranges sorted by start: each overlaps the one reaching furthest before it.
    let mut furthest: Option<usize> = None;
    for &i in &order {
        if let Some(j) = furthest {
            if ranges[i].0 < ranges[j].1 {
                overlaps[i] = true;
                overlaps[j] = true;
            }
            if ranges[i].1 > ranges[j].1 {
                furthest = Some(i);
            }
        } else {
            furthest = Some(i);
        }
    }
    let mut taken = vec![false; ranges.len()];
    for d in donations {
        let Some(&(start, end)) = ranges.get(d.param) else { continue };
        if end > start && !overlaps[d.param] && !taken[d.param] {
            out[d.param] = Some(d.result);
            taken[d.param] = true;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::{donatable, Donation};

    #[test]
    fn only_separate_non_empty_inputs_are_donated() {
        let d = |param, result| Donation { param, result };
        // 0 and 2 are apart; 1 lies inside 3; 4 is empty.
        let ranges = [(0, 10), (100, 110), (20, 30), (95, 200), (300, 300)];
        let all = [d(0, 0), d(1, 1), d(2, 2), d(3, 3), d(4, 4)];
        assert_eq!(donatable(&all, &ranges), vec![Some(0), None, Some(2), None, None]);
        // The same memory passed twice is never donated.
        assert_eq!(donatable(&[d(0, 5)], &[(0, 8), (0, 8)]), vec![None, None]);
        // Touching ranges do not overlap.
        assert_eq!(donatable(&[d(1, 0)], &[(0, 8), (8, 16)]), vec![None, Some(0)]);
        assert_eq!(donatable(&[], &[(0, 8)]), vec![None]);
    }
}
