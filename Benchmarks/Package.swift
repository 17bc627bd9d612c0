// swift-tools-version:6.1
import PackageDescription

/// Glide's benchmarks, kept in their own package so that `swift test` at the root never builds
/// them. `tools/bench` builds and runs them (release) next to their C peers and prints the table.
let package = Package(
    name: "GlideBenchmarks",
    dependencies: [
        .package(name: "Glide", path: "../"),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        /// The generated inputs every benchmark shares: a touchpad and its 2-finger swipes.
        .target(
            name: "GlideBenchSupport",
            dependencies: [.product(name: "GlideInput", package: "Glide")]
        ),
        /// Writes the generated swipe trace (for Glide and libevemu alike) and reads a trace once (for callgrind).
        .executableTarget(
            name: "glide-bench-tool",
            dependencies: ["GlideBenchSupport", .product(name: "GlideInput", package: "Glide")]
        ),
        .executableTarget(
            name: "GlideBenchmarks",
            dependencies: [
                "GlideBenchSupport",
                .product(name: "GlideInput", package: "Glide"),
                .product(name: "GlideGestures", package: "Glide"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/GlideBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
