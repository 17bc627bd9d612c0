import Glibc

/// The inputs of Glide's SwiftPM libFuzzer targets (`glide-fuzz`, `glide-fuzz-port`): libFuzzer's
/// bytes as an array, and, in a plain build, the files (or folders of files) given on the command
/// line checked once each (how a saved crash is replayed without libFuzzer).
package enum FuzzInputs {
    /// The `size` bytes at `data` (none for a null pointer).
    package static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Hands each file `paths` name (a folder: its regular files, sorted) to `check`, then
    /// prints how many; a file that cannot be read ends the process with status 66, naming `program`.
    package static func checkFiles(_ paths: some Collection<String>, program: String, check: ([UInt8]) -> Void) {
        var count = 0
        for path in paths {
            for file in files(at: path) {
                switch Syscall.readFile(file) {
                case .success(let bytes):
                    check(bytes)
                    count += 1
                case .failure(let error):
                    let message = Array("\(program): cannot read \(file): \(error)\n".utf8)
                    _ = message.withUnsafeBytes { Syscall.writeAll($0, to: 2) }
                    exit(66)
                }
            }
        }
        print("\(count) inputs, no failure")
    }

    /// `path` itself, or the regular files of the folder `path`, sorted.
    static func files(at path: String) -> [String] {
        guard case .success(S_IFDIR) = Syscall.fileType(path), case .success(let names) = Syscall.directoryEntries(path) else { return [path] }
        return names.sorted().map { path + "/" + $0 }.filter { Syscall.fileType($0) == .success(S_IFREG) }
    }
}
