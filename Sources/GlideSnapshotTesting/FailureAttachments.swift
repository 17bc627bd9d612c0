#if canImport(Testing)
import Testing
#endif

/// The pictures of a failed comparison attached to the Swift Testing test that ran it, so that a
/// CI run shows them (`swift test --attachments-path DIR` saves them; Xcode shows them in the
/// report). Outside a Swift Testing test, or on a toolchain without attachments, nothing happens.
enum FailureAttachments {
    /// Attaches each `(name, text)` to the current test.
    static func record(_ files: [(name: String, text: String)]) {
        #if canImport(Testing) && compiler(>=6.2)
        guard Test.current != nil else { return }
        for file in files { Attachment.record(Array(file.text.utf8), named: file.name) }
        #endif
    }
}
