import Motion
import Testing

@testable import SandboxHost

@Test func aSoftSpringHasNoOrigamiSpellingRatherThanANegativeTension() throws {
  let soft = try SpringCoefficients(stiffness: 20, damping: 5, mass: 1)
  #expect(throws: SpringFormError.self) { try OrigamiSpring.studio(soft) }
  let usual = try SpringCoefficients(stiffness: 230.2, damping: 22, mass: 1)
  let origami = try OrigamiSpring.studio(usual)
  #expect(abs(origami.tension - 40) < 1e-9 && abs(origami.friction - 7) < 1e-9)
}
