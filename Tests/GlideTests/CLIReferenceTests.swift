import Foundation
import Testing

/// `docs/cli.md`, the command-line reference, is `glide help` of every command and subcommand
/// (at 80 columns, whatever the terminal), kept equal to it by this test: `tools/make-cli-docs` (or
/// `GLIDE_UPDATE_DOCS=1 swift test --filter CLIReferenceTests`) writes it again.
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
struct CLIReferenceTests {
    static let path = Paths.packageRoot.appendingPathComponent("docs/cli.md").path

    /// The subcommands a help text lists under SUBCOMMANDS (`run (default)` gives `run`).
    static func subcommands(in help: String) -> [String] {
        var names: [String] = []
        var listing = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("SUBCOMMANDS:") {
                listing = true
            } else if listing {
                guard line.hasPrefix("  ") else { break }
                if !line.hasPrefix("   "), let name = line.split(separator: " ").first { names.append(String(name)) }
            }
        }
        return names
    }

    /// The reference: `glide help`, then `glide help COMMAND` for each command, depth first.
    static func reference() throws -> String {
        var text = """
            # The `glide` command line

            Every command's `--help`, as `glide help COMMAND` prints it. Made by `tools/make-cli-docs`;
            a test (`CLIReferenceTests`) fails while it differs from the help of the `glide` built from
            the same sources.

            """
        var pending: [[String]] = [[]]
        while !pending.isEmpty {
            let command = pending.removeFirst()
            var environment = ProcessInfo.processInfo.environment
            environment["COLUMNS"] = "80"
            let help = try Run.start(Paths.glide, ["help"] + command, environment: environment).finish()
            try #require(help.status == 0, "glide help \(command.joined(separator: " ")): \(help.stderr)")
            let name = (["glide"] + command).joined(separator: " ")
            text += "\n## `\(name)`\n\n```text\n" + help.stdout.trimmingCharacters(in: .newlines) + "\n```\n"
            pending.insert(contentsOf: subcommands(in: help.stdout).map { command + [$0] }, at: 0)
        }
        return text
    }

    @Test func theReferenceIsTheHelpOfEveryCommand() throws {
        let wanted = try Self.reference()
        if ProcessInfo.processInfo.environment["GLIDE_UPDATE_DOCS"] == "1" {
            try wanted.write(toFile: Self.path, atomically: true, encoding: .utf8)
        }
        let written = (try? String(contentsOfFile: Self.path, encoding: .utf8)) ?? ""
        #expect(written == wanted, "docs/cli.md differs from `glide help`: run tools/make-cli-docs")
        for command in ["devices", "describe", "record", "replay", "compare", "live", "fuzz", "fuzz run", "fuzz merge", "demo", "port"] {
            #expect(wanted.contains("## `glide \(command)`"), "\(command) is in the reference")
        }
    }
}
