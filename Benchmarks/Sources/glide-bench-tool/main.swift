import Glibc
import GlideBenchSupport
import GlideInput

// tools/bench's helper:
//   glide-bench-tool write PATH EVENTS   writes the first EVENTS events of the generated swipe
//                                        trace to PATH as an evemu recording (evemu-record's
//                                        layout, comments included)
//   glide-bench-tool read PATH           reads PATH with EvemuReader, as the libevemu peer does,
//                                        and prints "events N checksum C" (for callgrind)
//   glide-bench-tool repeat SOURCE COPIES PATH
//                                        writes SOURCE (an .evemu recording) to PATH with its E:
//                                        lines COPIES times, each copy's times shifted to start
//                                        1 s after the previous copy's last event; everything
//                                        else (description, comments) is kept as it is
//   glide-bench-tool pan SWIPES          feeds the frames of SWIPES generated swipes, assembled
//                                        beforehand, to the recognizer path (the tabs scene), each
//                                        pause's animation ticks run apart (feedFrames, runTicks);
//                                        prints "frames N ticks T finished F"

/// Opens `path`, reads every event, and returns their number and the sum of their values
/// (tools/bench counts this function's instructions with callgrind's `--toggle-collect`).
@inline(never)
func readTrace(path: String) throws(TraceError) -> (events: Int, checksum: Int64) {
    var reader = try EvemuReader(path: path)
    var count = 0
    var checksum: Int64 = 0
    while let event = try reader.nextEvent() {
        count += 1
        checksum &+= Int64(event.value)
    }
    return (count, checksum)
}

/// Writes `source` to `path` with its `E:` lines `copies` times, each copy shifted to begin 1 s
/// after the previous one's last event. Returns the number of `E:` lines written.
func repeatEvents(source: String, copies: Int, path: String) throws(TraceError) -> Int {
    guard let input = fopen(source, "r") else {
        throw TraceError(reason: .cannotOpen(errno: errno), location: TraceLocation(file: source, line: 0, column: 0), problem: "cannot open the recording")
    }
    defer { fclose(input) }
    var header: [String] = []
    var events: [(time: Int64, rest: Substring)] = []
    var buffer: UnsafeMutablePointer<CChar>?
    var capacity = 0
    defer { free(buffer) }
    while getline(&buffer, &capacity, input) > 0, let buffer {
        let line = String(cString: buffer)
        guard line.hasPrefix("E: "), let space = line.dropFirst(3).firstIndex(of: " ") else {
            header.append(line)
            continue
        }
        let stamp = line[line.index(line.startIndex, offsetBy: 3)..<space].split(separator: ".")
        guard stamp.count == 2, let seconds = Int64(stamp[0]), let micros = Int64(stamp[1]) else {
            throw TraceError(reason: .malformedLine, location: TraceLocation(file: source, line: header.count + events.count + 1, column: 4),
                             problem: "the E: line's time is not SECONDS.MICROSECONDS")
        }
        events.append((seconds * 1_000_000 + micros, line[space...]))
    }
    guard let first = events.first?.time, let last = events.last?.time else { return 0 }
    guard let output = fopen(path, "w") else {
        throw TraceError(reason: .cannotOpen(errno: errno), location: TraceLocation(file: path, line: 0, column: 0), problem: "cannot create the file")
    }
    defer { fclose(output) }
    for line in header { fputs(line, output) }
    let period = last - first + 1_000_000
    for copy in 0..<Int64(copies) {
        for event in events {
            let time = event.time + copy * period
            let micros = String(time % 1_000_000)
            fputs("E: \(time / 1_000_000).\(String(repeating: "0", count: 6 - micros.count))\(micros)\(event.rest)", output)
        }
    }
    return events.count * copies
}

/// Feeds `frames` (whole swipes, in order) to a new recognizer path, running each pause's
/// animation ticks apart; returns how many frames, ticks and finished tab slides there were.
func runRecognizerPath(frames: [TouchFrame]) -> (frames: Int, ticks: Int, finished: Int) {
    let path = RecognizerPath()
    let perSwipe = SwipeTrace.framesPerSwipeWithLift
    var start = 0
    while start < frames.count {
        let end = min(start + perSwipe, frames.count)
        feedFrames(frames[start..<end], to: path)
        if end < frames.count { runTicks(path, untilFrameTime: frames[end].time) }
        start = end
    }
    path.settle()
    return (frames.count, path.ticks, path.finishedTransitions)
}

/// Hands `frames` to `path`: the recogniser + interaction work (callgrind counts this function).
@inline(never)
func feedFrames(_ frames: ArraySlice<TouchFrame>, to path: RecognizerPath) {
    for frame in frames { path.handle(frame) }
}

/// Runs the animation ticks due before `time` (callgrind counts this function).
@inline(never)
func runTicks(_ path: RecognizerPath, untilFrameTime time: Int64) {
    path.runAnimations(untilFrameTime: time)
}

let usage = "usage: glide-bench-tool write PATH EVENTS | read PATH | repeat SOURCE COPIES PATH | pan SWIPES | planted-bugs SEEDS CAP PAIR_CASES"
let arguments = CommandLine.arguments
do {
    switch (arguments.count, arguments.count > 1 ? arguments[1] : "") {
    case (4, "write"):
        guard let count = Int(arguments[3]), count > 0 else {
            printError("glide-bench-tool: EVENTS must be a number above 0, not '\(arguments[3])'\n\(usage)")
            exit(2)
        }
        let writer = try EvemuWriter(path: arguments[2], device: SwipeTrace.device)
        for event in SwipeTrace().prefix(count) { try writer.write(event) }
        try writer.finish()
    case (5, "repeat"):
        guard let copies = Int(arguments[3]), copies > 0 else {
            printError("glide-bench-tool: COPIES must be a number above 0, not '\(arguments[3])'\n\(usage)")
            exit(2)
        }
        print("events \(try repeatEvents(source: arguments[2], copies: copies, path: arguments[4]))")
    case (3, "read"):
        let (count, checksum) = try readTrace(path: arguments[2])
        print("events \(count) checksum \(checksum)")
    case (3, "pan"):
        guard let swipes = Int(arguments[2]), swipes > 0 else {
            printError("glide-bench-tool: SWIPES must be a number above 0, not '\(arguments[2])'\n\(usage)")
            exit(2)
        }
        let events = SwipeTrace.events(swipes: swipes)
        let (frames, ticks, finished) = runRecognizerPath(frames: SwipeTrace.frames(events))
        print("frames \(frames) ticks \(ticks) finished \(finished)")
    case (5, "planted-bugs"):
        guard let seeds = Int(arguments[2]), seeds > 0, let cap = Int(arguments[3]), cap > 0, let pairCases = Int(arguments[4]), pairCases > 0 else {
            printError("glide-bench-tool: SEEDS, CAP and PAIR_CASES must be numbers above 0\n\(usage)")
            exit(2)
        }
        PlantedBugBenchmark(seeds: seeds, cap: cap, pairCases: pairCases).run()
    default:
        printError(usage)
        exit(2)
    }
} catch {
    printError("glide-bench-tool: \(error)")
    exit(1)
}
