import Glibc
import Glide
import GlideInput

/// A failing case as files `glide replay` reproduces: `case-<index>.evemu`, the shrunk trace;
/// `case-<index>.args`, its replay options in the format of `Traces/` (a `#` line saying what it
/// breaks, then the options; only for a target with replay arguments); and `case-<index>.txt`,
/// a note with the command to replay it, what it broke and both scripts.
extension FuzzFailure {
    /// The base name of the case's files, `case-<index>`.
    public var fileStem: String { "case-\(index)" }

    /// The command that replays the shrunk trace at `tracePath` in the same world.
    public func replayCommand(tracePath: String) -> String {
        Self.replayCommand(tracePath: tracePath, arguments: target.replayArguments)
    }

    /// The command that replays the trace at `tracePath` with the world's `glide replay` `arguments`,
    /// each word shell-quoted, so that it pastes as exactly those words.
    static func replayCommand(tracePath: String, arguments: [String]) -> String {
        (["glide", "replay", tracePath] + arguments + ["--json"]).map(TerminalText.shellQuoted).joined(separator: " ")
    }

    /// The note: how to reproduce the case, what it broke, and the scripts.
    public func note(tracePath: String) -> String {
        var text = "# glide fuzz: case \(index) (case seed \(caseSeed)) in \(target.name)\n"
        if let guidedSeed {
            text += "guided: the case of glide fuzz --guided --seed \(guidedSeed) (same --scene); its first \(index + 1) cases make it again, on any --threads\n"
        }
        text += "replay: \(target.replayArguments.isEmpty ? "replay the trace in your own world (ReplayWorld.replay)" : replayCommand(tracePath: tracePath))\n"
        text += "expect: every invariant holds; this trace breaks \(invariants.joined(separator: ", "))\n"
        if shrunk.trace.endsWithContactsDown {
            text += "device: the trace ends with fingers down, so the replay reports the device lost after its last event\n"
        }
        text += "violations:\n"
        for violation in violations { text += "  - \(violation)\n" }
        text += "shrunk script (\(shrunk.frameCount) frames): \(shrunk)\n"
        text += "original script (\(original.frameCount) frames): \(original)\n"
        return text
    }

    /// Checks, before any case runs, that failing cases can be written into `directory`: it is a
    /// writable directory, or it does not exist yet and its parent is one (it is made with the
    /// first failure). Throws `cannotWrite` naming the directory and the fix.
    public static func checkOutput(directory: String) throws(GlideTestingError) {
        switch OutputDirectory.problem(with: directory) {
        case nil:
            return
        case .notADirectory:
            throw GlideTestingError.cannotWrite("\(directory) is not a directory; pass --out with a directory for the failing cases")
        case .cannotWrite(let error):
            throw GlideTestingError.cannotWrite("cannot write into \(directory): \(error); pass --out with a writable directory")
        case .cannotCreate(let parent, let error):
            throw GlideTestingError.cannotWrite("cannot create \(directory) (in \(parent)): \(error); pass --out with a writable directory")
        }
    }

    /// Writes `case-<index>.evemu`, `.args` and `.txt` into `directory` (made if missing); returns the trace's path.
    @discardableResult
    public func write(to directory: String) throws(GlideTestingError) -> String {
        if case .failure(let error) = Syscall.makeDirectory(directory, mode: 0o755) {
            throw GlideTestingError.cannotWrite("cannot create the output directory \(directory): \(error); pass --out with a writable directory")
        }
        let tracePath = directory + "/" + fileStem + ".evemu"
        do {
            try shrunk.trace.writeEvemu(to: tracePath)
        } catch {
            throw GlideTestingError.cannotWrite("cannot write \(tracePath): \(error)")
        }
        if !target.replayArguments.isEmpty {
            let summary = "glide fuzz case \(index) in \(target.name): breaks \(invariants.joined(separator: ", "))"
            try Self.writeText(BundledTrace.argumentsText(summary: summary, arguments: target.replayArguments), to: directory + "/" + fileStem + ".args")
        }
        try Self.writeText(note(tracePath: tracePath), to: directory + "/" + fileStem + ".txt")
        return tracePath
    }

    /// Writes `text` to `path` (created or truncated).
    private static func writeText(_ text: String, to path: String) throws(GlideTestingError) {
        do {
            try TextOutput.writeFile(text, to: path)
        } catch {
            throw GlideTestingError.cannotWrite(error.message)
        }
    }
}
