// swift-tools-version: 6.1
// The benchmarks live in their own package so that `make test` never builds package-benchmark.
// `make bench` runs them (see docs/performance.md).
import PackageDescription

let package = Package(
  name: "motion-sandbox-benchmarks",
  dependencies: [
    .package(name: "motion-sandbox", path: ".."),
    .package(
      url: "https://github.com/ordo-one/package-benchmark", from: "1.0.0", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Bare SDL, for the floor: nothing of the sandbox between the quads and SDL_RenderGeometry.
    .systemLibrary(name: "CSDL2Floor"),
    .target(name: "Floor", dependencies: ["CSDL2Floor"]),
    .executableTarget(
      name: "Scale",
      dependencies: [
        "Floor",
        .product(name: "Benchmark", package: "package-benchmark"),
        .product(name: "Motion", package: "motion-sandbox"),
        .product(name: "SandboxHost", package: "motion-sandbox"),
      ],
      path: "Benchmarks/Scale",
      swiftSettings: [.swiftLanguageMode(.v6)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    ),
  ]
)
