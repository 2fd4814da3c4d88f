use std::collections::HashMap;

use super::Pass;
use crate::ir::{Graph, Op, Operand, ValueRef};
use crate::Result;

/// Merges calls with the same target, operands and result types. Random ops are never merged:
/// two draws are two draws.
pub struct Cse;

/// Ops whose results differ between two identical calls.
fn is_nondeterministic(target: &str) -> bool {
    ["rand", "bernoulli", "dropout", "uniform", "normal", "exponential", "multinomial", "randperm", "empty"]
        .iter()
        .any(|k| target.contains(k))
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
            if is_nondeterministic(target) {
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
