import Foundation

/// The static HTML report of a `motion-sandbox test` run: `DIR/index.html`, which opens from
/// disk with no server, and the images it shows copied beside it under `DIR/files/`, linked
/// relatively. Every case is listed; each failing case shows, per failing file, the expected,
/// actual and diff images side by side, or the dump fields that differ with both values.
enum HTMLReport {
  /// The folder, inside the report folder, that holds the copied images.
  static let filesFolder = "files"

  /// The diff images' folder for case `index` (0-based), where the comparison writes them
  /// directly, so only the expected and actual images need copying.
  static func caseFolder(_ directory: String, index: Int) -> String {
    "\(directory)/\(filesFolder)/\(index + 1)"
  }

  /// Removes the images an earlier report wrote into `directory`: under `files/`, the numbered
  /// case folders' `N-expected.png`, `N-actual.png` and `N-diff.png`, and then those folders and
  /// `files/` where they are left empty. Nothing else is touched (a `files` folder of the
  /// person's own, a file of another name, a link).
  static func removeImages(in directory: String) {
    let manager = FileManager.default
    let files = directory + "/" + filesFolder
    func isFolder(_ path: String) -> Bool {
      guard let attributes = try? manager.attributesOfItem(atPath: path) else { return false }
      return attributes[.type] as? FileAttributeType == .typeDirectory
    }
    guard isFolder(files), let cases = try? manager.contentsOfDirectory(atPath: files) else { return }
    for name in cases
    where !name.isEmpty && name.allSatisfy { ("0"..."9").contains($0) } && isFolder(files + "/" + name) {
      let folder = files + "/" + name
      for image in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where isReportImage(image) {
        try? manager.removeItem(atPath: folder + "/" + image)
      }
      rmdir(folder)
    }
    rmdir(files)
  }

  /// Whether `name` is one of the images a report writes: `N-expected.png`, `N-actual.png` or
  /// `N-diff.png`.
  private static func isReportImage(_ name: String) -> Bool {
    for suffix in ["-expected.png", "-actual.png", "-diff.png"] where name.hasSuffix(suffix) {
      let number = name.dropLast(suffix.count)
      return !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) }
    }
    return false
  }

  /// Copies the images and writes `index.html` into `directory` (created if needed).
  static func write(_ outcomes: [CaseOutcome], update: Bool, to directory: String) throws {
    try OutputFolder.create(directory)
    var html = page(head: "motion-sandbox test: \(summary(outcomes, update: update))")
    html += "<table class=\"cases\"><tr><th>case</th><th>result</th><th>time</th><th>what</th></tr>\n"
    for (index, outcome) in outcomes.enumerated() {
      let result = outcome.passed ? (update ? "updated" : "pass") : "fail"
      let what =
        outcome.passed ? (update ? CaseReport.updateCounts(outcome.files) : "") : CaseReport.headline(outcome)
      let name = escape(outcome.suiteCase.fullName)
      let link = outcome.passed ? name : "<a href=\"#\(anchor(index))\">\(name)</a>"
      html += "<tr class=\"\(result)\"><td>\(link)</td><td>\(result.uppercased())</td>"
      html += "<td>\(String(format: "%.1f s", outcome.seconds))</td><td>\(escape(what))</td></tr>\n"
    }
    html += "</table>\n"
    for (index, outcome) in outcomes.enumerated() where !outcome.passed {
      html += try section(outcome, index: index, directory: directory)
    }
    html += "</body>\n</html>\n"
    try writeAtomically(Data(html.utf8), to: directory + "/index.html")
  }

  /// `3 passed, 1 failed`.
  static func summary(_ outcomes: [CaseOutcome], update: Bool) -> String {
    let failed = outcomes.filter { !$0.passed }.count
    return "\(outcomes.count - failed) \(update ? "updated" : "passed"), \(failed) failed"
  }

  /// The id of case `index`'s section: by position, as two cases may share a name.
  private static func anchor(_ index: Int) -> String { "case-\(index + 1)" }

  private static func section(_ outcome: CaseOutcome, index: Int, directory: String) throws -> String {
    let folder = caseFolder(directory, index: index)
    var html = "<section id=\"\(anchor(index))\">\n<h2>\(escape(outcome.suiteCase.fullName))</h2>\n"
    html += "<p class=\"where\">\(escape(outcome.suiteCase.directory))</p>\n"
    if let failure = outcome.replayFailure {
      return html + "<pre>\(escape(failure))</pre>\n</section>\n"
    }
    for (fileIndex, file) in outcome.files.enumerated() where file.failed {
      html += "<h3>\(escape(file.name)) <span>\(escape(file.summary))</span></h3>\n"
      if case .dumpDiffers(let differences) = file.status {
        html += "<table class=\"fields\"><tr><th>field</th><th>expected</th><th>actual</th></tr>\n"
        for difference in differences {
          html += "<tr><td>\(escape(difference.path))</td><td>\(escape(difference.expected))</td>"
          html += "<td>\(escape(difference.actual))</td></tr>\n"
        }
        html += "</table>\n"
        continue
      }
      // Only images have pictures: a stale golden of any other kind is its line alone.
      guard !outcome.suiteCase.isDump(file.name), file.name.lowercased().hasSuffix(".png") else { continue }
      try OutputFolder.create(folder)
      let prefix = "\(filesFolder)/\(index + 1)/\(fileIndex + 1)"
      var figures: [(String, String?)] = []
      figures.append(
        (
          "expected",
          try copy(
            file.expectedPath, to: directory + "/" + prefix + "-expected.png", link: prefix + "-expected.png")
        ))
      figures.append(
        (
          "actual",
          try copy(
            file.actualPath, to: directory + "/" + prefix + "-actual.png", link: prefix + "-actual.png")
        ))
      if let diff = file.diffPath, FileManager.default.fileExists(atPath: diff) {
        figures.append(("diff", relative(diff, to: directory)))
      } else {
        figures.append(("diff", nil))
      }
      html += "<div class=\"images\">\n"
      for (caption, link) in figures {
        html += "<figure><figcaption>\(caption)</figcaption>"
        if let link {
          // On the diff, a frame around the differing pixels: shrunk to the page, a few of them
          // would not show.
          let spot = caption == "diff" ? differenceFrame(file.status) : ""
          html +=
            "<a class=\"picture\" href=\"\(escape(link))\"><img src=\"\(escape(link))\" alt=\"\(caption) \(escape(file.name))\">"
            + spot + "</a>"
        } else {
          html += "<div class=\"none\">none</div>"
        }
        html += "</figure>\n"
      }
      html += "</div>\n"
    }
    return html + "</section>\n"
  }

  /// A frame over a diff image around its differing pixels, placed in fractions of the image
  /// so it follows the image's shown size; empty when the sizes differ or nothing differs.
  static func differenceFrame(_ status: FileOutcome.Status) -> String {
    guard case .imageDiffers(let result) = status, result.sizesMatch, let bounds = result.differingBounds,
      result.expectedSize.width > 0, result.expectedSize.height > 0
    else { return "" }
    let width = Double(result.expectedSize.width)
    let height = Double(result.expectedSize.height)
    func percent(_ value: Double) -> String { String(format: "%.4f%%", value * 100) }
    return "<span class=\"spot\" style=\"left: \(percent(Double(bounds.minX) / width)); "
      + "top: \(percent(Double(bounds.minY) / height)); "
      + "width: \(percent(Double(bounds.maxX - bounds.minX + 1) / width)); "
      + "height: \(percent(Double(bounds.maxY - bounds.minY + 1) / height))\"></span>"
  }

  /// Copies the image at `source` (when there is one) to `target` and returns `link`, else nil.
  private static func copy(_ source: String, to target: String, link: String) throws -> String? {
    guard !source.isEmpty, FileManager.default.fileExists(atPath: source) else { return nil }
    do {
      try? FileManager.default.removeItem(atPath: target)
      try FileManager.default.createDirectory(
        atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: source, toPath: target)
    } catch {
      throw RunError("cannot copy \(source) to \(target): \(failureReason(of: error))")
    }
    return link
  }

  /// `path` relative to `directory`, when it lies inside it (the diffs do).
  private static func relative(_ path: String, to directory: String) -> String {
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element text and quoted attributes.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  private static func page(head title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(escape(title))</title>
    <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1d1d24; background: #f6f6f8; }
    h1 { font-size: 20px; } h2 { font-size: 17px; margin: 32px 0 4px; } h3 { font-size: 15px; margin: 18px 0 6px; }
    h3 span { font-weight: normal; color: #8a1c3c; }
    .where { color: #666; margin: 0; font-family: monospace; }
    table { border-collapse: collapse; background: white; }
    td, th { border: 1px solid #ddd; padding: 4px 8px; text-align: left; vertical-align: top; }
    table.fields td { font-family: monospace; word-break: break-all; max-width: 40vw; }
    tr.pass td:nth-child(2), tr.updated td:nth-child(2) { color: #1b7a34; font-weight: bold; }
    tr.fail td:nth-child(2) { color: #b00020; font-weight: bold; }
    .images { display: flex; gap: 12px; align-items: flex-start; }
    figure { margin: 0; flex: 1; min-width: 0; }
    figcaption { font-weight: bold; margin-bottom: 4px; }
    img { max-width: 100%; border: 1px solid #aaa; background: #fff; display: block; }
    a.picture { position: relative; display: inline-block; max-width: 100%; }
    .spot { position: absolute; outline: 2px solid #ffd600; outline-offset: 4px; min-width: 1px;
      min-height: 1px; pointer-events: none; }
    .none { border: 1px dashed #aaa; padding: 40px; text-align: center; color: #888; }
    section { border-top: 2px solid #ccc; }
    </style>
    </head>
    <body>
    <h1>\(escape(title))</h1>

    """
  }
}
