import Foundation

/// A reader of untrusted input that the fuzzers drive (docs/reliability.md): each takes any
/// bytes and must return, refusing what it cannot read with an error, without trapping, hanging
/// or taking unbounded memory. The libFuzzer programs in Fuzz/ call `run(_:)`, and so do the
/// regression tests, with every input a fuzzer ever found a fault with.
enum FuzzTarget: String, CaseIterable, Sendable {
  /// The scene-file reader (`check`, `--scene`), and the building of every scene it accepts.
  case scene
  /// The script reader and `check`'s model of a script, and a headless replay of every script
  /// both accept on a small built-in scene, a bounded number of frames.
  case script
  /// The PNG reader (stills, goldens) and the film (APNG) reader, every frame decoded.
  case image
  /// The dump and track readers with their comparisons (`compare`, goldens).
  case dump
  /// The suite's files: `case.json`, a durations file, a shard's blob (merged when it reads) and
  /// a report's `cases.json` (`test`, `merge-reports`, `review`).
  case suite

  /// Runs the target on `bytes`, whatever they hold.
  func run(_ bytes: [UInt8]) {
    switch self {
    case .scene: SceneFuzzing.run(bytes)
    case .script: ScriptFuzzing.run(bytes)
    case .image: ImageFuzzing.run(bytes)
    case .dump: DumpFuzzing.run(bytes)
    case .suite: SuiteFuzzing.run(bytes)
    }
  }

  /// A folder of this process's own for the files the targets read and write, made once and
  /// used for every input.
  static let scratchFolder: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "motion-fuzz-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
    ).path
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
    else { return FileManager.default.temporaryDirectory.path }
    return folder
  }()

  /// Writes `bytes` to `name` in the scratch folder and returns its path.
  static func scratchFile(_ name: String, holding bytes: some Collection<UInt8>) -> String {
    let path = scratchFolder + "/" + name
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
    return path
  }
}
