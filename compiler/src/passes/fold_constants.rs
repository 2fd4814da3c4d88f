use super::Pass;
use crate::ir::{Dim, Graph, Op, Operand, ValueRef};
use crate::Result;

/// Folds scalar arithmetic whose operands are literals: Python `operator.*` on sizes
/// (`operator.mul(4, 8)` → `32`), `aten.sym_size.int` of a static dim, and `sym_numel` of a
/// static shape. The folded value replaces every use; DCE removes the node.
pub struct FoldConstants;

impl Pass for FoldConstants {
    fn name(&self) -> &'static str {
        "fold-constants"
    }

    fn run(&self, g: &mut Graph) -> Result<()> {
        for n in g.topo_order() {
            let Some(value) = fold(g, n) else { continue };
            g.replace_uses(ValueRef { node: n, out: 0 }, &value);
        }
        Ok(())
    }
}

fn fold(g: &Graph, n: petgraph::stable_graph::NodeIndex) -> Option<Operand> {
    let Op::Call { target, args, .. } = &g.g[n].op else { return None };
    match target.as_str() {
        "aten.sym_size.int" => {
            let Operand::Value(v) = args.first()? else { return None };
            let Operand::Int(dim) = args.get(1)? else { return None };
            let t = g.tensor_type(*v)?;
            let d = if *dim < 0 { *dim + t.rank() as i64 } else { *dim };
            match t.shape.get(usize::try_from(d).ok()?)? {
                Dim::Static(s) => Some(Operand::Int(*s)),
                Dim::Sym(_) => None,
            }
        }
        "aten.sym_numel.default" => {
            let Operand::Value(v) = args.first()? else { return None };
            Some(Operand::Int(crate::ir::checked_numel(&g.tensor_type(*v)?.static_dims()?)?))
        }
        t if t.starts_with("operator.") || t.starts_with("_operator.") => {
            let op = t.rsplit('.').next()?;
            match (args.first()?, args.get(1)) {
                (Operand::Int(a), Some(Operand::Int(b))) => fold_int(op, *a, *b).map(Operand::Int),
                (a, Some(b)) => {
                    let (a, b) = (as_f64(a)?, as_f64(b)?);
                    fold_float(op, a, b).map(Operand::Float)
                }
                (Operand::Int(a), None) if op == "neg" => a.checked_neg().map(Operand::Int),
                (Operand::Float(a), None) if op == "neg" => Some(Operand::Float(-a)),
                _ => None,
            }
        }
        _ => None,
    }
}

fn as_f64(o: &Operand) -> Option<f64> {
    match o {
        Operand::Int(i) => Some(*i as f64),
        Operand::Float(f) => Some(*f),
        _ => None,
    }
}

fn fold_int(op: &str, a: i64, b: i64) -> Option<i64> {
    match op {
        "add" => a.checked_add(b),
        "sub" => a.checked_sub(b),
        "mul" => a.checked_mul(b),
        // Python's floor division and modulo round toward negative infinity; `i64::MIN // -1`
        // overflows and is left unfolded.
        "floordiv" => super::sym_expr::floor_div(a, b),
        "mod" => super::sym_expr::python_mod(a, b),
        _ => None,
    }
}

fn fold_float(op: &str, a: f64, b: f64) -> Option<f64> {
    match op {
        "add" => Some(a + b),
        "sub" => Some(a - b),
        "mul" => Some(a * b),
        "truediv" if b != 0.0 => Some(a / b),
        _ => None,
    }
}
