/// A reference that neither retains nor releases its object: the module's only unmanaged
/// reference, for the few places a frame reaches thousands of objects (the scheduler's running
/// springs, the properties they write, the runtime a connection reports to), where a retain and
/// a release a spring, each an atomic write, cost as much as the spring's arithmetic.
///
/// The invariant every holder keeps: the object outlives each use of the reference. The object's
/// owner removes the reference (or the whole holder) before the object goes; a runner stopped
/// from inside its own observer is kept alive until the frame ends
/// (`SpringScheduler.keepUntilFrameEnds(_:)`). Debug builds check it on every use: they also hold
/// the object weakly, and a use after the object began to go stops the program there.
struct Unretained<Object: AnyObject> {
  private let reference: Unmanaged<Object>
  #if DEBUG
    private weak var checked: Object?
  #endif

  init(_ object: Object) {
    reference = .passUnretained(object)
    #if DEBUG
      checked = object
    #endif
  }

  /// Calls `body` with the object, neither retained nor released around the call.
  @inline(__always)
  func with<Result>(_ body: (Object) -> Result) -> Result {
    #if DEBUG
      precondition(checked != nil, "an unretained reference was used after its object went")
    #endif
    return reference._withUnsafeGuaranteedRef(body)
  }
}
