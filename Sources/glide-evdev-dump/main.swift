// glide-evdev-dump: opens one evdev node with EvdevDevice and prints, as JSON lines, its
// description and every event until the device is lost, N events were read, or a timeout.
// Small on purpose: it lets tests drive EvdevDevice inside `umockdev-run`; `glide live`
// supersedes it for people.
import Dispatch
import Foundation
import GlideInput

let usage = """
    usage: glide-evdev-dump DEVICE [--max-events N] [--timeout SECONDS] [--grab] [--blocking]
           glide-evdev-dump --list
    --list prints one {"device":…} per /dev/input/event* node (DeviceDiscovery) and exits.
    Prints {"description":…,"pid":…}, then one {"event":[time_us,type,code,value]} per event, then
    {"lost":reason} or {"end":why}. --blocking reads with next() instead of the async events.
    The timeout stops the device (--blocking) or cancels the task iterating the events.
    """

/// The command line, parsed.
struct Options {
    var path = ""
    var maxEvents = Int.max
    var timeout: Double?
    var grab = false
    var blocking = false
    var list = false

    init(_ arguments: ArraySlice<String>) throws(UsageError) {
        var rest = arguments
        while let argument = rest.popFirst() {
            switch argument {
            case "--max-events":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { throw UsageError("--max-events needs a positive count") }
                maxEvents = value
            case "--timeout":
                guard let value = rest.popFirst().flatMap(Double.init), value > 0 else { throw UsageError("--timeout needs positive seconds") }
                timeout = value
            case "--grab": grab = true
            case "--blocking": blocking = true
            case "--list": list = true
            case "-h", "--help": throw UsageError(nil)
            default:
                guard path.isEmpty, !argument.hasPrefix("-") else { throw UsageError("unexpected argument \(argument)") }
                path = argument
            }
        }
        guard !path.isEmpty || list else { throw UsageError("give a device node, e.g. /dev/input/event5") }
    }
}

/// A command-line mistake, with the message to print before the usage.
struct UsageError: Error {
    let message: String?
    init(_ message: String?) { self.message = message }
}

/// Writes one JSON object as a line on stdout.
func emit(_ object: [String: Any]) {
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return }
    FileHandle.standardOutput.write(data + Data("\n".utf8))
}

/// The description as JSON: codes and axes keyed by their decimal number.
func json(_ description: DeviceDescription, monotonic: Bool) -> [String: Any] {
    [
        "name": description.name,
        "id": [description.id.bustype, description.id.vendor, description.id.product, description.id.version].map(Int.init),
        "properties": description.properties.map { Int($0.rawValue) }.sorted(),
        "codes": Dictionary(uniqueKeysWithValues: description.codes.map { (String($0.key.rawValue), $0.value.map(Int.init).sorted()) }),
        "abs": Dictionary(uniqueKeysWithValues: description.absInfo.map { code, info in
            (String(code), [info.value, info.minimum, info.maximum, info.fuzz, info.flat, info.resolution].map(Int.init))
        }),
        "leds": Dictionary(uniqueKeysWithValues: description.ledStates.map { (String($0.key), Int($0.value)) }),
        "switches": Dictionary(uniqueKeysWithValues: description.switchStates.map { (String($0.key), Int($0.value)) }),
        "monotonicClock": monotonic,
    ]
}

/// Prints one element; returns false when the dump should end.
func handle(_ element: DeviceEvent, count: inout Int, limit: Int) -> Bool {
    switch element {
    case .event(let event):
        emit(["event": [Int(event.time), Int(event.type.rawValue), Int(event.code), Int(event.value)]])
        count += 1
        if count >= limit {
            emit(["end": "max-events"])
            return false
        }
        return true
    case .deviceLost(let reason):
        emit(["lost": reason])
        return false
    }
}

let options: Options
do {
    options = try Options(CommandLine.arguments.dropFirst())
} catch {
    if let message = error.message { FileHandle.standardError.write(Data("glide-evdev-dump: \(message)\n".utf8)) }
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(error.message == nil ? 0 : 2)
}

if options.list {
    for found in DeviceDiscovery.devices() {
        var object: [String: Any] = ["path": found.path, "source": "\(found.source)", "openable": found.isOpenable]
        if let description = found.deviceDescription { object["description"] = json(description, monotonic: false) }
        if let kind = found.kind { object["kind"] = kind.rawValue }
        if let error = found.openError { object["error"] = error.description }
        emit(["device": object])
    }
    exit(0)
}

do {
    try EvdevDevice.stopAllOnInterrupt()
    let device = try EvdevDevice(path: options.path, grab: options.grab)
    emit(["description": json(device.deviceDescription, monotonic: device.hasMonotonicClock), "pid": Int(getpid())])
    if options.blocking {
        // The timeout stops the device; a blocked next() returns nil.
        if let timeout = options.timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { device.stop() }
        }
        var count = 0
        var ended = false
        while let element = device.next() {
            guard handle(element, count: &count, limit: options.maxEvents) else { ended = true; break }
        }
        if !ended { emit(["end": "stopped"]) }
    } else {
        // The timeout cancels the reading task, which must stop the device too.
        let reading = Task {
            var count = 0
            for await element in device.events {
                guard handle(element, count: &count, limit: options.maxEvents) else { return true }
            }
            return false
        }
        if let timeout = options.timeout {
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout) { reading.cancel() }
        }
        let ended = await reading.value
        if reading.isCancelled {
            // next() returns at once only when the cancellation stopped the device.
            emit(["end": device.next() == nil ? "cancelled" : "cancelled, but the device still delivers events"])
        } else if !ended {
            emit(["end": "stopped"])
        }
    }
} catch {
    FileHandle.standardError.write(Data("glide-evdev-dump: \(error)\n".utf8))
    exit(1)
}
