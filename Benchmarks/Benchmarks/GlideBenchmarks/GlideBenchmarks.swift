import Benchmark
import Glibc
import GlideBenchSupport
import GlideInput

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

    // MARK: frames and recognisers (target: ≥ 1,000,000 frames/s, no allocation per frame)

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

    Benchmark("Recognizer path: PanGestureRecognizer (\(measuredFrames) frames)") { benchmark in
        let path = RecognizerPath()
        for frame in frames[..<warmupFrames] { path.handle(frame) }
        Measured.region(benchmark, explicit: true) {
            for frame in frames[warmupFrames...] { path.handle(frame) }
        }
        if let problem = path.problem(expectingEndedPans: 101) { benchmark.error(problem) }
    }

    Benchmark("Events to recognizer: FrameAssembler + PanGestureRecognizer (\(measuredFrames) frames)") { benchmark in
        var assembler = FrameAssembler(device: SwipeTrace.device)
        let path = RecognizerPath()
        for event in events[..<warmupEvents] {
            if let frame = assembler.feed(event) { path.handle(frame) }
        }
        Measured.region(benchmark, explicit: true) {
            for event in events[warmupEvents...] {
                if let frame = assembler.feed(event) { path.handle(frame) }
            }
        }
        if let problem = path.problem(expectingEndedPans: 101) { benchmark.error(problem) }
    }
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
    private static func threadCPUNanoseconds() -> Int {
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

    /// Opens `path` and reads every event, as libevemu's peer does; returns a checksum of the values.
    static func readAll(_ path: String) -> Int64 {
        guard var reader = try? EvemuReader(path: path) else { return -1 }
        var sum: Int64 = 0
        while let event = try? reader.nextEvent() { sum &+= Int64(event.value) }
        return sum
    }
}

/// The value of the environment variable `name`, or nil when it is not set.
func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
