import Foundation
import Glibc

/// A TCP client on plain sockets, for talking to `glide live --serve` as a browser would, or as a
/// hostile client would not: HTTP requests, the WebSocket handshake and frames, raw bytes.
final class RawClient {
    enum Failure: Error, CustomStringConvertible {
        case system(String, errno: Int32)
        case timedOut(String)
        case closed

        var description: String {
            switch self {
            case .system(let what, let code): "socket: \(what) failed (errno \(code))"
            case .timedOut(let what): "timed out waiting for \(what)"
            case .closed: "the server closed the connection"
            }
        }
    }

    /// A WebSocket frame the server sent.
    struct Frame {
        var opcode: UInt8
        var payload: [UInt8]
        var text: String { String(decoding: payload, as: UTF8.self) }
    }

    private let fd: Int32
    private var buffer: [UInt8] = []

    /// Connects to 127.0.0.1:`port`.
    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw Failure.system("socket", errno: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        // Connecting to a port nothing listens on can meet itself (TCP's simultaneous open, when
        // the port picked for this end is that port): not a server.
        var local = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        guard connected == 0, named == 0, local.sin_port != address.sin_port else {
            let code = errno
            close(fd)
            throw Failure.system("connect", errno: code)
        }
    }

    deinit { close(fd) }

    /// Sends `bytes` (ignoring a peer that already closed).
    func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }

    func send(_ text: String) { send(Array(text.utf8)) }

    /// Reads until `count` bytes are buffered, within `timeout` seconds.
    private func fill(_ count: Int, timeout: Double, what: String) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while buffer.count < count {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure.timedOut(what) }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else { throw Failure.closed }
            buffer += chunk[..<count]
        }
    }

    /// Reads an HTTP response: its status code, headers as sent, and body (by Content-Length).
    func response(timeout: Double = 5) throws -> (status: Int, head: String, body: String) {
        while true {
            if let end = buffer.indices.dropLast(3).first(where: { buffer[$0] == 13 && buffer[$0 + 1] == 10 && buffer[$0 + 2] == 13 && buffer[$0 + 3] == 10 }) {
                let head = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 4)
                let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
                let lengthLine = head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                let length = lengthLine.flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? 0
                try fill(length, timeout: timeout, what: "the body")
                let body = String(decoding: buffer[..<length], as: UTF8.self)
                buffer.removeFirst(length)
                return (status, head, body)
            }
            try fill(buffer.count + 1, timeout: timeout, what: "a response")
        }
    }

    /// Sends a GET of `path`.
    func get(_ path: String) {
        send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    }

    /// Sends the WebSocket handshake for `/live` and reads the server's answer.
    func upgrade(timeout: Double = 5) throws -> Int {
        send("GET /live HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
        return try response(timeout: timeout).status
    }

    /// The next frame the server sends.
    func frame(timeout: Double = 5) throws -> Frame {
        try fill(2, timeout: timeout, what: "a frame")
        var length = Int(buffer[1] & 0x7F)
        var header = 2
        if length == 126 {
            try fill(4, timeout: timeout, what: "a frame")
            length = Int(buffer[2]) << 8 | Int(buffer[3])
            header = 4
        } else if length == 127 {
            try fill(10, timeout: timeout, what: "a frame")
            length = buffer[2..<10].reduce(0) { $0 << 8 | Int($1) }
            header = 10
        }
        try fill(header + length, timeout: timeout, what: "a frame's payload")
        let frame = Frame(opcode: buffer[0] & 0x0F, payload: Array(buffer[header..<(header + length)]))
        buffer.removeFirst(header + length)
        return frame
    }

    /// A masked client frame.
    static func clientFrame(opcode: UInt8, payload: [UInt8], fin: Bool = true) -> [UInt8] {
        var bytes: [UInt8] = [(fin ? 0x80 : 0) | opcode]
        if payload.count < 126 {
            bytes.append(0x80 | UInt8(payload.count))
        } else {
            bytes.append(0x80 | 126)
            bytes += [UInt8(payload.count >> 8 & 0xFF), UInt8(payload.count & 0xFF)]
        }
        let mask: [UInt8] = [1, 2, 3, 4]
        bytes += mask
        bytes += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        return bytes
    }

    /// The kernel's receive buffer, made small so that a client that never reads fills it soon.
    func shrinkReceiveBuffer() {
        var size: Int32 = 4096
        setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
}
