import GlideUI

/// The readable table `glide replay` and `glide demo` print: one row per outcome record.
public struct OutcomeTable: Sendable {
    /// One row: the record, and the trace it came from when several were replayed.
    public struct Row: Sendable {
        /// The trace's name, shown in a first column when any row has one.
        public var trace: String?
        /// The record.
        public var outcome: TransitionOutcome

        /// Makes a row.
        public init(trace: String?, outcome: TransitionOutcome) {
            self.trace = trace
            self.outcome = outcome
        }
    }

    /// The rows, in order.
    public var rows: [Row]

    /// A table of `rows`.
    public init(rows: [Row]) {
        self.rows = rows
    }

    /// The table, a header then one line per row, columns aligned; a sentence when there are no rows.
    public var text: String {
        guard !rows.isEmpty else { return "No transitions: the trace began no gesture the scene listens to.\n" }
        let showsTrace = rows.contains { $0.trace != nil }
        var header = ["#", "KIND", "DECISION", "REASON", "P@RELEASE", "V@RELEASE", "SPEED", "START ms", "RELEASE ms", "END ms", "VISIBLE", "ANIMATOR", "NOTES"]
        if showsTrace { header.insert("TRACE", at: 0) }
        var lines = [header]
        for row in rows {
            let outcome = row.outcome
            var notes = outcome.diagnostics.map(\.rawValue)
            if outcome.interruptionCount > 0 { notes.append("grabbed \(outcome.interruptionCount)×") }
            var cells = [
                String(outcome.transition), outcome.kind.rawValue, outcome.decision.rawValue, outcome.reason.rawValue,
                outcome.percentAtRelease.map { Self.decimal($0, places: 3) } ?? "-",
                outcome.velocityAtRelease.map { Self.decimal($0, places: 0) } ?? "-",
                Self.decimal(outcome.completionSpeed, places: 2),
                Self.decimal(outcome.startMilliseconds, places: 1),
                outcome.releaseMilliseconds.map { Self.decimal($0, places: 1) } ?? "-",
                Self.decimal(outcome.endMilliseconds, places: 1),
                outcome.visible ?? "-", outcome.animator, notes.isEmpty ? "-" : notes.joined(separator: ", "),
            ]
            if showsTrace { cells.insert(row.trace ?? "-", at: 0) }
            lines.append(cells)
        }
        var widths = header.map { _ in 0 }
        for line in lines {
            for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        return lines.map { cells in
            cells.enumerated().map { column, cell in
                column == cells.count - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    /// `value` with exactly `places` decimals, no minus sign when it rounds to zero; `-` when not finite.
    public static func decimal(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "-" }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e15 else { return String(value) }
        let integer = Int64(scaled)
        let whole = integer / Int64(scale)
        let fraction = integer % Int64(scale)
        var text = String(whole)
        if places > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        return value < 0 && integer != 0 ? "-" + text : text
    }
}
