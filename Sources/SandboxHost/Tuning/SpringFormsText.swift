import Foundation
import Motion

/// Every spring of a scene in every form a platform writes it in (docs/springs.md), as the
/// text `w` writes beside the tuned scene and the lines the tuning panel shows one of.
enum SpringFormsText {
  /// `parameters` in `form`, as `key value` pairs (`response 0.3239, dampingFraction 0.7031`),
  /// or why the form cannot hold it.
  static func line(_ parameters: SpringParameters, in form: SpringForm) -> String {
    do {
      let values = try form.values(of: try parameters.coefficients())
      return values.map { "\($0.key) \(TuningPanel.format($0.value))" }.joined(separator: ", ")
    } catch {
      return "cannot: \(error)"
    }
  }

  /// The text for every spring of `loaded`: a heading naming `sceneFile`, then per spring its
  /// interaction and a line for each form.
  static func text(of loaded: LoadedScene, sceneFile: String) -> String {
    var out = "# The springs of \(sceneFile), in each platform's units (see docs/springs.md)\n"
    for index in TunableSprings.indices(in: loaded) {
      guard let spring = TunableSprings.spring(at: index, in: loaded) else { continue }
      let entry = loaded.runtime.interactions[index]
      let values = TunableSprings.parameters(of: spring)
      out += "\ninteraction \(index) (\(entry.interaction.typeName) on \"\(entry.element.name)\")"
      out += ", threshold \(TuningPanel.format(values.threshold)) pt\n"
      for form in SpringForm.allCases {
        out += "  \(form.title): \(line(values, in: form))\n"
      }
    }
    return out
  }

  /// Writes `text(of:sceneFile:)` beside the tuned scene at `scenePath`, as
  /// `NAME-springs.txt`, never over a file; returns its path.
  static func write(beside scenePath: String, loaded: LoadedScene) throws -> String {
    let base = scenePath.hasSuffix(".json") ? String(scenePath.dropLast(5)) : scenePath
    let path = base + "-springs.txt"
    let text = text(of: loaded, sceneFile: (scenePath as NSString).lastPathComponent)
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
    } catch {
      throw RunError("cannot write \(path): \(failureReason(of: error))")
    }
    return path
  }
}
