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
    #expect(TuningPanel.format(.infinity) == "∞")
  }
}
