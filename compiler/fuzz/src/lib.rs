//! The structured input of the `lower_graph` fuzz target (docs/fuzzing.md).
//!
//! Raw bytes rarely get past serde, so most inputs name a golden graph and a list of edits to its
//! JSON: numbers set to edge values, shapes grown or cut, targets swapped for other registered ops,
//! references pointed elsewhere, size expressions replaced by nasty ones. The edited graph is
//! written back as JSON and handed to the compiler, so the edits reach passes and lowering rules.
//!
//! Input layout:
//! - byte 0 with its top bit set: the rest is the graph's JSON text, as is (raw mode);
//! - otherwise bytes 1..3 pick the seed (a little-endian `u16`, modulo the number of seeds) and
//!   each following 4 bytes `[op, a, b, c]` is one edit (at most 16).

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use serde_json::{json, Map, Value};

/// The golden directory the seeds come from.
pub fn golden_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../golden")
}

/// Every `golden/**/*.graph.json`, sorted by path, parsed.
pub fn seeds() -> &'static [(PathBuf, Value)] {
    static SEEDS: OnceLock<Vec<(PathBuf, Value)>> = OnceLock::new();
    SEEDS.get_or_init(|| {
        let files = torchtpu_compiler::golden::graph_files(&golden_root());
        let seeds: Vec<_> = files
            .into_iter()
            .filter_map(|f| {
                let text = std::fs::read_to_string(&f).ok()?;
                let v = serde_json::from_str(&text).ok()?;
                Some((f, v))
            })
            .collect();
        assert!(!seeds.is_empty(), "no golden graphs under {}", golden_root().display());
        seeds
    })
}

/// The graph text for one fuzz input.
pub fn graph_text(data: &[u8]) -> String {
    let Some((&mode, rest)) = data.split_first() else { return String::new() };
    if mode & 0x80 != 0 {
        return String::from_utf8_lossy(rest).into_owned();
    }
    let seeds = seeds();
    let idx = rest.first().copied().unwrap_or(0) as usize | (rest.get(1).copied().unwrap_or(0) as usize) << 8;
    let mut v = seeds[idx % seeds.len()].1.clone();
    let mut size = weight(&v);
    let seed = v.clone();
    for cmd in rest.get(2..).unwrap_or(&[]).chunks_exact(4).take(MAX_EDITS) {
        edit(&mut v, cmd[0], cmd[1], cmd[2], cmd[3], &mut size);
    }
    let text = v.to_string();
    // The value count does not bound the bytes: a copied subtree may carry a 400 KB hostile
    // string, and a thousand copies made a 400 MB graph whose JSON alone took seconds (a
    // "timeout" on a loaded machine, linear in the bytes). Such an input stands for its seed.
    if text.len() > MAX_BYTES {
        return seed.to_string();
    }
    text
}

/// The most bytes an edited graph's JSON may have.
const MAX_BYTES: usize = 16 << 20;

/// The most edits one input applies. Each walks the graph's JSON; a few edits reach every
/// malformation we look for, and more would make each run slower, not better.
const MAX_EDITS: usize = 16;

/// The most JSON values an edited graph may hold. Copying subtrees doubles a graph each time, so
/// without a bound a short input would stand for an exponentially large graph, and the fuzzer
/// would spend its time in serde. (One long shape or argument list still fits: 20,000 entries.)
const MAX_VALUES: usize = 30_000;

/// Whether `extra` more values fit in the budget; if so, counts them.
fn grow(size: &mut usize, extra: usize) -> bool {
    if *size + extra > MAX_VALUES {
        return false;
    }
    *size += extra;
    true
}

const INTERESTING: &[i64] = &[
    0,
    1,
    -1,
    2,
    -2,
    3,
    4,
    7,
    8,
    64,
    255,
    256,
    1023,
    65535,
    65536,
    i32::MAX as i64,
    i32::MIN as i64,
    1 << 31,
    1 << 32,
    (1 << 32) + 1,
    3_037_000_500,
    1 << 40,
    1 << 62,
    i64::MAX,
    i64::MIN,
    i64::MIN + 1,
    i64::MAX - 1,
    -(1 << 32),
    100_000,
    1_000_000_007,
];

const DTYPES: &[&str] =
    &["f32", "f16", "bf16", "f64", "i64", "i32", "i16", "i8", "u8", "bool", "c64", "", "f8", "int", "float", "contiguous_format", "cpu"];

fn sym_pool(c: u8) -> String {
    match c % 16 {
        0 => "s0".into(),
        1 => "s1".into(),
        2 => "-s0".into(),
        3 => format!("{}s0{}", "(".repeat(200_000), ")".repeat(200_000)),
        4 => format!("{}s0", "-".repeat(200_000)),
        5 => "s0**64".into(),
        6 => "FloorDiv(s0, 0)".into(),
        7 => "Mod(-9223372036854775808, -1)".into(),
        8 => "FloorDiv(-9223372036854775808, -1)".into(),
        9 => "CeilDiv(s0, -9223372036854775808)".into(),
        10 => "Max()".into(),
        11 => vec!["s0"; 5000].join("*"),
        12 => format!("{}s0{}", "Max(1, ".repeat(50_000), ")".repeat(50_000)),
        13 => "9223372036854775807 + 1".into(),
        14 => "s0 - 9223372036854775808".into(),
        _ => "2*s0 + 1".into(),
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Number,
    Array,
    Str,
    Object,
    Any,
}

fn is(v: &Value, k: Kind) -> bool {
    match k {
        Kind::Number => v.is_number(),
        Kind::Array => v.is_array(),
        Kind::Str => v.is_string(),
        Kind::Object => v.is_object(),
        Kind::Any => true,
    }
}

/// A value's share of the [`MAX_VALUES`] budget: one per JSON value, plus one per 64 bytes of
/// its strings (a hostile size expression is 400 KB), so that copies cannot multiply bytes
/// unboundedly either.
fn weight(v: &Value) -> usize {
    1 + match v {
        Value::String(t) => t.len() / 64,
        Value::Array(a) => a.iter().map(weight).sum(),
        Value::Object(o) => o.iter().map(|(key, x)| key.len() / 64 + weight(x)).sum(),
        _ => 0,
    }
}

fn count(v: &Value, k: Kind) -> usize {
    let own = is(v, k) as usize;
    own + match v {
        Value::Array(a) => a.iter().map(|x| count(x, k)).sum(),
        Value::Object(o) => o.values().map(|x| count(x, k)).sum(),
        _ => 0,
    }
}

fn nth_mut<'a>(v: &'a mut Value, k: Kind, n: &mut usize) -> Option<&'a mut Value> {
    if is(v, k) {
        if *n == 0 {
            return Some(v);
        }
        *n -= 1;
    }
    match v {
        Value::Array(a) => a.iter_mut().find_map(|x| nth_mut(x, k, n)),
        Value::Object(o) => o.values_mut().find_map(|x| nth_mut(x, k, n)),
        _ => None,
    }
}

/// The `sel`-th value of kind `k` (modulo their number).
fn pick(v: &mut Value, k: Kind, sel: usize) -> Option<&mut Value> {
    let n = count(v, k);
    if n == 0 {
        return None;
    }
    let mut i = sel % n;
    nth_mut(v, k, &mut i)
}

fn names(v: &Value, out: &mut Vec<String>) {
    match v {
        Value::Object(o) => {
            if let Some(Value::String(s)) = o.get("name") {
                out.push(s.clone());
            }
            o.values().for_each(|x| names(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| names(x, out)),
        _ => {}
    }
}

fn edit(root: &mut Value, op: u8, a: u8, b: u8, c: u8, size: &mut usize) {
    let sel = a as usize | (b as usize) << 8;
    match op % 16 {
        0 => {
            if let Some(x) = pick(root, Kind::Number, sel) {
                *x = json!(INTERESTING[c as usize % INTERESTING.len()]);
            }
        }
        1 => {
            if let Some(x) = pick(root, Kind::Number, sel) {
                *x = json!(c as i8 as i64);
            }
        }
        2 => {
            if let Some(x) = pick(root, Kind::Number, sel) {
                let n = x.as_i64().unwrap_or(1);
                *x = match c % 4 {
                    0 => json!(n.checked_neg().unwrap_or(i64::MAX)),
                    1 => json!(n.checked_mul(1 << (c / 4 % 40)).unwrap_or(i64::MAX)),
                    2 => json!(n.wrapping_add(c as i64 / 4 - 32)),
                    _ => json!(f64::from(c) / 7.0 - 10.0),
                };
            }
        }
        3 => {
            if let Some(Value::Array(arr)) = pick(root, Kind::Array, sel) {
                if !arr.is_empty() {
                    let e = arr[c as usize % arr.len()].clone();
                    if grow(size, weight(&e)) {
                        arr.push(e);
                    }
                }
            }
        }
        4 => {
            // Grow an array (a shape to a huge rank, an argument list, the node list).
            if let Some(Value::Array(arr)) = pick(root, Kind::Array, sel) {
                let len: usize = [2, 5, 9, 33, 65, 300, 1000, 20_000][c as usize % 8];
                let filler = arr.last().cloned().unwrap_or(json!(1));
                if !grow(size, weight(&filler) * len.saturating_sub(arr.len())) {
                    return;
                }
                while arr.len() < len {
                    arr.push(filler.clone());
                }
            }
        }
        5 => {
            if let Some(Value::Array(arr)) = pick(root, Kind::Array, sel) {
                if !arr.is_empty() {
                    let i = c as usize % arr.len();
                    arr.remove(i);
                }
            }
        }
        6 => {
            if let Some(Value::Array(arr)) = pick(root, Kind::Array, sel) {
                if arr.len() > 1 {
                    let i = c as usize % arr.len();
                    let j = (c as usize / 16) % arr.len();
                    arr.swap(i, j);
                }
            }
        }
        7 => {
            let ops = torchtpu_compiler::lower::registered_names();
            if let Some(x) = pick(root, Kind::Str, a as usize) {
                *x = json!(ops[(b as usize | (c as usize) << 8) % ops.len()]);
            }
        }
        8 => {
            if let Some(x) = pick(root, Kind::Str, sel) {
                *x = json!(DTYPES[c as usize % DTYPES.len()]);
            }
        }
        9 => {
            if let Some(x) = pick(root, Kind::Str, sel) {
                *x = json!(sym_pool(c));
            }
        }
        10 => {
            let mut ns = Vec::new();
            names(root, &mut ns);
            if ns.is_empty() {
                return;
            }
            let n = ns[c as usize % ns.len()].clone();
            if let Some(x) = pick(root, Kind::Str, sel) {
                *x = json!(n);
            }
        }
        11 => {
            let mut ns = Vec::new();
            names(root, &mut ns);
            let n = ns.get(c as usize % ns.len().max(1)).cloned().unwrap_or_default();
            let new = match c % 10 {
                0 => Value::Null,
                1 => json!(INTERESTING[c as usize / 10 % INTERESTING.len()]),
                2 => json!([]),
                3 => json!({}),
                4 => json!({"t": "int", "v": INTERESTING[c as usize / 10 % INTERESTING.len()]}),
                5 => json!({"t": "sym", "expr": sym_pool(c / 10), "hint": 4}),
                6 => json!({"t": "ref", "node": n, "out": c / 10}),
                7 => {
                    let v = [json!("inf"), json!("-inf"), json!("nan"), json!(1e308), json!(-0.0)][c as usize / 10 % 5].clone();
                    json!({"t": "float", "v": v})
                }
                8 => json!({"t": "list", "v": [{"t": "int", "v": -1}, {"t": "int", "v": 0}]}),
                _ => json!({"t": "none"}),
            };
            if let Some(x) = pick(root, Kind::Any, sel) {
                if grow(size, weight(&new)) {
                    *x = new;
                }
            }
        }
        12 => {
            if let Some(Value::Object(o)) = pick(root, Kind::Object, sel) {
                if let Some(k) = o.keys().nth(c as usize % o.len().max(1)).cloned() {
                    o.remove(&k);
                }
            }
        }
        13 => {
            // Copy one subtree over another (duplicate nodes, swap an argument for another one).
            let src = pick(root, Kind::Any, sel).map(|x| x.clone());
            if let (Some(src), Some(dst)) = (src, pick(root, Kind::Any, c as usize * 37)) {
                if grow(size, weight(&src)) {
                    *dst = src;
                }
            }
        }
        14 => {
            if let Some(Value::Array(arr)) = pick(root, Kind::Array, sel) {
                if !arr.is_empty() {
                    let i = c as usize % arr.len();
                    let e = arr[i].clone();
                    if !grow(size, weight(&e)) {
                        return;
                    }
                    arr.insert((c as usize / 8) % (arr.len() + 1), e);
                }
            }
        }
        _ => {
            // A symbols table entry with edge values, so bucketing runs.
            if let Value::Object(o) = root {
                let syms = o.entry("symbols").or_insert_with(|| json!([]));
                if let Value::Array(s) = syms {
                    let v = |k: u8| INTERESTING[k as usize % INTERESTING.len()];
                    let mut m = Map::new();
                    m.insert("name".into(), json!(["s0", "s1", "s2"][a as usize % 3]));
                    m.insert("hint".into(), json!(v(b)));
                    m.insert("bucket".into(), json!(v(c)));
                    if c & 1 == 0 {
                        m.insert("max".into(), json!(v(c / 2)));
                    }
                    if grow(size, 6) {
                        s.push(Value::Object(m));
                    }
                }
                o.insert("format_version".into(), json!(3));
            }
        }
    }
}
