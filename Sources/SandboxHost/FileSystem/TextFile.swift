import Foundation

/// Reading the text of a user's file, with faults phrased for an `error:` line.
enum TextFile {
  /// The 1-based line of `data` (lines end at LF) where its first byte that is not UTF-8 lies.
  static func firstLineNotUTF8(_ data: Data) -> Int {
    var line = 1
    var start = data.startIndex
    while start < data.endIndex {
      let end = data[start...].firstIndex(of: 0x0A) ?? data.endIndex
      if String(data: data[start..<end], encoding: .utf8) == nil { return line }
      line += 1
      start = end < data.endIndex ? data.index(after: end) : end
    }
    return line
  }

  /// The UTF-8 text of the file at `path`; a missing, unreadable or non-UTF-8 file is an
  /// `InputErrors` naming the path (and, for text that is not UTF-8, the line).
  static func read(_ path: String) throws(InputErrors) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputErrors(file: path, line: nil, message: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw InputErrors(file: path, line: nil, message: "is a directory, not a file")
    }
    guard let data = FileManager.default.contents(atPath: path) ?? readThrough(path) else {
      throw InputErrors(file: path, line: nil, message: "cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputErrors(file: path, line: firstLineNotUTF8(data), message: "the line is not UTF-8 text")
    }
    return text
  }

  /// Everything a pipe (`<(…)`) or device at `path` gives until its end (it has no size to read
  /// up to), or nil when it cannot be opened.
  private static func readThrough(_ path: String) -> Data? {
    guard let handle = try? FileHandle(forReadingFrom: URL(fileURLWithPath: path)) else { return nil }
    defer { try? handle.close() }
    return (try? handle.readToEnd()) ?? Data()
  }

  /// The file's name without its folder and without its last extension (`toss` for
  /// `Assets/scenes/toss.json`).
  static func baseName(_ path: String) -> String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }
}
