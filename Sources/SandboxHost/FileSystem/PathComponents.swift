/// A path taken apart at its last slash, as the command line spells it: what Foundation's
/// `NSString` path functions would do, but they stop the program on a path of one character
/// (`("q" as NSString).deletingLastPathComponent`, `--out o`, `case new q`).
enum PathComponents {
  /// The folder part of `path`, trailing slashes aside: "" for a bare name, "/" for a child of
  /// the root.
  static func parent(of path: String) -> String {
    let trimmed = trimmingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// The last component, trailing slashes aside: the whole path when it has no other slash.
  static func last(of path: String) -> String {
    let trimmed = trimmingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/"), trimmed.count > 1 else { return trimmed }
    return String(trimmed[trimmed.index(after: slash)...])
  }

  /// `path` without trailing slashes (`/` stays).
  static func trimmingSlashes(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }
}
