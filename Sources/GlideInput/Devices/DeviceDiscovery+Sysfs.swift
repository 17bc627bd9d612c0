internal import CEvdev
import Glibc

/// The sysfs view of an input device (`/sys/class/input/eventN/device`): name, ids,
/// capability bitmasks and properties, readable by every user.
struct SysfsInputDevice {
    /// The device's sysfs directory.
    var directory: String

    /// The capability files and the event types they list.
    private static let capabilityFiles: [(String, EventType)] = [
        ("key", .key), ("rel", .rel), ("abs", .abs), ("msc", .msc), ("sw", .sw),
        ("led", .led), ("snd", .snd), ("ff", .ff),
    ]

    /// The description sysfs gives (no axis ranges: sysfs has none; `EV_SYN` implied, as in
    /// traces), or nil when the directory has no readable `name` or `capabilities/ev`.
    var description: DeviceDescription? {
        guard let name = read("name"), let types = read("capabilities/ev").flatMap(Self.bits) else { return nil }
        let id = DeviceID(
            bustype: read("id/bustype").flatMap { UInt16($0, radix: 16) } ?? 0,
            vendor: read("id/vendor").flatMap { UInt16($0, radix: 16) } ?? 0,
            product: read("id/product").flatMap { UInt16($0, radix: 16) } ?? 0,
            version: read("id/version").flatMap { UInt16($0, radix: 16) } ?? 0)
        var codes: [EventType: Set<UInt16>] = [:]
        for type in types where type != EventType.syn.rawValue && Int(type) < EventType.count {
            codes[EventType(type)] = []
        }
        for (file, type) in Self.capabilityFiles where codes[type] != nil {
            codes[type] = read("capabilities/" + file).flatMap(Self.bits) ?? []
        }
        let properties = read("properties").flatMap(Self.bits).map { Set($0.map(InputProperty.init(rawValue:))) } ?? []
        return DeviceDescription(name: name, id: id, properties: properties, codes: codes)
    }

    /// The bits set in a sysfs bitmask: hex words of the kernel's `long` size (taken to be
    /// this process's), most significant first, space-separated (`"3 0 11000003"`); nil when malformed.
    static func bits(_ text: String) -> Set<UInt16>? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        guard !words.isEmpty else { return nil }
        let wordBits = Int.bitWidth
        var bits: Set<UInt16> = []
        for (index, word) in words.reversed().enumerated() {
            guard word.count <= wordBits / 4, let value = UInt64(word, radix: 16) else { return nil }
            for bit in 0..<wordBits where value >> UInt64(bit) & 1 == 1 {
                let number = index * wordBits + bit
                guard number <= Int(UInt16.max) else { return nil }
                bits.insert(UInt16(number))
            }
        }
        return bits
    }

    /// The trimmed contents of a file under `directory`, or nil when it cannot be read.
    private func read(_ relativePath: String) -> String? {
        guard case .success(let bytes) = Syscall.readFile(directory + "/" + relativePath, limit: 1 << 16) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        return String(text.drop { $0 == " " || $0 == "\n" }.reversed().drop { $0 == " " || $0 == "\n" }.reversed())
    }
}
