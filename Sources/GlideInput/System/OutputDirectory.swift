import Glibc

/// A directory output files go into (`glide replay --frames`, `glide fuzz --out`), checked before
/// any work: an existing directory a file can be created in, or a missing one whose parent is one.
package enum OutputDirectory {
    /// What stops files from being written into a directory.
    package enum Problem: Error, Equatable {
        /// The path names a file.
        case notADirectory
        /// The directory exists but no file can be created in it.
        case cannotWrite(Errno)
        /// The directory is missing and cannot be made in `parent`.
        case cannotCreate(parent: String, Errno)
    }

    /// Nil when files can be written into `path` (made first when missing), else what stops them.
    package static func problem(with path: String) -> Problem? {
        let type = try? Syscall.fileType(path).get()
        if let type, type != S_IFDIR { return .notADirectory }
        let probed = type == nil ? parent(of: path) : path
        // Creating (and removing) an entry is the one test that also holds for root and read-only
        // mounts; a new, uniquely named one, so that nothing already there (a FIFO) is opened.
        switch Syscall.makeUniqueDirectory(probed + "/.glide-probe") {
        case .success(let probe):
            _ = Syscall.system { rmdir(probe) }
            return nil
        case .failure(let error):
            return type == nil ? .cannotCreate(parent: probed, error) : .cannotWrite(error)
        }
    }

    /// Checks `path` (see `problem(with:)`) and makes it when missing.
    package static func prepare(_ path: String) -> Problem? {
        if let problem = problem(with: path) { return problem }
        if case .failure(let error) = Syscall.makeDirectory(path, mode: 0o755) { return .cannotCreate(parent: parent(of: path), error) }
        return nil
    }

    /// The directory holding `path` ("." for a bare name).
    package static func parent(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }
}
