import GlideTesting
import GlideUIKit
import Testing

/// A controller in UIKit style whose recognizers log every action they send; its two pans recognize together.
private final class ProbeViewController: UIViewController, UIGestureRecognizerDelegate {
    var log: [String] = []
    /// A subview at (100, 0) drawn twice as large, to read positions and translations in.
    let zoomed = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    var panTranslations: [CGPoint] = []
    var zoomedTranslations: [CGPoint] = []
    var resetDeltas: [CGFloat] = []
    var tapLocations: [CGPoint] = []
    var disablesPanOnFirstChange = false
    let pan = UIPanGestureRecognizer()
    let resettingPan = UIPanGestureRecognizer()

    override func viewDidLoad() {
        super.viewDidLoad()
        zoomed.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(zoomed)
        pan.addTarget(self, action: Self.panned(_:))
        pan.addTarget(self, action: Self.anyGesture(_:))
        pan.addTarget(self, action: Self.noArgument)
        view.addGestureRecognizer(pan)
        resettingPan.addTarget(self, action: Self.resettingPanned(_:))
        resettingPan.delegate = self
        view.addGestureRecognizer(resettingPan)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Self.tapped(_:)))
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        log.append("pan \(pan.state)")
        panTranslations.append(pan.translation(in: view))
        zoomedTranslations.append(pan.translation(in: zoomed))
        if disablesPanOnFirstChange, pan.state == .changed { pan.isEnabled = false }
    }

    func anyGesture(_ gesture: UIGestureRecognizer) { log.append("any \(gesture.state)") }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }

    func noArgument() { log.append("none") }

    /// Typed as a subclass the pan is not, as some published code does: refused when added to a pan.
    func edgeTyped(_ edge: UIScreenEdgePanGestureRecognizer) { log.append("edge-typed \(edge.state)") }

    func resettingPanned(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed || pan.state == .ended else { return }
        resetDeltas.append(pan.translation(in: nil).y)
        pan.setTranslation(.zero, in: nil)
    }

    func tapped(_ tap: UITapGestureRecognizer) {
        log.append("tap \(tap.state)")
        tapLocations.append(tap.location(in: nil))
        tapLocations.append(tap.location(in: zoomed))
    }
}

@Suite struct GestureRecognizerTests {
    private func replay(_ script: GestureScript, setUp: (ProbeViewController) -> Void = { _ in }) throws -> ProbeViewController {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let probe = ProbeViewController()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        setUp(probe)
        _ = try ReplayWorld(window: window).replay(script)
        return probe
    }

    private func swipeDown(_ millimetres: Double) -> GestureScript {
        var script = GestureScript(device: .touchscreen())
        script.swipe(fingers: 1, from: script.device.point(x: 0.8, y: 0.2), dx: 0, dy: millimetres, duration: 0.3)
        return script
    }

    @Test func everyActionShapeIsCalledInOrderOnEachStateChange() throws {
        let probe = try replay(swipeDown(30))
        let pans = probe.log.filter { $0.hasPrefix("pan") }
        #expect(pans.first == "pan began" && pans.last == "pan ended")
        #expect(pans.dropFirst().dropLast().allSatisfy { $0 == "pan changed" } && pans.count > 3)
        // The three actions of the pan, in the order they were added, for each state change.
        let panEntries = probe.log.filter { !$0.hasPrefix("tap") }
        #expect(panEntries.count == 3 * pans.count)
        for (index, entry) in pans.enumerated() {
            let state = entry.dropFirst(4)
            #expect(Array(panEntries[(3 * index)..<(3 * index + 3)]) == ["pan \(state)", "any \(state)", "none"])
        }
    }

    @Test func noRecognizerGetsATouchSequenceThatStartsWhileTheAppIgnoresInteractionEvents() throws {
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        let ignored = try replay(swipeDown(30))
        app.endIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(ignored.log.isEmpty && !app.isIgnoringInteractionEvents)
        #expect(try replay(swipeDown(30)).log.contains("pan began"))
    }

    @Test func anActionTypedAsAClassTheSenderIsNotIsRefusedAtAddTarget() async {
        await #expect(processExitsWith: .failure) {
            UIPanGestureRecognizer().addTarget(ProbeViewController(), action: ProbeViewController.edgeTyped(_:))
        }
    }

    @Test func removeTargetTakesOffThatAction() throws {
        let probe = try replay(swipeDown(30)) { probe in
            probe.pan.removeTarget(probe, action: ProbeViewController.noArgument)
            probe.pan.removeTarget(ProbeViewController(), action: ProbeViewController.anyGesture(_:))
        }
        let panEntries = probe.log.filter { !$0.hasPrefix("tap") }
        #expect(!panEntries.contains("none"))
        // Another target's removal left this one's action.
        #expect(panEntries.contains("any began") && panEntries.first == "pan began")
        let removedAll = try replay(swipeDown(30)) { probe in
            probe.pan.removeTarget(nil, action: ProbeViewController.panned(_:))
        }
        #expect(!removedAll.log.contains { $0.hasPrefix("pan ") } && removedAll.log.contains("none"))
        // `action: nil` takes off every action of the target; another target's stay.
        let removedTarget = try replay(swipeDown(30)) { probe in
            probe.pan.removeTarget(ProbeViewController(), action: nil)
            probe.pan.removeTarget(probe, action: nil)
        }
        #expect(!removedTarget.log.contains { !$0.hasPrefix("tap") })
    }

    @Test func aFailedGestureSendsNoAction() throws {
        // The swipe makes the tap fail; the tap's action never hears of it.
        let probe = try replay(swipeDown(30))
        #expect(!probe.log.contains { $0.hasPrefix("tap") })
        var tap = GestureScript(device: .touchscreen())
        tap.tap(at: tap.device.point(x: 0.5, y: 0.5))
        let tapped = try replay(tap)
        #expect(tapped.log == ["tap ended"])
    }

    @Test func translationsAndLocationsAreInTheCoordinatesOfTheViewAskedAbout() throws {
        let probe = try replay(swipeDown(30))
        let total = try #require(probe.panTranslations.last)
        // 30 mm of a 150 mm screen shown 844 points tall.
        #expect(abs(total.y - 30.0 / 150 * 844) < 1 && abs(total.x) < 0.001)
        let zoomed = try #require(probe.zoomedTranslations.last)
        #expect(abs(zoomed.y - total.y / 2) < 0.001)

        var tap = GestureScript(device: .touchscreen())
        tap.tap(at: tap.device.point(x: 0.5, y: 0.25))
        let tapped = try replay(tap)
        try #require(tapped.tapLocations.count == 2)
        let inWindow = tapped.tapLocations[0]
        #expect(abs(inWindow.x - 195) < 0.01 && abs(inWindow.y - 211) < 0.01)
        // The zoomed view spans 50…250 × -50…150 in the window, its bounds 0…100 squared.
        let inZoomed = tapped.tapLocations[1]
        #expect(abs(inZoomed.x - (195 - 50) / 2) < 0.01 && abs(inZoomed.y - (211 + 50) / 2) < 0.01)
    }

    @Test func setTranslationStartsTheCountAfresh() throws {
        let probe = try replay(swipeDown(30))
        let total = try #require(probe.panTranslations.last).y
        // The resetting pan reads only the motion since its last reset: the deltas add up to the whole translation.
        #expect(probe.resetDeltas.count > 3)
        #expect(abs(probe.resetDeltas.reduce(0, +) - total) < 0.001)
        #expect(probe.resetDeltas.allSatisfy { abs($0) < total / 2 })
    }

    @Test func disablingARecognizerMidGestureCancelsIt() throws {
        let probe = try replay(swipeDown(30)) { $0.disablesPanOnFirstChange = true }
        let pans = probe.log.filter { $0.hasPrefix("pan") }
        #expect(pans == ["pan began", "pan changed", "pan cancelled"])
    }

    @Test func aRecognizerHoldsItsTargetWeakly() throws {
        final class Target {
            var calls = 0
            func handle() { calls += 1 }
        }
        var target: Target? = Target()
        weak let released = target
        let recognizer = UIPanGestureRecognizer(target: target, action: Target.handle)
        target = nil
        #expect(released == nil)
        let view = UIView()
        view.addGestureRecognizer(recognizer)
        #expect(recognizer.view === view)
    }

    @Test func aRecognizerBelongsToOneViewAtATime() {
        let first = UIView()
        let second = UIView()
        let tap = UITapGestureRecognizer()
        first.addGestureRecognizer(tap)
        second.addGestureRecognizer(tap)
        #expect(first.gestureRecognizers?.isEmpty == true)
        #expect(second.gestureRecognizers?.count == 1 && tap.view === second)
        second.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
    }

    @Test func theStateIsPossibleBeforeAnyTouchAndRecognizedIsEnded() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.state == .possible)
        #expect(pan.translation(in: nil) == .zero && pan.velocity(in: nil) == .zero)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }
}

@Suite struct UIWindowTests {
    @Test func aUIWindowBehavesExactlyAsUIKitsAndAGlideWindowRecovers() {
        #expect(UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)).strictness == .uikit)
        #expect(Window().strictness == .glide)
    }
}
