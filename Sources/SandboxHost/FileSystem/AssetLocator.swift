import Foundation

/// Finds the `Assets` folder (the one holding `scenes/`) from any working directory.
///
/// In order: the folder named by `MOTION_SANDBOX_ASSETS`; `share/motion-sandbox` beside the
/// executable's `bin` folder (where `make install` and the Debian package put them, so
/// `PREFIX/bin/motion-sandbox` finds `PREFIX/share/motion-sandbox` for any PREFIX); an `Assets`
/// folder with `scenes/` in the executable's folder or any folder above it (so
/// `.build/debug/motion-sandbox` finds the repository's); the repository this source file was
/// compiled from.
enum AssetLocator {
  /// The environment variable that, when set and not empty, names the Assets folder.
  static let environmentVariable = "MOTION_SANDBOX_ASSETS"
  /// Where an installed program's assets are, relative to the folder above its `bin` folder.
  static let installedPath = "share/motion-sandbox"

  /// The Assets folder, or nil when none can be found.
  static func assetsDirectory() -> String? {
    locate(
      environment: ProcessInfo.processInfo.environment,
      executablePaths: executablePaths(), sourceFile: #filePath)
  }

  /// The search itself, with its inputs explicit so it can be tested.
  static func locate(
    environment: [String: String], executablePaths: [String], sourceFile: String
  ) -> String? {
    if let configured = environment[environmentVariable], !configured.isEmpty {
      return configured
    }
    for executable in executablePaths {
      var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath()
        .deletingLastPathComponent()
      let installed = directory.deletingLastPathComponent().appendingPathComponent(installedPath)
      if hasScenes(installed.path) { return installed.path }
      while true {
        let candidate = directory.appendingPathComponent("Assets")
        if hasScenes(candidate.path) { return candidate.path }
        let up = directory.deletingLastPathComponent()
        if up.path == directory.path { break }
        directory = up
      }
    }
    // Sources/SandboxHost/FileSystem/AssetLocator.swift → the repository root is four levels up.
    var root = URL(fileURLWithPath: sourceFile)
    for _ in 0..<4 { root = root.deletingLastPathComponent() }
    let candidate = root.appendingPathComponent("Assets")
    return hasScenes(candidate.path) ? candidate.path : nil
  }

  private static func hasScenes(_ assets: String) -> Bool {
    var isDirectory: ObjCBool = false
    let scenes = (assets as NSString).appendingPathComponent("scenes")
    return FileManager.default.fileExists(atPath: scenes, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// Where this process's executable may be: `/proc/self/exe`, then `argv[0]`.
  private static func executablePaths() -> [String] {
    var paths: [String] = []
    if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      paths.append(exe)
    }
    if let first = CommandLine.arguments.first, first.contains("/") {
      let absolute =
        first.hasPrefix("/")
        ? first
        : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(first)
      paths.append(absolute)
    }
    return paths
  }
}
