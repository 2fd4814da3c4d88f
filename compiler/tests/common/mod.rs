//! What the integration tests share: a small serialized graph.

/// `x * y + x` on f32[2,3], named `name` (different names give different graphs).
pub fn graph(name: &str) -> String {
    graph_with(name, "add")
}

/// [`graph`] with `op` (`add`, `sub`, ...) as its last op: another program.
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
