import Foundation
import GlideInput
import Testing

@testable import Glide

// The code of the article "Drive your own UI from a touchpad"
// (Sources/Glide/Documentation.docc/DriveYourOwnUI.md), compiled here so that it cannot rot;
// `theArticleShowsThisCode` checks that the article's code block is this text, line for line.
// article:begin
import Glide

/// A sheet that a two-finger swipe down dismisses: its own transitioning delegate, it vends
/// the default slide-down animator, and its interaction controller while the pan drives.
final class SheetController: ViewController, ViewControllerTransitioningDelegate {
    var dismissal: PanInteractionController?

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        DefaultModalTransition()
    }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        dismissal?.isInteracting == true ? dismissal : nil
    }
}

/// Your window (800 × 500 points), built on the clock the session gives: a page with the sheet
/// presented over it. A touchpad's width spans the window's width, so a swipe down over 30 % of
/// a 100 × 50 mm pad moves the sheet 240 points, 48 % of the way.
func makeSheetWindow(device: DeviceDescription, clock: VirtualClock) throws(GlideError) -> SessionTarget {
    let window = Window(frame: Rect(x: 0, y: 0, width: 800, height: 500), clock: clock)
    window.makeKeyAndVisible()
    let page = ViewController(name: "page")
    window.rootViewController = page
    guard let pan = PanGestureRecognizer(device: device, window: window) else {
        throw GlideError(status: .noInput, message: "\(device.name) is not a touchpad or touchscreen")
    }
    let sheet = SheetController(name: "sheet")
    let dismissal = PanInteractionController(pan: pan, direction: .downward()) { [weak sheet] in
        sheet?.dismiss(animated: true)
    }
    sheet.dismissal = dismissal
    sheet.transitioningDelegate = sheet
    page.present(sheet, animated: false)
    dismissal.attach(to: window)
    return SessionTarget(window: window, recognizers: [(label: "pan", recognizer: pan)], threshold: 0.2)
}

/// Your renderer: draw the views that move at each progress update, and log each outcome.
func drawSheet(_ event: SessionEvent, log: (String) -> Void) {
    switch event {
    case .progress(let update):
        for view in update.views where view.name == "sheet" {
            log("sheet at y = \(Int(view.presentation.frame.minY)), \(Int(update.percent * 100))%")
        }
    case .outcome(let outcome):
        log(outcome.jsonLine)
    case .recognizer, .transition, .fingers:
        break
    }
}

/// Live: the first touchpad (or touchscreen) drives your window until one transition has ended.
func runSheetLive() throws(GlideError) -> [TransitionOutcome] {
    let session = try LiveSession(makeTarget: makeSheetWindow)
    session.onEvent = { drawSheet($0, log: { print($0) }) }
    return try session.run(maxTransitions: 1).outcomes
}

/// In your tests: the same window and renderer, replaying a recorded trace on a virtual clock.
func replaySheet(trace: String) throws(GlideError) -> [TransitionOutcome] {
    let session = try ReplaySession(tracePath: trace, makeTarget: makeSheetWindow)
    session.onEvent = { drawSheet($0, log: { print($0) }) }
    return try session.run().outcomes
}
// article:end

/// The article's code, run: the replay half on a synthetic swipe, the live half in-process.
@Suite(.serialized)
struct DriveYourOwnUIArticleTests {
    /// A two-finger swipe down over 60 % of the synthetic pad's height.
    static let swipeDown = SyntheticTouchpad.swipe(fingers: 2, dx: 0, dy: 300, start: 1_000_000)

    @Test func theReplayHalfDismissesTheSheet() throws {
        let outcomes = try replaySheet(trace: try SyntheticTouchpad.write(Self.swipeDown))
        let outcome = try #require(outcomes.first)
        #expect(outcomes.count == 1)
        #expect(outcome.kind == .dismiss)
        #expect(outcome.interactive)
        #expect(outcome.decision == .finish)
        #expect(outcome.visible == "page")
    }

    @Test func theLiveHalfGivesTheSameRecords() throws {
        let input = LiveInput(device: ScriptedDevice(events: Self.swipeDown))
        let session = try LiveSession(input: input, device: SyntheticTouchpad.device, devicePath: nil,
                                      recording: nil, makeTarget: makeSheetWindow)
        var lines: [String] = []
        session.onEvent = { drawSheet($0, log: { lines.append($0) }) }
        let outcomes = try session.run(maxTransitions: 1, timeout: 10).outcomes
        let replayed = try replaySheet(trace: try SyntheticTouchpad.write(Self.swipeDown))
        #expect(outcomes.map(\.jsonLine) == replayed.map(\.jsonLine))
        #expect(lines.contains { $0.hasPrefix("sheet at y = ") })
        #expect(lines.last == outcomes.first?.jsonLine)
    }

    @Test func theArticleShowsThisCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let article = try String(
            contentsOf: root.appendingPathComponent("Sources/Glide/Documentation.docc/DriveYourOwnUI.md"), encoding: .utf8)
        let begin = try #require(source.range(of: "// article:begin\n"))
        let end = try #require(source.range(of: "// article:end\n"))
        let code = String(source[begin.upperBound..<end.lowerBound])
        let fence = try #require(article.range(of: "```swift\n"))
        let close = try #require(article.range(of: "```\n", range: fence.upperBound..<article.endIndex))
        let shown = String(article[fence.upperBound..<close.lowerBound])
        #expect(shown == code, "the article's code block differs from the code between the article markers of this file")
    }
}

extension LiveInput {
    /// The events of a scripted device.
    convenience init(device: ScriptedDevice) {
        self.init(next: { device.next() }, stop: { device.stop() })
    }
}
