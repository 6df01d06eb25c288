import Foundation

/// `--repeat-each N`: a case replayed N times must write the same bytes every time, since every
/// golden rests on replays being exact (docs/suites.md, "No flake").
enum RepeatedReplay {
  /// `replay` run `times` times over: the first run's folder is the case's outputs; every later
  /// run goes into a folder beside it, is compared byte for byte with the first, and is removed.
  /// A repeat that wrote other bytes fails the case, naming the repeat, the first file that
  /// differs and, in a film or a track, the first frame (from 0).
  static func wrapping(_ replay: @escaping CaseReplay, times: Int) -> CaseReplay {
    guard times > 1 else { return replay }
    return { suiteCase, outputDirectory, logPath in
      let first = replay(suiteCase, outputDirectory, logPath)
      guard first.status == 0 else { return first }
      for repeatNumber in 2...times {
        let again = outputDirectory + "-repeat-\(repeatNumber)"
        defer { try? FileManager.default.removeItem(atPath: again) }
        let run = replay(suiteCase, again, logPath + "-repeat-\(repeatNumber)")
        guard run.status == 0 else {
          return ReplayRun(status: run.status, message: "repeat \(repeatNumber) of \(times): " + run.message)
        }
        if let difference = firstDifference(outputDirectory, again, in: suiteCase) {
          var failure = ReplayRun(
            status: 1,
            message: "not deterministic: repeat \(repeatNumber) of \(times) wrote other bytes than the first "
              + "in \(difference.file)" + (difference.frame.map { " at frame \($0)" } ?? ""))
          failure.differingOutput = difference.file
          return failure
        }
      }
      return first
    }
  }

  /// The first file (in the case's output order, then by name) whose bytes differ between two
  /// folders of outputs, or that only one holds, and the first frame that differs in it when it
  /// is a film or a track; nil when the folders hold the same files with the same bytes.
  static func firstDifference(_ first: String, _ second: String, in suiteCase: SuiteCase) -> (
    file: String, frame: Int?
  )? {
    let manager = FileManager.default
    let names = Set(
      ((try? manager.contentsOfDirectory(atPath: first)) ?? [])
        + ((try? manager.contentsOfDirectory(atPath: second)) ?? [])
    ).filter { !$0.hasPrefix(".") }
    let ordered = suiteCase.outputs.filter(names.contains) + names.subtracting(suiteCase.outputs).sorted()
    for name in ordered {
      let a = manager.contents(atPath: first + "/" + name)
      let b = manager.contents(atPath: second + "/" + name)
      guard a != b else { continue }
      guard let a, let b else { return (name, nil) }
      switch suiteCase.kind(of: name) {
      case .film: return (name, firstDifferingFrame(first + "/" + name, second + "/" + name))
      case .track: return (name, firstDifferingLine(a, b))
      case .still, .dump: return (name, nil)
      }
    }
    return nil
  }

  /// The first frame whose pixels or time differ between two films, or the first frame one of
  /// them lacks; nil when either cannot be read as a film.
  private static func firstDifferingFrame(_ first: String, _ second: String) -> Int? {
    guard var a = try? FilmDecoder(path: first), var b = try? FilmDecoder(path: second) else { return nil }
    guard a.width == b.width, a.height == b.height else { return 0 }
    while true {
      let frameA = try? a.next()
      let frameB = try? b.next()
      // One film ended (or broke) first: the first frame the other has and it lacks.
      guard let index = frameA, let other = frameB else { return frameA ?? frameB }
      if index != other || a.canvas != b.canvas || a.times[index] != b.times[other] { return index }
    }
  }

  /// The first line (from 0: a track writes a frame a line) that differs between two texts.
  private static func firstDifferingLine(_ a: Data, _ b: Data) -> Int {
    let linesA = a.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    let linesB = b.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for index in 0..<min(linesA.count, linesB.count) where linesA[index] != linesB[index] { return index }
    return min(linesA.count, linesB.count)
  }
}
