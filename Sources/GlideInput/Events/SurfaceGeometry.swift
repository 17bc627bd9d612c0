/// A width and a height in millimetres.
public struct SurfaceSize: Hashable, Sendable {
    /// Millimetres along x.
    public var width: Double
    /// Millimetres along y.
    public var height: Double

    /// Makes a size from its width and height in millimetres.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A length in mm with one decimal, as warnings and summaries show it: `69` for 69.0, `101.9` for 101.875.
    package static func millimetresText(_ value: Double) -> String {
        let tenths = (value * 10).rounded() / 10
        return tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)
    }
}

/// How one absolute axis maps device units to millimetres and to 0…1.
///
/// Both conversions are finite for every `Int32` input: `unitsPerMillimetre` is always
/// positive and finite, and an empty range (maximum ≤ minimum) normalises everything to 0.
/// Neither is clamped: devices do report slightly past their range (libinput warns "touch is
/// outside the axis range" and keeps the value), so a position past the edge lies past 0…1 and
/// its motion still counts. `FrameAssembler` warns about such values.
public struct AxisScale: Hashable, Sendable {
    /// The `ABS_*` code of the axis.
    public var code: UInt16
    /// The smallest value the device reports.
    public var minimum: Int32
    /// The largest value the device reports.
    public var maximum: Int32
    /// Device units per millimetre: the axis's resolution, or the fallback's when it reports none.
    public var unitsPerMillimetre: Double
    /// True when the device reported no resolution and `unitsPerMillimetre` is the fallback's.
    public var isResolutionAssumed: Bool

    /// Makes a scale; a `unitsPerMillimetre` that is not positive and finite is replaced by 1.
    public init(code: UInt16, minimum: Int32, maximum: Int32, unitsPerMillimetre: Double, isResolutionAssumed: Bool) {
        self.code = code
        self.minimum = minimum
        self.maximum = maximum
        self.unitsPerMillimetre = unitsPerMillimetre.isFinite && unitsPerMillimetre > 0 ? unitsPerMillimetre : 1
        self.isResolutionAssumed = isResolutionAssumed
    }

    /// The number of device units the axis spans (maximum − minimum), 0 when the range is empty.
    public var span: Double {
        max(0, Double(maximum) - Double(minimum))
    }

    /// The axis length in millimetres.
    public var lengthInMillimetres: Double {
        span / unitsPerMillimetre
    }

    /// Millimetres from the axis minimum to `value`.
    @inlinable public func millimetres(_ value: Int32) -> Double {
        (Double(value) - Double(minimum)) / unitsPerMillimetre
    }

    /// `value` as a fraction of the range: 0…1 inside it, beyond past it (0 for an empty range).
    @inlinable public func normalized(_ value: Int32) -> Double {
        let span = self.span
        guard span > 0 else { return 0 }
        return (Double(value) - Double(minimum)) / span
    }

    /// Whether `value` lies outside minimum…maximum of a non-empty range.
    @inlinable public func isOutside(_ value: Int32) -> Bool {
        maximum > minimum && (value < minimum || value > maximum)
    }
}

/// Something about a device's description that makes Glide guess; print it for the user.
public enum DeviceWarning: Hashable, Sendable {
    /// These position axes report resolution 0, so the surface is assumed to be `assumedSize`.
    case resolutionMissing(axes: [UInt16], assumedSize: SurfaceSize, kind: DeviceKind)
    /// An axis has maximum ≤ minimum, so every position on it normalises to 0.
    case emptyRange(axis: UInt16, minimum: Int32, maximum: Int32)
    /// An axis reports a negative resolution, which counts as none (0).
    case negativeResolution(axis: UInt16, resolution: Int32)
    /// A contact reported `value`, outside the axis's range: kept as reported (the first such value of the axis).
    case outsideRange(axis: UInt16, minimum: Int32, maximum: Int32, value: Int32)
    /// The device has `count` slots, more than the `tracked` ones `FrameAssembler` keeps.
    case tooManySlots(count: Int, tracked: Int)
}

extension DeviceWarning: CustomStringConvertible {
    /// A sentence naming the axes, the guess made, and how to get real values.
    public var description: String {
        switch self {
        case let .resolutionMissing(axes, size, kind):
            let names = axes.map { EventNames.codeName(type: .abs, code: $0) }.joined(separator: " and ")
            let verb = axes.count == 1 ? "reports" : "report"
            let assumed = "\(SurfaceSize.millimetresText(size.width))×\(SurfaceSize.millimetresText(size.height)) mm"
            let guess = kind == .touchscreen
                ? "square units and a \(SurfaceSize.millimetresText(SurfaceGeometry.fallbackTouchscreenLongSide)) mm longer side (\(assumed))"
                : "a \(assumed) touchpad (libinput's default)"
            let hwdb = axes.map { "EVDEV_ABS_" + String($0, radix: 16, uppercase: true).leftPadded(to: 2) }.joined(separator: ", ")
            return "\(names) \(verb) resolution 0: assuming \(guess); distances in mm are estimates. "
                + "Set the resolution in the udev hwdb (\(hwdb)), or record the trace with evemu 1.2 or later "
                + "on a device that reports it."
        case let .emptyRange(axis, minimum, maximum):
            let name = EventNames.codeName(type: .abs, code: axis)
            return "\(name) has an empty range (minimum \(minimum), maximum \(maximum)): every position on it normalises to 0. "
                + "The device description is broken; fix the trace's A: line or the device's absinfo."
        case let .negativeResolution(axis, resolution):
            let name = EventNames.codeName(type: .abs, code: axis)
            return "\(name) reports resolution \(resolution), which is negative: it counts as no resolution (0)"
        case let .outsideRange(axis, minimum, maximum, value):
            let name = EventNames.codeName(type: .abs, code: axis)
            return "\(name) reported \(value), outside its range \(minimum)…\(maximum) (a kernel or firmware bug; libinput says "
                + "\"touch is outside the axis range\"): the value is kept as reported, so positions past the edge "
                + "and their speed count; progress still stops at 0…1."
        case let .tooManySlots(count, tracked):
            return "the device has \(count) slots, more than the \(tracked) Glide tracks (FrameAssembler.maxTrackedSlots, "
                + "libevdev's limit): slots \(tracked) to \(count - 1) are ignored, their events applied to slot \(tracked - 1)"
        }
    }
}

/// The surface's axes, physical size and the warnings raised while working them out.
public struct SurfaceGeometry: Hashable, Sendable {
    /// The x axis (`ABS_MT_POSITION_X` on multitouch devices, `ABS_X` otherwise).
    public var x: AxisScale
    /// The y axis (`ABS_MT_POSITION_Y` on multitouch devices, `ABS_Y` otherwise).
    public var y: AxisScale
    /// What went wrong or was guessed; empty when the description had everything.
    public var warnings: [DeviceWarning]

    /// Makes a geometry from its two axes and warnings.
    public init(x: AxisScale, y: AxisScale, warnings: [DeviceWarning] = []) {
        self.x = x
        self.y = y
        self.warnings = warnings
    }

    /// The surface size in millimetres, (maximum − minimum) / resolution per axis.
    public var size: SurfaceSize {
        SurfaceSize(width: x.lengthInMillimetres, height: y.lengthInMillimetres)
    }

    /// True when either axis's resolution was assumed.
    public var isSizeAssumed: Bool { x.isResolutionAssumed || y.isResolutionAssumed }

    /// The touchpad size assumed when a resolution is missing: libinput's `tp_init_default_resolution`.
    public static let fallbackTouchpadSize = SurfaceSize(width: 69, height: 50)
    /// The longer side, in mm, of a touchscreen whose resolution is missing (a 12-inch-class panel).
    public static let fallbackTouchscreenLongSide = 250.0
}
