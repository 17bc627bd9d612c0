// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Glide",
    products: [
        .library(name: "GlideInput", targets: ["GlideInput"]),
        .library(name: "GlideGestures", targets: ["GlideGestures"]),
        .library(name: "GlideUI", targets: ["GlideUI"]),
        .library(name: "GlideGallery", targets: ["GlideGallery"]),
        .library(name: "Glide", targets: ["Glide"]),
        .executable(name: "glide", targets: ["GlideCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
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
        .target(name: "GlideGallery", dependencies: ["GlideUI"]),
        /// The pipelines behind `glide`: describing traces, listing devices, recording.
        .target(name: "Glide", dependencies: ["GlideGallery", "GlideUI", "GlideGestures", "GlideInput"]),
        /// The `glide` command-line tool: one file per subcommand, all logic in `Glide`.
        .executableTarget(
            name: "GlideCLI",
            dependencies: ["Glide", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        /// Prints a live device's description and events as JSON lines (run under umockdev by tests).
        .executableTarget(name: "glide-evdev-dump", dependencies: ["GlideInput"]),
        .testTarget(name: "GlideInputTests", dependencies: ["GlideInput", "glide-evdev-dump"]),
        .testTarget(name: "GlideGesturesTests", dependencies: ["GlideGestures"]),
        .testTarget(name: "GlideUITests", dependencies: ["GlideUI"]),
        .testTarget(name: "GlideGalleryTests", dependencies: ["GlideGallery"]),
        /// Library tests, and end-to-end tests that run the built `glide` binary.
        .testTarget(name: "GlideTests", dependencies: ["Glide", "GlideCLI"]),
    ],
    swiftLanguageModes: [.v6]
)
