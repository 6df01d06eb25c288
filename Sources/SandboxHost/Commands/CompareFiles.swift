import Foundation

extension Commands {
  /// `compare` on two images, two state dumps, two films or two tracks (docs/command-line.md), told apart by content (see `GoldenStrategies`).
  ///
  /// Images and films: `tolerance` is a whole number 0–255 per channel (default 0), with as many
  /// pixels beyond it as `maxPixels` or `maxPixelRatio` allow (in each frame of a film). Dumps
  /// and tracks: numbers may differ by `tolerance` (default 1e-6), those of a quantity by its
  /// own, and everything else must be equal. 0 alike, 1 different, 2 bad input (a missing or
  /// malformed file, files of two kinds, an option that does not apply).
  package static func compareFiles(expected: String, actual: String, options: CompareOptions) -> Int32 {
    let strategies = (
      GoldenStrategies.strategy(forFileAt: expected), GoldenStrategies.strategy(forFileAt: actual)
    )
    guard strategies.0.noun != strategies.1.noun else {
      do {
        let verdict = try strategies.0.compareFiles(expected: expected, actual: actual, options: options)
        for line in verdict.lines { print(line) }
        return verdict.alike ? success : failure
      } catch let error as InputErrors {
        return reportBadInput(error.errors)
      } catch {
        printError("\(error)")
        return failure
      }
    }
    // A kind is a guess from the name where there is no content to go by: say what is wrong
    // with such a file rather than call it an image or a dump.
    let unreadable = [expected, actual].compactMap(Self.faultBeforeKind(of:))
    guard unreadable.isEmpty else { return reportBadInput(unreadable) }
    return reportBadInput([
      InputError(
        file: nil, line: nil,
        message:
          "\(expected) is \(strategies.0.noun) and \(actual) is \(strategies.1.noun): compare takes two "
          + "images, two dumps, two films or two tracks"
      )
    ])
  }

  /// What keeps the file at `path` from being an image or a dump at all (missing, a folder,
  /// empty), or nil.
  private static func faultBeforeKind(of path: String) -> InputError? {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return InputError(file: path, line: nil, message: TextFile.missingFileMessage(path))
    }
    if isDirectory.boolValue {
      return InputError(file: path, line: nil, message: "is a directory, not a file")
    }
    let handle = FileHandle(forReadingAtPath: path)
    let head = (try? handle?.read(upToCount: 1)) ?? nil
    try? handle?.close()
    guard let head, !head.isEmpty else {
      return InputError(
        file: path, line: nil, message: "is empty: neither an image, a film, a state dump nor a track")
    }
    // No strategy knows the content: the still strategy takes it by default, but it is no PNG.
    let start = GoldenStrategies.head(of: path)
    guard GoldenStrategies.all.contains(where: { $0.recognizes(head: start, path: path) }) else {
      return InputError(
        file: path, line: nil,
        message: "is neither a PNG (an image or a film) nor JSON (a state dump or a track)")
    }
    return nil
  }
}
