import GlideInput
import GlidePort

/// libFuzzer's target for `glide port`: each input, read as UTF-8 (invalid bytes replaced), is a
/// Swift source ported in memory (`UIKitPorter.port`) and checked (`APICheck.check`). libFuzzer
/// reports a crash, a hang (`-timeout`) or a blow-up (`-rss_limit_mb`); the target also traps
/// when a note points outside the source or a refused source is not left as it was.
///
/// Built with `-D GLIDE_LIBFUZZER` and `-sanitize=fuzzer` (`tools/fuzz-port`), libFuzzer supplies
/// `main`; built plainly, it ports the files given once each: `glide-fuzz-port crash-…`.
enum PortFuzzing {
    /// Ports one input and checks what came back.
    static func check(_ bytes: [UInt8]) {
        let source = String(decoding: bytes, as: UTF8.self)
        let lines = lineCount(source)
        let ported = UIKitPorter.port(source, file: "fuzz.swift")
        for note in ported.notes {
            precondition((1...lines).contains(note.line) && note.column >= 1, "glide-fuzz-port: a note outside the source's \(lines) lines: \(note)")
        }
        if let refusal = ported.refusal {
            precondition(ported.text == source && ported.notes == [refusal], "glide-fuzz-port: a refused source was changed: \(refusal)")
        }
        _ = APICheck.check([(path: "fuzz.swift", text: source)])
    }

    /// The lines of `source` as Swift counts them (and so the notes' positions): a line ends at
    /// `\n`, `\r\n` or a lone `\r`.
    static func lineCount(_ source: String) -> Int {
        var lines = 1
        var afterReturn = false
        for byte in source.utf8 {
            if byte == UInt8(ascii: "\r") {
                lines += 1
            } else if byte == UInt8(ascii: "\n"), !afterReturn {
                lines += 1
            }
            afterReturn = byte == UInt8(ascii: "\r")
        }
        return lines
    }
}

#if GLIDE_LIBFUZZER
@_cdecl("LLVMFuzzerTestOneInput") public func glideFuzzPort(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt { PortFuzzing.check(FuzzInputs.bytes(data, size)); return 0 }
#else
@main enum Inputs { static func main() { FuzzInputs.checkFiles(CommandLine.arguments.dropFirst(), program: "glide-fuzz-port", check: PortFuzzing.check) } }
#endif
