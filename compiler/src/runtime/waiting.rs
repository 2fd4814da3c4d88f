//! How torchtpu's threads wait for each other on the CPU plugin: a kernel's poster for its body,
//! the caller for a body or for its program, the caller's parked OpenMP workers for the end of
//! the park (runtime/kernel_host.rs, and the plugin's event waits).
//!
//! Each hand-off is short (a kernel body, a fusion between two kernels), and a futex wake-up costs
//! tens of microseconds on these VMs, so a waiter first polls, then sleeps. How it polls depends
//! on who else wants the cores:
//!
//! - **Only this process's threads** (the usual case): it polls for up to the caller's limit
//!   (1 ms for a kernel poster, 4 ms for the thread serving bodies and its parked OpenMP
//!   workers), yielding its core at every turn. The threads a yield hands the
//!   core to are XLA's workers and the kernel's OpenMP threads, which need it; a poll that spins
//!   instead takes a core from them (BERT's training step, forward and backward, on a 2-core
//!   machine: 18.3 ms yielding against 24.9 ms spinning 50 µs before sleeping).
//! - **Other processes busy too** (a DataLoader's workers, another job): a yield hands the core
//!   to the other process for a whole time slice, milliseconds, on every turn, and each hand-off
//!   then takes a slice. With one busy process beside it, BERT's training step took 354 ms
//!   against eager's 41 ms. So then a waiter spins for [`CONTENDED_SPIN`] without yielding and
//!   sleeps: a woken sleeper is scheduled at once (the scheduler favours it over a thread that
//!   has been running), so the hand-off costs a wake-up, not a slice (48 ms). The kernel host
//!   then hands no bodies over at all: each runs on the XLA worker that called its handler, with
//!   one thread (runtime/kernel_host.rs; 31 ms, eager 39, Inductor 30).
//!
//! Which case holds is sampled at most every [`WINDOW`] from the machine's CPU time
//! (`/proc/stat`) less this process's own (`/proc/self/stat`): other processes using more than
//! [`BUSY_CORES`] of a core on average. A window of more than [`STALE`] (no wait meanwhile) is
//! not judged: a new one starts and the last verdict holds. Where `/proc` cannot be read, waits always yield.
//! `TORCHTPU_WAIT=yield` or `spin` fixes the mode (read once per process); `auto` (the
//! default) samples. `torchtpu.stats()` counts the samples (`cpu_samples`) and those that found
//! other processes busy (`cpu_samples_others_busy`). docs/performance.md has the measurements.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// How long a waiter spins, without yielding, before it sleeps while other processes are busy.
pub(crate) const CONTENDED_SPIN: Duration = Duration::from_micros(10);

/// How often the machine's CPU use is sampled, at most.
const WINDOW: Duration = Duration::from_millis(200);

/// A window longer than this (no wait asked for a sample meanwhile: a compile, an eager phase,
/// the gap between steps) is not judged: it says what the machine did then, not now. Inductor's
/// compile in the same benchmark process ran its C++ compilers in other processes, and the first
/// window after it made torchtpu's next 200 ms run every kernel body on one thread (BERT
/// inference 5.5-6 ms a step against 3.3-3.5 ms after it; docs/performance.md, thirty-fourth
/// session). Such a window starts a new one and keeps the last verdict.
const STALE: Duration = Duration::from_secs(1);

/// Other processes using more than this many cores on average make waits spin briefly and sleep
/// rather than yield; less than [`CALM_CORES`] makes them yield again.
const BUSY_CORES: f64 = 0.3;
const CALM_CORES: f64 = 0.15;

/// The mode `TORCHTPU_WAIT` asks for.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// Sample the machine (the default).
    Auto,
    /// As on a machine to itself: poll yielding, bodies handed to the caller.
    Yield,
    /// As beside busy processes: spin briefly, then sleep; bodies run where they are posted.
    Spin,
}

impl Mode {
    /// Parses a `TORCHTPU_WAIT` value; `None` for anything else.
    pub fn parse(v: &str) -> Option<Mode> {
        match v.trim().to_ascii_lowercase().as_str() {
            "" | "auto" => Some(Mode::Auto),
            "yield" => Some(Mode::Yield),
            "spin" => Some(Mode::Spin),
            _ => None,
        }
    }
}

/// A mode fixed by a test of this crate, over `TORCHTPU_WAIT` (0: none; else `Mode as u8 + 1`).
#[cfg(test)]
static TEST_MODE: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Fixes the mode for this test process (tests whose threads must hand bodies to each other).
#[cfg(test)]
pub(crate) fn fix_mode_for_tests(m: Mode) {
    TEST_MODE.store(m as u8 + 1, Ordering::SeqCst);
}

fn mode() -> Mode {
    #[cfg(test)]
    match TEST_MODE.load(Ordering::SeqCst) {
        1 => return Mode::Auto,
        2 => return Mode::Yield,
        3 => return Mode::Spin,
        _ => {}
    }
    static MODE: OnceLock<Mode> = OnceLock::new();
    // An unknown value is refused with a warning by the Python side's config check; here it
    // falls back to the default.
    *MODE.get_or_init(|| std::env::var("TORCHTPU_WAIT").ok().and_then(|v| Mode::parse(&v)).unwrap_or(Mode::Auto))
}

/// CPU time in clock ticks: the machine's busy time (all CPUs) and this process's.
#[derive(Clone, Copy)]
struct Ticks {
    machine_busy: u64,
    process: u64,
}

/// The machine's busy ticks from the first line of `/proc/stat` (`cpu user nice system idle
/// iowait irq softirq steal ...`): user, nice, system, irq and softirq (not idle, iowait or
/// steal, which is time the hypervisor gave to others while this machine waited).
fn machine_busy(stat: &str) -> Option<u64> {
    let line = stat.lines().next()?;
    let mut f = line.split_ascii_whitespace();
    if f.next()? != "cpu" {
        return None;
    }
    let v: Vec<u64> = f.map(|x| x.parse().ok()).collect::<Option<Vec<u64>>>()?;
    let at = |i: usize| v.get(i).copied();
    Some(at(0)? + at(1)? + at(2)? + at(5)? + at(6)?)
}

/// This process's user + system ticks from `/proc/self/stat` (fields 14 and 15, counted after
/// the command name's closing parenthesis, which may itself hold spaces).
fn process_ticks(stat: &str) -> Option<u64> {
    let rest = &stat[stat.rfind(')')? + 1..];
    let f: Vec<&str> = rest.split_ascii_whitespace().collect();
    // `rest` starts at field 3 (state): utime is field 14, stime 15.
    Some(f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?)
}

fn read_ticks() -> Option<Ticks> {
    let machine = std::fs::read_to_string("/proc/stat").ok()?;
    let process = std::fs::read_to_string("/proc/self/stat").ok()?;
    Some(Ticks { machine_busy: machine_busy(&machine)?, process: process_ticks(&process)? })
}

/// Cores other processes used on average between two samples `secs` apart, at `hz` ticks a second.
fn others_cores(before: Ticks, after: Ticks, secs: f64, hz: f64) -> f64 {
    let machine = after.machine_busy.saturating_sub(before.machine_busy) as f64;
    let own = after.process.saturating_sub(before.process) as f64;
    ((machine - own).max(0.0) / hz) / secs.max(1e-3)
}

/// Whether a window from `then` to `now` is short enough to judge (see [`STALE`]).
fn judged(then: Instant, now: Instant) -> bool {
    now.duration_since(then) <= STALE
}

/// Whether other processes were busy in the last window: the hysteresis of [`BUSY_CORES`] and
/// [`CALM_CORES`] applied to `cores`, given the previous answer.
fn busy_after(was_busy: bool, cores: f64) -> bool {
    if was_busy {
        cores >= CALM_CORES
    } else {
        cores > BUSY_CORES
    }
}

struct Sampler {
    last: Option<(Instant, Ticks)>,
}

static SAMPLER: Mutex<Sampler> = Mutex::new(Sampler { last: None });
static OTHERS_BUSY: AtomicBool = AtomicBool::new(false);
/// Nanoseconds since [`epoch`] of the last sample (0: never), read without the lock.
static SAMPLED_AT: AtomicU64 = AtomicU64::new(0);

fn epoch() -> Instant {
    static E: OnceLock<Instant> = OnceLock::new();
    *E.get_or_init(Instant::now)
}

fn clock_ticks_per_second() -> f64 {
    static HZ: OnceLock<f64> = OnceLock::new();
    // SAFETY: sysconf only reads a system constant.
    *HZ.get_or_init(|| match unsafe { libc::sysconf(libc::_SC_CLK_TCK) } {
        n if n > 0 => n as f64,
        _ => 100.0,
    })
}

/// Whether other processes are busy on this machine now (sampled at most every [`WINDOW`]).
pub(crate) fn others_busy() -> bool {
    match mode() {
        Mode::Yield => return false,
        Mode::Spin => return true,
        Mode::Auto => {}
    }
    let now = Instant::now();
    let since = now.duration_since(epoch()).as_nanos() as u64;
    let at = SAMPLED_AT.load(Ordering::Relaxed);
    if at == 0 || since.saturating_sub(at) >= WINDOW.as_nanos() as u64 {
        // One thread samples; the others go on with the last answer.
        if let Ok(mut s) = SAMPLER.try_lock() {
            if let Some(ticks) = read_ticks() {
                if let Some((then, before)) = s.last.filter(|(then, _)| judged(*then, now)) {
                    let cores = others_cores(before, ticks, now.duration_since(then).as_secs_f64(), clock_ticks_per_second());
                    let busy = busy_after(OTHERS_BUSY.load(Ordering::Relaxed), cores);
                    OTHERS_BUSY.store(busy, Ordering::Relaxed);
                    let stats = &super::TRANSFER_STATS;
                    stats.cpu_samples.fetch_add(1, Ordering::Relaxed);
                    if busy {
                        stats.cpu_samples_others_busy.fetch_add(1, Ordering::Relaxed);
                    }
                }
                s.last = Some((now, ticks));
            }
            SAMPLED_AT.store(since.max(1), Ordering::Relaxed);
        }
    }
    OTHERS_BUSY.load(Ordering::Relaxed)
}

/// One turn of a polling loop: yields the core, or, while other processes are busy, spins a
/// little without yielding (see the module docs).
pub(crate) fn pause(others_busy: bool) {
    if others_busy {
        for _ in 0..64 {
            std::hint::spin_loop();
        }
    } else {
        std::thread::yield_now();
    }
}

/// Polls `done` for up to `limit` (or [`CONTENDED_SPIN`], while other processes are busy) and
/// returns whether it came true; the caller then sleeps until it does.
pub(crate) fn poll(limit: Duration, done: &dyn Fn() -> bool) -> bool {
    let busy = others_busy();
    let limit = if busy { limit.min(CONTENDED_SPIN) } else { limit };
    let start = Instant::now();
    loop {
        if done() {
            return true;
        }
        if start.elapsed() >= limit {
            return false;
        }
        pause(busy);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_machines_busy_ticks() {
        let stat = "cpu  100 5 50 1000 7 3 2 40 0 0\ncpu0 50 2 25 500 3 1 1 20 0 0\nintr 1\n";
        // user + nice + system + irq + softirq; idle, iowait and steal are not busy.
        assert_eq!(machine_busy(stat), Some(100 + 5 + 50 + 3 + 2));
        assert_eq!(machine_busy("intr 1\n"), None);
        assert_eq!(machine_busy("cpu 1 2\n"), None);
    }

    #[test]
    fn reads_this_processs_ticks_past_a_name_with_spaces() {
        let stat = "4242 (a (weird) name) S 1 4242 4242 0 -1 4194560 100 0 0 0 37 11 0 0 20 0 3 0 5 6 7";
        assert_eq!(process_ticks(stat), Some(37 + 11));
        assert_eq!(process_ticks("4242 (x) S 1"), None);
    }

    #[test]
    fn others_use_is_the_machines_less_this_processs() {
        let a = Ticks { machine_busy: 1000, process: 400 };
        // 0.2 s at 100 ticks a second: the machine was busy 30 ticks, this process 10.
        let b = Ticks { machine_busy: 1030, process: 410 };
        assert!((others_cores(a, b, 0.2, 100.0) - 1.0).abs() < 1e-9);
        // This process alone (its ticks can run ahead of the machine's by rounding): none.
        let c = Ticks { machine_busy: 1010, process: 415 };
        assert_eq!(others_cores(a, c, 0.2, 100.0), 0.0);
    }

    #[test]
    fn busy_and_calm_have_a_gap_between_them() {
        assert!(!busy_after(false, 0.2));
        assert!(busy_after(false, 0.5));
        assert!(busy_after(true, 0.2));
        assert!(!busy_after(true, 0.1));
    }

    #[test]
    fn a_window_past_a_long_gap_is_not_judged() {
        let t = Instant::now();
        assert!(judged(t, t + WINDOW));
        assert!(judged(t, t + STALE));
        // Other processes' CPU time over a window this long (an Inductor compile's C++
        // compilers, say) says nothing about now: a new window starts.
        assert!(!judged(t, t + STALE + Duration::from_millis(1)));
    }

    #[test]
    fn modes_parse() {
        assert_eq!(Mode::parse(""), Some(Mode::Auto));
        assert_eq!(Mode::parse("AUTO"), Some(Mode::Auto));
        assert_eq!(Mode::parse("yield"), Some(Mode::Yield));
        assert_eq!(Mode::parse(" spin "), Some(Mode::Spin));
        assert_eq!(Mode::parse("fast"), None);
    }

    #[test]
    fn a_poll_returns_when_its_condition_holds_or_its_time_is_up() {
        let start = Instant::now();
        assert!(poll(Duration::from_secs(5), &|| true));
        assert!(start.elapsed() < Duration::from_secs(1));
        assert!(!poll(Duration::from_micros(200), &|| false));
    }
}
