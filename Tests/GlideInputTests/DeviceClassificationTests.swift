import GlideInput
import Testing

@Suite struct DeviceClassificationTests {
    typealias D = SyntheticDevices

    @Test func directIsATouchscreenEvenWithFingerTools() {
        let device = D.multitouch(slots: 10, properties: [.direct])
        #expect(device.kind == .touchscreen)
        #expect(device.isTouchscreen && !device.isTouchpad)
    }

    @Test func pointerIsATouchpadAndButtonpadMakesItAClickpad() {
        #expect(D.multitouch(slots: 5, properties: [.pointer]).kind == .touchpad)
        let clickpad = D.multitouch(slots: 5, properties: [.pointer, .buttonpad])
        #expect(clickpad.kind == .clickpad)
        #expect(clickpad.isClickpad && clickpad.isTouchpad)
    }

    @Test func withoutPropertiesFingerToolAndTouchGuessATouchpad() {
        let guessed = D.multitouch(slots: 2, properties: [])
        #expect(guessed.kind == .touchpad)
        let clickpad = D.multitouch(slots: 2, properties: [.buttonpad, .semiMT])
        #expect(clickpad.kind == .clickpad)
        #expect(clickpad.isSemiMT)
        let touchOnly = D.multitouch(slots: 60, properties: [], keys: [KeyCode.btnTouch])
        #expect(touchOnly.kind == .touchscreen)
    }

    @Test func contactReportingFollowsTheAxes() {
        #expect(D.multitouch(slots: 5).contactReporting == .slots(5))
        #expect(D.multitouch(slots: 5).slotCount == 5)
        let protocolA = D.multitouch(slots: 0)
        #expect(protocolA.contactReporting == .anonymousContacts)
        #expect(protocolA.isProtocolA && !protocolA.isSingleTouch)
        #expect(protocolA.slotCount == 0)
        let single = D.singleTouch()
        #expect(single.contactReporting == .singleTouch)
        #expect(single.isSingleTouch && single.kind == .touchscreen)
        #expect(single.maxFingerCount == 1)
    }

    @Test func absReservedMeansFakeMultitouch() {
        var device = D.multitouch(slots: 5)
        device.codes[.abs, default: []].insert(0x2e)
        #expect(device.slotCount == 0)
        #expect(device.contactReporting == .singleTouch)
    }

    @Test func notTouchDevices() {
        let mouse = DeviceDescription(name: "mouse", id: DeviceID(bustype: 3, vendor: 1, product: 1, version: 1),
                                      codes: [.key: [KeyCode.btnLeft], .rel: [0, 1]])
        #expect(mouse.kind == .notTouch)
        #expect(mouse.contactReporting == .none)
        #expect(mouse.maxFingerCount == 0)
        #expect(mouse.surfaceGeometry == nil)
        #expect(!mouse.isSemiMT && !mouse.isTouchpad && !mouse.isTouchscreen)

        var pen = D.singleTouch()
        pen.codes[.key, default: []].insert(KeyCode.btnToolPen)
        #expect(pen.kind == .notTouch)

        var joystick = D.singleTouch()
        joystick.codes[.key] = [KeyCode.btnLeft]
        #expect(!joystick.isTouchDevice)
    }

    @Test func mostFingersCountableIsTheLargerOfSlotsAndToolKeys() {
        let twoSlotsTripleTap = D.multitouch(slots: 2, keys: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolTripleTap])
        #expect(twoSlotsTripleTap.largestToolFingerCount == 3)
        #expect(twoSlotsTripleTap.maxFingerCount == 3)
        let quint = D.multitouch(slots: 2, keys: [KeyCode.btnTouch, KeyCode.btnToolFinger, KeyCode.btnToolQuintTap])
        #expect(quint.maxFingerCount == 5)
        let tenSlots = D.multitouch(slots: 10, properties: [.direct], keys: [KeyCode.btnTouch])
        #expect(tenSlots.maxFingerCount == 10)
    }

    @Test func describesKindAndReporting() {
        #expect(DeviceKind.notTouch.description == "not a touch device")
        #expect(ContactReporting.slots(1).description == "MT protocol B, 1 slot")
        #expect(ContactReporting.slots(5).description == "MT protocol B, 5 slots")
        #expect(ContactReporting.anonymousContacts.description == "MT protocol A")
    }
}

@Suite struct DeviceGeometryTests {
    typealias D = SyntheticDevices

    @Test func sizeIsRangeOverResolution() throws {
        let geometry = try #require(D.multitouch(slots: 2, resolution: 10).surfaceGeometry)
        #expect(geometry.size == SurfaceSize(width: 100, height: 50))
        #expect(geometry.warnings.isEmpty)
        #expect(!geometry.isSizeAssumed)
        #expect(geometry.x.code == AbsCode.mtPositionX)
        #expect(geometry.x.millimetres(250) == 25)
        #expect(geometry.y.normalized(250) == 0.5)
    }

    @Test func touchpadWithoutResolutionIsAssumed69By50WithAWarning() throws {
        let device = D.multitouch(slots: 2, resolution: 0, xRange: 1472...5472, yRange: 1408...4448)
        let geometry = try #require(device.surfaceGeometry)
        #expect(geometry.size == SurfaceSize(width: 69, height: 50))
        #expect(geometry.isSizeAssumed)
        #expect(geometry.warnings.count == 1)
        let text = try #require(geometry.warnings.first).description
        #expect(text.hasPrefix("ABS_MT_POSITION_X and ABS_MT_POSITION_Y report resolution 0: assuming a 69×50 mm touchpad (libinput's default)"))
        #expect(text.contains("EVDEV_ABS_35, EVDEV_ABS_36"))
        #expect(abs(geometry.x.millimetres(5472) - 69) < 1e-9)
    }

    @Test func oneMissingResolutionAssumesBothAxesLikeLibinput() throws {
        var device = D.multitouch(slots: 2, resolution: 10)
        device.absInfo[AbsCode.mtPositionY]?.resolution = 0
        let geometry = try #require(device.surfaceGeometry)
        #expect(geometry.size == SurfaceSize(width: 69, height: 50))
        #expect(geometry.warnings == [.resolutionMissing(axes: [AbsCode.mtPositionY], assumedSize: SurfaceSize(width: 69, height: 50), kind: .touchpad)])
        #expect(try #require(geometry.warnings.first).description.hasPrefix("ABS_MT_POSITION_Y reports resolution 0"))
    }

    @Test func touchscreenWithoutResolutionHasSquareUnitsAndA250mmLongSide() throws {
        let device = D.multitouch(slots: 10, properties: [.direct], keys: [KeyCode.btnTouch], resolution: 0,
                                  xRange: 0...799, yRange: 0...479)
        let geometry = try #require(device.surfaceGeometry)
        #expect(abs(geometry.size.width - 250) < 1e-9)
        #expect(abs(geometry.size.height - 250 * 479 / 799) < 1e-9)
        #expect(geometry.x.unitsPerMillimetre == geometry.y.unitsPerMillimetre)
        #expect(try #require(geometry.warnings.first).description.contains("assuming square units and a 250 mm longer side (250×149.9 mm)"))
    }

    @Test func singleTouchUsesAbsXY() throws {
        let geometry = try #require(D.singleTouch().surfaceGeometry)
        #expect(geometry.x.code == AbsCode.x)
        #expect(geometry.isSizeAssumed)
        #expect(abs(geometry.size.width - 250) < 1e-9)
    }

    @Test func emptyOrInvertedRangesStayFinite() throws {
        let device = D.multitouch(slots: 2, resolution: 0, xRange: 500...500, yRange: 0...500)
        var broken = device
        broken.absInfo[AbsCode.mtPositionY] = AbsInfo(minimum: 10, maximum: -10, resolution: 0)
        let geometry = try #require(broken.surfaceGeometry)
        #expect(geometry.warnings.contains(.emptyRange(axis: AbsCode.mtPositionX, minimum: 500, maximum: 500)))
        #expect(geometry.warnings.contains(.emptyRange(axis: AbsCode.mtPositionY, minimum: 10, maximum: -10)))
        for value in [Int32.min, -1, 0, 500, Int32.max] {
            #expect(geometry.x.normalized(value) == 0)
            #expect(geometry.x.millimetres(value).isFinite)
            #expect(geometry.y.millimetres(value).isFinite)
        }
        #expect(geometry.size.width == 0 && geometry.size.height == 0)
    }

    @Test func valuesPastTheRangeAreKeptAndStayFinite() throws {
        let geometry = try #require(D.multitouch(slots: 2, resolution: 1, xRange: Int32.min...Int32.max).surfaceGeometry)
        #expect(geometry.x.normalized(Int32.max) == 1)
        #expect(geometry.x.normalized(Int32.min) == 0)
        #expect(geometry.x.millimetres(Int32.max).isFinite)
        let narrow = try #require(D.multitouch(slots: 2, xRange: 100...1100).surfaceGeometry)
        #expect(narrow.x.normalized(1400) == 1.3 && narrow.x.normalized(0) == -0.1, "not clamped")
        #expect(narrow.x.isOutside(1101) && narrow.x.isOutside(99) && !narrow.x.isOutside(100) && !narrow.x.isOutside(1100))
        #expect(narrow.x.normalized(Int32.max).isFinite && narrow.x.normalized(Int32.min).isFinite)
        let scale = AxisScale(code: 0, minimum: 0, maximum: 10, unitsPerMillimetre: .nan, isResolutionAssumed: true)
        #expect(scale.unitsPerMillimetre == 1)
    }
}
