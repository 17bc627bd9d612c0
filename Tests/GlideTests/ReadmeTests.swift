import Foundation
import Testing

/// The README tells the truth: it is at most 300 lines; every Swift block in it is compiled by a
/// test (it appears verbatim in a test source) or, for the manifest, by SwiftPM; every command in
/// it runs here as written (`glide live` on a mocked touchpad) and writes the pictures the README
/// shows; the outputs it shows are what those commands print.
@Suite struct ReadmeTests {
    /// A fenced block: its language, its lines, and the line it starts on.
    struct Block {
        var language: String
        var text: String
        var line: Int
    }

    static let readmeURL = Paths.packageRoot.appendingPathComponent("README.md")

    static func readme() throws -> String {
        try String(contentsOf: readmeURL, encoding: .utf8)
    }

    /// The fenced blocks of `markdown`, in order.
    static func blocks(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var open: Block?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let block = open {
                    blocks.append(block)
                    open = nil
                } else {
                    open = Block(language: String(line.dropFirst(3)), text: "", line: index + 1)
                }
            } else if open != nil {
                open!.text += line + "\n"
            }
        }
        return blocks
    }

    @Test func theReadmeIsAtMostThreeHundredLines() throws {
        let lines = try Self.readme().split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 300, "README.md has \(lines) lines: move detail to docs/ or a DocC article")
    }

    @Test func everyBlockIsOfAKindThisSuiteChecks() throws {
        for block in Self.blocks(in: try Self.readme()) {
            #expect(["sh", "swift", "text", "json"].contains(block.language), "README.md:\(block.line): a ```\(block.language) block")
        }
    }

    /// The Swift files the test targets compile.
    static func testSources() throws -> [String] {
        let tests = Paths.packageRoot.appendingPathComponent("Tests")
        var sources: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: tests.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), !relative.hasPrefix("Fixtures/"), !relative.contains("/PlantedBugs/UIKit/") else { continue }
            sources.append(try String(contentsOf: tests.appendingPathComponent(relative), encoding: .utf8))
        }
        return sources
    }

    /// Whether `source` holds `block`'s lines one after the other, each under the same indentation
    /// (blank lines may be empty).
    static func source(_ source: String, holds block: String) -> Bool {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = block.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard let first = wanted.first, !first.isEmpty else { return false }
        for start in lines.indices where lines[start].hasSuffix(first) && lines.count - start >= wanted.count {
            let indent = lines[start].dropLast(first.count)
            guard indent.allSatisfy({ $0 == " " }) else { continue }
            let matches = zip(lines[start...], wanted).allSatisfy { line, want in
                want.isEmpty ? line.allSatisfy { $0 == " " } : line == indent + want
            }
            if matches { return true }
        }
        return false
    }

    @Test func everySwiftBlockIsCompiledByATest() throws {
        let sources = try Self.testSources()
        for block in Self.blocks(in: try Self.readme()) where block.language == "swift" && !block.text.hasPrefix("// Package.swift") {
            #expect(sources.contains { Self.source($0, holds: block.text) }, "README.md:\(block.line): this Swift block is in no test source; put it, verbatim, in a test that runs it")
        }
    }

    @Test func theManifestBlockCompilesAndNamesLibraries() throws {
        let block = try #require(Self.blocks(in: try Self.readme()).first { $0.text.hasPrefix("// Package.swift") })
        let folder = Paths.temporaryDirectory()
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("glide"), withDestinationURL: Paths.packageRoot)
        let app = folder.appendingPathComponent("MyApp")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let manifest = "// swift-tools-version:6.1\nimport PackageDescription\n\nlet package = Package(\n    name: \"MyApp\",\n"
            + block.text.split(separator: "\n").dropFirst().map { "    " + $0 }.joined(separator: "\n") + "\n)\n"
        try manifest.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let dump = try Run.start("/usr/bin/env", ["swift", "package", "dump-package"], directory: app.path).finish()
        #expect(dump.status == 0, "the README's Package.swift lines do not compile:\n\(manifest)\n\(dump.stderr)")
        let libraries = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        for product in Self.matches(of: #"\.product\(name: "([A-Za-z]+)", package: "glide"\)"#, in: block.text) {
            #expect(libraries.contains(".library(name: \"\(product)\""), "README.md names product \(product), which Package.swift has not")
        }
    }

    /// The first capture group of each match of `pattern` in `text`.
    static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// A command of a ```sh block: its arguments after `./tools/glide`, the line it is on.
    struct Command {
        var arguments: [String]
        var line: Int
    }

    /// Runs each `./tools/glide` command of the README in a folder where `Traces` and `Examples`
    /// are the package's and `docs` is empty, as the README's reader would from a checkout; the
    /// outputs of each ```sh block's commands, and the folder.
    static func runCommands() throws -> (outputs: [Int: String], folder: URL) {
        let folder = Paths.temporaryDirectory()
        for name in ["Traces", "Examples"] {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: Paths.packageRoot.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("docs"), withIntermediateDirectories: true)
        var outputs: [Int: String] = [:]
        for block in blocks(in: try readme()) where block.language == "sh" {
            var output = ""
            for (offset, raw) in block.text.split(separator: "\n").enumerated() {
                let line = raw.split(separator: "#", maxSplits: 1)[0].trimmingCharacters(in: .whitespaces)
                let words = line.split(separator: " ").map(String.init)
                let place = "README.md:\(block.line + 1 + offset)"
                if words == ["./tools/test"] { continue }  // the command that runs this suite
                guard words.first == "./tools/glide" else {
                    Issue.record("\(place): '\(line)' is not a command this suite runs (./tools/glide …)")
                    continue
                }
                let result = try run(Array(words.dropFirst()), in: folder)
                #expect(result.status == 0, "\(place): \(line) exited \(result.status): \(result.stderr)")
                output += result.stdout + result.stderr
            }
            outputs[block.line] = output
        }
        return (outputs, folder)
    }

    /// `glide ARGUMENTS` in `folder`; `glide live` on a mocked touchpad playing the aweme swipe,
    /// ending after its first transition (and serving on a free port with `--serve`).
    static func run(_ arguments: [String], in folder: URL) throws -> ProcessOutput {
        guard arguments.first == "live" else { return try Run.glide(arguments, in: folder.path) }
        let trace = Paths.packageRoot.appendingPathComponent("Traces/aweme-touchpad-2fg-finish.evemu").path
        let bounded = arguments + ["--max-transitions", "1", "--timeout", "10"] + (arguments.contains("--serve") ? ["--port", "0"] : [])
        return try Run.glideOnMockedDevice(["--lead-in-ms", "1500", trace], bounded, directory: folder.path).finish()
    }

    @Test func everyCommandRunsAndItsOutputsAndPicturesAreTheReadmes() throws {
        let readme = try Self.readme()
        let (outputs, folder) = try Self.runCommands()
        // Each output block shows lines the commands of the ```sh block before it print.
        let blocks = Self.blocks(in: readme)
        for (index, block) in blocks.enumerated() where ["text", "json"].contains(block.language) {
            let commands = try #require(blocks[..<index].last { $0.language == "sh" }, "README.md:\(block.line): output with no command before it")
            let printed = outputs[commands.line] ?? ""
            for line in block.text.split(separator: "\n") {
                #expect(printed.contains(line), "README.md:\(block.line): '\(line)' is not what the commands at line \(commands.line) print")
            }
        }
        // The pictures the commands wrote into docs/ are the README's, byte for byte.
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("docs").path)
        #expect(written.sorted() == ["aweme-dismissal.png", "policy-comparison.svg"])
        for name in written {
            #expect(readme.contains("](docs/\(name))"), "README.md shows no docs/\(name)")
            #expect(try Data(contentsOf: folder.appendingPathComponent("docs/\(name)")) == Data(contentsOf: Paths.packageRoot.appendingPathComponent("docs/\(name)")),
                    "docs/\(name) is stale: run the README's command that writes it, from the checkout")
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("aweme.html").path))
    }
}
