import GlideRender
import GlideUI

/// A replay as one self-contained HTML page that plays it back: the screen frame by frame with
/// the fingers, a scrubber over the trace's time, play and pause, a frame back or forward, the
/// speed, the percent chart with a cursor at the current time, and each outcome record once its
/// transition has ended (`end_ms` ≤ the time shown); with several traces, a selector.
///
/// Nothing is drawn in the browser: each frame is a `FrameRenderer` document without its caption
/// band, kept once in a `<template>` however many frames show it (at rest most frames are equal),
/// and put in `#screen` when shown, so that one frame's ids are in the document at a time; the
/// caption is the frame's own text under it. The chart is `TimelineSVG`'s. The script only picks
/// what to show: frame n of a trace shows n × its interval. Elements tests and scripts query:
/// `#trace`, `#play`, `#back`, `#forward`, `#scrubber`, `#time`, `#speed`, `#screen`, `#caption`,
/// `section.trace`, `.cursor`, `.record` (`data-end-ms`); `window.glidePlayer` seeks and reads
/// the state. The page loads nothing; the same replays give the same bytes.
struct HTMLPlayer {
    /// One trace's part of the page.
    struct Trace {
        /// Its percent chart, titled, with the replay it draws (whose records the page lists).
        var chart: TimelineSVG.Chart
        /// The time between two frames, ms.
        var interval: Double
        /// Each frame in time order: its picture (an index of `pictures`) and its caption.
        var frames: [(picture: Int, caption: String)] = []
    }

    /// The traces, in the selector's order.
    private(set) var traces: [Trace] = []
    /// The distinct frame drawings, each once.
    private(set) var pictures: [String] = []
    /// Each drawing's index in `pictures`.
    private var pictureIndex: [String: Int] = [:]

    /// The speeds the player offers; 1 is chosen at first.
    static let speeds = ["0.25", "0.5", "1", "2", "4"]

    /// Adds a trace, its chart titled as the selector names it, with frames `interval` ms apart.
    mutating func addTrace(_ chart: TimelineSVG.Chart, interval: Double) {
        traces.append(Trace(chart: chart, interval: interval))
    }

    /// Appends a frame to trace `index`: its `FrameRenderer` document (without the caption band) and its caption.
    mutating func appendFrame(svg: String, caption: String, toTrace index: Int) {
        let picture = pictureIndex[svg] ?? pictures.count
        if picture == pictures.count {
            pictures.append(svg)
            pictureIndex[svg] = picture
        }
        traces[index].frames.append((picture, caption))
    }

    /// The HTML document.
    var document: String {
        let title = traces.count == 1 ? "Glide replay: " + traces[0].chart.title : "Glide replay: \(traces.count) traces"
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(SVGText.escaped(title))</title>
            <style>
            \(Self.style)</style>
            </head>
            <body>
            <h1>\(SVGText.escaped(title))</h1>
            <div id="controls">
            <label\(traces.count > 1 ? "" : " hidden")>Trace <select id="trace">

            """
        for (index, trace) in traces.enumerated() {
            html += "<option value=\"\(index)\">\(SVGText.escaped(trace.chart.title))</option>\n"
        }
        html += """
            </select></label>
            <button id="play" type="button">Play</button>
            <button id="back" type="button" title="One frame back">&#9664;</button>
            <button id="forward" type="button" title="One frame forward">&#9654;</button>
            <input id="scrubber" type="range" min="0" max="0" step="any" value="0" aria-label="Time (ms)">
            <output id="time">0.0 ms</output>
            <label>Speed <select id="speed">\(Self.speeds.map { "<option\($0 == "1" ? " selected" : "")>\($0)</option>" }.joined())</select></label>
            </div>
            <main>
            <div id="stage"><div id="screen"></div><div id="caption"></div></div>
            <div id="traces">

            """
        let timeline = TimelineSVG(charts: [])
        for trace in traces {
            let plot = timeline.plotArea(of: trace.chart)
            let numbers = SVGNumbers(decimals: 3)
            let plotText = [plot.left, plot.top, plot.width, plot.height, plot.span].map { numbers.text($0) }.joined(separator: " ")
            html += "<section class=\"trace\" data-interval=\"\(trace.interval)\" data-plot=\"\(plotText)\" hidden>\n<div class=\"chart\">\n"
            html += SVGText.withoutDeclaration(TimelineSVG(charts: [trace.chart]).document)
            html += "<div class=\"cursor\" style=\"top:\(numbers.text(plot.top))px;height:\(numbers.text(plot.height))px\"></div>\n</div>\n"
            html += "<h2>Records</h2>\n<p class=\"note\">Each transition's record appears when it ends.</p>\n<ol class=\"records\">\n"
            for outcome in trace.chart.result.outcomes {
                html += "<li class=\"record\" data-end-ms=\"\(outcome.endMilliseconds)\" hidden><code>\(SVGText.escaped(outcome.jsonLine))</code></li>\n"
            }
            html += "</ol>\n<ol class=\"frames\" hidden>\n"
            for frame in trace.frames {
                html += "<li data-picture=\"\(frame.picture)\">\(SVGText.escaped(frame.caption))</li>\n"
            }
            html += "</ol>\n</section>\n"
        }
        html += "</div>\n</main>\n<div id=\"pictures\" hidden>\n"
        for picture in pictures {
            html += "<template>\(SVGText.withoutDeclaration(picture))</template>\n"
        }
        html += "</div>\n<script>\n\(Self.script)</script>\n</body>\n</html>\n"
        return html
    }

    /// What the player's page and the live page (`LivePage`) share: the body, headings, the
    /// screen and its caption, notes and records.
    static let sharedStyle = """
        body { margin: 16px; font: 14px/20px "DejaVu Sans", Helvetica, Arial, sans-serif; color: #222222; background: #f2f2f7; }
        h1 { font-size: 18px; line-height: 24px; margin: 0 0 12px; }
        h2 { font-size: 15px; margin: 12px 0 4px; }
        main { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        #screen svg { display: block; }
        #caption { font: 13px "DejaVu Sans Mono", monospace; background: #1c1c1e; color: #ffffff; padding: 4px 8px; }
        .note { margin: 0 0 4px; color: #555555; }
        .record code { white-space: pre-wrap; word-break: break-all; }

        """

    private static let style = sharedStyle + """
        #controls { display: flex; gap: 8px; align-items: center; height: 32px; margin-bottom: 12px; white-space: nowrap; }
        #scrubber { width: 360px; }
        #time { font-family: "DejaVu Sans Mono", monospace; min-width: 10ch; }
        .chart svg { display: block; }
        .chart { position: relative; }
        .cursor { position: absolute; left: 0; width: 2px; margin-left: -1px; background: #9467bd; pointer-events: none; }
        .records { margin: 0; padding-left: 24px; max-width: 936px; font-size: 12px; }
        [hidden] { display: none !important; }

        """

    /// Shows frames; draws nothing itself.
    private static let script = """
        "use strict";
        (() => {
          const byId = (id) => document.getElementById(id);
          const sections = Array.from(document.querySelectorAll("section.trace"));
          const pictures = Array.from(document.querySelectorAll("#pictures > template"));
          const screen = byId("screen"), caption = byId("caption"), scrubber = byId("scrubber"), clock = byId("time");
          const playButton = byId("play"), speed = byId("speed"), chooser = byId("trace");
          let trace = 0, frames = [], records = [], interval = 1, plot = [], cursor = null;
          let index = -1, picture = -1, playing = false, playhead = 0, lastTick = null;

          function selectTrace(number) {
            pause();
            trace = number;
            sections.forEach((section, n) => { section.hidden = n !== number; });
            const section = sections[number];
            frames = Array.from(section.querySelectorAll(".frames > li"), (item) => ({ picture: Number(item.dataset.picture), caption: item.textContent }));
            records = Array.from(section.querySelectorAll(".record"));
            interval = Number(section.dataset.interval);
            plot = section.dataset.plot.split(" ").map(Number);
            cursor = section.querySelector(".cursor");
            scrubber.max = String((frames.length - 1) * interval);
            chooser.value = String(number);
            index = -1;
            seek(0);
          }

          function show(frame) {
            index = Math.min(Math.max(frame, 0), frames.length - 1);
            if (frames[index].picture !== picture) {
              picture = frames[index].picture;
              screen.replaceChildren(pictures[picture].content.cloneNode(true));
            }
            const time = index * interval;
            caption.textContent = frames[index].caption;
            scrubber.value = String(time);
            clock.textContent = time.toFixed(1) + " ms";
            const [left, , width, , span] = plot;
            cursor.style.left = (left + time / span * width) + "px";
            for (const record of records) record.hidden = Number(record.dataset.endMs) > time;
          }

          function seek(ms) {
            playhead = Math.max(ms, 0);
            show(Math.floor(playhead / interval + 1e-9));
          }

          function step(by) {
            pause();
            show(index + by);
            playhead = index * interval;
          }

          function play() {
            if (index >= frames.length - 1) seek(0);
            playing = true;
            lastTick = null;
            playButton.textContent = "Pause";
            requestAnimationFrame(tick);
          }

          function pause() {
            playing = false;
            playButton.textContent = "Play";
          }

          function tick(now) {
            if (!playing) return;
            if (lastTick !== null) playhead += (now - lastTick) * Number(speed.value);
            lastTick = now;
            seek(playhead);
            if (index >= frames.length - 1) pause(); else requestAnimationFrame(tick);
          }

          playButton.addEventListener("click", () => (playing ? pause() : play()));
          byId("back").addEventListener("click", () => step(-1));
          byId("forward").addEventListener("click", () => step(1));
          scrubber.addEventListener("input", () => { pause(); seek(Number(scrubber.value)); });
          chooser.addEventListener("change", () => selectTrace(Number(chooser.value)));
          window.glidePlayer = {
            seek(ms) { pause(); seek(ms); },
            selectTrace, play, pause, step,
            get trace() { return trace; },
            get frameIndex() { return index; },
            get frameCount() { return frames.length; },
            get time() { return index * interval; },
            get playing() { return playing; },
          };
          selectTrace(0);
        })();

        """
}
