import Testing

@testable import GlideRender

/// Stills put together into an animated PNG: chunk order, sequence numbers, delays, CRCs, and
/// stills that cannot be animated refused with the reason.
@Suite struct AnimatedPNGTests {
    /// A `width`×1 RGB PNG of one grey `level`, its deflate stream stored (no compression), `extra`
    /// chunks before its image data.
    static func still(width: UInt32 = 2, level: UInt8, extra: [(String, [UInt8])] = []) -> [UInt8] {
        var header: [UInt8] = []
        header += word(width) + word(1) + [8, 2, 0, 0, 0]  // 8-bit RGB, no interlace
        let raw: [UInt8] = [0] + Array(repeating: level, count: Int(width) * 3)  // filter 0, then the pixels
        let length = UInt16(raw.count)
        var adlerA: UInt32 = 1, adlerB: UInt32 = 0
        for byte in raw { adlerA = (adlerA + UInt32(byte)) % 65521; adlerB = (adlerB + adlerA) % 65521 }
        let zlib: [UInt8] = [0x78, 0x01, 1, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + raw + word(adlerB << 16 | adlerA)
        var png = AnimatedPNG.signature
        for (type, data) in [("IHDR", header)] + extra + [("IDAT", zlib), ("IEND", [])] {
            png += word(UInt32(data.count)) + Array(type.utf8) + data + word(CRC32.checksum(Array(type.utf8) + data))
        }
        return png
    }

    static func word(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// The chunks of `png` (type and data), checking each CRC.
    static func chunks(_ png: [UInt8]) -> [(type: String, data: [UInt8])] {
        var result: [(String, [UInt8])] = []
        var offset = 8
        while offset + 12 <= png.count {
            let length = Int(png[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let typed = Array(png[offset + 4..<offset + 8 + length])
            let crc = png[offset + 8 + length..<offset + 12 + length].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            #expect(crc == CRC32.checksum(typed))
            result.append((String(decoding: typed.prefix(4), as: UTF8.self), Array(typed.dropFirst(4))))
            offset += 12 + length
        }
        #expect(offset == png.count)
        return result
    }

    @Test func theCRCIsPNGs() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test func stillsBecomeFramesInOrderWithTheirDelays() throws {
        let stills = [Self.still(level: 10, extra: [("gAMA", Self.word(45455))]), Self.still(level: 20, extra: [("gAMA", Self.word(1))]), Self.still(level: 30)]
        let animation = AnimatedPNG(frames: [
            .init(png: stills[0], delay: (1, 30)), .init(png: stills[1], delay: (1, 30)), .init(png: stills[2], delay: (1, 1)),
        ])
        let bytes = try animation.bytes()
        #expect(try animation.bytes() == bytes)
        let chunks = Self.chunks(bytes)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "gAMA", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[1].data == Self.word(3) + Self.word(0))  // three frames, looping forever
        #expect(chunks[2].data == Self.word(45455))  // the first still's ancillary chunk, once
        // Each frame's control: sequence, width 2, height 1, at 0,0, its delay, no disposal, source blending.
        #expect(chunks[3].data == Self.word(0) + Self.word(2) + Self.word(1) + Self.word(0) + Self.word(0) + [0, 1, 0, 30, 0, 0])
        #expect(chunks[5].data.prefix(4).elementsEqual(Self.word(1)))  // fcTL and fdAT share one sequence; IDAT has none
        #expect(chunks[7].data == Self.word(3) + Self.word(2) + Self.word(1) + Self.word(0) + Self.word(0) + [0, 1, 0, 1, 0, 0])
        // The image data is each still's, unchanged; fdAT puts its sequence number first.
        let imageData = stills.map { still in Self.chunks(still).first { $0.type == "IDAT" }!.data }
        #expect(chunks[4].data == imageData[0])
        #expect(chunks[6].data == Self.word(2) + imageData[1])
        #expect(chunks[8].data == Self.word(4) + imageData[2])
    }

    @Test func stillsThatCannotBeAnimatedAreRefusedWithTheReason() {
        let good = Self.still(level: 1)
        var badCRC = good
        badCRC[30] ^= 1
        let cases: [([[UInt8]], AnimatedPNGError)] = [
            ([], .noFrames),
            ([good, Array("GIF89a".utf8)], .notAPNG(frame: 1, reason: "no PNG signature")),
            ([good, Array(good.prefix(50))], .notAPNG(frame: 1, reason: "a chunk runs past the end")),
            ([good, Array(good.dropLast(12))], .notAPNG(frame: 1, reason: "it ends inside a chunk, with no IEND")),
            ([badCRC], .notAPNG(frame: 0, reason: "chunk IHDR fails its CRC")),
            ([Self.still(level: 1, extra: [("PLTE", [0, 0, 0])])], .notAPNG(frame: 0, reason: "chunk PLTE is not supported (only true-colour and grey PNGs are)")),
            ([Self.still(level: 1, extra: [("acTL", Self.word(1) + Self.word(0))])], .notAPNG(frame: 0, reason: "it is animated already")),
            ([good, Self.still(width: 3, level: 1)], .headersDiffer(frame: 1)),
        ]
        for (stills, expected) in cases {
            #expect(throws: expected) { try AnimatedPNG(frames: stills.map { .init(png: $0, delay: (1, 30)) }).bytes() }
        }
        #expect(AnimatedPNGError.headersDiffer(frame: 1).description.contains("frame 2 differs from the first"))
    }
}
