import Testing

@testable import SandboxHost

/// Each new finger gets the smallest id no finger down holds, checked against a plain search
/// over presses and releases in a scrambled order, with thousands of fingers down at once.
@Test func aNewFingerGetsTheSmallestIdNoFingerDownHolds() {
  var map = FingerMap()
  var held: [Int: Int] = [:]
  var state: UInt64 = 0x9E37_79B9_7F4A_7C15
  func random(_ bound: Int) -> Int {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int(state >> 33) % bound
  }
  for step in 0..<8_000 {
    let platform = 1_000 + random(1_500)
    if held[platform] != nil, random(3) > 0 {
      #expect(map.release(platform) == held.removeValue(forKey: platform))
    } else {
      var smallest = 1
      let taken = Set(held.values)
      while taken.contains(smallest) { smallest += 1 }
      let expected = held[platform] ?? smallest
      #expect(map.press(platform) == expected, "step \(step)")
      held[platform] = expected
    }
    #expect(map.count == held.count)
    if step % 2_000 == 1_999 {
      for (platform, small) in held { #expect(map.id(of: platform) == small) }
    }
  }
  #expect(map.release(-1) == nil)
  map.removeAll()
  #expect(map.count == 0 && map.press(77) == 1)
}
