/// Text from outside Glide (a report, a file name) made safe to print: control characters and
/// bidirectional overrides shown as escapes, so that nothing read can move the cursor, clear the
/// screen or reorder what a line seems to say; and words quoted for a shell command a user pastes.
package enum TerminalText {
    /// `text` with each control character (C0, DEL, C1), line or paragraph separator and
    /// bidirectional control (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) written as
    /// `\u{HEX}`.
    package static func printable(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether `scalar` would act on a terminal instead of showing as itself.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `word` as one word of a POSIX shell command: as it is when it holds only letters, digits and
    /// `_ - . / = : , + @ %`, else in single quotes (a quote inside written `'\''`).
    package static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", "=", ":", ",", "+", "@", "%": true
            default: false
            }
        }
        if plain { return word }
        var quoted = "'"
        for character in word {
            if character == "'" { quoted += "'\\''" } else { quoted.append(character) }
        }
        return quoted + "'"
    }
}
