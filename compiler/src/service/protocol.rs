//! The compile service's wire format (`docs/service.md`): length-prefixed frames, each with the
//! protocol version, a JSON header and a binary body.
//!
//! ```text
//! offset size
//!      0    4  magic "TTPS"
//!      4    4  protocol version, u32 little-endian (PROTOCOL_VERSION)
//!      8    4  header length H, u32 LE (at most MAX_HEADER)
//!     12    8  body length B, u64 LE (at most the reader's limit)
//!     20    H  header: one JSON object (a Request or a Reply)
//!   20+H    B  body: the StableHLO text (compile request) or the serialized executable (reply)
//! ```
//!
//! Both limits are checked on the 20-byte preamble, before anything else is read, so an
//! oversized frame costs the reader 20 bytes.

use std::io::{Read, Write};

use serde::{Deserialize, Serialize};

use crate::cache::KeyComponents;

pub const MAGIC: [u8; 4] = *b"TTPS";
/// Bumped on any change to the preamble or to the meaning of a header field.
pub const PROTOCOL_VERSION: u32 = 1;
pub const PREAMBLE: usize = 20;
/// The largest JSON header accepted (requests and replies).
pub const MAX_HEADER: u32 = 64 * 1024;
/// The default largest request body (StableHLO text) the server accepts: 256 MiB.
pub const DEFAULT_MAX_REQUEST: u64 = 256 << 20;
/// The largest reply body (a serialized executable) the client accepts: 4 GiB.
pub const MAX_REPLY: u64 = 4 << 30;

/// A request's header.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case")]
pub enum Request {
    /// Compile the StableHLO in the body (or find it in the server's cache).
    Compile {
        /// The graph's name and blake3 of the serialized graph (stored in cache entries).
        graph: String,
        graph_hash: String,
        /// The number of results the lowering expects.
        num_outputs: u64,
        /// The key's components as the client computed them; the server refuses the request
        /// when its own differ (another plugin, device, compiler version, `XLA_FLAGS`, ...).
        components: Box<KeyComponents>,
    },
    /// The server's counters.
    Stats,
    /// Answered with `ok` and nothing else.
    Ping,
}

/// Why a request failed; `docs/service.md` lists them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// Not a frame of this protocol (bad magic, bad JSON, an unknown op).
    BadRequest,
    /// Another protocol version.
    Version,
    /// Over the header or body limit.
    TooLarge,
    /// The client's key components differ from the server's.
    TargetMismatch,
    /// XLA refused the program, or the executable could not be serialized.
    CompileFailed,
    /// Too many connections at once, in all or from one process.
    Busy,
    /// The client runs as another user than the server.
    Forbidden,
    Internal,
}

/// A reply's header.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    pub ok: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_kind: Option<ErrorKind>,
    /// For a compile: the key (hex) and where the server found the executable: `memory`,
    /// `disk`, `remote`, `compiled`, or `shared` (another request compiled it meanwhile).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// For `stats`: counter name → value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stats: Option<serde_json::Map<String, serde_json::Value>>,
    /// The server's protocol version (every reply carries it in the preamble too).
    pub server_version: String,
}

impl Reply {
    pub fn ok() -> Reply {
        Reply {
            ok: true,
            error: None,
            error_kind: None,
            key: None,
            source: None,
            stats: None,
            server_version: crate::COMPILER_VERSION.to_string(),
        }
    }

    pub fn error(kind: ErrorKind, msg: impl Into<String>) -> Reply {
        Reply { ok: false, error: Some(msg.into()), error_kind: Some(kind), ..Reply::ok() }
    }
}

/// Why a frame could not be read.
#[derive(Debug, thiserror::Error)]
pub enum FrameError {
    /// The stream ended before a preamble started: the peer is done.
    #[error("connection closed")]
    Closed,
    #[error("{0}")]
    Io(#[from] std::io::Error),
    #[error("not a torchtpu compile-service frame (bad magic {0:02x?})")]
    BadMagic([u8; 4]),
    #[error("protocol version {found}; this side speaks version {PROTOCOL_VERSION}")]
    Version { found: u32 },
    #[error("{what} of {found} bytes is over the limit of {limit} bytes")]
    TooLarge { what: &'static str, found: u64, limit: u64 },
    #[error("malformed header: {0}")]
    Header(String),
}

impl FrameError {
    /// The reply that tells the peer.
    pub fn kind(&self) -> ErrorKind {
        match self {
            FrameError::Version { .. } => ErrorKind::Version,
            FrameError::TooLarge { .. } => ErrorKind::TooLarge,
            FrameError::Io(_) | FrameError::Closed => ErrorKind::Internal,
            FrameError::BadMagic(_) | FrameError::Header(_) => ErrorKind::BadRequest,
        }
    }
}

/// Writes one frame.
pub fn write_frame(w: &mut impl Write, header: &impl Serialize, body: &[u8]) -> std::io::Result<()> {
    let json = serde_json::to_vec(header).map_err(std::io::Error::other)?;
    let mut pre = Vec::with_capacity(PREAMBLE + json.len());
    pre.extend_from_slice(&MAGIC);
    pre.extend_from_slice(&PROTOCOL_VERSION.to_le_bytes());
    pre.extend_from_slice(&(json.len() as u32).to_le_bytes());
    pre.extend_from_slice(&(body.len() as u64).to_le_bytes());
    pre.extend_from_slice(&json);
    w.write_all(&pre)?;
    w.write_all(body)?;
    w.flush()
}

/// The preamble's lengths, after the magic, version and limits were checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Preamble {
    pub header_len: u32,
    pub body_len: u64,
}

/// Reads and checks a preamble. `Closed` when the stream ends cleanly before it.
pub fn read_preamble(r: &mut impl Read, max_body: u64) -> Result<Preamble, FrameError> {
    let mut pre = [0u8; PREAMBLE];
    let mut got = 0;
    while got < PREAMBLE {
        match r.read(&mut pre[got..]) {
            Ok(0) if got == 0 => return Err(FrameError::Closed),
            Ok(0) => {
                return Err(FrameError::Io(std::io::Error::new(
                    std::io::ErrorKind::UnexpectedEof,
                    format!("the stream ended after {got} of the preamble's {PREAMBLE} bytes"),
                )))
            }
            Ok(n) => got += n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(FrameError::Io(e)),
        }
    }
    let magic: [u8; 4] = pre[0..4].try_into().expect("4 bytes");
    if magic != MAGIC {
        return Err(FrameError::BadMagic(magic));
    }
    let version = u32::from_le_bytes(pre[4..8].try_into().expect("4 bytes"));
    if version != PROTOCOL_VERSION {
        return Err(FrameError::Version { found: version });
    }
    let header_len = u32::from_le_bytes(pre[8..12].try_into().expect("4 bytes"));
    let body_len = u64::from_le_bytes(pre[12..20].try_into().expect("8 bytes"));
    if header_len > MAX_HEADER {
        return Err(FrameError::TooLarge { what: "a header", found: header_len as u64, limit: MAX_HEADER as u64 });
    }
    if body_len > max_body {
        return Err(FrameError::TooLarge { what: "a body", found: body_len, limit: max_body });
    }
    Ok(Preamble { header_len, body_len })
}

/// Reads one whole frame: the preamble (checked against `max_body`), the header as `H`, and the body.
pub fn read_frame<H: for<'de> Deserialize<'de>>(r: &mut impl Read, max_body: u64) -> Result<(H, Vec<u8>), FrameError> {
    let p = read_preamble(r, max_body)?;
    let mut json = vec![0u8; p.header_len as usize];
    r.read_exact(&mut json)?;
    let header = serde_json::from_slice(&json).map_err(|e| FrameError::Header(e.to_string()))?;
    let mut body = Vec::new();
    let n = r.take(p.body_len).read_to_end(&mut body)?;
    if (n as u64) < p.body_len {
        return Err(FrameError::Io(std::io::Error::new(
            std::io::ErrorKind::UnexpectedEof,
            format!("the stream ended after {n} of the body's {} bytes", p.body_len),
        )));
    }
    Ok((header, body))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cache::key::sample_components;

    fn compile_request() -> Request {
        Request::Compile { graph: "g".into(), graph_hash: "h".into(), num_outputs: 2, components: Box::new(sample_components()) }
    }

    fn frame(header: &impl Serialize, body: &[u8]) -> Vec<u8> {
        let mut v = Vec::new();
        write_frame(&mut v, header, body).unwrap();
        v
    }

    #[test]
    fn round_trip() {
        let bytes = frame(&compile_request(), b"module {}");
        let (r, body): (Request, Vec<u8>) = read_frame(&mut bytes.as_slice(), 1 << 20).unwrap();
        assert_eq!(r, compile_request());
        assert_eq!(body, b"module {}");
        let mut reply = Reply::ok();
        reply.source = Some("disk".into());
        let bytes = frame(&reply, &[0, 1, 2, 255]);
        let (back, body): (Reply, Vec<u8>) = read_frame(&mut bytes.as_slice(), MAX_REPLY).unwrap();
        assert_eq!((back, body), (reply, vec![0, 1, 2, 255]));
    }

    #[test]
    fn two_frames_in_one_stream() {
        let mut bytes = frame(&Request::Ping, b"");
        bytes.extend(frame(&Request::Stats, b"x"));
        let mut r = bytes.as_slice();
        assert_eq!(read_frame::<Request>(&mut r, 10).unwrap().0, Request::Ping);
        assert_eq!(read_frame::<Request>(&mut r, 10).unwrap(), (Request::Stats, b"x".to_vec()));
        assert!(matches!(read_frame::<Request>(&mut r, 10), Err(FrameError::Closed)));
    }

    #[test]
    fn oversized_body_is_refused_from_the_preamble_alone() {
        let mut pre = MAGIC.to_vec();
        pre.extend(PROTOCOL_VERSION.to_le_bytes());
        pre.extend(2u32.to_le_bytes());
        pre.extend((1u64 << 40).to_le_bytes());
        // Nothing follows the preamble: the limit is checked before any of it would be read.
        let e = read_frame::<Request>(&mut pre.as_slice(), DEFAULT_MAX_REQUEST).unwrap_err();
        assert!(matches!(e, FrameError::TooLarge { what: "a body", found, .. } if found == 1 << 40), "{e}");
        assert_eq!(e.kind(), ErrorKind::TooLarge);
    }

    #[test]
    fn oversized_header_is_refused() {
        let mut pre = MAGIC.to_vec();
        pre.extend(PROTOCOL_VERSION.to_le_bytes());
        pre.extend((MAX_HEADER + 1).to_le_bytes());
        pre.extend(0u64.to_le_bytes());
        let e = read_frame::<Request>(&mut pre.as_slice(), 10).unwrap_err();
        assert!(matches!(e, FrameError::TooLarge { what: "a header", .. }), "{e}");
    }

    #[test]
    fn body_limit_is_inclusive() {
        let bytes = frame(&Request::Ping, &[7; 10]);
        assert!(read_frame::<Request>(&mut bytes.as_slice(), 10).is_ok());
        assert!(matches!(read_frame::<Request>(&mut bytes.as_slice(), 9), Err(FrameError::TooLarge { .. })));
    }

    #[test]
    fn wrong_version_and_garbage() {
        let mut bytes = frame(&Request::Ping, b"");
        bytes[4] = 9;
        let e = read_frame::<Request>(&mut bytes.as_slice(), 10).unwrap_err();
        assert!(matches!(e, FrameError::Version { found: 9 }));
        assert_eq!(e.kind(), ErrorKind::Version);
        let garbage = b"GET / HTTP/1.1\r\nHost: x\r\n\r\n";
        let e = read_frame::<Request>(&mut garbage.as_slice(), 10).unwrap_err();
        assert!(matches!(e, FrameError::BadMagic(m) if &m == b"GET "), "{e}");
        assert_eq!(e.kind(), ErrorKind::BadRequest);
    }

    #[test]
    fn bad_json_and_unknown_op() {
        for json in [&b"{not json"[..], br#"{"op":"format_disk"}"#, br#"{"op":"compile"}"#] {
            let mut bytes = MAGIC.to_vec();
            bytes.extend(PROTOCOL_VERSION.to_le_bytes());
            bytes.extend((json.len() as u32).to_le_bytes());
            bytes.extend(0u64.to_le_bytes());
            bytes.extend(json);
            let e = read_frame::<Request>(&mut bytes.as_slice(), 10).unwrap_err();
            assert!(matches!(e, FrameError::Header(_)), "{e}");
        }
    }

    #[test]
    fn truncated_frames() {
        let bytes = frame(&compile_request(), b"module {}");
        for cut in 1..bytes.len() {
            let e = read_frame::<Request>(&mut &bytes[..cut], 1 << 20).unwrap_err();
            assert!(matches!(e, FrameError::Io(_)), "cut at {cut}: {e}");
        }
        assert!(matches!(read_frame::<Request>(&mut &bytes[..0], 1 << 20), Err(FrameError::Closed)));
    }
}
