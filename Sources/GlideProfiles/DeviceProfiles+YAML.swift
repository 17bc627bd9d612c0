import Glide
import GlideInput
import GlideUI
import Yams

/// Reading `DeviceProfiles` from YAML with Yams: in a target of its own, so that what links
/// `Glide` (GlideUIKit, the ports `glide port --check` type-checks) needs no YAML library.
extension DeviceProfiles {
    /// The most bytes a profiles file may have.
    public static let maximumFileBytes = 1 << 20

    /// The profiles in the YAML file at `path`: 66 when it cannot be read, 65 when it is larger
    /// than `maximumFileBytes`, not UTF-8, or not a mapping of devices to settings (FILE:LINE:COL:
    /// what, and what is allowed).
    public static func load(path: String) throws(GlideError) -> DeviceProfiles {
        let bytes: [UInt8]
        switch Syscall.readFile(path, limit: maximumFileBytes + 1) {
        case .success(let read): bytes = read
        case .failure(let error): throw GlideError(status: .noInput, message: "\(TerminalText.printable(path)): cannot read the profiles: \(error)")
        }
        guard bytes.count <= maximumFileBytes else {
            throw GlideError(status: .dataError, message: "\(TerminalText.printable(path)): more than \(maximumFileBytes >> 20) MiB, far more than any profiles file; give the YAML file of device profiles")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw GlideError(status: .dataError, message: "\(TerminalText.printable(path)): not UTF-8 text; give the YAML file of device profiles")
        }
        return try parse(text, source: path)
    }

    /// The profiles in `text`, YAML; `source` names it in errors.
    public static func parse(_ text: String, source: String) throws(GlideError) -> DeviceProfiles {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            throw GlideError(status: .dataError, message: "\(source):\(context.mark): \(duplicates.sorted().map { "'\($0)'" }.joined(separator: ", ")) given twice in one mapping")
        } catch {
            throw GlideError(status: .dataError, message: "\(source):\(error)")
        }
        guard let root else { return DeviceProfiles() }
        guard case .mapping(let devices) = root else {
            throw problem(source, root, "the profiles must be a mapping of device names (or \"vendor:product\" ids) to settings")
        }
        var profiles: [Profile] = []
        for (key, value) in devices {
            guard let name = key.string, !name.isEmpty else { throw problem(source, key, "a device key must be a name or \"vendor:product\"") }
            profiles.append(Profile(key: name, settings: try settings(value, device: name, source: source)))
        }
        return DeviceProfiles(profiles)
    }

    fileprivate static func settings(_ node: Node, device: String, source: String) throws(GlideError) -> GestureSettings {
        guard case .mapping(let entries) = node else { throw problem(source, node, "'\(device)' needs a mapping of settings (\(settingNames.joined(separator: ", ")))") }
        var settings = GestureSettings()
        var policyName: (String, Node)?
        var threshold: Double?
        for (key, value) in entries {
            switch key.string {
            case "fingers":
                settings.touchpadFingers = try fingers(value, source: source)
            case "natural_scroll":
                settings.naturalScroll = try bool(value, "natural_scroll", source: source)
            case "sensitivity":
                guard let number = value.float, number.isFinite, number > 0 else { throw problem(source, value, "sensitivity must be a positive number, e.g. 1.5") }
                settings.sensitivity = number
            case "trigger_distance":
                guard let number = value.float, number.isFinite, number >= 0 else {
                    throw problem(source, value, "trigger_distance must be a number ≥ 0 (mm on a touchpad, points on a touchscreen)")
                }
                settings.triggerDistance = number
            case "reversal_cancels":
                settings.reversalCancels = try bool(value, "reversal_cancels", source: source)
            case "rubber_band":
                settings.rubberBand = try bool(value, "rubber_band", source: source)
            case "policy":
                guard let name = value.string else { throw problem(source, value, "policy must be a name: \(ReplayOptions.policyNames)") }
                policyName = (name, value)
            case "threshold":
                guard let number = value.float, number >= 0, number <= 1 else { throw problem(source, value, "threshold must be a number in 0…1") }
                threshold = number
            default:
                throw problem(source, key, "unknown setting '\(key.string ?? "?")'; the settings are \(settingNames.joined(separator: ", "))")
            }
        }
        if let (name, node) = policyName {
            do {
                settings.policy = try ReplayOptions.policy(named: name, threshold: threshold, thresholdName: "threshold")
            } catch {
                throw problem(source, node, error.message)
            }
        } else if threshold != nil {
            throw problem(source, node, "threshold needs a policy that takes one (\(ReleasePolicies.takingThreshold.sorted().joined(separator: ", ")))")
        }
        return settings
    }

    fileprivate static func fingers(_ node: Node, source: String) throws(GlideError) -> ClosedRange<Int> {
        let counts: [Int]
        switch node {
        case .sequence(let items): counts = items.compactMap(\.int)
        default: counts = node.int.map { [$0] } ?? []
        }
        guard let low = counts.min(), let high = counts.max(), counts.count == (node.sequence?.count ?? 1), (1...4).contains(low), (1...4).contains(high), high - low + 1 == Set(counts).count
        else { throw problem(source, node, "fingers must be 1…4 or a list of adjacent counts, e.g. 3 or [3, 4]") }
        return low...high
    }

    fileprivate static func bool(_ node: Node, _ name: String, source: String) throws(GlideError) -> Bool {
        guard let value = node.bool else { throw problem(source, node, "\(name) must be true or false") }
        return value
    }

    fileprivate static func problem(_ source: String, _ node: Node, _ message: String) -> GlideError {
        let place = node.mark.map { "\($0.line):\($0.column)" } ?? "1:1"
        return GlideError(status: .dataError, message: "\(source):\(place): \(message)")
    }
}
