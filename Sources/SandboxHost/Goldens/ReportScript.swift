/// The report's one script, `report.js`, written beside `index.html`: it turns each
/// `div.player` (see `FramePlayerMarkup`) into a player and follows the page's fragment,
/// `#case=NAME&file=FILE&frame=N&view=V`, which selects a case's file, a frame (from 0) and a
/// view (`side`, `swipe`, `strobe`, `diff`), scrolls it into view, and says on the page when the
/// report has no such case or file. Changing the frame or view rewrites the fragment in place,
/// so the address bar always links to the moment shown. It loads nothing from the network: a
/// film's player loads the film's own bytes from a script beside the report
/// (`ReportPage.embedFilm`), decodes the animated PNG in the page, and draws its frames on
/// canvases, the diff view marking the pixels beyond the case's tolerance as the still diff
/// does (magenta over the expected frame in grey at 30 %).
enum ReportScript {
  /// The script's file name in the report folder.
  static let fileName = "report.js"

  static let source = #"""
    "use strict";
    (function () {
      var views = ["side", "swipe", "strobe", "diff"];
      var players = [];
      var active = null;
      // A film's bytes arrive by a script of its own, which calls MotionReport.film.
      var waitingFilms = {};
      var films = {};
      // Frames between the copies of a whole film frame kept to seek from.
      var keyInterval = 30;

      var waitingSections = {};
      // What the address scrolled to, and when: sections that load above it in the next moments
      // grow, and it is scrolled back into view.
      var fragmentTarget = null;
      var fragmentTime = 0;
      function showFragmentTarget(target) {
        fragmentTarget = target;
        fragmentTime = Date.now();
        target.scrollIntoView({ block: "start" });
      }

      window.MotionReport = {
        section: function (id, html) {
          var waiting = waitingSections[id];
          if (waiting) { delete waitingSections[id]; waiting(html); }
        },
        film: function (link, base64) {
          var waiting = waitingFilms[link];
          if (!waiting) return;
          delete waitingFilms[link];
          var binary = atob(base64);
          var bytes = new Uint8Array(binary.length);
          for (var i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
          decodeFilm(bytes).then(waiting.resolve, waiting.reject);
        }
      };

      function element(tag, className, parent) {
        var node = document.createElement(tag);
        if (className) node.className = className;
        if (parent) parent.appendChild(node);
        return node;
      }

      function loadFilm(link) {
        if (!films[link]) {
          films[link] = new Promise(function (resolve, reject) {
            waitingFilms[link] = { resolve: resolve, reject: reject };
            var script = element("script");
            script.src = link;
            script.onerror = function () { reject(new Error("cannot load " + link)); };
            document.body.appendChild(script);
          });
        }
        return films[link];
      }

      var crcTable = (function () {
        var table = [];
        for (var n = 0; n < 256; n++) {
          var c = n;
          for (var k = 0; k < 8; k++) c = c & 1 ? 0xEDB88320 ^ (c >>> 1) : c >>> 1;
          table[n] = c >>> 0;
        }
        return table;
      })();

      function crc32(bytes, start, end) {
        var c = 0xFFFFFFFF;
        for (var i = start; i < end; i++) c = crcTable[(c ^ bytes[i]) & 0xFF] ^ (c >>> 8);
        return (c ^ 0xFFFFFFFF) >>> 0;
      }

      function read32(bytes, at) {
        return ((bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3]) >>> 0;
      }

      function write32(bytes, at, value) {
        bytes[at] = value >>> 24;
        bytes[at + 1] = (value >>> 16) & 255;
        bytes[at + 2] = (value >>> 8) & 255;
        bytes[at + 3] = value & 255;
      }

      function chunk(type, data) {
        var out = new Uint8Array(12 + data.length);
        write32(out, 0, data.length);
        for (var i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
        out.set(data, 8);
        write32(out, 8 + data.length, crc32(out, 4, 8 + data.length));
        return out;
      }

      // An animated PNG as the player seeks in it: each frame's rectangle made a PNG of its own
      // and decoded, to be drawn over the frames before it (the films of motion-sandbox
      // replace the pixels they cover and dispose of nothing), and the frames' script times.
      function decodeFilm(bytes) {
        var at = 8, header = null, times = null, frames = [];
        while (at + 12 <= bytes.length) {
          var length = read32(bytes, at);
          var type = String.fromCharCode(bytes[at + 4], bytes[at + 5], bytes[at + 6], bytes[at + 7]);
          var data = bytes.subarray(at + 8, at + 8 + length);
          if (type === "IHDR") {
            header = data;
          } else if (type === "fcTL") {
            frames.push({ width: read32(data, 4), height: read32(data, 8), x: read32(data, 12), y: read32(data, 16), parts: [] });
          } else if (type === "IDAT" && frames.length > 0) {
            frames[frames.length - 1].parts.push(data);
          } else if (type === "fdAT" && frames.length > 0) {
            frames[frames.length - 1].parts.push(data.subarray(4));
          } else if (type === "tEXt") {
            var text = new TextDecoder("latin1").decode(data);
            var zero = text.indexOf("\0");
            if (text.slice(0, zero) === "Frame times") times = text.slice(zero + 1).split(" ").map(Number);
          }
          at += 12 + length;
        }
        if (!header || frames.length === 0) return Promise.reject(new Error("not an animated PNG"));
        var signature = bytes.subarray(0, 8);
        return Promise.all(frames.map(function (frame) {
          var frameHeader = new Uint8Array(header);
          write32(frameHeader, 0, frame.width);
          write32(frameHeader, 4, frame.height);
          var pieces = [signature, chunk("IHDR", frameHeader)];
          frame.parts.forEach(function (part) { pieces.push(chunk("IDAT", part)); });
          pieces.push(chunk("IEND", new Uint8Array(0)));
          return createImageBitmap(new Blob(pieces, { type: "image/png" }));
        })).then(function (pictures) {
          return {
            bytes: bytes, width: read32(header, 0), height: read32(header, 4), times: times || [], keys: [],
            frames: frames.map(function (frame, index) { return { x: frame.x, y: frame.y, picture: pictures[index] }; })
          };
        });
      }

      // Draws frame `index` of `film` on `context` (a canvas of the film's size): from the
      // nearest whole frame kept before it, every frame's rectangle after it in order.
      function drawFilmFrame(film, index, context) {
        index = Math.min(index, film.frames.length - 1);
        var key = Math.floor(index / keyInterval);
        while (key > 0 && !film.keys[key]) key--;
        var from = 0;
        if (film.keys[key]) {
          context.drawImage(film.keys[key], 0, 0);
          from = key * keyInterval + 1;
        }
        for (var i = from; i <= index; i++) {
          var frame = film.frames[i];
          context.drawImage(frame.picture, frame.x, frame.y);
          if (i % keyInterval === 0 && !film.keys[i / keyInterval]) {
            var copy = element("canvas");
            copy.width = film.width;
            copy.height = film.height;
            copy.getContext("2d").drawImage(context.canvas, 0, 0);
            film.keys[i / keyInterval] = copy;
          }
        }
      }

      function Player(root) {
        this.root = root;
        this.frames = JSON.parse(root.getAttribute("data-frames"));
        this.width = Number(root.getAttribute("data-width")) || 1;
        this.height = Number(root.getAttribute("data-height")) || 1;
        this.diffImage = root.getAttribute("data-diff");
        this.caseName = root.getAttribute("data-case");
        this.fileName = root.getAttribute("data-file");
        this.tolerance = Number(root.getAttribute("data-tolerance")) || 0;
        // What the sides are called: expected and actual, or before and after an update.
        var sides = (root.getAttribute("data-sides") || "expected,actual").split(",");
        this.captions = { expected: sides[0], actual: sides[1] };
        this.filmLinks = root.hasAttribute("data-film-expected")
          ? { expected: root.getAttribute("data-film-expected"), actual: root.getAttribute("data-film-actual") }
          : null;
        this.films = null;
        this.frame = Math.min(Math.max(0, Number(root.getAttribute("data-first")) || 0), this.frames.length - 1);
        this.view = "side";
        this.swipe = 50;
        this.strobeShowsActual = false;
        this.playing = null;
        this.strobing = null;
        this.build();
        this.render();
      }

      // Loads the films (once), then shows the frame again from them.
      Player.prototype.load = function () {
        var self = this;
        if (!this.filmLinks || this.loading) return this.loading;
        var sides = ["expected", "actual"];
        this.loading = Promise.all(sides.map(function (side) {
          return self.filmLinks[side] ? loadFilm(self.filmLinks[side]) : Promise.resolve(null);
        })).then(function (loaded) {
          self.films = { expected: loaded[0], actual: loaded[1] };
          sides.forEach(function (side, index) {
            var link = self.downloadLinks[side];
            if (!link) return;
            if (!loaded[index]) { link.remove(); return; }
            link.href = URL.createObjectURL(new Blob([loaded[index].bytes], { type: "image/png" }));
            link.download = side === "actual" ? self.fileName : self.fileName.replace(/(\.png)?$/i, "." + self.captions[side] + ".png");
          });
          self.render();
        }, function (error) {
          self.stage.textContent = "The film could not be shown: " + error.message;
        });
        return this.loading;
      };

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
          var back = element("button", "step back", bar);
          back.type = "button";
          back.textContent = "◀";
          back.title = "previous frame (Left)";
          back.addEventListener("click", function () { self.step(-1); });
          var forward = element("button", "step forward", bar);
          forward.type = "button";
          forward.textContent = "▶";
          forward.title = "next frame (Right)";
          forward.addEventListener("click", function () { self.step(1); });
          // The marks lie under the slider's own track: inset by half its thumb on each side,
          // where the thumb's centre can go (the thumb's width is set in the page's style).
          var track = element("div", "track", bar);
          this.slider = element("input", "slider", track);
          this.slider.type = "range";
          this.slider.min = "0";
          this.slider.max = String(this.frames.length - 1);
          this.slider.addEventListener("input", function () { self.select(Number(self.slider.value), self.view, true); });
          var marks = element("div", "marks", track);
          this.frames.forEach(function (frame, index) {
            if (!frame.differs) return;
            var mark = element("span", "mark", marks);
            mark.setAttribute("data-frame", String(index));
            mark.style.left = (index / (self.frames.length - 1) * 100) + "%";
          });
        }
        this.label = element("span", "label", bar);
        // As wide as its longest text: the slider beside it then keeps its width as the text
        // changes, and its thumb stays under the pointer that drags it.
        var longest = 0;
        for (var index = 0; index < this.frames.length; index++) {
          longest = Math.max(longest, this.labelText(index).length);
        }
        this.label.style.minWidth = longest + "ch";
        this.downloads = element("span", "downloads", bar);
        // The film's links stand from the start, given their address once the film is loaded:
        // the bar keeps its layout, and the slider its width under a pointer, when they get it.
        this.downloadLinks = {};
        if (this.filmLinks) {
          ["expected", "actual"].forEach(function (side) {
            if (!self.filmLinks[side]) return;
            var link = element("a", "download", self.downloads);
            link.textContent = "download " + self.captions[side] + " film";
            self.downloadLinks[side] = link;
          });
        }
        this.stage = element("div", "stage", root);
        root.addEventListener("focus", function () { active = self; });
        root.addEventListener("pointerdown", function () { active = self; });
      };

      // What the bar says of frame `index`: its number, its time, whether it differs.
      Player.prototype.labelText = function (index) {
        var frame = this.frames[index];
        var time = frame.t === null ? "" : " · t " + Number(frame.t.toFixed(4)) + " s";
        return (this.frames.length > 1 ? "frame " + index + " of " + this.frames.length : "")
          + time + (frame.differs ? " · differs" : " · alike");
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

      // The picture of one side at the frame shown: a film's frame drawn on a canvas, a still's
      // picture as an image (never dragged away by the browser).
      Player.prototype.picture = function (side) {
        var film = this.films && this.films[side];
        var frame = this.frames[this.frame];
        if (film) {
          var canvas = element("canvas", side);
          canvas.width = film.width;
          canvas.height = film.height;
          drawFilmFrame(film, this.frame, canvas.getContext("2d"));
          canvas.setAttribute("data-side", side);
          return canvas;
        }
        var link = frame[side];
        if (!link) {
          var none = element("div", "none");
          none.textContent = this.filmLinks && !this.films ? "loading…" : "none";
          return none;
        }
        var image = element("img", side);
        image.src = link;
        image.alt = side + " " + this.fileName + " frame " + this.frame;
        image.draggable = false;
        image.setAttribute("data-side", side);
        return image;
      };

      // The diff view: the still's diff image, or for a film the same drawn from its frames.
      Player.prototype.difference = function () {
        if (!this.films) {
          if (this.diffImage) {
            var image = element("img", "diffimage");
            image.src = this.diffImage;
            image.draggable = false;
            image.setAttribute("data-side", "diff");
            return image;
          }
          return this.picture("actual");
        }
        var expected = this.picture("expected"), actual = this.picture("actual");
        if (expected.tagName !== "CANVAS" || actual.tagName !== "CANVAS") return actual;
        var width = expected.width, height = expected.height;
        var a = expected.getContext("2d").getImageData(0, 0, width, height).data;
        var b = actual.getContext("2d").getImageData(0, 0, width, height).data;
        var canvas = element("canvas", "diff");
        canvas.width = width;
        canvas.height = height;
        var context = canvas.getContext("2d");
        var out = context.createImageData(width, height);
        var differing = 0;
        for (var i = 0; i < a.length; i += 4) {
          var d = Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2]));
          if (d > this.tolerance) {
            out.data[i] = 255; out.data[i + 1] = 0; out.data[i + 2] = 255;
            differing++;
          } else {
            var grey = Math.round((299 * a[i] + 587 * a[i + 1] + 114 * a[i + 2]) / 1000 * 0.3);
            out.data[i] = grey; out.data[i + 1] = grey; out.data[i + 2] = grey;
          }
          out.data[i + 3] = 255;
        }
        context.putImageData(out, 0, 0);
        canvas.setAttribute("data-side", "diff");
        canvas.setAttribute("data-differing", String(differing));
        return canvas;
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
        this.label.textContent = this.labelText(this.frame);
        if (this.view === "side") {
          ["expected", "actual"].forEach(function (side) {
            var figure = element("figure", side, self.stage);
            element("figcaption", null, figure).textContent = self.captions[side];
            var stack = self.stack();
            figure.appendChild(stack);
            stack.appendChild(self.picture(side));
            self.outline(frame, stack);
          });
          if (this.diffImage) {
            var link = element("a", "difflink", this.stage);
            link.href = this.diffImage;
            link.textContent = "diff image";
          }
        } else if (this.view === "swipe") {
          var stack = this.stack();
          stack.appendChild(this.picture("expected"));
          var top = this.picture("actual");
          top.classList.add("over");
          top.style.clipPath = "inset(0 0 0 " + this.swipe + "%)";
          stack.appendChild(top);
          var divider = element("span", "divider", stack);
          divider.style.left = this.swipe + "%";
          element("span", "tag left", stack).textContent = this.captions.expected;
          element("span", "tag right", stack).textContent = this.captions.actual;
          var move = function (event) {
            var box = stack.getBoundingClientRect();
            self.swipe = Math.min(100, Math.max(0, (event.clientX - box.left) / box.width * 100));
            top.style.clipPath = "inset(0 0 0 " + self.swipe + "%)";
            divider.style.left = self.swipe + "%";
            self.root.setAttribute("data-swipe", self.swipe.toFixed(1));
          };
          // The pointer is captured while the button is down, so the divider follows it
          // outside the picture too; nothing starts a native drag or a selection.
          stack.addEventListener("pointerdown", function (event) {
            event.preventDefault();
            stack.setPointerCapture(event.pointerId);
            move(event);
          });
          stack.addEventListener("pointermove", function (event) {
            if (stack.hasPointerCapture(event.pointerId)) move(event);
          });
          var release = function (event) {
            if (stack.hasPointerCapture(event.pointerId)) stack.releasePointerCapture(event.pointerId);
          };
          stack.addEventListener("pointerup", release);
          stack.addEventListener("pointercancel", release);
          stack.addEventListener("dragstart", function (event) { event.preventDefault(); });
          this.outline(frame, stack);
        } else if (this.view === "strobe") {
          var stack = this.stack();
          stack.appendChild(this.picture("expected"));
          var over = this.picture("actual");
          over.classList.add("over");
          stack.appendChild(over);
          var tag = element("span", "tag left", stack);
          var flip = function () {
            over.style.visibility = self.strobeShowsActual ? "visible" : "hidden";
            tag.textContent = self.strobeShowsActual ? self.captions.actual : self.captions.expected;
            self.strobeShowsActual = !self.strobeShowsActual;
          };
          this.strobeShowsActual = false;
          flip();
          this.strobing = setInterval(flip, 500);
          this.outline(frame, stack);
        } else {
          var stack = this.stack();
          stack.appendChild(this.difference());
          this.outline(frame, stack);
          element("span", "tag left", stack).textContent = "differing pixels in magenta over the " + this.captions.expected + " frame";
        }
        this.publishLayout();
      };

      // Where the shown pictures lie in the window, as data attributes (`data-rect-expected`,
      // `data-rect-actual`: x,y,width,height in CSS pixels), once they have loaded: what a
      // screenshot of the page can be checked against.
      Player.prototype.publishLayout = function () {
        var root = this.root;
        Array.prototype.forEach.call(this.stage.querySelectorAll("[data-side]"), function (picture) {
          var write = function () {
            // A picture of an earlier view that loads after it was replaced has no place.
            if (!picture.isConnected) return;
            var box = picture.getBoundingClientRect();
            root.setAttribute("data-rect-" + picture.getAttribute("data-side"),
              [box.left, box.top, box.width, box.height].map(Math.round).join(","));
          };
          if (picture.tagName !== "IMG" || picture.complete) write(); else picture.addEventListener("load", write);
        });
      };

      // Says on the page that the fragment names nothing in this report (or clears it).
      function noteFragment(text) {
        var note = document.getElementById("fragment-note");
        if (!note) {
          note = element("p", "fragment-note");
          note.id = "fragment-note";
          note.setAttribute("role", "alert");
          document.body.insertBefore(note, document.body.firstChild);
        }
        note.textContent = text;
        note.hidden = !text;
        if (text) note.scrollIntoView();
      }

      function readFragment() {
        var fields = {};
        location.hash.replace(/^#/, "").split("&").forEach(function (pair) {
          var at = pair.indexOf("=");
          if (at > 0) fields[decodeURIComponent(pair.slice(0, at))] = decodeURIComponent(pair.slice(at + 1));
        });
        if (!fields["case"] && !fields.file) { noteFragment(""); return; }
        var waiting = Array.prototype.filter.call(document.querySelectorAll("section.pending"), function (section) {
          var name = section.getAttribute("data-case");
          var short = name.slice(name.lastIndexOf("/") + 1);
          return !fields["case"] || fields["case"] === name || fields["case"] === short;
        });
        if (waiting.length > 0) {
          Promise.all(waiting.map(loadSection)).then(readFragment, readFragment);
          return;
        }
        var chosen = null, caseSeen = false;
        players.forEach(function (player) {
          if (chosen) return;
          var caseName = player.caseName;
          var short = caseName.slice(caseName.lastIndexOf("/") + 1);
          var caseMatches = !fields["case"] || fields["case"] === caseName || fields["case"] === short;
          caseSeen = caseSeen || caseMatches;
          var fileMatches = !fields.file || fields.file === player.fileName;
          if (caseMatches && fileMatches) chosen = player;
        });
        if (!chosen) {
          // A case whose failing file has no player (a dump, a track): its heading.
          var section = Array.prototype.filter.call(document.querySelectorAll("section[data-case]"), function (candidate) {
            var name = candidate.getAttribute("data-case");
            return !fields["case"] || fields["case"] === name || fields["case"] === name.slice(name.lastIndexOf("/") + 1);
          })[0];
          var heading = section && fields.file
            ? Array.prototype.filter.call(section.querySelectorAll("h3[data-file]"), function (h) {
              return h.getAttribute("data-file") === fields.file;
            })[0]
            : null;
          if (section && (heading || !fields.file)) {
            noteFragment("");
            showFragmentTarget(heading || section.querySelector("h2"));
            return;
          }
          noteFragment(caseSeen || section
            ? "This report shows no failing file " + fields.file + " of case " + fields["case"] + "."
            : "This report has no failing case " + (fields["case"] || "") + (fields.file ? " with a file " + fields.file : "") + ".");
          return;
        }
        noteFragment("");
        var frame = fields.frame === undefined ? chosen.frame : Number(fields.frame);
        chosen.stopPlaying();
        chosen.select(isFinite(frame) ? frame : chosen.frame, fields.view || chosen.view, false);
        chosen.load();
        // The file's heading at the top of the window, with its case's heading above it when
        // both fit.
        var heading = chosen.root.previousElementSibling;
        var section = chosen.root.closest("section");
        var caseHeading = section ? section.querySelector("h2") : null;
        var target = heading || chosen.root;
        if (caseHeading && chosen.root.getBoundingClientRect().bottom - caseHeading.getBoundingClientRect().top <= window.innerHeight) {
          target = caseHeading;
        }
        showFragmentTarget(target);
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

      // A film is loaded when its player comes near the window: a report of a thousand
      // failing films opens at once.
      var filmWatcher = "IntersectionObserver" in window
        ? new IntersectionObserver(function (entries) {
          entries.forEach(function (entry) {
            if (!entry.isIntersecting) return;
            filmWatcher.unobserve(entry.target);
            players.forEach(function (player) { if (player.root === entry.target) player.load(); });
          });
        }, { rootMargin: "400px" })
        : null;

      // Makes players of the pictures in `root` (the page, or a section just loaded).
      function makePlayers(root) {
        Array.prototype.forEach.call(root.querySelectorAll("div.player"), function (element) {
          var player = new Player(element);
          players.push(player);
          if (!player.filmLinks) return;
          if (filmWatcher) filmWatcher.observe(element); else player.load();
        });
        if (!active && players.length > 0) active = players[0];
      }

      // Loads a waiting section (`section.pending`) from its script and puts it in its place.
      var loadingSections = {};
      function loadSection(placeholder) {
        var id = placeholder.id;
        if (!loadingSections[id]) {
          loadingSections[id] = new Promise(function (resolve, reject) {
            waitingSections[id] = function (html) {
              var holder = element("div");
              holder.innerHTML = html;
              var section = holder.firstElementChild;
              placeholder.replaceWith(section);
              makePlayers(section);
              if (fragmentTarget && Date.now() - fragmentTime < 3000
                && (section.compareDocumentPosition(fragmentTarget) & Node.DOCUMENT_POSITION_FOLLOWING)) {
                fragmentTarget.scrollIntoView({ block: "start" });
              }
              document.dispatchEvent(new CustomEvent("motion-report-section", { detail: section }));
              resolve(section);
            };
            var script = element("script");
            script.src = placeholder.getAttribute("data-section");
            script.onerror = function () {
              placeholder.querySelector(".loading").textContent = "The case could not be loaded.";
              reject(new Error("cannot load " + script.src));
            };
            document.body.appendChild(script);
          });
        }
        return loadingSections[id];
      }

      var pending = Array.prototype.slice.call(document.querySelectorAll("section.pending"));
      if (pending.length > 0) {
        var sectionWatcher = "IntersectionObserver" in window
          ? new IntersectionObserver(function (entries) {
            entries.forEach(function (entry) {
              if (!entry.isIntersecting) return;
              sectionWatcher.unobserve(entry.target);
              loadSection(entry.target);
            });
          }, { rootMargin: "800px" })
          : null;
        pending.forEach(function (placeholder) {
          if (sectionWatcher) sectionWatcher.observe(placeholder); else loadSection(placeholder);
        });
      }

      makePlayers(document);
      window.addEventListener("hashchange", readFragment);
      readFragment();
      document.documentElement.setAttribute("data-report-ready", "true");
    })();
    """#
}
