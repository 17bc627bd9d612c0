/// A session's output written as it comes: the first write that fails keeps its error and stops
/// the session (`stop`), and nothing more is written, so a closed pipe ends the run at once.
final class StoppingOutput {
    private let output: TextOutput
    private let stop: () -> Void
    /// The first write's failure, if any.
    private var failure: GlideError?

    /// Writes to `output`; `stop` ends the session on the first failure.
    init(_ output: TextOutput, stop: @escaping () -> Void) {
        self.output = output
        self.stop = stop
    }

    /// Writes `text`, unless a write has already failed.
    func write(_ text: String) {
        guard failure == nil else { return }
        do throws(GlideError) { try output.write(text) } catch {
            failure = error
            stop()
        }
    }

    /// Throws the failure that stopped the session, if one did.
    func throwFailure() throws(GlideError) {
        if let failure { throw failure }
    }
}
