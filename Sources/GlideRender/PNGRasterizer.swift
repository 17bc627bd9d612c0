import Foundation

/// Turns a frame's SVG into PNG through librsvg's `rsvg-convert`, run as a child process: Glide
/// draws no pixels itself. Tools that make PNGs install it (`apt-get install librsvg2-bin`).
public struct PNGRasterizer: Sendable {
    /// The `rsvg-convert` executable run.
    public var executable: String
    /// Pixels per point (rsvg-convert's `--zoom`).
    public var zoom: Double

    /// A rasterizer running `rsvg-convert` found on `PATH`, at `zoom` pixels per point; throws
    /// `PNGRasterizerError.rsvgConvertMissing` when it is not installed.
    public init(zoom: Double = 1) throws {
        guard let executable = Self.locate() else { throw PNGRasterizerError.rsvgConvertMissing }
        self.init(executable: executable, zoom: zoom)
    }

    /// A rasterizer running the `rsvg-convert` at `executable`.
    public init(executable: String, zoom: Double = 1) {
        self.executable = executable
        self.zoom = zoom
    }

    /// The path of `rsvg-convert` on `PATH`, or nil when it is not installed.
    public static func locate(path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        let folders = (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/rsvg-convert" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The PNG bytes of the SVG document `svg`.
    public func png(fromSVG svg: String) throws -> Data {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glide-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("frame.svg"), errors = folder.appendingPathComponent("stderr.txt")
        try Data(svg.utf8).write(to: input)
        try Data().write(to: errors)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? errorHandle.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--format", "png", "--zoom", String(zoom), input.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw PNGRasterizerError.launchFailed(executable: executable, reason: "\(error)")
        }
        let png = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw PNGRasterizerError.conversionFailed(
                executable: executable, status: process.terminationStatus, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return png
    }
}

/// Why a frame could not be turned into PNG.
public enum PNGRasterizerError: Error, Equatable, CustomStringConvertible {
    /// `rsvg-convert` is not on `PATH`.
    case rsvgConvertMissing
    /// `rsvg-convert` could not be started.
    case launchFailed(executable: String, reason: String)
    /// `rsvg-convert` exited with an error.
    case conversionFailed(executable: String, status: Int32, message: String)

    /// What went wrong and how to fix it.
    public var description: String {
        switch self {
        case .rsvgConvertMissing:
            "PNG frames need librsvg's rsvg-convert, which is not on PATH: install it with `sudo apt-get install librsvg2-bin`"
        case .launchFailed(let executable, let reason):
            "cannot run \(executable): \(reason); reinstall it with `sudo apt-get install --reinstall librsvg2-bin`"
        case .conversionFailed(let executable, let status, let message):
            "\(executable) failed (exit status \(status)) turning a frame's SVG into PNG: \(message.isEmpty ? "no message" : message)"
        }
    }
}
