import Foundation

@testable import SandboxHost

/// Suites whose cases write dumps only, and a replay that stands in for the real one (no SDL),
/// for the tests of `test` and `merge-reports`.
enum StandInSuite {
  /// A dump as the stand-in replay writes it.
  static let dump =
    "{\"t\": 0.1, \"atRest\": true, \"elements\": [{\"name\": \"a<b\", \"position\": [1.0, 2.0]}]}"
  /// `dump` with the element moved half a point.
  static let moved =
    "{\"t\": 0.1, \"atRest\": true, \"elements\": [{\"name\": \"a<b\", \"position\": [1.5, 2.0]}]}"

  /// A suite folder with one case per name: a tiny scene, a script with one dump, and goldens
  /// holding `golden` as `a.json` and `final.json`.
  static func make(_ folder: TemporaryDirectory, cases: [String], golden: String?) throws -> String {
    let suite = folder.path("suite")
    for name in cases {
      let directory = suite + "/" + name
      try FileManager.default.createDirectory(
        atPath: directory + "/expected", withIntermediateDirectories: true)
      try Data("{\"size\": [10, 10], \"elements\": []}".utf8).write(
        to: URL(fileURLWithPath: directory + "/s.json"))
      try Data("{\"scene\": \"s.json\"}\n".utf8).write(to: URL(fileURLWithPath: directory + "/case.json"))
      try Data("{\"t\": 0.1, \"dump\": \"a.json\"}\n".utf8).write(
        to: URL(fileURLWithPath: directory + "/script.jsonl"))
      if let golden {
        for file in ["a.json", "final.json"] {
          try Data(golden.utf8).write(to: URL(fileURLWithPath: directory + "/expected/" + file))
        }
      }
    }
    return suite
  }

  /// A replay that writes `a.json` and `final.json` holding `dump`, and a copy of `image` as
  /// `final.png` when given.
  static func replay(writing dump: String, image: String? = nil) -> CaseReplay {
    { _, out, _ in
      try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      for file in ["a.json", "final.json"] {
        try? Data(dump.utf8).write(to: URL(fileURLWithPath: out + "/" + file))
      }
      if let image { try? FileManager.default.copyItem(atPath: image, toPath: out + "/final.png") }
      return ReplayRun(status: 0, message: "")
    }
  }

  /// A replay that writes `moved` for the cases whose name is in `failing` and `dump` for the
  /// rest.
  static func replay(failing: Set<String>) -> CaseReplay {
    let passing = replay(writing: dump)
    let differing = replay(writing: moved)
    return { suiteCase, out, log in
      failing.contains(suiteCase.name) ? differing(suiteCase, out, log) : passing(suiteCase, out, log)
    }
  }
}
