import GlideRender

/// The page `glide live --serve` serves: a live session's window, fingers, states and percent
/// chart as they happen, and each record when it ends, from the `LiveMessage`s of a WebSocket at
/// `/live` on the same server.
///
/// The window is the renderer's frame (SVG, as `glide replay --frames` draws it), put in `#screen`
/// on the next animation frame after it arrives (frames that arrive between two paints are
/// skipped). The chart is the current transition's percent over time with the threshold, and a
/// release marker (`.release`) when its record arrives; each record (`.record`, its JSON in
/// `code`) shows the key frame drawn at its release (`.at-release`). `#status` says `live`,
/// `session ended (…)`, or `disconnected`; the page reconnects every second while disconnected,
/// and starts again from the session's history. `#save` downloads the session so far as the HTML
/// player (`/player.html`). `window.glideLive` exposes the state for tests
/// and the latency benchmark (for each frame: its `t`, when the input it shows was read, when it
/// arrived, and when the page was next painted, in ms since the epoch). The page loads nothing else.
public enum LivePage {
    /// The HTML document, with `title` in its heading.
    public static func document(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Glide live: \(SVGText.escaped(title))</title>
        <style>
        \(style)</style>
        </head>
        <body>
        <h1>Glide live: <span id="title">\(SVGText.escaped(title))</span> <span id="status" class="connecting">connecting</span>
        <a id="save" href="/player.html" download title="The session so far as a page that plays it back (glide replay --html)">Save as player</a></h1>
        <main>
        <div id="stage"><div id="screen"></div><div id="caption"></div></div>
        <div id="side">
        <table id="state">
        <tr><th>Transition</th><td id="transition">none</td></tr>
        <tr><th>Recognizers</th><td id="recognizers">–</td></tr>
        <tr><th>Velocity</th><td id="velocity">–</td></tr>
        <tr><th>Fingers</th><td id="fingers">0</td></tr>
        <tr><th>Device</th><td id="device">–</td></tr>
        </table>
        <svg id="chart" xmlns="http://www.w3.org/2000/svg" width="\(chartWidth)" height="\(chartHeight)" viewBox="0 0 \(chartWidth) \(chartHeight)"></svg>
        <h2>Records</h2>
        <p class="note">Each transition's record appears when it ends, with the window at its release.</p>
        <ol id="records"></ol>
        </div>
        </main>
        <script>
        \(script)</script>
        </body>
        </html>

        """
    }

    static let chartWidth = 560
    static let chartHeight = 220

    private static let style = HTMLPlayer.sharedStyle + """
        #status { font-size: 13px; padding: 2px 8px; border-radius: 4px; background: #8e8e93; color: #ffffff; }
        #status.live { background: #2ca02c; }
        #status.ended, #status.disconnected { background: #d62728; }
        #save { font-size: 13px; font-weight: normal; margin-left: 12px; }
        #state th { text-align: left; padding-right: 12px; font-weight: normal; color: #555555; }
        #state td { font-family: "DejaVu Sans Mono", monospace; }
        #chart { display: block; background: #ffffff; margin-top: 8px; }
        #records { margin: 0; padding-left: 24px; max-width: 560px; font-size: 12px; }
        .at-release svg { display: block; width: 120px; height: auto; margin: 4px 0 8px; }

        """

    /// Keeps the state the messages give and draws it; sends nothing.
    private static let script = """
        "use strict";
        (() => {
          const byId = (id) => document.getElementById(id);
          const svgNS = "http://www.w3.org/2000/svg";
          const W = \(chartWidth), H = \(chartHeight), left = 40, right = 12, top = 12, bottom = 28;
          const state = {
            hello: null, connected: false, ended: null, frame: null, frames: [], records: [],
            transition: null, points: [], threshold: null, latencies: [], connections: 0,
          };
          let pending = null, socket = null;

          function setStatus(text, kind) {
            const status = byId("status");
            status.textContent = text;
            status.className = kind;
          }

          function reset() {
            state.ended = null; state.frame = null; state.frames = []; state.records = [];
            state.transition = null; state.points = [];
            byId("records").replaceChildren();
            drawChart();
          }

          function chartX(t, start, span) { return left + (t - start) / span * (W - left - right); }
          function chartY(p) { return top + (1 - Math.min(Math.max(p, 0), 1)) * (H - top - bottom); }

          function element(name, attributes, text) {
            const node = document.createElementNS(svgNS, name);
            for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
            if (text !== undefined) node.textContent = text;
            return node;
          }

          function drawChart() {
            const chart = byId("chart");
            const nodes = [element("rect", { x: left, y: top, width: W - left - right, height: H - top - bottom, fill: "none", stroke: "#c7c7cc" })];
            for (const p of [0, 0.5, 1]) nodes.push(element("text", { x: left - 6, y: chartY(p) + 4, "text-anchor": "end", "font-size": 11, fill: "#555555" }, String(p)));
            const points = state.points;
            const start = points.length ? points[0].t : 0;
            const last = points.length ? points[points.length - 1].t : 0;
            const span = Math.max(last - start, 1000);
            if (state.threshold !== null) {
              nodes.push(element("line", { class: "threshold", x1: left, x2: W - right, y1: chartY(state.threshold), y2: chartY(state.threshold), stroke: "#d62728", "stroke-dasharray": "6 4" }));
              nodes.push(element("text", { x: W - right - 4, y: chartY(state.threshold) - 5, "text-anchor": "end", "font-size": 11, fill: "#d62728" }, "threshold " + state.threshold));
            }
            if (points.length) {
              const line = points.map((point) => chartX(point.t, start, span).toFixed(2) + "," + chartY(point.p).toFixed(2)).join(" ");
              nodes.push(element("polyline", { class: "progress", points: line, fill: "none", stroke: "#1f77b4", "stroke-width": 2 }));
              nodes.push(element("text", { x: left, y: H - 8, "font-size": 11, fill: "#555555" }, "transition " + state.transition + ": " + (last - start).toFixed(0) + " ms"));
            }
            const record = state.records.find((entry) => entry.transition === state.transition && entry.release_ms !== null);
            if (record && points.length) {
              nodes.push(element("circle", {
                class: "release", cx: chartX(record.release_ms, start, span), cy: chartY(record.percent_at_release), r: 5,
                fill: record.decision === "finish" ? "#2ca02c" : "#d62728", "data-t": record.release_ms, "data-p": record.percent_at_release,
              }));
            }
            chart.replaceChildren(...nodes);
          }

          function show(frame) {
            const screen = byId("screen");
            screen.innerHTML = frame.svg;
            byId("caption").textContent = frame.caption;
            byId("transition").textContent = frame.transition === null ? "none" : "#" + frame.transition + " " + frame.state;
            byId("recognizers").textContent = frame.recognizers.map((r) => r.label + " " + r.state).join(", ") || "–";
            byId("velocity").textContent = frame.velocity === null ? "–" : "(" + frame.velocity.dx.toFixed(0) + ", " + frame.velocity.dy.toFixed(0) + ") pt/s";
            byId("fingers").textContent = String(frame.fingers);
          }

          function paint() {
            const frame = pending;
            pending = null;
            if (!frame) return;
            show(frame);
            const painted = performance.timeOrigin + performance.now();
            for (let n = state.latencies.length - 1; n >= 0 && state.latencies[n].painted === null; n--) state.latencies[n].painted = painted;
          }

          function addRecord(record) {
            state.records.push(record);
            const item = document.createElement("li");
            item.className = "record";
            item.dataset.transition = String(record.transition);
            const code = document.createElement("code");
            code.textContent = JSON.stringify(record);
            item.append(code);
            if (record.release_ms !== null) {
              let best = null;
              for (const frame of state.frames) if (frame.t <= record.release_ms + 1e-6 && (!best || frame.t >= best.t)) best = frame;
              if (best) {
                const picture = document.createElement("div");
                picture.className = "at-release";
                picture.dataset.t = String(best.t);
                picture.innerHTML = best.svg;
                item.append(picture);
              }
            }
            byId("records").append(item);
            drawChart();
          }

          function receive(message) {
            switch (message.type) {
              case "hello":
                reset();
                state.hello = message;
                state.threshold = message.threshold;
                byId("title").textContent = message.title;
                byId("device").textContent = message.device + (message.path ? " (" + message.path + ")" : "");
                break;
              case "point":
                if (message.transition !== state.transition) { state.transition = message.transition; state.points = []; }
                state.points.push(message);
                if (state.points.length > 4096) state.points.splice(0, state.points.length - 4096);
                drawChart();
                break;
              case "frame":
                message.received = performance.timeOrigin + performance.now();
                if (state.latencies.length >= 10000) state.latencies.shift();
                state.latencies.push({ seq: message.seq, t: message.t, read: message.read_ms, received: message.received, painted: null });
                state.frame = message;
                state.frames.push(message);
                if (state.frames.length > 600) state.frames.splice(0, state.frames.length - 600);
                if (!pending) requestAnimationFrame(paint);
                pending = message;
                break;
              case "record":
                addRecord(message.record);
                break;
              case "end":
                state.ended = message.reason;
                setStatus("session ended (" + message.reason + ")", "ended");
                break;
              case "closed":
                setStatus("too far behind: reconnecting", "disconnected");
                break;
            }
          }

          function connect() {
            const url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/live";
            socket = new WebSocket(url);
            socket.onopen = () => { state.connected = true; state.connections += 1; setStatus("live", "live"); };
            socket.onmessage = (event) => receive(JSON.parse(event.data));
            socket.onclose = () => {
              state.connected = false;
              setStatus((state.ended ? "session ended (" + state.ended + "), " : "") + "disconnected: reconnecting", "disconnected");
              setTimeout(connect, 1000);
            };
          }

          window.glideLive = { state };
          drawChart();
          connect();
        })();

        """
}
