import Foundation
import GlideGallery
import GlideUI
import Testing

@testable import Glide

/// `glide live --serve` watched by two headless Chromium pages while `tools/mockdev` plays a
/// swipe through a mocked `/dev/input/event5` (`tools/browser/check_live.py`), against a replay
/// of the same trace: the page's window at the release, the chart's release marker and the
/// record; a second page that joins mid-transition sees the same; the page saved as the player
/// plays what `glide replay --html` of the trace plays; both pages say "disconnected" once the
/// session ended and the server went away. The first page's screenshot mid-swipe is the
/// README's picture (`docs/live-page.png`), kept current by this test.
@Suite(.serialized, .enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"),
       .enabled(if: MockedDevice.unavailableReason == nil, "\(MockedDevice.unavailableReason ?? "")"),
       .enabled(if: Browser.missing == nil, Comment(rawValue: Browser.missing ?? "")))
struct LiveServeBrowserTests {
    struct Report: Decodable {
        struct Page: Decodable {
            struct Record: Decodable {
                var text: String
                var frameTime: Double?
                var views: [String: [Browser.Report.Box?]]
            }

            struct Marker: Decodable {
                var t, p: Double
            }

            var status: String
            var records: [Record]
            var marker: Marker?
            var threshold: Double?
            var points: Int
            var frames: Int
        }

        struct Joined: Decodable {
            var points: Int
            var transition: Int?
            var state: String
        }

        var status: Int
        var stdout: String
        var stderr: String
        var pageErrors: [String]
        var secondJoined: Joined?
        var player: String?
        var pages: [Page]
    }

    static let picture = Paths.packageRoot.appendingPathComponent("docs/live-page.png").path

    /// A JSON object's text as a dictionary.
    static func object(_ text: String) throws -> NSDictionary {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary)
    }

    @Test func twoPagesShowTheSwipeAsTheViewTreeHasIt() throws {
        let trace = try #require(BundledTracesTests.traces.first { $0.name == "aweme-touchpad-2fg-finish" })
        let folder = Paths.temporaryDirectory()
        let screenshot = folder.appendingPathComponent("live-page.png").path
        let saved = folder.appendingPathComponent("player.html").path
        // The swipe ends 1.8 s after the 3 s lead-in (played at a quarter of its speed); the session at 9 s.
        let spec: [String: Any] = [
            "glide": Paths.glide, "mockdev": Paths.packageRoot.appendingPathComponent("tools/mockdev").path, "trace": trace.tracePath,
            "arguments": trace.arguments, "timeout": 9, "chromium": Browser.chromium, "views": HTMLPlayerBrowserTests.views,
            "screenshot": screenshot, "leadInMs": 3000, "speed": 0.25, "midSwipe": 0.25, "player": saved,
        ]
        let specPath = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specPath)
        let run = try Run.program(Browser.python, [Paths.packageRoot.appendingPathComponent("tools/browser/check_live.py").path, specPath.path])
        try #require(run.status == 0, "\(run.stderr)")
        let report = try JSONDecoder().decode(Report.self, from: Data(run.stdout.utf8))
        #expect(report.status == 0, "\(report.stderr)")
        #expect(report.stderr.contains("Serving the live page at http://127.0.0.1:"), "\(report.stderr)")
        #expect(report.stderr.contains("timed out"), "\(report.stderr)")
        #expect(report.pageErrors.isEmpty, "\(report.pageErrors)")

        // The session's record is the replay's.
        let replay = try Run.glide(["replay", "--json", trace.tracePath] + trace.arguments)
        #expect(report.stdout == replay.stdout)
        let record = try Self.object(replay.stdout)
        let release = try #require(record["release_ms"] as? Double)
        let percent = try #require(record["percent_at_release"] as? Double)
        // The view tree just after the release (a frame at an instant shows the window before an event at it).
        let tree = try #require(try HTMLPlayerBrowserTests.replay(trace, at: [release + 0.0005]).first)

        let joined = try #require(report.secondJoined, "the second page never joined")
        #expect(joined.state == "interacting", "the second page joined mid-transition: \(joined)")
        #expect(joined.points > 0, "a page that joins late gets the chart so far")
        try #require(report.pages.count == 2)
        for (index, page) in report.pages.enumerated() {
            let label = index == 0 ? "the first page" : "the page that joined mid-transition"
            #expect(page.status == "session ended (timed out), disconnected: reconnecting", "\(label)")
            #expect(page.threshold == 0.2, "\(label): the chart's threshold line")
            #expect(page.marker?.t == release && page.marker?.p == percent, "\(label): the release marker \(String(describing: page.marker))")
            try #require(page.records.count == 1, "\(label)")
            #expect(try Self.object(page.records[0].text) == record, "\(label): \(page.records[0].text)")
            #expect(page.records[0].frameTime == release, "\(label): the frame with the record is the one drawn at the release")
            for name in HTMLPlayerBrowserTests.views {
                let shown = page.records[0].views[name] ?? []
                guard let rect = tree.views[name] ?? nil else {
                    #expect(shown.isEmpty, "\(label): \(name) is not shown at the release, the page draws it")
                    continue
                }
                try #require(shown.count == 1, "\(label): \(name) drawn \(shown.count) times")
                let box = try #require(shown[0], "\(label): \(name) has no background rectangle")
                for (drawn, wanted, what) in [(box.x, rect.minX, "x"), (box.y, rect.minY, "y"), (box.width, rect.width, "width"), (box.height, rect.height, "height")] {
                    #expect(abs(drawn - wanted) <= 0.5, "\(label): \(name)'s \(what) at the release is \(drawn) in the page, \(wanted) in the view tree")
                }
            }
        }
        #expect(report.pages[0].points == report.pages[1].points, "both pages have the whole chart")

        // The page saved as the player: the trace's own player's records and frames.
        #expect(report.player == saved)
        let player = try String(contentsOfFile: saved, encoding: .utf8)
        let reference = folder.appendingPathComponent("reference.html").path
        let made = try Run.glide(["replay", trace.tracePath] + trace.arguments + ["--html", reference])
        #expect(made.status == 0, "\(made.stderr)")
        let wanted = try String(contentsOfFile: reference, encoding: .utf8)
        let lines = { (page: String, prefix: String) in page.split(separator: "\n").filter { $0.hasPrefix(prefix) } }
        #expect(!lines(wanted, "<li class=\"record\"").isEmpty)
        #expect(lines(player, "<li class=\"record\"") == lines(wanted, "<li class=\"record\""), "the saved player's records")
        #expect(lines(player, "<li data-picture=").count == lines(wanted, "<li data-picture=").count, "the saved player's frames")
        #expect(HTMLPlayerBrowserTests.views.contains { tree.views[$0] ?? nil != nil }, "some view is shown at the release")

        // The README's picture: regenerated with GLIDE_UPDATE_PICTURES=1, else compared.
        if ProcessInfo.processInfo.environment["GLIDE_UPDATE_PICTURES"] == "1" {
            _ = try? FileManager.default.removeItem(atPath: Self.picture)
            try FileManager.default.copyItem(atPath: screenshot, toPath: Self.picture)
        }
        let comparison = try Run.program(Browser.python, ["-c", Self.compare, screenshot, Self.picture])
        let stale = "docs/live-page.png is not the page as it is now (\(comparison.stdout)\(comparison.stderr)); "
            + "GLIDE_UPDATE_PICTURES=1 swift test --filter LiveServeBrowserTests makes it again"
        #expect(comparison.status == 0, "\(stale)")
    }

    /// Exits 1 unless the two PNGs have the same size and differ little (the swipe's instant varies by a frame or two).
    static let compare = """
        import sys
        from PIL import Image, ImageChops
        a, b = (Image.open(path).convert("RGB") for path in sys.argv[1:3])
        if a.size != b.size:
            print(f"size {a.size} against {b.size}"); sys.exit(1)
        diff = ImageChops.difference(a, b)
        over = sum(1 for pixel in diff.getdata() if max(pixel) > 64) / (a.size[0] * a.size[1])
        print(f"{over:.4f} of the pixels differ by more than 64")
        sys.exit(0 if over < 0.05 else 1)
        """
}
