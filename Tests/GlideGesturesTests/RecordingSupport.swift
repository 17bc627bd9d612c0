import Foundation
import GlideGestures
import GlideInput

/// Real recordings from `<package root>/../shared/recordings`, turned into touch frames.
enum Recordings {
    /// `<package root>/../shared/recordings`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/recordings")

    /// True when the shared recordings are on this machine.
    static let available = FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCES.md").path)

    /// The container the recognizers map onto, in points.
    static let container = GestureSize(width: 1000, height: 700)

    /// The device and every frame of `name` (with the description `desc` for an events-only file).
    static func frames(_ name: String, desc: String? = nil) throws -> (device: DeviceDescription, frames: [TouchFrame]) {
        var reader = try Trace.open(path: directory.appendingPathComponent(name).path,
                                    descriptionPath: desc.map { directory.appendingPathComponent($0).path })
        var assembler = FrameAssembler(device: reader.device)
        var frames: [TouchFrame] = []
        while let event = try reader.nextEvent() {
            if let frame = assembler.feed(event) { frames.append(frame) }
        }
        return (reader.device, frames)
    }
}

/// One pan a recording produced, summarised.
struct RecognizedPan: CustomStringConvertible {
    /// Fingers at `began`.
    var fingers: Int
    /// Translation and velocity at `began`.
    var translationAtBegan: GestureVector
    var velocityAtBegan: GestureVector
    /// Translation at the end.
    var translation: GestureVector
    /// `ended` or `cancelled`, or `changed` when the recording stopped mid-pan.
    var end: GestureRecognizerState
    /// Times (ms since the first frame) of `began` and of the end.
    var beganMS: Double
    var endMS: Double

    var description: String {
        let f = { (v: Double) in String(format: "%.1f", v) }
        return "\(fingers)fg \(f(beganMS))–\(f(endMS)) ms \(end) translation (\(f(translation.dx)), \(f(translation.dy)))"
    }
}

/// Feeds `frames` to a pan with the device's standard mapping and `configuration`, and lists the pans.
func recognizePans(device: DeviceDescription, frames: [TouchFrame],
                   configuration: ((TouchMapping) -> PanGestureRecognizer.Configuration)? = nil) -> [RecognizedPan] {
    guard let mapping = TouchMapping(device: device, container: Recordings.container),
          let standard = PanGestureRecognizer.Configuration.standard(for: device, mapping: mapping),
          let start = frames.first?.time
    else { return [] }
    let pan = PanGestureRecognizer(mapping: mapping, configuration: configuration?(mapping) ?? standard)
    var pans: [RecognizedPan] = []
    pan.addTarget { pan in
        let ms = Double((pan.stateTimes[pan.state] ?? start) - start) / 1000
        switch pan.state {
        case .began:
            pans.append(RecognizedPan(fingers: pan.numberOfTouches, translationAtBegan: pan.translation, velocityAtBegan: pan.velocity,
                                      translation: pan.translation, end: .changed, beganMS: ms, endMS: ms))
        case .changed, .ended, .cancelled:
            pans[pans.count - 1].translation = pan.translation
            pans[pans.count - 1].end = pan.state
            pans[pans.count - 1].endMS = ms
        case .possible, .failed:
            break
        }
    }
    for frame in frames { pan.handle(frame) }
    return pans
}
