internal import CEvdev
import Glibc

extension Syscall {
    /// Runs a libevdev call (or a `shim.h` helper) that returns a negative errno on failure and ≥ 0 on success.
    static func libevdev(_ call: () -> Int32) -> Result<Int32, Errno> {
        while true {
            let result = call()
            if result >= 0 { return .success(result) }
            if -result == EINTR { continue }
            return .failure(Errno(code: -result))
        }
    }
}
