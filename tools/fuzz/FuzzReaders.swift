// libFuzzer entry point for Glide's trace readers, built by tools/fuzz-readers together with the
// GlideInput reader sources (one module, so no package build is involved).
//
// Each input is written to a scratch file and read to the end by EvemuReader, by
// LibinputRecordReader and by the reader Trace.open(path:) picks (so the format sniffing, byte
// order mark included, is fuzzed too). libFuzzer reports crashes and hangs (-timeout); this harness also traps
// when an error's line lies outside the input or a reader yields more events than the input can hold.
import Glibc

nonisolated(unsafe) private var scratchPath = ""

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTraceReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if scratchPath.isEmpty { scratchPath = "/dev/shm/glide-fuzz-readers-\(getpid())" }
    let fd = open(scratchPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    precondition(fd >= 0, "cannot create the scratch file \(scratchPath)")
    var written = 0
    while written < size {
        let count = write(fd, data + written, size - written)
        precondition(count > 0, "cannot write the scratch file \(scratchPath)")
        written += count
    }
    close(fd)

    var lines = 1
    for index in 0..<size where data[index] == 0x0a { lines += 1 }
    // A libinput record row is at least "- [0,0,0,0,0]" on its own line or "[0,0,0,0,0]," inline.
    let eventLimit = max(lines, size / 10 + 1)

    do {
        var reader = try EvemuReader(path: scratchPath)
        try drain(&reader, limit: lines)
    } catch {
        check(error, lines: lines)
    }
    for deviceIndex in [nil, 0] as [Int?] {
        do {
            var reader = try LibinputRecordReader(path: scratchPath, deviceIndex: deviceIndex)
            try drain(&reader, limit: eventLimit)
        } catch {
            check(error, lines: lines)
        }
    }
    do {
        var reader = try Trace.open(path: scratchPath)
        try drain(&reader, limit: eventLimit)
    } catch {
        check(error, lines: lines)
    }
    return 0
}

private func drain(_ reader: inout some TraceReader, limit: Int) throws(TraceError) {
    var count = 0
    while try reader.nextEvent() != nil {
        count += 1
        precondition(count <= limit, "a reader yielded more than \(limit) events from an input that cannot hold them")
    }
    precondition(reader.warnings.count <= TraceLimits.maximumWarnings + 1, "a reader kept \(reader.warnings.count) warnings")
}

private func check(_ error: TraceError, lines: Int) {
    precondition((1...lines).contains(error.location.line), "error line \(error.location.line) outside 1...\(lines): \(error)")
    precondition(error.location.column >= 1, "error column \(error.location.column) below 1: \(error)")
    precondition(!error.description.isEmpty, "an empty error description")
}
