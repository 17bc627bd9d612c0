import Foundation
import GlideRender
import GlideUI

/// The two frames of the instant where a timeline left its golden, written beside the golden
/// (swift-snapshot-testing's default `__Snapshots__/FILE/` folder) as `TEST.diverged.expected.svg`
/// and `TEST.diverged.actual.svg`, drawn from each timeline's values at that instant
/// (`PresentedTree.sketch`), and attached to the failing test.
struct DivergencePictures {
    /// The folder of the test file's goldens.
    let directory: URL
    /// The test's name as swift-snapshot-testing writes it in file names.
    let testName: String

    /// The pictures of a test `testName` in `testFile`.
    init(testFile: String, testName: String) {
        let file = URL(fileURLWithPath: testFile)
        directory = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        self.testName = Self.sanitized(testName)
    }

    private var expectedFile: URL { directory.appendingPathComponent(testName + ".diverged.expected.svg") }
    private var actualFile: URL { directory.appendingPathComponent(testName + ".diverged.actual.svg") }

    /// Draws both sides of `divergence` beside the golden and attaches them to the running test
    /// (`FailureAttachments`); returns the sentence that says where they are (or why not).
    func write(_ divergence: TimelineDivergence, golden: ReplayTimeline, replay: ReplayTimeline) -> String {
        func draw(_ timeline: ReplayTimeline, _ sample: ReplayTimeline.Sample?, label: String) -> String {
            timeline.picture(of: sample ?? timeline.samples.last { $0.time <= divergence.time } ?? timeline.samples.last, label: label)
        }
        let expected = draw(golden, divergence.expected, label: "expected"), actual = draw(replay, divergence.actual, label: "actual")
        FailureAttachments.record([(expectedFile.lastPathComponent, expected), (actualFile.lastPathComponent, actual)])
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(expected.utf8).write(to: expectedFile)
            try Data(actual.utf8).write(to: actualFile)
            return "; that instant is drawn in \(expectedFile.path) and \(actualFile.path)"
        } catch {
            return "; the pictures of that instant could not be written to \(directory.path): \(error.localizedDescription)"
        }
    }

    /// Removes the pictures of an earlier failure.
    func removeStale() {
        for file in [expectedFile, actualFile] { try? FileManager.default.removeItem(at: file) }
    }

    /// `name` as swift-snapshot-testing puts a test's name in file names: runs of characters
    /// other than letters, digits and `_` become `-`, none at either end.
    static func sanitized(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isLetter || character.isNumber || character == "_" {
                out.append(character)
            } else if out.last != "-" {
                out.append("-")
            }
        }
        while out.first == "-" { out.removeFirst() }
        while out.last == "-" { out.removeLast() }
        return out
    }
}
