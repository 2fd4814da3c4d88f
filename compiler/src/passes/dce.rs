use std::collections::HashSet;

use petgraph::Direction;

use super::Pass;
use crate::ir::{Graph, Op};
use crate::Result;

/// Removes calls and constants whose results nobody uses. Inputs always stay: they are the
/// calling convention.
pub struct Dce;

impl Pass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }

    fn run(&self, g: &mut Graph) -> Result<()> {
        g.rebuild_edges();
        let mut live = HashSet::new();
        let mut stack = Vec::new();
        for o in &g.outputs {
            o.for_each_value(&mut |v| stack.push(v.node));
        }
        // Run-time assertions are kept for their effect.
        stack.extend(g.g.node_indices().filter(|&n| g.g[n].target().and_then(crate::lower::traits).is_some_and(|t| t.effect)));
        while let Some(n) = stack.pop() {
            if live.insert(n) {
                stack.extend(g.g.neighbors_directed(n, Direction::Incoming));
            }
        }
        let dead: Vec<_> =
            g.g.node_indices().filter(|n| !live.contains(n) && !matches!(g.g[*n].op, Op::Input { .. })).collect();
        for n in dead {
            g.g.remove_node(n);
        }
        Ok(())
    }
}
