import Foundation
import GlideRender
import GlideUI
import GlideGallery
import Testing

@testable import Glide

/// What the browser test runs: Debian's Chromium driven by Playwright for Python from the venv
/// `tools/test` makes (`.build/browser-venv`), through `tools/browser/check_player.py`.
enum Browser {
    static let chromium = "/usr/bin/chromium"
    static let python = Paths.packageRoot.appendingPathComponent(".build/browser-venv/bin/python").path
    static let script = Paths.packageRoot.appendingPathComponent("tools/browser/check_player.py").path

    /// What is missing to run it (`tools/test` installs it all), nil when nothing is.
    static let missing: String? = {
        var missing: [String] = []
        if !FileManager.default.isExecutableFile(atPath: chromium) { missing.append("Debian's chromium (\(chromium))") }
        if !FileManager.default.isExecutableFile(atPath: python) {
            missing.append("the Python venv .build/browser-venv")
        } else if (try? Run.program(python, ["-c", "import playwright.sync_api, PIL"]))?.status != 0 {
            missing.append("Playwright or Pillow in .build/browser-venv")
        }
        if !Paths.onPath("rsvg-convert") { missing.append("rsvg-convert (librsvg2-bin)") }
        guard !missing.isEmpty else { return nil }
        return "the browser test needs \(missing.joined(separator: ", ")), which ./tools/test installs; skipped"
    }()

    /// What `check_player.py` reports.
    struct Report: Decodable {
        struct Check: Decodable {
            var time: Double
            var frameIndex: Int
            var trace: Int
            var scrubber: Double
            var timeLabel: String
            var caption: String
            var cursorLeft: Double
            var records: [String]
            var views: [String: [Box?]]
        }

        struct Box: Decodable {
            var x, y, width, height: Double
        }

        struct Screenshot: Decodable {
            var width, height, referenceWidth, referenceHeight: Int
            var meanDifference, fractionOver64: Double
        }

        struct Controls: Decodable {
            var afterForward, afterBack, afterPlay, frameCount: Int
            var playLabel: String
        }

        var traceOptions: [String]
        var checks: [Check]
        var screenshot: Screenshot
        var controls: Controls
        var pageErrors: [String]
    }
}

/// The page of `glide replay --html` in headless Chromium, read through its controls, against the
/// same replay in Swift.
@Suite(.enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"),
       .enabled(if: Browser.missing == nil, Comment(rawValue: Browser.missing ?? "")))
struct HTMLPlayerBrowserTests {
    /// One instant as the replay has it.
    struct Instant {
        var milliseconds: Double
        var caption: String
        /// Each view's shown rectangle in screen points; nil when not drawn.
        var views: [String: Rect?]
    }

    static let interval = FrameOptions.defaultInterval
    static let views = ["list", "cell-4"]

    /// Where `view` is shown now in its root's coordinates: the bounding box of its presentation
    /// bounds taken through each placement up the tree (centre + transform·(p − bounds centre));
    /// nil when it or a view above it is hidden or transparent.
    static func shownRect(of view: View) -> Rect? {
        let bounds = view.presentation.bounds
        var corners = [Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                       Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY)]
        var current = view
        while true {
            let shown = current.presentation
            guard !shown.isHidden, shown.alpha > 0 else { return nil }
            guard let parent = current.superview else { break }
            let t = shown.transform, middle = shown.bounds.center
            corners = corners.map { p in
                let x = p.x - middle.x, y = p.y - middle.y
                return Point(x: shown.center.x + t.a * x + t.c * y + t.tx, y: shown.center.y + t.b * x + t.d * y + t.ty)
            }
            current = parent
        }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    static func find(_ name: String, in view: View) -> View? {
        if view.name == name { return view }
        for subview in view.subviews { if let found = find(name, in: subview) { return found } }
        return nil
    }

    /// The trace's replay at `instants` (ms, ascending), read from the view tree at each.
    static func replay(_ trace: BundledTrace, at instants: [Double]) throws -> [Instant] {
        let first = try ReplaySession(tracePath: trace.tracePath, options: trace.options)
        _ = try first.run(keeping: .streaming)
        let session = try ReplaySession(tracePath: trace.tracePath, options: trace.options)
        let capture = FrameCapture(renderer: FrameRenderer(), settledAt: first.milliseconds)
        session.observers.append(capture)
        var seen: [Instant] = []
        for ms in instants {
            capture.schedule(atMilliseconds: ms) { [unowned session] frame in
                let window = session.target.window
                let rects = views.map { name in (name, find(name, in: window).flatMap(shownRect(of:))) }
                seen.append(Instant(milliseconds: ms, caption: frame.caption, views: Dictionary(uniqueKeysWithValues: rects)))
            }
        }
        _ = try session.run(keeping: .streaming)
        capture.finish()
        return seen
    }

    /// The lines of the trace's `.expected.jsonl` whose `end_ms` is at most `ms`.
    static func records(of trace: BundledTrace, endedBy ms: Double) throws -> [String] {
        try String(contentsOfFile: trace.expectedPath, encoding: .utf8).split(separator: "\n").map(String.init).filter { line in
            let record = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(record["end_ms"] as? Double) <= ms
        }
    }

    @Test func thePageShowsWhatTheReplayShowsAtEachInstant() throws {
        let finish = try #require(BundledTracesTests.traces.first { $0.name == "aweme-touchpad-2fg-finish" })
        let cancel = try #require(BundledTracesTests.traces.first { $0.name == "aweme-touchpad-2fg-cancel-near-threshold" })
        #expect(finish.arguments == cancel.arguments, "one replay command draws both")
        let folder = Paths.temporaryDirectory()
        let page = folder.appendingPathComponent("page.html").path
        let made = try Run.glide(["replay", finish.tracePath, cancel.tracePath] + finish.arguments + ["--html", page])
        #expect(made.status == 0, "\(made.stderr)")

        // Frame instants during and after each transition, one 8 ms before an end (finish ends at
        // 558.3 ms, between frames 33 and 34; cancel at 743.3 ms, before frame 45).
        let frames = [(finish, [15, 33, 34]), (cancel, [9, 27, 45])]
        var checks: [[String: Any]] = []
        var expected: [(trace: BundledTrace, instant: Instant)] = []
        for (index, (trace, numbers)) in frames.enumerated() {
            let instants = numbers.map { Double($0) * Self.interval }
            for instant in try Self.replay(trace, at: instants) {
                checks.append(["trace": index, "ms": instant.milliseconds, "views": Self.views])
                expected.append((trace, instant))
            }
        }
        // The renderer's PNG of the instant mid-drag of the finish, for the screenshot.
        let shotMs = 15 * Self.interval
        let pngs = folder.appendingPathComponent("frames")
        let drawn = try Run.glide(["replay", finish.tracePath] + finish.arguments + ["--frames", pngs.path, "--at", String(shotMs), "--png"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let spec: [String: Any] = [
            "page": page, "chromium": Browser.chromium, "checks": checks,
            "screenshot": ["trace": 0, "ms": shotMs, "reference": pngs.appendingPathComponent("frame-00001.png").path],
        ]
        let specPath = folder.appendingPathComponent("spec.json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specPath)
        let run = try Run.program(Browser.python, [Browser.script, specPath.path])
        #expect(run.status == 0, "\(run.stderr)")
        let report = try JSONDecoder().decode(Browser.Report.self, from: Data(run.stdout.utf8))

        #expect(report.pageErrors.isEmpty, "\(report.pageErrors)")
        #expect(report.traceOptions == ["aweme-touchpad-2fg-finish.evemu — aweme, threshold(0.2)",
                                        "aweme-touchpad-2fg-cancel-near-threshold.evemu — aweme, threshold(0.2)"])
        try #require(report.checks.count == expected.count)
        var previousCursor: (trace: Int, left: Double)?
        for (index, (check, want)) in zip(report.checks, expected).enumerated() {
            let label = "\(want.trace.name) at \(want.instant.milliseconds) ms"
            let trace = index / 3
            #expect(check.trace == trace, "\(label)")
            #expect(check.time == want.instant.milliseconds, "\(label)")
            #expect(check.frameIndex == frames[trace].1[index % 3], "\(label)")
            #expect(abs(check.scrubber - want.instant.milliseconds) < 1e-9, "\(label): the scrubber at \(check.scrubber)")
            #expect(check.timeLabel == String(format: "%.1f ms", want.instant.milliseconds), "\(label)")
            #expect(check.caption == want.instant.caption, "\(label)")
            #expect(check.caption.hasPrefix(String(format: "t %.3f s · ", want.instant.milliseconds / 1000)), "\(label): \(check.caption)")
            #expect(check.records == (try Self.records(of: want.trace, endedBy: want.instant.milliseconds)), "\(label)")
            if let previousCursor, previousCursor.trace == trace { #expect(check.cursorLeft > previousCursor.left, "\(label)") }
            previousCursor = (trace, check.cursorLeft)
            for name in Self.views {
                let shown = check.views[name] ?? []
                guard let rect = want.instant.views[name] ?? nil else {
                    #expect(shown.isEmpty, "\(label): \(name) is not shown, the page draws it")
                    continue
                }
                try #require(shown.count == 1, "\(label): \(name) drawn \(shown.count) times")
                let box = try #require(shown[0], "\(label): \(name) has no background rectangle")
                for (measured, computed) in [(box.x, rect.minX), (box.y, rect.minY), (box.width, rect.width), (box.height, rect.height)] {
                    #expect(abs(measured - computed) <= 0.5, "\(label): \(name) at \(box) in the page, \(rect) in the replay")
                }
            }
        }
        // The drag moves the list: mid-drag it is scaled down, at rest it fills the screen.
        #expect(expected[0].instant.views["list"].flatMap { $0?.width }.map { $0 < 380 } == true)
        #expect(expected[5].instant.views["list"].flatMap { $0?.width } == 390)

        // The screenshot against the renderer's PNG (its screen part): mean absolute difference
        // of the channels under 3 of 255, and under 1 % of pixels off by more than 64.
        let shot = report.screenshot
        #expect(shot.width == 390 && shot.height == 844, "the screen is drawn at 1 CSS px per point")
        #expect(shot.referenceWidth == 390 && shot.referenceHeight == 844 + 24)
        #expect(shot.meanDifference < 3, "mean channel difference \(shot.meanDifference)")
        #expect(shot.fractionOver64 < 0.01, "\(shot.fractionOver64 * 100) % of pixels differ by more than 64")

        // Two frames forward, one back, then played at 4× to the last frame, where it stops.
        #expect(report.controls.afterForward == 2)
        #expect(report.controls.afterBack == 1)
        #expect(report.controls.frameCount == 35)
        #expect(report.controls.afterPlay == 34)
        #expect(report.controls.playLabel == "Play")
        print("HTMLPlayerBrowserTests: screenshot mean channel difference \(shot.meanDifference) / 255, \(shot.fractionOver64 * 100) % of pixels over 64")
    }
}
