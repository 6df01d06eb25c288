import Testing

@testable import Motion

@Suite struct BatchedTouchTests {
  /// A scene of draggable, pinchable, rotatable and tossable elements, side by side, each
  /// reporting its gestures' states and velocities to a log.
  private static func scene(log: Log) -> (MotionRuntime, [Element]) {
    let scene = Scene(width: 800, height: 600)
    var elements: [Element] = []
    for index in 0..<12 {
      let element = Element(
        name: "e\(index)", position: Point(x: Double(40 + index * 60), y: 300),
        size: Size(width: 50, height: 50))
      scene.addChild(element)
      elements.append(element)
    }
    let runtime = MotionRuntime(scene: scene)
    for (index, element) in elements.enumerated() {
      switch index % 4 {
      case 0: runtime.add(Draggable(), to: element)
      case 1: runtime.add(DirectlyManipulable(), to: element)
      case 2: runtime.add(Rotatable(), to: element)
      default:
        runtime.add(
          Tossable(
            destination: ReactiveProperty(Point(x: 400, y: 100)), toss: element, container: scene,
            springSource: runtime.springSource), to: element)
      }
      for recognizer in element.gestureRecognizers {
        recognizer.observe {
          log.lines.append("\(element.name) \(type(of: recognizer)) \($0.state) \($0.estimatedVelocity)")
        }
      }
    }
    return (runtime, elements)
  }

  final class Log { var lines: [String] = [] }

  /// Fingers going down, moving, lifting and being cancelled among twelve elements, with ids that
  /// come back and lifts that were lost: handed over as one batch, they leave every element,
  /// gesture and observer exactly where handing them over one at a time leaves them, though the
  /// batch reads ahead of each event along the path of the later ones.
  @Test func aBatchOfTouchesDoesWhatTheSameTouchesOneAtATimeDo() {
    var generator = SeededRandom(seed: 2026_11_26)
    var linesPerStream: [Int] = []
    for _ in 0..<20 {
      var events: [TouchEvent] = []
      var time = 0.0
      for _ in 0..<300 {
        time += Double.random(in: 0...0.01, using: &generator)
        let phase: TouchPhase = [.began, .moved, .moved, .moved, .moved, .ended, .cancelled]
          .randomElement(using: &generator)!
        let location = Point(
          x: Double.random(in: 0...800, using: &generator), y: Double.random(in: 260...340, using: &generator)
        )
        events.append(
          TouchEvent(
            id: Int.random(in: 0..<9, using: &generator), phase: phase, location: location, time: time))
      }
      let (oneLog, batchLog) = (Log(), Log())
      let (oneAtATime, oneElements) = Self.scene(log: oneLog)
      let (batched, batchElements) = Self.scene(log: batchLog)
      for event in events { oneAtATime.handle(event) }
      batched.handle(events)
      #expect(batchLog.lines == oneLog.lines)
      #expect(batched.routedTouchIDs == oneAtATime.routedTouchIDs)
      for (one, batch) in zip(oneElements, batchElements) {
        #expect(one.position == batch.position && one.scale == batch.scale && one.rotation == batch.rotation)
      }
      linesPerStream.append(oneLog.lines.count)
    }
    // The streams reach gestures: every one of them is told many changes, so the comparison
    // above compares something.
    #expect(linesPerStream.allSatisfy { $0 >= 30 })
    #expect(linesPerStream.reduce(0, +) >= 1_000)
  }

  /// An observer that cancels a later finger of the same batch mid-way and takes its element out
  /// of the scene: the batch routes the rest as they now are, so that finger's later moves, read
  /// ahead of while it was still down, move nothing.
  @Test func aBatchRoutesLaterEventsAsAnEarlierOneLeftThem() {
    let scene = Scene(width: 800, height: 600)
    let first = Element(name: "a", position: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
    let second = Element(name: "b", position: Point(x: 300, y: 100), size: Size(width: 50, height: 50))
    scene.addChild(first)
    scene.addChild(second)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: first)
    runtime.add(Draggable(), to: second)
    var secondAtCancel: Point?
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0))
    runtime.handle(TouchEvent(id: 2, phase: .began, location: Point(x: 300, y: 100), time: 0))
    var lifted = false
    first.gestureRecognizers[0].observe { _ in
      guard !lifted, first.position.x > 110 else { return }
      lifted = true
      runtime.handle(TouchEvent(id: 2, phase: .cancelled, location: Point(x: 300, y: 100), time: 0.05))
      second.removeFromParent()
      secondAtCancel = second.position
    }
    var events: [TouchEvent] = []
    for step in 1...20 {
      let t = Double(step) * 0.01
      events.append(
        TouchEvent(id: 1, phase: .moved, location: Point(x: 100 + Double(step) * 2, y: 100), time: t))
      events.append(
        TouchEvent(id: 2, phase: .moved, location: Point(x: 300 + Double(step) * 2, y: 100), time: t))
    }
    runtime.handle(events)
    #expect(lifted)
    #expect(first.position.x == 140)
    #expect(secondAtCancel != nil && second.position == secondAtCancel)
    #expect(runtime.routedTouchIDs == [1])
  }
}
