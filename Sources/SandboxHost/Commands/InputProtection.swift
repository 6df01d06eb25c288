import Foundation

/// Refuses, before anything is written, an output that would replace one of the command's own
/// inputs (docs/scripts.md): a replay's `final.json` over its scene file, a dump named like the
/// script in the output folder, `compare`'s diff over an image it compares.
///
/// Paths are compared by the file they resolve to (device and inode, symbolic links
/// followed), not by their spelling, so `box/final.json`, `./box/final.json` and a link to it
/// are one file. An output that does not exist yet cannot be an input.
enum InputProtection {
  /// A file a command reads.
  struct Input: Sendable {
    /// The path as given.
    var path: String
    /// What it is to the command, as a message names it: "the scene file (--scene)".
    var role: String

    /// Creates an input.
    init(path: String, role: String) {
      self.path = path
      self.role = role
    }
  }

  /// A file a command is about to write.
  struct Output: Sendable {
    /// Where it will be written.
    var path: String
    /// What it is, as a message names it: `dump "a.json"`, "the diff image".
    var origin: String
    /// What the user can change to avoid the clash: "choose another --out".
    var remedy: String
    /// The file and line that ask for it (a script's capture or dump line); nil for an output
    /// the command line asks for, whose fault then names the output's path.
    var file: String?
    /// The 1-based line in `file` that asks for it; nil with no file.
    var line: Int?

    /// Creates an output.
    init(path: String, origin: String, remedy: String, file: String? = nil, line: Int? = nil) {
      self.path = path
      self.origin = origin
      self.remedy = remedy
      self.file = file
      self.line = line
    }
  }

  /// A fault for every output that is one of the inputs, naming both, and for every output
  /// that names an existing folder (a file cannot take its place).
  static func problems(writing outputs: [Output], over inputs: [Input]) -> [InputError] {
    let identities = inputs.compactMap { input in identity(of: input.path).map { (input, $0) } }
    var problems: [InputError] = []
    for output in outputs {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder), isFolder.boolValue {
        problems.append(
          InputError(
            file: output.file ?? output.path, line: output.line,
            message: "\(output.origin) would write over the folder \(output.path); \(output.remedy)"))
        continue
      }
      guard let id = identity(of: output.path),
        let (input, _) = identities.first(where: { $0.1 == id })
      else { continue }
      let target = output.path == input.path ? input.path : "\(input.path) (as \(output.path))"
      problems.append(
        InputError(
          file: output.file ?? output.path, line: output.line,
          message: "\(output.origin) would write over \(input.role) \(target); \(output.remedy)"))
    }
    return problems
  }

  /// The device and inode of the file at `path` (links followed), or nil when there is none.
  static func identity(of path: String) -> FileIdentity? {
    var info = stat()
    guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
    return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  /// The path of `name` inside the folder `folder`, as a session writes it.
  static func path(of name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

/// Which file a path resolves to: equal identities are the same file.
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64
}
