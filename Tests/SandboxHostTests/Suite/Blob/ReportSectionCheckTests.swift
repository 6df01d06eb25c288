import Foundation
import Testing

@testable import SandboxHost

@Suite struct ReportSectionCheckTests {
  /// The seed blob of the suite fuzz target: a real run's sections, a capture, a dump, a film
  /// and a track among them.
  static let seedBlob = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fuzz/seeds/suite/blob.json")

  @Test func everySectionTheReportWritesPasses() throws {
    let blob = try JSONDecoder().decode(ShardBlob.self, from: Data(contentsOf: Self.seedBlob))
    let sections = blob.records.filter { $0.section != nil }
    #expect(!sections.isEmpty)
    for record in sections {
      #expect(
        ReportSectionCheck.fault(in: record.section!, caseNumber: record.index + 1) == nil,
        "\(record.fullName)")
    }
  }

  @Test func aSectionThatWouldRunOrLeadAnywhereElseIsRefused() {
    let refused = [
      #"<section id="case-1"><script>fetch("/accept")</script></section>"#,
      #"<img src="files/1/a.png" onerror="fetch('/accept')">"#,
      #"<a href="javascript:alert(1)">x</a>"#,
      #"<a href="&#106;avascript:alert(1)">x</a>"#,
      #"<a href="https://elsewhere.example/x">x</a>"#,
      #"<img src="files/2/a.png">"#,
      #"<img src="files/1/../../index.html">"#,
      #"<div class="player" data-film-expected="https://elsewhere.example/x.js"></div>"#,
      #"<div class="player" data-frames="[{&quot;expected&quot;: &quot;/x.png&quot;}]"></div>"#,
      #"<iframe src="files/1/a.png"></iframe>"#,
      #"<p style="x">"#,
      #"<p class='x'>"#,
    ]
    for section in refused {
      #expect(ReportSectionCheck.fault(in: section, caseNumber: 1) != nil, "\(section)")
    }
    #expect(
      ReportSectionCheck.fault(
        in:
          ##"<p><a class="download" href="files/1/2-actual.json" download="a &amp; b.json">d</a> <a href="#case-1">c</a></p>"##,
        caseNumber: 1) == nil)
  }

  @Test func aBlobsFilesAreThoseAReportWritesAndAFilmScriptIsExactlyItsCall() {
    let folder = "files/3/"
    func ok(_ name: String, _ text: String = "") -> Bool {
      ReportSectionCheck.isReportFile(named: name, contents: Data(text.utf8), folder: folder)
    }
    #expect(ok("1-actual.png") && ok("2-actual.json") && ok("3-actual.jsonl"))
    #expect(ok("4-actual.png.js", "MotionReport.film(\"files/3/4-actual.png.js\", \"iVBORw0K+/=\");\n"))
    #expect(
      !ok("4-actual.png.js", "MotionReport.film(\"files/3/4-actual.png.js\", \"\"); fetch(\"/accept\");\n"))
    #expect(!ok("4-actual.png.js", "fetch(\"/accept\")"))
    #expect(!ok("x.html", "<script></script>") && !ok("x.svg") && !ok(".hidden.png"))
  }
}
