import Foundation
import Motion

/// One spring handed to every platform: the spring in each form, each platform's code, what
/// each does with the release velocity, and what a platform that cannot hold the spring
/// exactly loses, measured on the release (docs/springs.md).
struct SpringHandoff {
  /// The spring and the release it is measured on.
  let release: ReleasedSpring
  /// The form and values the spring was given in, when given in one.
  let written: SpringFormValues<Double>?
  /// The number of stops of the CSS easing.
  let stopCount: Int

  /// One form's spelling of the spring: exact, or the reason it cannot be and, where there is
  /// one, the nearest spelling and how far its motion strays.
  struct FormSpelling {
    /// The form.
    let form: SpringForm
    /// The exact values, or nil.
    let values: [(key: String, value: Double)]?
    /// Why there are no exact values.
    let reason: String?
    /// The nearest values the form holds, when it cannot hold the spring.
    let nearest: [(key: String, value: Double)]?
    /// The largest position difference of the nearest spelling's motion, a fraction of the
    /// distance.
    let nearestError: Double?
  }

  /// The spring in every form, in `SpringForm` order.
  var forms: [FormSpelling] {
    SpringForm.allCases.map { form in
      do throws(SpringFormError) {
        // Origami Studio takes no negative tension or friction (`OrigamiSpring.studio`).
        if form == .origami { _ = try OrigamiSpring.studio(release.spring) }
        return FormSpelling(
          form: form, values: try form.values(of: release.spring), reason: nil, nearest: nil,
          nearestError: nil)
      } catch {
        var nearest: [(key: String, value: Double)]?
        var nearestError: Double?
        if form == .bouncy {
          let near = BouncySpring.nearest(to: release.spring)
          if let made = try? near.coefficients {
            nearest = [("bounciness", near.bounciness), ("speed", near.speed)]
            nearestError = release.largestDifference(from: made, velocity: release.velocity)
          }
        }
        return FormSpelling(
          form: form, values: nil, reason: reasonText(error), nearest: nearest, nearestError: nearestError)
      }
    }
  }

  private func reasonText(_ error: SpringFormError) -> String {
    if case .notExpressible(_, let reason) = error { return reason }
    return error.description
  }

  // MARK: Numbers as code spells them

  /// Ten significant digits: a spring pasted from them moves within 1e-9 of the distance of
  /// the exact one.
  static func spell(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if let whole = value.wholeNumber { return String(whole) }
    var text = String(format: "%.10g", value)
    if text.contains("e") { return text }
    while text.contains("."), text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// A Kotlin `Float` literal: eight significant digits, all a `Float` holds.
  static func float(_ value: Double) -> String {
    var text = String(format: "%.8g", value)
    if !text.contains("e") {
      while text.contains("."), text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text + "f"
  }

  /// Seconds to the millisecond, or with an exponent past a million seconds (eleven days).
  static func seconds(_ value: Double) -> String {
    value < 1e6 ? String(format: "%.3f", value) : String(format: "%.3e", value)
  }

  /// A percentage for a loss: two significant digits, or "< 0.0001%"; one past a hundred
  /// thousand per cent (a step that blows up) with an exponent, and one without bound said so.
  static func percent(_ fraction: Double) -> String {
    let p = fraction * 100
    if p < 1e-4 { return "< 0.0001%" }
    guard p.isFinite else { return "without bound" }
    if p >= 1e5 { return String(format: "%.1e", p).replacingOccurrences(of: "e+0", with: "e+") + "%" }
    if p >= 10 { return String(format: "%.0f", p) + "%" }
    if p >= 0.01 { return String(format: "%.2g", p) + "%" }
    return String(format: "%.1e", p).replacingOccurrences(of: "e-0", with: "e-") + "%"
  }

  private var k: Double { release.spring.stiffness }
  private var c: Double { release.spring.damping }
  private var m: Double { release.spring.mass }
  private var relativeVelocity: Double { release.velocity / release.distance }
  private var releaseWords: String {
    "\(Self.spell(release.velocity)) pt/s over \(Self.spell(release.distance)) pt"
  }

  // MARK: Code

  /// The platform's ready-to-paste code, with comments saying what it does with the release
  /// velocity and what, if anything, it loses.
  func code(for platform: SpringPlatform) -> String {
    var lines: [String]
    switch platform {
    case .swiftUI: lines = swiftUICode
    case .uiKit: lines = uiKitCode
    case .compose: lines = composeCode
    case .android: lines = androidCode
    case .framer: lines = framerCode
    case .reactSpring: lines = reactSpringCode
    case .css: lines = cssCode
    case .origami: lines = origamiCode
    }
    return lines.joined(separator: "\n")
  }

  private var swiftUICode: [String] {
    var lines = ["// SwiftUI (iOS 17+): \(SpringPlatform.swiftUI.velocityRule)."]
    let spring: String
    if let duration = try? SwiftUIDurationSpring(release.spring) {
      spring = "Spring(duration: \(Self.spell(duration.duration)), bounce: \(Self.spell(duration.bounce)))"
      if let response = try? SwiftUIResponseSpring(release.spring) {
        lines.append(
          "// The same spring: Spring(response: \(Self.spell(response.response)), dampingRatio: "
            + "\(Self.spell(response.dampingFraction)))")
      }
    } else {
      // Without allowOverDamping SwiftUI clamps an over-damped spring to critical damping.
      spring =
        "Spring(mass: \(Self.spell(m)), stiffness: \(Self.spell(k)), damping: \(Self.spell(c)), allowOverDamping: true)"
    }
    lines.append("let spring = \(spring)")
    lines.append("withAnimation(.spring(spring)) { position = destination }")
    lines.append("// Handing over a release (\(releaseWords)):")
    lines.append(
      "withAnimation(.interpolatingSpring(spring, initialVelocity: \(Self.spell(relativeVelocity)))) "
        + "{ position = destination }")
    return lines
  }

  private var uiKitCode: [String] {
    [
      "// UIKit / Core Animation: \(SpringPlatform.uiKit.velocityRule).",
      "let animation = CASpringAnimation(keyPath: \"position.x\")",
      "animation.fromValue = layer.position.x  // where the release leaves the layer",
      "animation.toValue = destination",
      "animation.mass = \(Self.spell(m))",
      "animation.stiffness = \(Self.spell(k))",
      "animation.damping = \(Self.spell(c))",
      "animation.initialVelocity = \(Self.spell(relativeVelocity))  // \(releaseWords)",
      "animation.duration = animation.settlingDuration",
      "layer.position.x = destination  // the model value: the layer stays there when the animation ends",
      "layer.add(animation, forKey: \"spring\")",
    ]
  }

  private var androidSpring: AndroidSpring? { try? AndroidSpring(release.spring) }

  /// Why Kotlin's `Float`, which Compose and SpringForce take, cannot hold the Android spring's
  /// values (a literal past 3.4e38 does not compile, one below 1.2e-38 becomes 0 or loses its
  /// digits), or nil when it can.
  private func floatFault(_ android: AndroidSpring) -> String? {
    let values = [
      ("the stiffness k / m", android.platformStiffness), ("the damping ratio", android.dampingRatio),
      ("the release velocity", release.velocity),
    ]
    for (what, value) in values where value != 0 {
      let magnitude = abs(value)
      if magnitude > Double(Float.greatestFiniteMagnitude) || magnitude < Double(Float.leastNormalMagnitude) {
        return "\(what), \(Self.spell(value)), is outside what a Float holds (1.2e-38 to 3.4e38)"
      }
    }
    return nil
  }

  /// The spring both Kotlin platforms take, or the line saying why `title`'s `api` cannot.
  private func kotlinSpring(_ title: String, _ api: String) -> (spring: AndroidSpring?, refusal: [String]) {
    guard let android = androidSpring else {
      return (nil, ["// \(title): cannot: \(api) needs a stiffness above 0."])
    }
    if let fault = floatFault(android) { return (nil, ["// \(title): cannot: \(fault)."]) }
    return (android, [])
  }

  private var composeCode: [String] {
    let kotlin = kotlinSpring("Jetpack Compose", "spring()")
    guard let android = kotlin.spring else { return kotlin.refusal }
    return [
      "// Jetpack Compose: mass is fixed at 1, so the stiffness is k / m; \(SpringPlatform.compose.velocityRule).",
      "val spec = spring<Float>(dampingRatio = \(Self.float(android.dampingRatio)), "
        + "stiffness = \(Self.float(android.platformStiffness)))",
      "animatable.animateTo(destination, animationSpec = spec, initialVelocity = \(Self.float(release.velocity)))",
      "// Kotlin's Float holds about seven digits: the motion matches to about 1e-7 of the distance.",
    ]
  }

  private var androidCode: [String] {
    let kotlin = kotlinSpring("AndroidX SpringForce", "SpringForce")
    guard let android = kotlin.spring else { return kotlin.refusal }
    return [
      "// AndroidX SpringForce: mass is fixed at 1, so the stiffness is k / m; \(SpringPlatform.android.velocityRule).",
      "val force = SpringForce(destination)",
      "    .setStiffness(\(Self.float(android.platformStiffness)))",
      "    .setDampingRatio(\(Self.float(android.dampingRatio)))",
      "SpringAnimation(view, DynamicAnimation.TRANSLATION_X).setSpring(force)",
      "    .setStartVelocity(\(Self.float(release.velocity))).start()",
    ]
  }

  private var framerCode: [String] {
    var lines = [
      "// framer-motion: stiffness, damping and mass are exact; \(SpringPlatform.framer.velocityRule).",
      "const transition = { type: \"spring\", stiffness: \(Self.spell(k)), damping: \(Self.spell(c)), "
        + "mass: \(Self.spell(m)), velocity: \(Self.spell(release.velocity)) }",
      "// <motion.div animate={{ x: destination }} transition={transition} />",
    ]
    if let visual = FramerSpringModel.visualDuration(of: release.spring) {
      let loss = loss(of: visual.made, velocity: 0)
      lines.append(
        "// By time: { type: \"spring\", visualDuration: \(Self.spell(visual.visualDuration)), "
          + "bounce: \(Self.spell(visual.bounce)) } \(loss)")
    }
    if let timed = FramerSpringModel.duration(of: release.spring) {
      let made = timed.made
      let end = timed.duration
      let span = release.comparisonSpan(with: made, velocity: 0)
      let error = release.largestDifference(over: max(span, end)) { t in
        t >= end ? 1 : release.progress(of: made, at: t, velocity: 0)
      }
      var what = ["framer-motion finds the frequency by its own search and ends at the duration"]
      if FramerSpringModel.clampedRatio(release.spring.dampingRatio) != release.spring.dampingRatio {
        what.append("damping ratio clamped to \(Self.spell(made.dampingRatio))")
      }
      if release.velocity != 0 { what.append("the release velocity dropped") }
      lines.append(
        "// Or: { type: \"spring\", duration: \(Self.spell(timed.duration)), bounce: \(Self.spell(timed.bounce)) }"
          + " (" + what.joined(separator: ", ") + ": largest error " + Self.percent(error)
          + " of the distance)")
    }
    return lines
  }

  /// "(exact)" or what a platform's spring `made` loses against the release, with the
  /// velocity it starts with.
  private func loss(of made: SpringCoefficients, velocity: Double) -> String {
    let ratioClamped = !release.spring.isSameMotion(as: made, tolerance: 1e-12)
    let velocityDropped = velocity != release.velocity
    if !ratioClamped, !velocityDropped { return "(exact)" }
    var what: [String] = []
    if ratioClamped {
      what.append(
        "damping ratio \(Self.spell(release.spring.dampingRatio)) clamped to \(Self.spell(made.dampingRatio))"
      )
    }
    if velocityDropped { what.append("the release velocity dropped") }
    let error = release.largestDifference(from: made, velocity: velocity)
    return "(" + what.joined(separator: ", ") + ": largest error " + Self.percent(error) + " of the distance)"
  }

  /// The largest difference between the exact motion and react-spring's: it steps 1 ms at a
  /// time, velocity first (semi-implicit Euler), in units per millisecond.
  var reactSpringStepError: Double {
    var position = 0.0
    var velocity = release.velocity / 1000 / release.distance
    var largest = 0.0
    let span = release.comparisonSpan(with: release.spring, velocity: release.velocity)
    // At most 20 s of steps; a span that is no number (which `min` would pass on) takes them all.
    let milliseconds = span * 1000
    let steps = (0...20_000).contains(milliseconds) ? Int(milliseconds.rounded(.up)) : 20_000
    for n in 1...max(steps, 1) {
      let springForce = -k * 1e-6 * (position - 1)
      let dampingForce = -c * 1e-3 * velocity
      velocity += (springForce + dampingForce) / m
      position += velocity
      largest = max(largest, abs(position - release.progress(at: Double(n) / 1000)))
    }
    return largest
  }

  private var reactSpringCode: [String] {
    [
      "// react-spring: tension, friction and mass are stiffness, damping and mass; "
        + "\(SpringPlatform.reactSpring.velocityRule).",
      "api.start({ x: destination, config: { tension: \(Self.spell(k)), friction: \(Self.spell(c)), "
        + "mass: \(Self.spell(m)), velocity: \(Self.spell(release.velocity / 1000)) } })",
      "// react-spring integrates in 1 ms steps rather than in closed form: largest error "
        + Self.percent(reactSpringStepError) + " of the distance.",
    ]
  }

  /// The CSS easing of the release.
  var cssEasing: CSSLinearEasing? { CSSLinearEasing(release, stopCount: stopCount) }

  private var cssCode: [String] {
    guard let easing = cssEasing else {
      var fromRest = release
      fromRest.velocity = 0
      let settling = fromRest.settlingTime
      if settling.isFinite, settling > CSSLinearEasing.longestDuration {
        return [
          "/* CSS linear(): cannot: it takes \(String(format: "%.3g", settling)) s to come to rest, longer than "
            + "the day an easing is given for. */"
        ]
      }
      if settling == 0 {
        return [
          "/* CSS linear(): none: a release \(Self.spell(release.distance)) pt away rests at once under the "
            + "threshold of \(Self.spell(release.threshold)) pt, so there is no transition to ease. */"
        ]
      }
      let why =
        k == 0
        ? "without stiffness nothing pulls it to its destination" : "without damping it never comes to rest"
      return ["/* CSS linear(): cannot: \(why), so no easing ends on the destination. */"]
    }
    var note =
      "\(easing.milliseconds) ms, \(stopCount) stops: largest error \(Self.percent(easing.largestError)) "
      + "of the distance"
    if release.velocity != 0 {
      note +=
        "; it starts from rest, and the release velocity (\(releaseWords)) would have moved it up to "
        + Self.percent(easing.velocityError) + " of the distance differently"
    }
    return [
      "/* CSS linear(): \(note). */",
      ".element { transition: transform \(easing.milliseconds)ms \(easing.function); }",
    ]
  }

  private var origamiCode: [String] {
    var lines: [String] = []
    if let origami = try? OrigamiSpring.studio(release.spring) {
      lines.append(
        "// Origami Studio springs: Tension \(Self.spell(origami.tension)), Friction \(Self.spell(origami.friction))"
      )
    } else {
      lines.append(
        "// Origami Studio: no Origami tension and friction hold this spring (see the forms above).")
    }
    if let bouncy = try? BouncySpring(release.spring) {
      lines.append(
        "// Origami Studio: Bounciness \(Self.spell(bouncy.bounciness)), Speed \(Self.spell(bouncy.speed))")
    } else if let spelling = forms.first(where: { $0.form == .bouncy }), let nearest = spelling.nearest,
      let error = spelling.nearestError
    {
      lines.append(
        "// Bounciness and speed cannot hold it (\(spelling.reason ?? "")); nearest: Bounciness "
          + "\(Self.spell(nearest[0].value)), Speed \(Self.spell(nearest[1].value)), largest error "
          + "\(Self.percent(error)) of the distance")
    }
    lines.append("// \(SpringPlatform.origami.velocityRule).")
    if let origami = try? OrigamiSpring.studio(release.spring), origami.tension != 0, origami.friction != 0 {
      lines.append(
        "Animated.spring(value, { toValue: destination, tension: \(Self.spell(origami.tension)), "
          + "friction: \(Self.spell(origami.friction)), velocity: \(Self.spell(release.velocity)), "
          + "useNativeDriver: true }).start()")
    } else {
      lines.append(
        "Animated.spring(value, { toValue: destination, stiffness: \(Self.spell(k)), damping: \(Self.spell(c)), "
          + "mass: \(Self.spell(m)), velocity: \(Self.spell(release.velocity)), useNativeDriver: true }).start()"
      )
    }
    return lines
  }
}
