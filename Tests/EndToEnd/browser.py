"""Real browsers for the end-to-end tests, driven as a person would use a page: headless
Chromium through its DevTools protocol and Firefox through WebDriver BiDi, both with a profile
of their own in the test's folder.

    with browser.launch("chromium") as page:     # or "firefox"
        page.open("file:///…/index.html#case=…")
        page.evaluate("document.title")          # awaits promises, returns the value
        page.drag(100, 200, 300, 200)            # a real pointer: press, moves, release
        page.click(10, 10); page.key("ArrowRight")
        page.screenshot("shot.png")
        page.errors                              # console errors and uncaught exceptions

Needs the `websockets` package (scripts/bootstrap.sh test puts it in .build/e2e-python).
"""
import base64
import json
import os
import shutil
import socket
import subprocess
import tempfile
import time
import urllib.request

from websockets.sync.client import connect


def launch(name, width=1400, height=1000):
    """A browser named `chromium` or `firefox`, started headless with a page `width` × `height`."""
    return {"chromium": Chromium, "firefox": Firefox}[name](width, height)


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _Browser:
    """What both drivers share: the process, its profile, and the pointer made of mouse events."""

    def __init__(self):
        self.errors = []
        self.profile = tempfile.mkdtemp(prefix="browser-profile-", dir=os.getcwd())
        self.next_id = 0

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _call(self, method, params):
        self.next_id += 1
        ident = self.next_id
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        deadline = time.time() + 60
        while time.time() < deadline:
            message = json.loads(self.socket.recv(timeout=60))
            if message.get("id") == ident:
                if "error" in message and message["error"]:
                    raise RuntimeError("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            self._event(message)
        raise TimeoutError(method)

    def drag(self, x0, y0, x1, y1, steps=12):
        """Presses the left button at (x0, y0), moves to (x1, y1) in `steps`, releases."""
        self._pointer([("down", x0, y0)] + [
            ("move", x0 + (x1 - x0) * i / steps, y0 + (y1 - y0) * i / steps) for i in range(1, steps + 1)
        ] + [("up", x1, y1)])

    def click(self, x, y):
        self._pointer([("move", x, y), ("down", x, y), ("up", x, y)])

    def wait_for(self, expression, seconds=30):
        """Evaluates `expression` until it is truthy; returns its value."""
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.1)
        raise TimeoutError(expression)

    def close(self):
        try:
            self.socket.close()
        except Exception:
            pass
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


class Chromium(_Browser):
    """Headless Chromium through the DevTools protocol."""

    def __init__(self, width, height):
        super().__init__()
        self.process = subprocess.Popen(
            ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
             "--force-device-scale-factor=1", "--force-color-profile=srgb", "--remote-debugging-port=0",
             "--window-size=%d,%d" % (width, height), "--user-data-dir=" + self.profile, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + 60
        while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
            if time.time() > deadline:
                raise TimeoutError("Chromium did not start")
            time.sleep(0.1)
        port = int(open(port_file).read().split("\n")[0])
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json/list" % port))
        page = next(t for t in targets if t["type"] == "page")
        self.socket = connect(page["webSocketDebuggerUrl"], max_size=None)
        self.loaded = False
        for domain in ("Page", "Runtime", "Log"):
            self._call(domain + ".enable", {})
        self._call("Emulation.setDeviceMetricsOverride",
                   {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def _event(self, message):
        method, params = message.get("method"), message.get("params", {})
        if method == "Page.loadEventFired":
            self.loaded = True
        elif method == "Runtime.exceptionThrown":
            details = params["exceptionDetails"]
            self.errors.append(details.get("exception", {}).get("description") or details.get("text"))
        elif method == "Runtime.consoleAPICalled" and params.get("type") == "error":
            self.errors.append(" ".join(str(a.get("value", a.get("description"))) for a in params["args"]))
        elif method == "Log.entryAdded" and params["entry"]["level"] == "error":
            self.errors.append(params["entry"]["text"])

    def open(self, url):
        self.loaded = False
        result = self._call("Page.navigate", {"url": url})
        # A new fragment of the same page is a navigation within the document: no load follows.
        if "loaderId" not in result:
            return
        deadline = time.time() + 60
        while not self.loaded and time.time() < deadline:
            self._event(json.loads(self.socket.recv(timeout=60)))

    def evaluate(self, expression):
        result = self._call("Runtime.evaluate",
                            {"expression": expression, "awaitPromise": True, "returnByValue": True})
        if "exceptionDetails" in result:
            raise RuntimeError("%s: %s" % (expression, result["exceptionDetails"]))
        return result["result"].get("value")

    def _pointer(self, steps):
        kinds = {"down": "mousePressed", "move": "mouseMoved", "up": "mouseReleased"}
        for kind, x, y in steps:
            params = {"type": kinds[kind], "x": x, "y": y, "button": "left",
                      "buttons": 0 if kind == "up" else 1 if kind == "down" else (1 if self._held else 0),
                      "clickCount": 1}
            self._held = kind == "down" or (self._held and kind == "move")
            self._call("Input.dispatchMouseEvent", params)

    _held = False

    def key(self, name):
        for kind in ("keyDown", "keyUp"):
            self._call("Input.dispatchKeyEvent", {"type": kind, "key": name, "code": name})

    def screenshot(self, path):
        data = self._call("Page.captureScreenshot", {"format": "png"})["data"]
        open(path, "wb").write(base64.b64decode(data))


class Firefox(_Browser):
    """Headless Firefox through WebDriver BiDi."""

    def __init__(self, width, height):
        super().__init__()
        port = _free_port()
        open(os.path.join(self.profile, "user.js"), "w").write(
            'user_pref("remote.active-protocols", 1);\n'  # WebDriver BiDi alone
            'user_pref("browser.shell.checkDefaultBrowser", false);\n')
        self.process = subprocess.Popen(
            ["firefox-esr" if shutil.which("firefox-esr") else "firefox", "--headless", "--no-remote",
             "--profile", self.profile, "--remote-debugging-port", str(port),
             "--width", str(width), "--height", str(height)],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.time() + 90
        while True:
            try:
                self.socket = connect("ws://127.0.0.1:%d/session" % port, max_size=None)
                break
            except (OSError, Exception):
                if time.time() > deadline:
                    raise TimeoutError("Firefox did not start")
                time.sleep(0.3)
        self._call("session.new", {"capabilities": {}})
        self._call("session.subscribe", {"events": ["log.entryAdded"]})
        self.context = self._call("browsingContext.getTree", {})["contexts"][0]["context"]
        self._call("browsingContext.setViewport",
                   {"context": self.context, "viewport": {"width": width, "height": height}})

    def _event(self, message):
        if message.get("method") == "log.entryAdded" and message["params"].get("level") == "error":
            self.errors.append(message["params"].get("text"))

    def open(self, url):
        self._call("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def evaluate(self, expression):
        result = self._call("script.evaluate", {
            "expression": expression, "target": {"context": self.context}, "awaitPromise": True,
            "serializationOptions": {"maxObjectDepth": 10}})
        if result.get("type") == "exception":
            raise RuntimeError("%s: %s" % (expression, result["exceptionDetails"]["text"]))
        return _deserialize(result["result"])

    def _pointer(self, steps):
        kinds = {"down": "pointerDown", "move": "pointerMove", "up": "pointerUp"}
        actions = []
        for kind, x, y in steps:
            if kind == "move":
                actions.append({"type": "pointerMove", "x": int(round(x)), "y": int(round(y)), "duration": 16})
            else:
                actions.append({"type": "pointerMove", "x": int(round(x)), "y": int(round(y))})
                actions.append({"type": kinds[kind], "button": 0})
        self._call("input.performActions", {"context": self.context, "actions": [
            {"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"}, "actions": actions}]})

    def key(self, name):
        keys = {"ArrowRight": "\ue014", "ArrowLeft": "\ue012", "ArrowUp": "\ue013", "ArrowDown": "\ue015",
                "Enter": "\ue007", "Escape": "\ue00c", "Home": "\ue011", "End": "\ue010"}
        value = keys.get(name, name)
        self._call("input.performActions", {"context": self.context, "actions": [
            {"type": "key", "id": "keyboard", "actions": [{"type": "keyDown", "value": value},
                                                          {"type": "keyUp", "value": value}]}]})

    def screenshot(self, path):
        data = self._call("browsingContext.captureScreenshot", {"context": self.context})["data"]
        open(path, "wb").write(base64.b64decode(data))


def _deserialize(value):
    """A WebDriver BiDi remote value as a Python value."""
    kind = value.get("type")
    if kind in ("undefined", "null"):
        return None
    if kind in ("string", "boolean"):
        return value["value"]
    if kind == "number":
        v = value["value"]
        return v if not isinstance(v, str) else float(v.replace("Infinity", "inf"))
    if kind == "array":
        return [_deserialize(v) for v in value.get("value", [])]
    if kind == "object":
        return {k if isinstance(k, str) else _deserialize(k): _deserialize(v) for k, v in value.get("value", [])}
    return value.get("value")
