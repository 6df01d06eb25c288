import Foundation

/// The static HTML report of a `motion-sandbox test` run: `DIR/index.html` and its script
/// `DIR/report.js`, which open from disk with no server and load nothing from the network, and
/// the pictures they show written beside them under `DIR/files/`, linked relatively. Every case
/// is listed; each failing case shows each failing file as its kind's strategy draws it (see
/// `GoldenStrategy`): a player of expected and actual frames for captures and films, the
/// differing fields for dumps, curves over time for tracks.
enum HTMLReport {
  /// The folder, inside the report folder, that holds the copied images.
  static let filesFolder = "files"
  /// The page.
  static let pageName = "index.html"

  /// Whether a report written into `directory` would write the file at `path`: its page, its
  /// script, its list of cases, or anything under `files/`. The report touches nothing else
  /// there, so these alone may not be a case's inputs.
  static func writes(_ path: String, into directory: String) -> Bool {
    SuiteFolder.isInside(path, directory + "/" + filesFolder)
      || [pageName, ReportScript.fileName, ReviewCases.fileName].contains {
        SuiteFolder.canonical(path) == SuiteFolder.canonical(directory + "/" + $0)
      }
  }

  /// Removes the files an earlier report wrote into `directory`: under `files/`, the numbered
  /// case folders' pictures (`N-expected.png`, `N-actual.png`, `N-diff.png`), films
  /// (`N-expected.js`, `N-actual.js`) and copies (`N-expected.json`, `N-actual.jsonl`, …), and
  /// then those folders and `files/` where they are left empty. Nothing else is touched (a `files` folder of the
  /// person's own, a file of another name, a link).
  static func removeImages(in directory: String) {
    removeImages(inFiles: directory + "/" + filesFolder)
  }

  /// `removeImages(in:)` of a report's `files/` folder itself, wherever it now is.
  static func removeImages(inFiles files: String) {
    let manager = FileManager.default
    func isFolder(_ path: String) -> Bool {
      guard let attributes = try? manager.attributesOfItem(atPath: path) else { return false }
      return attributes[.type] as? FileAttributeType == .typeDirectory
    }
    guard isFolder(files), let cases = try? manager.contentsOfDirectory(atPath: files) else { return }
    for name in cases
    where !name.isEmpty && name.allSatisfy({ ("0"..."9").contains($0) }) && isFolder(files + "/" + name) {
      let folder = files + "/" + name
      for image in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] where isReportImage(image) {
        try? manager.removeItem(atPath: folder + "/" + image)
      }
      rmdir(folder)
    }
    rmdir(files)
  }

  /// Whether `name` is one of the files a report writes: `N-expected.EXT`, `N-actual.EXT` and
  /// `N-diff.png` (EXT one of png, js, json, jsonl), or a film's frames `N-expected-FFFF.png` and
  /// `N-actual-FFFF.png`, as earlier reports wrote them.
  private static func isReportImage(_ name: String) -> Bool {
    let digits = { (text: Substring) in !text.isEmpty && text.allSatisfy { ("0"..."9").contains($0) } }
    guard let dot = name.lastIndex(of: "."),
      ["png", "js", "json", "jsonl"].contains(name[name.index(after: dot)...]),
      let dash = name.firstIndex(of: "-"), dash < dot, digits(name[..<dash])
    else {
      return false
    }
    let rest = name[name.index(after: dash)..<dot]
    if ["expected", "actual", "diff"].contains(rest) { return true }
    for side in ["expected-", "actual-"] where rest.hasPrefix(side) {
      return digits(rest.dropFirst(side.count))
    }
    return false
  }

  /// Writes `index.html` and its script into `directory` (created if needed) from `records`, in
  /// case order; the failing cases' pictures are already in `directory` (drawn there as their
  /// records were made, or copied from the blobs of shards).
  static func write(_ records: [CaseRecord], update: Bool, to directory: String) throws {
    try OutputFolder.create(directory)
    let failed = records.filter { !$0.passed }.count
    var html = page(
      head:
        "motion-sandbox test: \(records.count - failed) \(update ? "updated" : "passed"), \(failed) failed")
    html += "<table class=\"cases\"><tr><th>case</th><th>result</th><th>time</th><th>what</th></tr>\n"
    for record in records {
      let result = record.passed ? (update ? "updated" : "pass") : "fail"
      let name = escape(record.fullName)
      let link = record.section == nil ? name : "<a href=\"#\(anchor(record.index))\">\(name)</a>"
      html += "<tr class=\"\(result)\"><td>\(link)</td><td>\(result.uppercased())</td>"
      html += "<td>\(String(format: "%.1f s", record.seconds))</td><td>\(escape(record.summary))</td></tr>\n"
    }
    html += "</table>\n"
    let acceptable = records.filter { !$0.passed && !($0.failingFiles ?? []).isEmpty }
    if !update, !acceptable.isEmpty {
      let suites = Array(Set(acceptable.map { suitePath(ofCaseAt: $0.directory) })).sorted()
      html += "<p class=\"accept\">Accept every failing case's actual outputs as its goldens: "
      html += "<code>\(escape(acceptCommand(suites: suites, target: nil)))</code></p>\n"
    }
    // A long run's sections wait beside the page, each loaded when it comes near the window or
    // an address names its case: the page of a thousand failing cases opens at once.
    let sections = records.filter { $0.section != nil }
    let inline = sections.count <= inlineSectionLimit
    for record in sections {
      guard let section = record.section else { continue }
      if inline {
        html += section
        continue
      }
      let link = "\(filesFolder)/\(record.index + 1)/section.js"
      try OutputFolder.create(directory + "/\(filesFolder)/\(record.index + 1)")
      let script = "MotionReport.section(\"\(anchor(record.index))\", \(JSONWriter.quote(section)));\n"
      try writeAtomically(Data(script.utf8), to: directory + "/" + link)
      html +=
        "<section id=\"\(anchor(record.index))\" class=\"pending\" data-case=\"\(escape(record.fullName))\" "
      html +=
        "data-section=\"\(escape(link))\">\n<h2>\(escape(record.fullName))</h2>\n<p class=\"loading\">loading…</p>\n"
      html += "</section>\n"
    }
    html += "<script src=\"\(ReportScript.fileName)\"></script>\n</body>\n</html>\n"
    try writeAtomically(Data(ReportScript.source.utf8), to: directory + "/" + ReportScript.fileName)
    try writeAtomically(
      Data(ReviewCases.json(update ? [] : records).utf8), to: directory + "/" + ReviewCases.fileName)
    try writeAtomically(Data(html.utf8), to: directory + "/" + pageName)
  }

  /// How many cases' sections the page holds itself; a run with more has each in a script of
  /// its own beside the page (`files/N/section.js`), loaded as it is needed.
  static let inlineSectionLimit = 20

  /// Where the report in `directory` shows the case: its section when it failed, else the page.
  static func link(to record: CaseRecord, in directory: String) -> String {
    directory + "/index.html" + (record.passed ? "" : "#" + anchor(record.index))
  }

  /// The id of case `index`'s section: by position, as two cases may share a name.
  private static func anchor(_ index: Int) -> String { "case-\(index + 1)" }

  /// The section of a failing case numbered `index` in the run, its pictures written into
  /// `directory`.
  static func section(_ outcome: CaseOutcome, index: Int, directory: String) throws -> String {
    var html = "<section id=\"\(anchor(index))\" data-case=\"\(escape(outcome.suiteCase.fullName))\">\n"
    html += "<h2>\(escape(outcome.suiteCase.fullName))</h2>\n"
    html += "<p class=\"where\">\(escape(outcome.suiteCase.directory))</p>\n"
    if let failure = outcome.replayFailure {
      return html + "<pre>\(escape(failure))</pre>\n</section>\n"
    }
    let suite = suitePath(ofCaseAt: outcome.suiteCase.directory)
    html += "<p class=\"accept\" data-case=\"\(escape(outcome.suiteCase.fullName))\">Accept this case: <code>"
    html += escape(acceptCommand(suites: [suite], target: outcome.suiteCase.fullName)) + "</code></p>\n"
    for (fileIndex, file) in outcome.files.enumerated() where file.failed {
      html +=
        "<h3 data-file=\"\(escape(file.name))\">\(escape(file.name)) <span>\(escape(file.summary))</span></h3>\n"
      html += "<p class=\"accept\" data-case=\"\(escape(outcome.suiteCase.fullName))\" "
      html += "data-file=\"\(escape(file.name))\">Accept this file: <code>"
      html += escape(acceptCommand(suites: [suite], target: outcome.suiteCase.fullName + "/" + file.name))
      html += "</code></p>\n"
      // Only a file that differs has something to show; a missing or stale one is its line.
      guard case .differs(let difference) = file.status else { continue }
      let page = ReportPage(
        directory: directory, caseIndex: index, fileIndex: fileIndex, caseName: outcome.suiteCase.fullName,
        fileName: file.name)
      html += try difference.reportHTML(page)
    }
    return html + "</section>\n"
  }

  /// The section of a case numbered `index` whose goldens an update replaced: each changed
  /// golden before against after, in the same player and tables as a failure.
  static func updateSection(_ outcome: CaseOutcome, index: Int, directory: String) throws -> String {
    var html =
      "<section id=\"\(anchor(index))\" class=\"update\">\n<h2>\(escape(outcome.suiteCase.fullName))</h2>\n"
    html += "<p class=\"where\">\(escape(outcome.suiteCase.directory))</p>\n"
    for (fileIndex, file) in outcome.files.enumerated() {
      guard let change = file.change else { continue }
      html +=
        "<h3 data-file=\"\(escape(file.name))\">\(escape(file.name)) <span>changed: \(escape(change.summary))</span></h3>\n"
      var page = ReportPage(
        directory: directory, caseIndex: index, fileIndex: fileIndex, caseName: outcome.suiteCase.fullName,
        fileName: file.name)
      page.sides = ("before", "after")
      html += try change.reportHTML(page)
    }
    return html + "</section>\n"
  }

  /// The suite folder of the case folder `directory`, as the command line named it.
  private static func suitePath(ofCaseAt directory: String) -> String {
    let parent = PathComponents.parent(of: directory)
    return parent.isEmpty ? "." : parent
  }

  /// `motion-sandbox test SUITE... --accept [TARGET]`, each word quoted for a shell when it
  /// needs to be.
  static func acceptCommand(suites: [String], target: String?) -> String {
    let words = ["motion-sandbox", "test"] + suites + ["--accept"] + (target.map { [$0] } ?? [])
    return words.map(shellQuoted).joined(separator: " ")
  }

  private static func shellQuoted(_ word: String) -> String {
    let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=+:@%,".contains($0) }
    return plain && !word.isEmpty ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element text and quoted attributes.
  static func escape(_ text: String) -> String {
    text.escaping { scalar in
      switch scalar {
      case "&": "&amp;"
      case "<": "&lt;"
      case ">": "&gt;"
      case "\"": "&quot;"
      case "'": "&#39;"
      default: nil
      }
    }
  }

  private static func page(head title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <link rel="icon" href="data:,">
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
    .player { margin: 8px 0 16px; outline: none; }
    .player:focus-visible { outline: 2px solid #4a6cf7; outline-offset: 4px; }
    .bar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; margin-bottom: 6px; }
    .bar button { font: inherit; padding: 2px 10px; border: 1px solid #aaa; background: white; border-radius: 4px; }
    .bar button.on { background: #1d1d24; color: white; border-color: #1d1d24; }
    .bar .label { font-family: monospace; color: #444; }
    .bar .download { margin-left: 8px; }
    .track { position: relative; flex: 1; min-width: 160px; padding-bottom: 8px; }
    .track .slider { width: 100%; margin: 0; display: block; }
    input[type=range] { -webkit-appearance: none; appearance: none; height: 18px; background: transparent; }
    input[type=range]::-webkit-slider-runnable-track { height: 4px; background: #bbb; border-radius: 2px; }
    input[type=range]::-webkit-slider-thumb { -webkit-appearance: none; width: 14px; height: 14px;
      border-radius: 7px; background: #1d1d24; margin-top: -5px; }
    input[type=range]::-moz-range-track { height: 4px; background: #bbb; border-radius: 2px; }
    input[type=range]::-moz-range-thumb { width: 14px; height: 14px; border-radius: 7px; background: #1d1d24;
      border: none; }
    .marks { position: absolute; left: 7px; right: 7px; bottom: 0; height: 6px; pointer-events: none; }
    .mark { position: absolute; width: 3px; height: 6px; background: #b00020; margin-left: -1px; }
    .accept { margin: 4px 0; color: #444; } .accept code { background: #ecedf2; padding: 1px 6px; user-select: all; }
    .accept button.review { font: inherit; margin-left: 8px; padding: 1px 10px; border-radius: 4px; border: 1px solid #888;
      background: white; }
    .accept button.accept-button { border-color: #1b7a34; color: #1b7a34; }
    .accept button.reject-button { border-color: #b00020; color: #b00020; }
    .review-status { margin-left: 8px; font-family: monospace; }
    .review-status.accepted { color: #1b7a34; } .review-status.rejected, .review-status.refused { color: #b00020; }
    .fragment-note { background: #fff3cd; border: 1px solid #e0b000; padding: 6px 10px; }
    .stage { display: flex; gap: 12px; align-items: flex-start; }
    figure { margin: 0; flex: 1; min-width: 0; }
    figcaption { font-weight: bold; margin-bottom: 4px; }
    .stack { position: relative; width: 100%; }
    .stack img, .stack canvas { position: absolute; left: 0; top: 0; width: 100%; height: 100%; display: block; }
    .stack { user-select: none; -webkit-user-select: none; -webkit-user-drag: none; }
    canvas { image-rendering: pixelated; background: #fff; }
    .stage > .stack { flex: 0 1 auto; }
    img { max-width: 100%; background: #fff; display: block; image-rendering: pixelated; }
    .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #ffd600; pointer-events: none; }
    .swipe .stack { cursor: ew-resize; touch-action: none; }
    .tag { position: absolute; top: 4px; background: rgba(0,0,0,.6); color: white; padding: 0 6px; font-size: 12px; pointer-events: none; }
    .tag.left { left: 4px; } .tag.right { right: 4px; }
    .spot { position: absolute; outline: 2px solid #ffd600; outline-offset: 3px; min-width: 1px;
      min-height: 1px; pointer-events: none; }
    .none { border: 1px dashed #aaa; padding: 40px; text-align: center; color: #888; }
    .curves { display: flex; flex-wrap: wrap; gap: 12px; }
    .curve { flex: 0 0 auto; }
    .curve svg { background: white; border: 1px solid #ccc; display: block; }
    .curve .plot { fill: white; }
    .curve polyline { fill: none; stroke-width: 1.5; }
    .curve polyline.expected, .key-expected { stroke: #2a62c9; color: #2a62c9; }
    .curve polyline.actual, .key-actual { stroke: #d0312d; color: #d0312d; }
    .curve polyline.actual { stroke-dasharray: 4 3; }
    .curve .divergence { stroke: #ffb300; stroke-width: 2; }
    .curve .scale { font-size: 12px; color: #555; }
    section { border-top: 2px solid #ccc; }
    </style>
    </head>
    <body>
    <h1>\(escape(title))</h1>

    """
  }
}
