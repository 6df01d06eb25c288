import Foundation
import FoundationXML

/// The JUnit XML of a `motion-sandbox test` run, as CI servers read it: one `testsuite` per
/// suite given, one `testcase` per case, and for a failing case one `failure` element whose
/// message names each file that differs and whose text says how.
enum JUnitReport {
  /// The document for `outcomes` (in case order).
  static func document(_ outcomes: [CaseOutcome]) -> Data {
    let root = XMLElement(name: "testsuites")
    set(root, "name", "motion-sandbox test")
    set(root, "tests", "\(outcomes.count)")
    set(root, "failures", "\(outcomes.filter { !$0.passed }.count)")
    set(root, "time", seconds(outcomes.map(\.seconds).reduce(0, +)))
    var suiteIndices: [Int] = []
    for outcome in outcomes where !suiteIndices.contains(outcome.suiteCase.suiteIndex) {
      suiteIndices.append(outcome.suiteCase.suiteIndex)
    }
    for suiteIndex in suiteIndices {
      let members = outcomes.filter { $0.suiteCase.suiteIndex == suiteIndex }
      let suiteName = members[0].suiteCase.suiteName
      let suite = XMLElement(name: "testsuite")
      set(suite, "name", suiteName)
      set(suite, "tests", "\(members.count)")
      set(suite, "failures", "\(members.filter { !$0.passed }.count)")
      set(suite, "errors", "0")
      set(suite, "skipped", "0")
      set(suite, "time", seconds(members.map(\.seconds).reduce(0, +)))
      for outcome in members {
        let testcase = XMLElement(name: "testcase")
        set(testcase, "name", outcome.suiteCase.name)
        set(testcase, "classname", suiteName)
        set(testcase, "time", seconds(outcome.seconds))
        if !outcome.passed {
          let failure = XMLElement(name: "failure", stringValue: clean(CaseReport.details(outcome)))
          set(failure, "message", CaseReport.headline(outcome))
          set(failure, "type", "golden")
          testcase.addChild(failure)
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
  static func write(_ outcomes: [CaseOutcome], to path: String) throws {
    try writeAtomically(document(outcomes), to: path)
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
