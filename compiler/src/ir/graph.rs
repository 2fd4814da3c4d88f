use std::collections::BTreeMap;

use petgraph::stable_graph::{NodeIndex, StableGraph};
use petgraph::visit::EdgeRef;
use petgraph::Direction;

use super::types::{DType, TensorType, ValueType};

/// The target of a custom kernel call (`torch.ops.torchtpu.kernel`): its arguments are the list of
/// tensor inputs and the name of an entry of [`Graph::kernels`] (lower/kernel.rs).
pub const KERNEL_TARGET: &str = "torchtpu.kernel.default";

/// Result `out` of node `node`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ValueRef {
    pub node: NodeIndex,
    pub out: u32,
}

/// An argument of a call, as torch passed it.
#[derive(Debug, Clone, PartialEq)]
pub enum Operand {
    Value(ValueRef),
    Int(i64),
    Float(f64),
    /// A complex number (real, imaginary).
    Complex(f64, f64),
    Bool(bool),
    None,
    Str(String),
    DType(DType),
    /// Device, layout and memory format are carried for completeness; lowering ignores them.
    Device(String),
    Layout(String),
    MemoryFormat(String),
    List(Vec<Operand>),
    /// A symbolic integer not yet specialized.
    Sym(String),
}

impl Operand {
    pub fn for_each_value(&self, f: &mut impl FnMut(ValueRef)) {
        match self {
            Operand::Value(v) => f(*v),
            Operand::List(items) => items.iter().for_each(|i| i.for_each_value(f)),
            _ => {}
        }
    }

    /// Whether `v` appears in this operand (directly or inside a list).
    pub fn mentions(&self, v: ValueRef) -> bool {
        let mut found = false;
        self.for_each_value(&mut |x| found |= x == v);
        found
    }

    pub fn map_values(&mut self, f: &mut impl FnMut(ValueRef) -> Operand) {
        match self {
            Operand::Value(v) => *self = f(*v),
            Operand::List(items) => items.iter_mut().for_each(|i| i.map_values(f)),
            _ => {}
        }
    }
}

#[derive(Debug, Clone, PartialEq)]
pub enum Op {
    /// Graph input number `index`, in calling order.
    Input { index: usize },
    /// An embedded tensor: its type is the node's only output type.
    Constant { bytes: Vec<u8> },
    /// A call of an ATen overload (`aten.add.Tensor`) or a Python operator on sizes (`operator.mul`).
    Call { target: String, args: Vec<Operand>, kwargs: BTreeMap<String, Operand> },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Node {
    /// The FX node name; unique in the graph. Errors and dumps use it.
    pub name: String,
    pub op: Op,
    pub outputs: Vec<ValueType>,
}

impl Node {
    pub fn target(&self) -> Option<&str> {
        match &self.op {
            Op::Call { target, .. } => Some(target),
            _ => None,
        }
    }

    pub fn for_each_operand_value(&self, mut f: impl FnMut(ValueRef)) {
        if let Op::Call { args, kwargs, .. } = &self.op {
            args.iter().for_each(|a| a.for_each_value(&mut f));
            kwargs.values().for_each(|a| a.for_each_value(&mut f));
        }
    }
}

#[derive(Debug, Clone, Default)]
pub struct Graph {
    pub name: String,
    pub g: StableGraph<Node, ()>,
    /// Input nodes in calling order.
    pub inputs: Vec<NodeIndex>,
    /// Results: values, or `None` for a result the caller gets as Python `None`.
    pub outputs: Vec<Operand>,
    /// The size symbols of a graph with symbolic dims, with the bucket chosen for each (from the
    /// serialized graph's `symbols`; read by the `bucket_shapes` pass).
    pub symbols: Vec<crate::graph_format::SymbolInfo>,
    /// Graph input positions that are module parameters or buffers (`"static": true`).
    pub static_inputs: std::collections::BTreeSet<usize>,
    /// Inputs the executable takes permuted, by graph input position: the executable's parameter is
    /// `x.permute(perm)` of the graph's input `x` (set by the `input_layout` pass; docs/performance.md).
    pub input_layouts: BTreeMap<usize, Vec<i64>>,
    /// Inputs that arrive permuted in memory (the serialized input's `layout`), by graph input
    /// position: always in `input_layouts`, whatever the `input_layout` pass decides.
    pub arrival_layouts: BTreeMap<usize, Vec<i64>>,
    /// The serialized graph's `aliases`: (graph input, graph output) pairs, the output being the
    /// input's new value, which the executable may write into the input's buffer (donation). The
    /// lowering marks them on `@main`; such inputs keep their layout.
    pub aliases: Vec<(usize, usize)>,
    /// Outputs the executable writes permuted, by graph output position: the executable's result
    /// is `value.permute(perm)`, contiguous, and the caller gets the value back as a view of it
    /// (the serialized graph's `output_layouts`).
    pub output_layouts: BTreeMap<usize, Vec<i64>>,
    /// Custom kernels by name: their StableHLO text (the serialized graph's `kernels`), called by
    /// `torchtpu.kernel.default` nodes (lower/kernel.rs).
    pub kernels: BTreeMap<String, String>,
    /// The subgraphs control-flow nodes call, by name (the serialized graph's `subgraphs`, version
    /// 8): one flat table, kept on the graph that was serialized; its subgraphs' own tables are
    /// empty, and their control-flow nodes name entries of this one (lower/control_flow.rs).
    pub subgraphs: BTreeMap<String, Graph>,
}

/// `torch.cond(pred, true_fn, false_fn, operands)`: `(pred, "true subgraph", "false subgraph",
/// [operands])`, its results the branch's.
pub const COND_TARGET: &str = "torch.ops.higher_order.cond";
/// `torch.while_loop(cond_fn, body_fn, carried, additional)`: `("cond subgraph", "body subgraph",
/// [carried], [additional])`, its results the carried values when the condition is false.
pub const WHILE_TARGET: &str = "torch.ops.higher_order.while_loop";

/// The subgraphs a control-flow node names (its string arguments in the positions above); empty
/// for any other node.
pub fn called_subgraphs(target: &str, args: &[Operand]) -> Vec<Option<String>> {
    let at = |i: usize| match args.get(i) {
        Some(Operand::Str(s)) => Some(s.clone()),
        _ => None,
    };
    match target {
        COND_TARGET => vec![at(1), at(2)],
        WHILE_TARGET => vec![at(0), at(1)],
        _ => Vec::new(),
    }
}

impl Graph {
    pub fn node(&self, n: NodeIndex) -> &Node {
        &self.g[n]
    }

    pub fn value_type(&self, v: ValueRef) -> Option<&ValueType> {
        self.g.node_weight(v.node).and_then(|n| n.outputs.get(v.out as usize))
    }

    pub fn tensor_type(&self, v: ValueRef) -> Option<&TensorType> {
        match self.value_type(v) {
            Some(ValueType::Tensor(t)) => Some(t),
            _ => None,
        }
    }

    /// Re-derives the edge set from the operands of every node (an edge per distinct producer).
    pub fn rebuild_edges(&mut self) {
        self.g.clear_edges();
        let nodes: Vec<NodeIndex> = self.g.node_indices().collect();
        for n in nodes {
            let mut producers = Vec::new();
            self.g[n].for_each_operand_value(|v| producers.push(v.node));
            producers.sort();
            producers.dedup();
            for p in producers {
                if self.g.contains_node(p) {
                    self.g.add_edge(p, n, ());
                }
            }
        }
    }

    /// Nodes in a deterministic topological order (ties broken by insertion index).
    pub fn topo_order(&self) -> Vec<NodeIndex> {
        let mut indegree: BTreeMap<NodeIndex, usize> =
            self.g.node_indices().map(|n| (n, self.g.edges_directed(n, Direction::Incoming).count())).collect();
        let mut ready: std::collections::BTreeSet<NodeIndex> =
            indegree.iter().filter(|(_, &d)| d == 0).map(|(&n, _)| n).collect();
        let mut order = Vec::with_capacity(indegree.len());
        while let Some(n) = ready.pop_first() {
            order.push(n);
            for e in self.g.edges_directed(n, Direction::Outgoing) {
                let t = e.target();
                if let Some(d) = indegree.get_mut(&t) {
                    *d -= 1;
                    if *d == 0 {
                        ready.insert(t);
                    }
                }
            }
        }
        order
    }

    /// Replaces every use of `from` (in operands and graph outputs) by `to`.
    pub fn replace_uses(&mut self, from: ValueRef, to: &Operand) {
        let mut sub = |v: ValueRef| if v == from { to.clone() } else { Operand::Value(v) };
        let nodes: Vec<NodeIndex> = self.g.node_indices().collect();
        for n in nodes {
            if let Op::Call { args, kwargs, .. } = &mut self.g[n].op {
                args.iter_mut().for_each(|a| a.map_values(&mut sub));
                kwargs.values_mut().for_each(|a| a.map_values(&mut sub));
            }
        }
        self.outputs.iter_mut().for_each(|o| o.map_values(&mut sub));
    }

    /// The number of uses of each node's results (operands plus graph outputs).
    pub fn use_counts(&self) -> BTreeMap<NodeIndex, usize> {
        let mut counts: BTreeMap<NodeIndex, usize> = self.g.node_indices().map(|n| (n, 0)).collect();
        for n in self.g.node_indices() {
            self.g[n].for_each_operand_value(|v| *counts.entry(v.node).or_default() += 1);
        }
        for o in &self.outputs {
            o.for_each_value(&mut |v| *counts.entry(v.node).or_default() += 1);
        }
        counts
    }

    pub fn display_value(&self, v: ValueRef) -> String {
        match self.g.node_weight(v.node) {
            Some(n) if v.out == 0 && n.outputs.len() <= 1 => format!("%{}", n.name),
            Some(n) => format!("%{}#{}", n.name, v.out),
            None => format!("%<dangling {}>", v.node.index()),
        }
    }
}
