//! What the integration tests share: a small serialized graph and a checked run of it.

use torchtpu_compiler::driver::CompiledGraph;

/// `x * y + x` on f32[2,3], named `name` (different names give different graphs).
pub fn graph(name: &str) -> String {
    graph_with(name, "add")
}

/// [`graph`] with `op` (`add`, `sub`, ...) as its last op: another program.
#[allow(dead_code)]
pub fn graph_with(name: &str, op: &str) -> String {
    let t = r#"{"kind":"tensor","meta":{"dtype":"f32","shape":[2,3]},"name":"N"}"#;
    let out = r#"[{"dtype":"f32","shape":[2,3]}]"#;
    format!(
        r#"{{"constants":[],"format_version":1,"name":"{name}",
        "inputs":[{},{}],
        "nodes":[
          {{"args":[{{"node":"x","out":0,"t":"ref"}},{{"node":"y","out":0,"t":"ref"}}],"kwargs":{{}},"name":"mul","outputs":{out},"target":"aten.mul.Tensor"}},
          {{"args":[{{"node":"mul","out":0,"t":"ref"}},{{"node":"x","out":0,"t":"ref"}}],"kwargs":{{}},"name":"add","outputs":{out},"target":"aten.{op}.Tensor"}}],
        "outputs":[{{"node":"add","out":0,"t":"ref"}}]}}"#,
        t.replace('N', "x"),
        t.replace('N', "y"),
    )
}

/// Runs a graph from [`graph`] on fixed inputs, checks `x * y + x`, and returns the output.
#[allow(dead_code)] // each test crate uses its own subset
pub fn run(g: &CompiledGraph) -> Vec<f32> {
    let x: Vec<f32> = (0..6).map(|i| i as f32 * 0.5 - 1.0).collect();
    let y: Vec<f32> = (0..6).map(|i| 2.0 - i as f32).collect();
    let mut out = vec![0f32; 6];
    let ins = [(x.as_ptr() as usize, 24), (y.as_ptr() as usize, 24)];
    let outs = [(out.as_mut_ptr() as usize, 24)];
    // SAFETY: the buffers live across the call and have the compiled sizes.
    unsafe { g.run_raw(&ins, &outs) }.expect("run");
    let want: Vec<f32> = x.iter().zip(&y).map(|(a, b)| a * b + a).collect();
    assert_eq!(out, want);
    out
}
