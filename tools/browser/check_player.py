#!/usr/bin/env python3
"""Reads a `glide replay --html` page in headless Chromium, through its controls, and prints
what it shows as JSON; the Swift test (HTMLPlayerBrowserTests) compares that with the replay.

Usage: check_player.py SPEC.json, where SPEC is
  {"page": "/abs/page.html", "chromium": "/usr/bin/chromium",
   "checks": [{"trace": 0, "ms": 250.0, "views": ["list"]}, ...],
   "screenshot": {"trace": 0, "ms": 250.0, "reference": "/abs/frame.png"}}
Each check selects the trace with the #trace selector, sets #scrubber to the instant and sends
it an input event, then reads the time, the caption, the records shown and each named view's
background rectangle in screen points (the frame's own coordinates). The screenshot of #screen
at 1 CSS px per point is compared with the reference PNG's screen part (the rows above its
caption band): the mean absolute difference of the RGB channels (0-255) and the fraction of
pixels with a channel differing by more than 64.
"""
import io
import json
import sys

from PIL import Image, ImageChops
from playwright.sync_api import sync_playwright

from frame_views import VIEW_BOXES

READ = """(names) => {
  const viewBoxes = """ + VIEW_BOXES + """;
  const views = viewBoxes(document.querySelector("#screen > svg"), names);
  const shown = Array.from(document.querySelectorAll("section.trace:not([hidden]) .record:not([hidden]) code"), (code) => code.textContent);
  return {
    time: window.glidePlayer.time,
    frameIndex: window.glidePlayer.frameIndex,
    trace: window.glidePlayer.trace,
    scrubber: Number(document.getElementById("scrubber").value),
    timeLabel: document.getElementById("time").textContent,
    caption: document.getElementById("caption").textContent,
    cursorLeft: parseFloat(document.querySelector("section.trace:not([hidden]) .cursor").style.left),
    records: shown,
    views,
  };
}"""

SCRUB = """(scrubber, ms) => {
  scrubber.value = String(ms);
  scrubber.dispatchEvent(new Event("input", { bubbles: true }));
}"""


def go_to(page, trace, ms):
    """Chooses the trace and the instant through the page's controls."""
    page.select_option("#trace", str(trace))
    page.eval_on_selector("#scrubber", SCRUB, ms)


def controls(page):
    """Steps, plays at 4x to the end, and reports the frame indices seen."""
    go_to(page, 0, 0)
    page.click("#forward")
    page.click("#forward")
    after_forward = page.evaluate("window.glidePlayer.frameIndex")
    page.click("#back")
    after_back = page.evaluate("window.glidePlayer.frameIndex")
    page.select_option("#speed", "4")
    page.click("#play")
    page.wait_for_function("!window.glidePlayer.playing", timeout=10_000)
    return {
        "afterForward": after_forward,
        "afterBack": after_back,
        "afterPlay": page.evaluate("window.glidePlayer.frameIndex"),
        "frameCount": page.evaluate("window.glidePlayer.frameCount"),
        "playLabel": page.text_content("#play"),
    }


def compare(shot_png, reference_path):
    """The screenshot against the reference's top rows of the same size."""
    shot = Image.open(io.BytesIO(shot_png)).convert("RGB")
    reference = Image.open(reference_path).convert("RGB")
    width, height = shot.size
    difference = ImageChops.difference(shot, reference.crop((0, 0, width, height)))
    channels = [value for pixel in difference.getdata() for value in pixel]
    over = sum(1 for pixel in difference.getdata() if max(pixel) > 64)
    return {
        "width": width,
        "height": height,
        "referenceWidth": reference.size[0],
        "referenceHeight": reference.size[1],
        "meanDifference": sum(channels) / len(channels),
        "fractionOver64": over / (width * height),
    }


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        spec = json.load(file)
    result = {"checks": []}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=spec["chromium"], headless=True)
        page = browser.new_page(viewport={"width": 1600, "height": 1400}, device_scale_factor=1)
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto("file://" + spec["page"])
        result["traceOptions"] = page.eval_on_selector_all("#trace option", "(options) => options.map((o) => o.textContent)")
        for check in spec["checks"]:
            go_to(page, check["trace"], check["ms"])
            result["checks"].append(page.evaluate(READ, check["views"]))
        shot = spec.get("screenshot")
        if shot:
            go_to(page, shot["trace"], shot["ms"])
            result["screenshot"] = compare(page.locator("#screen > svg").screenshot(), shot["reference"])
        result["controls"] = controls(page)
        result["pageErrors"] = errors
        browser.close()
    json.dump(result, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
