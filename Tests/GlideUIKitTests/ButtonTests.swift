import GlideTesting
import GlideUIKit
import Testing

/// A screen with one button whose actions log.
private final class ButtonScreen: UIViewController {
    let button = UIButton(type: .system)
    var log: [String] = []
    /// Actions to remove once the view has loaded, as code that stops listening does.
    var removes = false
    /// Whether to remove every action of the screen with `action: nil`.
    var removesAll = false

    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 95, y: 400, width: 200, height: 44)
        button.setTitle("Open", for: .normal)
        button.addTarget(self, action: Self.opened, for: .touchUpInside)
        button.addTarget(self, action: Self.pressed(_:), for: .primaryActionTriggered)
        button.addTarget(self, action: Self.anySender(_:), for: .touchUpInside)
        view.addSubview(button)
        if removes {
            button.removeTarget(self, action: Self.opened, for: .touchUpInside)
            button.removeTarget(self, action: Self.anySender(_:), for: .touchUpInside)
        }
        if removesAll { button.removeTarget(self, action: nil, for: .allEvents) }
    }

    func opened() { log.append("opened") }
    func pressed(_ sender: UIButton) { log.append("pressed \(sender.currentTitle ?? "")") }
    /// The `@IBAction func …(_ sender: Any)` shape.
    func anySender(_ sender: Any) { log.append("any \(type(of: sender))") }
}

@Suite struct ButtonTests {
    private func tap(atX x: Double, y: Double, disabled: Bool = false, removes: Bool = false, removesAll: Bool = false) throws -> [String] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = ButtonScreen()
        screen.removes = removes
        screen.removesAll = removesAll
        window.rootViewController = screen
        window.makeKeyAndVisible()
        screen.button.isEnabled = !disabled
        var script = GestureScript(device: .touchscreen())
        script.tap(at: script.device.point(x: x / 390, y: y / 844))
        script.pause(0.5)
        _ = try ReplayWorld(window: window).replay(script)
        return screen.log
    }

    @Test func aTapOnTheButtonSendsTouchUpInsideToEveryActionShape() throws {
        #expect(try tap(atX: 195, y: 420) == ["opened", "pressed Open", "any UIButton"])
    }

    @Test func removeTargetStopsJustThoseActions() throws {
        #expect(try tap(atX: 195, y: 420, removes: true) == ["pressed Open"])
        #expect(try tap(atX: 195, y: 420, removesAll: true).isEmpty)
    }

    @Test func aTapBesideItOrOnADisabledButtonSendsNothing() throws {
        #expect(try tap(atX: 195, y: 600).isEmpty)
        #expect(try tap(atX: 195, y: 420, disabled: true).isEmpty)
    }
}
