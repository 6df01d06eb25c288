import Foundation
import FoundationXML

/// The JUnit XML of a `motion-sandbox test` run, as CI servers read it: one `testsuite` per
/// suite given, one `testcase` per case, and for a failing case one `failure` element whose
/// message names each file that differs and whose text says how.
enum JUnitReport {
  /// The document for `records` (in case order); each case names its place in the HTML report
  /// in `reportDirectory`, when there is one.
  static func document(_ records: [CaseRecord], reportDirectory: String? = nil) -> Data {
    let root = XMLElement(name: "testsuites")
    set(root, "name", "motion-sandbox test")
    set(root, "tests", "\(records.count)")
    set(root, "failures", "\(records.filter { !$0.passed }.count)")
    set(root, "time", seconds(records.map(\.seconds).reduce(0, +)))
    var suiteIndices: [Int] = []
    for record in records where !suiteIndices.contains(record.suiteIndex) {
      suiteIndices.append(record.suiteIndex)
    }
    for suiteIndex in suiteIndices {
      let members = records.filter { $0.suiteIndex == suiteIndex }
      let suiteName = members[0].suiteName
      let suite = XMLElement(name: "testsuite")
      set(suite, "name", suiteName)
      set(suite, "tests", "\(members.count)")
      set(suite, "failures", "\(members.filter { !$0.passed }.count)")
      set(suite, "errors", "0")
      set(suite, "skipped", "0")
      set(suite, "time", seconds(members.map(\.seconds).reduce(0, +)))
      for record in members {
        let testcase = XMLElement(name: "testcase")
        set(testcase, "name", record.name)
        set(testcase, "classname", suiteName)
        set(testcase, "time", seconds(record.seconds))
        if !record.passed {
          let failure = XMLElement(name: "failure", stringValue: clean(record.details))
          set(failure, "message", record.firstDivergence ?? record.summary)
          set(failure, "type", "golden")
          testcase.addChild(failure)
        }
        if let reportDirectory {
          // CI servers show a case's standard output beside it: where to look at it.
          let link = HTMLReport.link(to: record, in: reportDirectory)
          testcase.addChild(XMLElement(name: "system-out", stringValue: clean("report: " + link)))
        }
        suite.addChild(testcase)
      }
      root.addChild(suite)
    }
    let document = XMLDocument(rootElement: root)
    document.version = "1.0"
    document.characterEncoding = "UTF-8"
    return document.xmlData(options: [.nodePrettyPrint])
  }

  /// Writes the document to `path` (through a temporary file beside it); throws `RunError`
  /// naming the path and the reason.
  static func write(_ records: [CaseRecord], reportDirectory: String?, to path: String) throws {
    try writeAtomically(document(records, reportDirectory: reportDirectory), to: path)
  }

  private static func set(_ element: XMLElement, _ name: String, _ value: String) {
    if let attribute = XMLNode.attribute(withName: name, stringValue: clean(value)) as? XMLNode {
      element.addAttribute(attribute)
    }
  }

  private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

  /// The text without the characters XML 1.0 cannot hold (control characters but tab and
  /// line breaks), which a file name could bring in.
  static func clean(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { $0.value >= 0x20 || $0 == "\t" || $0 == "\n" || $0 == "\r" }))
  }
}
