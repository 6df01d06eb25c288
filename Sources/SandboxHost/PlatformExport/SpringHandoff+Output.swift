import Foundation
import Motion

extension SpringHandoff {
  /// Everything, as the `spring` command prints it without `--format` or `--json`.
  var text: String {
    var out: [String] = []
    let spring = release.spring
    out.append(
      "spring: stiffness \(Self.spell(spring.stiffness)), damping \(Self.spell(spring.damping)), "
        + "mass \(Self.spell(spring.mass)), threshold \(Self.spell(release.threshold))")
    if let written, written.form != .physical {
      out.append("  written as \(written.form.title): " + Self.list(written.values))
    }
    let period = spring.stiffness > 0 ? Self.spell(2 * Double.pi / spring.naturalFrequency) + " s" : "none"
    let settles = release.settlingTime
    out.append(
      "  damping ratio \(Self.spell(spring.dampingRatio)), undamped period \(period); released "
        + "\(Self.spell(release.distance)) pt from its destination at \(Self.spell(release.velocity)) pt/s, "
        + (settles.isFinite ? "it rests after " + Self.seconds(settles) + " s" : "it never rests"))
    out.append("")
    out.append("forms:")
    let width = SpringForm.allCases.map(\.title.count).max() ?? 0
    for spelling in forms {
      let title = spelling.form.title.padding(toLength: width, withPad: " ", startingAt: 0)
      if let values = spelling.values {
        out.append("  \(title)  " + Self.list(values))
      } else {
        var line = "  \(title)  cannot: \(spelling.reason ?? "")"
        if let nearest = spelling.nearest, let error = spelling.nearestError {
          line +=
            "; nearest " + Self.list(nearest) + " (largest error \(Self.percent(error)) of the distance)"
        }
        out.append(line)
      }
    }
    for platform in SpringPlatform.allCases {
      out.append("")
      out.append("\(platform.title) (--format \(platform.rawValue)):")
      out.append(code(for: platform).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
    }
    return out.joined(separator: "\n")
  }

  /// "key value, key value".
  static func list(_ values: [(key: String, value: Double)]) -> String {
    values.map { "\($0.key) \(spell($0.value))" }.joined(separator: ", ")
  }

  /// Everything as data: the spring, the release, every form and every platform's code,
  /// velocity and losses. Numbers at full precision.
  var json: JSONOutput {
    let spring = release.spring
    var root: [(key: String, value: JSONOutput)] = [
      (
        "spring",
        .object([
          ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
          ("mass", .number(spring.mass)), ("threshold", .number(release.threshold)),
          ("dampingRatio", finite(spring.dampingRatio)),
          ("naturalFrequency", .number(spring.naturalFrequency)),
        ])
      )
    ]
    if let written {
      root.append(
        (
          "written",
          .object(
            [("form", .string(written.form.rawValue))]
              + SpringCodec.members(written.values, fullNumbers: true))
        )
      )
    }
    root.append(
      (
        "release",
        .object([
          ("distance", .number(release.distance)), ("velocity", .number(release.velocity)),
          ("settlingTime", finite(release.settlingTime)),
        ])
      ))
    var forms: [(key: String, value: JSONOutput)] = []
    for spelling in self.forms {
      var fields: [(key: String, value: JSONOutput)] = [("exact", .bool(spelling.values != nil))]
      if let values = spelling.values { fields += values.map { ($0.key, .number($0.value)) } }
      if let reason = spelling.reason { fields.append(("reason", .string(reason))) }
      if let nearest = spelling.nearest {
        fields.append(("nearest", .object(nearest.map { ($0.key, .number($0.value)) })))
      }
      if let error = spelling.nearestError { fields.append(("largestErrorPercent", .number(error * 100))) }
      forms.append((spelling.form.rawValue, .object(fields)))
    }
    root.append(("forms", .object(forms)))
    var platforms: [(key: String, value: JSONOutput)] = []
    for platform in SpringPlatform.allCases {
      var fields: [(key: String, value: JSONOutput)] = [
        ("code", .string(code(for: platform))), ("velocityRule", .string(platform.velocityRule)),
      ]
      fields += data(for: platform)
      platforms.append((platform.rawValue, .object(fields)))
    }
    root.append(("platforms", .object(platforms)))
    return .object(root)
  }

  /// The numbers a platform's code holds, and its losses, as data.
  private func data(for platform: SpringPlatform) -> [(key: String, value: JSONOutput)] {
    let spring = release.spring
    let relative = release.velocity / release.distance
    switch platform {
    case .swiftUI, .uiKit:
      return [
        ("mass", .number(spring.mass)), ("stiffness", .number(spring.stiffness)),
        ("damping", .number(spring.damping)), ("initialVelocity", .number(relative)),
      ]
    case .compose, .android:
      guard let android = try? AndroidSpring(spring) else { return [("exact", .bool(false))] }
      return [
        ("stiffness", .number(android.platformStiffness)), ("dampingRatio", .number(android.dampingRatio)),
        ("initialVelocity", .number(release.velocity)),
      ]
    case .framer:
      var fields: [(key: String, value: JSONOutput)] = [
        ("stiffness", .number(spring.stiffness)), ("damping", .number(spring.damping)),
        ("mass", .number(spring.mass)), ("velocity", .number(release.velocity)),
      ]
      if let visual = FramerSpringModel.visualDuration(of: spring) {
        fields.append(("visualDuration", .number(visual.visualDuration)))
        fields.append(("bounce", .number(visual.bounce)))
        fields.append(
          (
            "visualDurationErrorPercent",
            .number(release.largestDifference(from: visual.made, velocity: 0) * 100)
          ))
      }
      return fields
    case .reactSpring:
      return [
        ("tension", .number(spring.stiffness)), ("friction", .number(spring.damping)),
        ("mass", .number(spring.mass)), ("velocity", .number(release.velocity / 1000)),
        ("stepErrorPercent", .number(reactSpringStepError * 100)),
      ]
    case .css:
      guard let easing = cssEasing else { return [("exact", .bool(false))] }
      return [
        ("durationMs", .integer(easing.milliseconds)), ("linear", .string(easing.function)),
        ("stops", .integer(easing.stops.count)), ("largestErrorPercent", .number(easing.largestError * 100)),
        ("velocityErrorPercent", .number(easing.velocityError * 100)),
      ]
    case .origami:
      guard let origami = try? OrigamiSpring(spring) else { return [] }
      return [("origamiTension", .number(origami.tension)), ("origamiFriction", .number(origami.friction))]
    }
  }

  private func finite(_ value: Double) -> JSONOutput { value.isFinite ? .number(value) : .null }
}
