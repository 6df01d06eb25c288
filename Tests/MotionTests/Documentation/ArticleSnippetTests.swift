import Foundation
import Testing

/// The documentation's code is the code `ArticleExamples` runs: every snippet region there
/// appears, dedented, as a Swift code block of an article in `Motion.docc`, and every Swift
/// code block of an article is one of them.
@Suite struct ArticleSnippetTests {
  private static let examplesPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().appendingPathComponent("ArticleExamples.swift").path
  private static let catalogPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/Motion/Motion.docc").path

  /// The regions between `// snippet: NAME` and `// end snippet`, dedented.
  private static func snippets() throws -> [String: String] {
    let lines = try String(contentsOfFile: examplesPath, encoding: .utf8).components(separatedBy: "\n")
    var result: [String: String] = [:]
    var name: String?
    var body: [String] = []
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("// snippet: ") {
        name = String(trimmed.dropFirst("// snippet: ".count))
        body = []
      } else if trimmed == "// end snippet", let current = name {
        let indent = body.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        result[current] = body.map { $0.isEmpty ? "" : String($0.dropFirst(indent)) }.joined(separator: "\n")
        name = nil
      } else if name != nil {
        body.append(line)
      }
    }
    return result
  }

  /// The Swift code blocks of every article.
  private static func codeBlocks() throws -> [String] {
    let files = try FileManager.default.contentsOfDirectory(atPath: catalogPath).filter {
      $0.hasSuffix(".md")
    }
    var blocks: [String] = []
    for file in files {
      let text = try String(contentsOfFile: catalogPath + "/" + file, encoding: .utf8)
      var current: [String]?
      for line in text.components(separatedBy: "\n") {
        if line == "```swift" {
          current = []
        } else if line == "```", let body = current {
          blocks.append(body.joined(separator: "\n"))
          current = nil
        } else if current != nil {
          current?.append(line)
        }
      }
    }
    return blocks
  }

  @Test func everyArticleBlockIsATestedSnippetAndEverySnippetIsShown() throws {
    let snippets = try Self.snippets()
    let blocks = try Self.codeBlocks()
    #expect(snippets.count == 11)
    for (name, code) in snippets {
      #expect(blocks.contains(code), "snippet \(name) is not in an article as it is in ArticleExamples.swift")
    }
    for block in blocks {
      #expect(
        Set(snippets.values).contains(block), "an article's code block is not a tested snippet:\n\(block)")
    }
  }
}
