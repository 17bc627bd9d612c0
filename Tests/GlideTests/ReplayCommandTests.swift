import Foundation
import FoundationXML
import Testing

@testable import Glide

/// `glide replay` and `glide demo`, run as programs on the bundled traces and on broken ones.
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
struct ReplayCommandTests {
    static let traces = BundledTracesTests.traces

    @Test(arguments: traces.map(\.name))
    func jsonEqualsTheExpectation(_ name: String) throws {
        let trace = try #require(Self.traces.first { $0.name == name })
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == (try String(contentsOfFile: trace.expectedPath, encoding: .utf8)))
    }

    @Test func replayingTwiceIsByteIdentical() throws {
        let trace = try #require(Self.traces.first { $0.name == "slide-touchpad-fling-policy" })
        let arguments = ["replay", trace.tracePath] + trace.arguments + ["--json"]
        let first = try Run.glide(arguments)
        let second = try Run.glide(arguments)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.split(separator: "\n").count == 3)
    }

    /// `--reduce-motion`: the same decisions as the expectation, every release ending where it was let go.
    @Test func reducedMotionDecidesAlikeAndCompletesAtOnce() throws {
        let trace = try #require(Self.traces.first { $0.name == "slide-touchpad-fling-policy" })
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--json", "--reduce-motion"])
        #expect(output.status == 0, "\(output.stderr)")
        let expected = try String(contentsOfFile: trace.expectedPath, encoding: .utf8).split(separator: "\n")
        let lines = output.stdout.split(separator: "\n")
        try #require(lines.count == expected.count)
        for (line, want) in zip(lines, expected) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let wanted = try #require(try JSONSerialization.jsonObject(with: Data(want.utf8)) as? [String: Any])
            #expect(object["decision"] as? String == wanted["decision"] as? String)
            guard object["interactive"] as? Bool == true else { continue }
            #expect(object["reduced_motion"] as? Bool == true, "\(line)")
            #expect(object["end_ms"] as? Double == object["release_ms"] as? Double, "\(line)")
        }
    }

    @Test func everyLineIsAJSONRecordWithTheContractFields() throws {
        let trace = try #require(Self.traces.first { $0.name == "slide-touchscreen-device-loss" })
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--json"])
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for key in ["transition", "kind", "animator", "interactive", "decision", "reason", "percent_at_release", "velocity_at_release",
                        "completion_speed", "start_ms", "release_ms", "end_ms", "visible", "diagnostics"] {
                #expect(object[key] != nil, "no \(key) in \(line)")
            }
        }
        #expect(lines.last?.contains("\"reason\":\"device-lost\"") == true)
        // The trace ends with a finger down: said on stderr, never on stdout.
        #expect(output.stderr.contains("ends with fingers down"))
    }

    @Test func severalTracesTagEachRecordWithItsTrace() throws {
        let first = try #require(Self.traces.first { $0.name == "tabs-touchpad-2fg-syn-dropped" })
        let second = try #require(Self.traces.first { $0.name == "tabs-touchpad-2fg-finger-change" })
        let output = try Run.glide(["replay", first.tracePath, second.tracePath, "--scene", "tabs", "--json"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("{\"trace\":\"\(first.tracePath)\",\"transition\":1,"))
        #expect(lines[1].hasPrefix("{\"trace\":\"\(second.tracePath)\",\"transition\":1,"))
    }

    @Test func theTableNamesEachTransition() throws {
        let trace = try #require(Self.traces.first { $0.name == "nav-fade-touchpad-3fg-pop" })
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments)
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("#  KIND") == true)
        #expect(lines.count == 3)
        #expect(lines[2].contains("pop") && lines[2].contains("finish") && lines[2].contains("threshold"))
    }

    @Test func aTraceOfTheWrongSceneWarnsWhatTheSceneListensTo() throws {
        let trace = try #require(Self.traces.first { $0.name == "tabs-touchpad-2fg-syn-dropped" })
        let output = try Run.glide(["replay", trace.tracePath, "--json"])
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("no transition began; scene aweme listens to"))
    }

    @Test func aMalformedTraceExits65WithFileLineColumn() throws {
        let path = Paths.temporaryDirectory().appendingPathComponent("bad.evemu").path
        let text = try String(contentsOfFile: try #require(Self.traces.first).tracePath, encoding: .utf8)
        try (text + "E: 9.000000 0003 zz 1\n").write(toFile: path, atomically: true, encoding: .utf8)
        let lineNumber = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let output = try Run.glide(["replay", path, "--json"])
        #expect(output.status == 65)
        #expect(output.stderr.hasPrefix("\(path):\(lineNumber):"), "\(output.stderr)")
    }

    @Test func anUnreadablePathExits66() throws {
        let output = try Run.glide(["replay", "/nonexistent/trace.evemu"])
        #expect(output.status == 66)
        #expect(output.stderr.contains("/nonexistent/trace.evemu"))
        #expect(output.stdout.isEmpty)
    }

    @Test func badOptionsExit64() throws {
        let trace = try #require(Self.traces.first).tracePath
        #expect(try Run.glide(["replay", trace, "--scene", "nope"]).status == 64)
        #expect(try Run.glide(["replay", trace, "--policy", "sideways"]).status == 64)
        #expect(try Run.glide(["replay", trace, "--threshold", "2"]).status == 64)
        #expect(try Run.glide(["replay", trace, "--fingers", "9"]).status == 64)
    }

    /// Files glide writes get the mode less the umask, as every Unix tool's do (run under `umask 077` in a shell).
    @Test func writtenFilesRespectTheUmask() throws {
        let trace = try #require(Self.traces.first)
        let svg = Paths.temporaryDirectory().appendingPathComponent("masked.svg").path
        let output = try Run.program("/bin/sh", ["-c", "umask 077 && exec \"$0\" \"$@\"", Paths.glide, "replay", trace.tracePath] + trace.arguments + ["--svg", svg])
        #expect(output.status == 0, "\(output.stderr)")
        let mode = try #require(try FileManager.default.attributesOfItem(atPath: svg)[.posixPermissions] as? Int)
        #expect(mode == 0o600, "mode \(String(mode, radix: 8)) under umask 077")
    }

    /// A negative number reaches the range check instead of being taken for an option name ("Missing value").
    @Test func svgIsWellFormedWithTheThresholdAndTheReleasePoint() throws {
        let trace = try #require(Self.traces.first { $0.name == "circle-touchscreen-grab-during-completion" })
        let svg = Paths.temporaryDirectory().appendingPathComponent("timeline.svg").path
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--json", "--svg", svg])
        #expect(output.status == 0)
        let data = try Data(contentsOf: URL(fileURLWithPath: svg))
        let collector = SVGClasses()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        #expect(collector.root == "svg")
        #expect(collector.classes.contains("threshold"))
        #expect(collector.classes.contains("release"))
        #expect(collector.classes.contains("progress"))
        #expect(collector.classes.contains("completion"))
        #expect(collector.classes.contains("decision"))
        // The trace grabs its completion back once: the abandoned release and the grab are marked.
        #expect(collector.classes.contains("interrupted-release"))
        #expect(collector.classes.contains("grab"))
        #expect(collector.texts.contains { $0.contains("grabbed at p 0.398") })
        #expect(collector.texts.contains { $0.contains("threshold 0.2") })
        #expect(collector.texts.contains { $0.contains("pop: cancel (threshold)") })
        // The SVG is as deterministic as the records.
        let again = Paths.temporaryDirectory().appendingPathComponent("timeline.svg").path
        _ = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--svg", again])
        #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == data)
    }

    @Test func anSVGThatCannotBeCreatedExits73BeforeReplayingAnything() throws {
        let trace = try #require(Self.traces.first).tracePath
        let output = try Run.glide(["replay", trace, "--json", "--svg", "/nonexistent/dir/t.svg"])
        #expect(output.status == 73)
        #expect(output.stderr.contains("/nonexistent/dir/t.svg: cannot create the file"))
        #expect(output.stdout.isEmpty, "no record was replayed before the output was checked")
        let directory = Paths.temporaryDirectory().path
        let intoDirectory = try Run.glide(["replay", trace, "--json", "--svg", directory])
        #expect(intoDirectory.status == 73 && intoDirectory.stdout.isEmpty)
        #expect(intoDirectory.stderr.contains("\(directory): cannot create the file: Is a directory; give a file name"))
    }

    @Test func aRunThatFailsPartWayLeavesNoSVGAndNoTemporaryFile() throws {
        let trace = try #require(Self.traces.first).tracePath
        let directory = Paths.temporaryDirectory()
        let broken = directory.appendingPathComponent("broken.evemu").path
        try "N: broken\nE: nonsense\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let svg = directory.appendingPathComponent("t.svg").path
        try "the previous timeline".write(toFile: svg, atomically: true, encoding: .utf8)
        let output = try Run.glide(["replay", trace, broken, "--json", "--svg", svg])
        #expect(output.status == 65)
        #expect(!output.stdout.isEmpty, "the first trace's records were printed")
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == "the previous timeline", "the old file is untouched")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["broken.evemu", "t.svg"])
        let whole = try Run.glide(["replay", trace, "--svg", svg])
        #expect(whole.status == 0)
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasSuffix("</svg>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["broken.evemu", "t.svg"])
    }

    @Test func realtimeWithoutATerminalPacesAndPrintsTheRecords() throws {
        let trace = try #require(Self.traces.first { $0.name == "tabs-touchpad-2fg-syn-dropped" })
        let start = Date()
        let output = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--json", "--realtime"])
        let elapsed = Date().timeIntervalSince(start)
        #expect(output.status == 0)
        #expect(output.stdout == (try String(contentsOfFile: trace.expectedPath, encoding: .utf8)))
        // The last record ends at 666.7 ms: real time takes at least about that long.
        #expect(elapsed > 0.6)
    }

    @Test func demoWithoutATerminalPrintsTheTableAndExits0() throws {
        let page = Paths.temporaryDirectory().appendingPathComponent("demo.html").path
        let output = try Run.glide(["demo", "--html", page])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("TRACE"))
        for trace in Self.traces { #expect(output.stdout.contains(trace.name)) }
        #expect(output.stdout.contains("every record matches its .expected.jsonl"))
        #expect(!output.stdout.contains("\u{1B}["))
        // Last, the page that plays every trace, one option of its selector each.
        #expect(output.stdout.hasSuffix("open it in a browser:\n\(page)\n"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<option value=").count - 1 == Self.traces.count)
        for trace in Self.traces { #expect(html.contains(">\(trace.name).evemu — "), "\(trace.name)") }
    }

    @Test func demoWritesItsPageInTheCurrentDirectoryElseInATemporaryOne() throws {
        let here = Paths.temporaryDirectory().path
        let output = try Run.glide(["demo"], in: here)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasSuffix("\n\(here)/glide-demo.html\n"), "\(output.stdout.suffix(200))")
        #expect(FileManager.default.fileExists(atPath: here + "/glide-demo.html"))
        // A current directory that cannot be written: a new directory under TMPDIR. Permissions do
        // not stop root; /proc/sys refuses new files even to root.
        let readOnly = Paths.temporaryDirectory().path
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: readOnly)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: readOnly) }
        let temporary = Paths.temporaryDirectory().path
        let fallback = try Run.glide(["demo"], in: getuid() == 0 ? "/proc/sys" : readOnly, temporary: temporary)
        #expect(fallback.status == 0, "\(fallback.stderr)")
        let path = String(fallback.stdout.split(separator: "\n").last ?? "")
        #expect(path.hasPrefix(temporary + "/glide-demo-") && path.hasSuffix("/glide-demo.html"), "\(path)")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: readOnly).isEmpty)
    }

    @Test func demoRefusesABadPageBeforeReplaying() throws {
        let output = try Run.glide(["demo", "--html", "/nonexistent/demo.html"])
        #expect(output.status == 73)
        #expect(output.stderr.contains("/nonexistent/demo.html: cannot create the file"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        let misnamed = try Run.glide(["demo", "--html", Paths.temporaryDirectory().appendingPathComponent("demo.svg").path])
        #expect(misnamed.status == 64)
        #expect(misnamed.stderr.contains("give a file name ending in .html or .htm"), "\(misnamed.stderr)")
    }

    @Test func demoReportsAMismatchWithStatus1AndAMissingDirectoryWith66() throws {
        let directory = Paths.temporaryDirectory()
        let trace = try #require(Self.traces.first)
        let base = directory.appendingPathComponent(trace.name).path
        try FileManager.default.copyItem(atPath: trace.tracePath, toPath: base + ".evemu")
        try (trace.arguments.joined(separator: " ") + "\n").write(toFile: base + ".args", atomically: true, encoding: .utf8)
        try "{}\n".write(toFile: base + ".expected.jsonl", atomically: true, encoding: .utf8)
        let mismatch = try Run.glide(["demo", "--traces", directory.path, "--html", directory.appendingPathComponent("demo.html").path])
        #expect(mismatch.status == 1)
        #expect(mismatch.stdout.contains("records differ from the expectations for: \(trace.name)"))
        let missing = try Run.glide(["demo", "--traces", "/nonexistent/traces"])
        #expect(missing.status == 66)
        #expect(missing.stderr.contains("--traces DIR"))
    }
}

/// Collects the root element, the `class` attributes and the text of an SVG.
private final class SVGClasses: NSObject, XMLParserDelegate {
    var root: String?
    var classes: Set<String> = []
    var texts: [String] = []
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = name }
        if let value = attributes["class"] { classes.insert(value) }
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { texts.append(text) }
    }
}
