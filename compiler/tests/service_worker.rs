//! `serve` compiles in worker processes: a program that crashes the compiler (here: regions
//! nested 1000 deep, which overflow MLIR's stack and abort) kills its worker, not the server.
//! The workers are this crate's `torchtpu-compiler compile-worker`.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use torchtpu_compiler::cache::DiskConfig;
use torchtpu_compiler::driver::{Session, SessionConfig};
use torchtpu_compiler::driver::CompileConfig;
use torchtpu_compiler::server::{serve, Compiles, ServeOptions};
use torchtpu_compiler::service::client::request_at;
use torchtpu_compiler::service::protocol::Request;

mod common;
use common::{graph, run};

fn no_disk() -> DiskConfig {
    DiskConfig { dir: None, max_bytes: 0, problem: None, key_file: None }
}

fn stat(s: &Session, name: &str) -> u64 {
    s.stats.snapshot().into_iter().find(|(k, _)| *k == name).map(|(_, v)| v).unwrap()
}

fn workers() -> Compiles {
    Compiles::Workers { command: vec![env!("CARGO_BIN_EXE_torchtpu-compiler").into(), "compile-worker".into()], max: 2 }
}

/// Starts a server with `compiles`; returns its socket and how long it took to be ready.
fn start(tag: &str, compiles: Compiles) -> (PathBuf, Duration) {
    let dir = std::env::temp_dir().join(format!("torchtpu-worker-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let socket = dir.join("s.sock");
    let mut opts = ServeOptions::new(socket.clone());
    opts.config = SessionConfig::local(&no_disk());
    opts.compiles = compiles;
    let (tx, rx) = mpsc::channel();
    let t0 = Instant::now();
    std::thread::spawn(move || {
        let r = serve(opts, |_| tx.send(()).unwrap());
        panic!("serve returned: {r:?}");
    });
    rx.recv_timeout(Duration::from_secs(120)).expect("the server started");
    (socket, t0.elapsed())
}

/// `x + c` on f32[2]; `nest` wraps it in that many nested `stablehlo.case` regions.
fn program(c: u32, nest: usize) -> String {
    let mut body = format!(
        "%k = stablehlo.constant dense<{c}.0> : tensor<2xf32>\n%s = stablehlo.add %a, %k : tensor<2xf32>\nstablehlo.return %s : tensor<2xf32>"
    );
    for _ in 0..nest {
        body = format!("%r = \"stablehlo.case\"(%i) ({{\n{body}\n}}) : (tensor<i32>) -> tensor<2xf32>\nstablehlo.return %r : tensor<2xf32>");
    }
    let (body, ret) = body.rsplit_once("stablehlo.return").unwrap();
    format!("module {{\n  func.func @main(%a: tensor<2xf32>, %i: tensor<i32>) -> tensor<2xf32> {{\n{body}\nreturn{ret}\n  }}\n}}\n")
}

fn compile_request(s: &Session, stablehlo: &str) -> Request {
    Request::Compile {
        graph: "g".into(),
        graph_hash: "h".into(),
        num_outputs: 1,
        components: Box::new(s.components_for(stablehlo, "")),
    }
}

#[test]
fn a_program_that_crashes_the_compiler_kills_a_worker_not_the_server() {
    let (socket, _) = start("crash", workers());
    let local = Session::with_config(None, &SessionConfig::local(&no_disk())).unwrap();
    let deep = program(1, 1000);
    let t = Duration::from_secs(120);
    let e = request_at(&socket, &compile_request(&local, &deep), deep.as_bytes(), t).unwrap_err();
    assert!(e.contains("CompileFailed") && e.contains("worker died") && e.contains("signal"), "{e}");
    // The server goes on: a client gets a correct executable from it (a new worker compiles it).
    let c = Session::with_config(None, &SessionConfig { service: Some(socket.clone()), ..SessionConfig::local(&no_disk()) })
        .unwrap();
    let g = c.compile(&graph("after_crash"), &CompileConfig::default()).unwrap();
    run(&g);
    assert_eq!((stat(&c, "compiles"), stat(&c, "service_hits"), stat(&c, "service_fallbacks")), (0, 1, 0));
    let (reply, _) = request_at(&socket, &Request::Stats, b"", t).unwrap();
    let stats = reply.stats.unwrap();
    assert_eq!(stats["compiles"], 1, "{stats:?}");
    // XLA's own refusal of a program is an ordinary error reply from a live worker.
    let bad = "module { func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> { %c = stablehlo.custom_call @no_such_target(%a) : (tensor<2xf32>) -> tensor<2xf32>\n return %c : tensor<2xf32> } }";
    let e = request_at(&socket, &compile_request(&local, bad), bad.as_bytes(), t).unwrap_err();
    assert!(e.contains("CompileFailed") && !e.contains("worker died"), "{e}");
}

/// The cost of compiling in a worker: startup (once per worker) and per compile, against
/// compiling in the server's process. Prints; asserts nothing about times. Run with
/// `cargo test --release -p torchtpu-compiler --test service_worker -- --ignored --nocapture`.
#[test]
#[ignore]
fn measure_worker_overhead() {
    let local = Session::with_config(None, &SessionConfig::local(&no_disk())).unwrap();
    let n = 20;
    let mut report = Vec::new();
    for (name, compiles, base) in [("in-process", Compiles::InProcess, 0), ("workers", workers(), 1000), ("in-process", Compiles::InProcess, 2000), ("workers", workers(), 3000)] {
        let (socket, ready) = start(&format!("measure-{base}"), compiles);
        let mut times = Vec::new();
        for i in 0..n {
            let p = program(base + i, 0);
            let t0 = Instant::now();
            request_at(&socket, &compile_request(&local, &p), p.as_bytes(), Duration::from_secs(120)).unwrap();
            times.push(t0.elapsed().as_secs_f64() * 1e3);
        }
        times.sort_by(f64::total_cmp);
        report.push(format!(
            "{name:>10}: ready in {:.0} ms; per compile: median {:.2} ms, min {:.2} ms, max {:.2} ms (n={n})",
            ready.as_secs_f64() * 1e3,
            times[n as usize / 2],
            times[0],
            times[n as usize - 1]
        ));
    }
    for l in report {
        println!("{l}");
    }
}

/// `x + 1 + 2 + ... + n` on f32[64], one op per step: long for XLA to compile.
fn long_program(n: u32) -> String {
    let mut body = String::new();
    let mut prev = "%a".to_string();
    for i in 0..n {
        body += &format!("%k{i} = stablehlo.constant dense<{i}.5> : tensor<64xf32>\n%s{i} = stablehlo.multiply {prev}, %k{i} : tensor<64xf32>\n");
        prev = format!("%s{i}");
    }
    format!("module {{\n  func.func @main(%a: tensor<64xf32>) -> tensor<64xf32> {{\n{body}return {prev} : tensor<64xf32>\n  }}\n}}\n")
}

#[test]
fn a_compile_past_the_deadline_has_its_worker_killed() {
    let dir = std::env::temp_dir().join(format!("torchtpu-worker-deadline-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let socket = dir.join("s.sock");
    let mut opts = ServeOptions::new(socket.clone());
    opts.config = SessionConfig::local(&no_disk());
    opts.compiles = workers();
    opts.wait_timeout = Duration::from_millis(300);
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let r = serve(opts, |_| tx.send(()).unwrap());
        panic!("serve returned: {r:?}");
    });
    rx.recv_timeout(Duration::from_secs(120)).expect("the server started");
    let local = Session::with_config(None, &SessionConfig::local(&no_disk())).unwrap();
    // 20000 dependent ops: seconds of XLA time (3.7 s measured here), far past 300 ms.
    let p = long_program(20000);
    let t0 = Instant::now();
    let e = request_at(&socket, &compile_request_of(&local, &p), p.as_bytes(), Duration::from_secs(60)).unwrap_err();
    let took = t0.elapsed();
    assert!(e.contains("took longer than 300 ms") && e.contains("killed"), "{e}");
    assert!(took < Duration::from_secs(3), "the worker was killed at the deadline: {took:?}");
    // The server goes on with a new worker.
    let c = Session::with_config(None, &SessionConfig { service: Some(socket), ..SessionConfig::local(&no_disk()) }).unwrap();
    run(&c.compile(&graph("after_deadline"), &CompileConfig::default()).unwrap());
    assert_eq!((stat(&c, "service_hits"), stat(&c, "service_fallbacks")), (1, 0));
    let _ = std::fs::remove_dir_all(&dir);
}

fn compile_request_of(s: &Session, stablehlo: &str) -> Request {
    Request::Compile { graph: "long".into(), graph_hash: "h".into(), num_outputs: 1, components: Box::new(s.components_for(stablehlo, "")) }
}
