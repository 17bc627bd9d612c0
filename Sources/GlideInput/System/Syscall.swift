import Glibc

/// An `errno` value from a failed system or libevdev call.
struct Errno: Error, Hashable, Sendable {
    /// The positive `errno` code.
    var code: Int32

    static let noSuchDevice = Errno(code: ENODEV)
    static let wouldBlock = Errno(code: EAGAIN)
    static let interrupted = Errno(code: EINTR)

    /// The symbolic name (`ENODEV`) followed by the C library's text.
    var name: String {
        let symbol = Errno.symbols[code] ?? "errno \(code)"
        return "\(symbol), \(String(cString: strerror(code)))"
    }

    private static let symbols: [Int32: String] = [
        EPERM: "EPERM", ENOENT: "ENOENT", EINTR: "EINTR", EIO: "EIO", ENXIO: "ENXIO",
        EBADF: "EBADF", EAGAIN: "EAGAIN", ENOMEM: "ENOMEM", EACCES: "EACCES", EBUSY: "EBUSY",
        ENODEV: "ENODEV", ENOTDIR: "ENOTDIR", EISDIR: "EISDIR", EINVAL: "EINVAL",
        EMFILE: "EMFILE", ENOTTY: "ENOTTY", EROFS: "EROFS",
    ]
}

/// The one place where Glide calls C: every system call (here) and libevdev call
/// (`EvdevSyscalls.swift`) goes through it, which turns a failure into an `Errno` and retries `EINTR`.
enum Syscall {
    /// Runs a system call that returns -1 and sets `errno` on failure.
    static func system(_ call: () -> Int32) -> Result<Int32, Errno> {
        while true {
            let result = call()
            if result >= 0 { return .success(result) }
            let code = errno
            if code == EINTR { continue }
            return .failure(Errno(code: code))
        }
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes and `EINTR`.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Result<Void, Errno> {
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                return .failure(Errno(code: code))
            }
            offset += written
        }
        return .success(())
    }
}
