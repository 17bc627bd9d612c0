import GlideGestures
import GlideInput
import Testing

@Suite(.enabled(if: Recordings.available, "reads third-party recordings from ../shared/recordings, which is absent: skipped"))
struct RecordingTests {
    /// Both Wacom files hold one swipe whose contacts go from x ≈ 0 to x ≈ 4050 of 4096: rightward.
    @Test(arguments: [
        ("wacom-intuos5-touch-m-finger-2fg-swipe-horizontal.events", "wacom-intuos5-touch-m-finger.desc"),
        ("wacom-bamboo-16fg-4x5-finger-2fg-swipe-horizontal.events", "wacom-bamboo-16fg-4x5-finger.desc"),
    ])
    func wacomTwoFingerSwipesAreRightwardTwoFingerPans(events: String, desc: String) throws {
        let (device, frames) = try Recordings.frames(events, desc: desc)
        #expect(device.isTouchpad)
        let pans = recognizePans(device: device, frames: frames)
        try #require(pans.count == 1, "\(pans)")
        let pan = pans[0]
        #expect(pan.fingers == 2)
        #expect(pan.end == .ended, "the fingers lift within the debounce of each other: an end, not a cancel")
        // Nearly the pad's whole width, so nearly the container's whole width.
        #expect(pan.translation.dx > 0.9 * Recordings.container.width, "\(pan)")
        #expect(abs(pan.translation.dy) < 0.1 * pan.translation.dx, "\(pan)")
        #expect(DirectionGate.rightward().allows(translation: pan.translationAtBegan, velocity: pan.velocityAtBegan))
        #expect(!DirectionGate.leftward().allows(translation: pan.translationAtBegan, velocity: pan.velocityAtBegan))
    }

    /// Named a 2-finger scroll upstream, but only one contact is ever down.
    @Test func theHP8470pOneContactMotionIsNotATwoFingerPan() throws {
        let (device, frames) = try Recordings.frames("synaptics-ps2-hp8470p-1contact-vertical-motion.events",
                                                     desc: "synaptics-ps2-hp8470p.desc")
        #expect(device.isTouchpad)
        #expect(frames.allSatisfy { $0.fingerCount <= 1 })
        #expect(recognizePans(device: device, frames: frames).isEmpty)
        // It is a real motion: a 1-finger pan (not the default) sees it.
        let oneFinger = recognizePans(device: device, frames: frames) { .touchpad(fingers: 1...1, mapping: $0) }
        #expect(oneFinger.count == 1 && oneFinger[0].translation.dy > 200, "\(oneFinger)")
    }

    /// A messy Synaptics PS/2 recording: the second contact comes and goes, one contact jumps,
    /// and later 2-finger stretches move the fingers apart. libinput 1.22 reports one 2-finger
    /// scroll from 80 ms (rightward), then pinches; Glide sees the same rightward 2-finger pan
    /// from 80 ms, cancelled when the second finger stays away past the debounce, and fails
    /// the pinches.
    @Test func theHP8470pHorizontalScrollIsOneRightwardPanThenPinches() throws {
        let (device, frames) = try Recordings.frames("synaptics-ps2-hp8470p-2fg-scroll-horizontal.events",
                                                     desc: "synaptics-ps2-hp8470p.desc")
        let pans = recognizePans(device: device, frames: frames)
        try #require(pans.count == 1, "\(pans)")
        #expect(pans[0].fingers == 2)
        #expect(pans[0].beganMS < 100)
        #expect(pans[0].end == .cancelled)
        #expect(pans[0].translation.dx > 100 && abs(pans[0].translation.dy) < 0.3 * pans[0].translation.dx, "\(pans[0])")
    }

    /// Presses and a tap: the bounding box never moves 1.5 mm with the same fingers down (libinput
    /// 1.22 scrolls less than 0.4 mm in each), so no pan begins with several fingers, although two
    /// may pan on these pads; a pan of any count begins only with the first finger's motion.
    @Test(arguments: ["cypress-ps2-semimt-2fg-press.evemu", "cypress-ps2-semimt-3fg-press.evemu", "alps-glidepoint-2fg-tap.evemu"])
    func semiMTPressesProduceNoMultiFingerPans(name: String) throws {
        let (device, frames) = try Recordings.frames(name)
        #expect(device.isSemiMT)
        #expect(frames.contains { $0.fingerCount >= 2 && $0.semiMT })
        for fingers in [2...2, 3...3, 2...4] {
            let pans = recognizePans(device: device, frames: frames) { .touchpad(fingers: fingers, mapping: $0) }
            #expect(pans.isEmpty, "\(fingers): \(pans)")
        }
        let anyCount = recognizePans(device: device, frames: frames) { .touchpad(fingers: 1...4, mapping: $0) }
        #expect(anyCount.allSatisfy { $0.fingers == 1 }, "\(anyCount)")
    }

    /// A protocol-A Apple pad: libinput 1.22 reads it as single-touch and reports one 2-finger
    /// scroll (2302–4117 ms) and no swipe; Glide pans with those two fingers only.
    @Test func theProtocolATouchpadPansWithTwoFingersOnly() throws {
        let (device, frames) = try Recordings.frames("apple-bcm5974-protocolA-2-3-4fg.evemu")
        #expect(device.isTouchpad && device.isProtocolA)
        #expect(frames.contains { $0.fingers == 3 && $0.touches.count == 3 })
        let pans = recognizePans(device: device, frames: frames) { .touchpad(fingers: 2...4, mapping: $0, device: device) }
        try #require(pans.count == 1, "\(pans)")
        #expect(pans[0].fingers == 2 && pans[0].beganMS > 2300 && pans[0].endMS < 4200, "\(pans[0])")
    }

    /// The other 2-finger recordings: vertical scrolls and a touchscreen swipe, with their signs from the files.
    @Test func otherTwoFingerRecordingsPanTheWayTheirContactsMove() throws {
        let intuos = try Recordings.frames("wacom-intuos5-touch-m-finger-2fg-scroll-vertical.events", desc: "wacom-intuos5-touch-m-finger.desc")
        let scroll = recognizePans(device: intuos.device, frames: intuos.frames)
        #expect(scroll.count == 1 && scroll[0].translation.dy > 400 && abs(scroll[0].translation.dx) < 20, "\(scroll)")

        let isdv4 = try Recordings.frames("wacom-isdv4-e6-finger-touchscreen-2fg-swipe-horizontal.events", desc: "wacom-isdv4-e6-finger-touchscreen.desc")
        #expect(isdv4.device.isTouchscreen)
        let swipe = recognizePans(device: isdv4.device, frames: isdv4.frames)
        #expect(swipe.count == 1 && swipe[0].fingers == 2 && swipe[0].translation.dx > 600, "\(swipe)")

        // "Drag down" upstream, but y falls from about 520 to 350 of 767 in the file.
        let ep = try Recordings.frames("ep0430m09-touchscreen-4fg-drag-down.evemu")
        let drag = recognizePans(device: ep.device, frames: ep.frames)
        #expect(drag.count == 1 && drag[0].translation.dy < -150, "\(drag)")
    }
}
