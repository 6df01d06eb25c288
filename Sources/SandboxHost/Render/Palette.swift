import CSDL2
import Motion

/// The colours the sandbox draws its own marks, panels and text in (not a scene's), by role.
///
/// Where two places show the same thing they share one colour, so that it reads as one thing
/// on screen: a spring in motion is mint in the overlay and on the tuning panel's curve alike.
/// Shapes take `SDL_Color`, text `Color` (`TextRenderer.draw`). The key panel's "overlay (o)
/// marks" lines (`HUDRenderer.helpLines`) name the overlay's colours: a new colour there wants
/// a new word there too.
enum Palette {
  // MARK: - Motion, shared by the overlay and the tuning panel

  /// Mint: a spring in motion. The overlay draws a moving tossable's destination and the angle
  /// a snapping rotation springs to in it; the tuning panel draws its response curves in it
  /// too (`responseCurve`, `referenceCurve`), so that the curve and the flight read as one.
  static let moving = SDL_Color(r: 105, g: 240, b: 174, a: 230)
  /// Magenta: where a motion in progress is right now. The overlay's cross-hair on a gesture's
  /// centroid ("magenta +, ring"); the tuning panel's dot at the flying element's place on its
  /// curve (`flightMarker`) is the same magenta.
  static let livePoint = SDL_Color(r: 255, g: 64, b: 255, a: 230)
  /// Amber, the accent that picks one thing out: the HUD's paused or slowed status, the key
  /// panel's headings (lines ending in ":") and the tuning panel's selected parameter, whose
  /// knob (`selectedKnob`) and the tuned element's flight ghosts are drawn in it too.
  static let accent = Color(red: 255, green: 213, blue: 79)
  /// Grey-blue text of less weight than white: the overlay's idle lines, the tuning panel's
  /// meanings, captions and key hints.
  static let dimText = Color(red: 170, green: 170, blue: 180)
  /// Salmon: what went wrong, as the first line of the failed-load banner and the HUD's
  /// messages that begin "error".
  static let errorText = Color(red: 255, green: 138, blue: 128)

  // MARK: - Overlay

  /// The dot on the anchor point of an element that an interaction acts on ("yellow dot").
  static let anchor = SDL_Color(r: 255, g: 235, b: 59, a: 255)
  /// The dark disc around `anchor`, so it shows on light elements.
  static let anchorEdge = SDL_Color(r: 0, g: 0, b: 0, a: 200)
  /// A velocity arrow ("green arrow"), a lighter green than `moving`.
  static let velocity = SDL_Color(r: 118, g: 255, b: 3, a: 230)
  /// A resting tossable's destination: grey, as nothing moves towards it.
  static let resting = SDL_Color(r: 158, g: 158, b: 158, a: 200)
  /// A tossable's destinations not chosen by the last release (its other snap points).
  static let snapPoint = SDL_Color(r: 144, g: 202, b: 249, a: 200)
  /// Where the last release was projected to glide to, and the angle a rotation was projected
  /// to.
  static let projection = SDL_Color(r: 255, g: 167, b: 38, a: 230)

  // MARK: - Touch marks (with the overlay, and without it for emulated and pinned fingers)

  /// A real touch's disc ("white disc"), translucent over what it touches.
  static let realTouch = SDL_Color(r: 255, g: 255, b: 255, a: 150)
  /// The ring around `realTouch`, so it shows on white elements.
  static let realTouchEdge = SDL_Color(r: 20, g: 20, b: 20, a: 200)
  /// An emulated finger's ring, the partner of a Ctrl-drag ("cyan ring").
  static let emulatedTouch = SDL_Color(r: 0, g: 229, b: 255, a: 230)
  /// A pinned finger's ring and cross ("orange ring, +").
  static let pinnedTouch = SDL_Color(r: 255, g: 152, b: 0, a: 230)
  /// The dark halo under a small mark drawn without the overlay, so it shows on light and dark
  /// elements alike.
  static let smallMarkEdge = SDL_Color(r: 0, g: 0, b: 0, a: 160)

  // MARK: - Tuning panel

  /// A parameter's slider track.
  static let sliderTrack = SDL_Color(r: 110, g: 110, b: 125, a: 255)
  /// The knob of a parameter not selected.
  static let knob = SDL_Color(r: 230, g: 230, b: 235, a: 255)
  /// The selected parameter's knob, in the accent its row's text is written in.
  static let selectedKnob = SDL_Color(accent)
  /// The tuned element's last flights in the scene, in the accent; the panel fades each by its
  /// age through the alpha.
  static let flightGhost = SDL_Color(accent)
  /// The pinned reference's flight in the scene ("cyan ghost"), fainter than the last flights.
  static let pinnedGhost = SDL_Color(r: 128, g: 222, b: 234, a: 120)
  /// The plots' axes and guide lines, dim so the curves stand out.
  static let plotGuide = SDL_Color(r: 90, g: 90, b: 105, a: 255)
  /// The current parameters' response curve: the overlay's `moving`, opaque.
  static let responseCurve = moving.withAlpha(255)
  /// The reference's response curve beside it: `moving`, dimmed.
  static let referenceCurve = moving.withAlpha(110)
  /// The dot on the response curve at the flying element's place: `livePoint`, opaque.
  static let flightMarker = livePoint.withAlpha(255)
  /// The speed graph's line.
  static let speed = SDL_Color(r: 100, g: 181, b: 246, a: 255)
  /// A release's line on the speed graph ("the release as an orange line"): the orange of
  /// `pinnedTouch`, but not the same thing, so each may change alone.
  static let release = SDL_Color(r: 255, g: 152, b: 0, a: 230)

  // MARK: - HUD

  /// The frames-per-second line, pale green.
  static let timingText = Color(red: 200, green: 230, blue: 201)
  /// The key hint and the key panel's scroll line, dimmer than `dimText`.
  static let hintText = Color(red: 160, green: 160, blue: 170)
  /// "● REC" while a film is recorded: red.
  static let recordingText = Color(red: 244, green: 67, blue: 54)
}

extension SDL_Color {
  /// The same colour at opacity `alpha` (0 transparent, 255 opaque): one palette colour drawn
  /// stronger or fainter in another place.
  func withAlpha(_ alpha: UInt8) -> SDL_Color {
    SDL_Color(r: r, g: g, b: b, a: alpha)
  }
}
