/// The site's style sheet and script, one file each, shared by every page.
/// The script draws the chosen screen and plays a gesture's frames back: it
/// computes no motion of its own (every height it shows is one of the frames
/// `SpecSimulator` produced at build time; between the finger's start and
/// release it interpolates linearly, as the finger moved).
enum SiteAssets {
    static let css = """
        :root { color-scheme: light; --ink: #1b1b1f; --muted: #55565c; --line: #c9cad1; --accent: #0a58ca; }
        body { font: 15px/1.45 -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); margin: 0; }
        header, main, footer { padding: 0 1.25rem; }
        header { border-bottom: 1px solid var(--line); }
        header a { display: inline-block; padding: .6rem 0; }
        a { color: var(--accent); }
        a:focus, button:focus, select:focus, summary:focus, main:focus { outline: 3px solid #ffbf47; outline-offset: 2px; }
        .skip { position: absolute; left: -999px; }
        .skip:focus { left: 1rem; top: .5rem; background: #fff; padding: .25rem .5rem; }
        table { border-collapse: collapse; margin: .5rem 0 1rem; }
        th, td { border: 1px solid var(--line); padding: .25rem .5rem; text-align: left; vertical-align: top; }
        caption { text-align: left; color: var(--muted); padding: .25rem 0; }
        .scroll { overflow-x: auto; }
        .facts { display: grid; grid-template-columns: max-content 1fr; gap: .15rem 1rem; }
        .facts dt { color: var(--muted); }
        .facts dd { margin: 0; }
        .inactive, .keyboard, .initial, .help { color: var(--muted); }
        .pictures { display: flex; flex-wrap: wrap; gap: 1rem; }
        figure { margin: 0; }
        figure img { max-width: 100%; height: auto; border: 1px solid var(--line); }
        .controls { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
        .stage { margin: .75rem 0; min-height: 240px; }
        .screen { position: relative; background: #dfe6ee; border: 2px solid #333; border-radius: 12px; overflow: hidden; }
        .backdrop { position: absolute; inset: 0; background: #000; opacity: 0; }
        .mark { position: absolute; left: 0; right: 0; border-top: 1px dashed #4a5; font-size: 11px; color: #274; }
        .mark span { position: absolute; right: 4px; top: -15px; }
        .sheet-body { position: absolute; left: 0; right: 0; bottom: 0; background: #fff; border-radius: 10px 10px 0 0;
          box-shadow: 0 -2px 8px rgba(0,0,0,.25); }
        .diagnostics .error strong { color: #b00020; }
        .diagnostics .warning strong { color: #8a5a00; }
        pre { background: #f5f6f8; padding: .75rem; overflow-x: auto; font-size: 13px; }
        @media (prefers-reduced-motion: reduce) { * { transition: none !important; } }

        """

    static let javascript = """
        (function () {
          "use strict";
          var data = {};
          var dragSeconds = 0.25;
          var frameRate = 60;
          window.SheetspecReport = {
            register: function (registered) {
              data = registered;
              var players = document.querySelectorAll(".player");
              for (var i = 0; i < players.length; i++) { setUp(players[i]); }
            }
          };
          function element(tag, className, parent) {
            var node = document.createElement(tag);
            if (className) { node.className = className; }
            if (parent) { parent.appendChild(node); }
            return node;
          }
          function setUp(player) {
            var device = player.querySelector(".device");
            var gesture = player.querySelector(".gesture");
            var play = player.querySelector(".play");
            var stage = player.querySelector(".stage");
            var readout = player.querySelector(".readout");
            var command = player.querySelector(".command code");
            var screens = data[player.getAttribute("data-sheet")] || {};
            var drawn = null;
            var request = 0;
            function chosen() { return screens[device.value]; }
            function draw(screen, height, dimming) {
              if (!drawn) { return; }
              drawn.body.style.height = ((height + screen.safeBottom) * drawn.scale) + "px";
              drawn.backdrop.style.opacity = String(dimming);
              player.setAttribute("data-height", String(height));
            }
            function show() {
              cancelAnimationFrame(request);
              var screen = chosen();
              stage.textContent = "";
              drawn = null;
              player.setAttribute("data-state", "idle");
              player.removeAttribute("data-final-height");
              if (!screen) { readout.textContent = "No layout for this device."; play.disabled = true; return; }
              var scale = Math.min(240 / screen.height, 320 / screen.width);
              var box = element("div", "screen", stage);
              box.style.width = (screen.width * scale) + "px";
              box.style.height = (screen.height * scale) + "px";
              var backdrop = element("div", "backdrop", box);
              for (var i = 0; i < screen.detents.length; i++) {
                var mark = element("div", "mark", box);
                mark.style.bottom = ((screen.detents[i][1] + screen.safeBottom) * scale) + "px";
                element("span", "", mark).textContent = screen.detents[i][0] + " " + screen.detents[i][1];
              }
              var body = element("div", "sheet-body", box);
              drawn = { scale: scale, body: body, backdrop: backdrop };
              var run = screen.gestures[gesture.value];
              var resting = screen.detents.length ? screen.detents[0][1] : 0;
              draw(screen, run ? run.start : resting, 0);
              stage.setAttribute("aria-label", "The sheet on " + screen.name + ", presented as " + screen.shown + ".");
              if (!run) {
                play.disabled = true;
                command.textContent = "";
                readout.textContent = "On " + screen.name + " the sheet is presented as " + screen.shown +
                  (screen.shown === "sheet" ? "; this screen has no keyboard for this gesture." : ", which no finger drags.");
                return;
              }
              play.disabled = false;
              command.textContent = run.command;
              readout.textContent = "On " + screen.name + ": from " + run.start + " pt, released at " + run.release +
                " pt; press Play.";
            }
            function finish(screen, run) {
              var last = run.heights.length - 1;
              draw(screen, run.heights[last], run.dimming[last]);
              player.setAttribute("data-state", "done");
              player.setAttribute("data-final-height", String(run.heights[last]));
              readout.textContent = "On " + screen.name + ": ended at " + run.heights[last] + " pt, " +
                (run.outcome === "dismissed" ? "dismissed" : "settled on " + run.detent) +
                " after " + run.heights.length + " frames.";
            }
            function start() {
              var screen = chosen();
              var run = screen && screen.gestures[gesture.value];
              if (!run) { return; }
              cancelAnimationFrame(request);
              player.setAttribute("data-state", "playing");
              if (window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
                finish(screen, run);
                return;
              }
              var began = null;
              function step(now) {
                if (began === null) { began = now; }
                var seconds = (now - began) / 1000;
                if (seconds < dragSeconds) {
                  var t = seconds / dragSeconds;
                  draw(screen, run.start + (run.release - run.start) * t, run.dimming[0]);
                } else {
                  var index = Math.floor((seconds - dragSeconds) * frameRate);
                  if (index >= run.heights.length - 1) { finish(screen, run); return; }
                  draw(screen, run.heights[index], run.dimming[index]);
                }
                request = requestAnimationFrame(step);
              }
              request = requestAnimationFrame(step);
            }
            device.addEventListener("change", show);
            gesture.addEventListener("change", show);
            play.addEventListener("click", start);
            show();
          }
        })();

        """
}
