import Motion

/// The tuning panel's state and its rules (docs/tuning.md): whether it is shown, which
/// interaction's spring it tunes, which parameter the keys change, and what the mouse does on
/// its sliders. It changes no spring itself: it returns the change, and the session applies
/// and records it as a `set` line.
final class Tuner {
  /// Whether the panel is shown.
  private(set) var isVisible = false
  /// The scene-file index of the tuned interaction, or nil when the scene has no spring.
  private(set) var selection: Int?
  /// The parameter Right and Left change.
  private(set) var parameter: TunedParameter = .stiffness
  /// Where the panel lies, for drawing and the mouse.
  private(set) var layout: TuningPanelLayout
  /// What the selected element did lately: its speed, its releases, its flight.
  let history = SelectionHistory()
  /// The slider being dragged with the mouse.
  private var dragging: TunedParameter?
  /// True from a press on the panel (off its sliders) to its release.
  private var isHoldingPanel = false
  private var rowHeight = 17.0
  private var unit = 1.0

  /// Creates a hidden panel.
  init() {
    layout = TuningPanelLayout(sceneSize: Size(width: 800, height: 600), rowHeight: rowHeight)
  }

  /// What a change from the panel is: the interaction's index and the new values.
  typealias Change = (interaction: Int, spring: SpringChange)

  /// `t`: shows or hides the panel; showing it selects the first spring if none is selected.
  func toggle(in loaded: LoadedScene) {
    isVisible.toggle()
    dragging = nil
    if isVisible { sceneDidChange(loaded) }
  }

  /// Tab: selects the next interaction with a spring, after the last the first.
  func selectNext(in loaded: LoadedScene) {
    let indices = TunableSprings.indices(in: loaded)
    guard !indices.isEmpty else { return select(nil, in: loaded) }
    let next = indices.first { $0 > (selection ?? -1) } ?? indices[0]
    select(next, in: loaded)
  }

  /// Up (-1) and Down (+1): the parameter the keys change, wrapping around.
  func chooseParameter(by offset: Int) {
    let count = TunedParameter.allCases.count
    parameter =
      TunedParameter(rawValue: ((parameter.rawValue + offset) % count + count) % count) ?? .stiffness
  }

  /// Right (up) and Left (down): the chosen parameter of the selected spring one step on, or
  /// nil when the panel is hidden or nothing is selected.
  func step(up: Bool, in loaded: LoadedScene) -> Change? {
    guard isVisible, let selection, let spring = TunableSprings.spring(at: selection, in: loaded) else {
      return nil
    }
    let current = parameter.value(in: TunableSprings.parameters(of: spring))
    return (selection, parameter.change(to: parameter.stepped(current, up: up)))
  }

  /// `]` (farther) and `[` (shorter): the selected interaction's deceleration rate one step on,
  /// its velocity lost per millisecond (1 − rate) ÷1.1 or ×1.1 to four significant digits, or
  /// nil when the panel is hidden or the selection has no rate.
  func stepRate(farther: Bool, in loaded: LoadedScene) -> (interaction: Int, rate: Double)? {
    guard isVisible, let selection, let rate = TunableRates.rate(at: selection, in: loaded) else {
      return nil
    }
    let loss = 1 - rate.perMillisecond
    let stepped = TunedParameter.rounded(
      farther ? loss / TunedParameter.stepFactor : loss * TunedParameter.stepFactor)
    return (selection, 1 - min(max(stepped, 1e-5), 0.5))
  }

  /// Keeps the selection when the new scene has a spring at that index, else selects the
  /// first; lays the panel out for the new scene.
  func sceneDidChange(_ loaded: LoadedScene) {
    history.reset()
    if let selection, TunableSprings.spring(at: selection, in: loaded) != nil {
      select(selection, in: loaded)
    } else {
      select(TunableSprings.indices(in: loaded).first, in: loaded)
    }
  }

  /// Samples the selected element for the panel's graphs at a frame.
  func sample(_ loaded: LoadedScene, wallTime: Double, motionTime: Double) {
    guard let selection, let toss = loaded.runtime.interactions[selection].interaction as? Tossable else {
      return
    }
    history.sample(toss, runtime: loaded.runtime, wallTime: wallTime, motionTime: motionTime)
  }

  /// Sets the height of a text row in scene points (the renderer knows its font).
  func setMetrics(rowHeight height: Double, unit: Double, in loaded: LoadedScene) {
    guard height != rowHeight || unit != self.unit, height.isFinite, height > 0, unit.isFinite, unit > 0
    else { return }
    rowHeight = height
    self.unit = unit
    relayout(loaded)
  }

  /// What a mouse input does to the panel.
  enum MouseOutcome: Equatable {
    /// Not the panel's: it goes to the scene as usual.
    case passThrough
    /// The panel took it; nothing changes.
    case consumed
    /// The panel took it and a slider moved.
    case change(interaction: Int, spring: SpringChange)
  }

  /// A mouse press, move or release at a scene point. While the panel is shown, presses on it
  /// and the drags that begin with them are the panel's; a left press on an element with a spring
  /// elsewhere selects that element's interaction (and still reaches the scene).
  func mouse(
    _ phase: MousePhase, button: MouseButton?, at point: Point, in loaded: LoadedScene
  ) -> MouseOutcome {
    guard isVisible else { return .passThrough }
    if let dragging {
      if phase == .up { self.dragging = nil }
      return slide(dragging, to: point, in: loaded)
    }
    // The moves and release of a press on the panel are the panel's too, wherever they go, as
    // those of a press off it stay the scene's.
    if isHoldingPanel {
      if phase == .up { isHoldingPanel = false }
      return .consumed
    }
    guard phase == .down else { return .passThrough }
    guard layout.contains(point) else {
      if button == .left { selectElement(at: point, in: loaded) }
      return .passThrough
    }
    guard button == .left, let row = layout.sliderRow(at: point) else {
      isHoldingPanel = true
      return .consumed
    }
    parameter = row
    dragging = row
    return slide(row, to: point, in: loaded)
  }

  private func slide(_ parameter: TunedParameter, to point: Point, in loaded: LoadedScene) -> MouseOutcome {
    guard let selection, let spring = TunableSprings.spring(at: selection, in: loaded) else {
      return .consumed
    }
    let track = layout.sliderTrack(parameter)
    let value = parameter.value(atSliderFraction: (point.x - track.x) / track.width)
    guard value != parameter.value(in: TunableSprings.parameters(of: spring)) else { return .consumed }
    return .change(interaction: selection, spring: parameter.change(to: value))
  }

  /// Selects the interaction whose tossed element lies under `point` (the topmost).
  private func selectElement(at point: Point, in loaded: LoadedScene) {
    let interactions = loaded.runtime.interactions
    for index in TunableSprings.indices(in: loaded).reversed()
    where interactions[index].element.contains(scenePoint: point) {
      select(index, in: loaded)
      return
    }
  }

  private func select(_ index: Int?, in loaded: LoadedScene) {
    if index != selection { history.reset() }
    selection = index
    relayout(loaded)
  }

  /// Places the panel where it covers neither the tuned element nor its destination, if it can.
  private func relayout(_ loaded: LoadedScene) {
    var keep: [Point] = []
    if let selection, let toss = loaded.runtime.interactions[selection].interaction as? Tossable {
      let element = toss.element
      keep.append(toss.container.convert(toss.destination.read(), to: nil))
      keep.append(element.parent?.convert(element.position, to: nil) ?? element.position)
    }
    layout = TuningPanelLayout(
      sceneSize: loaded.scene.size, rowHeight: rowHeight, unit: unit, keepVisible: keep)
  }
}
