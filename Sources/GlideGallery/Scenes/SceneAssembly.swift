import GlideGestures
import GlideInput
import GlideUI

/// What a scene's recipe builds with: the window and device, recognizer factories for that
/// device, and the lists of bindings, interaction controllers and retained delegates that the
/// running scene keeps.
final class SceneAssembly {
    let window: Window
    let device: DeviceDescription
    let policy: any ReleasePolicy
    let touchpadFingers: ClosedRange<Int>
    /// The device's settings: the pans' trigger distance, the interactions' scrolling direction, sensitivity and rubber band.
    let settings: GestureSettings
    private(set) var bindings: [GestureBinding] = []
    private(set) var interactions: [PanInteractionController] = []
    /// Delegates and controllers the window only holds weakly.
    private(set) var retained: [AnyObject] = []
    /// Transitions run to reach the start state.
    var setupTransitionCount = 0

    init(window: Window, device: DeviceDescription, policy: any ReleasePolicy, touchpadFingers: ClosedRange<Int>, settings: GestureSettings) {
        self.window = window
        self.device = device
        self.policy = policy
        self.touchpadFingers = touchpadFingers
        self.settings = settings
    }

    /// The window's mapping for this device's recognizers (a touchscreen's over the window when it has none).
    var mapping: TouchMapping {
        window.touchMapping(for: device)
            ?? .touchscreen(screenSize: GestureSize(width: window.bounds.width, height: window.bounds.height))
    }

    /// A new pan for the device: any number of fingers on a touchscreen, `touchpadFingers` on a
    /// touchpad, beginning after the settings' trigger distance.
    func makePan() -> PanGestureRecognizer {
        let mapping = self.mapping
        let configuration = PanGestureRecognizer.Configuration.standard(for: device, mapping: mapping, touchpadFingers: touchpadFingers) ?? .touchscreen
        return PanGestureRecognizer(mapping: mapping, configuration: settings.configure(configuration, mapping: mapping))
    }

    /// A new single tap for the device.
    func makeTap() -> LocatedTapGestureRecognizer {
        let mapping = self.mapping
        return LocatedTapGestureRecognizer(
            mapping: mapping, configuration: TapGestureRecognizer.Configuration.standard(for: device, mapping: mapping) ?? .touchscreen())
    }

    /// An interaction controller whose pan begins in `direction` (the scene sets its `beginTransition`).
    func makeInteraction(direction: DirectionGate) -> PanInteractionController {
        let controller = PanInteractionController(pan: makePan(), direction: direction, policy: policy)
        keep(controller)
        return controller
    }

    /// Keeps `interaction` with the scene (an interaction made by a controller of the scene), with the settings applied.
    func keep(_ interaction: PanInteractionController) {
        settings.apply(to: interaction)
        interactions.append(interaction)
    }

    /// Keeps `object` alive as long as the scene.
    func retain(_ object: AnyObject) {
        retained.append(object)
    }

    /// Attaches a tap to `view` that calls `action` with the tap's location in window points,
    /// unless a transition is in flight (a tap then would begin one the window refuses).
    func bindTap(on view: View, transition: TransitionKind, action: String, _ handler: @escaping (Point?) -> Void) {
        let tap = makeTap()
        tap.onTap { [weak window] location in
            guard window?.currentTransition?.isInFlight != true else { return }
            handler(location.map { Point(x: $0.x, y: $0.y) })
        }
        view.addGestureRecognizer(tap)
        bindings.append(
            GestureBinding(gesture: .tap, view: view.name, fingers: 1...1, transition: transition, action: action))
    }

    /// Records that `interaction`'s pan, attached to views named `view`, drives `transition`.
    func describePan(_ interaction: PanInteractionController, on view: String, transition: TransitionKind, action: String) {
        let configuration = interaction.pan.configuration
        bindings.append(
            GestureBinding(
                gesture: .pan(direction: interaction.direction.direction), view: view,
                fingers: configuration.minimumNumberOfTouches...configuration.maximumNumberOfTouches,
                transition: transition, action: action))
    }
}
