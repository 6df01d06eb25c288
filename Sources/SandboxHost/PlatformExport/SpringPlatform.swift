/// The platforms `motion-sandbox spring` writes code for, by the name `--format` takes.
enum SpringPlatform: String, CaseIterable, Sendable {
  case swiftUI = "swiftui"
  case uiKit = "uikit"
  case compose
  case android
  case framer
  case reactSpring = "react-spring"
  case css
  case origami

  /// The platform's name in headings.
  var title: String {
    switch self {
    case .swiftUI: "SwiftUI"
    case .uiKit: "UIKit (Core Animation)"
    case .compose: "Jetpack Compose"
    case .android: "Android (AndroidX SpringForce)"
    case .framer: "framer-motion"
    case .reactSpring: "react-spring"
    case .css: "CSS linear()"
    case .origami: "Origami and React Native"
    }
  }

  /// What the platform does with a release velocity, in one sentence.
  var velocityRule: String {
    switch self {
    case .swiftUI:
      "initialVelocity is relative: the release velocity divided by the distance to travel (1 = the whole distance per second)"
    case .uiKit:
      "CASpringAnimation.initialVelocity is relative: the release velocity divided by the distance to travel"
    case .compose: "initialVelocity is in the animated value's units per second (px/s for an offset in px)"
    case .android: "setStartVelocity takes the value's units per second (px/s for a translation)"
    case .framer:
      "velocity is in the value's units per second (px/s); the time-based spellings drop it and start from rest"
    case .reactSpring: "config.velocity is in the value's units per millisecond: px/s divided by 1000"
    case .css: "an easing has no initial velocity: it plays the spring from rest"
    case .origami: "React Native's velocity is in the value's units per second (px/s)"
    }
  }
}
