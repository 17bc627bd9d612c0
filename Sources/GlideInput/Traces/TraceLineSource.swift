import Glibc

/// Reads one or more files, back to back, as a stream of lines through a fixed buffer.
///
/// It reads through file descriptors in 64 KiB chunks, so a trace is never loaded whole and
/// memory stays flat. Each file is opened once and read once from its start to its end, so
/// pipes, FIFOs, `/dev/stdin` and process substitutions read like regular files, and the path
/// `-` (``Trace/standardInputPath``) is standard input. A line is handed out as raw bytes (its
/// `\n` included) that stay valid until the next call. Several files read as their byte
/// concatenation, as `cat desc events` would give: that is how libevemu sees a `.desc` +
/// `.events` pair. Lines are numbered per file for messages. The last line handed out stays in
/// the buffer, so a reader can step back into it (libevemu's `fseek` back over the line that
/// ended the description). Before the first line is handed out, ``peekLine(at:)`` reads ahead
/// into the same buffer to sniff the format.
final class TraceLineSource {
    /// The files' names, in reading order (paths as given, `-` for standard input).
    let paths: [String]
    private var descriptors: [Int32]
    /// Which descriptors were opened here (and are closed here); standard input and a caller's are not.
    private let ownsDescriptors: [Bool]
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
    /// How far ``peekLine(at:)`` reads ahead.
    private static let peekLimit = chunkSize

    /// Opens every file (`-` is standard input, which may be given once only), or throws naming
    /// the one that cannot be opened.
    convenience init(paths: [String]) throws(TraceError) {
        precondition(!paths.isEmpty, "TraceLineSource needs at least one path")
        if paths.count(where: { $0 == Trace.standardInputPath }) > 1 {
            throw TraceError(
                reason: .cannotOpen(errno: EINVAL),
                location: TraceLocation(file: Trace.standardInputPath, line: 0, column: 0),
                problem: "standard input is given twice, but it can be read once",
                expected: "standard input (-) as one of the files at most"
            )
        }
        var opened: [Int32] = []
        for path in paths {
            if path == Trace.standardInputPath {
                opened.append(STDIN_FILENO)
                continue
            }
            switch Syscall.system({ open(path, O_RDONLY | O_CLOEXEC) }) {
            case .success(let fd):
                opened.append(fd)
            case .failure(let error):
                for (descriptor, name) in zip(opened, paths) where name != Trace.standardInputPath { Syscall.close(descriptor) }
                throw TraceError(
                    reason: .cannotOpen(errno: error.code),
                    location: TraceLocation(file: path, line: 0, column: 0),
                    problem: "cannot open the trace: \(error)",
                    expected: error.code == ENOENT ? "an existing file (check the path)" : "a readable file"
                )
            }
        }
        self.init(names: paths, descriptors: opened, owned: paths.map { $0 != Trace.standardInputPath })
    }

    /// Reads an open file descriptor, named `name` in messages; the caller keeps it and closes it.
    convenience init(fileDescriptor: Int32, name: String) {
        self.init(names: [name], descriptors: [fileDescriptor], owned: [false])
    }

    private init(names: [String], descriptors: [Int32], owned: [Bool]) {
        paths = names
        self.descriptors = descriptors
        ownsDescriptors = owned
        // The last line (≤ limit + 1), a partial line (≤ limit) and one chunk always fit.
        buffer = .allocate(byteCount: 2 * TraceLimits.maximumLineLength + 2 + Self.chunkSize, alignment: 16)
    }

    deinit {
        for (descriptor, owned) in zip(descriptors, ownsDescriptors) where owned { Syscall.close(descriptor) }
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

    /// The line that starts `offset` bytes into the input, with its `\n`, read ahead without
    /// handing it out: for sniffing the format before the first ``nextLine()``. It reads only
    /// as far as that line (a pipe's writer need not have written more), and nil means the end
    /// of the input, or a line that does not end within the first ``peekLimit`` bytes.
    func peekLine(at offset: Int) throws(TraceError) -> UnsafeRawBufferPointer? {
        precondition(lineNumber == 0 && head == 0, "peekLine(at:) reads ahead of the first line only")
        guard let base = buffer.baseAddress else { return nil }
        while true {
            if offset < tail, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), tail - offset) {
                let end = base.distance(to: UnsafeMutableRawPointer(found)) + 1
                return UnsafeRawBufferPointer(rebasing: buffer[offset..<end])
            }
            if exhausted {
                return offset < tail ? UnsafeRawBufferPointer(rebasing: buffer[offset..<tail]) : nil
            }
            if tail >= Self.peekLimit { return nil }
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
            switch Syscall.read(descriptors[current], into: UnsafeMutableRawBufferPointer(rebasing: buffer[tail...])) {
            case .success(0):
                break
            case .success(let count):
                tail += count
                return
            case .failure(let error):
                throw TraceError(
                    reason: .readFailed(errno: error.code),
                    location: TraceLocation(file: paths[current], line: 0, column: 0),
                    problem: "reading the trace failed: \(error)"
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
