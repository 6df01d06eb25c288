import Testing

@testable import SandboxHost

@Suite struct ContactSheetPlanTests {
  @Test func framesFallAtWholeMultiplesOfTheIntervalEachOnce() {
    var plan = ContactSheetPlan(interval: 0.1)
    #expect(plan.due(before: 0.3, including: false) == [0, 0.1, 0.2])
    // 3 × 0.1 is 0.30000000000000004, after 0.3, so it waits for the next step.
    #expect(plan.due(before: 0.3, including: true) == [])
    #expect(plan.due(before: 0.5, including: true) == [Double(3) * 0.1, 0.4, 0.5])
    var none = ContactSheetPlan(interval: nil)
    #expect(none.due(before: 10, including: true) == [])
  }

  @Test func labelsNameCapturesAndSkipFramesAtACapturesTime() throws {
    var plan = ContactSheetPlan(interval: 0.5)
    for t in plan.due(before: 1, including: true) { _ = try plan.path(for: t) }
    defer { plan.removeFrames() }
    let items = plan.items(captures: [
      (path: "out/in-flight.png", time: 0.35), (path: "out/final.png", time: 1),
    ])
    #expect(
      items.map(\.label) == [
        "t = 0.000 s", "in-flight.png, t = 0.350 s", "t = 0.500 s", "final.png, t = 1.000 s",
      ])
  }

  @Test func aFrameAtACapturesTimeButForRoundingIsLeftOut() throws {
    // 3 × 0.1 is 0.30000000000000004: the sheet showed "a.png, t = 0.300 s" and then a frame
    // "t = 0.300 s" of the same moment.
    var plan = ContactSheetPlan(interval: 0.1)
    for t in plan.due(before: 0.8, including: true) { _ = try plan.path(for: t) }
    defer { plan.removeFrames() }
    let items = plan.items(captures: [
      (path: "out/a.png", time: 0.3), (path: "out/b.png", time: 0.6), (path: "out/c.png", time: 0.7),
    ])
    #expect(items.filter { $0.label.hasSuffix("t = 0.300 s") }.map(\.label) == ["a.png, t = 0.300 s"])
    #expect(items.filter { $0.label.hasSuffix("t = 0.600 s") }.count == 1)
    #expect(items.filter { $0.label.hasSuffix("t = 0.700 s") }.count == 1)
    #expect(items.count == 9)
  }

  @Test func everyNeedsAPositiveIntervalAndTheSheet() {
    var options = ReplayOptions(scriptPath: "s.jsonl", scene: "toss")
    options.sheetInterval = 0.5
    #expect(ContactSheetPlan.problems(with: options).map(\.message) == ["--every needs --contact-sheet"])
    options.contactSheet = true
    #expect(ContactSheetPlan.problems(with: options).isEmpty)
    options.sheetInterval = 0
    options.tileWidth = 10
    #expect(ContactSheetPlan.problems(with: options).count == 2)
  }
}
