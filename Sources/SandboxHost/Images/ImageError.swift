/// Why an image handed in could not be used; the command line reports it and exits with 2.
enum ImageError: Error, Equatable, CustomStringConvertible {
  /// No file exists at the path.
  case missing(path: String)
  /// The file exists but does not start with the PNG signature.
  case notPNG(path: String)
  /// The file could not be read or decoded (a directory, no permission, a damaged PNG).
  case unreadable(path: String, reason: String)
  /// A comparison limit out of its range, by the name of the argument.
  case invalidArgument(name: String, reason: String)

  /// The file the error is about (for `.invalidArgument`, the argument's name).
  var path: String {
    switch self {
    case .missing(let path), .notPNG(let path), .unreadable(let path, _): path
    case .invalidArgument(let name, _): name
    }
  }

  /// The fault in one sentence, as an `error:` line prints it.
  var description: String {
    switch self {
    case .missing(let path): "\(path): no such file"
    case .notPNG(let path): "\(path): not a PNG file"
    case .unreadable(let path, let reason): "\(path): cannot read the image: \(reason)"
    case .invalidArgument(let name, let reason): "\(name): \(reason)"
    }
  }
}
