import Glibc

/// An `errno` value from a failed system or libevdev call; its description is the C library's text.
package struct Errno: Error, Hashable, Sendable, CustomStringConvertible {
    /// The positive `errno` code.
    package var code: Int32

    /// The error of code `code`.
    package init(code: Int32) {
        self.code = code
    }

    /// `ENODEV`: the device was removed.
    static let noSuchDevice = Errno(code: ENODEV)
    /// `EAGAIN`: nothing to read on a non-blocking descriptor.
    static let wouldBlock = Errno(code: EAGAIN)

    /// The C library's text for the code (`strerror`), as messages show it.
    package var description: String { String(cString: strerror(code)) }

    /// The symbolic name (`ENODEV`) followed by the C library's text.
    var name: String {
        let symbol = Errno.symbols[code] ?? "errno \(code)"
        return "\(symbol), \(description)"
    }

    private static let symbols: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EINTR: "EINTR", EIO: "EIO", ENXIO: "ENXIO",
        EBADF: "EBADF", EAGAIN: "EAGAIN", ENOMEM: "ENOMEM", EACCES: "EACCES", EBUSY: "EBUSY",
        ENODEV: "ENODEV", ENOTDIR: "ENOTDIR", EISDIR: "EISDIR", EINVAL: "EINVAL",
        EMFILE: "EMFILE", ENOTTY: "ENOTTY", EROFS: "EROFS",
    ]
}

/// The funnel for C calls whose failure Glide reports: such system calls (here) and libevdev calls
/// (`Syscall+Libevdev.swift`) go through it, which turns a failure into an `Errno` and retries
/// `EINTR`. Thread primitives and signal masks are called directly.
package enum Syscall {
    /// Runs a system call that returns -1 (or any negative value) and sets `errno` on failure.
    package static func system<Value: FixedWidthInteger>(_ call: () -> Value) -> Result<Value, Errno> {
        while true {
            let result = call()
            if result >= 0 { return .success(result) }
            let code = errno
            if code == EINTR { continue }
            return .failure(Errno(code: code))
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and `EINTR`.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Result<Void, Errno> {
        var offset = 0
        while offset < bytes.count {
            switch system({ Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset) }) {
            case .success(let written): offset += written
            case .failure(let error): return .failure(error)
            }
        }
        return .success(())
    }

    /// Reads into `buffer` once: the number of bytes read, 0 at the end of the file.
    package static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, Errno> {
        system { Glibc.read(descriptor, buffer.baseAddress, buffer.count) }
    }

    /// The bytes of the file at `path`, read until its end or until at least `limit` bytes are in.
    package static func readFile(_ path: String, limit: Int = .max) -> Result<[UInt8], Errno> {
        let descriptor: Int32
        switch system({ open(path, O_RDONLY | O_CLOEXEC) }) {
        case .success(let opened): descriptor = opened
        case .failure(let error): return .failure(error)
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            switch chunk.withUnsafeMutableBytes({ read(descriptor, into: $0) }) {
            case .success(0): return .success(bytes)
            case .success(let count): bytes += chunk.prefix(count)
            case .failure(let error): return .failure(error)
            }
        }
        return .success(bytes)
    }

    /// The names of the entries of the directory at `path` (`.` and `..` included), in the order it lists them.
    package static func directoryEntries(_ path: String) -> Result<[String], Errno> {
        guard let handle = opendir(path) else { return .failure(Errno(code: errno)) }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        return .success(names)
    }

    /// The type of what is at `path`: the `S_IFMT` bits of its mode (`S_IFREG`, `S_IFDIR`, …).
    package static func fileType(_ path: String) -> Result<mode_t, Errno> {
        var status = stat()
        return system { stat(path, &status) }.map { _ in status.st_mode & S_IFMT }
    }

    /// True when `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The width in columns of the terminal on `descriptor`, or nil when it is not a terminal.
    package static func terminalColumns(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard case .success = system({ ioctl(descriptor, UInt(TIOCGWINSZ), &size) }), size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// The process's current directory, as an absolute path.
    package static func currentDirectory() -> Result<String, Errno> {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard let path = getcwd(&buffer, buffer.count) else { return .failure(Errno(code: errno)) }
        return .success(String(cString: path))
    }

    /// Makes a new directory `$TMPDIR/PREFIX-XXXXXX` (`/tmp` without `TMPDIR`), private to the user; returns its path.
    package static func makeTemporaryDirectory(prefix: String) -> Result<String, Errno> {
        makeUniqueDirectory((getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp") + "/" + prefix)
    }

    /// Makes a new directory `PATH-XXXXXX` (six random characters, `mkdtemp`), private to the user; returns its path.
    package static func makeUniqueDirectory(_ path: String) -> Result<String, Errno> {
        var template = Array((path + "-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return .failure(Errno(code: errno)) }
        return .success(String(cString: made))
    }

    /// Makes the directory `path` and each missing one above it (`mkdir -p`), mode 0755.
    package static func makeDirectories(_ path: String) -> Result<Void, Errno> {
        var made = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            made += "/" + component
            if case .failure(let error) = makeDirectory(made, mode: 0o755) { return .failure(error) }
        }
        return .success(())
    }

    /// `path` absolute, with every symbolic link, `.` and `..` resolved (`realpath`); it must exist.
    package static func resolvedPath(_ path: String) -> Result<String, Errno> {
        guard let resolved = realpath(path, nil) else { return .failure(Errno(code: errno)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// The type of what is at `path` itself, a symbolic link not followed (`lstat`): `S_IFLNK`, `S_IFDIR`, ….
    package static func linkType(_ path: String) -> Result<mode_t, Errno> {
        var status = stat()
        return system { lstat(path, &status) }.map { _ in status.st_mode & S_IFMT }
    }

    /// Removes `path` and, for a directory, everything in it (symbolic links are removed, not followed); errors are ignored.
    package static func removeTree(_ path: String) {
        if case .success(S_IFDIR) = linkType(path), case .success(let names) = directoryEntries(path) {
            for name in names where name != "." && name != ".." { removeTree(path + "/" + name) }
            _ = system { rmdir(path) }
        } else {
            _ = system { unlink(path) }
        }
    }

    /// Makes the directory `path` with `mode`; an existing entry at `path` is not an error.
    package static func makeDirectory(_ path: String, mode: mode_t) -> Result<Void, Errno> {
        switch system({ mkdir(path, mode) }) {
        case .success, .failure(Errno(code: EEXIST)): .success(())
        case .failure(let error): .failure(error)
        }
    }

    /// Closes `descriptor`; the error of a failed close (not `EINTR`: Linux has closed it then).
    @discardableResult
    package static func close(_ descriptor: Int32) -> Result<Void, Errno> {
        guard Glibc.close(descriptor) != 0, errno != EINTR else { return .success(()) }
        return .failure(Errno(code: errno))
    }

    /// Sleeps for `seconds` (nothing for 0 or less), resuming after signals until the time has passed.
    package static func sleep(seconds: Double) {
        guard seconds > 0 else { return }
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
