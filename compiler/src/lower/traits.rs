//! What an op is, declared beside its lowering rule: the one place passes and the Python side ask.
//!
//! A family table lists `OpRule`s made by [`op`] (or [`pointwise`] / [`random`]) and refined with
//! const builder methods, so an entry stays one line:
//!
//! ```text
//! pointwise("aten.add.Tensor", add),
//! op("aten.sum.dim_IntList", sum_dim).pad(Pad::Reduce { dims_at: 1, fill: Fill::Zero }),
//! random("aten.rand.default", |c| uniform_out(c, 0.0, 1.0)),
//! ```
//!
//! Who reads what: CSE merges only [`OpTraits::cse`] ops; `bucket_shapes` plans padding by
//! [`OpTraits::pad`] and reads symbolic operands by [`OpTraits::sym`]; the Python side
//! (`_native.op_traits()`) takes the graph's seed input for [`OpTraits::random`] ops and keeps
//! [`OpTraits::storage`] ops out of partial graphs; the lowering refuses complex operands of any
//! op without [`OpTraits::complex`].

use super::Rule;

/// The identity a masked reduction fills padded positions with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    Zero,
    One,
    NegInf,
    PosInf,
}

/// How an op behaves when some of its dims are padded up to a shape bucket
/// (`passes/bucket_shapes`, docs/dynamism.md). `dims_at` names the position of the reduced-dims
/// argument (keyword `dim`); `ALL_DIMS` means the op reduces every dim.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pad {
    /// Not modelled: a padded operand or result makes the graph not pad-safe.
    Refuse,
    /// True positions of the result depend only on true positions of the operands (pointwise
    /// ops, dim moves, factories, prefix scans, indexing by valid indices).
    Keep,
    /// A view/reshape: kept when the padded dim stays outermost in its group, else relaid out.
    Reshape,
    /// `slice.Tensor`: a constant start >= 0 and step 1 along a padded dim.
    Slice,
    /// `select.int`: a constant index >= 0 along a padded dim.
    Select,
    /// `split`: never along a padded dim (dim at argument 2).
    Split,
    /// `cat`: along a padded dim, kept when the padded part comes last, else compacted.
    Cat,
    /// `slice_scatter(self, src, dim, start, end, step)`: along a padded dim with a constant
    /// start >= 0 and step 1, where `src` is static along it or ends where `self`'s true
    /// positions end (the backward of `x[:, k:]`).
    SliceScatter,
    /// `select_scatter(self, src, dim, index)`: a constant index >= 0 along a padded dim.
    SelectScatter,
    /// `index_put(self, indices, values, accumulate)` into dims of `self` that are not padded
    /// (an embedding's backward): index tensors with padded lanes only with `accumulate`, their
    /// lanes and the values' set to 0 there, so that padding adds 0 to row 0.
    IndexPut,
    /// `index.Tensor`: indices into padded dims are checked against, and negative ones wrapped
    /// with, the true extent (the lowering reads it from the `true_extents` keyword the pass
    /// adds); the index tensors' padded lanes are set to 0; no boolean masks.
    Index,
    /// `gather`, `embedding`, `index_select`: index tensor argument `index` picks along dim
    /// `dim_at` (an argument; `None`: dim 0) of argument `source`. As [`Pad::Index`]: the index is
    /// checked against the indexed dim's true extent, and its padded lanes are set to 0.
    Take { source: usize, dim_at: Option<usize>, index: usize },
    /// An integer division or remainder (divisor at argument 1): the divisor's padded lanes are
    /// set to 1, so the zero-divisor check reads every true lane and no padded one.
    Divide,
    /// `native_layer_norm`: never over a padded dim.
    LayerNorm,
    /// `convolution`: padded only in the batch dim.
    Convolution,
    /// `convolution_backward`: padded only in the batch dim; the weight's and bias's gradients
    /// sum over it, so the output gradient and the input are masked with 0 there.
    ConvolutionBackward,
    /// `as_strided(x, size, stride, offset)`: kept when it is `x` itself (its size, the
    /// contiguous strides of every dim longer than 1, offset 0: how AOTAutograd restores a
    /// channels-last layout's strides on a `[N, C, 1, 1]` pooled result), else refused.
    AsStrided,
    /// An op that computes each sample (dim 0) on its own: pooling, inference batch norm,
    /// resizing. Kept when every operand and result is padded in dim 0 only.
    Batch,
    /// Masks the padded reduced dims of argument 0 with `fill`.
    Reduce { dims_at: usize, fill: Fill },
    /// `mean`: masked sum divided by the true count.
    Mean { dims_at: usize },
    /// `var.correction` / `var_mean.correction`: masked moments with the true count.
    Var { with_mean: bool },
    /// `_softmax` / `_log_softmax` (dim at argument 1): masks with -inf.
    Softmax,
    /// The softmax backward ops (dim at argument 2): masks argument 0, and argument 1 when `output_too`.
    SoftmaxBackward { output_too: bool },
    /// A contraction of argument `a`'s dim `da` with argument `b`'s dim `db`: both masked with 0.
    /// A padded result gets the [`RESULT_EXTENTS_KW`] keyword.
    Contract { a: usize, da: usize, b: usize, db: usize },
}

/// The keyword `bucket_shapes` gives an indexing node ([`Pad::Index`], [`Pad::Take`]) whose
/// indexed operand has padded dims: one entry per dim of that operand, `None` or `[%n, "s0"]`
/// (the dim's true extent at run time, an `i64[]` value, and its expression), read by
/// `Call::true_extent` and `Call::check_index`.
pub const TRUE_EXTENTS_KW: &str = "true_extents";

/// The keyword `bucket_shapes` gives a product ([`Pad::Contract`]) whose result has padded dims:
/// one entry per result dim, `None` or `[%n, "s0"]`, read by `Call::result_extents`. The BLAS
/// kernel then computes only the true block (emit/gemm.rs); without it the padded rows and
/// columns are computed too, which is as exact.
pub const RESULT_EXTENTS_KW: &str = "result_extents";

/// `Pad::Reduce` / `Pad::Mean` over every dim (the op has no dims argument).
pub const ALL_DIMS: usize = usize::MAX;

/// How `bucket_shapes` reads a symbolic scalar operand (`x.view(s0, 4)`, `x / s0`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sym {
    /// Not modelled: a symbolic operand makes the graph not pad-safe.
    Bad,
    /// Every operand is a value the op computes with: the true value, from the runtime scalar.
    Value,
    /// Every operand is a size: evaluated at the bucket.
    Size,
    /// The operand at (position, keyword) is a value, any other a size (`full`'s fill value).
    ValueAtElseSize(usize, &'static str),
    /// The operand at (position, keyword) is a value, any other not modelled.
    ValueAtElseBad(usize, &'static str),
    /// The operand at (position, keyword) is a size, any other not modelled (`slice`'s end).
    SizeAtElseBad(usize, &'static str),
}

/// What the compiler and the Python side know about an op.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OpTraits {
    /// Computed element by element, with broadcasting: no mask is needed under padding.
    pub pointwise: bool,
    /// Draws random numbers from the graph's seed input (`lower/random.rs`).
    pub random: bool,
    /// Its result depends on its operand's storage (strides and offset), not only on its values.
    pub storage: bool,
    /// CSE may merge two identical calls (not for random draws, nor for uninitialized memory).
    pub cse: bool,
    /// Kept by DCE though nothing reads a result: a run-time assertion (`_assert_async`).
    pub effect: bool,
    /// Its rule computes on complex tensors (`complex64`/`complex128`) as torch does. A node with
    /// a complex operand or result whose op lacks this is refused before its rule runs (the
    /// backend runs it in eager), so no rule written for real numbers ever sees a complex value.
    pub complex: bool,
    pub pad: Pad,
    pub sym: Sym,
}

/// One entry of a family table: the ATen overload, its rule and its traits.
#[derive(Clone, Copy)]
pub struct OpRule {
    pub name: &'static str,
    pub rule: Rule,
    pub traits: OpTraits,
}

const DEFAULT: OpTraits =
    OpTraits { pointwise: false, random: false, storage: false, cse: true, effect: false, complex: false, pad: Pad::Refuse, sym: Sym::Bad };

/// An op with default traits: deterministic, CSE-safe, not modelled under padding.
pub const fn op(name: &'static str, rule: Rule) -> OpRule {
    OpRule { name, rule, traits: DEFAULT }
}

/// A pointwise op: kept under padding, symbolic operands are values.
pub const fn pointwise(name: &'static str, rule: Rule) -> OpRule {
    OpRule { name, rule, traits: OpTraits { pointwise: true, pad: Pad::Keep, sym: Sym::Value, ..DEFAULT } }
}

/// A random op: draws from the seed input, never merged by CSE.
pub const fn random(name: &'static str, rule: Rule) -> OpRule {
    OpRule { name, rule, traits: OpTraits { random: true, cse: false, ..DEFAULT } }
}

impl OpRule {
    pub const fn pad(mut self, pad: Pad) -> OpRule {
        self.traits.pad = pad;
        self
    }

    pub const fn sym(mut self, sym: Sym) -> OpRule {
        self.traits.sym = sym;
        self
    }

    /// Reads its operand's storage (`as_strided`).
    pub const fn storage(mut self) -> OpRule {
        self.traits.storage = true;
        self
    }

    /// Checked for its effect, not its result (checks.rs): DCE keeps it.
    pub const fn effect(mut self) -> OpRule {
        self.traits.effect = true;
        self
    }

    /// Computes on complex tensors too ([`OpTraits::complex`]).
    pub const fn complex(mut self) -> OpRule {
        self.traits.complex = true;
        self
    }

    /// Its result's contents are undefined (`empty`): two calls are two tensors, never merged.
    pub const fn uninit(mut self) -> OpRule {
        self.traits.cse = false;
        self
    }
}
