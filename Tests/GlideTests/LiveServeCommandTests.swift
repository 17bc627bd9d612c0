import Foundation
import Glibc
import GlideInput
import Testing

@testable import Glide

/// `glide live --serve` (which runs `glide-serve`) on a mocked touchpad, with clients that
/// misbehave while 10 s of swiping plays: one that never reads, malformed WebSocket frames,
/// 100 connections opened and dropped. The server may neither crash, nor grow its memory, nor
/// stall the input path: the session's records stay the replay's, and a viewer that reads gets
/// every record and the end.
@Suite(.serialized, .enabled(if: Paths.hasGlide, "glide is not built next to the test bundle"),
       .enabled(if: MockedDevice.unavailableReason == nil, "\(MockedDevice.unavailableReason ?? "")"))
struct LiveServeCommandTests {
    /// A port nothing listens on now.
    static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        try #require(bound)
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Connects to `port`, retrying for up to 10 s while the server starts.
    static func connect(_ port: Int) throws -> RawClient {
        for _ in 0..<200 {
            if let client = try? RawClient(port: port) { return client }
            usleep(50_000)
        }
        return try RawClient(port: port)
    }

    /// The resident memory of the `glide-serve` serving `port`, kB.
    static func servingMemory(port: Int) -> Int? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return nil }
        for pid in entries where Int(pid) != nil {
            guard let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8) else { continue }
            let arguments = command.split(separator: "\0")
            guard arguments.first?.hasSuffix("glide-serve") == true, arguments.contains("\(port)") else { continue }
            let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
            return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) }
        }
        return nil
    }

    /// The malformed things a client sends after its handshake.
    static let hostile: [[UInt8]] = [
        Array("this is not a WebSocket frame at all\r\n\r\n".utf8),
        [0x83, 0x80, 0, 0, 0, 0],  // a reserved opcode
        [0x81, 0x05] + Array("hello".utf8),  // unmasked
        RawClient.clientFrame(opcode: 1, payload: [0xFF, 0xFE, 0xC0]),  // not UTF-8
        RawClient.clientFrame(opcode: 1, payload: Array(#"{"type":"end"}"#.utf8)),
        RawClient.clientFrame(opcode: 0, payload: [1, 2, 3], fin: false),  // a continuation of nothing
        [0x81, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3, 4],  // claims 2^63 - 1 bytes, sends none
        RawClient.clientFrame(opcode: 8, payload: [0x03]),  // a close with a one-byte code
    ]

    @Test func misbehavingClientsNeitherCrashNorGrowNorStallTheSession() throws {
        // Two fingers moving right for 10 s, one frame every 10 ms, 5 s into the pad's clock.
        let trace = try SyntheticTouchpad.write(SyntheticTouchpad.swipe(fingers: 2, dx: 600, dy: 0, steps: 1000, start: 5_000_000), name: "long-swipe.evemu")
        let port = try Self.freePort()
        let live = try Run.glideOnMockedDevice(["--lead-in-ms", "3000", trace], ["live", "/dev/input/event5", "--serve", "--port", String(port), "--json", "--timeout", "16"])

        // Before the swipe: the page, what is not there, and a player of nothing.
        let first = try Self.connect(port)
        first.get("/")
        let page = try first.response()
        #expect(page.status == 200)
        #expect(page.body.contains("<title>Glide live: aweme</title>"))
        let missing = try RawClient(port: port)
        missing.get("/secret")
        #expect(try missing.response().status == 404)
        let plain = try RawClient(port: port)
        plain.get("/live")
        #expect(try plain.response().status == 400, "a GET of /live that is no WebSocket handshake")
        let early = try RawClient(port: port)
        early.get("/player.html")
        let player = try early.response()
        #expect(player.status == 409)
        #expect(player.body.contains("nothing was read from the device yet"))

        let stalled = try RawClient(port: port)
        stalled.shrinkReceiveBuffer()
        #expect(try stalled.upgrade() == 101)
        let viewer = try RawClient(port: port)
        #expect(try viewer.upgrade() == 101)
        #expect(try viewer.frame().text.hasPrefix(#"{"type":"hello","title":"aweme""#))

        // Read what the viewer gets, misbehaving at chosen times of the session.
        var frames = 0
        var records: [String] = []
        var memory: [Int] = []
        var misbehaved = false
        var end: String?
        while end == nil {
            let frame = try viewer.frame(timeout: 20)
            guard frame.opcode == 1 else { break }
            let text = frame.text
            if text.hasPrefix(#"{"type":"frame""#) {
                frames += 1
                let time = Double(text.split(separator: ",").first { $0.hasPrefix(#""t":"#) }?.dropFirst(4) ?? "") ?? 0
                if time > 2_000, memory.isEmpty, let kB = Self.servingMemory(port: port) { memory.append(kB) }
                if time > 3_000, !misbehaved {
                    misbehaved = true
                    var clients: [RawClient] = []
                    for bytes in Self.hostile {
                        let client = try RawClient(port: port)
                        _ = try client.upgrade()
                        client.send(bytes)
                        clients.append(client)
                    }
                    for n in 0..<100 {
                        let client = try RawClient(port: port)
                        switch n % 4 {
                        case 0: break  // connects and goes
                        case 1: client.send("GET / HT")  // half a request
                        default: _ = try client.upgrade()  // a viewer that leaves at once
                        }
                    }
                }
                if time > 9_500, memory.count == 1, let kB = Self.servingMemory(port: port) { memory.append(kB) }
            } else if text.hasPrefix(#"{"type":"record""#) {
                records.append(text)
            } else if text.hasPrefix(#"{"type":"end""#) {
                end = text
            }
        }
        let result = live.finish()
        #expect(result.status == 0, "\(result.stderr)")
        #expect(end == #"{"type":"end","reason":"timed out"}"#)
        #expect(misbehaved)
        #expect(frames > 500, "the viewer got \(frames) frames over 10 s of swiping")

        // The input path was not stalled: the records are the replay's, as is the count of events read.
        let replay = try Run.glide(["replay", "--json", trace])
        #expect(!replay.stdout.isEmpty)
        #expect(result.stdout == replay.stdout)
        #expect(records.count == replay.stdout.split(separator: "\n").count, "the viewer got every record")
        var reader = try Trace.open(path: trace)
        #expect(result.stderr.contains("\(try reader.readAll().count) events read"), "\(result.stderr)")

        // Memory stayed flat while the stalled client held frames and the others came and went.
        try #require(memory.count == 2, "glide-serve's memory was not read: \(memory)")
        #expect(memory[1] - memory[0] < 8 * 1024, "glide-serve grew from \(memory[0]) kB to \(memory[1]) kB")
        _ = stalled
    }

    @Test func aTakenPortAndAHostThatIsNoAddressAreClearErrorsOnceTheDeviceIsOpen() throws {
        let port = try Self.freePort()
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let held = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 && listen(holder, 1) == 0 }
        }
        try #require(held)
        let device = try SyntheticTouchpad.write(SyntheticTouchpad.swipe(fingers: 2, dx: 100, dy: 0))
        let taken = try Run.glideOnMockedDevice([device], ["live", "/dev/input/event5", "--serve", "--port", String(port)]).finish()
        #expect(taken.status == 71, "\(taken.stderr)")
        #expect(taken.stderr.contains("cannot serve on 127.0.0.1 port \(port)"), "\(taken.stderr)")
        #expect(taken.stderr.contains("choose another --port"), "the fix is named: \(taken.stderr)")

        let badHost = try Run.glideOnMockedDevice([device], ["live", "/dev/input/event5", "--serve", "--host", "example.com"]).finish()
        #expect(badHost.status == 64)
        #expect(badHost.stderr.contains("--host example.com is not an IPv4 or IPv6 address"), "\(badHost.stderr)")

        let missing = try Run.glide(["live", "/dev/input/event99", "--serve", "--port", String(port)])
        #expect(missing.status == 66, "a missing device comes first: \(missing.stderr)")
        #expect(!missing.stderr.contains("Serving"))

        let withoutServe = try Run.glide(["live", "--port", "9000"])
        #expect(withoutServe.status == 64)
        #expect(withoutServe.stderr.contains("--port and --host go with --serve"), "\(withoutServe.stderr)")

        let glideServe = URL(fileURLWithPath: Paths.glide).deletingLastPathComponent().appendingPathComponent("glide-serve").path
        let serving = try Run.program(glideServe, ["--port", "0", "/dev/input/event99"])
        #expect(serving.status == 66, "glide-serve takes --port without --serve, and names the missing device: \(serving.stderr)")

        let help = try Run.glide(["live", "--help"])
        #expect(help.stdout.contains("glide live --serve"))
        #expect(help.stdout.contains("--host <address>"))
    }
}
