import Benchmark
import Glibc
import Glide
import GlideGallery
import GlideBenchSupport
import GlideInput
import GlideRender
import MallocInterposerSwift

// Glide's hot paths, one benchmark each. Every name ends with the work one iteration does,
// "(N events)" or "(N frames)": tools/bench divides by it to get rates and allocations per unit.
// Besides wall-clock time, each iteration reports the CPU time of its measured part
// (`threadCPUTime`, in nanoseconds): on a shared machine it leaves out the time spent waiting
// for a core, so tools/bench takes its rates from it, as the libevemu peer does.
// Inputs: GLIDE_BENCH_RECORDINGS (the shared recordings folder; default ../shared/recordings
// next to the package root), GLIDE_BENCH_TRACE (the generated evemu trace tools/bench writes;
// its benchmark is left out without it), GLIDE_BENCH_QUICK (shorter runs).

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, Measured.cpuTime],
        warmupIterations: 1,
        maxDuration: .seconds(environment("GLIDE_BENCH_QUICK") == nil ? 3 : 1),
        maxIterations: 10_000
    )

    // MARK: evemu parsing (peer: libevemu's evemu_read + evemu_read_event, run by tools/bench)

    let recordings = environment("GLIDE_BENCH_RECORDINGS") ?? Inputs.defaultRecordings
    let microtouch = recordings + "/3m-microtouch-touchscreen-10fg.evemu"
    if let count = Inputs.eventCount(microtouch) {
        Benchmark("evemu read: 3M MicroTouch (\(count) events)") { benchmark in
            blackHole(Measured.region(benchmark) { Inputs.readAll(microtouch) })
        }
        // Steady state: the file is open and its first events read before the measurement.
        let warmup = 1_000
        Benchmark("EvemuReader steady state: 3M MicroTouch (\(count - warmup) events)") { benchmark in
            guard var reader = try? EvemuReader(path: microtouch) else { return benchmark.error("cannot open \(microtouch)") }
            for _ in 0..<warmup { _ = try? reader.nextEvent() }
            let sum = Measured.region(benchmark, explicit: true) {
                var sum: Int64 = 0
                while let event = try? reader.nextEvent() { sum &+= Int64(event.value) }
                return sum
            }
            blackHole(sum)
        }
    } else {
        printError("GlideBenchmarks: \(microtouch) cannot be read; its benchmarks are left out")
    }
    if let generated = environment("GLIDE_BENCH_TRACE"), let count = Inputs.eventCount(generated) {
        Benchmark("evemu read: generated swipes (\(count) events)") { benchmark in
            blackHole(Measured.region(benchmark) { Inputs.readAll(generated) })
        }
    }

    // MARK: frames, recogniser + interaction, ticks (target: ≥ 1,000,000 frames/s, no allocation per frame)

    // The first swipe warms every buffer up outside the measurement; the other 100 are measured.
    let events = SwipeTrace.events(swipes: 101)
    let warmupEvents = events.count / 101
    let frames = SwipeTrace.frames(events)
    let warmupFrames = frames.count / 101
    let measuredFrames = frames.count - warmupFrames

    Benchmark("FrameAssembler steady state (\(measuredFrames) frames)") { benchmark in
        var assembler = FrameAssembler(device: SwipeTrace.device)
        var fingers = 0
        for event in events[..<warmupEvents] {
            if let frame = assembler.feed(event) { fingers &+= frame.fingerCount }
        }
        Measured.region(benchmark, explicit: true) {
            for event in events[warmupEvents...] {
                if let frame = assembler.feed(event) { fingers &+= frame.fingerCount }
            }
        }
        blackHole(fingers)
    }

    // The recogniser + interaction path: the tabs scene's window (dispatch, pans, interaction
    // controllers, transition, view tree). Frames and animation ticks are timed apart: each
    // swipe's frames, then the ticks of its completion in the pause before the next swipe.
    let perSwipe = SwipeTrace.framesPerSwipeWithLift
    let interactionConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, Measured.cpuTime, Phases.framesCPUTime, Phases.ticksCPUTime, Phases.ticks],
        warmupIterations: 1, maxDuration: Benchmark.defaultConfiguration.maxDuration, maxIterations: 10_000)
    Benchmark("Interaction path: tabs scene with frames and ticks apart (\(measuredFrames) frames)", configuration: interactionConfiguration) {
        benchmark in
        let path = RecognizerPath()
        for frame in frames[..<warmupFrames] { path.handle(frame) }
        path.runAnimations(untilFrameTime: frames[warmupFrames].time)
        let ticksBefore = path.ticks
        var framesTime = 0
        var ticksTime = 0
        Measured.region(benchmark, explicit: true) {
            var start = warmupFrames
            while start < frames.count {
                let end = min(start + perSwipe, frames.count)
                let t0 = Measured.threadCPUNanoseconds()
                for frame in frames[start..<end] { path.handle(frame) }
                let t1 = Measured.threadCPUNanoseconds()
                if end < frames.count { path.runAnimations(untilFrameTime: frames[end].time) } else { path.settle() }
                let t2 = Measured.threadCPUNanoseconds()
                framesTime += t1 - t0
                ticksTime += t2 - t1
                start = end
            }
        }
        benchmark.measurement(Phases.framesCPUTime, framesTime)
        benchmark.measurement(Phases.ticksCPUTime, ticksTime)
        benchmark.measurement(Phases.ticks, path.ticks - ticksBefore)
        if let problem = path.problem(expectingFinishedTransitions: 100) { benchmark.error(problem) }
    }

    // Mallocs by phase on the same path: frames in the steady drag (a transition is interacting
    // before and after the frame), the other frames (touch-down, recognition and the transition's
    // begin, release), and the ticks. Each frame is bracketed by the interposer's counters.
    let allocationConfiguration = Benchmark.Configuration(
        metrics: [.mallocCountTotal, Phases.steadyFrames, Phases.steadyMallocs, Phases.edgeMallocs, Phases.tickMallocs],
        warmupIterations: 1, maxDuration: Benchmark.defaultConfiguration.maxDuration, maxIterations: 50)
    Benchmark("Interaction path allocations: tabs scene (\(measuredFrames) frames)", configuration: allocationConfiguration) { benchmark in
        countAllocations(benchmark, RecognizerPath(), frames: frames, warmupFrames: warmupFrames, perSwipe: perSwipe, finishing: 100)
    }
    // The same steady drag under every named release policy (Glide's and the desktops'): their
    // velocity methods, timings and path bookkeeping must not allocate per frame either.
    for (name, policy) in ReleasePolicies.named {
        // No comma in the name: tools/bench splits the export on commas.
        Benchmark("Steady drag allocations (\(name) policy): tabs scene (\(measuredFrames) frames)", configuration: allocationConfiguration) {
            benchmark in
            countAllocations(benchmark, RecognizerPath(policy: policy), frames: frames, warmupFrames: warmupFrames, perSwipe: perSwipe, finishing: nil)
        }
    }

    Benchmark("Events to view tree: FrameAssembler + tabs scene with ticks inside (\(measuredFrames) frames)") { benchmark in
        var assembler = FrameAssembler(device: SwipeTrace.device)
        let path = RecognizerPath()
        for event in events[..<warmupEvents] {
            if let frame = assembler.feed(event) { path.handle(frame) }
        }
        Measured.region(benchmark, explicit: true) {
            for event in events[warmupEvents...] {
                if let frame = assembler.feed(event) { path.handle(frame) }
            }
            path.settle()
        }
        if let problem = path.problem(expectingFinishedTransitions: 100) { benchmark.error(problem) }
    }

    // MARK: a whole replay: ReplaySession of the generated trace file (read, frames, the tabs scene, records)

    if let generated = environment("GLIDE_BENCH_TRACE"), let frameCount = Inputs.frameCount(generated) {
        Benchmark("Replay session: generated swipes in the tabs scene (\(frameCount) frames)") { benchmark in
            let result = Measured.region(benchmark) { () -> ReplayResult? in
                guard let session = try? ReplaySession(tracePath: generated, options: ReplayOptions(scene: "tabs")) else { return nil }
                return try? session.run()
            }
            guard let result, !result.outcomes.isEmpty else { return benchmark.error("the replay of \(generated) failed or recorded nothing") }
            blackHole(result.outcomes.count)
        }
        Benchmark("Replay session with a listener: generated swipes in the tabs scene (\(frameCount) frames)") { benchmark in
            var moving = 0
            let result = Measured.region(benchmark) { () -> ReplayResult? in
                guard let session = try? ReplaySession(tracePath: generated, options: ReplayOptions(scene: "tabs")) else { return nil }
                session.onEvent = { event in if case .progress(let update) = event { moving &+= update.views.count } }
                return try? session.run()
            }
            guard let result, !result.outcomes.isEmpty else { return benchmark.error("the replay of \(generated) failed or recorded nothing") }
            blackHole(result.outcomes.count &+ moving)
        }
    }

    // MARK: frames as SVG (target: well under a millisecond a frame; peer: the presentation tree digest)

    // Every gallery scene's window at rest, made once; an iteration renders each 100 times. The
    // peer walks the same trees and writes one line per view of presentation values (TreeDigest).
    let galleryWindows = Scene.all.map { scene -> Window in
        do {
            return try scene.make(device: SwipeTrace.device).window
        } catch {
            preconditionFailure("the \(scene.name) scene cannot be made for the benchmark clickpad: \(error)")
        }
    }
    let renderedFrames = galleryWindows.count * 100
    Benchmark("Frame render: SVG of the gallery scenes (\(renderedFrames) frames)") { benchmark in
        let renderer = FrameRenderer()
        let overlay = FrameOverlay(touches: [Point(x: 195, y: 422)], caption: FrameCaption(time: 1.25, state: "interacting", percent: 0.5))
        let bytes = Measured.region(benchmark) { () -> Int in
            var bytes = 0
            for _ in 0..<100 {
                for window in galleryWindows { bytes &+= renderer.svg(of: window, overlay: overlay).utf8.count }
            }
            return bytes
        }
        blackHole(bytes)
    }
    Benchmark("Frame render peer: presentation tree digest of the gallery scenes (\(renderedFrames) frames)") { benchmark in
        let hashes = Measured.region(benchmark) { () -> UInt64 in
            var hashes: UInt64 = 0
            for _ in 0..<100 {
                for window in galleryWindows { hashes &+= TreeDigest(of: window, values: .presentation).value }
            }
            return hashes
        }
        blackHole(hashes)
    }
}

/// The per-phase metrics of the interaction path benchmarks.
enum Phases {
    /// CPU time spent handing frames in (recogniser + interaction), nanoseconds.
    static let framesCPUTime = BenchmarkMetric.custom("framesCPUTime", polarity: .prefersSmaller, useScalingFactor: false)
    /// CPU time spent running the completions' animation ticks, nanoseconds.
    static let ticksCPUTime = BenchmarkMetric.custom("ticksCPUTime", polarity: .prefersSmaller, useScalingFactor: false)
    /// The animation ticks run.
    static let ticks = BenchmarkMetric.custom("ticks", polarity: .prefersSmaller, useScalingFactor: false)
    /// Frames handled while a transition was interacting before and after them.
    static let steadyFrames = BenchmarkMetric.custom("steadyFrames", polarity: .prefersLarger, useScalingFactor: false)
    /// Mallocs during those steady drag frames.
    static let steadyMallocs = BenchmarkMetric.custom("steadyMallocs", polarity: .prefersSmaller, useScalingFactor: false)
    /// Mallocs during the other frames (touch-down, recognition, transition begin, release).
    static let edgeMallocs = BenchmarkMetric.custom("edgeMallocs", polarity: .prefersSmaller, useScalingFactor: false)
    /// Mallocs while the completions' animation ticks ran.
    static let tickMallocs = BenchmarkMetric.custom("tickMallocs", polarity: .prefersSmaller, useScalingFactor: false)
}

/// The measured part of an iteration, timed in CPU time as well as by the benchmark itself.
enum Measured {
    /// The calling thread's CPU time during the measured part, in nanoseconds.
    static let cpuTime = BenchmarkMetric.custom("threadCPUTime", polarity: .prefersSmaller, useScalingFactor: false)

    /// Runs `work` as the measured part of `benchmark`'s iteration and records its CPU time;
    /// `explicit` brackets it with `startMeasurement`/`stopMeasurement` (else the whole
    /// iteration is measured, as when a benchmark calls neither).
    @discardableResult
    static func region<Result>(_ benchmark: Benchmark, explicit: Bool = false, _ work: () -> Result) -> Result {
        if explicit { benchmark.startMeasurement() }
        let start = threadCPUNanoseconds()
        let result = work()
        let elapsed = threadCPUNanoseconds() - start
        if explicit { benchmark.stopMeasurement() }
        benchmark.measurement(cpuTime, elapsed)
        return result
    }

    /// `CLOCK_THREAD_CPUTIME_ID` in nanoseconds.
    static func threadCPUNanoseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return now.tv_sec * 1_000_000_000 + now.tv_nsec
    }
}

/// The evemu benchmarks' inputs and their whole reads.
enum Inputs {
    /// `../shared/recordings` next to the Glide package root.
    static var defaultRecordings: String {
        let file = "\(#filePath)"
        var parts = file.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4) // Benchmarks/Benchmarks/GlideBenchmarks/GlideBenchmarks.swift
        return parts.joined(separator: "/") + "/../shared/recordings"
    }

    /// The number of events in the evemu file at `path`, or nil when it cannot be read.
    static func eventCount(_ path: String) -> Int? {
        guard var reader = try? EvemuReader(path: path) else { return nil }
        var count = 0
        do {
            while try reader.nextEvent() != nil { count += 1 }
        } catch {
            printError("GlideBenchmarks: \(error)")
            return nil
        }
        return count
    }

    /// The number of frames the evemu file at `path` assembles into on its device, or nil when it cannot be read.
    static func frameCount(_ path: String) -> Int? {
        guard var reader = try? EvemuReader(path: path) else { return nil }
        var assembler = FrameAssembler(device: reader.device)
        var count = 0
        while let event = try? reader.nextEvent() {
            if assembler.feed(event) != nil { count += 1 }
        }
        return count
    }

    /// Opens `path` and reads every event, as libevemu's peer does; returns a checksum of the values.
    static func readAll(_ path: String) -> Int64 {
        guard var reader = try? EvemuReader(path: path) else { return -1 }
        var sum: Int64 = 0
        while let event = try? reader.nextEvent() { sum &+= Int64(event.value) }
        return sum
    }
}

/// The value of the environment variable `name`, or nil when it is not set.
/// Mallocs by phase along `path` (frames in the steady drag, the transitions' other frames, the
/// ticks), each frame bracketed by the interposer's counters; `finishing`: how many slides must finish.
func countAllocations(_ benchmark: Benchmark, _ path: RecognizerPath, frames: [TouchFrame], warmupFrames: Int, perSwipe: Int, finishing: Int?) {
    for frame in frames[..<warmupFrames] { path.handle(frame) }
    path.runAnimations(untilFrameTime: frames[warmupFrames].time)
    var steadyFrames = 0
    var steady = 0
    var edge = 0
    var ticks = 0
    benchmark.startMeasurement()
    var start = warmupFrames
    while start < frames.count {
        let end = min(start + perSwipe, frames.count)
        for frame in frames[start..<end] {
            let wasDragging = path.isDragging
            let before = MallocInterposerSwift.getStatistics().mallocCount
            path.handle(frame)
            let made = MallocInterposerSwift.getStatistics().mallocCount - before
            if wasDragging && path.isDragging {
                steadyFrames += 1
                steady += made
            } else {
                edge += made
            }
        }
        let before = MallocInterposerSwift.getStatistics().mallocCount
        if end < frames.count { path.runAnimations(untilFrameTime: frames[end].time) } else { path.settle() }
        ticks += MallocInterposerSwift.getStatistics().mallocCount - before
        start = end
    }
    benchmark.stopMeasurement()
    benchmark.measurement(Phases.steadyFrames, steadyFrames)
    benchmark.measurement(Phases.steadyMallocs, steady)
    benchmark.measurement(Phases.edgeMallocs, edge)
    benchmark.measurement(Phases.tickMallocs, ticks)
    if let finishing, let problem = path.problem(expectingFinishedTransitions: finishing) { benchmark.error(problem) }
    if steadyFrames == 0 { benchmark.error("no frame of a steady drag: the benchmark swipes drive no tab slide") }
}

func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
