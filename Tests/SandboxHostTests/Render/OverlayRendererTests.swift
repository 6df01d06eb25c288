import Foundation
import Testing

@testable import Motion
@testable import SandboxHost

extension SDLSuite {
  @Suite struct Overlay {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// A 300 × 200 scene with one 80 × 60 card centred at (80, 100).
    func makeRuntime() -> MotionRuntime {
      let scene = Scene(width: 300, height: 200, background: backgroundColor)
      scene.addChild(
        Element(
          name: "card", position: Point(x: 80, y: 100), size: Size(width: 80, height: 60),
          color: green, cornerRadius: 8))
      return MotionRuntime(scene: scene)
    }

    /// Renders the runtime's scene, with the overlay over it when `touches` is given, to a PNG.
    func render(
      _ runtime: MotionRuntime, touches: [OverlayTouch]?, name: String,
      overlay: OverlayRenderer? = nil, canvas: OffscreenCanvas? = nil
    ) throws -> String {
      let canvas = try canvas ?? OffscreenCanvas(sizeOf: runtime.scene)
      try SceneRenderer(renderer: canvas.renderer).draw(runtime.scene)
      if let touches {
        let overlay = try overlay ?? OverlayRenderer(text: TextRenderer(renderer: canvas.renderer))
        try overlay.draw(runtime: runtime, touches: touches)
      }
      let path = folder.file(name)
      try canvas.capture(to: path)
      return path
    }

    /// The pixels where two renderings differ at all.
    func changedPixels(_ a: String, _ b: String) throws -> [(x: Int, y: Int)] {
      let result = try ImageComparison.compare(
        expected: a, actual: b, diffPath: folder.file("diff-\(UUID().uuidString).png"))
      guard let diffPath = result.diffPath else { return [] }
      let diff = try RGBAImage(contentsOfPNG: diffPath)
      var changed: [(x: Int, y: Int)] = []
      for y in 0..<diff.height {
        for x in 0..<diff.width where diff.pixel(x: x, y: y) == ImageComparison.differenceColor {
          changed.append((x, y))
        }
      }
      return changed
    }

    @Test func aTossedElementsDragIsNamedByTheElementNotItsContainer() throws {
      // The toss's recognizer sits on the scene: the line read "scene drag changed" while the
      // square was dragged.
      let loaded = try SceneSource(nameOrPath: "toss").load()
      let runtime = loaded.runtime
      runtime.handle([TouchEvent(id: 1, phase: .began, location: Point(x: 150, y: 460), time: 0)])
      runtime.handle([TouchEvent(id: 1, phase: .moved, location: Point(x: 190, y: 430), time: 0.05)])
      let canvas = try OffscreenCanvas(sizeOf: runtime.scene)
      let overlay = OverlayRenderer(text: try TextRenderer(renderer: canvas.renderer))
      try overlay.draw(runtime: runtime, touches: [])
      #expect(overlay.lineTexts.contains { $0.hasPrefix("square drag") }, "\(overlay.lineTexts)")
      #expect(!overlay.lineTexts.contains { $0.hasPrefix("scene drag") }, "\(overlay.lineTexts)")
    }

    /// The runtime of an 800 × 600 black scene of a circle and squares `squares` (name and
    /// position), each tossed at the circle, that one finger drags from `start` 40 points right
    /// and 30 up (the squares' drags sit on the scene, so it drags every one).
    func draggedTosses(_ squares: [(name: String, x: Int, y: Int)], from start: Point) throws -> MotionRuntime
    {
      var elements = [#"{"name": "circle", "position": [400, 100], "size": [20, 20]}"#]
      var interactions: [String] = []
      for square in squares {
        elements.append(
          #"{"name": "\#(square.name)", "position": [\#(square.x), \#(square.y)], "size": [6, 6]}"#)
        interactions.append(
          #"{"type": "tossable", "element": "\#(square.name)", "destination": {"element": "circle"}}"#)
      }
      let text =
        ##"{"size": [800, 600], "background": "#000000", "elements": [\##(elements.joined(separator: ","))], "##
        + #""interactions": [\#(interactions.joined(separator: ","))]}"#
      let path = folder.file("tosses-\(squares.count).json")
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let runtime = try SceneSource(nameOrPath: path).load().runtime
      runtime.handle([TouchEvent(id: 1, phase: .began, location: start, time: 0)])
      runtime.handle([TouchEvent(id: 1, phase: .moved, location: start + Point(x: 40, y: -30), time: 0.05)])
      return runtime
    }

    @Test func aListOfManyActiveGesturesNamesSixteenAndCountsTheRest() throws {
      // Forty squares tossed at one circle by one finger: forty drag lines and forty toss lines
      // were each a texture of text, every frame they changed.
      let runtime = try draggedTosses(
        (0..<40).map { ("e\($0)", 100 + 10 * $0, 460) }, from: Point(x: 150, y: 460))
      let canvas = try OffscreenCanvas(sizeOf: runtime.scene)
      let overlay = OverlayRenderer(text: try TextRenderer(renderer: canvas.renderer))
      try overlay.draw(runtime: runtime, touches: [])
      #expect(overlay.lineTexts.count == OverlayRenderer.listedLines + 1, "\(overlay.lineTexts)")
      #expect(overlay.lineTexts.last?.hasPrefix("… and ") == true, "\(overlay.lineTexts)")
    }

    @Test func aDenseOverlayDrawsNoLineFromEachTossedElementToItsDestination() throws {
      // Ten thousand lines to one circle were one green blot, and tens of megabytes of geometry
      // the renderer keeps. One square far left of a crowd at the right, all dragged at once.
      func lineDrawn(crowd: Int) throws -> Bool {
        let squares = [("lone", 100, 500)] + (0..<crowd).map { ("e\($0)", 760, 500) }
        let runtime = try draggedTosses(squares, from: Point(x: 100, y: 500))
        let image = try RGBAImage(contentsOfPNG: render(runtime, touches: [], name: "crowd-\(crowd).png"))
        // Halfway along the lone square's line to the circle, far from every other mark.
        return image.pixel(x: 270, y: 285).green > 60
      }
      #expect(try lineDrawn(crowd: 10))
      #expect(try !lineDrawn(crowd: OverlayRenderer.denseInteractions))
    }

    @Test func aBoundedTossablesDestinationIsMarkedWhereItComesToRest() throws {
      // The mark stood at the destination the scene gave, outside the bounds, where the element
      // never goes; it flies to the nearest point inside.
      defer { folder.remove() }
      let runtime = makeRuntime()
      let puck = Element(
        name: "puck", position: Point(x: 200, y: 100), size: Size(width: 10, height: 10), color: blue)
      runtime.scene.addChild(puck)
      let tossable = Tossable(
        destination: ReactiveProperty(Point(x: 280, y: 40)), toss: puck, container: runtime.scene,
        springSource: runtime.springSource)
      runtime.add(tossable, to: puck) { positions in
        positions.rubberBanded(outsideOf: Rect(x: 150, y: 60, width: 100, height: 80), maxLength: 0)
      }
      let plain = try render(runtime, touches: nil, name: "plain.png")
      let marked = try render(runtime, touches: [], name: "marked.png")
      let changed = try changedPixels(plain, marked)
      // The ring (radius 10) around (250, 60), not around (280, 40).
      #expect(changed.contains { $0 == (260, 60) })
      #expect(!changed.contains { $0 == (290, 40) })
    }

    @Test func theOverlayChangesPixelsOnlyAtItsMarks() throws {
      defer { folder.remove() }
      let runtime = makeRuntime()
      let plain = try render(runtime, touches: nil, name: "plain.png")
      let touch = Point(x: 220, y: 60)
      let marked = try render(
        runtime, touches: [OverlayTouch(location: touch, kind: .real)], name: "overlay.png")
      let changed = try changedPixels(plain, marked)
      let anchor = Point(x: 80, y: 100)
      func near(_ p: (x: Int, y: Int), _ c: Point, _ r: Double) -> Bool {
        Point(x: Double(p.x) + 0.5, y: Double(p.y) + 0.5).distance(to: c) <= r
      }
      #expect(changed.contains { $0 == (220, 60) }, "the touch is marked")
      // The card has no interaction, so its anchor point is not marked (it would not matter).
      #expect(!changed.contains { near($0, anchor, 5) }, "the anchor point is not marked")
      // The touch mark is 14 px in radius with a 1.5 px edge.
      let stray = changed.filter { !near($0, touch, 16) }
      #expect(stray.isEmpty, "changed elsewhere: \(stray.prefix(5))")
      #expect(changed.count > 500)
    }

    @Test func anchorPointsAreMarkedOnElementsWithInteractionsOnly() throws {
      defer { folder.remove() }
      let runtime = makeRuntime()
      let card = try #require(runtime.scene.element(named: "card"))
      let other = Element(
        name: "other", position: Point(x: 220, y: 60), size: Size(width: 40, height: 40), color: green)
      runtime.scene.addChild(other)
      runtime.add(Draggable(), to: card)
      let plain = try render(runtime, touches: nil, name: "plain.png")
      let marked = try render(runtime, touches: [], name: "overlay.png")
      let changed = try changedPixels(plain, marked)
      #expect(changed.contains { $0 == (80, 100) }, "the draggable card's anchor point is marked")
      #expect(!changed.contains { $0 == (220, 60) }, "the other element's is not")
    }

    @Test func eachKindOfTouchHasItsOwnMark() throws {
      defer { folder.remove() }
      let runtime = makeRuntime()
      let c = Point(x: 220, y: 60)
      let plain = try render(runtime, touches: nil, name: "plain.png")
      func changed(_ kind: OverlayTouch.Kind) throws -> [(x: Int, y: Int)] {
        try changedPixels(
          plain, render(runtime, touches: [OverlayTouch(location: c, kind: kind)], name: "\(kind).png"))
      }
      let real = try changed(.real)
      let emulated = try changed(.emulated)
      let pinned = try changed(.pinned)
      func has(_ set: [(x: Int, y: Int)], _ x: Int, _ y: Int) -> Bool {
        set.contains { $0 == (x, y) }
      }
      // Real: a filled disc. Emulated: a ring, empty inside. Pinned: a ring with a cross.
      #expect(has(real, 220, 60) && has(real, 226, 66))
      #expect(!has(emulated, 220, 60) && !has(emulated, 226, 66) && has(emulated, 234, 60))
      #expect(has(pinned, 220, 60) && !has(pinned, 226, 66) && has(pinned, 234, 60))
      #expect(has(pinned, 220, 50) && !has(emulated, 220, 50))
    }

    @Test func recognizersAndTossablesAreListedAndMarked() throws {
      defer { folder.remove() }
      let runtime = makeRuntime()
      let card = runtime.scene.element(named: "card")!
      let drag = DragGestureRecognizer()
      card.addGestureRecognizer(drag)
      let square = Element(
        name: "square", position: Point(x: 250, y: 150), size: Size(width: 30, height: 30), color: blue)
      runtime.scene.addChild(square)
      let tossable = Tossable(
        destination: ReactiveProperty(Point(x: 200, y: 40)), toss: square, container: runtime.scene,
        springSource: runtime.springSource)
      runtime.add(tossable, to: square)
      // At 4× the text panel, drawn in canvas pixels, stays clear of the centroid's marks.
      let canvas = try OffscreenCanvas(sizeOf: runtime.scene, supersampling: 4)
      let overlay = try OverlayRenderer(text: TextRenderer(renderer: canvas.renderer))
      let plain = try render(runtime, touches: nil, name: "plain.png", canvas: canvas)
      let first = try render(runtime, touches: [], name: "one.png", overlay: overlay, canvas: canvas)
      // Nothing is active: the list collapses to one summary line.
      #expect(overlay.textLines == ["2 gestures idle · 1 toss at rest"])
      let changed = try changedPixels(plain, first)
      // The destination's ring (radius 10) around (200, 40); the text panel in the bottom-left.
      #expect(changed.contains { $0 == (210, 40) })
      #expect(changed.contains { $0.x < 100 && $0.y > 170 })
      #expect(!changed.contains { $0 == (200, 100) })

      // With touches held, the recognizer's line counts them and its centroid is marked.
      drag.touches = [(id: 1, location: Point(x: 150, y: 150)), (id: 2, location: Point(x: 170, y: 170))]
      drag.state = .changed
      drag.sceneCentroid = Point(x: 160, y: 160)
      let second = try render(runtime, touches: [], name: "two.png", overlay: overlay, canvas: canvas)
      #expect(overlay.textLines == ["card drag changed · 2 touches"])
      let centroid = try changedPixels(first, second)
      #expect(centroid.contains { $0 == (160, 160) })
      #expect(centroid.contains { $0 == (169, 160) })
    }
  }

  @Suite struct HUD {
    @Test func theHUDNamesTheRendererAtWork() throws {
      // Under a software OpenGL driver the default renderer drew slower than --software and
      // nothing said which was at work. An offscreen canvas draws with SDL's software renderer;
      // the HUD's widest line names it, so the status box is exactly that line wide.
      let canvas = try OffscreenCanvas(width: 400, height: 300, supersampling: 1)
      let text = try TextRenderer(renderer: canvas.renderer)
      let hud = HUDRenderer(text: text)
      try hud.draw(
        sceneName: "toss", timer: FrameTimer(), paused: false, slowMotion: false, showingHelp: false)
      let line = "h: keys · renderer software"
      let padding = 6 * canvas.renderer.viewFit.pixelsPerWindowPoint
      #expect(hud.statusFrame.width == Double(try text.size(of: line).width) + 2 * padding)
      #expect(try text.size(of: line).width > text.size(of: hud.timingLine).width)
    }

    @Test func theHUDDrawsInTheTopLeftAndTheKeysInTheMiddle() throws {
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let scene = Scene(width: 500, height: 400, background: Color(red: 90, green: 90, blue: 90))
      let canvas = try OffscreenCanvas(sizeOf: scene, supersampling: 1)
      let hud = try HUDRenderer(text: TextRenderer(renderer: canvas.renderer))
      var timer = FrameTimer()
      for _ in 0..<60 { timer.record(frameDuration: 1.0 / 60) }
      func render(paused: Bool, help: Bool, _ name: String) throws -> RGBAImage {
        try SceneRenderer(renderer: canvas.renderer).draw(scene)
        try hud.draw(
          sceneName: "showcase", timer: timer, paused: paused, slowMotion: false, showingHelp: help)
        try canvas.capture(to: folder.file(name))
        return try RGBAImage(contentsOfPNG: folder.file(name))
      }
      let running = try render(paused: false, help: false, "running.png")
      let paused = try render(paused: true, help: false, "paused.png")
      let help = try render(paused: false, help: true, "help.png")
      // The panel darkens the corner: grey 90 at 170/255 black gives 30.
      #expect(running.pixel(x: 10, y: 10).red == 30)
      #expect(running.pixel(x: 250, y: 200).red == 90)
      #expect(help.pixel(x: 250, y: 200).red < 90)
      var differ = false
      for y in 0..<100 {
        for x in 0..<200 where running.pixel(x: x, y: y) != paused.pixel(x: x, y: y) { differ = true }
      }
      #expect(differ, "the paused state shows")
      #expect(running.pixel(x: 499, y: 399).red == 90)
    }

    @Test func inA400By300WindowTheKeysAndTheStatusBoxStayWhole() throws {
      // The key panel is about 800 pixels wide at this text size: it ran past both sides of a
      // 400-point window. Drawn smaller, it keeps a margin all round; a long scene name is cut
      // with "…" at the window's edge.
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      let scene = Scene(width: 400, height: 300, background: Color(red: 90, green: 90, blue: 90))
      let canvas = try OffscreenCanvas(sizeOf: scene, supersampling: 1)
      let hud = try HUDRenderer(text: TextRenderer(renderer: canvas.renderer))
      let name = String(repeating: "a-very-long-scene-name-", count: 8)
      try SceneRenderer(renderer: canvas.renderer).draw(scene)
      try hud.draw(sceneName: name, timer: FrameTimer(), paused: false, slowMotion: false, showingHelp: true)
      try canvas.capture(to: folder.file("small.png"))
      let image = try RGBAImage(contentsOfPNG: folder.file("small.png"))
      #expect(hud.statusFrame.x + hud.statusFrame.width <= 400 - 8)
      for y in stride(from: 100, to: 300, by: 10) {
        #expect(image.pixel(x: 2, y: y).red == 90, "left margin at y \(y)")
        #expect(image.pixel(x: 397, y: y).red == 90, "right margin at y \(y)")
      }
      #expect(image.pixel(x: 200, y: 297).red == 90)
      #expect(image.pixel(x: 200, y: 150).red < 90, "the panel is drawn")
    }

    @Test func pausedTheTimingLineSaysTimeStoppedNotIdle() throws {
      // Paused mid-flight the line read "idle: nothing moves".
      let canvas = try OffscreenCanvas(width: 300, height: 200, supersampling: 1)
      let hud = try HUDRenderer(text: TextRenderer(renderer: canvas.renderer))
      try hud.draw(
        sceneName: "toss", timer: FrameTimer(), paused: true, slowMotion: false, showingHelp: false)
      #expect(hud.timingLine == "time stopped: . steps a frame")
      try hud.draw(
        sceneName: "toss", timer: FrameTimer(), paused: false, slowMotion: false, showingHelp: false)
      #expect(hud.timingLine == "idle: nothing moves")
    }

    @Test func theTimingLineFollowsAGestureAfterARest() throws {
      // A gesture after a rest adds only a fraction of a second of frame time; the line still
      // shows its frames, not the first frame's.
      let canvas = try OffscreenCanvas(width: 300, height: 200, supersampling: 1)
      let hud = try HUDRenderer(text: TextRenderer(renderer: canvas.renderer))
      var interval = FrameTimer()
      var cost = FrameTimer()
      // A window at rest from the start has drawn one frame, with no interval before it: it
      // showed the time from the window's making to that frame as the rate (198 fps, under
      // `--fps 30`).
      try hud.draw(
        sceneName: "toss", timer: interval, paused: false, slowMotion: false, showingHelp: false, cost: cost)
      #expect(hud.timingLine == "idle: nothing moves")
      interval.record(frameDuration: 0.5)
      try hud.draw(
        sceneName: "toss", timer: interval, paused: false, slowMotion: false, showingHelp: false, cost: cost)
      #expect(hud.timingLine == "2 fps · every 500.0 ms")
      for _ in 0..<20 {
        interval.record(frameDuration: 1.0 / 60)
        cost.record(frameDuration: 0.0025)
        try hud.draw(
          sceneName: "toss", timer: interval, paused: false, slowMotion: false, showingHelp: false, cost: cost
        )
      }
      #expect(hud.timingLine == "60 fps · every 16.7 ms · work 2.5 ms")
      cost.record(frameDuration: 0.000_3)
      for _ in 0..<40 { cost.record(frameDuration: 0.000_3) }
      for _ in 0..<15 {
        try hud.draw(
          sceneName: "toss", timer: interval, paused: false, slowMotion: false, showingHelp: false, cost: cost
        )
      }
      #expect(hud.timingLine == "60 fps · every 16.7 ms · work 300 µs")
    }
  }
}
