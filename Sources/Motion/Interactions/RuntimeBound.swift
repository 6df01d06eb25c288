/// An interaction that remembers the runtime it is connected to, and must forget it when that
/// runtime removes it, so that adding it again wires it anew.
protocol RuntimeBound {
  /// Called by `runtime` once it has removed the interaction.
  func runtimeDidRemove(_ runtime: MotionRuntime)
}
