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
  /// The platform whose units the panel shows the spring in besides its own rows (`u`).
  private(set) var platform: SpringForm = .swiftUIResponse

  /// `u`: the next platform's units, after the last the first (the physical form has rows).
  func showNextPlatform() {
    let forms = SpringForm.allCases.filter { $0 != .physical }
    let next = (forms.firstIndex(of: platform) ?? -1) + 1
    platform = forms[next % forms.count]
  }

  /// Where the panel lies, for drawing and the mouse.
  private(set) var layout: TuningPanelLayout
  /// What the selected element did lately: its speed, its releases, its flight.
  let history = SelectionHistory()
  /// A spring pinned with `b` as the reference ("before") the panel compares with, and the
  /// ghost of the flight made with it.
  struct PinnedReference: Sendable {
    /// The pinned parameters.
    var spring: SpringSetting
    /// The path of the last flight before it was pinned, in scene points.
    var ghost: [Point]
  }
  /// The references pinned, by scene name and interaction index: each scene keeps its own.
  private var pins: [String: PinnedReference] = [:]
  /// The name of the scene shown.
  private var sceneName = ""
  /// The reference pinned for the selected spring of the scene shown, if any.
  private(set) var pinned: PinnedReference?

  /// `b`: pins the selected spring as it is now as the reference, with the last flight's ghost;
  /// nil when the panel is hidden or nothing is selected, else the spring pinned.
  func pinReference(in loaded: LoadedScene) -> SpringSetting? {
    guard let selection, let current = selectedParameters(in: loaded) else { return nil }
    let pin = PinnedReference(spring: current, ghost: history.newestGhostPath)
    pins["\(sceneName)#\(selection)"] = pin
    pinned = pin
    history.setPinnedGhost(pin.ghost)
    return current
  }

  /// Finds the reference pinned for the selection in the scene shown.
  private func lookUpPin() {
    pinned = selection.flatMap { pins["\(sceneName)#\($0)"] }
    history.setPinnedGhost(pinned?.ghost ?? [])
  }

  /// The motion time of the last frame sampled, to tell a `.` step from a paused frame.
  private var lastSampledMotionTime = -Double.infinity
  /// The slider being dragged with the mouse.
  private var dragging: TunedParameter?
  /// True from a press on the panel (off its sliders) to its release.
  private var isHoldingPanel = false
  /// Creates a hidden panel, laid out beside an 800 × 600 scene until it is drawn.
  init() {
    layout = TuningPanelLayout(sceneSize: Size(width: 800, height: 600), rowHeight: 17)
  }

  /// What a change from the panel is: the interaction's index and the new values.
  typealias Change = (interaction: Int, spring: SpringChange)

  /// `t`: shows or hides the panel; showing it selects the first spring if none is selected.
  func toggle(in loaded: LoadedScene) {
    isVisible.toggle()
    dragging = nil
    typed = nil
    if isVisible {
      parameter = .stiffness
      layout = layout.scrolled(to: 0)
      sceneDidChange(loaded, selecting: selection)
    }
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
    typed = nil
    let count = TunedParameter.allCases.count
    parameter =
      TunedParameter(rawValue: ((parameter.rawValue + offset) % count + count) % count) ?? .stiffness
    // In a window too short for every row, the chosen one scrolls into view.
    layout = layout.scrolled(to: layout.scroll(showing: parameter))
  }

  /// Right (up) and Left (down): the chosen parameter of the selected spring one step of `size`
  /// on, or nil when the panel is hidden or nothing is selected.
  func step(up: Bool, size: TunedParameter.StepSize = .normal, in loaded: LoadedScene) -> Change? {
    guard let current = selectedParameters(in: loaded) else { return nil }
    return change(
      parameter, to: parameter.stepped(parameter.value(in: current), up: up, size: size), in: loaded)
  }

  /// What is being typed into the chosen row (Enter began it), or nil.
  private(set) var typed: String?

  /// Enter: starts typing a value for the chosen row of the selected spring.
  func beginTyping(in loaded: LoadedScene) {
    guard selectedParameters(in: loaded) != nil else { return }
    typed = ""
  }

  /// What a key pressed while typing did.
  enum TypingOutcome: Equatable {
    /// Not typing, or a modifier key: the key is the session's as usual.
    case passThrough
    /// The key was the typing's (a digit, or ignored); nothing changes yet.
    case consumed
    /// Enter applied the value typed.
    case change(interaction: Int, spring: SpringChange)
    /// Enter gave a value that makes no spring: nothing changes, and this says why.
    case rejected(String)
  }

  /// A key (down or up, by SDL's name) while typing: digits, `.` and `-` type, Backspace takes
  /// the last back, Enter applies the value (a value that makes no spring, or nothing typed,
  /// changes nothing), Esc cancels. Every other key does nothing while typing, except Shift and
  /// Ctrl, which pass.
  func type(keyName: String, down: Bool, in loaded: LoadedScene) -> TypingOutcome {
    guard let typed else { return .passThrough }
    let name = keyName.lowercased()
    if name.hasSuffix("shift") || name.hasSuffix("ctrl") { return .passThrough }
    guard down else { return .consumed }
    let character = name.hasPrefix("keypad ") ? String(name.dropFirst(7)) : name
    switch character {
    case "escape":
      self.typed = nil
    case "backspace":
      self.typed = String(typed.dropLast())
    case "return", "enter":
      self.typed = nil
      guard !typed.isEmpty else { return .consumed }
      guard let value = Double(typed), value.isFinite else {
        return .rejected("\(parameter.name) \(typed) not applied: not a number")
      }
      if let change = change(parameter, to: value, in: loaded) {
        return .change(interaction: change.interaction, spring: change.spring)
      }
      return rejection(of: value, in: loaded).map { .rejected($0) } ?? .consumed
    case "-" where typed.isEmpty:
      self.typed = "-"
    case ".", "period":
      if !typed.contains(".") { self.typed = typed + "." }
    default:
      if character.count == 1, let digit = character.first, digit.isASCII, digit.isNumber, typed.count < 12 {
        self.typed = typed + character
      }
    }
    return .consumed
  }

  /// Why `value` typed for the chosen row makes no spring, or nil when it changes nothing.
  private func rejection(of value: Double, in loaded: LoadedScene) -> String? {
    guard let current = selectedParameters(in: loaded), value != parameter.value(in: current) else {
      return nil
    }
    do {
      _ = try current.applying(try parameter.checkedChange(to: value, from: current))
      return nil
    } catch {
      return "\(parameter.name) \(TuningPanel.format(value)) not applied: \(error)"
    }
  }

  /// The selected spring's parameters, while the panel is shown.
  private func selectedParameters(in loaded: LoadedScene) -> SpringSetting? {
    guard isVisible, let selection, let spring = TunableSprings.spring(at: selection, in: loaded) else {
      return nil
    }
    return try? TunableSprings.parameters(of: spring)
  }

  /// The change setting `parameter` of the selected spring to `value`, nil when it changes
  /// nothing or makes no spring.
  private func change(_ parameter: TunedParameter, to value: Double, in loaded: LoadedScene) -> Change? {
    guard let selection, let current = selectedParameters(in: loaded),
      value != parameter.value(in: current),
      let asked = parameter.change(to: value, from: current)
    else { return nil }
    guard let next = try? current.applying(asked) else { return nil }
    // The values that change, alone (a new bounce keeps the stiffness as it is).
    let change = SpringChange(from: current, to: next)
    return change == SpringChange() ? nil : (selection, change)
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

  /// Selects the interaction at `index` when the new scene
  /// has a spring there, else the first; lays the panel out for the new scene.
  func sceneDidChange(_ loaded: LoadedScene, selecting index: Int?) {
    history.reset()
    sceneName = loaded.name
    if let selection = index, TunableSprings.spring(at: selection, in: loaded) != nil {
      select(selection, in: loaded)
    } else {
      select(TunableSprings.firstIndex(in: loaded), in: loaded)
    }
  }

  /// Samples the selected element for the panel's graphs at a frame; nothing while `paused`
  /// unless motion time moved since the last sample (a `.` step), as a paused graph would
  /// draw a flat line at the frozen speed and scroll the toss away.
  func sample(_ loaded: LoadedScene, wallTime: Double, motionTime: Double, paused: Bool = false) {
    let stepped = motionTime != lastSampledMotionTime
    lastSampledMotionTime = motionTime
    guard !paused || stepped, let selection, let spring = TunableSprings.spring(at: selection, in: loaded)
    else {
      return
    }
    // A toss's flight, or a draggable's spring back inside its bounds.
    let entry = loaded.runtime.interactions[selection]
    let element = (entry.interaction as? Tossable)?.element ?? entry.element
    history.sample(
      element, spring: spring, state: entry.interaction.state, runtime: loaded.runtime, wallTime: wallTime,
      motionTime: motionTime)
  }

  /// Lays the panel out in `column` (scene points) for text rows `rowHeight` high, `unit`
  /// scene points a window point (the renderer knows its font and the window's fit).
  func setMetrics(column: Rect, rowHeight height: Double, unit: Double) {
    guard height.isFinite, height > 0, unit.isFinite, unit > 0 else { return }
    guard column != layout.frame || height != layout.rowHeight || unit != layout.unit else { return }
    let next = TuningPanelLayout(column: column, rowHeight: height, unit: unit, scroll: layout.scroll)
    layout = next.scrolled(to: next.scroll(showing: parameter))
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
    drags += 1
    return slide(row, to: point, in: loaded)
  }

  private func slide(_ parameter: TunedParameter, to point: Point, in loaded: LoadedScene) -> MouseOutcome {
    let track = layout.sliderTrack(parameter)
    let value = parameter.value(atSliderFraction: (point.x - track.x) / track.width)
    guard let change = change(parameter, to: value, in: loaded) else { return .consumed }
    return .change(interaction: change.interaction, spring: change.spring)
  }

  /// Whether a wheel turned at `point` is the panel's: over the shown panel nothing of it
  /// reaches the scene, and in a window too short for every row it scrolls them (`delta.y`
  /// steps, up positive, three rows a step).
  func takesWheel(at point: Point, delta: Point = .zero) -> Bool {
    guard isVisible, layout.contains(point) else { return false }
    if layout.maximumScroll > 0, delta.y.isFinite, delta.y != 0 {
      layout = layout.scrolled(to: layout.scroll - delta.y * 3 * layout.rowHeight)
    }
    return true
  }

  /// The number of the slider drag under way, or nil: the changes of one drag are one step
  /// to undo.
  var dragNumber: Int? { dragging == nil ? nil : drags }
  private var drags = 0

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
    if index != selection {
      history.reset()
      typed = nil
    }
    selection = index
    lookUpPin()
  }
}
