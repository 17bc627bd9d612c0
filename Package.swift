// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Glide",
    products: [
        .library(name: "GlideInput", targets: ["GlideInput"]),
        .library(name: "GlideGestures", targets: ["GlideGestures"]),
        .library(name: "GlideUI", targets: ["GlideUI"]),
        .library(name: "GlideGallery", targets: ["GlideGallery"]),
        .library(name: "GlideRender", targets: ["GlideRender"]),
        .library(name: "Glide", targets: ["Glide"]),
        .library(name: "GlideProfiles", targets: ["GlideProfiles"]),
        .library(name: "GlideTesting", targets: ["GlideTesting", "GlideTestingExpectations"]),
        .library(name: "GlideSnapshotTesting", targets: ["GlideSnapshotTesting"]),
        .library(name: "GlideUIKit", targets: ["GlideUIKit"]),
        .executable(name: "glide", targets: ["GlideCLI"]),
        .executable(name: "glide-serve", targets: ["GlideServeCLI"]),
        .library(name: "GlidePort", targets: ["GlidePort"]),
        .executable(name: "glide-port", targets: ["GlidePortCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swhitty/FlyingFox", exact: "0.27.1"),
        /// `swift package generate-documentation` (`tools/docs`): the DocC catalogs of every library.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
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
        /// The seed articles' transitions and the named scenes, and what makes them sessions, worlds
        /// and fuzz targets (`GalleryScenes`, `ReplayWorld(scene:)`, `FuzzTarget.scene`): above the
        /// pipelines and testing, which know no scene of their own.
        .target(name: "GlideGallery", dependencies: ["GlideUI", "Glide", "GlideTesting"]),
        /// Draws the headless view tree's presentation values at an instant as SVG (PNG through `rsvg-convert`).
        .target(name: "GlideRender", dependencies: ["GlideUI"]),
        /// The pipelines behind `glide`: describing traces, listing devices, recording.
        .target(name: "Glide", dependencies: ["GlideRender", "GlideUI", "GlideGestures", "GlideInput"]),
        /// Device profiles read from YAML (Yams), apart from `Glide` so that GlideUIKit and its ports need no YAML library.
        .target(name: "GlideProfiles", dependencies: ["Glide", "GlideUI", .product(name: "Yams", package: "Yams")]),
        /// UIKit's names over GlideUI, and the recognizers made with a target and an action, so that
        /// UIKit transition code runs after `glide port` (or three rewrites by hand); re-exports Foundation and Glide.
        .target(name: "GlideUIKit", dependencies: ["Glide", "GlideUI", "GlideGestures", "GlideInput"]),
        /// Gesture scripts, their generator and shrinker, the invariant checker and the fuzzer,
        /// for users' tests and `glide fuzz`; it links neither Swift Testing nor XCTest.
        .target(name: "GlideTesting", dependencies: ["Glide", "GlideUI", "GlideGestures", "GlideInput"]),
        /// Goldens of replays through pointfreeco's swift-snapshot-testing: a frame at an instant, a
        /// whole timeline and its animation, compared within tolerances, the pictures of a failure
        /// attached to the Swift Testing test (its own product, so that GlideTesting and the `glide`
        /// tool do not pull the snapshot library in).
        .target(
            name: "GlideSnapshotTesting",
            dependencies: ["GlideTesting", "GlideRender", "GlideUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]
        ),
        /// Swift Testing helpers over `GlideTesting` (the other half of the `GlideTesting` product).
        .target(name: "GlideTestingExpectations", dependencies: ["GlideTesting"]),
        /// What `glide` and `glide-serve` both parse: the scene options, `glide live`'s options and help, the exit statuses.
        .target(
            name: "GlideCommandLine",
            dependencies: ["Glide", "GlideProfiles", "GlideGallery", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        /// The `glide` command-line tool: one file per subcommand, all logic in `Glide`, `GlideProfiles` and `GlideTesting`.
        .executableTarget(
            name: "GlideCLI",
            dependencies: ["Glide", "GlideCommandLine", "GlideProfiles", "GlideTesting", "GlideGallery", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        /// `glide live --serve`'s HTTP and WebSocket server, on FlyingFox (which links Foundation's networking, and so
        /// libcurl): only `glide-serve` links it, so that `glide` starts as fast as before.
        .target(name: "GlideServe", dependencies: ["Glide", .product(name: "FlyingFox", package: "FlyingFox")]),
        /// The `glide-serve` tool, which `glide live --serve` runs: `glide live` with its page served.
        .executableTarget(
            name: "GlideServeCLI",
            dependencies: ["Glide", "GlideCommandLine", "GlideServe", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        /// `glide port`'s rewriter of UIKit sources, on swift-syntax (its own product, so that `glide` does not build it);
        /// it reads and writes files through GlideInput's system-call funnel.
        .target(
            name: "GlidePort",
            dependencies: ["GlideInput", .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax")]
        ),
        /// The `glide-port` tool, which `glide port` runs.
        .executableTarget(
            name: "GlidePortCLI",
            dependencies: ["GlidePort", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        /// The example of docs and README: a terminal renderer of the aweme scene driven by a touchpad through `LiveSession`.
        .executableTarget(name: "TerminalAweme", dependencies: ["Glide", "GlideGallery"], path: "Examples/TerminalAweme"),
        /// UIKit transition code (Examples/UIKitPorts/UIKit) after the three rewrites, running on GlideUIKit.
        .target(name: "UIKitPorts", dependencies: ["GlideUIKit"], path: "Examples/UIKitPorts/Linux"),
        /// Regenerates Traces/ (recordings, options, expected records) from gesture scripts; run by `tools/make-traces`.
        .executableTarget(name: "glide-make-traces", dependencies: ["Glide", "GlideTesting", "GlideGallery"]),
        /// libFuzzer's targets for gestures and for the shard reports `glide fuzz merge` reads, one binary
        /// so that one optimized build serves both (`tools/fuzz-gestures`, `tools/fuzz-reports`); built plainly, it replays saved inputs.
        .executableTarget(name: "glide-fuzz", dependencies: ["Glide", "GlideTesting", "GlideGallery", "GlideInput"]),
        /// libFuzzer's target for `glide port` (built with `tools/fuzz-port`; its own, so that only it and `glide-port` build swift-syntax).
        .executableTarget(name: "glide-fuzz-port", dependencies: ["GlidePort", "GlideInput"]),
        /// Prints a live device's description and events as JSON lines (run under umockdev by tests).
        .executableTarget(name: "glide-evdev-dump", dependencies: ["GlideInput"]),
        .testTarget(name: "GlideInputTests", dependencies: ["GlideInput", "glide-evdev-dump"]),
        .testTarget(name: "GlideGesturesTests", dependencies: ["GlideGestures"]),
        .testTarget(name: "GlideUITests", dependencies: ["GlideUI", "GlideTesting"]),
        .testTarget(name: "GlideGalleryTests", dependencies: ["GlideGallery"]),
        /// The renderer on hand-built trees, mid-animation frames and every gallery scene's window.
        .testTarget(name: "GlideRenderTests", dependencies: ["GlideRender", "GlideUI", "GlideGallery", "GlideInput"]),
        /// Library tests, and end-to-end tests that run the built `glide` binary.
        .testTarget(name: "GlideTests", dependencies: ["Glide", "GlideProfiles", "GlideCLI", "GlideServeCLI", "GlideTesting", "GlideGallery", "GlidePortCLI", "glide-fuzz"]),
        /// GlideTesting's own tests: the builder, generator, shrinker, invariants, fuzzer and the article.
        .testTarget(name: "GlideTestingTests", dependencies: ["GlideTesting", "GlideGallery"]),
        /// GlideUIKit's names, recognizers and the UIKit ports replayed under traces.
        /// Its `PlantedBugs/UIKit` are the UIKit originals of `PlantedBugs/Linux` (compared by `PortRewriteTests`), not built.
        .testTarget(
            name: "GlideUIKitTests", dependencies: ["GlideUIKit", "UIKitPorts", "GlideTesting", "GlidePort"], exclude: ["PlantedBugs/UIKit"]
        ),
        /// `glide port` on UIKit-style fixtures: each hazard ported and compiled, idempotence, the report.
        .testTarget(name: "GlidePortTests", dependencies: ["GlidePort", "GlidePortCLI"]),
        /// Every gallery scene pinned by a timeline and by frames; the comparison's tolerances and failures.
        .testTarget(
            name: "GlideSnapshotTestingTests",
            dependencies: ["GlideSnapshotTesting", "GlideTesting", "Glide", "GlideGallery", "GlideRender", "GlideUI", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["__Snapshots__"]
        ),
        /// Uses the `GlideTesting` and `GlideSnapshotTesting` products exactly as a user's test target would: public API only.
        .testTarget(
            name: "GlideTestingUserTests",
            dependencies: [
                "GlideTesting", "GlideTestingExpectations", "GlideSnapshotTesting", "GlideGallery",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
