import Foundation
import Testing

@testable import Glide
@testable import GlideServe

/// The live page's server on a real socket: the page, viewers over WebSockets, and clients that
/// misbehave (one that never reads, malformed frames, connections dropped), none of which may
/// crash the server, make publishing wait or grow its memory.
@Suite(.serialized)
struct LiveServerTests {
    /// A server on a free port of 127.0.0.1 and its broadcast, with a hello already published.
    static func serve(limits: LiveBroadcast.Limits = LiveBroadcast.Limits()) throws -> (LiveServer, LiveBroadcast, Int) {
        let broadcast = LiveBroadcast(limits: limits)
        broadcast.publish(LiveMessage(kind: .hello, text: #"{"type":"hello"}"#))
        let server = try LiveServer.start(host: "127.0.0.1", port: 0, title: "slide <test>", broadcast: broadcast)
        let port = try #require(Int(server.url.split(separator: ":").last?.dropLast() ?? ""))
        return (server, broadcast, port)
    }

    /// A frame message of about `size` bytes.
    static func frame(_ n: Int, size: Int = 2000) -> LiveMessage {
        LiveMessage(kind: n % 10 == 0 ? .keyFrame : .frame, text: #"{"type":"frame","seq":\#(n),"svg":""# + String(repeating: "x", count: size) + #""}"#)
    }

    /// Waits up to 5 s for `condition`.
    static func eventually(_ condition: () -> Bool) async throws -> Bool {
        for _ in 0..<500 {
            if condition() { return true }
            try await Task.sleep(for: .milliseconds(10))
        }
        return condition()
    }

    @Test func servesThePageOnTheLoopbackAndNothingElse() throws {
        let (server, _, port) = try Self.serve()
        defer { server.stop() }
        #expect(server.url == "http://127.0.0.1:\(port)/")
        let client = try RawClient(port: port)
        client.get("/")
        let page = try client.response()
        #expect(page.status == 200)
        #expect(page.head.lowercased().contains("content-type: text/html; charset=utf-8"))
        #expect(page.body.contains("<title>Glide live: slide &lt;test&gt;</title>"))
        #expect(page.body.contains(#"+ "/live""#))
        let other = try RawClient(port: port)
        other.get("/secret")
        #expect(try other.response().status == 404)
        let plain = try RawClient(port: port)
        plain.get("/live")
        #expect(try plain.response().status == 400, "a GET of /live that is no WebSocket handshake")
    }

    @Test func aViewerGetsTheHistoryThenEachMessageThenTheEndAndAClose() throws {
        let (server, broadcast, port) = try Self.serve()
        defer { server.stop() }
        broadcast.publish(Self.frame(1, size: 10))
        let viewer = try RawClient(port: port)
        #expect(try viewer.upgrade() == 101)
        #expect(try viewer.frame().text == #"{"type":"hello"}"#)
        #expect(try viewer.frame().text.contains(#""seq":1"#))
        broadcast.publish(LiveMessage(kind: .record, text: #"{"type":"record"}"#))
        #expect(try viewer.frame().text == #"{"type":"record"}"#)
        let big = Self.frame(10, size: 70_000)
        broadcast.publish(big)
        let received = try viewer.frame()
        #expect(received.opcode == 1)
        #expect(received.text == big.text, "a frame over 64 KiB arrives whole")
        broadcast.publish(LiveMessage(kind: .end, text: #"{"type":"end"}"#))
        #expect(try viewer.frame().text == #"{"type":"end"}"#)
        let close = try viewer.frame()
        #expect(close.opcode == 8)
        #expect(close.payload.prefix(2) == [0x03, 0xE8], "a normal closure")
    }

    @Test func aClientThatNeverReadsHoldsNoMemoryAndNoPublisher() async throws {
        let (server, broadcast, port) = try Self.serve()
        defer { server.stop() }
        let stalled = try RawClient(port: port)
        stalled.shrinkReceiveBuffer()
        #expect(try stalled.upgrade() == 101)
        let reader = try RawClient(port: port)
        #expect(try reader.upgrade() == 101)
        #expect(try await Self.eventually { broadcast.viewerCount == 2 })
        let before = residentBytes()
        // 10 s of a 120 Hz session: a 2 KB frame and a chart point each 8.3 ms, a key frame in ten.
        var received = 0
        for n in 1...1200 {
            broadcast.publish(Self.frame(n))
            broadcast.publish(LiveMessage(kind: .point, text: #"{"type":"point","n":\#(n)}"#))
            if n % 100 == 0 {
                // The reading viewer keeps up; the stalled one is never read.
                while let frame = try? reader.frame(timeout: 0.2), frame.opcode == 1 {
                    received += 1
                    if frame.text.contains(#""n":\#(n)}"#) { break }
                }
            }
        }
        let grown = residentBytes() - before
        let stalledQueue = broadcast.queued(for: 0)
        #expect(stalledQueue.bytes < 1 << 20, "the stalled viewer holds \(stalledQueue.bytes) bytes")
        #expect(grown < 16 << 20, "memory grew by \(grown) bytes over 10 s of frames")
        #expect(received >= 1200, "the reading viewer got every point (\(received) messages)")
    }

    @Test func malformedFramesEndOnlyTheirOwnViewer() async throws {
        let (server, broadcast, port) = try Self.serve()
        defer { server.stop() }
        let hostile: [[UInt8]] = [
            Array("this is not a WebSocket frame at all\r\n\r\n".utf8),
            [0x83, 0x80, 0, 0, 0, 0],  // a reserved opcode
            [0x81, 0x05] + Array("hello".utf8),  // unmasked
            RawClient.clientFrame(opcode: 1, payload: [0xFF, 0xFE, 0xC0]),  // not UTF-8
            RawClient.clientFrame(opcode: 1, payload: Array(#"{"type":"frame","svg":"<script>"}"#.utf8)),
            RawClient.clientFrame(opcode: 0, payload: [1, 2, 3], fin: false),  // a continuation of nothing
            [0x81, 0xFF, 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1, 2, 3, 4],  // claims 2^63 - 1 bytes, sends 0
            RawClient.clientFrame(opcode: 8, payload: [0x03]),  // a close with a one-byte code
        ]
        var clients: [RawClient] = []
        for bytes in hostile {
            let client = try RawClient(port: port)
            #expect(try client.upgrade() == 101)
            client.send(bytes)
            clients.append(client)
        }
        let viewer = try RawClient(port: port)
        #expect(try viewer.upgrade() == 101)
        #expect(try viewer.frame().text == #"{"type":"hello"}"#)
        broadcast.publish(LiveMessage(kind: .record, text: #"{"type":"record"}"#))
        #expect(try viewer.frame().text == #"{"type":"record"}"#, "the server still serves")
        clients.removeAll()
        #expect(try await Self.eventually { broadcast.viewerCount == 1 }, "\(broadcast.viewerCount) viewers left")
    }

    @Test func aHundredConnectionsOpenedAndDroppedLeaveNothingBehind() async throws {
        let (server, broadcast, port) = try Self.serve()
        defer { server.stop() }
        for n in 0..<100 {
            let client = try RawClient(port: port)
            switch n % 4 {
            case 0: break  // connects and goes
            case 1: client.send("GET / HT")  // half a request
            case 2: _ = try client.upgrade()  // a viewer that leaves at once
            default:
                _ = try client.upgrade()
                broadcast.publish(Self.frame(n))  // leaves with a frame in flight
            }
        }
        #expect(try await Self.eventually { broadcast.viewerCount == 0 }, "\(broadcast.viewerCount) viewers left")
        let viewer = try RawClient(port: port)
        #expect(try viewer.upgrade() == 101)
        #expect(try viewer.frame().text == #"{"type":"hello"}"#)
    }

    @Test func stoppingTheServerWithAStalledClientReturns() throws {
        let (server, broadcast, port) = try Self.serve()
        let stalled = try RawClient(port: port)
        stalled.shrinkReceiveBuffer()
        #expect(try stalled.upgrade() == 101)
        for n in 1...200 { broadcast.publish(Self.frame(n * 10, size: 20_000)) }
        server.stop()
        let after = try? RawClient(port: port)
        #expect(after == nil, "nothing listens once stopped")
    }

    @Test func aPortInUseAndABadHostAreClearErrors() throws {
        let (server, broadcast, port) = try Self.serve()
        defer { server.stop() }
        #expect {
            try LiveServer.start(host: "127.0.0.1", port: UInt16(port), title: "t", broadcast: broadcast)
        } throws: { error in
            guard let error = error as? GlideError else { return false }
            return error.status == .osError && error.message.contains("cannot serve on 127.0.0.1 port \(port)") && error.message.contains("--port")
        }
        #expect {
            try LiveServer.start(host: "example.com", port: 0, title: "t", broadcast: broadcast)
        } throws: { error in
            (error as? GlideError)?.status == .usage && (error as? GlideError)?.message.contains("not an IPv4 or IPv6 address") == true
        }
        #expect(LiveServer.isLoopback("127.0.0.1") && LiveServer.isLoopback("::1") && !LiveServer.isLoopback("0.0.0.0"))
    }
}
