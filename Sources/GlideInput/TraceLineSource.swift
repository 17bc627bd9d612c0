import Glibc

/// Reads one or more files, back to back, as a stream of lines through a fixed buffer.
///
/// It reads through file descriptors in 64 KiB chunks, so a trace is never loaded whole and
/// memory stays flat. A line is handed out as raw bytes (its `\n` included) that stay valid
/// until the next call. Several files read as their byte concatenation, as `cat desc events`
/// would give: that is how libevemu sees a `.desc` + `.events` pair. Lines are numbered per
/// file for messages. The last line handed out stays in the buffer, so a reader can step back
/// into it (libevemu's `fseek` back over the line that ended the description).
final class TraceLineSource {
    /// The files, in reading order.
    let paths: [String]
    private var descriptors: [Int32]
    private var current = 0
    private let buffer: UnsafeMutableRawBufferPointer
    /// The start of the last line handed out (kept for ``stepBack(keeping:)``).
    private var lastLineStart = 0
    /// The first byte not yet handed out.
    private var head = 0
    /// One past the last byte read.
    private var tail = 0
    /// Where the search for the next `\n` resumes.
    private var scanFrom = 0
    private var exhausted = false
    /// The line number of the last line handed out, counted over all files.
    private(set) var lineNumber = 0
    /// The byte offset of the line handed out within its physical line (non-zero after a step back).
    private(set) var columnOffset = 0
    /// The length of the last line handed out as C sees it: up to its first NUL byte.
    private(set) var lastLineCLength = 0
    /// The bytes from `nulFreeStart` up to `nulFreeEnd` hold no NUL: searched once per chunk, not per line.
    private var nulFreeStart = 0
    private var nulFreeEnd = 0
    private var pendingColumnOffset = 0
    /// The global line number at which each file starts.
    private var fileStarts: [(line: Int, file: Int)] = [(1, 0)]

    private static let chunkSize = 65_536

    /// Opens every file, or throws naming the one that cannot be opened.
    init(paths: [String]) throws(TraceError) {
        precondition(!paths.isEmpty, "TraceLineSource needs at least one path")
        self.paths = paths
        var opened: [Int32] = []
        for path in paths {
            let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            if fd < 0 {
                let code = errno
                for descriptor in opened { Glibc.close(descriptor) }
                throw TraceError(
                    reason: .cannotOpen(errno: code),
                    location: TraceLocation(file: path, line: 0, column: 0),
                    problem: "cannot open the trace: \(String(cString: strerror(code)))",
                    expected: code == ENOENT ? "an existing file (check the path)" : "a readable file"
                )
            }
            opened.append(fd)
        }
        descriptors = opened
        // The last line (≤ limit + 1), a partial line (≤ limit) and one chunk always fit.
        buffer = .allocate(byteCount: 2 * TraceLimits.maximumLineLength + 2 + Self.chunkSize, alignment: 16)
    }

    deinit {
        for descriptor in descriptors { Glibc.close(descriptor) }
        buffer.deallocate()
    }

    /// The location of a column in the last line handed out.
    func location(column: Int) -> TraceLocation {
        location(line: max(lineNumber, 1), column: column + columnOffset)
    }

    /// The location of a line (counted over all files) and column, mapped to its own file.
    func location(line: Int, column: Int) -> TraceLocation {
        var file = 0
        var start = 1
        for entry in fileStarts where entry.line <= line {
            file = entry.file
            start = entry.line
        }
        return TraceLocation(file: paths[file], line: line - start + 1, column: column)
    }

    /// The next physical line with its `\n` (none for a last line without one), or nil at the end.
    func nextLine() throws(TraceError) -> UnsafeRawBufferPointer? {
        guard let base = buffer.baseAddress else { return nil }
        while true {
            if scanFrom < tail, let found = memchr(base + scanFrom, Int32(UInt8(ascii: "\n")), tail - scanFrom) {
                let end = base.distance(to: UnsafeMutableRawPointer(found)) + 1
                if end - head > TraceLimits.maximumLineLength + 1 { throw lineTooLong() }
                return handOut(upTo: end)
            }
            scanFrom = tail
            if tail - head > TraceLimits.maximumLineLength { throw lineTooLong() }
            if exhausted {
                return head < tail ? handOut(upTo: tail) : nil
            }
            try fill()
        }
    }

    /// Makes the next line the last `count` bytes of the last line handed out (libevemu's seek back).
    func stepBack(keeping count: Int) {
        let length = head - lastLineStart
        precondition(count >= 0 && count <= length, "stepBack(keeping: \(count)) past a line of \(length) bytes")
        pendingColumnOffset = columnOffset + (length - count)
        head -= count
        scanFrom = head
        lineNumber -= 1
    }

    /// The last line handed out, again (for stepping back to it by its C-string length).
    var lastLine: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: buffer[lastLineStart..<head])
    }

    private func lineTooLong() -> TraceError {
        TraceError(
            reason: .lineTooLong,
            location: location(line: lineNumber + 1, column: TraceLimits.maximumLineLength + 1),
            problem: "the line is longer than \(TraceLimits.maximumLineLength) bytes (is this a trace file?)",
            expected: "the text lines of a trace",
            text: TraceLimits.printable(UnsafeRawBufferPointer(rebasing: buffer[head..<(head + 80)]))
        )
    }

    private func handOut(upTo end: Int) -> UnsafeRawBufferPointer {
        lastLineCLength = cLength(from: head, to: end)
        lastLineStart = head
        head = end
        scanFrom = end
        lineNumber += 1
        columnOffset = pendingColumnOffset
        pendingColumnOffset = 0
        return UnsafeRawBufferPointer(rebasing: buffer[lastLineStart..<end])
    }

    /// The C length of the bytes from `start` to `end`, searching for a NUL only past `nulFreeEnd`.
    private func cLength(from start: Int, to end: Int) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        if start < nulFreeStart || start > nulFreeEnd {
            nulFreeStart = start
            nulFreeEnd = start
        }
        if nulFreeEnd < end {
            if let nul = memchr(base + nulFreeEnd, 0, tail - nulFreeEnd) {
                nulFreeEnd = base.distance(to: UnsafeMutableRawPointer(nul))
                if nulFreeEnd < end { return nulFreeEnd - start }
            } else {
                nulFreeEnd = tail
            }
        }
        return end - start
    }

    /// Reads the next chunk, moving on to the next file at the end of one.
    private func fill() throws(TraceError) {
        guard let base = buffer.baseAddress else { return }
        if lastLineStart > 0 {
            let keep = tail - lastLineStart
            memmove(base, base + lastLineStart, keep)
            head -= lastLineStart
            scanFrom -= lastLineStart
            nulFreeStart = max(0, nulFreeStart - lastLineStart)
            nulFreeEnd = max(nulFreeStart, nulFreeEnd - lastLineStart)
            tail = keep
            lastLineStart = 0
        }
        while true {
            let count = Glibc.read(descriptors[current], base + tail, buffer.count - tail)
            if count > 0 {
                tail += count
                return
            }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw TraceError(
                    reason: .readFailed(errno: code),
                    location: TraceLocation(file: paths[current], line: 0, column: 0),
                    problem: "reading the trace failed: \(String(cString: strerror(code)))"
                )
            }
            if current + 1 < descriptors.count {
                current += 1
                fileStarts.append((lineNumber + 1, current))
                continue
            }
            exhausted = true
            return
        }
    }
}
