/// A plan that can move its target's anchor point under the fingers (the Direct manipulation specification's
/// `AnchorPointAdjustable`).
///
/// If `wantsAnchorPointAdjustment` is true when the plan is added, the target's anchor point
/// moves to the touches' centroid when a gesture begins and whenever its touches change, so
/// that scaling and rotating happen about the fingers; when the gesture ends the anchor point
/// goes back to the middle, (0.5, 0.5). Each time the position compensates, so nothing moves on
/// screen, and at rest `center` is the element's visual centre again.
public protocol AnchorPointAdjustable: Interaction {
  /// Whether the target's anchor point follows the touches (see the protocol's contract).
  var wantsAnchorPointAdjustment: Bool { get set }
}
