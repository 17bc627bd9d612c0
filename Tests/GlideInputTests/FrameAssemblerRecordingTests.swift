import Foundation
import GlideInput
import Testing

/// What SOURCES.md in `../shared/recordings` says about one recording.
struct RecordedDevice: CustomTestStringConvertible, Sendable {
    /// The events (or whole `.evemu`) file name.
    var file: String
    /// The description file for an events-only file.
    var desc: String?
    var kind: DeviceKind
    var reporting: ContactReporting
    var semiMT = false
    /// SYN_REPORT count.
    var frames: Int
    /// Most contacts down at once (protocol A: most contacts in one frame).
    var maxContacts: Int
    /// Largest `fingerCount` of any frame.
    var maxFingers: Int
    /// Distinct touch sequences (tracking ids); nil for protocol A, whose ids are synthesised.
    var sequences: Int?

    var testDescription: String { file }

    /// The recordings folder, `<package root>/../shared/recordings`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/recordings")

    /// True when the recordings are on this machine.
    static let available = FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCES.md").path)

    /// The device description and every event of the recording.
    func load() throws -> (DeviceDescription, [InputEvent]) {
        var reader = try open()
        return (reader.device, try reader.readAll())
    }

    /// The device description alone (the events are not read).
    func loadDevice() throws -> DeviceDescription {
        try open().device
    }

    /// A reader at the start of the recording's events.
    private func open() throws -> any TraceReader {
        try Trace.open(
            path: Self.directory.appendingPathComponent(file).path,
            descriptionPath: desc.map { Self.directory.appendingPathComponent($0).path }
        )
    }

    /// Every recording of SOURCES.md, with its device class and the numbers its table states.
    static let all: [RecordedDevice] = [
        RecordedDevice(file: "synaptics-ps2-hp8470p-2fg-scroll-horizontal.events", desc: "synaptics-ps2-hp8470p.desc",
                       kind: .touchpad, reporting: .slots(2), frames: 150, maxContacts: 2, maxFingers: 2, sequences: 8),
        RecordedDevice(file: "synaptics-ps2-hp8470p-1contact-vertical-motion.events", desc: "synaptics-ps2-hp8470p.desc",
                       kind: .touchpad, reporting: .slots(2), frames: 117, maxContacts: 1, maxFingers: 1, sequences: 1),
        RecordedDevice(file: "synaptics-ps2-clickpad-2fg-scroll-vertical.events", desc: "synaptics-ps2-clickpad.desc",
                       kind: .clickpad, reporting: .slots(2), frames: 82, maxContacts: 2, maxFingers: 2, sequences: 2),
        RecordedDevice(file: "synaptics-ps2-clickpad-1fg-move-left.events", desc: "synaptics-ps2-clickpad.desc",
                       kind: .clickpad, reporting: .slots(2), frames: 325, maxContacts: 1, maxFingers: 1, sequences: 1),
        RecordedDevice(file: "cypress-ps2-semimt-3fg-press.evemu",
                       kind: .clickpad, reporting: .slots(2), semiMT: true, frames: 46, maxContacts: 2, maxFingers: 3, sequences: 3),
        RecordedDevice(file: "cypress-ps2-semimt-2fg-press.evemu",
                       kind: .clickpad, reporting: .slots(2), semiMT: true, frames: 37, maxContacts: 2, maxFingers: 2, sequences: 2),
        RecordedDevice(file: "alps-glidepoint-2fg-tap.evemu",
                       kind: .touchpad, reporting: .slots(2), semiMT: true, frames: 13, maxContacts: 2, maxFingers: 2, sequences: 2),
        RecordedDevice(file: "elantech-ps2-samsung700z3a-1fg-move.evemu",
                       kind: .clickpad, reporting: .slots(5), frames: 297, maxContacts: 1, maxFingers: 1, sequences: 2),
        RecordedDevice(file: "wacom-intuos5-touch-m-finger-2fg-swipe-horizontal.events", desc: "wacom-intuos5-touch-m-finger.desc",
                       kind: .touchpad, reporting: .slots(16), frames: 216, maxContacts: 2, maxFingers: 2, sequences: 2),
        RecordedDevice(file: "wacom-intuos5-touch-m-finger-2fg-scroll-vertical.events", desc: "wacom-intuos5-touch-m-finger.desc",
                       kind: .touchpad, reporting: .slots(16), frames: 123, maxContacts: 2, maxFingers: 2, sequences: 2),
        RecordedDevice(file: "wacom-bamboo-16fg-4x5-finger-2fg-swipe-horizontal.events", desc: "wacom-bamboo-16fg-4x5-finger.desc",
                       kind: .touchpad, reporting: .slots(16), frames: 187, maxContacts: 2, maxFingers: 2, sequences: 2),
        RecordedDevice(file: "apple-bcm5974-protocolA-2-3-4fg.evemu",
                       kind: .touchpad, reporting: .anonymousContacts, frames: 638, maxContacts: 4, maxFingers: 4, sequences: nil),
        RecordedDevice(file: "atmel-maxtouch-touchscreen-4fg-drag-down.evemu",
                       kind: .touchscreen, reporting: .slots(10), frames: 31, maxContacts: 4, maxFingers: 4, sequences: 4),
        RecordedDevice(file: "ep0430m09-touchscreen-4fg-drag-down.evemu",
                       kind: .touchscreen, reporting: .slots(5), frames: 104, maxContacts: 4, maxFingers: 4, sequences: 4),
        RecordedDevice(file: "ep0430m09-touchscreen-2fg-scroll-down.evemu",
                       kind: .touchscreen, reporting: .slots(5), frames: 98, maxContacts: 2, maxFingers: 2, sequences: 2),
        RecordedDevice(file: "wacom-isdv4-e6-finger-touchscreen-2fg-swipe-horizontal.events", desc: "wacom-isdv4-e6-finger-touchscreen.desc",
                       kind: .touchscreen, reporting: .slots(2), frames: 145, maxContacts: 2, maxFingers: 2, sequences: 2),
        RecordedDevice(file: "dell-canvas-cooltouch-touchscreen-multifinger.evemu",
                       kind: .touchscreen, reporting: .slots(5), frames: 450, maxContacts: 5, maxFingers: 5, sequences: 12),
        RecordedDevice(file: "3m-microtouch-touchscreen-10fg.evemu",
                       kind: .touchscreen, reporting: .slots(60), frames: 3422, maxContacts: 10, maxFingers: 10, sequences: 34),
    ]
}

/// One contact's life across a recording: where it lived and how far it went.
struct ContactLife {
    var slot: Int
    var firstFrame: Int
    var lastFrame: Int
    var frameCount = 1
    var minX: Int32, maxX: Int32, minY: Int32, maxY: Int32

    /// The life of a contact first seen in `frame`.
    init(_ touch: Touch, frame: Int) {
        slot = touch.slot
        firstFrame = frame
        lastFrame = frame
        minX = touch.x; maxX = touch.x; minY = touch.y; maxY = touch.y
    }

    /// Extends the life with the contact's state in `frame`.
    mutating func add(_ touch: Touch, frame: Int) {
        lastFrame = frame
        frameCount += 1
        minX = min(minX, touch.x); maxX = max(maxX, touch.x)
        minY = min(minY, touch.y); maxY = max(maxY, touch.y)
    }

    var xTravel: Int32 { maxX - minX }
    var yTravel: Int32 { maxY - minY }
}

/// Frame assembly and classification on the real recordings in `../shared/recordings`.
@Suite(.enabled(if: RecordedDevice.available, "\(TraceFixtures.withoutRecordings)"))
struct FrameAssemblerRecordingTests {
    /// Every frame of the recording and the life of each tracking id in it.
    static func assemble(_ recording: RecordedDevice) throws -> (DeviceDescription, [TouchFrame], [Int32: ContactLife]) {
        let (device, events) = try recording.load()
        let frames = SyntheticDevices.frames(device, events)
        var lives: [Int32: ContactLife] = [:]
        for (index, frame) in frames.enumerated() {
            for touch in frame.touches {
                if lives[touch.trackingID] == nil {
                    lives[touch.trackingID] = ContactLife(touch, frame: index)
                } else {
                    lives[touch.trackingID]?.add(touch, frame: index)
                }
            }
        }
        return (device, frames, lives)
    }

    @Test(arguments: RecordedDevice.all)
    func classifiesTheRecordedDevice(_ recording: RecordedDevice) throws {
        let device = try recording.loadDevice()
        #expect(device.kind == recording.kind)
        #expect(device.contactReporting == recording.reporting)
        #expect(device.isSemiMT == recording.semiMT)
        #expect(device.isProtocolA == (recording.reporting == .anonymousContacts))
        #expect(device.maxFingerCount >= recording.maxFingers)
        let geometry = try #require(device.surfaceGeometry)
        #expect(geometry.size.width > 0 && geometry.size.height > 0)
    }

    @Test(arguments: RecordedDevice.all)
    func assemblesTheFramesTheFileHolds(_ recording: RecordedDevice) throws {
        let (_, frames, lives) = try Self.assemble(recording)
        #expect(frames.count == recording.frames)
        #expect(frames.map(\.touches.count).max() == recording.maxContacts)
        #expect(frames.map(\.fingerCount).max() == recording.maxFingers)
        #expect(frames.allSatisfy { $0.semiMT == recording.semiMT })
        #expect(!frames.contains { $0.resynced })
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.time <= $1.time })
        for frame in frames {
            #expect(frame.fingerCount >= frame.touches.count)
            for touch in frame.touches {
                #expect(touch.normalized.x.isFinite && touch.normalized.y.isFinite)
                #expect(touch.mm.x.isFinite && touch.mm.y.isFinite)
            }
        }
        if let sequences = recording.sequences {
            #expect(lives.count == sequences)
            for (id, life) in lives {
                // A protocol-B contact lives in one slot, in consecutive frames, and never comes back.
                let slots = Set(frames[life.firstFrame...life.lastFrame].compactMap { $0.touches.first { $0.trackingID == id }?.slot })
                #expect(slots == [life.slot], "tracking id \(id) moved between slots \(slots)")
                #expect(life.frameCount == life.lastFrame - life.firstFrame + 1, "tracking id \(id) vanished and came back")
            }
        }
    }

    @Test func wacomTwoFingerSwipesMoveBothContactsAcrossTheWidth() throws {
        for file in ["wacom-intuos5-touch-m-finger-2fg-swipe-horizontal.events", "wacom-bamboo-16fg-4x5-finger-2fg-swipe-horizontal.events"] {
            let recording = try #require(RecordedDevice.all.first { $0.file == file })
            let (_, _, lives) = try Self.assemble(recording)
            #expect(lives.count == 2)
            for life in lives.values {
                #expect(life.xTravel > 4000, "\(file): x travel \(life.xTravel)")
                #expect(life.yTravel < 300, "\(file): y travel \(life.yTravel)")
            }
        }
    }

    @Test func wacomVerticalScrollMovesBothContactsDown() throws {
        let recording = try #require(RecordedDevice.all.first { $0.file.hasPrefix("wacom-intuos5-touch-m-finger-2fg-scroll-vertical") })
        let (_, _, lives) = try Self.assemble(recording)
        #expect(lives.values.allSatisfy { $0.yTravel > 3300 && $0.xTravel < 100 })
    }

    @Test func hp8470pOneContactFileNeverHasTwoContacts() throws {
        let recording = try #require(RecordedDevice.all.first { $0.file.hasPrefix("synaptics-ps2-hp8470p-1contact") })
        let (_, frames, lives) = try Self.assemble(recording)
        #expect(frames.allSatisfy { $0.touches.count <= 1 && $0.fingerCount <= 1 })
        #expect(lives.values.first.map { $0.yTravel > 3000 } == true)
    }

    @Test func hp8470pTwoFingerScrollReusesSlots() throws {
        let recording = try #require(RecordedDevice.all.first { $0.file.hasPrefix("synaptics-ps2-hp8470p-2fg") })
        let (_, _, lives) = try Self.assemble(recording)
        let perSlot = Dictionary(grouping: lives.values, by: \.slot).mapValues(\.count)
        #expect(perSlot.values.contains { $0 > 1 }, "slots and their sequence counts: \(perSlot)")
    }

    @Test func cypressThreeFingerPressCountsThreeFingersOnTwoSlots() throws {
        let recording = try #require(RecordedDevice.all.first { $0.file == "cypress-ps2-semimt-3fg-press.evemu" })
        let (device, frames, _) = try Self.assemble(recording)
        #expect(device.slotCount == 2)
        #expect(device.maxFingerCount == 5)
        let three = frames.filter { $0.fingerCount == 3 }
        #expect(three.count > 20)
        #expect(three.allSatisfy { $0.touches.count <= 2 && $0.semiMT })
        // The kernel ends the second contact in the frame that switches to TRIPLETAP and restarts
        // it in the next (the quirk libinput's tp_restore_synaptics_touches repairs): one frame has 1 touch.
        #expect(three.filter { $0.touches.count == 2 }.count == three.count - 1)
    }

    @Test func appleProtocolAAssemblesOneToFourAnonymousContacts() throws {
        let recording = try #require(RecordedDevice.all.first { $0.file.hasPrefix("apple-bcm5974") })
        let (device, frames, _) = try Self.assemble(recording)
        #expect(device.maxFingerCount == 4)
        #expect(Set(frames.map(\.touches.count)) == [0, 1, 2, 3, 4])
        for frame in frames {
            #expect(frame.touches.map(\.slot) == Array(0..<frame.touches.count))
            #expect(Set(frame.touches.map(\.trackingID)).count == frame.touches.count)
        }
        // Ids hold while the count holds.
        for (previous, next) in zip(frames, frames.dropFirst()) where previous.touches.count == next.touches.count {
            #expect(previous.touches.map(\.trackingID) == next.touches.map(\.trackingID))
        }
    }

    @Test func elantechSizeIsItsRangeOver32UnitsPerMillimetre() throws {
        let recording = try #require(RecordedDevice.all.first { $0.file.hasPrefix("elantech") })
        let (device, frames, lives) = try Self.assemble(recording)
        let geometry = try #require(device.surfaceGeometry)
        #expect(geometry.warnings.isEmpty)
        #expect(abs(geometry.size.width - 3260.0 / 32) < 1e-9)
        #expect(abs(geometry.size.height - 2282.0 / 32) < 1e-9)
        let longest = try #require(lives.values.max { $0.frameCount < $1.frameCount })
        let mmTravel = Double(longest.xTravel) / 32
        #expect(mmTravel > 30 && mmTravel < 45, "x travel \(mmTravel) mm")
        let touch = try #require(frames.lazy.compactMap(\.touches.first).first)
        #expect(abs(touch.mm.x - Double(touch.x) / 32) < 1e-9)
    }

    @Test func devicesWithoutResolutionWarnAndUseTheFallback() throws {
        for recording in RecordedDevice.all {
            let device = try recording.loadDevice()
            let geometry = try #require(device.surfaceGeometry)
            let hasResolution = (device.absInfo[geometry.x.code]?.resolution ?? 0) > 0 && (device.absInfo[geometry.y.code]?.resolution ?? 0) > 0
            #expect(geometry.warnings.isEmpty == hasResolution, "\(recording.file)")
            guard !hasResolution else { continue }
            if device.isTouchpad {
                #expect(geometry.size == SurfaceGeometry.fallbackTouchpadSize, "\(recording.file)")
            } else {
                #expect(abs(max(geometry.size.width, geometry.size.height) - SurfaceGeometry.fallbackTouchscreenLongSide) < 1e-9)
            }
        }
    }

    @Test func dellCanvasSizeComesFromItsTwoResolutions() throws {
        let recording = try #require(RecordedDevice.all.first { $0.file.hasPrefix("dell-canvas") })
        let device = try recording.loadDevice()
        let size = try #require(device.sizeInMillimetres)
        #expect(abs(size.width - 32767.0 / 55) < 1e-9)
        #expect(abs(size.height - 32767.0 / 98) < 1e-9)
    }
}
