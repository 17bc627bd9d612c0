import GlideInput

/// What `glide` says about a device: name, kind, size, slots, and the guesses it made.
///
/// The same summary describes a trace's device and a live one, so `describe` and `devices`
/// print the same fields under the same JSON keys.
public struct DeviceSummary: Hashable, Sendable {
    /// The device's name (`N:` in a trace).
    public var name: String
    /// Its bus, vendor, product and version.
    public var id: DeviceID
    /// Touchpad, clickpad, touchscreen or not a touch device.
    public var kind: DeviceKind
    /// The surface in millimetres, or nil without position axes.
    public var size: SurfaceSize?
    /// True when the size is libinput's fallback because an axis reports resolution 0.
    public var isSizeAssumed: Bool
    /// Protocol-B slots (0 for protocol A, single-touch or no contacts).
    public var slots: Int
    /// How contacts are reported (slots, protocol A, single-touch, none).
    public var contactReporting: ContactReporting
    /// The sentences about the guesses made (negative or no resolution, empty ranges, slots past
    /// `FrameAssembler.maxTrackedSlots`).
    public var warnings: [String]

    /// The summary of `device`.
    public init(_ device: DeviceDescription) {
        let geometry = device.surfaceGeometry
        name = device.name
        id = device.id
        kind = device.kind
        size = geometry?.size
        isSizeAssumed = geometry?.isSizeAssumed ?? false
        slots = device.slotCount
        contactReporting = device.contactReporting
        warnings = device.warnings.map(\.description)
    }

    /// `{"name":…,"kind":…,"size_mm":{"width":…,"height":…}|null,"size_assumed":…,"slots":…,"contacts":…}`.
    public var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("kind", .string(kind.rawValue)),
            ("size_mm", size.map { .object([("width", .rounded($0.width, decimals: 1)), ("height", .rounded($0.height, decimals: 1))]) } ?? .null),
            ("size_assumed", .bool(isSizeAssumed)),
            ("slots", .int(Int64(slots))),
            ("contacts", .string(contactReporting.description)),
        ])
    }

    /// The size as `101.9 × 57.3 mm` (with `(assumed)` when it is a fallback), or `unknown size`.
    public var sizeText: String {
        guard let size else { return "unknown size" }
        return "\(SurfaceSize.millimetresText(size.width)) × \(SurfaceSize.millimetresText(size.height)) mm" + (isSizeAssumed ? " (assumed)" : "")
    }
}
