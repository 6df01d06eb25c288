import StreamDoubles
import Testing

@testable import Motion

@Suite struct StreamMetadataTests {
  /// Every stream carries its metadata: one reference wide, so a stream without any stores a
  /// single word.
  @Test func isOneReferenceWide() {
    #expect(MemoryLayout<StreamMetadata<Point>>.size == MemoryLayout<AnyObject>.size)
    #expect(MemoryLayout<StreamMetadata<Double>>.size == MemoryLayout<AnyObject>.size)
  }

  @Test func noneCarriesNothing() {
    let metadata = StreamMetadata<Double>.none
    #expect(metadata.velocity == nil)
    #expect(metadata.enabled == nil)
    #expect(metadata.nearestAllowed == nil)
    #expect(metadata.unconstrained == nil)
  }

  @Test func aVelocityAndSwitchCarryNoConstraints() {
    let enabled = ReactiveProperty(true)
    let metadata = StreamMetadata<Double>(velocity: { 4 }, enabled: enabled)
    #expect(metadata.velocity?() == 4)
    #expect(metadata.enabled === enabled)
    #expect(metadata.nearestAllowed == nil)
    #expect(metadata.unconstrained == nil)
  }

  @Test func constraintsComeBackWithTheOtherParts() {
    let enabled = ReactiveProperty(false)
    let metadata = StreamMetadata<Double>(
      velocity: { -2 }, enabled: enabled, nearestAllowed: { min($0, 10) }, unconstrained: { $0 * 2 })
    #expect(metadata.velocity?() == -2)
    #expect(metadata.enabled === enabled)
    #expect(metadata.nearestAllowed?(25) == 10)
    #expect(metadata.unconstrained?(3) == 6)
    let replaced = metadata.replacingVelocity { 9 }
    #expect(replaced.velocity?() == 9)
    #expect(replaced.enabled === enabled)
    #expect(replaced.nearestAllowed?(25) == 10)
    #expect(replaced.unconstrained?(3) == 6)
  }

  @Test func constraintsAloneCarryNoVelocityOrSwitch() {
    let metadata = StreamMetadata<Double>(nearestAllowed: { max($0, 0) })
    #expect(metadata.velocity == nil)
    #expect(metadata.enabled == nil)
    #expect(metadata.nearestAllowed?(-5) == 0)
    #expect(metadata.unconstrained == nil)
  }
}

@Suite struct ToggledMetadataTests {
  @Test func keepsTheFallbacksSwitchAndConstraintsAndFollowsTheActiveSidesVelocity() {
    let fallback = TestSource<Double>()
    let preferred = TestSource<Double>()
    let enabled = ReactiveProperty(true)
    let toggled = fallback.stream.withMetadata(
      StreamMetadata(
        velocity: { 1 }, enabled: enabled, nearestAllowed: { min($0, 10) }, unconstrained: { $0 / 2 })
    )
    .toggled(with: preferred.stream.withMetadata(StreamMetadata(velocity: { 8 })))
    #expect(toggled.metadata.enabled === enabled)
    #expect(toggled.metadata.nearestAllowed?(30) == 10)
    #expect(toggled.metadata.unconstrained?(6) == 3)
    let subscription = toggled.subscribe(next: { _ in })
    #expect(toggled.metadata.velocity?() == 1)
    preferred.send(state: .active)
    #expect(toggled.metadata.velocity?() == 8)
    preferred.send(state: .atRest)
    #expect(toggled.metadata.velocity?() == 1)
    subscription.cancel()
  }

  @Test func aFallbackWithoutMetadataGivesAVelocityReaderThatReadsNothing() {
    let toggled = TestSource<Double>().stream.toggled(with: TestSource<Double>().stream)
    #expect(toggled.metadata.velocity != nil)
    #expect(toggled.metadata.velocity?() == nil)
    #expect(toggled.metadata.enabled == nil)
    #expect(toggled.metadata.nearestAllowed == nil)
  }
}

/// `withMetadata(_:)` on the library's own streams, which subscribe themselves.
@Suite struct RelabeledStreamTests {
  @Test func aStatelessChainRelabeledKeepsItsValuesAndTakesMoreOperators() {
    let source = TestSource<Int>()
    let recorder = Recorder<Int>()
    let relabeled = source.stream.filter { $0 > 0 }.withMetadata(StreamMetadata(velocity: { 5 }))
    #expect(relabeled.metadata.velocity?() == 5)
    let doubled = relabeled.nextOperator { value, next in next(value * 2) }
    #expect(doubled.metadata.velocity?() == 5)
    recorder.record(doubled.map { $0 + 1 })
    for value in [-1, 2, 0, 3] { source.send(value) }
    source.send(state: .atRest)
    #expect(recorder.events == [.next(5), .next(7), .state(.atRest)])
    // The chain is one subscription to the source.
    #expect(source.subscribeCount == 1)
  }

  @Test func aStatefulOperatorRelabeledKeepsEachSubscriptionsState() {
    let source = TestSource<Int>()
    let relabeled = source.stream.dedupe().withMetadata(StreamMetadata(velocity: { 1 }))
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    first.record(relabeled)
    source.send(1)
    second.record(relabeled)
    for value in [1, 2, 2] { source.send(value) }
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    #expect(relabeled.metadata.velocity?() == 1)
  }

  @Test func aToggledStreamRelabeledPassesItsValuesAndCancels() {
    let fallback = TestSource<Int>()
    let preferred = TestSource<Int>()
    let relabeled = fallback.stream.toggled(with: preferred.stream).withMetadata(
      StreamMetadata(velocity: { 3 }))
    #expect(relabeled.metadata.velocity?() == 3)
    // Relabeled again, it keeps only the new metadata.
    #expect(relabeled.withMetadata(.none).metadata.velocity == nil)
    let recorder = Recorder<Int>()
    let subscription = recorder.record(relabeled)
    fallback.send(1)
    preferred.send(state: .active)
    preferred.send(2)
    #expect(recorder.events == [.next(1), .state(.active), .next(2)])
    subscription.cancel()
    #expect(fallback.observerCount == 0)
    #expect(preferred.observerCount == 0)
  }
}
