/// The device's surface in millimetres, with the resolution-0 fallback.
///
/// Size = (maximum − minimum) / resolution per axis. When either position axis reports
/// resolution 0, both axes are assumed, as libinput does: a touchpad (or any non-screen
/// device) is taken to be 69×50 mm; a touchscreen is taken to have square units with its
/// longer side 250 mm, so its aspect follows the axis ranges. One
/// `DeviceWarning.resolutionMissing` names the axes without resolution; a negative
/// resolution counts as 0, and `DeviceWarning.negativeResolution` says so first.
extension DeviceDescription {
    /// The axes, size and warnings of the surface, or nil when the device has no position axes.
    public var surfaceGeometry: SurfaceGeometry? {
        let codes: (x: UInt16, y: UInt16) = hasMultitouchPositions
            ? (AbsCode.mtPositionX, AbsCode.mtPositionY)
            : (AbsCode.x, AbsCode.y)
        guard let xInfo = absInfo[codes.x], let yInfo = absInfo[codes.y] else { return nil }

        var warnings: [DeviceWarning] = []
        for (code, info) in [(codes.x, xInfo), (codes.y, yInfo)] where info.maximum <= info.minimum {
            warnings.append(.emptyRange(axis: code, minimum: info.minimum, maximum: info.maximum))
        }
        for (code, info) in [(codes.x, xInfo), (codes.y, yInfo)] where info.resolution < 0 {
            warnings.append(.negativeResolution(axis: code, resolution: info.resolution))
        }

        /// The axis for `code`, with `unitsPerMillimetre` when given (assumed), else the reported resolution.
        func scale(_ code: UInt16, _ info: AbsInfo, assuming unitsPerMillimetre: Double? = nil) -> AxisScale {
            AxisScale(code: code, minimum: info.minimum, maximum: info.maximum,
                      unitsPerMillimetre: unitsPerMillimetre ?? Double(info.resolution),
                      isResolutionAssumed: unitsPerMillimetre != nil)
        }
        let reported = SurfaceGeometry(x: scale(codes.x, xInfo), y: scale(codes.y, yInfo), warnings: warnings)
        guard xInfo.resolution <= 0 || yInfo.resolution <= 0 else { return reported }

        let assumed = Self.assumedResolution(kind: kind, xSpan: reported.x.span, ySpan: reported.y.span)
        var geometry = SurfaceGeometry(x: scale(codes.x, xInfo, assuming: assumed.x),
                                       y: scale(codes.y, yInfo, assuming: assumed.y), warnings: warnings)
        let unresolved = [(codes.x, xInfo), (codes.y, yInfo)].filter { $0.1.resolution <= 0 }.map(\.0)
        geometry.warnings.append(.resolutionMissing(axes: unresolved, assumedSize: geometry.size, kind: kind))
        return geometry
    }

    /// What Glide guesses or leaves out for this description: the surface geometry's warnings, and
    /// slots past `FrameAssembler.maxTrackedSlots`.
    public var warnings: [DeviceWarning] {
        var warnings = surfaceGeometry?.warnings ?? []
        if slotCount > FrameAssembler.maxTrackedSlots {
            warnings.append(.tooManySlots(count: slotCount, tracked: FrameAssembler.maxTrackedSlots))
        }
        return warnings
    }

    /// The surface size in millimetres, or nil when the device has no position axes.
    public var sizeInMillimetres: SurfaceSize? { surfaceGeometry?.size }

    /// The units per millimetre to assume for a surface of this kind whose axes span these many units.
    private static func assumedResolution(kind: DeviceKind, xSpan: Double, ySpan: Double) -> (x: Double, y: Double) {
        guard kind == .touchscreen else {
            let size = SurfaceGeometry.fallbackTouchpadSize
            return (xSpan / size.width, ySpan / size.height)
        }
        let square = max(xSpan, ySpan) / SurfaceGeometry.fallbackTouchscreenLongSide
        return (square, square)
    }
}
