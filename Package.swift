// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Glide",
    products: [
        .library(name: "GlideInput", targets: ["GlideInput"]),
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
        .testTarget(name: "GlideInputTests", dependencies: ["GlideInput"]),
        .testTarget(name: "GlideGesturesTests", dependencies: ["GlideGestures"]),
        .testTarget(name: "GlideUITests", dependencies: ["GlideUI"]),
    ],
    swiftLanguageModes: [.v6]
)
