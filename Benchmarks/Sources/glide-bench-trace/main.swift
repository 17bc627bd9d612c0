import Glibc
import GlideBenchSupport
import GlideInput

// Writes the first EVENTS events of the generated swipe trace to PATH as an evemu recording
// (evemu-record's own layout, comments included), for tools/bench to time Glide and libevemu on.

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    printError("usage: glide-bench-trace PATH EVENTS (EVENTS > 0), e.g. glide-bench-trace /tmp/swipes.evemu 1000000")
    exit(2)
}
do {
    let writer = try EvemuWriter(path: arguments[1], device: SwipeTrace.device)
    for event in SwipeTrace().prefix(count) { try writer.write(event) }
    try writer.finish()
} catch {
    printError("glide-bench-trace: \(error)")
    exit(1)
}
