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

  /// Why there is no file at `path`: `no such file`; for links that lead back to themselves, so;
  /// or for a link whose target is missing, where it points (a copy made with `cp -r` keeps
  /// relative links that now point nowhere).
  static func missingFileMessage(_ path: String) -> String {
    guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else {
      return "no such file"
    }
    if let resolved = realpath(path, nil) {
      free(resolved)
    } else if errno == ELOOP {
      return "a link to \(target) in a loop of links, which leads to no file"
    }
    return
      "a link to \(target), which does not exist (copy a suite with cp -rL to copy what its links point to)"
  }

  /// The most bytes a file read whole may hold (64 MiB): a scene, a dump, a track, a suite's
  /// case, or a script read from a pipe. A script file is read a line at a time instead (see
  /// `ScriptFileReader`), whatever its length.
  static let maximumBytes = 64 << 20

  /// The UTF-8 text of the file at `path`; a missing, unreadable or non-UTF-8 file, or one of
  /// more than `maximumBytes` (a device such as `/dev/zero` that never ends too), is an
  /// `InputErrors` naming the path (and, for text that is not UTF-8, the line). No more than
  /// `maximumBytes` and a piece are ever read.
  static func read(_ path: String, maximumBytes: Int = maximumBytes) throws(InputErrors) -> String {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputErrors(file: path, line: nil, message: missingFileMessage(path))
    }
    guard !isDirectory.boolValue else {
      throw InputErrors(file: path, line: nil, message: "is a directory, not a file")
    }
    guard let data = try readBounded(path, maximumBytes: maximumBytes) else {
      throw InputErrors(file: path, line: nil, message: "cannot be read")
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw InputErrors(file: path, line: firstLineNotUTF8(data), message: "the line is not UTF-8 text")
    }
    return text
  }

  /// The text of a script that cannot be read twice (a pipe, `<(…)`, or a device), read a line
  /// at a time as a script file is, so that its line limits hold as they do for a file (an
  /// endless line is refused at its line), and at most `maximumBytes` in all.
  static func readScript(_ path: String, maximumBytes: Int = maximumBytes) throws(InputErrors) -> String {
    var reader = try ScriptFileReader(path: path)
    var text = ""
    while let (number, line) = try reader.nextLine() {
      if number > 1 { text += "\n" }
      text += line
      if text.utf8.count > maximumBytes { throw tooLarge(path, maximumBytes) }
    }
    return text
  }

  /// The fault of a file longer than `maximumBytes`.
  private static func tooLarge(_ path: String, _ maximumBytes: Int) -> InputErrors {
    InputErrors(
      file: path, line: nil,
      message: "is larger than \(maximumBytes.byteSpelling), the most a file read whole may hold")
  }

  /// Everything the file at `path` holds, or nil when it cannot be opened or read; read a
  /// piece at a time up to `maximumBytes`, so that a pipe or device with no size (or no end)
  /// costs no more than that.
  private static func readBounded(_ path: String, maximumBytes: Int) throws(InputErrors) -> Data? {
    guard var file = ReadableFile(path: path) else { return nil }
    var data = Data()
    var piece = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      guard let count = file.read(into: &piece, at: 0) else { return nil }
      if count == 0 { return data }
      data.append(contentsOf: piece[..<count])
      if data.count > maximumBytes { throw tooLarge(path, maximumBytes) }
    }
  }

  /// The file's name without its folder and without its last extension (`toss` for
  /// `Assets/scenes/toss.json`).
  static func baseName(_ path: String) -> String {
    URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
  }
}

extension Int {
  /// A byte count as a limit is named: `64 MiB` for a whole number of mebibytes, else bytes.
  var byteSpelling: String {
    self >= 1 << 20 && self % (1 << 20) == 0 ? "\(self >> 20) MiB" : "\(self) bytes"
  }
}
