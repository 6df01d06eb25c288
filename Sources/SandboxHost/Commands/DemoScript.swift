/// The built-in demo that `run` renders headless when there is no display: against the
/// `showcase` scene, a finger drags the heart, the mouse pinches and turns the label with its
/// emulated second finger (Ctrl-drag), and a flick tosses the square at the circle.
enum DemoScript {
  /// The scene the demo plays in.
  static let scene = "showcase"

  /// The demo as a docs/scripts.md script.
  static let text = """
    # motion-sandbox built-in demo (scene: showcase)
    {"t": 0.00, "capture": "demo-01-start.png"}
    # drag the heart
    {"t": 0.10, "touch": "down", "id": 1, "x": 174, "y": 195}
    {"t": 0.20, "touch": "move", "id": 1, "x": 196, "y": 212}
    {"t": 0.30, "touch": "move", "id": 1, "x": 224, "y": 236}
    {"t": 0.40, "touch": "move", "id": 1, "x": 246, "y": 256}
    {"t": 0.50, "touch": "up", "id": 1, "x": 250, "y": 260}
    {"t": 0.55, "capture": "demo-02-dragged.png"}
    # pinch and turn the label: Ctrl-drag mirrors a second finger about the label's centre
    {"t": 0.70, "mouse": "down", "button": "left", "x": 428, "y": 544, "mods": ["ctrl"]}
    {"t": 0.80, "mouse": "move", "x": 436, "y": 530, "mods": ["ctrl"]}
    {"t": 0.90, "mouse": "move", "x": 444, "y": 514, "mods": ["ctrl"]}
    {"t": 1.00, "mouse": "move", "x": 450, "y": 500, "mods": ["ctrl"]}
    {"t": 1.10, "mouse": "up", "button": "left", "x": 450, "y": 500, "mods": ["ctrl"]}
    {"t": 1.15, "capture": "demo-03-pinched.png"}
    # toss the square at the circle with a quick flick on the field
    {"t": 1.30, "touch": "down", "id": 1, "x": 700, "y": 530}
    {"t": 1.35, "touch": "move", "id": 1, "x": 712, "y": 516}
    {"t": 1.40, "touch": "move", "id": 1, "x": 728, "y": 498}
    {"t": 1.45, "touch": "up", "id": 1, "x": 744, "y": 480}
    {"t": 1.55, "capture": "demo-04-tossed.png"}
    {"t": 1.75, "capture": "demo-05-flying.png"}
    {"t": 2.10, "capture": "demo-06-arriving.png"}
    {"t": 3.00, "capture": "demo-07-landed.png"}
    """
}
