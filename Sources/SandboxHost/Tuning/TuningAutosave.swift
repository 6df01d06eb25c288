import Foundation
import Motion

/// The tuned springs of a scene kept on disk while a live session tunes them, so that work not
/// written with `w` survives a quit, a crash or a closed window: the next `run` of the scene
/// offers them back (docs/tuning.md).
///
/// A scene file's autosave lies beside it, `NAME.json.autosave`; a built-in scene's, whose file
/// may be installed where nobody writes, in the output folder (`captures/toss.json.autosave`).
/// It holds each spring that differs from the file's, whole, in the physical form, with what
/// its interaction is, so it finds it again after the file moved it:
/// `{"scene": "toss", "springs": [{"interaction": 1, "type": "tossable", "element": "square",
/// "spring": {"stiffness": 345.4, ...}}]}`.
struct TuningAutosave: Equatable, Sendable {
  /// One tuned spring.
  struct Entry: Equatable, Sendable {
    /// The interaction's index in the scene file.
    var interaction: Int
    /// Its type and element, when the autosave says (those written before it did not).
    var key: InteractionMatch.Key?
    /// Its tuned parameters.
    var spring: SpringSetting
  }

  /// The scene's name or path, as `--scene` took it.
  var scene: String
  /// The tuned springs, in file order.
  var springs: [Entry]

  /// Creates an autosave of `springs` for `scene`.
  init(scene: String, springs: [Entry]) {
    self.scene = scene
    self.springs = springs
  }

  /// Where the autosave of `source` lies: beside a scene file, or in `outputDirectory` for a
  /// built-in scene.
  static func path(for source: SceneSource, outputDirectory: String) -> String {
    let suffix = ".autosave"
    guard BuiltInScenes.named(source.nameOrPath) != nil else { return source.nameOrPath + suffix }
    let folder = outputDirectory.hasSuffix("/") ? outputDirectory : outputDirectory + "/"
    return folder + source.nameOrPath + ".json" + suffix
  }

  /// The springs of `loaded` that differ from what its file gave (`file`), or nil when none do.
  static func tuned(in loaded: LoadedScene, comparedWith file: FileSprings, scene: String) -> TuningAutosave?
  {
    var springs: [Entry] = []
    let keys = InteractionMatch.keys(of: loaded)
    for index in 0..<file.count {
      guard let given = file[index], let spring = TunableSprings.spring(at: index, in: loaded),
        let current = try? TunableSprings.parameters(of: spring), current != given
      else { continue }
      springs.append(Entry(interaction: index, key: keys[index], spring: current))
    }
    return springs.isEmpty ? nil : TuningAutosave(scene: scene, springs: springs)
  }

  /// The autosave's JSON text.
  var json: String {
    let entries: [JSONOutput] = springs.map { entry in
      .object(
        [("interaction", .integer(entry.interaction))]
          + (entry.key.map { [("type", .string($0.type)), ("element", .string($0.element))] } ?? [])
          + [("spring", SpringCodec.json(entry.spring, in: .physical, keepsMass: true))])
    }
    return JSONWriter().string(from: .object([("scene", .string(scene)), ("springs", .array(entries))]))
      + "\n"
  }

  /// Reads an autosave's text; nil when it is not one (a damaged file is not offered).
  init?(parsing text: String) {
    guard let root = try? JSONParser.parse(text), let members = root.members,
      case .string(let scene)? = members.first(where: { $0.has(key: "scene") })?.value.kind,
      case .array(let items)? = members.first(where: { $0.has(key: "springs") })?.value.kind
    else { return nil }
    var springs: [Entry] = []
    for item in items {
      guard let fields = item.members,
        case .number(let index)? = fields.first(where: { $0.has(key: "interaction") })?.value.kind,
        let whole = Int(exactly: index), whole >= 0,
        let spring = fields.first(where: { $0.has(key: "spring") })?.value.members
      else { return nil }
      var given: [(key: String, value: Double)] = []
      for field in spring {
        guard case .number(let value) = field.value.kind else { return nil }
        given.append((field.key, value))
      }
      guard
        let setting = try? SpringCodec.spring(givenAs: given.filter { $0.key != SpringCodec.thresholdKey }),
        let threshold = given.first(where: { $0.key == SpringCodec.thresholdKey })?.value,
        let withThreshold = try? setting.withThreshold(threshold)
      else { return nil }
      var key: InteractionMatch.Key?
      if case .string(let type)? = fields.first(where: { $0.has(key: "type") })?.value.kind,
        case .string(let element)? = fields.first(where: { $0.has(key: "element") })?.value.kind
      {
        key = InteractionMatch.Key(type: type, element: element)
      }
      springs.append(Entry(interaction: whole, key: key, spring: withThreshold))
    }
    self.init(scene: scene, springs: springs)
  }

  /// Where each spring goes in `loaded`: the interaction of its type on its element (at its own
  /// index when that one is, else the first such not taken), or for an autosave that does not
  /// say, the interaction at its index; `gone` holds those `loaded` has no place for.
  func placed(in loaded: LoadedScene) -> (placed: [(index: Int, entry: Entry)], gone: [Entry]) {
    let keys = InteractionMatch.keys(of: loaded)
    var queue = InteractionQueue(keys)
    var placed: [(index: Int, entry: Entry)] = []
    var gone: [Entry] = []
    for entry in springs {
      let own = keys.indices.contains(entry.interaction) ? entry.interaction : nil
      var index: Int?
      if let own, !queue.isTaken(own), entry.key == nil || keys[own] == entry.key {
        queue.take(own)
        index = own
      } else if let key = entry.key {
        index = queue.takeFirst(of: key)
      }
      if let index, TunableSprings.spring(at: index, in: loaded) != nil {
        placed.append((index, entry))
      } else {
        gone.append(entry)
      }
    }
    return (placed, gone)
  }

  /// The autosave at `path`, or nil when there is none or it cannot be read.
  static func read(at path: String) -> TuningAutosave? {
    guard FileManager.default.fileExists(atPath: path), let text = try? TextFile.read(path) else {
      return nil
    }
    return TuningAutosave(parsing: text)
  }

  /// Writes the autosave at `path` at once (a reader never sees half of it).
  func write(to path: String) throws {
    try StagedFile(Data(json.utf8), for: path).commit()
  }

  /// Removes the autosave at `path`, if there is one.
  static func remove(at path: String) {
    unlink(path)
  }
}
