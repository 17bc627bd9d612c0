import GlideGestures
import GlideInput

@testable import GlideUI

/// Test devices: a 100 × 50 mm touchpad and a touchscreen, both protocol B with 5 slots.
enum TestDevice {
    /// A 100 mm wide, 50 mm high touchpad (10 units per millimetre).
    static let touchpad: DeviceDescription = device(properties: [.pointer], width: 1000, height: 500, resolution: 10)
    /// A touchscreen with 0…4000 × 0…8000 units (its size in millimetres plays no part).
    static let touchscreen: DeviceDescription = device(properties: [.direct], width: 4000, height: 8000, resolution: 20)

    private static func device(properties: Set<InputProperty>, width: Int32, height: Int32, resolution: Int32) -> DeviceDescription {
        var device = DeviceDescription(name: "test", id: DeviceID(bustype: 0x18, vendor: 1, product: 2, version: 1))
        device.properties = properties
        device.codes = [.abs: [AbsCode.x, AbsCode.y, AbsCode.mtSlot, AbsCode.mtPositionX, AbsCode.mtPositionY, AbsCode.mtTrackingID],
                        .key: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnLeft]]
        let x = AbsInfo(minimum: 0, maximum: width, resolution: resolution)
        let y = AbsInfo(minimum: 0, maximum: height, resolution: resolution)
        device.absInfo = [AbsCode.x: x, AbsCode.y: y, AbsCode.mtPositionX: x, AbsCode.mtPositionY: y,
                          AbsCode.mtSlot: AbsInfo(minimum: 0, maximum: 4), AbsCode.mtTrackingID: AbsInfo(minimum: 0, maximum: 65535)]
        return device
    }
}

/// Synthetic touch frames for a window of 400 × 800 points.
///
/// Positions are given in window points for both kinds of device: on the touchscreen that is
/// where the finger is; on the 100 mm touchpad (4 points per millimetre in a 400-point window)
/// a finger at x points is at x / 4 mm, so a move of 40 points is a move of 10 mm of pad, 10 %
/// of its width.
struct TouchScript {
    /// Which device the frames come from.
    let device: DeviceDescription
    /// Microseconds of the last frame.
    private(set) var time: Int64
    private var fingers: [(id: Int32, x: Double, y: Double)] = []
    private var nextID: Int32 = 10
    /// Marks the next frame as the first after a resync.
    var resyncNext = false
    /// The window's size in points.
    static let windowSize = (width: 400.0, height: 800.0)

    /// A script for `device`, its first frame after `start` µs.
    init(device: DeviceDescription, start: Int64 = 1_000_000) {
        self.device = device
        self.time = start
    }

    /// The fingers down.
    var fingerCount: Int { fingers.count }

    /// Puts a finger down at (x, y) points and returns its id.
    @discardableResult
    mutating func down(x: Double, y: Double) -> Int32 {
        nextID += 1
        fingers.append((nextID, x, y))
        return nextID
    }

    /// Puts `count` fingers down side by side, 40 points apart, around (x, y).
    mutating func down(count: Int, x: Double, y: Double) {
        for i in 0..<count { down(x: x + Double(i) * 40, y: y) }
    }

    /// Lifts the finger landed last.
    mutating func liftLast() {
        if !fingers.isEmpty { fingers.removeLast() }
    }

    /// Lifts every finger.
    mutating func liftAll() {
        fingers.removeAll()
    }

    /// Moves every finger by (dx, dy) points.
    mutating func move(dx: Double, dy: Double) {
        for i in fingers.indices {
            fingers[i].x += dx
            fingers[i].y += dy
        }
    }

    /// The frame of the current fingers `ms` milliseconds after the last one (0 repeats its time; negative goes back).
    mutating func frame(after ms: Double = 10) -> TouchFrame {
        time += Int64((ms * 1000).rounded())
        let isPad = device.isTouchpad
        let touches = fingers.enumerated().map { slot, finger in
            let normalized = SurfacePoint(x: finger.x / Self.windowSize.width, y: finger.y / Self.windowSize.height)
            let mm = isPad ? SurfacePoint(x: finger.x / 4, y: finger.y / 4) : SurfacePoint(x: normalized.x * 200, y: normalized.y * 400)
            return Touch(trackingID: finger.id, slot: slot, x: Int32(normalized.x * 1000), y: Int32(normalized.y * 1000), mm: mm, normalized: normalized)
        }
        defer { resyncNext = false }
        return TouchFrame(time: time, touches: touches, fingerCount: touches.count, resynced: resyncNext)
    }
}

/// Records every frame a window hands it.
final class RecordingRecognizer: GestureRecognizer {
    var state: GestureRecognizerState = .possible
    var stateTimes = GestureStateTimes()
    let mapping: TouchMapping = .touchscreen(screenSize: GestureSize(width: 1, height: 1))
    var location: GesturePoint?
    var deadline: Int64?
    private(set) var frames: [TouchFrame] = []
    private(set) var advances: [Int64] = []
    private(set) var resets: [Int64] = []

    func handle(_ frame: TouchFrame) {
        frames.append(frame)
        location = frame.touches.first.map { mapping.point(for: $0) }
    }

    func advance(to time: Int64) {
        advances.append(time)
        if let deadline, time >= deadline { self.deadline = nil }
    }

    func reset(at time: Int64) {
        resets.append(time)
    }
}

/// A transitioning delegate that vends `animator` both ways and `interaction` while it interacts.
final class PanDelegate: ViewControllerTransitioningDelegate {
    let animator: any ViewControllerAnimatedTransitioning
    weak var interaction: PanInteractionController?

    init(animator: any ViewControllerAnimatedTransitioning) {
        self.animator = animator
    }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { animator }

    func interactionControllerForPresentation(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interaction.flatMap { $0.isInteracting ? $0 : nil }
    }

    func interactionControllerForDismissal(
        using animator: any ViewControllerAnimatedTransitioning
    ) -> (any ViewControllerInteractiveTransitioning)? {
        interaction.flatMap { $0.isInteracting ? $0 : nil }
    }
}

/// A sheet presented over "home" in a 400 × 800 window, dismissed by a rightward pan.
///
/// The controller is attached to the window, which stays under the finger while the sheet
/// slides away: a touchscreen touch is hit-tested on model frames, as in UIKit, and a
/// finishing sheet's model frame is already off screen, so a recognizer on the sheet itself
/// could not grab its completion.
final class DismissScene {
    let scene: Scene
    let home = ViewController(name: "home")
    let sheet = ViewController(name: "sheet")
    let animator: SlideAnimator
    let delegate: PanDelegate
    let controller: PanInteractionController
    let device: DeviceDescription
    /// The digest at each transition's start, by transition number, taken by `beginTransition`.
    private(set) var digestsAtBegin: [Int: TreeDigest] = [:]

    /// `duration` seconds of linear slide, interruptible unless `interruptible` is false.
    init(device: DeviceDescription, duration: Double = 1, interruptible: Bool = true, policy: any ReleasePolicy = .standard,
         speedRule: CompletionSpeedRule = .remainingFraction, start: Double = 0) {
        self.device = device
        scene = Scene(root: home)
        scene.clock.advance(to: start)
        animator = SlideAnimator(log: CallLog(), duration: duration, usesPropertyAnimator: interruptible)
        delegate = PanDelegate(animator: animator)
        sheet.transitioningDelegate = delegate
        sheet.modalPresentationStyle = .overFullScreen
        home.present(sheet, animated: false)
        scene.log.removeAll()
        let pan = PanGestureRecognizer(device: device, window: scene.window)!
        controller = PanInteractionController(pan: pan, direction: .rightward(), policy: policy, speedRule: speedRule)
        controller.completionCurve = .linear
        delegate.interaction = controller
        controller.beginTransition = { [unowned self] in
            let digest = scene.digest
            let before = window.currentTransition?.number ?? 0
            sheet.dismiss(animated: true)
            if let number = window.currentTransition?.number, number > before { digestsAtBegin[number] = digest }
        }
        controller.attach(to: scene.window)
        scene.window.connectInputDevice(device)
    }

    var window: Window { scene.window }
    var clock: VirtualClock { scene.clock }
    var outcomes: [TransitionOutcome] { scene.log.outcomes }

    /// Hands `frame` to the window.
    func send(_ frame: TouchFrame) {
        window.handle(frame)
    }
}
