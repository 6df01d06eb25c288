import Foundation
import Testing

/// Every stream operator's documentation says what it does to velocity (issue 40: "`map` and
/// friends say what they do to velocity"), since velocity travels in metadata that some
/// operators pass on and others drop.
@Suite struct OperatorDocumentationTests {
  /// `Sources/Motion/Streams/Operators`, found from this file.
  private static let operators = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/Motion/Streams/Operators")

  /// Each `public func` of the operators' files, with the doc comment above it.
  private static func documentedOperators() throws -> [(name: String, doc: String)] {
    var found: [(String, String)] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: operators.path).sorted()
    where file.hasSuffix(".swift") {
      let lines = try String(contentsOf: operators.appendingPathComponent(file), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() where line.contains("public func ") {
        var doc: [Substring] = []
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
          doc.append(lines[above])
          above -= 1
        }
        found.append(("\(file): \(line.trimmingCharacters(in: .whitespaces))", doc.joined(separator: " ")))
      }
    }
    return found
  }

  @Test func everyOperatorSaysWhatItDoesToVelocity() throws {
    let documented = try Self.documentedOperators()
    #expect(documented.count >= 20)
    for (name, doc) in documented {
      #expect(doc.lowercased().contains("velocity"), "\(name) does not say what it does to velocity")
    }
  }
}
