/// A plan driven by gesture recognizers (seed 004's `Gesturable`).
///
/// If `wantsAnchorPointAdjustment` is true, the target's anchor point moves to the touches'
/// centroid when a gesture begins and whenever its touches change, so that scaling and
/// rotating happen about the fingers; the position compensates, so nothing moves on screen.
public protocol Gesturable: Interaction {
  /// Whether the target's anchor point follows the touches (see the protocol's contract).
  var wantsAnchorPointAdjustment: Bool { get set }
}
