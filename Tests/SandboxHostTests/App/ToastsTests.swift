import Testing

@testable import SandboxHost

@Suite struct ToastsTests {
  @Test func aMessageShowsForItsDurationThenGoes() {
    var toasts = Toasts()
    #expect(toasts.message(at: 0) == nil)
    toasts.show("captures/a.png", at: 1)
    #expect(toasts.message(at: 1) == "captures/a.png")
    #expect(toasts.message(at: 1 + Toasts.duration - 0.01) == "captures/a.png")
    #expect(toasts.message(at: 1 + Toasts.duration) == nil)
  }

  @Test func aNewerMessageReplacesTheOneShowing() {
    var toasts = Toasts()
    toasts.show("first", at: 0)
    toasts.show("second", at: 1)
    #expect(toasts.message(at: 1.5) == "second")
  }

  @Test func aReportOfSeveralLinesShowsItsFirstAndSaysHowManyMore() {
    var toasts = Toasts()
    toasts.show("error: a.json:3: bad\nerror: a.json:9: worse", at: 0)
    #expect(toasts.message(at: 0) == "error: a.json:3: bad (+1 more in the terminal)")
  }
}
