use std::collections::HashMap;

use super::Pass;
use crate::ir::{Graph, Op, Operand, ValueRef};
use crate::lower;
use crate::Result;

/// Merges calls with the same target, operands and result types, for ops whose traits allow it
/// (`OpTraits::cse`): random ops are never merged (two draws are two draws), nor ops whose result
/// is uninitialized memory, nor ops without a rule.
pub struct Cse;

fn may_merge(target: &str) -> bool {
    lower::traits(target).is_some_and(|t| t.cse)
}

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    fn run(&self, g: &mut Graph) -> Result<()> {
        let mut seen: HashMap<String, petgraph::stable_graph::NodeIndex> = HashMap::new();
        for n in g.topo_order() {
            let node = &g.g[n];
            let Op::Call { target, args, kwargs } = &node.op else { continue };
            if !may_merge(target) {
                continue;
            }
            // The printed form is a faithful key: it names every operand and result type.
            let arg_text: Vec<String> = args.iter().map(|a| g.operand_text(a)).collect();
            let kw_text: Vec<String> = kwargs.iter().map(|(k, v)| format!("{k}={}", g.operand_text(v))).collect();
            let types: Vec<String> = node.outputs.iter().map(|t| t.to_string()).collect();
            let key = format!("{target}({};{})->{}", arg_text.join(","), kw_text.join(","), types.join(","));
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
