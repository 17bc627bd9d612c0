import Glide
import Synchronization

extension LiveCommandRun {
    /// Runs the session as `run` does, with its page served on `host` and `port` (`glide live
    /// --serve`) once the device is open; the page can also be saved as the HTML player of what
    /// was read so far. Prints the page's address to `errors` (and a warning when `host` reaches beyond
    /// this machine, since anyone who can reach it can watch), and stops the server once the
    /// session ended and its viewers were sent the end.
    @discardableResult
    public func runServing(host: String, port: UInt16, output: TextOutput = .standardOutput, errors: TextOutput = .standardError) throws(GlideError) -> LiveSessionResult {
        var run = self
        let broadcast = LiveBroadcast()
        let tape = SessionTape()
        run.broadcast = broadcast
        run.tape = tape
        let (options, scenes) = (options, scenes)
        let server = Mutex<LiveServer?>(nil)
        defer { server.withLock { $0 }?.stop() }
        run.sessionOpened = { _ throws(GlideError) in
            let started = try LiveServer.start(host: host, port: port, title: options.scene, broadcast: broadcast) { () throws(GlideError) in
                try tape.playerDocument(options: options, scenes: scenes)
            }
            server.withLock { $0 = started }
            if !LiveServer.isLoopback(host) {
                try errors.write("glide live: warning: serving on \(host): anyone who can reach \(started.url) can watch the session (--host 127.0.0.1, the default, keeps it to this machine)\n")
            }
            try errors.write("Serving the live page at \(started.url) (open it in a browser).\n")
        }
        return try run.run(output: output, errors: errors)
    }
}
