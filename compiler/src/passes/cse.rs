use std::collections::HashMap;

use petgraph::stable_graph::NodeIndex;

use super::Pass;
use crate::ir::{DType, Graph, Op, Operand, ValueRef, ValueType};
use crate::lower;
use crate::Result;

/// Merges calls with the same target, operands and result types, for ops whose traits allow it
/// (`OpTraits::cse`): random ops are never merged (two draws are two draws), nor ops whose result
/// is uninitialized memory, nor ops without a rule.
pub struct Cse;

fn may_merge(target: &str) -> bool {
    lower::traits(target).is_some_and(|t| t.cse)
}

/// What makes two calls the same: the target, every operand and every result type. Values are
/// keyed by their producer's node id, not its name, so no key holds a node name (a graph's
/// names may be long; printing them into keys once made a hostile graph exhaust memory).
#[derive(PartialEq, Eq, Hash)]
struct CallKey {
    target: String,
    args: Vec<OperandKey>,
    kwargs: Vec<(String, OperandKey)>,
    types: Vec<ValueType>,
}

#[derive(PartialEq, Eq, Hash)]
enum OperandKey {
    Value(NodeIndex, u32),
    Int(i64),
    /// The bits: `0.0` and `-0.0` differ, as their printed forms did.
    Float(u64),
    Complex(u64, u64),
    Bool(bool),
    None,
    Str(String),
    DType(DType),
    Device(String),
    Layout(String),
    MemoryFormat(String),
    List(Vec<OperandKey>),
    Sym(String),
}

impl OperandKey {
    fn of(o: &Operand) -> OperandKey {
        match o {
            Operand::Value(ValueRef { node, out }) => OperandKey::Value(*node, *out),
            Operand::Int(i) => OperandKey::Int(*i),
            // Every NaN is one key, as every NaN printed as `NaN`.
            Operand::Float(x) if x.is_nan() => OperandKey::Float(f64::NAN.to_bits()),
            Operand::Float(x) => OperandKey::Float(x.to_bits()),
            Operand::Complex(re, im) => {
                let bits = |x: &f64| if x.is_nan() { f64::NAN.to_bits() } else { x.to_bits() };
                OperandKey::Complex(bits(re), bits(im))
            }
            Operand::Bool(b) => OperandKey::Bool(*b),
            Operand::None => OperandKey::None,
            Operand::Str(s) => OperandKey::Str(s.clone()),
            Operand::DType(d) => OperandKey::DType(*d),
            Operand::Device(s) => OperandKey::Device(s.clone()),
            Operand::Layout(s) => OperandKey::Layout(s.clone()),
            Operand::MemoryFormat(s) => OperandKey::MemoryFormat(s.clone()),
            Operand::List(items) => OperandKey::List(items.iter().map(OperandKey::of).collect()),
            Operand::Sym(s) => OperandKey::Sym(s.clone()),
        }
    }
}

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    fn run(&self, g: &mut Graph) -> Result<()> {
        let mut seen: HashMap<CallKey, NodeIndex> = HashMap::new();
        for n in g.topo_order() {
            let node = &g.g[n];
            let Op::Call { target, args, kwargs } = &node.op else { continue };
            if !may_merge(target) {
                continue;
            }
            let key = CallKey {
                target: target.clone(),
                args: args.iter().map(OperandKey::of).collect(),
                kwargs: kwargs.iter().map(|(k, v)| (k.clone(), OperandKey::of(v))).collect(),
                types: node.outputs.clone(),
            };
            match seen.get(&key) {
                Some(&first) => {
                    for out in 0..node.outputs.len() as u32 {
                        g.replace_uses(ValueRef { node: n, out }, &Operand::Value(ValueRef { node: first, out }));
                    }
                }
                None => {
                    seen.insert(key, n);
                }
            }
        }
        Ok(())
    }
}
