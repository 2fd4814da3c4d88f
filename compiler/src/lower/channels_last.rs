//! Channels-last activations: a 4-d or 5-d tensor that is a transpose of a `[N, s..., C]`
//! tensor, as timm's `LayerNorm2d` leaves it (or a backward graph's input saved channels-last:
//! the graph's `output_layouts`), is read as it lies by torch's convolutions (conv_aten.rs) and by
//! 1x1 convolutions (conv_gemm.rs), whose results stay channels-last behind one transpose
//! (docs/performance.md, "Channels-last activations"). An output the caller gets in its type's
//! layout is written out with one transpose; a saved activation keeps its traced strides.

use super::call::Call;
use crate::emit::Tv;
use crate::Result;

/// The permutation that sees a channels-last tensor `[N, s..., C]` of `rank` dims as `[N, C, s...]`.
pub(super) fn from_channels_last(rank: usize) -> Vec<i64> {
    let r = rank as i64;
    std::iter::once(0).chain(std::iter::once(r - 1)).chain(1..r - 1).collect()
}

/// `dims` `[N, C, s...]` in channels-last order `[N, s..., C]`.
pub(super) fn channels_last_dims(dims: &[i64]) -> Vec<i64> {
    let mut d = dims.to_vec();
    let ch = d.remove(1);
    d.push(ch);
    d
}

/// The channels-last tensor `t` ([N, C, s...], 2 or 3 spatial dims) is a transpose of, if it is one.
pub(super) fn channels_last_source<'c, 'a>(c: &Call<'_, 'c, 'a>, t: &Tv<'c, 'a>) -> Option<Tv<'c, 'a>> {
    if !(4..=5).contains(&t.rank()) {
        return None;
    }
    let (src, perm) = c.b.transpose_source(t)?;
    (perm == from_channels_last(t.rank())).then_some(src)
}

/// `y`, a channels-last result of dims `[N, s..., C]`, seen as `[N, C, s...]`.
pub(super) fn seen_as_logical<'c, 'a>(c: &Call<'_, 'c, 'a>, y: &Tv<'c, 'a>) -> Result<Tv<'c, 'a>> {
    c.b.transpose(y, &from_channels_last(y.rank()))
}

