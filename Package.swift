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
        .testTarget(name: "GlideInputTests", dependencies: ["GlideInput"]),
    ],
    swiftLanguageModes: [.v6]
)
