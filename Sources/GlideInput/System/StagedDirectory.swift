import Glibc

/// A multi-file output (`glide port`'s ports, `glide replay --frames`) written into a staging
/// folder inside its destination and moved into place only by `commit()`, so that a run that
/// fails part-way leaves the destination as it was; an uncommitted stage is removed when dropped.
///
/// `commit()` renames each staged file over its path in the destination (same file system, so
/// each rename is atomic and needs no space), making the folders it needs; files of the
/// destination that the run did not write are kept. It refuses a destination folder that is a
/// symbolic link or not a folder before it moves anything, so nothing is written outside the destination.
package final class StagedDirectory {
    /// The folder the files end up in.
    package let destination: String
    /// The staging folder, `DESTINATION/.glide-stage-XXXXXX`.
    package let stage: String
    /// True once committed or discarded.
    private var isFinished = false

    /// Why a staged output could not be made or moved into place.
    package enum Failure: Error, Sendable, CustomStringConvertible {
        /// A folder (the destination, the stage, or one the files need) cannot be made.
        case cannotCreate(path: String, Errno)
        /// A folder the files go into is a symbolic link: following it would leave the destination.
        case symbolicLink(path: String)
        /// Something that is not a folder is where the files need one.
        case notAFolder(path: String)
        /// A file of the destination cannot be read or replaced.
        case cannotReplace(path: String, Errno)

        /// "PATH: what is wrong", with what to do.
        package var description: String {
            switch self {
            case .cannotCreate(let path, let error): "\(path): cannot create the folder: \(error)"
            case .symbolicLink(let path): "\(path): is a symbolic link, and the output would leave its folder through it; remove it or choose another folder"
            case .notAFolder(let path): "\(path): is in the way: it is not a folder; remove it or choose another folder"
            case .cannotReplace(let path, let error): "\(path): cannot be replaced: \(error)"
            }
        }
    }

    /// Makes `destination` (an existing folder is kept; its parent must exist) and a staging folder in it.
    package init(destination: String) throws(Failure) {
        self.destination = destination
        if case .failure(let error) = Syscall.makeDirectory(destination, mode: 0o755) {
            throw .cannotCreate(path: destination, error)
        }
        switch Syscall.makeUniqueDirectory(destination + "/.glide-stage") {
        case .success(let made): stage = made
        case .failure(let error): throw .cannotCreate(path: destination + "/.glide-stage-XXXXXX", error)
        }
    }

    deinit { discard() }

    /// Where the file that ends up at `DESTINATION/relative` is written until the commit; makes its folders.
    package func path(for relative: String) throws(Failure) -> String {
        var folder = stage
        for component in relative.split(separator: "/").dropLast() {
            folder += "/" + component
            if case .failure(let error) = Syscall.makeDirectory(folder, mode: 0o755) {
                throw .cannotCreate(path: folder, error)
            }
        }
        return stage + "/" + relative
    }

    /// Moves every staged file into the destination and removes the stage.
    package func commit() throws(Failure) {
        precondition(!isFinished, "StagedDirectory.commit() after commit() or discard() on \(destination)")
        var folders: [String] = []
        var files: [String] = []
        if let failure = list("", folders: &folders, files: &files) { throw failure }
        for folder in folders {
            switch Syscall.linkType(destination + "/" + folder) {
            case .success(S_IFDIR), .failure(Errno(code: ENOENT)): continue
            case .success(S_IFLNK): throw .symbolicLink(path: destination + "/" + folder)
            case .success: throw .notAFolder(path: destination + "/" + folder)
            case .failure(let error): throw .cannotReplace(path: destination + "/" + folder, error)
            }
        }
        for folder in folders {
            if case .failure(let error) = Syscall.makeDirectory(destination + "/" + folder, mode: 0o755) {
                throw .cannotCreate(path: destination + "/" + folder, error)
            }
        }
        for file in files {
            if case .failure(let error) = Syscall.system({ rename(stage + "/" + file, destination + "/" + file) }) {
                throw .cannotReplace(path: destination + "/" + file, error)
            }
        }
        discard()
    }

    /// The staged folders (parents first) and files under `relative`, relative to the stage.
    private func list(_ relative: String, folders: inout [String], files: inout [String]) -> Failure? {
        let folder = relative.isEmpty ? stage : stage + "/" + relative
        let names: [String]
        switch Syscall.directoryEntries(folder) {
        case .success(let entries): names = entries
        case .failure(let error): return .cannotReplace(path: folder, error)
        }
        for name in names.sorted() where name != "." && name != ".." {
            let path = relative.isEmpty ? name : relative + "/" + name
            if case .success(S_IFDIR) = Syscall.linkType(stage + "/" + path) {
                folders.append(path)
                if let failure = list(path, folders: &folders, files: &files) { return failure }
            } else {
                files.append(path)
            }
        }
        return nil
    }

    /// Removes the stage and what is still in it; the destination is left as it is. Does nothing once finished.
    package func discard() {
        guard !isFinished else { return }
        isFinished = true
        Syscall.removeTree(stage)
    }
}
