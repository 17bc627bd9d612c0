@testable import GlideInput
import Foundation
import Testing

@Suite struct EvdevDeviceTests {
    @Test func missingNodeSuggestsGlideDevices() {
        #expect(throws: EvdevError.notFound(path: "/nonexistent/event99")) {
            try EvdevDevice(path: "/nonexistent/event99")
        }
        #expect(EvdevError.notFound(path: "/dev/input/event99").description
            == "/dev/input/event99: no such device. Run `glide devices` to list the input devices on this machine.")
    }

    @Test func nonEvdevNodeIsRefused() throws {
        #expect(throws: EvdevError.notAnInputDevice(path: "/dev/null", errno: ENOTTY)) {
            try EvdevDevice(path: "/dev/null")
        }
        let message = EvdevError.notAnInputDevice(path: "/dev/null", errno: ENOTTY).description
        #expect(message.hasPrefix("/dev/null: not an evdev input device (ENOTTY, "))
    }

    @Test func permissionErrorsNameThePathAndTheInputGroup() {
        for code in [EACCES, EPERM] {
            let error = EvdevError(opening: "/dev/input/event4", Errno(code: code))
            #expect(error == .permissionDenied(path: "/dev/input/event4"))
            #expect(error.description.hasPrefix("/dev/input/event4: permission denied."))
            #expect(error.description.contains("sudo usermod -aG input $USER"))
            #expect(error.description.contains("log out and in again"))
        }
        #expect(EvdevError(opening: "/x", Errno(code: ENOENT)) == .notFound(path: "/x"))
        #expect(EvdevError(opening: "/x", Errno(code: EMFILE)) == .openFailed(path: "/x", errno: EMFILE))
    }

    @Test func syscallHelperMapsNegativeErrnoAndRetriesEINTR() {
        var calls = 0
        let result = Syscall.libevdev {
            calls += 1
            return calls < 3 ? -EINTR : -ENODEV
        }
        #expect(calls == 3)
        #expect(result == .failure(Errno(code: ENODEV)))
        #expect(Syscall.libevdev { 1 } == .success(1))
        #expect(Errno(code: ENODEV).name == "ENODEV, No such device")
    }
}
