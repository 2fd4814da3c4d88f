//! Which thread runs torchtpu's CPU kernels: the thread that waits for the program, not XLA's.
//!
//! XLA runs a program (above about 1,000 flops) on its own worker threads, so a kernel handler is
//! called on one of them. The kernels (MKL's products, torch's convolutions, norms, softmax,
//! attention) are parallel through OpenMP, and GNU OpenMP gives every thread that starts a
//! parallel region its own team of worker threads, kept for the life of that thread. Once XLA's
//! two workers had each started a team, the process held more OpenMP threads than cores, and
//! libgomp then makes every idle team member sleep almost at once instead of spinning
//! ("throttled" spinning): each parallel region afterwards pays a futex wake-up per worker. That
//! slowed every OpenMP region in the process, torchtpu's kernels and the user's eager ops alike:
//! a GELU over 3 MB from 0.22 to 0.36 ms, BERT's eager training step from 13 to 30 ms in a
//! process that had run a torchtpu program (docs/performance.md).
//!
//! So a handler hands its body to a thread waiting for a program ([`Serving`], held by
//! [`Plugin::await_event`](super::plugin::Plugin)), which runs it with the OpenMP team it
//! already has (the user's thread, the one eager ops use) and hands the status back. The XLA
//! worker sleeps meanwhile and starts no team. Where no thread is waiting (a program launched
//! without waiting for it), the handler runs the body itself, as before.
//!
//! A program XLA runs inline (under 1,000 flops by its cost analysis, where each kernel call
//! counts as -1, so a program of little but kernels) runs inside the execute call on the caller,
//! and after a parallel fusion XLA goes on with it on a worker while the caller stays blocked in
//! that call. Its caller is therefore not counted as a server ([`Serving::start_if`]): kernels
//! called on the caller run in place, those reached on a worker run there, with an OpenMP team
//! of their own. Counting it made a strided depthwise convolution's training step hang within a
//! few dozen steps. Such a program with fusions is therefore compiled again off the inline path
//! (`emit::KEEP_OFF_INLINE`, `LoadedExecutable::leaves_kernels_to_workers`), so this case is left
//! to synchronous clients and programs of kernel calls alone. As a safety net
//! for any other launch that does not return (a program the flop count wrongly called
//! asynchronous, a launch waiting for the plugin's limit on programs in flight), a body posted
//! while every server is still inside its launch call waits at most [`LAUNCH_PATIENCE`], then
//! runs on its own thread.
//! `TORCHTPU_KERNELS_ON_CALLER=0` (read once per process) turns the hand-off off.
//!
//! While other processes are busy (runtime/waiting.rs), a body is not handed over either: each
//! hand-off to the caller and back waits for a core the other process holds. It runs on the
//! worker that posted it, flagged [`on_one_thread`], and the kernels then ask their libraries for
//! one thread, so that no OpenMP team starts on the worker. So does a small body (at most
//! [`SMALL_ELEMENTS`] elements in its operands and results) of a kernel whose results do not
//! depend on its thread count (products: `cpu_kernels::gemm::Split::Rows`), which takes less
//! on one thread than the two wake-ups of a hand-off, and every body of torchtpu's own
//! one-threaded code (row sums: `Split::OneThread`), which gains nothing from the caller's team.
//!
//! While it waits between bodies, the waiting thread parks its own OpenMP workers ([`park`]): it
//! enters a parallel region of its team in which every other member sleeps on a condition
//! variable, and leaves it when a body is posted or the program is done. libgomp's idle workers
//! otherwise spin for milliseconds after each region (300,000 pauses by default, which eager ops
//! want between their many short regions), and on a machine whose cores XLA's workers need for
//! the fusions between kernels, that spinning took a core from them (EfficientNet-B0's inference
//! step 202 ms with spinning workers, 164 ms with `GOMP_SPINCOUNT=3000`, docs/performance.md).
//!
//! Where a body is long, polling through it costs more than a wake-up: a poster that polls while
//! its body runs takes turns on the cores that the body's OpenMP threads need. Each call site
//! (what is called, on which shapes: `cpu_kernels::gemm::serve_frame`) remembers how long its
//! body took ([`BODY_TIMES`]); the poster of a body expected to take at least [`LONG_BODY`]
//! first sleeps for three quarters of that, woken early if the body ends, and polls from there
//! ([`nap_for`]), so the wake-up is off the critical path when the guess holds.
//! `TORCHTPU_NAPS=0` turns the naps off. (The same naps for the waiting thread through long
//! stretches of XLA's code between bodies were tried and not kept: docs/performance.md.)
//!
//! `torchtpu.stats()` counts the time in bodies (`kernel_body_ns`), what the hand-offs added
//! (`kernel_handoff_ns`: each poster's wait less its body's time; docs/performance.md, "Where
//! the kernel calls' time goes") and, of that, the time from posting a body to its start on the
//! waiting thread (`kernel_pickup_ns`).
//!
//! Bodies run one at a time per waiting thread, in the order posted; a body never waits for
//! another body, so no cycle of waits can form. A posted body that no waiting thread took when
//! the last one stopped waiting is taken back and run by its own thread.

use std::cell::Cell;
use std::collections::VecDeque;
use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, MutexGuard, OnceLock};
use std::time::{Duration, Instant};

/// How long a poster polls (yielding its core at each turn) before it sleeps: a futex wake-up
/// costs tens of microseconds on these VMs, several per kernel call, and a yielding thread leaves
/// its core to XLA's workers. While other processes are busy it spins briefly and sleeps instead
/// (runtime/waiting.rs): a yield would hand the core to the other process for a whole time slice.
/// The waiting thread and its parked workers poll longer: [`SERVER_POLL`].
const PARKED_POLL: Duration = Duration::from_micros(1000);

/// How long a waiting thread and its parked OpenMP workers poll, as a poster does, before they
/// sleep: longer than a poster, so that a body posted after a longer stretch of XLA's own code
/// still finds them awake (a futex wake on a VM core whose threads all sleep is slow). ViT-Tiny
/// training, alternating processes: from posting its 281 bodies to their start 32-35 ms a step with
/// every poll at 1 ms, 7-10 ms with every poll at 4 ms; with this one at 4 ms and posters at 1 ms
/// the step took 456-507 against 500-557 ms (docs/performance.md, thirtieth session).
const SERVER_POLL: Duration = Duration::from_micros(4000);

/// How long a posted body waits for a server while every server is still inside its launch
/// call before its poster runs it itself. An asynchronous launch returns in tens of
/// microseconds; one that does not (a program XLA runs inline that the flop count did not
/// predict, or a launch that waits for the plugin's limit on programs in flight) would otherwise
/// never serve, and the program would never finish.
const LAUNCH_PATIENCE: Duration = Duration::from_millis(20);

/// A handed-over body whose site took at least this long last time is waited for asleep for most
/// of its expected time ([`nap_for`]). A poster that polls through a long body takes turns on the
/// two cores with the body's own OpenMP threads (ViT-Tiny training on a 2-core machine: its 281
/// bodies a step average 1.5 ms, and a poster that slept at once made the step 8% faster, where
/// BERT's bodies of about 200 us were slower for the futex wake-up each: docs/performance.md,
/// twenty-ninth and thirty-fourth sessions). Waking by the clock shortly before the body should
/// end, and polling from there, keeps that wake-up off the critical path.
const LONG_BODY: Duration = Duration::from_micros(400);

/// How long a poster sleeps after posting a body expected to take `predicted` nanoseconds: three
/// quarters of it, less the timer's usual lateness (Linux's default slack, 50 us), when it is a
/// [`LONG_BODY`]; `None` (poll at once) otherwise or when `TORCHTPU_NAPS` is `0`/`off`.
fn nap_for(predicted: u64) -> Option<Duration> {
    static ON: OnceLock<bool> = OnceLock::new();
    let predicted = Duration::from_nanos(predicted);
    (predicted >= LONG_BODY && *ON.get_or_init(|| !matches!(std::env::var("TORCHTPU_NAPS").as_deref(), Ok("0") | Ok("off") | Ok("false"))))
        .then(|| (predicted * 3 / 4).saturating_sub(Duration::from_micros(50)))
}

/// Sleeps until `deadline` or until `done` holds (a finished body wakes the posters).
fn nap(deadline: Instant, done: &dyn Fn() -> bool) {
    let mut s = lock();
    while !done() {
        let now = Instant::now();
        if now >= deadline {
            return;
        }
        s = HOST.finished.wait_timeout(s, deadline - now).unwrap_or_else(|e| e.into_inner()).0;
    }
}

/// What each call site's body took last time, by site key (see [`run`]): a small
/// direct-mapped table, read and written without a lock. Two sites that share a slot only
/// displace each other's entry; a wrong guess costs a wake-up, never a result.
struct BodyTimes {
    keys: [AtomicU64; BODY_SLOTS],
    ns: [AtomicU64; BODY_SLOTS],
}

const BODY_SLOTS: usize = 1024;

static BODY_TIMES: BodyTimes = BodyTimes::new();

impl BodyTimes {
    const fn new() -> BodyTimes {
        BodyTimes { keys: [const { AtomicU64::new(0) }; BODY_SLOTS], ns: [const { AtomicU64::new(0) }; BODY_SLOTS] }
    }

    fn slot(site: u64) -> usize {
        (site ^ (site >> 29)) as usize % BODY_SLOTS
    }

    /// The body time last recorded for `site`, or 0 (not known).
    fn predict(&self, site: u64) -> u64 {
        if site == 0 {
            return 0;
        }
        let i = Self::slot(site);
        let ns = self.ns[i].load(Ordering::Relaxed);
        if self.keys[i].load(Ordering::Relaxed) == site {
            ns
        } else {
            0
        }
    }

    fn record(&self, site: u64, ns: u64) {
        if site == 0 {
            return;
        }
        let i = Self::slot(site);
        self.ns[i].store(ns, Ordering::Relaxed);
        self.keys[i].store(site, Ordering::Relaxed);
    }
}

/// A kernel body posted by a handler, on the handler's stack until it is done.
struct Job {
    body: *mut (dyn FnMut() + 'static),
    done: AtomicBool,
    /// How long the body took on the thread that ran it (set before `done`).
    body_ns: AtomicU64,
    /// When it was posted.
    posted: Instant,
}

/// A posted job, by address (it lives on its poster's stack until `done`).
#[derive(Clone, Copy, PartialEq, Eq)]
struct JobRef(*const Job);

// SAFETY: a job is only touched by its poster and by the one server that took it off the queue
// (under the lock), and the poster keeps it alive until it reads `done` or takes it back.
unsafe impl Send for JobRef {}

struct State {
    queue: VecDeque<JobRef>,
    servers: usize,
    /// Servers still inside the call that launches their program (see [`LAUNCH_PATIENCE`]).
    launching: usize,
}

struct Host {
    state: Mutex<State>,
    /// Servers sleep here: woken by a posted job or by [`wake_servers`].
    work: Condvar,
    /// Posters sleep here: woken by a finished job or by the last server leaving.
    finished: Condvar,
    /// Jobs posted and not yet taken (read without the lock while a server polls).
    pending: AtomicUsize,
}

static HOST: Host = Host {
    state: Mutex::new(State { queue: VecDeque::new(), servers: 0, launching: 0 }),
    work: Condvar::new(),
    finished: Condvar::new(),
    pending: AtomicUsize::new(0),
};

/// Whether a kernel library was loaded in this process (set by `load_blas` and `load_aten`).
static KERNELS_LOADED: AtomicBool = AtomicBool::new(false);

thread_local! {
    /// Whether this thread is serving now (a handler called on it runs its body in place).
    static SERVING: Cell<bool> = const { Cell::new(false) };
    /// Whether the body running on this thread must use one thread (see [`run`]).
    static ONE_THREAD: Cell<bool> = const { Cell::new(false) };
}

/// Whether the kernel body running on this thread must not start threads of its own: it runs on
/// the XLA worker that called its handler while other processes are busy ([`run`]). The kernels
/// then call their libraries with one thread (MKL's and OpenMP's per-thread counts), so that no
/// OpenMP team starts on an XLA worker.
pub(crate) fn on_one_thread() -> bool {
    ONE_THREAD.with(Cell::get)
}

fn lock() -> MutexGuard<'static, State> {
    // A poisoned lock only means a thread panicked while holding it; the state is a queue and a
    // count that every holder leaves consistent.
    HOST.state.lock().unwrap_or_else(|e| e.into_inner())
}

/// Says that a kernel library is loaded: from now on waiting threads serve kernel bodies. Finds
/// libgomp's entry points through `library` (torch's, or a library linked against it), for
/// [`park`].
pub(crate) fn kernels_loaded(library: &libloading::Library) {
    OMP.get_or_init(|| Omp::find(library));
    KERNELS_LOADED.store(true, Ordering::SeqCst);
}

/// GNU OpenMP's entry points (torch's libgomp, already loaded): the ABI call a `#pragma omp
/// parallel` compiles to, and two queries.
struct Omp {
    parallel: unsafe extern "C" fn(unsafe extern "C" fn(*mut c_void), *mut c_void, u32, u32),
    thread_num: unsafe extern "C" fn() -> i32,
    max_threads: unsafe extern "C" fn() -> i32,
}

impl Omp {
    fn find(library: &libloading::Library) -> Option<Omp> {
        // SAFETY: the symbols are libgomp's, with these C signatures (`GOMP_parallel` since GCC
        // 4.9); the library stays loaded for the life of the process (torch never unloads it).
        unsafe {
            Some(Omp {
                parallel: *library.get(b"GOMP_parallel\0").ok()?,
                thread_num: *library.get(b"omp_get_thread_num\0").ok()?,
                max_threads: *library.get(b"omp_get_max_threads\0").ok()?,
            })
        }
    }
}

/// libgomp, when a kernel library was loaded and it could be found through it.
static OMP: OnceLock<Option<Omp>> = OnceLock::new();

/// What the members of a parking region share.
struct Park<'a> {
    omp: &'a Omp,
    /// The leader's wait: returns when the region may end.
    wait: &'a dyn Fn(),
    released: Mutex<bool>,
    /// `released`, readable without the lock while a member polls.
    released_now: AtomicBool,
    wake: Condvar,
}

unsafe extern "C" fn park_member(data: *mut c_void) {
    // SAFETY: `data` is the `Park` that `park` passes, alive until the region ends.
    let p = unsafe { &*(data as *const Park) };
    // Never unwind into libgomp.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: called inside the region, on a member thread.
        if unsafe { (p.omp.thread_num)() } == 0 {
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(p.wait));
            p.release();
        } else {
            super::waiting::poll(SERVER_POLL, &|| p.released_now.load(Ordering::Acquire));
            let mut r = p.released.lock().unwrap_or_else(|e| e.into_inner());
            while !*r {
                r = p.wake.wait(r).unwrap_or_else(|e| e.into_inner());
            }
        }
    }));
}

impl Park<'_> {
    /// Lets the members go (they leave the region once the leader's wait returns too).
    fn release(&self) {
        self.released_now.store(true, Ordering::Release);
        *self.released.lock().unwrap_or_else(|e| e.into_inner()) = true;
        self.wake.notify_all();
    }
}

/// Runs `wait` on this thread while the other members of its OpenMP team sleep (see the module
/// docs); just runs `wait` when libgomp was not found or the team has one thread.
pub(crate) fn park(wait: &dyn Fn()) {
    let Some(Some(omp)) = OMP.get() else {
        return wait();
    };
    // SAFETY: a query of this thread's OpenMP settings.
    if unsafe { (omp.max_threads)() } <= 1 {
        return wait();
    }
    let p = Park { omp, wait, released: Mutex::new(false), released_now: AtomicBool::new(false), wake: Condvar::new() };
    // SAFETY: `park_member` has the outlined-region signature and never unwinds; `p` outlives
    // the region, which ends when every member has returned. 0 threads: the team's default size.
    unsafe { (omp.parallel)(park_member, &p as *const Park as *mut c_void, 0, 0) };
}

/// The most elements (all buffer operands and results together) of a kernel call whose body
/// runs on the XLA worker that reached it, on one thread, rather than being handed to the
/// waiting thread ([`run`]): 2^15, 128 KB of float32. A 3-layer 64-wide MLP at batch 64 (three
/// products of 12,288 elements) took 119-136 us per inference call against 190 us with every
/// body handed off, eager 69-87 us (docs/performance.md, "Blocks from 1 MiB, small kernel
/// calls, small weights"); at 128 wide (32,768 elements) the hand-off and one thread were level, and a larger
/// bound was not faster.
pub(crate) const SMALL_ELEMENTS: i64 = 1 << 15;

/// Whether threads that wait for a program should serve kernel bodies: a kernel library is
/// loaded and `TORCHTPU_KERNELS_ON_CALLER` is not `0`/`off`.
pub(crate) fn hosting() -> bool {
    static ON: OnceLock<bool> = OnceLock::new();
    KERNELS_LOADED.load(Ordering::Relaxed)
        && *ON.get_or_init(|| !matches!(std::env::var("TORCHTPU_KERNELS_ON_CALLER").as_deref(), Ok("0") | Ok("off") | Ok("false")))
}

/// Runs `body` on a thread that waits for a program, or here when none does, or here on one
/// thread when it is `small` or other processes are busy (see the module docs). Returns once
/// `body` has run. The calling worker polls for [`PARKED_POLL`], yielding its
/// core to the kernel's threads at each turn, then sleeps. `body` must not unwind (callers catch
/// panics inside it).
///
/// `site` is a key of what is called and on which shapes (0: not known). A handed-over body whose
/// site took at least [`LONG_BODY`] last time is waited for asleep for most of that time
/// ([`nap`]) instead of polled: a poster that polls takes turns on the cores the body's OpenMP
/// threads run on.
pub(crate) fn run(site: u64, small: bool, body: &mut dyn FnMut()) {
    let count = |c: &std::sync::atomic::AtomicU64| {
        c.fetch_add(1, Ordering::Relaxed);
    };
    let stats = &crate::runtime::TRANSFER_STATS;
    if SERVING.with(Cell::get) {
        count(&stats.kernels_on_caller);
        let _ = timed(body);
        return;
    }
    // A small body (see [`SMALL_ELEMENTS`]) takes less on one thread than the hand-off to the
    // caller and back (two wake-ups, 10-30 us each on these machines). While other processes
    // are busy, each hand-off would also wait for a core they hold (two per kernel; BERT's
    // training step 50 ms against eager's 39, and 177 ms in the suite's rotation). Either way
    // the body runs here, on one thread, so that this XLA worker starts no OpenMP team
    // (docs/performance.md).
    if small || super::waiting::others_busy() {
        count(&stats.kernels_on_workers);
        count(&stats.kernels_one_thread);
        if small {
            count(&stats.kernels_small);
        }
        let was = ONE_THREAD.with(|c| c.replace(true));
        let _ = timed(body);
        ONE_THREAD.with(|c| c.set(was));
        return;
    }
    // SAFETY: the job, and so `body`, is only used until `done` is set or the job is taken back,
    // and this function returns only after one of those: the lifetime is erased for the queue.
    let body: *mut (dyn FnMut() + 'static) = unsafe { std::mem::transmute::<*mut (dyn FnMut() + '_), *mut (dyn FnMut() + 'static)>(body) };
    let job = Job { body, done: AtomicBool::new(false), body_ns: AtomicU64::new(0), posted: Instant::now() };
    let me = JobRef(&job);
    {
        let mut s = lock();
        if s.servers == 0 {
            drop(s);
            count(&stats.kernels_on_workers);
            // SAFETY: `body` is the caller's live closure.
            let _ = timed(unsafe { &mut *body });
            return;
        }
        s.queue.push_back(me);
        HOST.pending.fetch_add(1, Ordering::SeqCst);
        HOST.work.notify_one();
    }
    let start = Instant::now();
    // What the hand-off added: the wait from posting to done, less the body's own time.
    let handed = || {
        let waited = start.elapsed().as_nanos() as u64;
        stats.kernel_handoff_ns.fetch_add(waited.saturating_sub(job.body_ns.load(Ordering::Acquire)), Ordering::Relaxed)
    };
    let done = || job.done.load(Ordering::Acquire);
    let finish = || {
        handed();
        BODY_TIMES.record(site, job.body_ns.load(Ordering::Acquire));
    };
    if let Some(nap_for) = nap_for(BODY_TIMES.predict(site)) {
        count(&stats.kernel_naps);
        nap(start + nap_for, &done);
    }
    if super::waiting::poll(PARKED_POLL, &done) {
        finish();
        return;
    }
    let mut s = lock();
    loop {
        if job.done.load(Ordering::Acquire) {
            drop(s);
            finish();
            return;
        }
        // Nobody will take it: no server, or only servers stuck in their launch for too long.
        let stuck = s.servers == s.launching && start.elapsed() >= LAUNCH_PATIENCE;
        if s.servers == 0 || stuck {
            if let Some(i) = s.queue.iter().position(|&j| j == me) {
                // Nobody took it and nobody will: run it here.
                s.queue.remove(i);
                HOST.pending.fetch_sub(1, Ordering::SeqCst);
                drop(s);
                count(&stats.kernels_on_workers);
                // SAFETY: as above.
                let _ = timed(unsafe { &mut *body });
                return;
            }
        }
        s = if s.servers == s.launching {
            // Look again when the patience runs out (a launch that returns does not notify).
            let left = LAUNCH_PATIENCE.saturating_sub(start.elapsed()).max(Duration::from_micros(100));
            HOST.finished.wait_timeout(s, left).unwrap_or_else(|e| e.into_inner()).0
        } else {
            HOST.finished.wait(s).unwrap_or_else(|e| e.into_inner())
        };
    }
}

/// Runs `body` here, adding its time to `kernel_body_ns`; returns that time in nanoseconds.
fn timed(body: &mut dyn FnMut()) -> u64 {
    let t = Instant::now();
    body();
    let ns = t.elapsed().as_nanos() as u64;
    crate::runtime::TRANSFER_STATS.kernel_body_ns.fetch_add(ns, Ordering::Relaxed);
    ns
}

/// Runs the bodies posted so far, when this thread is serving (a thread doing other work between
/// a launch and its wait calls this now and then, so posted kernels need not wait for it).
pub fn run_pending() {
    if SERVING.with(Cell::get) {
        while run_one() {}
    }
}

/// Takes one posted body off the queue and runs it here, if there is one; returns whether it ran
/// one.
fn run_one() -> bool {
    if HOST.pending.load(Ordering::Acquire) == 0 {
        return false;
    }
    let job = {
        let mut s = lock();
        match s.queue.pop_front() {
            Some(j) => {
                HOST.pending.fetch_sub(1, Ordering::SeqCst);
                j
            }
            None => return false,
        }
    };
    Serving::execute(job);
    true
}

/// Wakes every serving thread, so each checks whether what it waits for has happened (called
/// from the plugin's event callbacks).
pub(crate) fn wake_servers() {
    let _s = lock();
    HOST.work.notify_all();
}

/// This thread, serving kernel bodies while it waits for a program; stops when dropped.
pub(crate) struct Serving {
    was_serving: bool,
    /// Counted in `servers`: posters on other threads may hand it bodies.
    counted: bool,
    /// Counted in `launching` too, until [`launched`](Self::launched).
    launching: Cell<bool>,
}

impl Serving {
    /// Serves from now on, when `serves` (the plugin's [`serves_kernels`](super::plugin::Plugin)):
    /// held from before a program is launched until it has been awaited, so that a kernel posted
    /// at once finds this thread (it runs the bodies while it waits, in
    /// [`Plugin::await_event`](super::plugin::Plugin)).
    ///
    /// `inline`: the plugin runs the program inside the launch call
    /// ([`LoadedExecutable::runs_inline`](super::executable::LoadedExecutable::runs_inline)).
    /// Kernels called on this thread then run in place, but the thread is not counted as a
    /// server: XLA may go on with the program on its workers after a parallel fusion while this
    /// thread is blocked inside the launch, and a body posted to it would wait for ever. Such
    /// bodies run on the worker, or on another waiting thread.
    ///
    /// The thread counts as launching until [`launched`](Self::launched): a body posted while
    /// every server is launching waits at most [`LAUNCH_PATIENCE`] for one.
    pub(crate) fn start_if(serves: bool, inline: bool) -> Option<Serving> {
        serves.then(|| {
            if inline {
                Serving::in_place()
            } else {
                let was_serving = SERVING.with(|s| s.replace(true));
                let mut s = lock();
                s.servers += 1;
                s.launching += 1;
                Serving { was_serving, counted: true, launching: Cell::new(true) }
            }
        })
    }

    /// Serves from now on (a thread that waits for a program already launched).
    pub(crate) fn start() -> Serving {
        let was_serving = SERVING.with(|s| s.replace(true));
        lock().servers += 1;
        Serving { was_serving, counted: true, launching: Cell::new(false) }
    }

    /// Says that the launch call returned: from now on this thread will serve.
    pub(crate) fn launched(&self) {
        if self.launching.replace(false) {
            lock().launching -= 1;
        }
    }

    /// Runs bodies posted from this thread in place, without taking others' (see [`start_if`](Self::start_if)).
    fn in_place() -> Serving {
        Serving { was_serving: SERVING.with(|s| s.replace(true)), counted: false, launching: Cell::new(false) }
    }

    /// Runs one posted body, if there is one; returns whether it ran one.
    pub(crate) fn run_one(&self) -> bool {
        run_one()
    }

    /// Sleeps until a body is posted or `ready` holds (checked under the lock, so a
    /// [`wake_servers`] after `ready` became true is never missed); runs the bodies posted
    /// meanwhile. Returns when `ready` holds.
    ///
    /// It waits parked ([`park`]): polling for [`SERVER_POLL`] first, then asleep.
    pub(crate) fn serve_until(&self, ready: &dyn Fn() -> bool) {
        loop {
            while run_one() {}
            if ready() {
                return;
            }
            park(&|| {
                if super::waiting::poll(SERVER_POLL, &|| HOST.pending.load(Ordering::Acquire) > 0 || ready()) {
                    return;
                }
                let mut s = lock();
                while s.queue.is_empty() && !ready() {
                    s = HOST.work.wait(s).unwrap_or_else(|e| e.into_inner());
                }
            });
        }
    }

    fn execute(job: JobRef) {
        // SAFETY: the poster keeps the job alive until `done` is set, and only this thread took
        // it off the queue.
        crate::runtime::TRANSFER_STATS.kernels_on_caller.fetch_add(1, Ordering::Relaxed);
        unsafe {
            let j = &*job.0;
            let waited = j.posted.elapsed().as_nanos() as u64;
            crate::runtime::TRANSFER_STATS.kernel_pickup_ns.fetch_add(waited, Ordering::Relaxed);
            j.body_ns.store(timed(&mut *j.body), Ordering::Relaxed);
            j.done.store(true, Ordering::Release);
        }
        // The job may be gone now: only the lock and the condvar are touched.
        let _s = lock();
        HOST.finished.notify_all();
    }
}

impl Drop for Serving {
    fn drop(&mut self) {
        SERVING.with(|s| s.set(self.was_serving));
        if !self.counted {
            return;
        }
        let mut s = lock();
        s.servers -= 1;
        if self.launching.get() {
            s.launching -= 1;
        }
        if !s.queue.is_empty() {
            // Another server takes them, or, with none left, their posters take them back.
            HOST.work.notify_all();
            HOST.finished.notify_all();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    // The host is process-wide: these tests serialize on one lock.
    static SERIAL: Mutex<()> = Mutex::new(());

    #[test]
    fn a_body_with_no_server_runs_on_its_own_thread() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        let me = std::thread::current().id();
        let mut ran_on = None;
        run(0, false, &mut || ran_on = Some(std::thread::current().id()));
        assert_eq!(ran_on, Some(me));
    }

    #[test]
    fn bodies_run_on_the_serving_thread_until_it_stops() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        let stop = Arc::new(AtomicBool::new(false));
        let server_id = std::thread::current().id();
        let serving = Serving::start();
        let posters: Vec<_> = (0..4)
            .map(|i| {
                let stop = Arc::clone(&stop);
                std::thread::spawn(move || {
                    let mut seen = Vec::new();
                    for k in 0..25 {
                        let mut v = None;
                        run(0, false, &mut || v = Some((std::thread::current().id(), i * 100 + k)));
                        seen.push(v.expect("the body ran"));
                    }
                    if i == 3 {
                        stop.store(true, Ordering::SeqCst);
                        wake_servers();
                    }
                    seen
                })
            })
            .collect();
        serving.serve_until(&|| stop.load(Ordering::SeqCst));
        drop(serving);
        for (i, p) in posters.into_iter().enumerate() {
            let seen = p.join().expect("poster");
            assert_eq!(seen.len(), 25);
            for (k, (_, v)) in seen.iter().enumerate() {
                assert_eq!(*v, i * 100 + k);
            }
            // Poster 3's bodies all ran on the server (it stops only after them); the others'
            // ran on the server or, after it stopped, on their own threads.
            if i == 3 {
                assert!(seen.iter().all(|(t, _)| *t == server_id));
            }
        }
    }

    #[test]
    fn a_handed_off_body_counts_its_time_as_a_body_and_not_as_the_hand_off() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        let stats = &crate::runtime::TRANSFER_STATS;
        let (body0, handoff0) = (stats.kernel_body_ns.load(Ordering::Relaxed), stats.kernel_handoff_ns.load(Ordering::Relaxed));
        let pickup0 = stats.kernel_pickup_ns.load(Ordering::Relaxed);
        let server_id = std::thread::current().id();
        let done = Arc::new(AtomicBool::new(false));
        let serving = Serving::start();
        let poster = {
            let done = Arc::clone(&done);
            std::thread::spawn(move || {
                let mut ran_on = None;
                run(0, false, &mut || {
                    std::thread::sleep(Duration::from_millis(30));
                    ran_on = Some(std::thread::current().id());
                });
                done.store(true, Ordering::SeqCst);
                wake_servers();
                ran_on
            })
        };
        serving.serve_until(&|| done.load(Ordering::SeqCst));
        drop(serving);
        assert_eq!(poster.join().expect("poster"), Some(server_id));
        // Other tests' bodies may run meanwhile (these counters are process-wide): only bounds
        // that they cannot break are asserted.
        let body = stats.kernel_body_ns.load(Ordering::Relaxed) - body0;
        let handoff = stats.kernel_handoff_ns.load(Ordering::Relaxed) - handoff0;
        assert!(body >= 30_000_000, "body {body} ns");
        // The 30 ms sleep is the body's, not the hand-off's; a hand-off costs microseconds (a
        // loaded test machine may take a few milliseconds).
        assert!(handoff < 25_000_000, "hand-off {handoff} ns");
        // The wait for the server to start the body is part of the hand-off, and not the body.
        let pickup = stats.kernel_pickup_ns.load(Ordering::Relaxed) - pickup0;
        assert!(pickup > 0 && pickup < 25_000_000, "pickup {pickup} ns");
    }

    #[test]
    fn long_bodies_are_napped_through_and_short_ones_polled() {
        assert_eq!(nap_for(0), None);
        assert_eq!(nap_for(399_999), None);
        // Three quarters of 1 ms, less the timer's 50 us of slack.
        assert_eq!(nap_for(1_000_000), Some(Duration::from_micros(700)));
    }

    #[test]
    fn a_sites_time_is_remembered_until_another_site_takes_its_slot() {
        let t = BodyTimes::new();
        assert_eq!(t.predict(42), 0);
        t.record(42, 1_500_000);
        assert_eq!(t.predict(42), 1_500_000);
        // Site 0 is "not known": never recorded, never predicted.
        t.record(0, 9);
        assert_eq!(t.predict(0), 0);
        // A site mapping to the same slot displaces it; the first is then unknown, not wrong.
        let other = (1..u64::MAX).map(|k| 42 + k * BODY_SLOTS as u64).find(|&k| BodyTimes::slot(k) == BodyTimes::slot(42)).unwrap();
        t.record(other, 7);
        assert_eq!(t.predict(42), 0);
        assert_eq!(t.predict(other), 7);
    }

    #[test]
    fn a_poster_napping_through_a_body_expected_long_wakes_when_it_ends_early() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        // Last time this site's body took 4 s: its poster would nap 3 s. This time it takes
        // 1 ms: the finished body must wake the poster, which returns long before the nap ends.
        const SITE: u64 = 0x5eed_0001;
        BODY_TIMES.record(SITE, 4_000_000_000);
        let naps0 = crate::runtime::TRANSFER_STATS.kernel_naps.load(Ordering::Relaxed);
        let server_id = std::thread::current().id();
        let done = Arc::new(AtomicBool::new(false));
        let serving = Serving::start();
        let poster = {
            let done = Arc::clone(&done);
            std::thread::spawn(move || {
                let start = Instant::now();
                let mut ran_on = None;
                run(SITE, false, &mut || {
                    std::thread::sleep(Duration::from_millis(1));
                    ran_on = Some(std::thread::current().id());
                });
                let took = start.elapsed();
                done.store(true, Ordering::SeqCst);
                wake_servers();
                (ran_on, took)
            })
        };
        serving.serve_until(&|| done.load(Ordering::SeqCst));
        drop(serving);
        let (ran_on, took) = poster.join().expect("poster");
        assert_eq!(ran_on, Some(server_id));
        assert!(took < Duration::from_secs(1), "the poster waited {took:?} for a 1 ms body");
        // It did sleep (the bodies of other tests are short or have no site: they never nap).
        assert!(crate::runtime::TRANSFER_STATS.kernel_naps.load(Ordering::Relaxed) > naps0);
        // The body's real time replaces the guess.
        assert!(BODY_TIMES.predict(SITE) < 1_000_000_000);
    }

    #[test]
    fn a_body_posted_as_the_last_server_leaves_is_taken_back() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        for _ in 0..200 {
            let serving = Serving::start();
            let poster = std::thread::spawn(|| {
                let mut ran = false;
                run(0, false, &mut || ran = true);
                ran
            });
            // Leave at once, without serving: the poster must still finish its body.
            drop(serving);
            assert!(poster.join().expect("poster"));
        }
    }

    #[test]
    fn a_thread_in_an_inline_launch_runs_its_own_bodies_and_takes_no_others() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        let me = std::thread::current().id();
        // As while XLA runs a program inside the execute call on this thread.
        let launching = Serving::start_if(true, true).expect("serving");
        let mut ran_on = None;
        run(0, false, &mut || ran_on = Some(std::thread::current().id()));
        assert_eq!(ran_on, Some(me), "a kernel called on this thread runs in place");
        // A kernel reached from another thread (XLA's worker, going on with the program after a
        // parallel fusion) must not wait for this thread, which is blocked in the launch.
        let worker = std::thread::spawn(|| {
            let mut ran_on = None;
            run(0, false, &mut || ran_on = Some(std::thread::current().id()));
            (std::thread::current().id(), ran_on)
        });
        let (worker_id, ran_on) = worker.join().expect("worker");
        assert_eq!(ran_on, Some(worker_id));
        drop(launching);
        assert!(!SERVING.with(Cell::get));
    }

    #[test]
    fn a_body_waits_only_so_long_for_a_server_stuck_in_its_launch() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        // A server that never returns from its launch (as a thread blocked inside the execute
        // call would): the poster runs its body itself after LAUNCH_PATIENCE, instead of never.
        let launching = Serving::start_if(true, false).expect("serving");
        let poster = std::thread::spawn(|| {
            let t = Instant::now();
            let mut ran_on = None;
            run(0, false, &mut || ran_on = Some(std::thread::current().id()));
            (std::thread::current().id(), ran_on, t.elapsed())
        });
        let (poster_id, ran_on, waited) = poster.join().expect("poster");
        assert_eq!(ran_on, Some(poster_id));
        assert!(waited >= LAUNCH_PATIENCE, "{waited:?}");
        // Once launched, the same server takes bodies again.
        launching.launched();
        let stop = Arc::new(AtomicBool::new(false));
        let stop2 = Arc::clone(&stop);
        let poster = std::thread::spawn(move || {
            let mut ran_on = None;
            run(0, false, &mut || ran_on = Some(std::thread::current().id()));
            stop2.store(true, Ordering::SeqCst);
            wake_servers();
            ran_on
        });
        launching.serve_until(&|| stop.load(Ordering::SeqCst));
        assert_eq!(poster.join().expect("poster"), Some(std::thread::current().id()));
        drop(launching);
        let s = lock();
        assert_eq!((s.servers, s.launching), (0, 0));
    }

    #[test]
    fn a_body_runs_on_its_poster_with_one_thread_while_other_processes_are_busy() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Spin);
        let serving = Serving::start();
        let before = crate::runtime::TRANSFER_STATS.kernels_one_thread.load(Ordering::Relaxed);
        let poster = std::thread::spawn(|| {
            let mut seen = None;
            run(0, false, &mut || seen = Some((std::thread::current().id(), on_one_thread())));
            (std::thread::current().id(), seen.expect("the body ran"), on_one_thread())
        });
        let (poster_id, (ran_on, one_thread), after) = poster.join().expect("poster");
        drop(serving);
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        // Not handed to the serving thread: run where it was posted, flagged one-thread, and the
        // flag is gone afterwards.
        assert_eq!(ran_on, poster_id);
        assert!(one_thread && !after);
        assert!(crate::runtime::TRANSFER_STATS.kernels_one_thread.load(Ordering::Relaxed) > before);
    }

    #[test]
    fn a_small_body_runs_on_its_poster_with_one_thread_and_a_large_one_is_handed_over() {
        let _g = SERIAL.lock().unwrap_or_else(|e| e.into_inner());
        crate::runtime::waiting::fix_mode_for_tests(crate::runtime::waiting::Mode::Yield);
        let before = crate::runtime::TRANSFER_STATS.kernels_small.load(Ordering::Relaxed);
        let serving = Serving::start();
        let stop = Arc::new(AtomicBool::new(false));
        let stop2 = Arc::clone(&stop);
        let poster = std::thread::spawn(move || {
            let mut small = None;
            run(0, true, &mut || small = Some((std::thread::current().id(), on_one_thread())));
            let mut large = None;
            run(0, false, &mut || large = Some((std::thread::current().id(), on_one_thread())));
            stop2.store(true, Ordering::SeqCst);
            wake_servers();
            (std::thread::current().id(), small.expect("the small body ran"), large.expect("the large body ran"))
        });
        serving.serve_until(&|| stop.load(Ordering::SeqCst));
        let (poster_id, (small_on, small_one), (large_on, large_one)) = poster.join().expect("poster");
        drop(serving);
        // The small body ran where it was posted, on one thread; the large one on the server.
        assert_eq!(small_on, poster_id);
        assert!(small_one);
        assert_eq!(large_on, std::thread::current().id());
        assert!(!large_one);
        assert!(crate::runtime::TRANSFER_STATS.kernels_small.load(Ordering::Relaxed) > before);
    }
}
