// A terminal renderer of the aweme scene, driven by a real touchpad through `LiveSession`:
// everything a renderer of your own needs. Swipe two fingers right to shrink the full-screen
// list back into its cell (released past 20 % it dismisses, else it springs back); tap with
// one finger to zoom a new list out of the tapped cell. Ctrl-C quits.
//
//     swift run TerminalAweme [/dev/input/eventN]
//     tools/mockdev RECORDING.evemu -- .build/debug/TerminalAweme     (no touchpad needed)
import Glibc
import Glide
import GlideGallery

/// The screen in character cells: 390 × 844 points, 10 points a column, 40 points a row.
let columns = 39
let rows = 21
let pointsPerColumn = 10.0
let pointsPerRow = 40.0

/// One frame of the picture: each moving view filled with its character, in z order.
func picture(of views: [MovingView]) -> [String] {
    var cells = Array(repeating: Array(repeating: Character("."), count: columns), count: rows)
    for view in views.sorted(by: { $0.presentation.zPosition < $1.presentation.zPosition }) {
        let shown = view.presentation
        guard !shown.isHidden, shown.alpha > 0.05 else { continue }
        let frame = shown.frame
        let mark: Character = view.name == "list" ? "#" : view.name == "video" ? "=" : "+"
        let left = max(0, Int((frame.minX / pointsPerColumn).rounded()))
        let right = min(columns, Int((frame.maxX / pointsPerColumn).rounded()))
        let top = max(0, Int((frame.minY / pointsPerRow).rounded()))
        let bottom = min(rows, Int((frame.maxY / pointsPerRow).rounded()))
        guard left < right, top < bottom else { continue }
        for row in top..<bottom {
            for column in left..<right { cells[row][column] = mark }
        }
    }
    return cells.map { String($0) }
}

/// Draws `lines` over the previous picture (cursor home, then each line, erasing what was there).
func draw(_ lines: [String], status: String) {
    let text = "\u{1B}[H" + lines.map { $0 + "\u{1B}[K\n" }.joined() + status + "\u{1B}[K\n"
    try? TextOutput.standardOutput.write(text)
}

let device = CommandLine.arguments.dropFirst().first
do throws(GlideError) {
    try LiveSession.stopOnInterrupt()
    let session = try LiveSession(device: device, options: ReplayOptions(scene: "aweme"), scenes: .gallery)
    try TextOutput.standardOutput.write("\u{1B}[2J")
    var status = SessionStatus()
    var last = "two fingers right to dismiss, one-finger tap to present; Ctrl-C quits"
    draw(picture(of: []), status: "\(session.device.name): \(last)")
    for try await event in session.events() {
        status.apply(event)
        switch event {
        case .progress(let update):
            draw(picture(of: update.views), status: status.line(width: 100))
        case .outcome(let outcome):
            last = "#\(outcome.transition) \(outcome.kind.rawValue): \(outcome.decision.rawValue) (\(outcome.reason.rawValue))"
            draw(picture(of: []), status: last)
        case .recognizer, .transition, .fingers:
            break
        }
    }
    print("Session ended.")
} catch {
    try? TextOutput.standardError.write(error.message + "\n")
    exit(error.status.rawValue)
}
