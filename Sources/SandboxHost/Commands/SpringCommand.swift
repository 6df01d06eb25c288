import Foundation
import Motion

/// What `motion-sandbox spring` was asked to convert and print.
package struct SpringOptions: Sendable {
  /// The scene (a built-in name or a file) whose interaction's spring to convert.
  package var scene: String?
  /// The index of that interaction in the scene file's `interactions`, from 0.
  package var interaction: Int?
  /// Spring values given as options, by scene-file key (`dampingFraction` for
  /// `--damping-fraction`), in the order given.
  package var values: [(key: String, value: Double)] = []
  /// The rest threshold, points.
  package var threshold: Double?
  /// The distance of the release the losses are measured on, points; default 100.
  package var distance: Double = SpringResponse.referenceDistance
  /// The release velocity towards the destination, points per second.
  package var velocity: Double = 0
  /// The number of stops of the CSS easing.
  package var stops = 40
  /// One platform's code only, by `SpringPlatform` name.
  package var format: String?
  /// Everything as JSON.
  package var json = false

  /// Options converting nothing yet.
  package init() {}

  /// The option that gives `key`: `--damping-fraction` for `dampingFraction`.
  package static func option(forKey key: String) -> String {
    "--" + key.reduce(into: "") { out, ch in out += ch.isUppercase ? "-" + ch.lowercased() : String(ch) }
  }
}

extension Commands {
  /// The names `--format` takes.
  package static let springFormats = SpringPlatform.allCases.map(\.rawValue)

  /// `spring`: the spring of a scene's interaction, or given in any form, in every form and
  /// as every platform's code. Exit status 2, with `error:` lines, on bad input.
  package static func spring(_ options: SpringOptions) -> Int32 {
    var problems: [InputError] = []
    func fault(_ message: String, file: String? = nil) {
      problems.append(InputError(file: file, line: nil, message: message))
    }
    if !(options.distance > 0 && options.distance.isFinite) {
      fault("--distance must be a number of points above 0, not \(options.distance.messageSpelling)")
    }
    if !options.velocity.isFinite { fault("--velocity must be a finite number of points per second") }
    let stopCounts = CSSLinearEasing.stopCounts
    if !stopCounts.contains(options.stops) {
      fault("--stops must be \(stopCounts.lowerBound) to \(stopCounts.upperBound), not \(options.stops)")
    }
    if let threshold = options.threshold, !(threshold > 0 && threshold.isFinite) {
      fault("--threshold must be above 0, not \(threshold.messageSpelling)")
    }
    if let format = options.format, SpringPlatform(rawValue: format) == nil {
      fault("--format must be one of \(springFormats.joined(separator: ", ")), not \"\(format)\"")
    } else if options.format != nil, options.json {
      // --json printed everything and --format was passed over without a word.
      fault("give --format (one platform's code) or --json (every form and platform as data), not both")
    }
    var parameters: SpringSetting?
    switch (options.scene, options.values.isEmpty) {
    case (nil, true):
      fault(
        "give a spring: --scene FILE --interaction N, or one form's values such as "
          + "--duration 0.5 --bounce 0.3 (see motion-sandbox spring --help)")
    case (.some, false):
      fault("give the spring by --scene or by its values, not both")
    case (.some(let scene), true):
      switch sceneSpring(scene, interaction: options.interaction) {
      case .success(let found): parameters = found
      case .failure(let errors): problems += errors.errors
      }
    case (nil, false):
      switch optionSpring(options.values) {
      case .success(let found): parameters = found
      case .failure(let errors): problems += errors.errors
      }
    }
    guard problems.isEmpty, var parameters else { return reportBadInput(problems) }
    if let threshold = options.threshold {
      do {
        parameters = try parameters.withThreshold(threshold)
      } catch {
        return reportBadInput([InputError(file: nil, line: nil, message: error.description)])
      }
    }
    let handoff = SpringHandoff(
      release: ReleasedSpring(
        spring: parameters.coefficients, distance: options.distance, velocity: options.velocity,
        threshold: parameters.threshold),
      written: parameters.writtenValues, stopCount: options.stops)
    if options.json {
      print(JSONWriter(expandedDepth: 3).string(from: handoff.json))
    } else if let format = options.format, let platform = SpringPlatform(rawValue: format) {
      print(handoff.code(for: platform))
    } else {
      print(handoff.text)
    }
    return success
  }

  /// The spring of the interaction at `index` of `scene`, or the faults naming the file.
  static func sceneSpring(_ scene: String, interaction index: Int?) -> Result<
    SpringSetting, InputErrors
  > {
    do {
      let path = try BuiltInScenes.path(forNameOrPath: scene)
      let description = try SceneDescription.parse(
        try TextFile.read(path), file: path, defaultName: TextFile.baseName(path))
      guard let index else {
        let springs = description.interactions.indices.filter {
          description.interactions[$0].tunableSpring != nil
        }
        return .failure(
          InputErrors([
            InputError(
              file: path, line: nil,
              message: "--scene needs --interaction N, the index of an interaction with a spring"
                + (springs.isEmpty
                  ? " (this scene has none)" : " (here: \(springs.map(String.init).joined(separator: ", ")))")
            )
          ]))
      }
      let interactions = description.interactions
      guard index >= 0 else {
        return .failure(
          InputErrors([
            InputError(
              file: path, line: nil,
              message: "--interaction must be an index from 0 into the scene's interactions, not \(index)")
          ]))
      }
      guard index < interactions.count else {
        return .failure(
          InputErrors([
            InputError(
              file: path, line: nil,
              message: "--interaction \(index) is past the scene's \(interactions.count) interaction"
                + (interactions.count == 1 ? "" : "s") + " (indices start at 0)")
          ]))
      }
      guard let spring = interactions[index].tunableSpring else {
        return .failure(
          InputErrors([
            InputError(
              file: path, line: interactions[index].line,
              message:
                "interaction \(index) (\(interactions[index].typeName) on \"\(interactions[index].element)\") "
                + "has no spring")
          ]))
      }
      return .success(spring)
    } catch {
      return .failure(error)
    }
  }

  /// The spring the options' values give, or the faults naming the options.
  private static func optionSpring(_ values: [(key: String, value: Double)]) -> Result<
    SpringSetting, InputErrors
  > {
    let mixing = SpringCodec.form(ofKeys: values.map(\.key)).mixing
    let faults = zip(values, mixing).compactMap { value, earlier in
      earlier.map { earlier in
        InputError(
          file: nil, line: nil,
          message:
            "\(SpringOptions.option(forKey: value.key)) belongs to another form of spring than "
            + earlier.map(SpringOptions.option(forKey:)).joined(separator: ", ")
            + "; give exactly one form (see docs/springs.md)")
      }
    }
    guard faults.isEmpty else { return .failure(InputErrors(faults)) }
    do {
      return .success(try SpringCodec.spring(givenAs: values))
    } catch {
      // A fault of the spring the values make is said with the options that made it.
      let option =
        error.key.map { SpringOptions.option(forKey: $0) + ": " }
        ?? values.map { SpringOptions.option(forKey: $0.key) + " " + CommandLineDefaults.spelled($0.value) }
        .joined(
          separator: ", ") + " make no spring: "
      return .failure(InputErrors([InputError(file: nil, line: nil, message: option + error.description)]))
    }
  }
}
