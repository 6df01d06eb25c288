import Foundation
import Motion

/// Every spring of a scene for every platform (docs/springs.md): the text `w` writes beside the
/// tuned scene, and the one line of a form that the tuning panel shows.
enum SpringFormsText {
  /// `parameters` in `form`, as `key value` pairs (`response 0.3239, dampingFraction 0.7031`),
  /// or why the form cannot hold it.
  static func line(_ parameters: SpringSetting, in form: SpringForm) -> String {
    do {
      return try figures(parameters, in: form).joined(separator: ", ")
    } catch {
      return "cannot: \(error)"
    }
  }

  /// The spring's values in `form`, each as "name value"; throws when the form cannot hold it.
  static func figures(_ parameters: SpringSetting, in form: SpringForm) throws -> [String] {
    try SpringFormValues(parameters.coefficients, in: form).values.map {
      "\($0.key) \(TuningPanel.format($0.value))"
    }
  }

  /// The text for every spring of `loaded`: a heading naming `sceneFile`, then per spring its
  /// interaction and what `motion-sandbox spring` prints for it (every form, every platform's
  /// code, what each does with a release velocity and what each loses), for a release at rest
  /// as far away as the spring command measures by default.
  static func text(of loaded: LoadedScene, sceneFile: String) -> String {
    var out = "# The springs of \(sceneFile), for every platform (see docs/springs.md)\n"
    let defaults = SpringOptions()
    for index in TunableSprings.indices(in: loaded) {
      guard let spring = TunableSprings.spring(at: index, in: loaded) else { continue }
      let entry = loaded.runtime.interactions[index]
      out +=
        "\n## interaction \(index) (\(InteractionType.name(of: entry.interaction)) on \"\(entry.element.name)\")\n\n"
      guard let values = try? TunableSprings.parameters(of: spring) else {
        out += "its values make no spring\n"
        continue
      }
      let handoff = SpringHandoff(
        release: ReleasedSpring(
          spring: values.coefficients, distance: defaults.distance, velocity: defaults.velocity,
          threshold: values.threshold),
        written: values.writtenValues, stopCount: defaults.stops)
      out += handoff.text + "\n"
    }
    return out
  }

  /// Writes `text(of:sceneFile:)` beside the tuned scene at `scenePath`, as
  /// `NAME-springs.txt`, never over a file; returns its path.
  static func write(beside scenePath: String, loaded: LoadedScene) throws -> String {
    let path = TunedSceneWriter.springsFileName(ofTunedScene: scenePath)
    let text = text(of: loaded, sceneFile: PathComponents.last(of: scenePath))
    // Staged and moved in only where no file is, as every output.
    guard try StagedFile(Data(text.utf8), for: path).commitWithoutReplacing() else {
      throw RunError("cannot write \(path): a file of that name is there")
    }
    return path
  }
}
