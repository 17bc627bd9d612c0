/// Why an evdev device node could not be used, with what to do about it.
public enum EvdevError: Error, Hashable, Sendable {
    /// The node exists but this user may not read it (`EACCES`/`EPERM`).
    case permissionDenied(path: String)
    /// There is no such node (`ENOENT`).
    case notFound(path: String)
    /// The node opened but libevdev could not read it as an input device.
    case notAnInputDevice(path: String, errno: Int32)
    /// Opening the node failed for another reason.
    case openFailed(path: String, errno: Int32)
    /// Another program holds an exclusive grab, or the grab failed.
    case grabFailed(path: String, errno: Int32)
    /// The signal handler or the wake-up eventfd could not be set up.
    case setupFailed(what: String, errno: Int32)
}

extension EvdevError: CustomStringConvertible {
    /// What failed, on which path, and how to fix it.
    public var description: String {
        switch self {
        case .permissionDenied(let path):
            "\(path): permission denied. Input devices belong to the `input` group: add yourself "
                + "with `sudo usermod -aG input $USER`, then log out and in again (or run with "
                + "sufficient rights, e.g. sudo)."
        case .notFound(let path):
            "\(path): no such device. Run `glide devices` to list the input devices on this machine."
        case .notAnInputDevice(let path, let code):
            "\(path): not an evdev input device (\(Errno(code: code).name)). "
                + "Give a /dev/input/event* node; `glide devices` lists them."
        case .openFailed(let path, let code):
            "\(path): cannot open (\(Errno(code: code).name))."
        case .grabFailed(let path, let code):
            "\(path): cannot grab the device for exclusive use (\(Errno(code: code).name)); "
                + "another program may hold it. Close it or run without grabbing."
        case .setupFailed(let what, let code):
            "cannot set up \(what) (\(Errno(code: code).name))."
        }
    }
}
