import Foundation

/// Why a file operation failed, in words a person can act on: the system's reason
/// ("Not a directory") where Foundation's error wraps one, a `RunError`'s own message, else the
/// error's description. (Foundation on Linux describes many failures only as "The operation
/// could not be completed. (NSCocoaErrorDomain error 512.)".)
func failureReason(of error: any Error) -> String {
  if let error = error as? RunError { return error.message }
  let described = error as NSError
  if described.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(described.code))) }
  if let underlying = described.userInfo[NSUnderlyingErrorKey] as? any Error {
    let system = underlying as NSError
    if system.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(system.code))) }
  }
  return error.localizedDescription
}
