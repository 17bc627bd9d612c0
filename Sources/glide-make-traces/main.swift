// Regenerates Traces/: the bundled evemu recordings, their `glide replay` options (.args) and
// the records they produce (.expected.jsonl). Run through tools/make-traces.
//
// Each recipe is a gesture script (GlideTesting's builder: synthetic devices, fingers down,
// moves at 120 Hz, jitter, SYN_DROPPED, device loss) plus the scene options and what the
// records must show (kinds, decisions, reasons). The script is rendered to evemu, replayed with
// ReplaySession exactly as `glide replay --json` does, and the records are written as the
// expectation only when they show what the recipe intends: a change in the pipeline that turns
// a finish into a cancel makes this tool fail rather than quietly rewrite the expectation.
// Output is deterministic: the same sources write the same bytes.
import Glibc
import Glide
import GlideGallery
import GlideInput
import GlideTesting

/// One bundled trace: its script, its options and the records it must give.
struct Recipe {
    var name: String
    var summary: String
    var arguments: [String]
    var script: GestureScript
    /// `kind decision reason` of each record, in order.
    var intent: [String]
}

let touchpad = SyntheticDevice.touchpad()
let touchscreen = SyntheticDevice.touchscreen()

/// A touchscreen point at fractions of the screen.
func screen(_ x: Double, _ y: Double) -> SurfacePoint { touchscreen.point(x: x, y: y) }
/// A touchpad point at fractions of the pad.
func pad(_ x: Double, _ y: Double) -> SurfacePoint { touchpad.point(x: x, y: y) }

func script(_ device: SyntheticDevice, _ build: (inout GestureScript) -> Void) -> GestureScript {
    var script = GestureScript(device: device)
    script.pause(0.05)
    build(&script)
    return script
}

let recipes: [Recipe] = [
    Recipe(
        name: "aweme-touchpad-2fg-finish",
        summary: "Touchpad, two fingers: a swipe right across a third of the pad dismisses the Aweme list into its cell.",
        arguments: ["--scene", "aweme"],
        script: script(touchpad) { s in
            s.down(fingers: 2, at: pad(0.25, 0.5), spacing: 20)
            s.move(dx: 34, dy: 1, duration: 0.3, jitter: 0.1)
            s.lift()
            s.pause(0.6)
        },
        intent: ["dismiss finish threshold"]),
    Recipe(
        name: "aweme-touchpad-2fg-cancel-near-threshold",
        summary: "Touchpad, two fingers: a slow swipe released just below the 20 % threshold springs the list back.",
        arguments: ["--scene", "aweme"],
        script: script(touchpad) { s in
            s.down(fingers: 2, at: pad(0.3, 0.5), spacing: 20)
            s.move(dx: 18.5, dy: 0, duration: 0.45)
            s.pause(0.1)
            s.lift()
            s.pause(0.4)
        },
        intent: ["dismiss cancel threshold"]),
    Recipe(
        name: "aweme-touchpad-2fg-finish-near-threshold-jitter",
        summary: "Touchpad, two fingers: a jittery swipe with irregular and duplicate timestamps, released just above the threshold, finishes.",
        arguments: ["--scene", "aweme"],
        script: script(touchpad) { s in
            s.down(fingers: 2, at: pad(0.3, 0.5), spacing: 20)
            s.move(dx: 12, dy: 0.5, duration: 0.25, jitter: 0.3, spread: 0.4)
            s.duplicateTimestamp()
            s.move(dx: 10.5, dy: 0, duration: 0.2, jitter: 0.3, spread: 0.4)
            s.pause(0.08)
            s.lift()
            s.pause(0.5)
        },
        intent: ["dismiss finish threshold"]),
    Recipe(
        name: "aweme-touchscreen-1fg-drag-then-tap",
        summary: "Touchscreen, one finger: a drag right dismisses the list, then a tap on a cell zooms a new list out of it.",
        arguments: ["--scene", "aweme"],
        script: script(touchscreen) { s in
            s.down(at: [screen(0.3, 0.5)])
            s.move(dx: 30, dy: 3, duration: 0.25)
            s.lift()
            s.pause(0.8)
            s.tap(at: screen(0.2, 0.25))
            s.pause(0.6)
        },
        intent: ["dismiss finish threshold", "present finish non-interactive"]),
    Recipe(
        name: "modal-fade-touchpad-tap-then-projected-flick",
        summary: "Touchpad: a one-finger tap presents the second page; a short, fast two-finger flick down dismisses it under the projected policy.",
        arguments: ["--scene", "modal-fade", "--policy", "projected"],
        script: script(touchpad) { s in
            s.tap(at: pad(0.5, 0.5))
            s.pause(0.7)
            s.down(fingers: 2, at: pad(0.4, 0.3), spacing: 20)
            s.move(dx: 0, dy: 16, duration: 0.05)
            s.lift()
            s.pause(0.8)
        },
        intent: ["present finish non-interactive", "dismiss finish velocity"]),
    Recipe(
        name: "nav-fade-touchpad-3fg-pop",
        summary: "Touchpad, three fingers (--fingers 3): a tap pushes the detail page, a three-finger swipe right pops it.",
        arguments: ["--scene", "nav-fade", "--fingers", "3"],
        script: script(touchpad) { s in
            s.tap(at: pad(0.5, 0.5))
            s.pause(0.7)
            s.down(fingers: 3, at: pad(0.2, 0.5), spacing: 15)
            s.move(dx: 40, dy: -1, duration: 0.35, jitter: 0.1)
            s.lift()
            s.pause(0.7)
        },
        intent: ["push finish non-interactive", "pop finish threshold"]),
    Recipe(
        name: "nav-scale-touchscreen-edge-pop",
        summary: "Touchscreen: a tap pushes the growing detail page; a pan from the left edge pops it, as the iOS back swipe does.",
        arguments: ["--scene", "nav-scale"],
        script: script(touchscreen) { s in
            s.tap(at: screen(0.5, 0.5))
            s.pause(1.0)
            s.down(at: [screen(0.01, 0.6)])
            s.move(dx: 35, dy: 2, duration: 0.4)
            s.lift()
            s.pause(1.0)
        },
        intent: ["push finish non-interactive", "pop finish threshold"]),
    Recipe(
        name: "circle-touchscreen-grab-during-completion",
        summary: "Touchscreen: a tap pushes the circle reveal; a pan right is released past the threshold, and a finger that lands during the completion grabs it back and drags it under the threshold: the pop is cancelled, and its record lists the abandoned finish under interruptions.",
        arguments: ["--scene", "circle"],
        script: script(touchscreen) { s in
            s.tap(at: screen(0.5, 0.5))
            s.pause(0.8)
            s.down(at: [screen(0.2, 0.5)])
            s.move(dx: 25, dy: 0, duration: 0.2)
            s.lift()
            s.pause(0.08)
            s.down(at: [screen(0.6, 0.5)])
            s.move(dx: -15, dy: 0, duration: 0.3)
            s.lift()
            s.pause(1.0)
        },
        intent: ["push finish non-interactive", "pop cancel threshold"]),
    Recipe(
        name: "tabs-touchpad-2fg-finger-change",
        summary: "Touchpad: a two-finger swipe left towards the next tab is cancelled when a third finger lands and stays.",
        arguments: ["--scene", "tabs"],
        script: script(touchpad) { s in
            s.down(fingers: 2, at: pad(0.6, 0.5), spacing: 15)
            s.move(dx: -20, dy: 0, duration: 0.2)
            s.down(at: [pad(0.8, 0.7)])
            s.move(dx: -10, dy: 0, duration: 0.25)
            s.lift()
            s.pause(0.6)
        },
        intent: ["tab cancel gesture-cancelled"]),
    Recipe(
        name: "tabs-touchpad-2fg-syn-dropped",
        summary: "Touchpad: a two-finger swipe left loses events (SYN_DROPPED) mid-swipe, jumps 10 mm, and still switches to the next tab.",
        arguments: ["--scene", "tabs"],
        script: script(touchpad) { s in
            s.down(fingers: 2, at: pad(0.7, 0.5), spacing: 15)
            s.move(dx: -15, dy: 0, duration: 0.15)
            s.synDropped(dx: -10, dy: 0)
            s.move(dx: -15, dy: 0, duration: 0.15)
            s.lift()
            s.pause(0.6)
        },
        intent: ["tab finish threshold"]),
    Recipe(
        name: "slide-touchscreen-device-loss",
        summary: "Touchscreen: a tap in the bottom half springs a page in from below; dragging it down, the device goes away, so the drag cancels (device-lost).",
        arguments: ["--scene", "slide"],
        script: script(touchscreen) { s in
            s.tap(at: screen(0.5, 0.75))
            s.pause(1.2)
            s.down(at: [screen(0.5, 0.4)])
            s.move(dx: 0, dy: 40, duration: 0.3)
            s.deviceLost()
        },
        intent: ["present finish non-interactive", "dismiss cancel device-lost"]),
    Recipe(
        name: "slide-touchpad-fling-policy",
        summary: "Touchpad: a tap presents from below; under the fling policy a quick two-finger flick down dismisses the page, a slow short drag does not.",
        arguments: ["--scene", "slide", "--policy", "fling"],
        script: script(touchpad) { s in
            s.tap(at: pad(0.5, 0.8))
            s.pause(1.2)
            s.down(fingers: 2, at: pad(0.4, 0.3), spacing: 20)
            s.move(dx: 0, dy: 8, duration: 0.5)
            s.lift()
            s.pause(1.0)
            s.down(fingers: 2, at: pad(0.4, 0.3), spacing: 20)
            s.move(dx: 0, dy: 14, duration: 0.05)
            s.lift()
            s.pause(1.0)
        },
        intent: ["present finish non-interactive", "dismiss cancel threshold", "dismiss finish velocity"]),
]

/// Writes `text` to `path`, exiting with a message on failure.
func write(_ text: String, to path: String) {
    do {
        try TextOutput.writeFile(text, to: path)
    } catch {
        fail(error.message)
    }
}

func fail(_ message: String) -> Never {
    try? TextOutput.standardError.write("make-traces: \(message)\n")
    exit(1)
}

let directory = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Traces"
_ = Syscall.makeDirectory(directory, mode: 0o755)
var failures = 0
for recipe in recipes {
    let base = directory + "/" + recipe.name
    do {
        try recipe.script.trace.writeEvemu(to: base + ".evemu")
    } catch {
        fail("\(base).evemu: \(error)")
    }
    write(BundledTrace.argumentsText(summary: recipe.summary, arguments: recipe.arguments), to: base + ".args")
    let result: ReplayResult
    do throws(GlideError) {
        let options = try BundledTrace.parse(recipe.arguments, path: base + ".args")
        result = try ReplaySession(tracePath: base + ".evemu", options: options, scenes: .gallery).run()
    } catch {
        fail(error.message)
    }
    let shown = result.outcomes.map { "\($0.kind.rawValue) \($0.decision.rawValue) \($0.reason.rawValue)" }
    guard shown == recipe.intent else {
        try? TextOutput.standardError.write("make-traces: \(recipe.name): the records show \(shown), the recipe intends \(recipe.intent)\n\(result.jsonLines())")
        failures += 1
        continue
    }
    write(result.jsonLines(), to: base + ".expected.jsonl")
    print("\(recipe.name): \(shown.joined(separator: "; "))")
}
if failures > 0 { fail("\(failures) of \(recipes.count) recipes did not give what they intend; no expectation was written for them") }
