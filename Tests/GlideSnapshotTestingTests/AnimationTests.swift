import Foundation
import FoundationXML
import GlideGallery
import GlideRender
import GlideTesting
import SnapshotTesting
import Testing

@testable import GlideSnapshotTesting

/// `.animation(trace:)`: a whole replay as an animated SVG people can watch, compared by the
/// timeline it carries; a divergence is named, drawn and attached to the test.
@Suite struct AnimationTests {
    /// The frames of an animation: each `<g class="frame">`'s `<animate>` keyTimes, in order.
    static func frames(_ svg: String) -> [String] {
        svg.components(separatedBy: "<g class=\"frame\"").dropFirst().map { frame in
            guard let keyTimes = frame.range(of: "keyTimes=\"") else { return "" }
            return String(frame[keyTimes.upperBound...].prefix { $0 != "\"" })
        }
    }

    @Test func theAnimationCarriesTheTimelineAndShowsEachOfItsSamplesInTurn() throws {
        let gesture = try GalleryGesture(scene: "aweme")
        let timeline = try gesture.world().timeline(replaying: gesture.script)
        let svg = try ReplayAnimation(timeline: timeline, framesPerSecond: 30).document()
        #expect(try ReplayAnimation.timeline(embeddedIn: svg) == ReplayTimeline(parsing: timeline.text))
        #expect(try ReplayAnimation(timeline: timeline, framesPerSecond: 30).document() == svg)

        // 30 instants a second to the last sample; instants that show the same sample are one frame.
        let last = try #require(timeline.samples.last).time
        let instants = Int((last / (1000.0 / 30)).rounded(.up)) + 1
        let frames = Self.frames(svg)
        #expect(frames.count > 10 && frames.count <= instants)
        #expect(frames.first?.hasPrefix("0;") == true && frames.last?.hasPrefix("0;") == true)
        // Each frame starts where the one before ends, the last holds a second of the loop.
        let total = Double(instants) / 30 + ReplayAnimation.holdSeconds
        #expect(svg.contains("dur=\"\(SVGNumbers(decimals: 6).text(total))s\""))
        var previousEnd = try #require(frames.first.flatMap { Double($0.split(separator: ";")[1]) })
        for keyTimes in frames.dropFirst() {
            let times = keyTimes.split(separator: ";").compactMap { Double($0) }
            #expect(times[1] == previousEnd)
            previousEnd = times.count > 2 ? times[2] : 1
        }
        let lastStart = try #require(frames.last.flatMap { Double($0.split(separator: ";")[1]) })
        #expect(abs((1 - lastStart) * total - ReplayAnimation.holdSeconds) < 1.0 / 30 + 1e-5)

        // Well-formed XML with distinct ids, and captions that name the samples shown.
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse())
        let ids = svg.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(Set(ids).count == ids.count && !ids.isEmpty)
        #expect(svg.contains(" interacting · 50.0 %") && svg.contains(" completing · 100.0 %"))
    }

    @Test func aTooLongReplayOrABadRateFailsWithTheReason() throws {
        let long = ReplayTimeline(screen: Size(width: 10, height: 10), samples: [
            .init(time: 0, cause: .start, moment: nil, tree: PresentedTree(nodes: [])),
            .init(time: 200_000, cause: .end, moment: nil, tree: PresentedTree(nodes: [])),
        ], records: [])
        #expect(throws: ReplayAnimationError.self) { try ReplayAnimation(timeline: long, framesPerSecond: 60).document() }
        let gesture = try GalleryGesture(scene: "aweme")
        var snapshot = ""
        Snapshotting<ReplayWorld, String>.animation(trace: gesture.script, framesPerSecond: 0).snapshot(try gesture.world()).run { snapshot = $0 }
        #expect(SnapshotFailureText.message(in: snapshot) == "an animation has 1 to 60 frames per second, got 0")
        #expect(throws: ReplayAnimationError.self) { try ReplayAnimation.timeline(embeddedIn: "<svg/>") }
    }

    /// A golden recorded from the unchanged nav-fade, in a fresh folder; the perturbed replay's failure against it.
    static func perturbedFailure(in folder: URL) throws -> String {
        let gesture = try GalleryGesture(scene: "nav-fade")
        let strategy = Snapshotting<ReplayWorld, String>.animation(
            trace: gesture.script, file: folder.appendingPathComponent("Perturbed.swift").path, function: "perturbed()")
        _ = verifySnapshot(of: try gesture.world(), as: strategy, named: "nav-fade", record: .all, snapshotDirectory: folder.path, testName: "animation")
        #expect(verifySnapshot(of: try gesture.world(), as: strategy, named: "nav-fade", record: .never, snapshotDirectory: folder.path, testName: "animation") == nil)
        return try #require(verifySnapshot(
            of: try PerturbationTests.navFade(gesture: gesture) { _ in CrossFadeNavigationTransition(duration: 0.6) },
            as: strategy, named: "nav-fade", record: .never, snapshotDirectory: folder.path, testName: "animation"))
    }

    /// Also run on its own by `theRunnerSavesTheAttachedPictures`, which reads what it attached.
    @Test func aPerturbedAnimationFailsNamingTheInstantAndDrawingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-animation-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let failure = try Self.perturbedFailure(in: folder)
        #expect(failure.contains("the timeline diverges at 116.667 ms (tick, #1 animating): view \"root\""), "\(failure)")
        for side in ["expected", "actual"] {
            let file = folder.appendingPathComponent("__Snapshots__/Perturbed/perturbed.diverged.\(side).svg")
            #expect(try String(contentsOf: file, encoding: .utf8).contains("\(side) #1 animating"))
        }
    }

    @Test func theRunnerSavesTheAttachedPictures() throws {
        let attachments = FileManager.default.temporaryDirectory.appendingPathComponent("glide-attachments-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: attachments) }
        let runner = Process()
        runner.executableURL = URL(fileURLWithPath: try #require(Bundle.main.executablePath))
        runner.arguments = ["--testing-library", "swift-testing", "--filter", "aPerturbedAnimationFailsNamingTheInstantAndDrawingIt", "--attachments-path", attachments.path]
        runner.standardOutput = FileHandle.nullDevice
        runner.standardError = FileHandle.nullDevice
        try runner.run()
        runner.waitUntilExit()
        #expect(runner.terminationStatus == 0)
        let saved = try FileManager.default.contentsOfDirectory(atPath: attachments.path).sorted()
        for name in ["perturbed.diverged.expected.svg", "perturbed.diverged.actual.svg", "animation.svg"] {
            let file = try #require(saved.first { $0.hasSuffix(name) }, "\(name) among \(saved)")
            let svg = try String(contentsOf: attachments.appendingPathComponent(file), encoding: .utf8)
            #expect(svg.hasPrefix("<?xml") && svg.contains("data-name=\"detail\""), "\(file)")
        }
    }
}
