import Foundation
import GlideRender
import GlideTesting
import GlideUI
import SnapshotTesting

extension Snapshotting where Value == ReplayWorld, Format == String {
    /// The world's replay of `script` as a timeline (`ReplayTimeline`): every view's presentation
    /// values after every frame and at every animation tick, and every record, as text lines in
    /// `__Snapshots__` (`.txt`). It matches its golden when every sample's instant, transition
    /// state and view values are within `tolerance`; a failure names the first instant and view
    /// that diverged and by how much, and draws both sides of that instant beside the golden
    /// (`TEST.diverged.expected.svg`, `TEST.diverged.actual.svg`, from the timelines' values:
    /// boxes, colours and alphas; a passing comparison removes them), attaching them to the
    /// Swift Testing test too. A world replays once: give `assertSnapshot` a fresh one.
    ///
    ///     assertSnapshot(of: makeSheetWorld(), as: .timeline(trace: script))
    public static func timeline(
        trace script: GestureScript, tolerance: SnapshotTolerance = .standard, file: String = #filePath, function: String = #function
    ) -> Snapshotting {
        timeline(trace: script.trace, tolerance: tolerance, file: file, function: function)
    }

    /// The world's replay of `trace` as a timeline (see `timeline(trace:tolerance:file:function:)` with a script).
    public static func timeline(
        trace: GestureTrace, tolerance: SnapshotTolerance = .standard, file: String = #filePath, function: String = #function
    ) -> Snapshotting {
        let pictures = DivergencePictures(testFile: file, testName: function)
        return Snapshotting(pathExtension: "txt", diffing: .timeline(tolerance: tolerance, pictures: pictures)) { world in
            do {
                return try TimelineRecorder(world: world).record(trace).timeline.text
            } catch {
                return SnapshotFailureText.prefix + "cannot replay the trace: \(error)\n"
            }
        }
    }

    /// The world's replay of `script` as an animated SVG (`.svg` in `__Snapshots__`) that
    /// browsers and GitHub play: the window as the timeline has it, `framesPerSecond` times a
    /// second (1…60) until the replay settled, looping, each frame sketched from the timeline's
    /// values and captioned with its time, transition and percent. The animation is for people to
    /// look at; the comparison reads the timeline it carries and matches it as `.timeline(trace:)`
    /// does, within `tolerance`, naming, drawing and attaching the first instant that diverged.
    /// At most `FrameOptions.maximumFrames` frames (10,000).
    ///
    ///     assertSnapshot(of: makeSheetWorld(), as: .animation(trace: script))
    public static func animation(
        trace script: GestureScript, framesPerSecond: Int = 30, tolerance: SnapshotTolerance = .standard, file: String = #filePath, function: String = #function
    ) -> Snapshotting {
        animation(trace: script.trace, framesPerSecond: framesPerSecond, tolerance: tolerance, file: file, function: function)
    }

    /// The world's replay of `trace` as an animated SVG (see `animation(trace:framesPerSecond:tolerance:file:function:)` with a script).
    public static func animation(
        trace: GestureTrace, framesPerSecond: Int = 30, tolerance: SnapshotTolerance = .standard, file: String = #filePath, function: String = #function
    ) -> Snapshotting {
        let pictures = DivergencePictures(testFile: file, testName: function)
        return Snapshotting(pathExtension: "svg", diffing: .animation(tolerance: tolerance, pictures: pictures)) { world in
            guard (1...60).contains(framesPerSecond) else {
                return SnapshotFailureText.prefix + "an animation has 1 to 60 frames per second, got \(framesPerSecond)\n"
            }
            do {
                let timeline = try TimelineRecorder(world: world).record(trace).timeline
                return try ReplayAnimation(timeline: timeline, framesPerSecond: framesPerSecond).document()
            } catch {
                return SnapshotFailureText.prefix + "cannot draw the replay: \(error)\n"
            }
        }
    }

    /// The world's window at `milliseconds` of its replay of `script` (from its first event), as
    /// the SVG `FrameRenderer` draws (`.svg` in `__Snapshots__`, viewable as it is), carrying its
    /// tree; compared structurally, view by view within `tolerance` (corners, alpha, colours),
    /// never as text or pixels. An instant after the replay settled shows the window at rest.
    public static func frame(at milliseconds: Double, trace script: GestureScript, tolerance: SnapshotTolerance = .standard) -> Snapshotting {
        frame(at: milliseconds, trace: script.trace, tolerance: tolerance)
    }

    /// The world's window at `milliseconds` of its replay of `trace` (see `frame(at:trace:tolerance:)` with a script).
    public static func frame(at milliseconds: Double, trace: GestureTrace, tolerance: SnapshotTolerance = .standard) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .frame(tolerance: tolerance)) { world in
            guard milliseconds.isFinite, milliseconds >= 0 else {
                return SnapshotFailureText.prefix + "a frame's instant is finite and ≥ 0 ms, got \(milliseconds)\n"
            }
            do {
                var recorder = TimelineRecorder(world: world)
                recorder.sampling = false
                recorder.renderer.embedsTree = true
                return try recorder.record(trace, framesAt: [milliseconds]).frames[0]
            } catch {
                return SnapshotFailureText.prefix + "cannot replay the trace: \(error)\n"
            }
        }
    }
}

extension Snapshotting where Value == View, Format == String {
    /// The view (a window, typically) as it is shown now, as `frame(at:trace:)` compares it.
    public static var frame: Snapshotting { frame(tolerance: .standard) }

    /// The view as it is shown now, compared within `tolerance`.
    public static func frame(tolerance: SnapshotTolerance) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .frame(tolerance: tolerance)) { view in
            var renderer = FrameRenderer()
            renderer.embedsTree = true
            return renderer.svg(of: view)
        }
    }
}

extension Diffing where Value == String {
    /// Timelines compared by `ReplayTimeline.firstDivergence`, pictures of the instant drawn on failure.
    static func timeline(tolerance: SnapshotTolerance, pictures: DivergencePictures) -> Diffing {
        timelines(tolerance: tolerance, pictures: pictures, name: "timeline.txt") { text throws(ReplayTimelineError) in try ReplayTimeline(parsing: text) }
    }

    /// Animations compared by the timelines they carry, as `timeline(tolerance:pictures:)` compares them.
    static func animation(tolerance: SnapshotTolerance, pictures: DivergencePictures) -> Diffing {
        timelines(tolerance: tolerance, pictures: pictures, name: "animation.svg") { text throws(ReplayAnimationError) in try ReplayAnimation.timeline(embeddedIn: text) }
    }

    /// Snapshots compared by the timelines `read` finds in them; on a divergence, the instant is
    /// drawn and attached, and so is the actual snapshot (as `name`).
    private static func timelines<Failure: Error>(
        tolerance: SnapshotTolerance, pictures: DivergencePictures, name: String, read: @escaping (String) throws(Failure) -> ReplayTimeline
    ) -> Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { golden, actual in
            if let failure = SnapshotFailureText.message(in: actual) { return (failure, []) }
            let expected: ReplayTimeline, replayed: ReplayTimeline
            do {
                expected = try read(golden)
                replayed = try read(actual)
            } catch {
                return ("the golden cannot be read (\(error)): record it again (SNAPSHOT_TESTING_RECORD=all)", [])
            }
            guard let divergence = replayed.firstDivergence(from: expected, tolerance: tolerance) else {
                pictures.removeStale()
                return nil
            }
            let where_ = pictures.write(divergence, golden: expected, replay: replayed)
            FailureAttachments.record([(name, actual)])
            return ("the timeline diverges \(divergence)" + where_, [.data(Data(actual.utf8), name: name)])
        }
    }

    /// Frames compared by their embedded trees (`PresentedTree(embeddedIn:)`).
    static func frame(tolerance: SnapshotTolerance) -> Diffing {
        .diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) { golden, actual in
            if let failure = SnapshotFailureText.message(in: actual) { return (failure, []) }
            let expected: PresentedTree, shown: PresentedTree
            do {
                expected = try PresentedTree(embeddedIn: golden)
                shown = try PresentedTree(embeddedIn: actual)
            } catch {
                return ("the golden frame cannot be read (\(error)): record it again (SNAPSHOT_TESTING_RECORD=all)", [])
            }
            guard let difference = tolerance.firstDifference(expected: expected, actual: shown) else { return nil }
            FailureAttachments.record([("expected.svg", golden), ("actual.svg", actual)])
            return ("the frame differs: " + difference, [.data(Data(actual.utf8), name: "frame.svg")])
        }
    }
}

/// What a strategy writes instead of a snapshot when it cannot make one, so that the comparison
/// fails with the reason rather than trapping.
enum SnapshotFailureText {
    static let prefix = "GLIDE SNAPSHOT FAILED: "

    /// The reason, when `text` is such a failure.
    static func message(in text: String) -> String? {
        text.hasPrefix(prefix) ? String(text.dropFirst(prefix.count)).trimmingCharacters(in: .newlines) : nil
    }
}
