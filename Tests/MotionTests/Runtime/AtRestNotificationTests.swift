import Testing

@testable import Motion

@Suite struct AtRestNotificationTests {
  private final class Holder {
    var runtime: MotionRuntime?
    var watches: [Subscription] = []
  }

  @Test func aCancelledObserverIsToldNoMore() {
    let scene = Scene(width: 400, height: 400)
    let box = Element(name: "box", position: Point(x: 100, y: 100), size: Size(width: 100, height: 100))
    scene.addChild(box)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: box)
    var kept = 0
    var cancelled = 0
    let keptWatch = runtime.whenAtRest { kept += 1 }
    defer { keptWatch.cancel() }
    let subscription = runtime.whenAtRest { cancelled += 1 }
    #expect(subscription.isActive)
    subscription.cancel()
    #expect(!subscription.isActive)
    subscription.cancel()
    runtime.handle([
      TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0),
      TouchEvent(id: 1, phase: .moved, location: Point(x: 120, y: 100), time: 0.016),
      TouchEvent(id: 1, phase: .ended, location: Point(x: 120, y: 100), time: 0.032),
    ])
    #expect(kept == 1)
    #expect(cancelled == 0)
  }

  /// A drag ended by taking its recognizer away tells the runtime through the drag's connection,
  /// which calls in without holding the runtime. An at-rest observer that lets go of the last
  /// reference frees it there: every observer is still told, and nothing of the runtime is
  /// touched afterwards. It wrote its rest flag into freed memory, which only a build with
  /// AddressSanitizer sees: `make asan` (part of `make test`) stops on it.
  @Test func anObserverMayLetGoOfTheRuntimeItIsToldAbout() {
    let scene = Scene(width: 400, height: 400)
    let box = Element(name: "box", position: Point(x: 100, y: 100), size: Size(width: 100, height: 100))
    scene.addChild(box)
    let holder = Holder()
    weak var weakRuntime: MotionRuntime?
    var told: [String] = []
    do {
      let runtime = MotionRuntime(scene: scene)
      holder.runtime = runtime
      weakRuntime = runtime
      let drag = Draggable()
      runtime.add(drag, to: box)
      holder.watches.append(
        runtime.whenAtRest {
          told.append("first")
          holder.runtime = nil
        })
      holder.watches.append(runtime.whenAtRest { told.append("second") })
      runtime.handle([
        TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0),
        TouchEvent(id: 1, phase: .moved, location: Point(x: 120, y: 100), time: 0.016),
      ])
    }
    #expect(weakRuntime != nil)
    box.removeGestureRecognizer(box.gestureRecognizers[0])
    #expect(told == ["first", "second"])
    #expect(weakRuntime == nil)
  }

  /// An at-rest observer that hands the runtime an event (which leaves it at rest) is not told
  /// again from inside its own call: it was, without end, until the stack ran out.
  @Test func anObserverThatHandsTheRuntimeAnEventIsToldOnce() {
    let scene = Scene(width: 400, height: 400)
    let box = Element(name: "box", position: Point(x: 100, y: 100), size: Size(width: 100, height: 100))
    scene.addChild(box)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: box)
    var told = 0
    let watch = runtime.whenAtRest {
      told += 1
      guard told < 5 else { return }
      runtime.handle(TouchEvent(id: 9, phase: .moved, location: Point(x: 0, y: 0), time: 1))
    }
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 120, y: 100), time: 0.1))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 120, y: 100), time: 0.2))
    #expect(told == 1)
    watch.cancel()
  }
}
