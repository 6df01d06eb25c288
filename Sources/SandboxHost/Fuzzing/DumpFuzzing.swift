import Foundation

/// The dump and track fuzz target: `compare` of two dumps and of two tracks, as goldens are
/// compared.
enum DumpFuzzing {
  /// Reads `bytes` as an expected and an actual file: split at the first zero byte, or the same
  /// bytes twice when there is none; each pair is compared as dumps and as tracks.
  static func run(_ bytes: [UInt8]) {
    let split = bytes.firstIndex(of: 0)
    let expected = split.map { bytes[..<$0] } ?? bytes[...]
    let actual = split.map { bytes[($0 + 1)...] } ?? bytes[...]
    let expectedPath = FuzzTarget.scratchFile("expected.json", holding: expected)
    let actualPath = FuzzTarget.scratchFile("actual.json", holding: actual)
    _ = try? DumpComparison.compare(expected: expectedPath, actual: actualPath)
    _ = try? DumpComparison.compare(
      expected: expectedPath, actual: actualPath, tolerances: NumberTolerances(any: 0))
    _ = try? TrackComparison.compare(
      expected: expectedPath, actual: actualPath, tolerances: NumberTolerances(any: 1e-6))
  }
}
