import Testing

@testable import SandboxHost

/// Paths taken apart as the command line spells them, one character long too (Foundation's
/// `NSString` path functions stopped `case new q` and a report of a case folder named `c`).
@Suite struct PathComponentsTests {
  @Test func parentFoldersOfShortAndNestedPaths() {
    #expect(PathComponents.parent(of: "o") == "")
    #expect(PathComponents.parent(of: "a/b") == "a")
    #expect(PathComponents.parent(of: "a/b/") == "a")
    #expect(PathComponents.parent(of: "/x") == "/")
    #expect(PathComponents.parent(of: "/") == "/")
  }

  @Test func lastComponentsOfShortAndNestedPaths() {
    #expect(PathComponents.last(of: "q") == "q")
    #expect(PathComponents.last(of: "é") == "é")
    #expect(PathComponents.last(of: "a/b") == "b")
    #expect(PathComponents.last(of: "a/b/") == "b")
    #expect(PathComponents.last(of: "/x") == "x")
    #expect(PathComponents.last(of: "/") == "/")
    #expect(PathComponents.trimmingSlashes("x//") == "x")
    #expect(PathComponents.trimmingSlashes("/") == "/")
  }
}
