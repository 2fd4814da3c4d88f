//! Structural checks of the IR. Run after parsing and, in debug builds, after every pass.

use std::collections::HashSet;

use super::graph::{Graph, Op, ValueRef};
use super::types::ValueType;
use crate::{Error, Result};

pub fn verify(g: &Graph) -> Result<()> {
    let order = g.topo_order();
    if order.len() != g.g.node_count() {
        return Err(Error::invalid(&g.name, "the graph has a cycle"));
    }
    let mut names = HashSet::new();
    for n in g.g.node_indices() {
        let node = &g.g[n];
        if !names.insert(node.name.as_str()) {
            return Err(Error::invalid(&node.name, "name defined twice"));
        }
        let mut bad = None;
        node.for_each_operand_value(|v| {
            if bad.is_none() {
                bad = check_ref(g, v).err();
            }
        });
        if let Some(msg) = bad {
            return Err(Error::invalid(&node.name, msg));
        }
        if let Op::Constant { .. } = node.op {
            if !matches!(node.outputs.as_slice(), [ValueType::Tensor(_)]) {
                return Err(Error::invalid(&node.name, "a constant must have exactly one tensor result"));
            }
        }
    }
    for (i, &n) in g.inputs.iter().enumerate() {
        match g.g.node_weight(n).map(|w| &w.op) {
            Some(Op::Input { index }) if *index == i => {}
            _ => return Err(Error::invalid(&g.name, format!("input {i} is not an input node with index {i}"))),
        }
    }
    for o in &g.outputs {
        let mut bad = None;
        o.for_each_value(&mut |v| {
            if bad.is_none() {
                bad = check_ref(g, v).err();
            }
        });
        if let Some(msg) = bad {
            return Err(Error::invalid("<graph outputs>", msg));
        }
    }
    Ok(())
}

fn check_ref(g: &Graph, v: ValueRef) -> std::result::Result<(), String> {
    let Some(p) = g.g.node_weight(v.node) else {
        return Err(format!("uses a removed node (index {})", v.node.index()));
    };
    match p.outputs.get(v.out as usize) {
        None => Err(format!("uses result {} of `{}`, which has {} result(s)", v.out, p.name, p.outputs.len())),
        Some(ValueType::Absent) => Err(format!("uses result {} of `{}`, which has no value", v.out, p.name)),
        Some(_) => Ok(()),
    }
}
