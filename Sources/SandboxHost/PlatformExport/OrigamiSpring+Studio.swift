import Motion

extension OrigamiSpring {
  /// `spring` in Origami's tension and friction as Origami Studio's controls take them: they go
  /// no lower than 0, so a spring whose Origami value would be negative (a stiffness under
  /// 85.4 or a damping under 1, per unit mass) has no Origami spelling there and throws
  /// `notExpressible` saying so, rather than being shown as a negative tension.
  static func studio(_ spring: SpringCoefficients) throws(SpringFormError) -> OrigamiSpring {
    let origami = try OrigamiSpring(spring)
    guard origami.tension >= 0, origami.friction >= 0 else {
      let what = origami.tension < 0 ? "tension" : "friction"
      throw .notExpressible(
        form: "origamiTension and origamiFriction",
        reason: "Origami takes no negative \(what), and this spring's would be "
          + TuningPanel.format(origami.tension < 0 ? origami.tension : origami.friction))
    }
    return origami
  }
}
