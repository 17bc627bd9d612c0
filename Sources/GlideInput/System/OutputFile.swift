import Glibc

/// A file every command writes through: created at once beside its path under a temporary name
/// (so a path that cannot be written fails before any work), and renamed over the path only
/// when `commit()` succeeds, so a failed, interrupted or abandoned run never leaves a
/// half-written file behind; an uncommitted file is removed when dropped.
///
/// A path that already exists as something other than a regular file (`/dev/null`,
/// `/dev/stdout`, a FIFO, a terminal) is opened and written directly: renaming over it would
/// replace the device node.
package final class OutputFile {
    /// The path the file ends up at.
    package let path: String
    /// The descriptor to write to (the temporary file's, or the path's own when written directly).
    package private(set) var descriptor: Int32
    /// The temporary file renamed over `path` at `commit()`; nil when the path is written directly.
    private var temporaryPath: String?
    /// True once committed or discarded (nothing more can be written).
    package var isFinished: Bool { descriptor < 0 }
    /// The bytes of the writes that went through whole (a failed write may have left part of itself after them).
    package private(set) var length = 0

    /// Why an output file could not be made or finished.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        /// The path that was to be written.
        package var path: String
        /// Why the failing call failed.
        package var errno: Errno
        /// True when the file could not be created at all (nothing was written).
        package var isCreation: Bool

        /// "PATH: cannot create the file: REASON; check …" or "PATH: writing failed: REASON".
        package var description: String {
            if !isCreation { return "\(path): writing failed: \(errno)" }
            let hint = errno.code == EISDIR ? "give a file name, not a directory" : "check that its directory exists and is writable"
            return "\(path): cannot create the file: \(errno); \(hint)"
        }
    }

    /// Creates the temporary file beside `path` (or opens a non-regular `path` for writing), mode
    /// `mode` less the umask.
    package init(path: String, mode: mode_t = 0o644) throws(Failure) {
        self.path = path
        if case .success(let kind) = Syscall.fileType(path) {
            if kind == S_IFDIR { throw Failure(path: path, errno: Errno(code: EISDIR), isCreation: true) }
            if kind != S_IFREG {
                switch Syscall.system({ open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY) }) {
                case .success(let opened): descriptor = opened
                case .failure(let error): throw Failure(path: path, errno: error, isCreation: true)
                }
                temporaryPath = nil
                return
            }
        }
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        while true {
            let temporary = directory + "." + name + ".glide-" + Self.uniqueSuffix()
            switch Syscall.system({ open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode) }) {
            case .success(let opened):
                descriptor = opened
                temporaryPath = temporary
                return
            case .failure(Errno(code: EEXIST)): continue
            case .failure(let error): throw Failure(path: path, errno: error, isCreation: true)
            }
        }
    }

    /// Six random letters and digits, as `mkstemp` puts in place of `XXXXXX`.
    private static func uniqueSuffix() -> String {
        let characters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<6).map { _ in characters.randomElement()! })
    }

    /// Removes the temporary file of an output that was never committed.
    deinit { discard() }

    /// Writes all of `bytes`.
    package func write(_ bytes: [UInt8]) throws(Failure) {
        try bytes.withUnsafeBytes { write($0) }.get()
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String) throws(Failure) {
        var text = text
        try text.withUTF8 { write(UnsafeRawBufferPointer($0)) }.get()
    }

    /// Writes `bytes` whole, counting them in `length`.
    private func write(_ bytes: UnsafeRawBufferPointer) -> Result<Void, Failure> {
        precondition(descriptor >= 0, "OutputFile.write after commit() or discard() on \(path)")
        if case .failure(let error) = Syscall.writeAll(bytes, to: descriptor) {
            return .failure(Failure(path: path, errno: error, isCreation: false))
        }
        length += bytes.count
        return .success(())
    }

    /// After a failed write: cuts the file back to the writes that went through whole and puts
    /// it at `path` (a device node is left as it is); returns false when that fails too, and the
    /// file is then discarded.
    package func commitWholeWrites() -> Bool {
        guard descriptor >= 0 else { return false }
        if temporaryPath != nil, case .failure = Syscall.system({ ftruncate(descriptor, off_t(length)) }) {
            discard()
            return false
        }
        do {
            try commit()
            return true
        } catch {
            return false
        }
    }

    /// Closes the file and renames it over `path`; afterwards the output is finished (a failed
    /// close or rename removes the temporary file).
    package func commit() throws(Failure) {
        precondition(descriptor >= 0, "OutputFile.commit() called twice on \(path)")
        var failure: Errno? = if case .failure(let error) = Syscall.close(descriptor) { error } else { nil }
        descriptor = -1
        let temporary = temporaryPath
        temporaryPath = nil
        guard let temporary else {
            if let failure { throw Failure(path: path, errno: failure, isCreation: false) }
            return
        }
        if failure == nil, case .failure(let error) = Syscall.system({ rename(temporary, path) }) { failure = error }
        if let failure {
            _ = Syscall.system { unlink(temporary) }
            throw Failure(path: path, errno: failure, isCreation: false)
        }
    }

    /// Closes the file and removes the temporary file; `path` is left as it was. Does nothing once finished.
    package func discard() {
        if descriptor >= 0 {
            Syscall.close(descriptor)
            descriptor = -1
        }
        if let temporaryPath {
            _ = Syscall.system { unlink(temporaryPath) }
            self.temporaryPath = nil
        }
    }
}
