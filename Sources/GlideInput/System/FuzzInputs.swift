/// The inputs of Glide's SwiftPM libFuzzer targets (`glide-fuzz`, `glide-fuzz-port`): libFuzzer's
/// bytes as an array, and, in a plain build of `glide-fuzz-port`, the files given on the command
/// line checked once each (how a saved crash is replayed without libFuzzer).
package enum FuzzInputs {
    /// The `size` bytes at `data` (none for a null pointer).
    package static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Hands each file named in `arguments` (after the program's name) to `check`, then prints how
    /// many; traps, naming `program`, on a file that cannot be read.
    package static func checkFiles(_ arguments: [String], program: String, check: ([UInt8]) -> Void) {
        for path in arguments.dropFirst() {
            guard case .success(let bytes) = Syscall.readFile(path) else { fatalError("\(program): cannot read \(path)") }
            check(bytes)
        }
        print("\(program): \(arguments.count - 1) inputs checked")
    }
}
