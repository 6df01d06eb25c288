import Testing

@testable import Motion

@Test func anElementsPropertyIsMadeWhenFirstAskedForAndHoldsWhatWasWrittenBefore() {
  let element = Element(name: "e", position: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
  element.scale = 2
  element.position = Point(x: 5, y: 6)
  let scale = propertyOf(element).scale
  #expect(scale.read() == 2)
  #expect(propertyOf(element).scale === scale)
  #expect(propertyOf(element).center === propertyOf(element).position)
  #expect(propertyOf(element).position.read() == Point(x: 5, y: 6))
  #expect(propertyOf(element).size.read() == Size(width: 3, height: 4))
}

@Test func onceMadeThePropertyIsTheValuesOneHome() {
  let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
  let rotation = propertyOf(element).rotation
  var heard: [Double] = []
  let subscription = rotation.observe { heard.append($0) }
  element.rotation = 0.5
  rotation.write(0.25)
  #expect(element.rotation == 0.25)
  #expect(heard == [0.5, 0.25])
  subscription.cancel()
}

@Test func anElementNothingDrivesHasNoVelocityAndNoPropertyMadeForAsking() {
  let scene = Scene(width: 100, height: 100)
  let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
  scene.addChild(element)
  let runtime = MotionRuntime(scene: scene)
  #expect(runtime.velocity(of: element) == .zero)
  #expect(element.madePositionProperty == nil)
}

@Test func makingOneGeometricPropertyLeavesTheOthersValuesWhereTheyWere() {
  let element = Element(
    name: "e", position: .zero, size: Size(width: 3, height: 4), anchorPoint: Point(x: 0, y: 1), scale: 2,
    rotation: 0.5)
  let scale = propertyOf(element).scale
  element.size = Size(width: 5, height: 6)
  element.rotation = 0.75
  #expect(scale.read() == 2 && element.anchorPoint == Point(x: 0, y: 1))
  #expect(propertyOf(element).size.read() == Size(width: 5, height: 6))
  #expect(propertyOf(element).rotation.read() == 0.75)
  element.scale = 3
  #expect(scale.read() == 3 && propertyOf(element).scale === scale)
  #expect(propertyOf(element).anchorPoint.read() == Point(x: 0, y: 1))
}

@Test func anObserverOfAGeometricPropertyMayReadTheElementWhileItIsSet() {
  // The setter's write told the observers while it still modified the stored value, and an
  // observer that read the element (a tossable following its own parent, whose anchor point
  // moved under a two-finger turn) stopped the program: "Fatal access conflict detected".
  let element = Element(name: "e", position: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
  var seen: [Transform] = []
  let properties = propertyOf(element)
  properties.position.observe { _ in seen.append(element.transformToParent) }
  properties.size.observe { _ in seen.append(element.transformToParent) }
  properties.anchorPoint.observe { _ in seen.append(element.transformToParent) }
  properties.scale.observe { _ in seen.append(element.transformToParent) }
  properties.rotation.observe { _ in seen.append(element.transformToParent) }
  element.position = Point(x: 5, y: 6)
  element.size = Size(width: 7, height: 8)
  element.anchorPoint = Point(x: 0, y: 0)
  element.scale = 2
  element.rotation = 0.5
  #expect(seen.count == 5)
  #expect(seen.last == element.transformToParent)
}
