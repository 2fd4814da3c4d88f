use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// One FX graph after AOTAutograd, flattened to data.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SerializedGraph {
    pub format_version: u64,
    /// A label for dumps and errors (for example `forward_0`).
    #[serde(default)]
    pub name: String,
    /// Graph inputs in calling order.
    pub inputs: Vec<GraphInput>,
    /// Tensors embedded in the graph (`get_attr` nodes), with their bytes.
    #[serde(default)]
    pub constants: Vec<Constant>,
    /// Op calls in topological order.
    pub nodes: Vec<SerializedNode>,
    /// The graph's results in order. Each is a reference to an input, constant or node output.
    pub outputs: Vec<Arg>,
    /// Version 2: the symbols of a graph with symbolic sizes, with their hints, ranges and (when
    /// the graph is to be compiled for one shape bucket) the bucket size chosen for each
    /// (docs/dynamism.md).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub symbols: Vec<SymbolInfo>,
    /// Version 3: inputs whose new value an output carries (an in-place update that AOTAutograd
    /// turned into an extra result). The program aliases each such output with its input, so the
    /// runtime may write the output into the input's memory (donation).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub aliases: Vec<InputOutputAlias>,
    /// Version 4: custom kernels (docs/custom-kernels.md), each a StableHLO module that nodes
    /// calling `torchtpu.kernel.default` name; the lowering inlines it as a private function.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kernels: Vec<KernelDef>,
    /// Version 6: outputs the executable writes in another memory order than row-major: the
    /// caller gets `result.permute(inverse(layout))`, a view with the strides torch's trace gave
    /// the value (AOTAutograd's saved activations, whose strides the backward graph was traced
    /// with).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub output_layouts: Vec<OutputLayout>,
    /// Version 8: the subgraphs that control-flow nodes name (`higher_order.cond`'s branches,
    /// `higher_order.while_loop`'s condition and body), one flat table for the whole graph (a
    /// subgraph's own control-flow nodes name entries of this table too).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub subgraphs: Vec<SubgraphDef>,
}

/// One subgraph of the `subgraphs` table: a function of its inputs, in the graph's own terms
/// (inputs, constants, nodes, outputs), called by control-flow nodes with operands of its inputs'
/// types.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SubgraphDef {
    /// What control-flow nodes name; unique in the table.
    pub name: String,
    pub inputs: Vec<GraphInput>,
    #[serde(default)]
    pub constants: Vec<Constant>,
    pub nodes: Vec<SerializedNode>,
    pub outputs: Vec<Arg>,
}

impl SubgraphDef {
    /// The subgraph as a graph of its own (format `version`), with no tables.
    pub fn as_graph(&self, version: u64) -> SerializedGraph {
        SerializedGraph {
            format_version: version,
            name: self.name.clone(),
            inputs: self.inputs.clone(),
            constants: self.constants.clone(),
            nodes: self.nodes.clone(),
            outputs: self.outputs.clone(),
            symbols: Vec::new(),
            aliases: Vec::new(),
            kernels: Vec::new(),
            output_layouts: Vec::new(),
            subgraphs: Vec::new(),
        }
    }
}

/// Graph output `output` is written as `value.permute(layout)`, contiguous (`layout` lists the
/// value's dims outermost first, as an input's `layout` does).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct OutputLayout {
    pub output: usize,
    pub layout: Vec<i64>,
}

/// One custom kernel: StableHLO text (a module whose `@main` is the kernel) and where it came from.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct KernelDef {
    /// What `torchtpu.kernel.default` nodes name in their second argument; unique in the graph.
    pub name: String,
    /// The module, in MLIR's generic form.
    pub stablehlo: String,
    /// Where the kernel came from (`jax:module.function`, `stablehlo`), informational.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
}

/// Graph output `output` is the new value of graph input `input` (positions in `outputs` and
/// `inputs`). Both must be tensors of the same type and shape.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct InputOutputAlias {
    pub input: usize,
    pub output: usize,
}

/// One size symbol (`s0`) of a graph with symbolic sizes.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SymbolInfo {
    /// The symbol as it appears in dims and `sym` arguments (`s0`).
    pub name: String,
    /// The example value Dynamo saw.
    #[serde(default)]
    pub hint: Option<i64>,
    /// The symbol's value range as Dynamo knows it (inclusive); `null` for unbounded.
    #[serde(default)]
    pub min: Option<i64>,
    #[serde(default)]
    pub max: Option<i64>,
    /// The padded size to compile this symbol at (the shape bucket). Absent: not bucketed.
    #[serde(default)]
    pub bucket: Option<i64>,
    /// The graph input (an `i64[]` tensor) that carries the symbol's true value at run time.
    #[serde(default)]
    pub input: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GraphInput {
    pub name: String,
    /// `tensor` for tensors, `symint` for a symbolic size passed as an integer input.
    #[serde(default = "default_input_kind")]
    pub kind: InputKind,
    /// Metadata of the tensor (absent for `symint`).
    #[serde(default)]
    pub meta: Option<TensorMeta>,
    /// A parameter or buffer of the module (AOTAutograd's static inputs): the same tensor at every
    /// call unless updated in place. The `input_layout` pass may ask for such an input in another
    /// layout, which the runtime prepares once per version of the tensor.
    #[serde(default, rename = "static", skip_serializing_if = "std::ops::Not::not")]
    pub is_static: bool,
    /// (Version 5, optional.) The order of the tensor in memory, for a tensor that arrives as a
    /// dense permutation (a transposed view, such as a saved `w.T`): `perm` with `x.permute(perm)`
    /// contiguous. The executable takes that contiguous view and transposes it back, so the
    /// runtime hands the memory over without copying it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<Vec<i64>>,
}

fn default_input_kind() -> InputKind {
    InputKind::Tensor
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum InputKind {
    Tensor,
    Symint,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Constant {
    pub name: String,
    pub meta: TensorMeta,
    /// Little-endian, row-major bytes, base64 (standard alphabet, padded).
    pub data: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct SerializedNode {
    /// Unique among inputs, constants and nodes.
    pub name: String,
    /// ATen overload (`aten.addmm.default`) or Python operator (`operator.mul`) for symbolic sizes.
    pub target: String,
    #[serde(default)]
    pub args: Vec<Arg>,
    #[serde(default)]
    pub kwargs: BTreeMap<String, Arg>,
    /// One entry per result; `null` for a result that is not a tensor (or is unused).
    pub outputs: Vec<Option<ValueMeta>>,
}

/// Result metadata: a tensor, or a scalar value (symbolic ints from `sym_size`, say).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum ValueMeta {
    Tensor(TensorMeta),
    Scalar(ScalarMeta),
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ScalarMeta {
    /// `int`, `float` or `bool`.
    pub scalar: String,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct TensorMeta {
    /// torch dtype short name: `f32`, `f16`, `bf16`, `f64`, `i64`, `i32`, `i16`, `i8`, `u8`, `bool`.
    pub dtype: String,
    pub shape: Vec<Dim>,
    /// Element strides, when the producer recorded them (informational; the compiler works on values).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stride: Option<Vec<Dim>>,
}

/// A dimension: a static size, or a symbolic expression (`s0`, `2*s0`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[serde(untagged)]
pub enum Dim {
    Static(i64),
    Symbolic(SymDim),
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct SymDim {
    pub sym: String,
    /// The example value Dynamo saw.
    #[serde(default)]
    pub hint: Option<i64>,
}

/// An argument: a tagged union on `t`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(tag = "t", rename_all = "snake_case", deny_unknown_fields)]
pub enum Arg {
    /// A reference to result `out` of the input, constant or node called `node`.
    Ref {
        node: String,
        #[serde(default)]
        out: u32,
    },
    Int { v: i64 },
    /// Floats that JSON cannot write (`inf`, `-inf`, `nan`) are strings.
    Float { v: FloatRepr },
    /// A Python complex number: `[real, imag]`, each as a float (version 7).
    Complex { v: [FloatRepr; 2] },
    Bool { v: bool },
    None,
    Str { v: String },
    Dtype { v: String },
    Device { v: String },
    Layout { v: String },
    MemoryFormat { v: String },
    List { v: Vec<Arg> },
    /// A symbolic integer expression (for example `s0`), with the hint Dynamo saw.
    Sym {
        expr: String,
        #[serde(default)]
        hint: Option<i64>,
    },
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum FloatRepr {
    Num(f64),
    Special(SpecialFloat),
}

#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
pub enum SpecialFloat {
    #[serde(rename = "inf")]
    Inf,
    #[serde(rename = "-inf")]
    NegInf,
    #[serde(rename = "nan")]
    Nan,
}

impl FloatRepr {
    pub fn value(self) -> f64 {
        match self {
            FloatRepr::Num(v) => v,
            FloatRepr::Special(SpecialFloat::Inf) => f64::INFINITY,
            FloatRepr::Special(SpecialFloat::NegInf) => f64::NEG_INFINITY,
            FloatRepr::Special(SpecialFloat::Nan) => f64::NAN,
        }
    }

    pub fn from_f64(v: f64) -> Self {
        if v.is_nan() {
            FloatRepr::Special(SpecialFloat::Nan)
        } else if v == f64::INFINITY {
            FloatRepr::Special(SpecialFloat::Inf)
        } else if v == f64::NEG_INFINITY {
            FloatRepr::Special(SpecialFloat::NegInf)
        } else {
            FloatRepr::Num(v)
        }
    }
}
