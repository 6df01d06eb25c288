import Motion

/// The interaction types of scene files, spelled as scene files and dumps spell them: the one
/// place these names are written (the library's types carry no scene-file names).
enum InteractionType: String, Sendable, CaseIterable {
  case draggable, pinchable, rotatable, directlyManipulable, tossable, setPositionOnTap, tween

  /// The types that take `axis`, `bounds` and `rubberBand`.
  static let constrainable: [InteractionType] = [.draggable, .directlyManipulable, .tossable]
  /// The types that take `spring`: a tossable's, a dragged element's spring back, and the
  /// spring that carries a tapped element to the tap.
  static let sprung: [InteractionType] = constrainable + [.setPositionOnTap]

  /// The type of a library interaction, or nil for one no scene file names (a program's own).
  init?(of interaction: any Interaction) {
    switch interaction {
    case is Tossable: self = .tossable
    case is DirectlyManipulable: self = .directlyManipulable
    case is Draggable: self = .draggable
    case is Pinchable: self = .pinchable
    case is Rotatable: self = .rotatable
    case is SetPositionOnTap: self = .setPositionOnTap
    case is Tween<Point>, is Tween<Double>: self = .tween
    default: return nil
    }
  }

  /// How a dump or a message names `interaction`: its scene-file type, else its Swift type's
  /// name (an interaction a program added itself).
  static func name(of interaction: any Interaction) -> String {
    InteractionType(of: interaction)?.rawValue ?? String(describing: type(of: interaction))
  }
}
