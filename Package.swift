// swift-tools-version: 6.0
import PackageDescription

// Only the allocation tests assert what the optimized code does: in a release build of every test
// (`swift test -c release`) the others are compiled without optimization, in a third of the time.
let testCode: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(configuration: .release))]

// `make test` runs the unit tests in the AddressSanitizer build and only the allocation tests in
// the release build, which it makes for the program anyway: there the other test targets would be
// compiled for nothing, and even without optimization they took more processor time than the
// program itself. With MOTION_TESTS=allocations in the environment the package declares no other
// test target (see the Makefile's build-release).
let onlyAllocationTests = Context.environment["MOTION_TESTS"] == "allocations"

let package = Package(
  name: "motion-sandbox",
  products: [
    .library(name: "Motion", targets: ["Motion"]),
    // For a program's tests: fingers that drive a runtime, and motion goldens (`assertMotion`).
    .library(name: "MotionTesting", targets: ["MotionTesting"]),
    // Film goldens for a program's tests (`assertFilm`), drawn by the sandbox's SDL renderer.
    .library(name: "MotionFilmTesting", targets: ["MotionFilmTesting"]),
    // For the benchmarks package in Benchmarks/, which drives the host as the CLI does.
    .library(name: "SandboxHost", targets: ["SandboxHost"]),
    .executable(name: "motion-sandbox", targets: ["motion-sandbox"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    // `swift package generate-documentation` for the Motion catalog (`make docs`).
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CSDL2",
      // No pkgConfig: sdl2's cflags carry -D_REENTRANT, which SwiftPM refuses with a warning on
      // every build; the headers sit on the default include path and the module map links them.
      providers: [
        .apt([
          "libsdl2-dev", "libsdl2-image-dev", "libsdl2-ttf-dev", "libx11-dev", "zlib1g-dev", "libdeflate-dev",
        ])
      ]
    ),
    // The X error handler the live window installs before SDL opens its display (SDLSystem).
    .target(name: "CX11", linkerSettings: [.linkedLibrary("X11")]),
    .target(name: "Motion"),
    .target(name: "MotionTesting", dependencies: ["Motion"]),
    .target(name: "MotionFilmTesting", dependencies: ["Motion", "MotionTesting", "SandboxHost"]),
    .target(
      name: "SandboxHost",
      dependencies: ["CSDL2", "CX11", "Motion"],
      plugins: ["VersionSource"]
    ),
    // Writes the VERSION file's line into SandboxHost as `programVersion` (see docs/installing.md).
    .plugin(name: "VersionSource", capability: .buildTool()),
    .executableTarget(
      name: "motion-sandbox",
      dependencies: [
        "SandboxHost",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // Counts heap allocations in tests by replacing malloc and its relatives; tests only.
    .target(name: "AllocationCounter", path: "Tests/AllocationCounter"),
    // Hand-driven stream sources and recorders, for MotionTests and AllocationTests.
    .target(name: "StreamDoubles", dependencies: ["Motion"], path: "Tests/StreamDoubles"),
    .testTarget(
      name: "MotionTests", dependencies: ["Motion", "MotionTesting", "StreamDoubles"], swiftSettings: testCode
    ),
    // Written as a program depending on the package is: `import Motion`, never `@testable`, so
    // everything these tests reach is the public API.
    // `__Motion__` folders hold the motion goldens `assertMotion` compares (MotionTesting).
    .testTarget(
      name: "MotionPublicAPITests", dependencies: ["Motion", "MotionTesting"],
      exclude: ["Testing/__Motion__"],
      swiftSettings: testCode),
    .testTarget(
      name: "MotionFilmTestingTests", dependencies: ["Motion", "MotionTesting", "MotionFilmTesting"],
      exclude: ["__Motion__"],
      swiftSettings: testCode),
    .testTarget(
      name: "SandboxHostTests", dependencies: ["SandboxHost", "CX11", "Motion"],
      swiftSettings: testCode),
    // What a steady frame allocates, asserted of the optimized code: `make allocations` runs
    // these in the release build, the only tests compiled with optimization.
    .testTarget(
      name: "AllocationTests", dependencies: ["Motion", "SandboxHost", "AllocationCounter", "StreamDoubles"]),
  ].filter { target in !onlyAllocationTests || target.type != .test || target.name == "AllocationTests" },
  swiftLanguageModes: [.v6]
)
