import Testing

@testable import SandboxHost

@Test func wholeNumbersAreWrittenWithoutAFraction() {
  #expect(342.0.wholeNumber == 342)
  #expect((-0.0).wholeNumber == 0)
  #expect((-12.0).wholeNumber == -12)
  #expect(999_999_999_999_999.0.wholeNumber == 999_999_999_999_999)
  for notWhole in [0.5, 1e15, -1e15, .infinity, -.infinity, .nan] {
    #expect(notWhole.wholeNumber == nil, "\(notWhole)")
  }
  #expect(JSONWriter().string(from: .wholeOrFraction(342)) == "342")
  #expect(JSONWriter().string(from: .wholeOrFraction(0.25)) == "0.25")
  #expect(0.0.messageSpelling == "0" && 2.5.messageSpelling == "2.5")
  #expect(ScriptLineEncoder.number(1e15) == "1000000000000000.0" && ScriptLineEncoder.number(3) == "3")
}
