/// An animated PNG (APNG) put together from still PNGs of one size, as browsers and GitHub show
/// it inline: it loops, each frame shown for its own delay.
///
/// Nothing is decoded: each still's image data (its `IDAT` chunks) becomes a frame as it is, so
/// the stills must share their header (size, bit depth, colour type, interlace), as
/// `PNGRasterizer`'s output of frames of one size does. The first still's ancillary chunks before
/// its image data (background, gamma, …) are kept for the whole animation; the others' are left
/// out. The same stills and delays always give the same bytes.
public struct AnimatedPNG: Sendable {
    /// One frame: a still PNG and how long it shows.
    public struct Frame: Sendable {
        /// The PNG file's bytes.
        public var png: [UInt8]
        /// How long it shows, in seconds as a fraction (APNG's `delay_num / delay_den`).
        public var delay: (numerator: UInt16, denominator: UInt16)

        /// A frame showing `png` for `numerator / denominator` seconds.
        public init(png: [UInt8], delay: (numerator: UInt16, denominator: UInt16)) {
            self.png = png
            self.delay = delay
        }
    }

    /// The frames, in order.
    public var frames: [Frame]

    /// An animation of `frames` (at least one).
    public init(frames: [Frame]) {
        self.frames = frames
    }

    /// The APNG file's bytes, looping forever; throws when there is no frame, a still is not a
    /// PNG, or two stills differ in their header.
    public func bytes() throws(AnimatedPNGError) -> [UInt8] {
        guard !frames.isEmpty else { throw .noFrames }
        let stills = try frames.enumerated().map { index, frame throws(AnimatedPNGError) in try Still(parsing: frame.png, index: index) }
        let header = stills[0].header
        if let odd = stills.firstIndex(where: { $0.header != header }) { throw .headersDiffer(frame: odd) }
        var output = Self.signature
        var sequence: UInt32 = 0
        Self.append("IHDR", header, to: &output)
        var control: [UInt8] = []
        Self.appendWord(UInt32(frames.count), to: &control)
        Self.appendWord(0, to: &control)  // plays forever
        Self.append("acTL", control, to: &output)
        for chunk in stills[0].ancillary { Self.append(chunk.type, chunk.data, to: &output) }
        for (index, still) in stills.enumerated() {
            var frameControl: [UInt8] = []
            Self.appendWord(sequence, to: &frameControl)
            sequence += 1
            frameControl += header[0..<8]  // width, height
            Self.appendWord(0, to: &frameControl)  // x offset
            Self.appendWord(0, to: &frameControl)  // y offset
            let delay = frames[index].delay
            frameControl += [UInt8(delay.numerator >> 8), UInt8(delay.numerator & 0xFF), UInt8(delay.denominator >> 8), UInt8(delay.denominator & 0xFF)]
            frameControl += [0, 0]  // dispose: none; blend: source (each frame covers the whole image)
            Self.append("fcTL", frameControl, to: &output)
            for data in still.imageData {
                if index == 0 {
                    Self.append("IDAT", data, to: &output)
                } else {
                    var frameData: [UInt8] = []
                    Self.appendWord(sequence, to: &frameData)
                    sequence += 1
                    Self.append("fdAT", frameData + data, to: &output)
                }
            }
        }
        Self.append("IEND", [], to: &output)
        return output
    }

    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A still's parts: its header's data, its ancillary chunks before the image, its image data.
    private struct Still {
        var header: [UInt8]
        var ancillary: [(type: String, data: [UInt8])] = []
        var imageData: [[UInt8]] = []

        init(parsing bytes: [UInt8], index: Int) throws(AnimatedPNGError) {
            guard bytes.count >= 8, Array(bytes[0..<8]) == AnimatedPNG.signature else { throw .notAPNG(frame: index, reason: "no PNG signature") }
            var offset = 8
            var header: [UInt8]?
            var ended = false
            while !ended {
                guard offset + 12 <= bytes.count else { throw .notAPNG(frame: index, reason: "it ends inside a chunk, with no IEND") }
                let length = Int(AnimatedPNG.word(bytes, at: offset))
                guard length <= bytes.count - offset - 12 else { throw .notAPNG(frame: index, reason: "a chunk runs past the end") }
                let typeBytes = Array(bytes[offset + 4..<offset + 8])
                let type = String(decoding: typeBytes, as: UTF8.self)
                let data = Array(bytes[offset + 8..<offset + 8 + length])
                guard AnimatedPNG.word(bytes, at: offset + 8 + length) == CRC32.checksum(typeBytes + data) else {
                    throw .notAPNG(frame: index, reason: "chunk \(type) fails its CRC")
                }
                offset += 12 + length
                switch type {
                case "IHDR":
                    guard header == nil, length == 13 else { throw .notAPNG(frame: index, reason: "a bad IHDR chunk") }
                    header = data
                case "IDAT": imageData.append(data)
                case "IEND": ended = true
                case "acTL", "fcTL", "fdAT": throw .notAPNG(frame: index, reason: "it is animated already")
                default:
                    // Ancillary chunks (lower-case first letter) before the image; critical ones (PLTE) are not supported.
                    guard typeBytes[0] & 0x20 != 0 else { throw .notAPNG(frame: index, reason: "chunk \(type) is not supported (only true-colour and grey PNGs are)") }
                    if imageData.isEmpty { ancillary.append((type, data)) }
                }
            }
            guard let header, !imageData.isEmpty else { throw .notAPNG(frame: index, reason: header == nil ? "no IHDR chunk" : "no image data") }
            self.header = header
        }
    }

    private static func word(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    private static func appendWord(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// Appends a chunk: length, type, data, CRC of type and data.
    private static func append(_ type: String, _ data: [UInt8], to output: inout [UInt8]) {
        appendWord(UInt32(data.count), to: &output)
        let typed = Array(type.utf8) + data
        output += typed
        appendWord(CRC32.checksum(typed), to: &output)
    }
}

/// Why stills could not be put together into an animated PNG.
public enum AnimatedPNGError: Error, Equatable, CustomStringConvertible {
    /// No frame was given.
    case noFrames
    /// Frame `frame` (from 0) is not a PNG Glide can animate.
    case notAPNG(frame: Int, reason: String)
    /// Frame `frame`'s size or pixel format differs from the first's.
    case headersDiffer(frame: Int)

    /// What went wrong.
    public var description: String {
        switch self {
        case .noFrames: "an animated PNG needs at least one frame"
        case .notAPNG(let frame, let reason): "frame \(frame + 1) is not a PNG that can be animated: \(reason)"
        case .headersDiffer(let frame): "frame \(frame + 1) differs from the first in size or pixel format; an animated PNG's frames share both"
        }
    }
}

/// The CRC-32 of PNG chunks (ISO 3309, reflected polynomial 0xEDB88320).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { byte in
        (0..<8).reduce(UInt32(byte)) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }

    /// The checksum of `bytes`.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
