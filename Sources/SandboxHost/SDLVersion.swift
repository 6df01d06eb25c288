import CSDL2

/// The version of the SDL library linked at run time, as `major.minor.patch`.
func linkedSDLVersion() -> String {
  var version = SDL_version()
  SDL_GetVersion(&version)
  return "\(version.major).\(version.minor).\(version.patch)"
}
