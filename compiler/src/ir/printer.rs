//! A readable text form of the IR, used by dumps and tests:
//!
//! ```text
//! graph forward_0 {
//!   %x = input 0 : f32[2,3]
//!   %c = constant : f32[3]
//!   %add = aten.add.Tensor(%x, %c, alpha=1) : f32[2,3]
//!   return (%add)
//! }
//! ```

use std::fmt::{self, Write};

use super::graph::{Graph, Op, Operand};

impl fmt::Display for Graph {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "graph {} {{", if self.name.is_empty() { "_" } else { &self.name })?;
        for n in self.topo_order() {
            let node = &self.g[n];
            write!(f, "  %{} = ", node.name)?;
            match &node.op {
                Op::Input { index } => write!(f, "input {index}")?,
                Op::Constant { bytes } => write!(f, "constant <{} bytes>", bytes.len())?,
                Op::Call { target, args, kwargs } => {
                    write!(f, "{target}(")?;
                    let mut parts: Vec<String> = args.iter().map(|a| self.operand_text(a)).collect();
                    parts.extend(kwargs.iter().map(|(k, v)| format!("{k}={}", self.operand_text(v))));
                    write!(f, "{})", parts.join(", "))?;
                }
            }
            let types: Vec<String> = node.outputs.iter().map(|t| t.to_string()).collect();
            writeln!(f, " : {}", types.join(", "))?;
        }
        let outs: Vec<String> = self.outputs.iter().map(|o| self.operand_text(o)).collect();
        writeln!(f, "  return ({})", outs.join(", "))?;
        for (name, text) in &self.kernels {
            writeln!(f, "  kernel {name:?} : <{} bytes of StableHLO>", text.len())?;
        }
        f.write_str("}\n")
    }
}

impl Graph {
    pub fn operand_text(&self, o: &Operand) -> String {
        let mut s = String::new();
        match o {
            Operand::Value(v) => s.push_str(&self.display_value(*v)),
            Operand::Int(i) => {
                let _ = write!(s, "{i}");
            }
            Operand::Float(x) => {
                let _ = write!(s, "{x:?}");
            }
            Operand::Complex(re, im) => {
                let _ = write!(s, "({re:?}{im:+?}j)");
            }
            Operand::Bool(b) => {
                let _ = write!(s, "{b}");
            }
            Operand::None => s.push_str("None"),
            Operand::Str(t) => {
                let _ = write!(s, "{t:?}");
            }
            Operand::DType(d) => {
                let _ = write!(s, "dtype.{d}");
            }
            Operand::Device(d) => {
                let _ = write!(s, "device({d:?})");
            }
            Operand::Layout(d) | Operand::MemoryFormat(d) => s.push_str(d),
            Operand::List(items) => {
                let parts: Vec<String> = items.iter().map(|i| self.operand_text(i)).collect();
                let _ = write!(s, "[{}]", parts.join(", "));
            }
            Operand::Sym(e) => {
                let _ = write!(s, "sym({e})");
            }
        }
        s
    }
}
