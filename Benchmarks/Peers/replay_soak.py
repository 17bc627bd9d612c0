#!/usr/bin/env python3
"""Soaks `glide replay --json` on a long trace; run by tools/bench.

usage:
  replay_soak.py GLIDE TRACE SCENE
      Runs `GLIDE replay TRACE --scene SCENE --json` with stdout on a pipe, reads its records as
      they come, and prints "replay_soak transitions N seconds S first_record_s F peak_rss_kb R":
      N records read, S wall seconds from start to exit, F seconds until the first record
      arrived, R the process's peak resident set (getrusage of the child, in KB).
"""
import os
import subprocess
import sys
import time


def main(argv):
    if len(argv) != 4:
        sys.exit(__doc__)
    glide, trace, scene = argv[1:]
    start = time.monotonic()
    process = subprocess.Popen([glide, "replay", trace, "--scene", scene, "--json"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    first = None
    records = 0
    for line in process.stdout:
        if first is None:
            first = time.monotonic() - start
        if line.startswith(b"{"):
            records += 1
    _, status, usage = os.wait4(process.pid, 0)
    seconds = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"replay_soak: glide replay exited with {os.waitstatus_to_exitcode(status)}")
    print(f"replay_soak transitions {records} seconds {seconds:.3f} first_record_s {first if first is not None else -1:.3f} "
          f"peak_rss_kb {usage.ru_maxrss}")


if __name__ == "__main__":
    main(sys.argv)
