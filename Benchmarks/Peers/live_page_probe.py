#!/usr/bin/env python3
"""Measures how soon `glide live --serve`'s page and its terminal view show input; run by tools/bench.

usage:
  live_page_probe.py GLIDE MOCKDEV RECORDING PYTHON
      RECORDING is one swipe on a mocked device, played in real time. tools/browser/check_live.py
      (with PYTHON, the venv that has Playwright) watches the page in headless Chromium while
      glide's stdout is a pseudo-terminal, so the terminal view redraws its status line as on a
      terminal. For each frame the page received that input caused (it carries `read_ms`, when
      glide read the oldest event it shows), the latency to the page receiving it and to the
      page's next paint (requestAnimationFrame); for the same reads, the latency to the first
      write of the terminal view reaching the terminal at or after the read. All three are
      CLOCK_REALTIME ms on this machine. Prints
      "live_page frames N receive_p50 A receive_p99 B paint_p50 C paint_p99 D terminal_p50 E terminal_p99 F" (ms).
"""
import json
import os
import subprocess
import sys
import tempfile


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def main(argv):
    glide, mockdev, recording, python = argv[1:5]
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    with tempfile.TemporaryDirectory(prefix="glide-live-page-") as folder:
        terminal = os.path.join(folder, "terminal.json")
        spec = {
            "glide": glide, "mockdev": mockdev, "trace": recording, "arguments": [], "transitions": 1,
            "chromium": "/usr/bin/chromium", "views": [], "screenshot": os.path.join(folder, "shot.png"),
            "leadInMs": 3000, "speed": 1, "midSwipe": 2, "terminal": terminal, "secondViewer": False, "pollMs": 100,
        }
        with open(os.path.join(folder, "spec.json"), "w", encoding="utf-8") as file:
            json.dump(spec, file)
        run = subprocess.run([python, os.path.join(root, "tools/browser/check_live.py"), os.path.join(folder, "spec.json")],
                             capture_output=True, text=True, timeout=120)
        if run.returncode != 0:
            raise SystemExit("check_live.py failed: " + run.stderr[-2000:])
        report = json.loads(run.stdout)
        with open(terminal, encoding="utf-8") as file:
            writes = [write["at"] for write in json.load(file)]
    frames = [entry for entry in report["pages"][0]["latencies"] if entry["read"] is not None and entry["painted"] is not None]
    if not frames:
        raise SystemExit("no frame caused by input reached the page")
    receive = [entry["received"] - entry["read"] for entry in frames]
    paint = [entry["painted"] - entry["read"] for entry in frames]
    terminal_latency = []
    for entry in frames:
        later = [at for at in writes if at >= entry["read"]]
        if later:
            terminal_latency.append(min(later) - entry["read"])
    if not terminal_latency:
        raise SystemExit("the terminal view wrote nothing after the reads")
    print("live_page frames %d receive_p50 %.3f receive_p99 %.3f paint_p50 %.3f paint_p99 %.3f terminal_p50 %.3f terminal_p99 %.3f" % (
        len(frames), percentile(receive, 0.5), percentile(receive, 0.99), percentile(paint, 0.5), percentile(paint, 0.99),
        percentile(terminal_latency, 0.5), percentile(terminal_latency, 0.99)))


if __name__ == "__main__":
    main(sys.argv)
