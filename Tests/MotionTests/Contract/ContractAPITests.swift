import Motion
import Testing

/// docs/library.md as a program: the snippet compiles against the public API (a plain `import
/// Motion`, no `@testable`) and does what it says.
@Suite struct ContractAPITests {
  @Test func theContractSnippetRuns() {
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60))
    scene.addChild(square)
    let circle = Element(name: "circle", position: Point(x: 650, y: 150), size: Size(width: 60, height: 60))
    scene.addChild(circle)
    let sticker = Element(
      name: "sticker", position: Point(x: 400, y: 300), size: Size(width: 120, height: 80))
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)

    runtime.add(DirectlyManipulable(), to: sticker)
    let drag = DragGestureRecognizer()
    let draggable = Draggable(panGestureRecognizer: drag)
    #expect(draggable.wantsAnchorPointAdjustment == false)
    #expect(Pinchable().wantsAnchorPointAdjustment && Rotatable().wantsAnchorPointAdjustment)

    let tossable = Tossable(
      destination: propertyOf(circle).center, toss: square, container: scene,
      springSource: runtime.springSource)
    tossable.connect(with: runtime)

    let other = DragGestureRecognizer()
    scene.addGestureRecognizer(other)
    let moved = gestureSource(other).translation(addedTo: propertyOf(square).center, in: scene)
    let alsoMoved = gestureSource(other).translation(relativeTo: propertyOf(square).center, in: scene)
    let fromStream = gestureSource(other).translation(addedTo: propertyOf(square).center.stream, in: scene)
    runtime.connect(moved, to: propertyOf(square).center)
    _ = (alsoMoved, fromStream)

    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 500), time: 0.0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 140, y: 480), time: 0.016))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 140, y: 480), time: 0.032))
    runtime.advance(to: 0.5)
    for i in 1...600 { runtime.advance(to: 0.5 + Double(i) / 60) }
    #expect(runtime.isAtRest)
    #expect(square.position == circle.position)

    // The rest of docs/library.md's public surface, by name.
    let property: ReactiveProperty<Point> = propertyOf(square).position
    #expect(property === propertyOf(square).center)
    property.write(Point(x: 1, y: 2))
    #expect(property.read() == Point(x: 1, y: 2))
    let _: ReactiveProperty<Point> = propertyOf(square).anchorPoint
    let _: ReactiveProperty<Double> = propertyOf(square).scale
    let _: ReactiveProperty<Double> = propertyOf(square).rotation
    let _: ReactiveProperty<Size> = propertyOf(square).size
    let spring = Spring(to: propertyOf(circle).center, initialValue: propertyOf(square).center, threshold: 1)
    #expect(spring.stiffness.read() == 342 && spring.damping.read() == 30 && spring.mass.read() == 1)
    #expect(spring.initialVelocity.read() == .zero && spring.enabled.read())
    let source: SpringSource<Point> = runtime.springSource
    let stream: MotionObservable<Point> = source(spring)
    let subscription = stream.nextOperator { (value: Point, next: (Double) -> Void) in next(value.x) }
      .subscribe(next: { _ in })
    subscription.cancel()
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    #expect(pinch.scale == 1 && rotation.rotation == 0 && pinch.state == .possible)
    _ = gestureSource(other).velocity(in: scene)
    _ = gestureSource(other).onRecognitionState(.ended)
    _ = gestureSource(other).centroid(in: scene)
    _ = source(spring).toggled(with: moved)
    _ = (drag.translation(in: scene), drag.velocity(in: scene), drag.centroid(in: scene))
    let phases: [TouchPhase] = [.began, .moved, .ended, .cancelled]
    let states: [GestureRecognizerState] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    #expect(phases.count == 4 && states.count == 6)
  }
}
