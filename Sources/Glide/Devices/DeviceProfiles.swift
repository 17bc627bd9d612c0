import Foundation
import GlideInput
import GlideUI

/// Gesture settings per device, keyed by a device's name or its vendor and product ids in hex;
/// `GlideProfiles` reads them from a YAML file (the format fusuma's gesture settings use):
///
/// ```yaml
/// "Apple Inc. Magic Trackpad 2":
///   fingers: [3, 4]        # 3, 4, or [3, 4] for either
///   natural_scroll: false  # a touchpad swipe moves the transition against the fingers
///   sensitivity: 1.5       # progress per travel
///   trigger_distance: 4    # mm on a touchpad, points on a touchscreen, before a pan begins
///   reversal_cancels: true # a release moving back cancels
///   rubber_band: true      # the container moves on, with resistance, past the ends
///   policy: kwin           # with `threshold: 0.25` for the policies that take one
/// "04f3:311c":
///   fingers: 3
/// ```
///
/// A device takes the profile keyed by its ids, else the one keyed by its name (exactly).
public struct DeviceProfiles: Equatable, Sendable {
    /// One device's profile: its key and its settings.
    public struct Profile: Equatable, Sendable {
        /// The device's name, or "vendor:product" in hex.
        public var key: String
        /// What the profile sets.
        public var settings: GestureSettings

        /// A profile of `settings` for the device `key` names.
        public init(key: String, settings: GestureSettings) {
            self.key = key
            self.settings = settings
        }
    }

    /// The profiles, in the file's order.
    public var profiles: [Profile]

    /// These profiles.
    public init(_ profiles: [Profile] = []) {
        self.profiles = profiles
    }

    /// The keys a profile may set.
    public static let settingNames = ["fingers", "natural_scroll", "sensitivity", "trigger_distance", "reversal_cancels", "rubber_band", "policy", "threshold"]

    /// "vvvv:pppp", the ids' key.
    public static func key(of id: DeviceID) -> String {
        String(format: "%04x:%04x", id.vendor, id.product)
    }

    /// The profile for a device of `name` and `id`: the one keyed by its ids (in any case), else by its name.
    public func profile(name: String, id: DeviceID) -> Profile? {
        let ids = Self.key(of: id)
        return profiles.first { $0.key.lowercased() == ids } ?? profiles.first { $0.key == name }
    }

    /// The profile for `device`.
    public func profile(for device: DeviceDescription) -> Profile? {
        profile(name: device.name, id: device.id)
    }

}
