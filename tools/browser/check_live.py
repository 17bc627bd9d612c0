#!/usr/bin/env python3
"""Watches `glide live --serve` in headless Chromium while tools/mockdev plays a swipe through a
mocked /dev/input/event5, and prints what the pages showed as JSON; the Swift test
(LiveServeBrowserTests) compares that with a replay of the same trace. The latency benchmark
(tools/bench) runs it too, for the page's latencies.

Usage: check_live.py SPEC.json, where SPEC is
  {"glide": "/abs/glide", "mockdev": "/abs/tools/mockdev", "trace": "/abs/swipe.evemu",
   "arguments": ["--scene", "aweme"], "transitions": 1, "chromium": "/usr/bin/chromium",
   "views": ["list"], "screenshot": "/abs/live.png", "leadInMs": 3000,
   "speed": 0.25, "midSwipe": 0.4, "player": "/abs/player.html" (optional),
   "terminal": "/abs/terminal.txt" (optional), "secondViewer": true, "pollMs": 5}
"transitions" ends the session after that many records; without it, it ends at "timeout" s.
Chromium starts first; then glide (under mockdev, --serve --port of a free port) with the swipe
starting leadInMs later, played at `speed` (under 1: slower than recorded; the session's times
stay the recorded ones). The first page opens as soon as the server listens; once it shows a
transition interacting, a second page opens (a viewer joining mid-transition; not with
"secondViewer": false), and once the
percent is `midSwipe` or more, the first page's screenshot is taken. With "player", once the
first page shows a record, its "Save as player" link is followed and the page saved there. When glide has ended (its records on stdout) both pages must
say "disconnected". For each page: its records, the chart's release marker, the states seen,
each view's rectangle in the frame shown with each record (at its release), in screen points,
and the latencies of its frames (when the input each shows was read, when it was received and
when the page was next painted, ms since the epoch). With "terminal", glide's stdout is a
pseudo-terminal (its status line redraws) and the time each write reached it is written to that
file as JSON, for the benchmark's terminal latency.
"""
import json
import os
import pty
import socket
import subprocess
import sys
import threading
import time

from playwright.sync_api import sync_playwright

from frame_views import VIEW_BOXES

READ = """(names) => {
  const viewBoxes = """ + VIEW_BOXES + """;
  const state = window.glideLive.state;
  const atRelease = Array.from(document.querySelectorAll("#records .record"), (item) => {
    const picture = item.querySelector(".at-release");
    const svg = picture ? picture.querySelector("svg") : null;
    const views = svg ? viewBoxes(svg, names) : {};
    return { text: item.querySelector("code").textContent, frameTime: picture ? Number(picture.dataset.t) : null, views };
  });
  const marker = document.querySelector("#chart .release");
  return {
    status: document.getElementById("status").textContent,
    records: atRelease,
    marker: marker ? { t: Number(marker.dataset.t), p: Number(marker.dataset.p) } : null,
    threshold: document.querySelector("#chart .threshold") ? state.threshold : null,
    points: state.points.length,
    frames: state.frames.length,
    connections: state.connections,
    latencies: state.latencies,
  };
}"""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        spec = json.load(file)
    port = free_port()
    command = ["python3", spec["mockdev"], "--lead-in-ms", str(spec.get("leadInMs", 3000)), "--speed", str(spec.get("speed", 1)), spec["trace"], "--",
               spec["glide"], "live", "/dev/input/event5", "--serve", "--port", str(port)] + spec["arguments"]
    if "transitions" in spec:
        command += ["--max-transitions", str(spec["transitions"]), "--timeout", "30"]
    else:
        command += ["--timeout", str(spec["timeout"])]
    result = {"port": port, "pageErrors": [], "seen": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=spec["chromium"], headless=True)
        terminal = spec.get("terminal")
        writes = []
        if terminal:
            leader, follower = pty.openpty()
            glide = subprocess.Popen(command, stdout=follower, stderr=subprocess.PIPE, text=True)
            os.close(follower)

            def read_terminal():
                while True:
                    try:
                        chunk = os.read(leader, 65536)
                    except OSError:
                        return
                    if not chunk:
                        return
                    writes.append({"at": time.time() * 1000, "text": chunk.decode("utf-8", "replace")})

            threading.Thread(target=read_terminal, daemon=True).start()
        else:
            glide = subprocess.Popen(command + ["--json"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        url = None
        banner = []
        while url is None:
            line = glide.stderr.readline()
            if not line:
                raise SystemExit("glide ended before serving: " + "".join(banner) + glide.stderr.read())
            banner.append(line)
            if "Serving the live page at " in line:
                url = line.split("Serving the live page at ", 1)[1].split(" ", 1)[0]
        result["url"] = url
        pages = []

        def open_page():
            page = browser.new_page(viewport={"width": 1280, "height": 960}, device_scale_factor=1)
            page.on("pageerror", lambda error: result["pageErrors"].append(str(error)))
            page.goto(url)
            pages.append(page)
            return page

        first = open_page()
        first.wait_for_function("document.getElementById('status').textContent === 'live'", timeout=10_000)
        deadline = time.monotonic() + 40
        second_state = None
        shot = False
        while glide.poll() is None and time.monotonic() < deadline:
            frame = first.evaluate("(() => { const f = window.glideLive.state.frame; return f && { state: f.state, percent: f.percent, t: f.t }; })()")
            if frame and (not result["seen"] or result["seen"][-1]["state"] != frame["state"]):
                result["seen"].append(frame)
            if spec.get("secondViewer", True) and second_state is None and frame and frame["state"] == "interacting":
                second = open_page()
                second.wait_for_function("window.glideLive.state.frame !== null", timeout=10_000)
                second_state = second.evaluate("(() => { const s = window.glideLive.state; return { points: s.points.length, transition: s.transition, state: s.frame.state }; })()")
            if spec.get("player") and "player" not in result and first.evaluate("window.glideLive.state.records.length") > 0:
                with first.expect_download() as download:
                    first.click("#save")
                download.value.save_as(spec["player"])
                result["player"] = spec["player"]
            if not shot and frame and frame["state"] == "interacting" and (frame["percent"] or 0) >= spec.get("midSwipe", 0.4):
                first.screenshot(path=spec["screenshot"])
                shot = True
            first.wait_for_timeout(spec.get("pollMs", 5))
        glide.wait(timeout=30)
        result["status"] = glide.returncode
        result["stderr"] = "".join(banner) + glide.stderr.read()
        result["stdout"] = "" if terminal else glide.stdout.read()
        result["secondJoined"] = second_state
        for page in pages:
            page.wait_for_function("document.getElementById('status').textContent.includes('disconnected')", timeout=10_000)
        result["pages"] = [page.evaluate(READ, spec["views"]) for page in pages]
        if terminal:
            with open(terminal, "w", encoding="utf-8") as file:
                json.dump(writes, file)
        browser.close()
    json.dump(result, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
