// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Glide",
    products: [
        .library(name: "GlideInput", targets: ["GlideInput"]),
        .library(name: "GlideGestures", targets: ["GlideGestures"]),
    ],
    targets: [
        /// libevdev, through pkg-config; `tools/test` installs `libevdev-dev`.
        .systemLibrary(
            name: "CEvdev",
            pkgConfig: "libevdev",
            providers: [.apt(["libevdev-dev"])]
        ),
        .target(name: "GlideInput", dependencies: ["CEvdev"]),
        .target(name: "GlideGestures", dependencies: ["GlideInput"]),
        .target(name: "GlideUI", dependencies: ["GlideGestures"]),
        /// Prints a live device's description and events as JSON lines (run under umockdev by tests).
        .executableTarget(name: "glide-evdev-dump", dependencies: ["GlideInput"]),
        .testTarget(name: "GlideInputTests", dependencies: ["GlideInput", "glide-evdev-dump"]),
        .testTarget(name: "GlideGesturesTests", dependencies: ["GlideGestures"]),
        .testTarget(name: "GlideUITests", dependencies: ["GlideUI"]),
    ],
    swiftLanguageModes: [.v6]
)
