/// A point on the input surface in floating-point units (millimetres or 0…1).
public struct SurfacePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One contact on the surface in one frame.
public struct Touch: Hashable, Sendable {
    /// The kernel's tracking id (≥ 0), unique for the contact's lifetime.
    public var trackingID: Int32
    /// The MT slot (protocol B), or the contact's index for protocol A and single-touch.
    public var slot: Int
    /// Position in device units.
    public var x: Int32
    public var y: Int32
    /// Position in millimetres from the axis minimum (through the resolution or its fallback).
    public var mm: SurfacePoint
    /// Position normalised over the axis range: 0…1 inside it, beyond it for reports out of range
    /// (not clamped; `FrameAssembler.rangeWarnings` tells of them).
    public var normalized: SurfacePoint
    /// Pressure in device units, when the device reports it.
    public var pressure: Int32?

    public init(trackingID: Int32, slot: Int, x: Int32, y: Int32, mm: SurfacePoint, normalized: SurfacePoint, pressure: Int32? = nil) {
        self.trackingID = trackingID
        self.slot = slot
        self.x = x
        self.y = y
        self.mm = mm
        self.normalized = normalized
        self.pressure = pressure
    }
}

/// The state of the surface after one `SYN_REPORT`: what gestures consume.
public struct TouchFrame: Hashable, Sendable {
    /// Microseconds, on the same clock as the events.
    public var time: Int64
    /// The contacts down in this frame, in slot order.
    public var touches: [Touch]
    /// max(real touches, the `BTN_TOOL_*` count): more fingers than slots are counted.
    public var fingerCount: Int
    /// Pressed buttons (`BTN_LEFT` …), by code.
    public var buttons: Set<UInt16>
    /// True for the first frame after a `SYN_DROPPED` resync: motion across it is not real.
    public var resynced: Bool
    /// True when the device is semi-MT: positions are a bounding box, not real contacts.
    public var semiMT: Bool

    public init(time: Int64, touches: [Touch], fingerCount: Int, buttons: Set<UInt16> = [], resynced: Bool = false, semiMT: Bool = false) {
        self.time = time
        self.touches = touches
        self.fingerCount = fingerCount
        self.buttons = buttons
        self.resynced = resynced
        self.semiMT = semiMT
    }

    /// The fingers on the surface: `fingerCount`, or the touches if a hand-built frame lists more.
    public var fingers: Int { Swift.max(fingerCount, touches.count) }
}
