import CSDL2

/// What `motion-sandbox --version` prints.
///
/// SDL is a shared library the system updates on its own, so a bug report needs the version the
/// program runs against as well as the one it was compiled with.
package enum VersionReport {
  /// `motion-sandbox VERSION` on the first line, then `SDL LINKED (compiled against COMPILED)`.
  package static var text: String {
    "motion-sandbox \(programVersion)\nSDL \(linkedSDLVersion) (compiled against \(compiledSDLVersion))"
  }

  /// The version of the SDL library loaded at run time, as `major.minor.patch`.
  static var linkedSDLVersion: String {
    var version = SDL_version()
    SDL_GetVersion(&version)
    return "\(version.major).\(version.minor).\(version.patch)"
  }

  /// The version of the SDL headers this program was compiled with.
  static var compiledSDLVersion: String {
    "\(SDL_MAJOR_VERSION).\(SDL_MINOR_VERSION).\(SDL_PATCHLEVEL)"
  }
}
