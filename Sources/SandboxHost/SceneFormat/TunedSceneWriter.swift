import Foundation
import Motion

/// Writes a scene file as it is being tuned (`w`): the original file's content with every
/// spring interaction's `spring` holding the live values, as a new file
/// `NAME-tuned-N.json` in the output folder, N the first number not taken after the one given
/// (the session's last). It never replaces a file, the original least of all.
enum TunedSceneWriter {
  /// Writes the tuned scene and returns its path and number N: the text the running scene was loaded from
  /// (not the file as it is now, which may have been edited into one that does not load), else
  /// the file read again. Throws `RunError` when neither can be read or the new file cannot be
  /// written.
  /// Names in `reserved` are skipped too: a replay's script writes them, later or earlier.
  /// Numbers up to `previous` are not tried: a session passes the number its last press wrote,
  /// so many presses cost each a try or two, not one for every file written before.
  static func write(
    source: SceneSource, loaded: LoadedScene, into directory: String, skipping reserved: Set<String> = [],
    after previous: Int = 0
  ) throws -> (path: String, number: Int) {
    let originalPath: String
    let text: String
    do {
      if let fileText = loaded.fileText {
        // The file need not be there any more (deleted or moved since it loaded): its name
        // names the tuned scene, and its text as it loaded is kept.
        let builtIn = BuiltInScenes.named(source.nameOrPath) != nil
        originalPath = builtIn ? try BuiltInScenes.path(forNameOrPath: source.nameOrPath) : source.nameOrPath
        text = fileText
      } else {
        originalPath = try BuiltInScenes.path(forNameOrPath: source.nameOrPath)
        text = try TextFile.read(originalPath)
      }
    } catch {
      throw RunError(
        "cannot read the scene again: \(error.errors.map(\.placeAndMessage).joined(separator: "; "))")
    }
    guard let root = try? JSONParser.parse(text) else {
      throw RunError("cannot read the scene again: \(originalPath) no longer parses")
    }
    let tuned = JSONWriter().string(from: output(root, tunedBy: loaded)) + "\n"
    let folder = directory.hasSuffix("/") ? directory : directory + "/"
    var number = previous + 1
    while true {
      let name = fileName(forSceneAt: originalPath, number: number)
      let path = folder + name
      // A name taken meanwhile leaves the file there: the next number is tried. So does a
      // number whose springs text (written beside it) would land on a file or a script's output.
      let springs = springsFileName(ofTunedScene: name)
      if !reserved.contains(name), !reserved.contains(springs), !FileManager.default.fileExists(atPath: path),
        !FileManager.default.fileExists(atPath: folder + springs),
        try StagedFile(Data(tuned.utf8), for: path).commitWithoutReplacing()
      {
        return (path, number)
      }
      number += 1
    }
  }

  /// The number the press of `w` after the one that wrote number `previous` takes, in a folder
  /// that holds only what the replay wrote: the next whose name, and that of its springs text,
  /// is not `reserved`.
  static func number(after previous: Int, forSceneAt path: String, skipping reserved: Set<String>) -> Int {
    var number = previous + 1
    while true {
      let name = fileName(forSceneAt: path, number: number)
      guard reserved.contains(name) || reserved.contains(springsFileName(ofTunedScene: name)) else {
        return number
      }
      number += 1
    }
  }

  /// The name of the springs text written beside the tuned scene `name` (see `SpringFormsText`):
  /// `NAME-tuned-N-springs.txt`.
  static func springsFileName(ofTunedScene name: String) -> String {
    (name.hasSuffix(".json") ? String(name.dropLast(5)) : name) + "-springs.txt"
  }

  /// The name of the `number`th tuned copy of the scene file at `path`: `NAME-tuned-N.json`.
  static func fileName(forSceneAt path: String, number: Int) -> String {
    "\(TextFile.baseName(path))-tuned-\(number).json"
  }

  /// The scene file's JSON with the live springs written into its spring interactions, and the
  /// live deceleration rates into the interactions that have one.
  static func output(_ root: JSONValue, tunedBy loaded: LoadedScene) -> JSONOutput {
    guard case .object(let members) = root.kind else { return plain(root) }
    var out: [(key: String, value: JSONOutput)] = []
    for member in members {
      if member.key == "interactions", case .array(let items) = member.value.kind {
        var tuned: [JSONOutput] = []
        for (index, item) in items.enumerated() {
          tuned.append(
            interaction(
              item, spring: TunableSprings.spring(at: index, in: loaded),
              rate: TunableRates.rate(at: index, in: loaded)))
        }
        out.append((member.key, .array(tuned)))
      } else {
        out.append((member.key, plain(member.value)))
      }
    }
    return .object(out)
  }

  /// An interaction's JSON, its `spring` replaced by the live values when it has a spring, and
  /// its `decelerationRate` when it has one (written when the file gave one or it is not the
  /// default).
  private static func interaction(
    _ item: JSONValue, spring: Spring<Point>?, rate: DecelerationRate?
  ) -> JSONOutput {
    let live = spring.flatMap { try? TunableSprings.parameters(of: $0) }
    guard live != nil || rate != nil, case .object(let fields) = item.kind else { return plain(item) }
    let writesRate = rate.map { $0 != .normal || fields.contains { $0.key == "decelerationRate" } } ?? false
    var out: [(key: String, value: JSONOutput)] = []
    for field in fields {
      if field.key == "spring", live != nil { continue }
      if field.key == "decelerationRate", writesRate { continue }
      out.append((field.key, plain(field.value)))
    }
    if writesRate, let rate { out.append(("decelerationRate", .wholeOrFraction(rate.perMillisecond))) }
    guard let live else { return .object(out) }
    let written = fields.first { $0.key == "spring" }?.value.members?.map(\.key) ?? []
    out.append(("spring", springOutput(live, writtenWith: written)))
    return .object(out)
  }

  /// The tuned spring's keys and values in the form of the keys the file wrote it with, so
  /// that a spring tuned from `{"duration": 0.5, "bounce": 0.3}` is written back as a duration
  /// and a bounce (see `SpringCodec.json(_:in:keepsMass:)`); a form's optional mass is written
  /// when the file gave one. The values are rounded to what matters (`SpringFigures`).
  static func springOutput(_ spring: SpringSetting, writtenWith keys: [String]) -> JSONOutput {
    let form = SpringCodec.form(ofKeys: keys.filter { $0 != SpringCodec.thresholdKey }).form
    return SpringCodec.json(spring, in: form, keepsMass: keys.contains("mass"), forPeople: true)
  }

  /// A parsed value as it is to be written again.
  private static func plain(_ value: JSONValue) -> JSONOutput {
    switch value.kind {
    case .null: return .null
    case .bool(let b): return .bool(b)
    case .number(let n): return .wholeOrFraction(n)
    case .string(let s): return .string(s)
    case .array(let items): return .array(items.map { plain($0) })
    case .object(let members):
      var out: [(key: String, value: JSONOutput)] = []
      for member in members { out.append((member.key, plain(member.value))) }
      return .object(out)
    }
  }

}
