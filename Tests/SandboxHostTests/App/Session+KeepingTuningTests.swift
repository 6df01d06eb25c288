import Foundation
import Motion
import Testing

@testable import SandboxHost

private func press(_ session: Session, _ name: String, at time: Double) throws {
  try session.handle(.key(down: true, name: name), wallTime: time)
  try session.handle(.key(down: false, name: name), wallTime: time)
}

private func tossSession(_ folder: TemporaryDirectory) throws -> Session {
  let path = folder.path("toss.json")
  try FileManager.default.copyItem(atPath: try BuiltInScenes.path(forNameOrPath: "toss"), toPath: path)
  let source = SceneSource(nameOrPath: path)
  let session = Session(loaded: try source.load(), source: source, outputDirectory: folder.path("out"))
  session.keepsAutosave = true
  return session
}

/// A session of a copy of the toss scene whose square's spring was made stiffer (×1.1) with
/// the panel's keys, its messages kept in `messages`.
private func tunedSession(_ folder: TemporaryDirectory, messages: Messages = Messages()) throws -> Session {
  let session = try tossSession(folder)
  session.outputs.report = { messages.lines.append($0) }
  try press(session, "t", at: 0.1)
  try press(session, "Right", at: 0.2)
  return session
}

private final class Messages {
  var lines: [String] = []
}

private func stiffness(_ session: Session) throws -> Double {
  try #require(TunableSprings.spring(at: 1, in: session.loaded)).stiffness.read()
}

@Test func aQuitWithTuningNotWrittenAsksAndASecondQuitQuits() throws {
  let folder = try TemporaryDirectory()
  let messages = Messages()
  let session = try tunedSession(folder, messages: messages)
  try press(session, "Escape", at: 0.3)
  #expect(!session.wantsToQuit)
  #expect(session.prompt == .quitWithUnsavedTuning)
  #expect(messages.lines.last?.hasPrefix("tuning not written") == true)
  try press(session, "q", at: 0.4)
  #expect(session.wantsToQuit)
}

@Test func enterAtTheQuestionWritesTheTunedSceneAndQuits() throws {
  let folder = try TemporaryDirectory()
  let session = try tunedSession(folder)
  session.keepAutosave()
  #expect(FileManager.default.fileExists(atPath: session.autosavePath))
  try press(session, "Escape", at: 0.3)
  try press(session, "Return", at: 0.4)
  #expect(session.wantsToQuit)
  #expect(FileManager.default.fileExists(atPath: folder.path("out/toss-tuned-1.json")))
  #expect(!FileManager.default.fileExists(atPath: session.autosavePath))
}

@Test func escWhileTypingCancelsTheTypingAlone() throws {
  let folder = try TemporaryDirectory()
  let session = try tossSession(folder)
  session.outputs.report = { _ in }
  try press(session, "t", at: 0.1)
  try press(session, "Return", at: 0.2)
  try press(session, "5", at: 0.3)
  try press(session, "Escape", at: 0.4)
  #expect(!session.wantsToQuit && session.prompt == nil)
  #expect(try stiffness(session) == 342)
}

@Test func theNextSessionOffersTheAutosaveAndEnterRestoresIt() throws {
  let folder = try TemporaryDirectory()
  let first = try tunedSession(folder)
  first.keepAutosave()
  let source = first.source
  let second = Session(loaded: try source.load(), source: source, outputDirectory: folder.path("out"))
  second.outputs.report = { _ in }
  second.keepsAutosave = true
  second.offerAutosave()
  guard case .restoreAutosave = second.prompt else {
    Issue.record("no offer: \(String(describing: second.prompt))")
    return
  }
  try press(second, "Return", at: 0.1)
  #expect(try stiffness(second) == 376.2)
  try second.perform(.undo)
  #expect(try stiffness(second) == 342)
}

@Test func shiftRIsUndoneLikeAnyChange() throws {
  let folder = try TemporaryDirectory()
  let session = try tunedSession(folder)
  try session.perform(.reloadFileSprings)
  #expect(try stiffness(session) == 342)
  try session.perform(.undo)
  #expect(try stiffness(session) == 376.2)
  try session.perform(.redo)
  #expect(try stiffness(session) == 342)
}

@Test func escAtTheOfferKeepsTheAutosaveAndNDropsIt() throws {
  let folder = try TemporaryDirectory()
  let first = try tunedSession(folder)
  first.keepAutosave()
  let source = first.source
  func offered() throws -> Session {
    let session = Session(loaded: try source.load(), source: source, outputDirectory: folder.path("out"))
    session.outputs.report = { _ in }
    session.keepsAutosave = true
    session.offerAutosave()
    return session
  }
  let declined = try offered()
  try press(declined, "Escape", at: 0.1)
  #expect(declined.prompt == nil && !declined.wantsToQuit)
  #expect(FileManager.default.fileExists(atPath: declined.autosavePath))
  let dropped = try offered()
  try press(dropped, "n", at: 0.1)
  #expect(!FileManager.default.fileExists(atPath: dropped.autosavePath))
  #expect(try stiffness(dropped) == 342)
}
