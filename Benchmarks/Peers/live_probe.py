#!/usr/bin/env python3
"""Measures `glide live` on a device mocked by tools/mockdev (umockdev); run by tools/bench.

usage:
  live_probe.py idle GLIDE MOCKDEV RECORDING SECONDS
      RECORDING delivers its events within the first second; then nothing comes for SECONDS.
      Prints "idle seconds S ticks T cpu_ns N": the CPU glide live consumed over those SECONDS
      (after 1.5 s of start-up), as utime + stime clock ticks from /proc/PID/stat and as the
      nanoseconds of /proc/PID/task/*/schedstat, summed over its threads.
  live_probe.py latency GLIDE MOCKDEV RECORDING [exact|low]
      RECORDING is one swipe that finishes one transition. glide live (with that --latency,
      default exact) runs under strace, which
      stamps every read and write. Prints "latency_us L animation_us A": L is the time from the
      read() that returned the release frame (the last read of the event node before the record)
      to the write() of the outcome record, minus A, the animation's own duration from the
      record (end - release); so L is what glide adds on top of the animation it must wait for.
      The line ends with "mode M".
  live_probe.py child-idle GLIDE SECONDS | child-latency GLIDE TRACEFILE MODE
      What runs under umockdev-run (internal).
"""
import json
import os
import re
import signal
import subprocess
import sys
import time

NODE = "/dev/input/event5"


def cpu(pid):
    """(clock ticks of utime + stime, schedstat nanoseconds over every thread) of pid."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])
    nanoseconds = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                nanoseconds += int(f.read().split()[0])
        except OSError:
            pass  # a thread that ended in between
    return ticks, nanoseconds


def child_idle(glide, seconds):
    process = subprocess.Popen([glide, "live", NODE, "--json", "--timeout", str(seconds + 10)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    time.sleep(1.5)
    if process.poll() is not None:
        sys.exit(f"live_probe: glide live exited early ({process.returncode}): {process.stderr.read().decode()}")
    ticks0, ns0 = cpu(process.pid)
    time.sleep(seconds)
    ticks1, ns1 = cpu(process.pid)
    process.send_signal(signal.SIGINT)
    process.wait(timeout=10)
    print(f"idle seconds {seconds} ticks {ticks1 - ticks0} cpu_ns {ns1 - ns0}")


def child_latency(glide, tracefile, mode):
    result = subprocess.run(
        ["strace", "-f", "-qq", "-ttt", "-e", "trace=openat,read,write", "-e", "signal=none", "-o", tracefile,
         glide, "live", NODE, "--json", "--latency", mode, "--max-transitions", "1", "--timeout", "15"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
    if result.returncode != 0 or not result.stdout.strip():
        sys.exit(f"live_probe: glide live failed ({result.returncode}): {result.stderr.decode()}")
    sys.stdout.write(result.stdout.decode())


def latency(glide, mockdev, recording, mode):
    tracefile = f"/tmp/glide-live-probe-{os.getpid()}.strace"
    try:
        run = subprocess.run([mockdev, "--lead-in-ms", "800", recording, "--", sys.executable, __file__,
                              "child-latency", glide, tracefile, mode], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=90)
        if run.returncode != 0:
            sys.exit(f"live_probe: {run.stderr.decode()}")
        record = json.loads(run.stdout.decode().strip().splitlines()[0])
        animation_us = (record["end_ms"] - record["release_ms"]) * 1000
        line = re.compile(r"^(\d+) +(\d+\.\d+) (\w+)\((\d+)?(.*) = (-?\d+)")
        event_fd = None
        last_read = None
        written = None
        with open(tracefile) as f:
            for text in f:
                match = line.match(text)
                if not match:
                    continue
                _, stamp, call, fd, rest, value = match.groups()
                if call == "openat" and NODE in rest:
                    event_fd = int(value)
                elif call == "read" and fd is not None and int(fd) == event_fd and int(value) > 0:
                    last_read = float(stamp)
                elif call == "write" and fd == "1" and '"{' in rest and last_read is not None:
                    written = float(stamp)
                    break
        if written is None:
            sys.exit("live_probe: strace shows no read of the event node before the outcome record")
        print(f"latency_us {round((written - last_read) * 1e6 - animation_us)} animation_us {round(animation_us)} mode {mode}")
    finally:
        if os.path.exists(tracefile):
            os.remove(tracefile)


def main(argv):
    match argv[1:]:
        case ["idle", glide, mockdev, recording, seconds]:
            run = subprocess.run([mockdev, "--lead-in-ms", "200", recording, "--", sys.executable, __file__,
                                  "child-idle", glide, seconds], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
            if run.returncode != 0:
                sys.exit(f"live_probe: {run.stderr.decode()}")
            sys.stdout.write(run.stdout.decode())
        case ["latency", glide, mockdev, recording]:
            latency(glide, mockdev, recording, "exact")
        case ["latency", glide, mockdev, recording, ("exact" | "low") as mode]:
            latency(glide, mockdev, recording, mode)
        case ["child-idle", glide, seconds]:
            child_idle(glide, float(seconds))
        case ["child-latency", glide, tracefile, mode]:
            child_latency(glide, tracefile, mode)
        case _:
            sys.exit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
