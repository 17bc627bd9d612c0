#!/usr/bin/env python3
"""Prints how a real YAML parser (PyYAML) plus libinput replay's rules read `libinput record`
files, so the Swift LibinputRecordReader can be checked against it. Run by the tests.

Usage: libinput_record_oracle.py JOB...   where JOB is FILE or FILE::DEVICE_INDEX.

Output per job, in the format of evemu_oracle.c:
  job N
  read 1 | read -1             -1: not valid YAML, or not a version-1 file with the device
  name HEX / id B V P VER / prop P / type T CODES... / abs C MIN MAX FUZZ FLAT RES
  E SEC USEC TYPE CODE VALUE   the selected device's events, key repeats skipped and a frame
                               left with only SYN_REPORTs dropped (libinput replay's intent)
  end 0
The device is the one asked for, or the first touch device: ABS_MT_POSITION_X and _Y, or
ABS_X, ABS_Y and BTN_TOUCH, and no BTN_TOOL_PEN (LibinputRecordReader.isTouchDevice).
"""
import sys

import yaml


def ints(value, count=None):
    if not isinstance(value, list) or any(type(v) is not int for v in value):
        raise ValueError("not a list of integers")
    if count is not None and len(value) != count:
        raise ValueError("wrong length")
    return value


def is_touch(evdev):
    codes = evdev.get("codes") or {}
    keys, axes = set(codes.get(1) or []), set(codes.get(3) or [])
    multitouch = 53 in axes and 54 in axes
    single = 0 in axes and 1 in axes and 330 in keys
    return (multitouch or single) and 320 not in keys


def run(index, spec):
    path, _, wanted = spec.partition("::")
    print(f"job {index}")
    try:
        with open(path, "rb") as f:
            doc = yaml.load(f, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        if not isinstance(doc, dict) or doc.get("version") != 1 or type(doc.get("version")) is not int:
            raise ValueError("not version 1")
        devices = doc["devices"]
        if not isinstance(devices, list):
            raise ValueError("no devices")
        chosen = None
        for number, device in enumerate(devices):
            evdev = device.get("evdev") if isinstance(device, dict) else None
            if not isinstance(evdev, dict):
                evdev = {}
            if (wanted != "" and number == int(wanted)) or (wanted == "" and is_touch(evdev)):
                chosen = device
                break
        if chosen is None:
            raise ValueError("no such device")
        evdev = chosen["evdev"]
        name = evdev.get("name", "")
        if not isinstance(name, str):
            raise ValueError("name is not a string")
        ident = ints(evdev.get("id", [0, 0, 0, 0]), 4)
        lines = ["read 1", "name " + name.encode("utf-8").hex(), "id %d %d %d %d" % tuple(ident)]
        for prop in sorted(set(ints(evdev.get("properties", [])))):
            lines.append(f"prop {prop}")
        for etype, codes in sorted((evdev.get("codes") or {}).items()):
            if type(etype) is not int:
                raise ValueError("type key")
            if etype != 0:
                lines.append(" ".join(["type", str(etype)] + [str(c) for c in sorted(set(ints(codes)))]))
        for code, info in sorted((evdev.get("absinfo") or {}).items()):
            if type(code) is not int:
                raise ValueError("code key")
            lines.append("abs %d %d %d %d %d %d" % ((code,) + tuple(ints(info, 5))))
        for item in chosen.get("events") or []:
            if not isinstance(item, dict) or "evdev" not in item:
                continue
            frame, skipped = [], False
            for row in item["evdev"] or []:
                sec, usec, etype, code, value = ints(row, 5)
                if etype == 1 and value == 2:
                    skipped = True
                    continue
                frame.append((sec, usec, etype, code, value))
            if skipped and all(e[2] == 0 and e[3] == 0 for e in frame):
                continue
            lines.extend("E %d %d %d %d %d" % e for e in frame)
    except Exception:  # any failure: the file is not one the reader must accept
        print("read -1")
        return
    print("\n".join(lines))
    print("end 0")


for job, argument in enumerate(sys.argv[1:]):
    run(job, argument)
