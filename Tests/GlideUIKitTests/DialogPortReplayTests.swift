import GlideTesting
import GlideUIKit
import Testing
@testable import UIKitPorts

/// The dialog port (Examples/UIKitPorts): a dismissal that sinks, shrinks and fades the dialog in
/// one `UIView.animate` block and, like Apple's samples, puts nothing back on a cancel. On iOS a
/// cancelled pull leaves the dialog exactly where it was, since UIKit runs the animations back
/// and writes their start values into the views; so it does here, with nothing flagged.
@Suite struct DialogPortReplayTests {
    /// A window with the dialog presented over a plain screen.
    static func makeDialogWindow() -> (window: UIWindow, home: UIViewController, dialog: DialogViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let home = UIViewController()
        window.rootViewController = home
        window.makeKeyAndVisible()
        let dialog = DialogViewController()
        home.present(dialog, animated: false)
        return (window, home, dialog)
    }

    /// A pull down of `dy` mm over `duration` s, one finger on a touchscreen or two on a touchpad.
    static func pull(_ device: SyntheticDevice, fingers: Int, dy: Double, duration: Double) -> GestureScript {
        var script = GestureScript(device: device)
        script.swipe(fingers: fingers, from: device.point(x: 0.5, y: 0.3), dx: 0, dy: dy, duration: duration)
        script.pause(1)
        return script
    }

    @Test(arguments: [
        ("touchscreen", pull(.touchscreen(), fingers: 1, dy: 30, duration: 1)),
        ("touchpad", pull(.touchpad(), fingers: 2, dy: 15, duration: 1)),
    ])
    func aShortSlowPullComesBackWithNothingFlagged(device: String, script: GestureScript) throws {
        let (window, home, dialog) = Self.makeDialogWindow()
        let frame = dialog.view.frame
        let run = try ReplayWorld(window: window).replay(script)
        try #require(run.outcomes.count == 1, "\(device): \(run.jsonLines)")
        let dismiss = run.outcomes[0]
        #expect(dismiss.kind == .dismiss && dismiss.interactive && dismiss.decision == .cancel, "\(device)")
        let percent = try #require(dismiss.percentAtRelease)
        #expect(percent > 0.05 && percent < 0.5, "\(device): \(percent)")
        #expect(dismiss.diagnostics.isEmpty, "\(device): \(dismiss.diagnostics)")
        #expect(InvariantChecker.standard.check(run).isEmpty, "\(device)")
        #expect(home.presentedViewController === dialog && window.shows(dialog))
        #expect(dialog.view.frame == frame && dialog.view.alpha == 1 && dialog.view.transform == .identity)
    }

    @Test(arguments: [
        ("touchscreen", pull(.touchscreen(), fingers: 1, dy: 100, duration: 0.6)),
        ("touchpad", pull(.touchpad(), fingers: 2, dy: 30, duration: 0.05)),
    ])
    func aLongPullOrAFlickDismissesTheDialog(device: String, script: GestureScript) throws {
        let (window, home, _) = Self.makeDialogWindow()
        let run = try ReplayWorld(window: window).replay(script)
        try #require(run.outcomes.count == 1, "\(device): \(run.jsonLines)")
        #expect(run.outcomes[0].decision == .finish && run.outcomes[0].diagnostics.isEmpty, "\(device): \(run.jsonLines)")
        #expect(home.presentedViewController == nil && window.shows(home))
    }

    @Test func fuzzingTheDialogPortFindsNothing() {
        let report = Fuzzer(name: "dialog") { _ in ReplayWorld(window: Self.makeDialogWindow().window) }.run(cases: 80, seed: 11, threads: 1)
        #expect(report.failures.isEmpty, "\(report.failures.first.map { "\($0): \($0.violations)" } ?? "")")
    }
}
