import Foundation

/// Whether a blob's report section is one this program writes: `merge-reports` pastes each
/// section into a page that `review` serves with its Accept buttons, and a blob is a CI artifact,
/// which a pull request from anyone may have made. A section that carried a script, an event
/// handler or a link off the report would run in the reviewer's browser, on the page that can
/// accept goldens.
///
/// Only the tags and attributes the report writes pass (`HTMLReport`, the golden strategies'
/// markup), each value in double quotes; every link, and every picture or film a player loads,
/// lies in the case's own `files/N/`; the one namespace is SVG's.
enum ReportSectionCheck {
  static let tags: Set<String> = [
    "section", "h2", "h3", "p", "code", "span", "div", "figure", "figcaption", "img", "a", "table", "tr",
    "th",
    "td", "pre", "svg", "polyline", "rect", "line", "title", "br",
  ]
  static let attributes: Set<String> = [
    "class", "id", "alt", "aria-label", "role", "tabindex", "draggable", "colspan", "download", "width",
    "height", "x", "y", "x1", "y1", "x2", "y2", "points", "viewBox", "xmlns", "data-case", "data-file",
    "data-first", "data-height", "data-width", "data-sides", "data-tolerance", "data-frames",
    "data-diff", "data-film-expected", "data-film-actual", "href", "src",
  ]
  /// The attributes whose value the page or its script follows: a link, an image, a film's
  /// script.
  static let links: Set<String> = ["href", "src", "data-diff", "data-film-expected", "data-film-actual"]

  /// What in `section`, the section of case number `number` (from 1), is not what the report
  /// writes, or nil when all of it is.
  static func fault(in section: String, caseNumber number: Int) -> String? {
    read(section, caseNumber: number).fault
  }

  /// The files of the case's own `files/N/` that `section` links or loads, each once in the
  /// order it names them (what a blob must hold beside `blob.json`), and its fault (see
  /// `fault(in:caseNumber:)`), the files read up to it.
  static func read(_ section: String, caseNumber number: Int) -> (files: [String], fault: String?) {
    var files: [String] = []
    let fault = read(section, folder: "files/\(number)/", into: &files)
    return (files, fault)
  }

  private static func read(_ section: String, folder: String, into files: inout [String]) -> String? {
    var rest = Substring(section)
    while let open = rest.firstIndex(of: "<") {
      guard let close = rest[open...].firstIndex(of: ">") else { return "a tag is not closed" }
      var tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("/") {
        let name = tag.dropFirst()
        guard tags.contains(String(name)) else { return "it closes a tag <\(name)> the report never writes" }
        continue
      }
      if tag.hasSuffix("/") { tag = tag.dropLast() }
      let name = tag.prefix { $0.isLetter || $0.isNumber }
      guard tags.contains(String(name)) else {
        return "it has a tag <\(name.prefix(40))> the report never writes"
      }
      if let fault = attributeFault(in: tag.dropFirst(name.count), folder: folder, files: &files) {
        return fault
      }
    }
    return nil
  }

  /// The fault of a tag's attributes (`name="value"`, separated by spaces), or nil.
  private static func attributeFault(in text: Substring, folder: String, files: inout [String]) -> String? {
    var rest = text
    while true {
      rest = rest.drop { $0 == " " || $0 == "\n" }
      guard !rest.isEmpty else { return nil }
      let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" })
      guard !name.isEmpty, attributes.contains(name) else {
        return "it has an attribute \(name.isEmpty ? "without a name" : name) the report never writes"
      }
      rest = rest.dropFirst(name.count)
      // `download` and the like may stand without a value.
      guard rest.first == "=" else { continue }
      rest = rest.dropFirst()
      guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else {
        return "its attribute \(name) has no value in double quotes"
      }
      // A browser decodes every character reference (`&#106;` is j); the report writes five.
      guard let value = decoded(rest[rest.index(after: rest.startIndex)..<end]) else {
        return "its attribute \(name) holds a character reference the report never writes"
      }
      rest = rest[rest.index(after: end)...]
      if let fault = valueFault(name: name, value: value, folder: folder, files: &files) { return fault }
    }
  }

  /// The fault of an attribute's value, or nil; a link to one of the case's files is added to
  /// `files`.
  private static func valueFault(name: String, value: String, folder: String, files: inout [String])
    -> String?
  {
    func own(_ link: String) -> Bool {
      guard isOwnFile(link, folder: folder) else { return false }
      if !files.contains(link) { files.append(link) }
      return true
    }
    if links.contains(name), !(own(value) || (name == "href" && isFragment(value))) {
      return "its \(name) leads to \(value.prefix(80)), outside the case's \(folder)"
    }
    if name == "xmlns", value != "http://www.w3.org/2000/svg" {
      return "it names the namespace \(value.prefix(80))"
    }
    if name == "data-frames" {
      guard let frames = try? JSONSerialization.jsonObject(with: Data(value.utf8)) as? [[String: Any]] else {
        return "its data-frames is not the list of frames the report writes"
      }
      for frame in frames {
        for side in ["expected", "actual"] {
          guard let link = frame[side], !(link is NSNull) else { continue }
          guard let text = link as? String, own(text) else {
            return "a frame's \(side) picture lies outside the case's \(folder)"
          }
        }
      }
    }
    return nil
  }

  /// An attribute's value with the five references `HTMLReport.escape` writes decoded; nil
  /// when it holds another.
  private static func decoded(_ text: Substring) -> String? {
    var out = ""
    var rest = text
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      rest = rest[amp...]
      guard let (reference, character) = references.first(where: { rest.hasPrefix($0.0) }) else { return nil }
      out.append(character)
      rest = rest.dropFirst(reference.count)
    }
    return out + rest
  }

  private static let references: [(String, Character)] = [
    ("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"),
  ]

  /// Whether `name`, a file of a blob's `files/N/`, is one the report writes there: a picture,
  /// a dump or track, or a film's script, which must be exactly the call the report writes
  /// (`MotionReport.film(LINK, BASE64)`), as the player runs it.
  static func isReportFile(named name: String, contents: Data, folder: String) -> Bool {
    guard isOwnFile(folder + name, folder: folder) else { return false }
    switch name.split(separator: ".").last.map({ $0.lowercased() }) {
    case "png", "json", "jsonl": return true
    case "js":
      guard let text = String(data: contents, encoding: .utf8) else { return false }
      let head = "MotionReport.film(\"\(folder)\(name)\", \""
      let tail = "\");\n"
      guard text.hasPrefix(head), text.hasSuffix(tail), text.count >= head.count + tail.count else {
        return false
      }
      let base64 = text.dropFirst(head.count).dropLast(tail.count)
      return base64.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+/=".contains($0)) }
    default: return false
    }
  }

  /// `files/N/NAME`, NAME a file name as the report makes them.
  private static func isOwnFile(_ link: String, folder: String) -> Bool {
    guard link.hasPrefix(folder) else { return false }
    let name = link.dropFirst(folder.count)
    return !name.isEmpty && !name.hasPrefix(".")
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._-".contains($0)) }
  }

  /// A link within the page: `#case-3`.
  private static func isFragment(_ link: String) -> Bool {
    link.hasPrefix("#")
      && link.dropFirst().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_=&".contains($0)) }
  }
}
