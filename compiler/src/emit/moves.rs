//! Where a reshape can move before a transpose (`Builder::reshape`, ops.rs): the index
//! arithmetic, apart so that it is tested on its own.

/// For `reshape(transpose(source, perm), to)` (`from` is the transpose's result): `(inner, q)`
/// with that value equal to `transpose(reshape(source, inner), q)`, when the reshape only adds or
/// drops dims of size 1, splits dims, and merges dims that lie next to each other in the same
/// order in `source`. `inner` is the source's dims above 1 in their order (split or merged as
/// the reshape does), then as many 1s as `to` has. None for any other reshape.
pub(crate) fn reshape_through_transpose(source: &[i64], perm: &[i64], from: &[i64], to: &[i64]) -> Option<(Vec<i64>, Vec<i64>)> {
    // The dims of `from` above 1 (each one source dim) and of `to`, grouped so that each group's
    // sizes have the same product on both sides: one `from` dim split, or several merged.
    let fd: Vec<usize> = (0..from.len()).filter(|&i| from[i] != 1).collect();
    let td: Vec<usize> = (0..to.len()).filter(|&j| to[j] != 1).collect();
    let mut groups: Vec<(Vec<usize>, Vec<usize>)> = Vec::new(); // (from dims, to dims)
    let (mut i, mut j) = (0, 0);
    while i < fd.len() || j < td.len() {
        let (mut f, mut t) = (vec![*fd.get(i)?], vec![*td.get(j)?]);
        let (mut pf, mut pt) = (from[f[0]], to[t[0]]);
        i += 1;
        j += 1;
        while pf != pt {
            if pf < pt {
                f.push(*fd.get(i)?);
                pf = pf.checked_mul(from[*f.last()?])?;
                i += 1;
            } else {
                t.push(*td.get(j)?);
                pt = pt.checked_mul(to[*t.last()?])?;
                j += 1;
            }
        }
        if f.len() > 1 && t.len() > 1 {
            return None;
        }
        groups.push((f, t));
    }
    // Source dims above 1, in order, and the group each belongs to.
    let kept: Vec<usize> = (0..source.len()).filter(|&d| source[d] != 1).collect();
    let group_of = |d: usize| groups.iter().position(|(f, _)| f.iter().any(|&x| perm[x] as usize == d));
    let mut inner: Vec<i64> = Vec::new();
    let mut tag: Vec<usize> = Vec::new(); // the `to` dim each `inner` dim is
    let mut k = 0;
    while k < kept.len() {
        let g = group_of(kept[k])?;
        let (f, t) = &groups[g];
        if f.len() > 1 {
            // Merged: the group's dims must come next in the source, in `from`'s order.
            for (n, &x) in f.iter().enumerate() {
                if kept.get(k + n).copied() != Some(perm[x] as usize) {
                    return None;
                }
            }
            k += f.len();
        } else {
            k += 1;
        }
        for &x in t {
            inner.push(to[x]);
            tag.push(x);
        }
    }
    let first_one = inner.len();
    let mut next_one = first_one;
    let mut q = Vec::with_capacity(to.len());
    for (j, &t) in to.iter().enumerate() {
        if t == 1 {
            q.push(next_one as i64);
            next_one += 1;
        } else {
            q.push(tag.iter().position(|&x| x == j)? as i64);
        }
    }
    inner.resize(next_one, 1);
    Some((inner, q))
}

#[cfg(test)]
mod tests {
    use super::reshape_through_transpose as through;

    #[test]
    fn unit_dims_move_past_the_transpose() {
        // q of `qkv.view(8, 197, 3, 3, 64).permute(2, 0, 3, 1, 4)[0:1]`, squeezed: the slice
        // [8, 197, 1, 3, 64] seen through (2, 0, 3, 1, 4), reshaped to [8, 3, 197, 64].
        let (inner, q) = through(&[8, 197, 1, 3, 64], &[2, 0, 3, 1, 4], &[1, 8, 3, 197, 64], &[8, 3, 197, 64]).unwrap();
        assert_eq!(inner, vec![8, 197, 3, 64]);
        assert_eq!(q, vec![0, 2, 1, 3]);
        // Adding a unit dim: it goes last in `inner` and is placed by `q`.
        let (inner, q) = through(&[4, 5], &[1, 0], &[5, 4], &[5, 1, 4]).unwrap();
        assert_eq!(inner, vec![4, 5, 1]);
        assert_eq!(q, vec![1, 2, 0]);
    }

    #[test]
    fn splits_and_adjacent_merges_move_others_do_not() {
        // [24, 197, 3, 64] seen as [24, 3, 197, 64], its first dim split into [3, 8].
        let (inner, q) = through(&[24, 197, 3, 64], &[0, 2, 1, 3], &[24, 3, 197, 64], &[3, 8, 3, 197, 64]).unwrap();
        assert_eq!(inner, vec![3, 8, 197, 3, 64]);
        assert_eq!(q, vec![0, 1, 3, 2, 4]);
        // [2, 3, 4] seen as [4, 2, 3], its last two dims merged: source dims 0 and 1, in order.
        let (inner, q) = through(&[2, 3, 4], &[2, 0, 1], &[4, 2, 3], &[4, 6]).unwrap();
        assert_eq!(inner, vec![6, 4]);
        assert_eq!(q, vec![1, 0]);
        // Heads and width merged back after a heads/tokens swap: not neighbours in the source.
        assert!(through(&[8, 3, 197, 64], &[0, 2, 1, 3], &[8, 197, 3, 64], &[8, 197, 192]).is_none());
        assert!(through(&[2, 3, 4], &[2, 1, 0], &[4, 3, 2], &[12, 2]).is_none(), "source dims 2 and 1 merged in the wrong order");
        // Merging dims that are not neighbours in the source.
        assert!(through(&[2, 3, 4], &[0, 2, 1], &[2, 4, 3], &[8, 3]).is_none());
        // Several dims regrouped into several: not expressible as splits and merges.
        assert!(through(&[6, 4], &[1, 0], &[4, 6], &[2, 12]).is_none());
    }

    #[test]
    fn a_sliced_head_read_tokens_major_is_a_slice() {
        use crate::emit::{build_module, new_context};
        use crate::ir::{DType, TensorType};
        // qkv [B=2, T=5, 3, H=2, D=4] -> permute(2, 0, 3, 1, 4) -> [0:1] -> squeeze -> q [B, H, T, D],
        // read back tokens-major (0, 2, 1, 3), as the attention kernel takes it; and the three
        // heads-major parts stacked again (their gradients): a concatenation of the operands.
        let ctx = new_context();
        let text = build_module(&ctx, &[TensorType::new(DType::F32, &[2, 5, 3, 2, 4])], &[], |b, args| {
            let t = b.transpose(&args[0], &[2, 0, 3, 1, 4])?;
            let q = b.reshape(&b.slice(&t, &[0, 0, 0, 0, 0], &[1, 2, 2, 5, 4], &[1; 5])?, &[2, 2, 5, 4])?;
            let k = b.reshape(&b.slice(&t, &[1, 0, 0, 0, 0], &[2, 2, 2, 5, 4], &[1; 5])?, &[2, 2, 5, 4])?;
            let tokens_major = b.transpose(&q, &[0, 2, 1, 3])?;
            let stacked = b.concatenate(&[&q, &k], 0)?;
            Ok(vec![tokens_major, stacked])
        })
        .unwrap();
        let main: Vec<&str> = text.lines().filter(|l| l.contains("stablehlo.")).collect();
        assert!(main.iter().all(|l| !l.contains("stablehlo.transpose") || l.contains("tensor<4x2x5x4xf32>")), "{text}");
        assert_eq!(main.iter().filter(|l| l.contains("stablehlo.transpose")).count(), 1, "{text}");
        // q tokens-major: a slice of the argument and a reshape, nothing else.
        assert!(main.iter().any(|l| l.contains("stablehlo.slice\"(%arg0)")), "{text}");
        assert!(main.iter().any(|l| l.contains("stablehlo.concatenate")), "{text}");
    }
}
