import Motion
import Testing

@testable import SandboxHost

@Test func aTunedDurationIsWrittenToTheMillisecondAndABounceToAHundredth() throws {
  let tuned = try SpringSetting(
    .swiftUIDuration(duration: 0.45451636509017485, bounce: 0.30000000000000004), threshold: 1)
  let fields = SpringFigures.rounded(
    [("duration", 0.45451636509017485), ("bounce", 0.30000000000000004)], in: .swiftUIDuration, naming: tuned)
  #expect(fields.map(\.key) == ["duration", "bounce"])
  #expect(fields.map(\.value) == [0.455, 0.3])
}

@Test func aRoundingThatWouldStrayOverOnePercentKeepsMoreDigits() throws {
  // A damping of 0.04 to 0.1 would be 150 % off: it keeps its hundredths.
  let soft = try SpringSetting(.physical(stiffness: 100.04, damping: 0.04, mass: 1), threshold: 1)
  let fields = SpringFigures.rounded(
    [("stiffness", 100.04), ("damping", 0.04), ("mass", 1)], in: .physical, naming: soft)
  #expect(fields.map(\.value) == [100.04, 0.04, 1])
}
