import Testing

@testable import SandboxHost

@Suite struct SurfaceChangeTests {
  @Test func changesInTurnAddUp() {
    let a = PixelBox(left: 0, top: 0, right: 2, bottom: 2)
    let b = PixelBox(left: 5, top: 1, right: 6, bottom: 9)
    #expect(SurfaceChange.none.followed(by: .within(a)) == .within(a))
    #expect(SurfaceChange.within(a).followed(by: .none) == .within(a))
    #expect(SurfaceChange.within(a).followed(by: .within(b)) == .within(a.union(b)))
    #expect(SurfaceChange.within(a).followed(by: .everything) == .everything)
    #expect(SurfaceChange.everything.followed(by: .none) == .everything)
    #expect(SurfaceChange.box(.empty) == SurfaceChange.none)
  }
}
