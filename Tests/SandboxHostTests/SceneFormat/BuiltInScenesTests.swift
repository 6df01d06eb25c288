import Foundation
import Motion
import Testing

@testable import SandboxHost

@Test func theScenesListingNamesTheDefaultFirst() {
  let lines = BuiltInScenes.listing.split(separator: "\n").map(String.init)
  #expect(lines.count == 9)
  #expect(lines[0].hasPrefix("showcase (default)  "))
  #expect(lines[1].hasPrefix("stickers            "))
  #expect(lines[2].hasPrefix("toss                "))
  #expect(lines[3].hasPrefix("constraints         "))
  #expect(lines[4].hasPrefix("pip                 "))
  #expect(lines[5].hasPrefix("sheet               "))
  #expect(lines[6].hasPrefix("gallery             "))
  #expect(lines[7].hasPrefix("glide               "))
  #expect(lines[8].hasPrefix("taps                "))
  #expect(BuiltInScenes.listing.hasSuffix("\n"))
  #expect(BuiltInScenes.defaultScene.name == "showcase")
  #expect(BuiltInScenes.named("toss")?.fileName == "toss.json")
  #expect(BuiltInScenes.named("nope") == nil)
}

@Test(arguments: BuiltInScenes.all)
func everyBuiltInSceneLoadsAndBuilds(_ builtIn: BuiltInScene) throws {
  let description = try SceneDescription.load(nameOrPath: builtIn.name)
  #expect(description.name == builtIn.name)
  var wired: [String] = []
  let loaded = makeLoadedScene(from: description) { interaction, _, _, _ in
    wired.append(interaction.element)
  }
  #expect(loaded.elementsInFileOrder.count == description.elements.count)
  #expect(wired == description.interactions.map(\.element))
  // Every element lies inside the window.
  for element in loaded.elementsInFileOrder {
    for corner in element.corners {
      #expect(corner.x >= 0 && corner.x <= description.size.width, "\(element.name)")
      #expect(corner.y >= 0 && corner.y <= description.size.height, "\(element.name)")
    }
  }
}

/// The tossable of a scene, which must spring to a draggable circle.
private func checkToss(in description: SceneDescription) throws {
  let toss = try #require(description.interactions.first { $0.toss != nil })
  #expect(toss.element == "square")
  #expect(toss.toss?.destination == .element("circle"))
  #expect(description.interactions.contains { $0.kind == .draggable && $0.element == "circle" })
}

@Test func theTossSceneTossesASquareAtADraggableCircle() throws {
  try checkToss(in: SceneDescription.load(nameOrPath: "toss"))
}

@Test func theStickersSceneHasVariedStickersOneNested() throws {
  let description = try SceneDescription.load(nameOrPath: "stickers")
  let stickerNames = description.interactions.filter { $0.kind == .directlyManipulable }.map(\.element)
  #expect(stickerNames.count >= 3)
  let stickers = description.elements.filter { stickerNames.contains($0.name) }
  #expect(Set(stickers.map(\.size)).count == stickers.count)
  #expect(Set(stickers.map(\.color)).count == stickers.count)
  #expect(Set(stickers.map(\.rotation)).count == stickers.count)
  #expect(stickers.allSatisfy { $0.cornerRadius > 0 })
  #expect(stickers.contains { $0.parent.map(stickerNames.contains) == true })
}

@Test func theShowcaseHasStickersAndAToss() throws {
  let description = try SceneDescription.load(nameOrPath: "showcase")
  #expect(description.interactions.filter { $0.kind == .directlyManipulable }.count >= 2)
  try checkToss(in: description)
}

@Test func sceneArgumentsAreBuiltInNamesOrPaths() throws {
  let path = try BuiltInScenes.path(forNameOrPath: "stickers")
  #expect(path.hasSuffix("/scenes/stickers.json"))
  #expect(FileManager.default.fileExists(atPath: path))
  let directory = try TemporaryDirectory()
  let own = try directory.write("own.json", "{}")
  #expect(try BuiltInScenes.path(forNameOrPath: own) == own)
  #expect(
    throws: InputErrors(
      file: "nowhere.json", line: nil,
      message:
        "no such file, and not a built-in scene (showcase, stickers, toss, constraints, pip, sheet, gallery, glide, taps)"
    )
  ) {
    try BuiltInScenes.path(forNameOrPath: "nowhere.json")
  }
}

@Test func theAssetsFolderIsFoundFromTheEnvironmentTheExecutableOrTheSources() throws {
  let directory = try TemporaryDirectory()
  let repo = directory.url.appendingPathComponent("repo")
  try FileManager.default.createDirectory(
    at: repo.appendingPathComponent("Assets/scenes"), withIntermediateDirectories: true)
  try FileManager.default.createDirectory(
    at: repo.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
  let executable = repo.appendingPathComponent(".build/debug/motion-sandbox").path
  let source = repo.appendingPathComponent("Sources/SandboxHost/FileSystem/AssetLocator.swift").path
  let assets = repo.appendingPathComponent("Assets").path
  let elsewhere = directory.path("elsewhere/bin/tool")

  #expect(
    AssetLocator.locate(
      environment: ["MOTION_SANDBOX_ASSETS": "/opt/assets"], executablePaths: [executable], sourceFile: source
    )
      == "/opt/assets")
  #expect(
    AssetLocator.locate(environment: [:], executablePaths: [executable], sourceFile: "/x/y/z/w.swift")
      == assets)
  #expect(
    AssetLocator.locate(
      environment: ["MOTION_SANDBOX_ASSETS": ""], executablePaths: [elsewhere], sourceFile: source)
      == assets)
  #expect(
    AssetLocator.locate(environment: [:], executablePaths: [elsewhere], sourceFile: "/x/y/z/w.swift") == nil)
  #expect(AssetLocator.assetsDirectory() != nil)
}

@Test func anInstalledProgramFindsTheAssetsInTheShareFolderBesideItsBinFolder() throws {
  let directory = try TemporaryDirectory()
  let prefix = directory.url.appendingPathComponent("prefix")
  let installed = prefix.appendingPathComponent("share/motion-sandbox")
  try FileManager.default.createDirectory(
    at: installed.appendingPathComponent("scenes"), withIntermediateDirectories: true)
  try FileManager.default.createDirectory(
    at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
  try #require(
    FileManager.default.createFile(
      atPath: prefix.appendingPathComponent("bin/motion-sandbox").path, contents: nil))
  // A link on the PATH to the installed program finds the assets of the program it names.
  let link = directory.path("elsewhere/motion-sandbox")
  try FileManager.default.createDirectory(
    atPath: directory.path("elsewhere"), withIntermediateDirectories: true)
  try FileManager.default.createSymbolicLink(
    atPath: link, withDestinationPath: prefix.appendingPathComponent("bin/motion-sandbox").path)

  for executable in [prefix.appendingPathComponent("bin/motion-sandbox").path, link] {
    #expect(
      AssetLocator.locate(environment: [:], executablePaths: [executable], sourceFile: "/x/y/z/w.swift")
        == installed.path)
  }
  // A share folder without scenes is not taken for the assets.
  try FileManager.default.removeItem(at: installed.appendingPathComponent("scenes"))
  #expect(
    AssetLocator.locate(
      environment: [:], executablePaths: [prefix.appendingPathComponent("bin/motion-sandbox").path],
      sourceFile: "/x/y/z/w.swift") == nil)
}
