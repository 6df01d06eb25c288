import Motion

/// Two cards on a table, with the runtime a programmer adds their interactions to: `a` at
/// (100, 100), `b` at (300, 100), each 50 points square.
struct CardTable {
  let scene = Scene(width: 400, height: 600)
  let a = Element(name: "a", position: Point(x: 100, y: 100), size: Size(width: 50, height: 50))
  let b = Element(name: "b", position: Point(x: 300, y: 100), size: Size(width: 50, height: 50))
  let runtime: MotionRuntime

  init() {
    scene.addChild(a)
    scene.addChild(b)
    runtime = MotionRuntime(scene: scene)
  }

  /// A tossable for `card`, dragged on the table and tossed to `destination`, added.
  func tossable(_ card: Element, to destination: Point) -> Tossable {
    let tossable = Tossable(
      destination: ReactiveProperty(destination), toss: card, container: scene,
      springSource: runtime.springSource)
    runtime.add(tossable, to: card)
    return tossable
  }

  /// Drags `card`'s finger 50 points up from where the card is and lets go.
  func toss(_ card: Element, with script: inout TouchScript) {
    let start = card.position
    let end = Point(x: start.x, y: start.y - 50)
    script.down(1, start)
    script.drag(1, from: start, to: end, steps: 5)
    script.up(1, end)
  }
}
