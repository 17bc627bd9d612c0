import Dispatch
import FlyingFox
import FlyingSocks
import Foundation
import Glide
import Synchronization

/// The HTTP server of `glide live --serve`, on FlyingFox: `GET /` is the `LivePage`, a
/// WebSocket at `/live` sends one viewer of a `LiveBroadcast` its messages, one text frame each,
/// and `GET /player.html` downloads the session so far as the HTML player (`glide replay --html`).
///
/// The server runs on Swift's cooperative pool, apart from the session's thread (making the
/// player, which replays the session, runs on a thread of its own). Each viewer's frames are pulled from its bounded queue only as its socket takes them (FlyingFox writes a
/// frame, then asks for the next), so a browser that stops reading holds one queue at most
/// (`LiveBroadcast.Limits`) and never the session. What a viewer sends is not read (see
/// `ViewerSocket`); every 10 s the broadcast's heartbeat finds the viewers that went away.
public final class LiveServer: Sendable {
    /// The page's address, e.g. `http://127.0.0.1:8080/`.
    public let url: String
    private let server: HTTPServer
    private let task: Task<Void, any Error>

    /// Starts serving `broadcast`'s session, titled `title`, on `host` (an IPv4 or IPv6 address, or
    /// `localhost`) and `port` (0: one the system picks), with `player` making the player page
    /// (nil: `/player.html` answers 404); returns once it listens.
    ///
    /// Throws 64 for a host that is not an address, 71 when the address cannot be bound (in use,
    /// not this machine's, or a port below 1024 without the right).
    public static func start(
        host: String, port: UInt16, title: String, broadcast: LiveBroadcast, player: (@Sendable () throws(GlideError) -> String)? = nil
    ) throws(GlideError) -> LiveServer {
        let address: any SocketAddress
        do {
            switch host {
            case "localhost": address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
            case let text where text.contains(":"): address = try sockaddr_in6.inet6(ip6: text, port: port)
            default: address = try sockaddr_in.inet(ip4: host, port: port)
            }
        } catch {
            throw GlideError(status: .usage, message: "--host \(host) is not an IPv4 or IPv6 address (e.g. 127.0.0.1, 0.0.0.0 or ::1)")
        }
        let server = HTTPServer(address: address, timeout: 120, pool: NoDelayPool(base: HTTPServer.defaultPool()), logger: .disabled)
        let page = HTTPResponse(
            statusCode: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: Data(LivePage.document(title: title).utf8))
        let started = DispatchSemaphore(value: 0)
        let outcome = StartOutcome()
        let task = Task {
            await server.appendRoute("GET /live", to: WebSocketHTTPHandler(handler: ViewerSocket(broadcast: broadcast)))
            await server.appendRoute("GET /") { _ in page }
            await server.appendRoute("GET /index.html") { _ in page }
            if let player {
                let name = "glide-live-" + title.filter { $0.isLetter || $0.isNumber || $0 == "-" } + ".html"
                await server.appendRoute("GET /player.html") { _ in
                    do {
                        // Replaying the session takes CPU time: on a thread of its own, not one of the pool's.
                        let document = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
                            Thread { continuation.resume(with: Result { try player() }) }.start()
                        }
                        return HTTPResponse(
                            statusCode: .ok,
                            headers: [.contentType: "text/html; charset=utf-8", .contentDisposition: "attachment; filename=\"\(name)\""],
                            body: Data(document.utf8))
                    } catch {
                        return HTTPResponse(statusCode: .conflict, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("\((error as? GlideError)?.message ?? "\(error)")\n".utf8))
                    }
                }
            }
            await server.appendRoute("*") { _ in
                HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("not found: the page is at /\n".utf8))
            }
            let waiter = Task {
                do {
                    try await server.waitUntilListening(timeout: 10)
                    let address = await server.listeningAddress
                    outcome.state.withLock { $0.address = address }
                } catch {
                    outcome.state.withLock { $0.failure = $0.failure ?? "did not start listening within 10 s" }
                }
                started.signal()
            }
            let heartbeat = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(10))
                    broadcast.publish(.heartbeat)
                }
            }
            defer { heartbeat.cancel() }
            do {
                try await server.run()
            } catch {
                waiter.cancel()
                outcome.state.withLock { $0.failure = $0.failure ?? "\(error)" }
                started.signal()
                throw error
            }
        }
        started.wait()
        let (listeningAddress, failure) = outcome.state.withLock { $0 }
        guard let listening = listeningAddress else {
            task.cancel()
            throw GlideError(status: .osError, message: "cannot serve on \(host) port \(port): \(failure ?? "no address"); "
                + "choose another --port (0 picks a free one), or a --host of this machine")
        }
        let url: String
        switch listening {
        case .ip4(let ip, let actual): url = "http://\(ip):\(actual)/"
        case .ip6(let ip, let actual): url = "http://[\(ip)]:\(actual)/"
        case .unix(let path): url = "unix:\(path)"
        }
        return LiveServer(url: url, server: server, task: task)
    }

    private init(url: String, server: HTTPServer, task: Task<Void, any Error>) {
        self.url = url
        self.server = server
        self.task = task
    }

    /// Whether `host` reaches only this machine (no warning is printed for it).
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }

    /// Stops listening, closes every viewer, and returns once the server is down (at most
    /// `timeout` seconds of waiting for viewers to finish what they were sent).
    public func stop(timeout: Double = 1) {
        let done = DispatchSemaphore(value: 0)
        Task { [server, task] in
            await server.stop(timeout: timeout)
            task.cancel()
            done.signal()
        }
        done.wait()
    }
}

/// What the starting server found: where it listens, or why it does not (the first reason).
private final class StartOutcome: Sendable {
    let state = Mutex<(address: Socket.Address?, failure: String?)>((nil, nil))
}

/// One WebSocket viewer: its broadcast messages out, one text frame each.
///
/// What the client sends is never read: a page sends nothing, so a close frame, a ping or a flood
/// waits in the kernel's buffer (a flood then stops at TCP's window) and costs the server no
/// memory. A viewer whose client went away leaves when a write to it fails, which the next
/// message or, while nothing happens, the broadcast's heartbeat brings about. (Reading would
/// also leave a wait on the socket that FlyingFox 0.27 cancels only after closing it, which can
/// take a later connection's descriptor out of its poll set.)
private struct ViewerSocket: WSHandler {
    let broadcast: LiveBroadcast

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        guard let viewer = broadcast.join() else {
            return AsyncStream { continuation in
                continuation.yield(.close(code: WSCloseCode(1013, reason: "too many viewers")))
                continuation.finish()
            }
        }
        let connection = ViewerConnection(viewer: viewer)
        return AsyncStream(unfolding: {
            await connection.next()
        }, onCancel: {
            viewer.leave()
        })
    }
}

/// A viewer for as long as FlyingFox asks for its frames: it leaves when that stops (a write
/// failed, the server stopped) or the broadcast has nothing more for it.
private final class ViewerConnection: Sendable {
    private let viewer: LiveViewer
    private let closed = Mutex(false)

    init(viewer: LiveViewer) {
        self.viewer = viewer
    }

    /// The next frame to send: a message as text, then one close frame, then nil.
    func next() async -> WSFrame? {
        guard !closed.withLock({ $0 }) else { return nil }
        guard let text = await viewer.next() else {
            closed.withLock { $0 = true }
            return .close(code: .normalClosure)
        }
        return WSFrame(fin: true, opcode: .text, mask: nil, payload: Data(text.utf8))
    }

    deinit { viewer.leave() }
}

/// FlyingFox's socket pool, also turning Nagle's algorithm off on every socket that waits to
/// read: the listening socket (whose accepted sockets inherit it on Linux) and each request's.
/// With it on, a frame written while the one before is not yet acknowledged waits for the
/// browser's delayed acknowledgement, and frames arrive in bursts tens of milliseconds apart.
private struct NoDelayPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        if events.contains(Socket.Event.read) {
            var on: Int32 = 1
            setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
