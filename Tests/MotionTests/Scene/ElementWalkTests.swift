import Foundation
import Testing

@testable import Motion

@Suite struct ElementWalkTests {
  /// A chain `depth` elements deep, each 20×20 and centred on its parent's centre, under a scene;
  /// returns the scene and the deepest element.
  private func chain(depth: Int) -> (scene: Scene, deepest: Element) {
    let scene = Scene(width: 800, height: 600)
    var parent: Element = scene
    for index in 0..<depth {
      let position = index == 0 ? Point(x: 400, y: 300) : Point(x: 10, y: 10)
      let element = Element(name: "e\(index)", position: position, size: Size(width: 20, height: 20))
      parent.addChild(element)
      parent = element
    }
    return (scene, parent)
  }

  @Test func aTouchOnATwentyThousandDeepChainDragsItsDeepestElement() {
    // Hit testing recursed once per level and crashed this deep (issue 9, point 6).
    let (scene, deepest) = chain(depth: 20_000)
    let drag = DragGestureRecognizer()
    deepest.addGestureRecognizer(drag)
    let runtime = MotionRuntime(scene: scene)
    runtime.connect(
      gestureSource(drag).translation(addedTo: propertyOf(deepest).center, in: deepest.parent!),
      to: propertyOf(deepest).center)
    #expect(scene.hitTest(Point(x: 400, y: 300)) === deepest)
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 400, y: 300), time: 0))
    #expect(runtime.element(owningTouch: 1) === deepest)
    #expect(runtime.isBeingManipulated == false)
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 440, y: 320), time: 0.1))
    #expect(runtime.isBeingManipulated)
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 440, y: 320), time: 0.2))
    #expect(deepest.position == Point(x: 50, y: 30))
    #expect(deepest.corners[0] == Point(x: 430, y: 310))
  }

  @Test func hitTestingFindsTheLastElementInDrawingOrderUnderThePoint() {
    // A random tree of overlapping, turned and scaled elements: the backwards walk that stops at
    // the first hit must answer what testing every element in drawing order answers.
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func random(_ bound: Double) -> Double {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(seed >> 11) / Double(1 << 53) * bound
    }
    let scene = Scene(width: 400, height: 300)
    var all: [Element] = [scene]
    for index in 0..<300 {
      let element = Element(
        name: "e\(index)", position: Point(x: random(400), y: random(300)),
        size: Size(width: 10 + random(80), height: 10 + random(60)),
        scale: 0.5 + random(1.5), rotation: index % 3 == 0 ? 0 : random(6.3))
      all[Int(random(Double(all.count)))].addChild(element)
      all.append(element)
    }
    let order = scene.subtree
    for _ in 0..<500 {
      let point = Point(x: random(440) - 20, y: random(340) - 20)
      let expected = order.dropFirst().last { $0.contains(scenePoint: point) } ?? scene
      #expect(scene.hitTest(point) === expected)
      let inner = all[1]
      #expect(inner.hitTest(point) === inner.subtree.last { $0.contains(scenePoint: point) })
    }
  }

  @Test func theBackwardsWalkTestsOnlyTheElementsAboveTheHit() {
    // Fifty thousand siblings in one place: a hit on the top one tests one element, a hit
    // halfway down tests the half above it.
    let scene = Scene(width: 800, height: 600)
    for index in 0..<50_000 {
      scene.addChild(
        Element(name: "e\(index)", position: Point(x: 400, y: 300), size: Size(width: 10, height: 10)))
    }
    var walk = ElementWalk()
    var tested = 0
    let top = walk.lastInDrawingOrder(inSubtreeOf: scene, rootParentTransform: .identity) { element, _ in
      tested += 1
      return element !== scene
    }
    #expect(top === scene.children.last)
    #expect(tested == 1)
    tested = 0
    let middle = walk.lastInDrawingOrder(inSubtreeOf: scene, rootParentTransform: .identity) { element, _ in
      tested += 1
      return element.name == "e25000"
    }
    #expect(middle?.name == "e25000")
    #expect(tested == 25_000)
  }

  @Test func walksOfADeepChainVisitEveryElementInDrawingOrder() {
    let (scene, deepest) = chain(depth: 20_000)
    let subtree = scene.subtree
    #expect(subtree.count == 20_001)
    #expect(subtree.last === deepest)
    #expect(scene.element(named: "e19999") === deepest)
    #expect(scene.elements.count == 20_000)
    #expect(scene.gestureRecognizersInSubtree.isEmpty)
  }

  @Test func aDeepChainIsReleasedWithoutRunningOutOfStack() {
    // Releasing the scene released each level from inside the one above.
    weak var deepest: Element?
    do {
      let made = chain(depth: 100_000)
      deepest = made.deepest
    }
    #expect(deepest == nil)
  }

  @Test func anElementHeldElsewhereKeepsItsChildrenWhenItsParentGoes() {
    let kept = Element(name: "kept", position: .zero, size: Size(width: 10, height: 10))
    do {
      let scene = Scene(width: 100, height: 100)
      scene.addChild(kept)
      kept.addChild(Element(name: "child", position: .zero, size: Size(width: 5, height: 5)))
    }
    #expect(kept.children.map(\.name) == ["child"])
  }
}
