import Testing

@testable import SandboxHost

@Suite struct TuningPanelTests {
  @Test func numbersReadAsAPersonWritesThem() {
    // Whole numbers whole, the speed scale's 10000 included (it read "1e+04"); others to four
    // significant digits.
    #expect(TuningPanel.format(10000) == "10000")
    #expect(TuningPanel.format(342) == "342")
    #expect(TuningPanel.format(0.8111_4) == "0.8111")
    #expect(TuningPanel.format(376.2) == "376.2")
    // Four significant digits of a number from a thousand up are whole: 9999.99 read "1e+04".
    #expect(TuningPanel.format(9999.99) == "10000")
    #expect(TuningPanel.format(1234.56) == "1235")
    #expect(TuningPanel.format(.infinity) == "∞")
  }
}

@Test func theWordForTheDampingRatioMatchesTheOvershootTheCurveShows() {
  // ζ 0.81 overshoots 1.3 %: a bump the plot barely shows, no longer called bouncy.
  #expect(TuningPanel.overshootWord(zeta: 0.81, overshoot: 0.013) == "slight overshoot 1.3 %")
  #expect(TuningPanel.overshootWord(zeta: 0.95, overshoot: 0.0001) == "no visible overshoot")
  #expect(TuningPanel.overshootWord(zeta: 0.26, overshoot: 0.43) == "bouncy: overshoots 43 %")
  #expect(TuningPanel.overshootWord(zeta: 1.21, overshoot: 0) == "no overshoot")
}
