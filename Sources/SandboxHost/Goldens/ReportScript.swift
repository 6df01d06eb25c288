/// The report's one script, `report.js`, written beside `index.html`: it turns each
/// `div.player` (see `FramePlayerMarkup`) into a player and follows the page's fragment,
/// `#case=NAME&file=FILE&frame=N&view=V`, which selects a case's file, a frame (from 0) and a
/// view (`side`, `swipe`, `strobe`, `diff`). Changing the frame or view rewrites the fragment in
/// place, so the address bar always links to the moment shown. It loads nothing.
enum ReportScript {
  /// The script's file name in the report folder.
  static let fileName = "report.js"

  static let source = #"""
    "use strict";
    (function () {
      var views = ["side", "swipe", "strobe", "diff"];
      var players = [];
      var active = null;

      function element(tag, className, parent) {
        var node = document.createElement(tag);
        if (className) node.className = className;
        if (parent) parent.appendChild(node);
        return node;
      }

      function Player(root) {
        this.root = root;
        this.frames = JSON.parse(root.getAttribute("data-frames"));
        this.width = Number(root.getAttribute("data-width")) || 1;
        this.height = Number(root.getAttribute("data-height")) || 1;
        this.diffImage = root.getAttribute("data-diff");
        this.caseName = root.getAttribute("data-case");
        this.fileName = root.getAttribute("data-file");
        this.frame = Math.min(Math.max(0, Number(root.getAttribute("data-first")) || 0), this.frames.length - 1);
        this.view = "side";
        this.swipe = 50;
        this.strobeShowsActual = false;
        this.playing = null;
        this.strobing = null;
        this.build();
        this.render();
      }

      Player.prototype.build = function () {
        var self = this;
        var root = this.root;
        root.textContent = "";
        var bar = element("div", "bar", root);
        this.buttons = {};
        views.forEach(function (view) {
          var button = element("button", "view", bar);
          button.type = "button";
          button.textContent = view;
          button.setAttribute("data-view", view);
          button.addEventListener("click", function () { self.select(self.frame, view, true); });
          self.buttons[view] = button;
        });
        if (this.frames.length > 1) {
          this.playButton = element("button", "play", bar);
          this.playButton.type = "button";
          this.playButton.textContent = "play";
          this.playButton.addEventListener("click", function () { self.togglePlay(); });
          var back = element("button", "step", bar);
          back.type = "button";
          back.textContent = "◀";
          back.title = "previous frame (Left)";
          back.addEventListener("click", function () { self.step(-1); });
          var forward = element("button", "step", bar);
          forward.type = "button";
          forward.textContent = "▶";
          forward.title = "next frame (Right)";
          forward.addEventListener("click", function () { self.step(1); });
          this.slider = element("input", "slider", bar);
          this.slider.type = "range";
          this.slider.min = "0";
          this.slider.max = String(this.frames.length - 1);
          this.slider.addEventListener("input", function () { self.select(Number(self.slider.value), self.view, true); });
          var marks = element("div", "marks", root);
          this.frames.forEach(function (frame, index) {
            if (!frame.differs) return;
            var mark = element("span", "mark", marks);
            mark.style.left = (self.frames.length > 1 ? index / (self.frames.length - 1) * 100 : 0) + "%";
          });
        }
        this.label = element("span", "label", bar);
        this.stage = element("div", "stage", root);
        root.addEventListener("focus", function () { active = self; });
        root.addEventListener("pointerdown", function () { active = self; });
      };

      Player.prototype.select = function (frame, view, fromUser) {
        this.frame = Math.min(Math.max(0, frame), this.frames.length - 1);
        if (views.indexOf(view) >= 0) this.view = view;
        active = this;
        this.render();
        if (fromUser) this.writeFragment();
      };

      Player.prototype.step = function (delta) {
        this.stopPlaying();
        this.select(this.frame + delta, this.view, true);
      };

      Player.prototype.togglePlay = function () {
        if (this.playing !== null) { this.stopPlaying(); return; }
        var self = this;
        if (this.frame >= this.frames.length - 1) this.frame = 0;
        this.playButton.textContent = "pause";
        var next = function () {
          var here = self.frames[self.frame].t;
          var after = self.frames[self.frame + 1];
          if (!after) { self.stopPlaying(); self.writeFragment(); return; }
          self.playing = setTimeout(function () {
            self.select(self.frame + 1, self.view, false);
            next();
          }, Math.max(1, (after.t - here) * 1000));
        };
        this.playing = 0;
        next();
      };

      Player.prototype.stopPlaying = function () {
        if (this.playing !== null) clearTimeout(this.playing);
        this.playing = null;
        if (this.playButton) this.playButton.textContent = "play";
      };

      Player.prototype.writeFragment = function () {
        var fragment = "#case=" + encodeURIComponent(this.caseName) + "&file=" + encodeURIComponent(this.fileName)
          + "&frame=" + this.frame + "&view=" + this.view;
        if (history.replaceState) history.replaceState(null, "", fragment);
      };

      Player.prototype.picture = function (link, side) {
        if (!link) {
          var none = element("div", "none");
          none.textContent = "none";
          return none;
        }
        var image = element("img", side);
        image.src = link;
        image.alt = side + " " + this.fileName + " frame " + this.frame;
        image.setAttribute("data-side", side);
        return image;
      };

      Player.prototype.outline = function (frame, parent) {
        if (!frame.bounds) return;
        var box = element("span", "spot", parent);
        box.style.left = (frame.bounds[0] / this.width * 100) + "%";
        box.style.top = (frame.bounds[1] / this.height * 100) + "%";
        box.style.width = (frame.bounds[2] / this.width * 100) + "%";
        box.style.height = (frame.bounds[3] / this.height * 100) + "%";
      };

      Player.prototype.stack = function () {
        var stack = element("div", "stack", this.stage);
        stack.style.maxWidth = this.width + "px";
        stack.style.aspectRatio = this.width + " / " + this.height;
        return stack;
      };

      Player.prototype.render = function () {
        var self = this;
        var frame = this.frames[this.frame];
        if (this.strobing !== null) { clearInterval(this.strobing); this.strobing = null; }
        this.stage.textContent = "";
        this.stage.className = "stage " + this.view;
        this.root.setAttribute("data-shown-frame", String(this.frame));
        this.root.setAttribute("data-shown-view", this.view);
        views.forEach(function (view) { self.buttons[view].classList.toggle("on", view === self.view); });
        if (this.slider) this.slider.value = String(this.frame);
        var time = frame.t === null ? "" : " · t " + Number(frame.t.toFixed(4)) + " s";
        this.label.textContent = (this.frames.length > 1 ? "frame " + this.frame + " of " + this.frames.length : "")
          + time + (frame.differs ? " · differs" : " · alike");
        if (this.view === "side") {
          ["expected", "actual"].forEach(function (side) {
            var figure = element("figure", side, self.stage);
            element("figcaption", null, figure).textContent = side;
            var stack = self.stack();
            figure.appendChild(stack);
            stack.appendChild(self.picture(frame[side], side));
            self.outline(frame, stack);
          });
          if (this.diffImage) {
            var link = element("a", "difflink", this.stage);
            link.href = this.diffImage;
            link.textContent = "diff image";
          }
        } else if (this.view === "swipe") {
          var stack = this.stack();
          stack.appendChild(this.picture(frame.expected, "expected"));
          var top = this.picture(frame.actual, "actual");
          top.classList.add("over");
          top.style.clipPath = "inset(0 0 0 " + this.swipe + "%)";
          stack.appendChild(top);
          var divider = element("span", "divider", stack);
          divider.style.left = this.swipe + "%";
          element("span", "tag left", stack).textContent = "expected";
          element("span", "tag right", stack).textContent = "actual";
          var drag = function (event) {
            var box = stack.getBoundingClientRect();
            self.swipe = Math.min(100, Math.max(0, (event.clientX - box.left) / box.width * 100));
            top.style.clipPath = "inset(0 0 0 " + self.swipe + "%)";
            divider.style.left = self.swipe + "%";
          };
          stack.addEventListener("pointerdown", function (event) {
            stack.setPointerCapture(event.pointerId);
            drag(event);
            stack.addEventListener("pointermove", drag);
          });
          stack.addEventListener("pointerup", function () { stack.removeEventListener("pointermove", drag); });
          this.outline(frame, stack);
        } else if (this.view === "strobe") {
          var stack = this.stack();
          stack.appendChild(this.picture(frame.expected, "expected"));
          var over = this.picture(frame.actual, "actual");
          over.classList.add("over");
          stack.appendChild(over);
          var tag = element("span", "tag left", stack);
          var flip = function () {
            over.style.visibility = self.strobeShowsActual ? "visible" : "hidden";
            tag.textContent = self.strobeShowsActual ? "actual" : "expected";
            self.strobeShowsActual = !self.strobeShowsActual;
          };
          this.strobeShowsActual = false;
          flip();
          this.strobing = setInterval(flip, 500);
          this.outline(frame, stack);
        } else {
          var stack = this.stack();
          stack.appendChild(this.picture(frame.expected, "expected"));
          var difference = this.picture(frame.actual, "actual");
          difference.classList.add("over", "difference");
          stack.appendChild(difference);
          this.outline(frame, stack);
          element("span", "tag left", stack).textContent = "difference (black where alike)";
        }
        this.publishLayout();
      };

      // Where the shown pictures lie in the window, as data attributes (`data-rect-expected`,
      // `data-rect-actual`: x,y,width,height in CSS pixels), once they have loaded: what a
      // screenshot of the page can be checked against.
      Player.prototype.publishLayout = function () {
        var root = this.root;
        Array.prototype.forEach.call(this.stage.querySelectorAll("img[data-side]"), function (image) {
          var write = function () {
            var box = image.getBoundingClientRect();
            root.setAttribute("data-rect-" + image.getAttribute("data-side"),
              [box.left, box.top, box.width, box.height].map(Math.round).join(","));
          };
          if (image.complete) write(); else image.addEventListener("load", write);
        });
      };

      function readFragment() {
        var fields = {};
        location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
          var at = pair.indexOf("=");
          if (at > 0) fields[decodeURIComponent(pair.slice(0, at))] = decodeURIComponent(pair.slice(at + 1));
        });
        if (!fields["case"] && !fields.file) return;
        var chosen = null;
        players.forEach(function (player) {
          if (chosen) return;
          var caseName = player.caseName;
          var short = caseName.slice(caseName.lastIndexOf("/") + 1);
          var caseMatches = !fields["case"] || fields["case"] === caseName || fields["case"] === short;
          var fileMatches = !fields.file || fields.file === player.fileName;
          if (caseMatches && fileMatches) chosen = player;
        });
        if (!chosen) return;
        var frame = fields.frame === undefined ? chosen.frame : Number(fields.frame);
        chosen.stopPlaying();
        chosen.select(isFinite(frame) ? frame : chosen.frame, fields.view || chosen.view, false);
        chosen.root.scrollIntoView();
        chosen.root.focus({ preventScroll: true });
        chosen.publishLayout();
      }

      document.addEventListener("keydown", function (event) {
        if (!active || event.target.tagName === "INPUT") return;
        if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
          active.step(event.key === "ArrowLeft" ? -1 : 1);
          event.preventDefault();
        } else if (event.key === " " && active.frames.length > 1) {
          active.togglePlay();
          event.preventDefault();
        }
      });

      Array.prototype.forEach.call(document.querySelectorAll("div.player"), function (root) {
        players.push(new Player(root));
      });
      if (players.length > 0) active = players[0];
      window.addEventListener("hashchange", readFragment);
      readFragment();
      document.documentElement.setAttribute("data-report-ready", "true");
    })();
    """#
}
