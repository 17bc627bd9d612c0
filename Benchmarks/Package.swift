// swift-tools-version:6.1
import PackageDescription

/// Glide's benchmarks, kept in their own package so that `swift test` at the root never builds
/// them. `tools/bench` builds and runs them (release) next to their C peers and prints the table.
let package = Package(
    name: "GlideBenchmarks",
    dependencies: [
        .package(name: "Glide", path: "../"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
        // The interposer benchmark uses, read directly to split an iteration's mallocs by phase.
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
    ],
    targets: [
        /// What every benchmark shares: a touchpad, its 2-finger swipes, and the path frames take
        /// (the tabs scene's window, recognizers and interaction controllers).
        .target(
            name: "GlideBenchSupport",
            dependencies: [
                .product(name: "GlideInput", package: "Glide"), .product(name: "GlideGestures", package: "Glide"),
                .product(name: "GlideUI", package: "Glide"), .product(name: "GlideGallery", package: "Glide"),
            ]
        ),
        /// The test-only worlds with planted bugs (their one source file lives in the root
        /// package's tests, linked here), for the random-against-guided fuzzing benchmark.
        .target(name: "GlidePlantedBugs", dependencies: [.product(name: "GlideTesting", package: "Glide")]),
        /// The planted bugs in UIKit code, as `glide port` ported it (their files live in the root
        /// package's GlideUIKitTests, PlantedBugs/, linked here).
        .target(
            name: "GlidePlantedUIKitBugs",
            dependencies: [.product(name: "GlideTesting", package: "Glide"), .product(name: "GlideUIKit", package: "Glide")]
        ),
        /// Writes the generated swipe trace (for Glide and libevemu alike); reads a trace, or runs
        /// swipes through the recognizer path, once (for callgrind's instruction counts); fuzzes
        /// the planted bugs, random against guided.
        .executableTarget(
            name: "glide-bench-tool",
            dependencies: [
                "GlideBenchSupport", "GlidePlantedBugs", "GlidePlantedUIKitBugs", .product(name: "GlideInput", package: "Glide"),
                .product(name: "GlideTesting", package: "Glide"), .product(name: "GlideGallery", package: "Glide"),
            ]
        ),
        /// The benchmarks themselves: evemu parsing, frame assembly, the recognizer + interaction
        /// path and its animation ticks, a whole `ReplaySession` of a trace file, and rendering
        /// the gallery scenes' frames as SVG.
        .executableTarget(
            name: "GlideBenchmarks",
            dependencies: [
                "GlideBenchSupport",
                .product(name: "GlideInput", package: "Glide"),
                .product(name: "Glide", package: "Glide"),
                .product(name: "GlideGallery", package: "Glide"),
                .product(name: "GlideRender", package: "Glide"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Benchmarks/GlideBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
