import Foundation

/// What `compare` is comparing: two PNG images or two state dumps.
enum ComparedKind: Equatable {
  case image
  case dump

  /// By content where the file can be read (the PNG signature, or a `{` first), else by
  /// extension (`.json` is a dump, anything else an image), so a missing file is still reported
  /// by the right comparison.
  init(path: String) {
    if let handle = FileHandle(forReadingAtPath: path) {
      let head = (try? handle.read(upToCount: 64)) ?? Data()
      try? handle.close()
      if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
        self = .image
        return
      }
      if let first = head.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }),
        first == UInt8(ascii: "{")
      {
        self = .dump
        return
      }
    }
    self = URL(fileURLWithPath: path).pathExtension.lowercased() == "json" ? .dump : .image
  }
}

extension Commands {
  /// `compare` on two images or two state dumps (docs/command-line.md, docs/dumps.md), told apart by content.
  ///
  /// Images: `tolerance` is a whole number 0–255 per channel (default 0) and see
  /// `compare(expected:actual:tolerance:maxPixels:diffPath:)`. Dumps: numbers may differ by
  /// `tolerance` (default 1e-6) and everything else must be equal; each differing field is
  /// printed with both values. 0 alike, 1 different, 2 bad input (a missing or malformed file,
  /// an image against a dump, an option that does not apply).
  package static func compareFiles(
    expected: String, actual: String, tolerance: Double?, maxPixels: Int, diffPath: String?
  ) -> Int32 {
    let kinds = (ComparedKind(path: expected), ComparedKind(path: actual))
    switch kinds {
    case (.image, .image):
      let whole = tolerance ?? Double(CommandLineDefaults.imageTolerance)
      guard whole.isFinite, whole == whole.rounded(), (0...255).contains(whole) else {
        return reportBadInput([
          InputError(
            file: nil, line: nil,
            message:
              "--tolerance must be a whole number from 0 to 255 for images, not \(whole.messageSpelling)")
        ])
      }
      return compare(
        expected: expected, actual: actual, tolerance: Int(whole), maxPixels: maxPixels, diffPath: diffPath)
    case (.dump, .dump):
      var problems: [InputError] = []
      if maxPixels != 0 {
        problems.append(
          InputError(file: nil, line: nil, message: "--max-pixels applies to images, not dumps"))
      }
      if diffPath != nil {
        problems.append(InputError(file: nil, line: nil, message: "--diff applies to images, not dumps"))
      }
      guard problems.isEmpty else { return reportBadInput(problems) }
      return compareDumps(
        expected: expected, actual: actual, tolerance: tolerance ?? CommandLineDefaults.dumpTolerance)
    default:
      // A kind is a guess from the name where there is no content to go by: say what is wrong
      // with such a file rather than call it an image or a dump.
      let unreadable = [expected, actual].compactMap(Self.faultBeforeKind(of:))
      guard unreadable.isEmpty else { return reportBadInput(unreadable) }
      let describe = { (kind: ComparedKind) in kind == .image ? "an image" : "a state dump" }
      return reportBadInput([
        InputError(
          file: nil, line: nil,
          message:
            "\(expected) is \(describe(kinds.0)) and \(actual) is \(describe(kinds.1)): compare takes two images or two dumps"
        )
      ])
    }
  }

  /// What keeps the file at `path` from being an image or a dump at all (missing, a folder,
  /// empty), or nil.
  private static func faultBeforeKind(of path: String) -> InputError? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return InputError(file: path, line: nil, message: "no such file")
    }
    if isDirectory.boolValue {
      return InputError(file: path, line: nil, message: "is a directory, not a file")
    }
    let handle = FileHandle(forReadingAtPath: path)
    let head = (try? handle?.read(upToCount: 1)) ?? nil
    try? handle?.close()
    guard let head, !head.isEmpty else {
      return InputError(file: path, line: nil, message: "is empty: neither an image nor a state dump")
    }
    return nil
  }

  /// Compares two state dumps and prints `alike` or every differing field with both values.
  static func compareDumps(expected: String, actual: String, tolerance: Double) -> Int32 {
    let differences: [DumpDifference]
    do {
      differences = try DumpComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
    } catch {
      return reportBadInput(error.errors)
    }
    guard !differences.isEmpty else {
      print("alike: every number within \(JSONWriter.format(tolerance)), everything else equal")
      return success
    }
    print("different: " + (differences.count == 1 ? "1 field differs" : "\(differences.count) fields differ"))
    for difference in differences { print("  \(difference)") }
    return failure
  }
}
