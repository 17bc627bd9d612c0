import Foundation
import GlideRender
import GlideGallery
import Testing

@testable import Glide

/// `glide replay --html`: the page's contents and the refusals that come before anything is
/// written (the page in a browser: `HTMLPlayerBrowserTests`).
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"))
struct HTMLPlayerTests {
    static func trace(_ name: String) throws -> BundledTrace {
        try #require(BundledTracesTests.traces.first { $0.name == name })
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func thePageHoldsEveryFrameOnceEveryRecordAndNothingFromOutside() throws {
        let finish = try Self.trace("aweme-touchpad-2fg-finish")
        let cancel = try Self.trace("aweme-touchpad-2fg-cancel-near-threshold")
        let folder = Paths.temporaryDirectory()
        let arguments = ["replay", finish.tracePath, cancel.tracePath] + finish.arguments + ["--json", "--html"]
        let output = try Run.glide(arguments + [folder.appendingPathComponent("page.html").path])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.split(separator: "\n").count == 2, "the records are printed as without --html")
        let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
        // A frame per 1/60 s up to the first at or after the end: 558.3 ms gives 35 (0 to 566.7), 743.3 ms 46.
        #expect(Self.count("<li data-picture=", in: html) == 35 + 46)
        #expect(html.contains("<li data-picture=\"0\">t 0.000 s · idle</li>"))
        #expect(html.contains(">t 0.567 s · idle</li>\n</ol>"), "the first trace's last frame")
        // Equal drawings are kept once: the idle frames of both traces share one template.
        let templates = Self.count("<template>", in: html)
        #expect(templates > 40 && templates < 35 + 46, "\(templates) templates")
        #expect(!html.contains("<?xml"))
        #expect(Self.count("<section class=\"trace\" data-interval=\"16.666666666666668\"", in: html) == 2)
        // Each record as the JSON lines have it, escaped, with its end for the script.
        for trace in [finish, cancel] {
            for line in try String(contentsOfFile: trace.expectedPath, encoding: .utf8).split(separator: "\n") {
                #expect(html.contains(" hidden><code>\(SVGText.escaped(String(line)))</code></li>\n"), "\(line)")
            }
        }
        #expect(html.contains("<li class=\"record\" data-end-ms=\"558.321\" hidden>"))
        // Self-contained: no address but the SVG namespace, no loaded resource.
        let addresses = html.components(separatedBy: "://").dropFirst().map { $0.prefix(20) }
        #expect(addresses.allSatisfy { $0 == "www.w3.org/2000/svg\"" }, "\(Set(addresses))")
        for loader in ["<link", "<img", "<iframe", " src=", " href=", "@import", "fetch("] { #expect(!html.contains(loader), "\(loader)") }
        // The same replays give the same bytes.
        #expect(try Run.glide(arguments + [folder.appendingPathComponent("again.html").path]).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("again.html")) == Data(contentsOf: folder.appendingPathComponent("page.html")))
    }

    @Test func badPagesAreRefusedBeforeAnythingIsWritten() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let folder = Paths.temporaryDirectory()
        let wrongName = try Run.glide(["replay", trace.tracePath, "--html", folder.appendingPathComponent("page.txt").path])
        #expect(wrongName.status == 64)
        #expect(wrongName.stderr.contains("give a file name ending in .html or .htm"), "\(wrongName.stderr)")
        let text = try String(contentsOfFile: trace.tracePath, encoding: .utf8)
        let piped = try Run.glide(["replay", "-", "--html", folder.appendingPathComponent("page.html").path], input: Data(text.utf8))
        #expect(piped.status == 64)
        #expect(piped.stderr.contains("standard input (-) can be read only once"), "\(piped.stderr)")
        let missing = folder.appendingPathComponent("missing/page.html").path
        let unwritable = try Run.glide(["replay", trace.tracePath, "--json", "--html", missing])
        #expect(unwritable.status == 73)
        #expect(unwritable.stderr.contains("\(missing): cannot create the file"), "\(unwritable.stderr)")
        #expect(unwritable.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing half-written")
    }

    @Test func aPageOfMoreThanTenThousandFramesIsRefused() throws {
        let trace = try Self.trace("aweme-touchpad-2fg-finish")
        let result = try ReplaySession(tracePath: trace.tracePath, options: trace.options).run()
        let recording = PlayerRecording()
        try recording.add("a.evemu", title: "a", result: result, settledAt: 100_000)
        #expect(recording.player.traces.count == 1)
        // 100 s give 6001 frames; another 100 s are over the cap.
        #expect(throws: GlideError(status: .usage, message: """
            --html plays b.evemu (0 to 100000.0 ms) in 6001 frames, one per 60 Hz refresh, and the page's traces take 12002, \
            more than the 10000 one run writes; nothing was written. Give fewer or shorter traces \
            (glide record --duration SECONDS records a shorter one)
            """)) {
            try recording.add("b.evemu", title: "b", result: result, settledAt: 100_000)
        }
    }
}
