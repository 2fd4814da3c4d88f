//! The compile service through `driver::Session`: a server thread, client sessions with
//! `SessionConfig::service` set. The Python tests (lowering_tests/python/test_service.py) cover
//! separate processes, a server killed mid-compile and malformed requests.

use std::path::PathBuf;
use std::sync::mpsc;
use std::time::Duration;

use torchtpu_compiler::cache::DiskConfig;
use torchtpu_compiler::driver::{Session, SessionConfig};
use torchtpu_compiler::driver::CompileConfig;
use torchtpu_compiler::service::client::request_at;
use torchtpu_compiler::service::protocol::Request;
use torchtpu_compiler::server::{serve, ServeOptions};

mod common;
use common::{graph, graph_with, run};


fn stat(s: &Session, name: &str) -> u64 {
    s.stats.snapshot().into_iter().find(|(k, _)| *k == name).map(|(_, v)| v).unwrap()
}

fn no_disk() -> DiskConfig {
    DiskConfig { dir: None, max_bytes: 0, problem: None, key_file: None }
}

fn client(socket: PathBuf) -> Session {
    Session::with_config(None, &SessionConfig { service: Some(socket), ..SessionConfig::local(&no_disk()) }).unwrap()
}

#[test]
fn clients_get_executables_from_the_server_which_compiles_once() {
    let dir = std::env::temp_dir().join(format!("torchtpu-service-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let socket = dir.join("s.sock");
    let mut opts = ServeOptions::new(socket.clone());
    opts.config = SessionConfig::local(&no_disk());
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let r = serve(opts, |_| tx.send(()).unwrap());
        panic!("serve returned: {r:?}");
    });
    rx.recv_timeout(Duration::from_secs(60)).expect("the server started");

    let opts = CompileConfig::default();
    for i in 0..2 {
        let c = client(socket.clone());
        let g = c.compile(&graph("g"), &opts).unwrap();
        run(&g);
        assert_eq!(g.source.is_hit(), i > 0, "the first client's graph was compiled by the server");
        assert_eq!((stat(&c, "compiles"), stat(&c, "service_hits"), stat(&c, "service_fallbacks")), (0, 1, 0));
        // The second compile in the same client comes from its memory.
        c.compile(&graph("g"), &opts).unwrap();
        assert_eq!(stat(&c, "service_requests"), 1);
    }
    let (reply, _) = request_at(&socket, &Request::Stats, b"", Duration::from_secs(10)).unwrap();
    let stats = reply.stats.unwrap();
    assert_eq!(stats["compiles"], 1, "{stats:?}");
    assert_eq!(stats["served_from_memory"], 1, "{stats:?}");

    // Nobody at this socket: one fallback, compiled here, correct.
    let c = client(dir.join("missing.sock"));
    let g = c.compile(&graph("h"), &opts).unwrap();
    run(&g);
    c.compile(&graph_with("h", "sub"), &opts).unwrap();
    assert_eq!((stat(&c, "compiles"), stat(&c, "service_requests"), stat(&c, "service_fallbacks")), (2, 1, 1));
    assert!(!c.service().unwrap().is_on(), "off after the failure");
    let _ = std::fs::remove_dir_all(&dir);
}
