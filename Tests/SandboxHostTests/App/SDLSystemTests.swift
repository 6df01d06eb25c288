import CX11
import Testing

@testable import SandboxHost

@Suite struct SDLSystemTests {
  // X's codes (X11/X.h, X11/Xproto.h): the errors BadWindow and BadMatch, the requests
  // SendEvent and ChangeProperty.
  static let badWindow: Int32 = 3
  static let badMatch: Int32 = 8
  static let sendEvent: Int32 = 25
  static let changeProperty: Int32 = 18

  @Test func onlyAWakeupSentToAGoneWindowIsTolerated() {
    #expect(sandbox_x_error_is_wakeup_to_gone_window(Self.badWindow, Self.sendEvent) == 1)
    #expect(sandbox_x_error_is_wakeup_to_gone_window(Self.badWindow, Self.changeProperty) == 0)
    #expect(sandbox_x_error_is_wakeup_to_gone_window(Self.badMatch, Self.sendEvent) == 0)
  }

  // Xlib's own handler would print the error and end this process with status 1.
  @Test func theInstalledHandlerLetsTheWakeupErrorPassAndTheProgramGoesOn() {
    sandbox_tolerate_wakeups_to_gone_windows()
    sandbox_tolerate_wakeups_to_gone_windows()  // a second call changes nothing
    #expect(sandbox_give_installed_x_error_handler(Self.badWindow, Self.sendEvent) == 0)
  }
}
