import Foundation
import PackagePlugin

/// Writes the one line of the repository's `VERSION` file into a Swift source of the target it
/// is applied to, so the program, the man page and the Debian package all show the same version,
/// and a plain `swift build` needs no other step.
///
/// The generator is the system's `sh`: a tool target of our own would be one more program to
/// build for every configuration, for a line of text.
@main
struct VersionSourcePlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let versionFile = context.package.directoryURL.appendingPathComponent("VERSION")
    let source = context.pluginWorkDirectoryURL.appendingPathComponent("Version.swift")
    return [
      .buildCommand(
        displayName: "Writing Version.swift from VERSION",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", Self.script, "version-source", versionFile.path, source.path],
        inputFiles: [versionFile],
        outputFiles: [source])
    ]
  }

  /// Reads the first line of `$1`, refuses one that is not a Debian-style version (digits
  /// first, then letters, digits and `.+~`), and writes the declaration to `$2`.
  static let script = #"""
    set -eu
    version=$(head -n 1 "$1")
    case "$version" in
      [0-9]*) ;;
      *) echo "$1:1: error: the version must start with a digit, not \"$version\"" >&2; exit 1 ;;
    esac
    case "$version" in
      *[!0-9A-Za-z.+~]*) echo "$1:1: error: the version may hold only letters, digits and .+~" >&2; exit 1 ;;
    esac
    {
      echo "// Written by the VersionSource plugin from VERSION; edit that file, not this one."
      echo "/// The program's version: the first line of the repository's VERSION file."
      echo "package let programVersion = \"$version\""
    } >"$2"
    """#
}
