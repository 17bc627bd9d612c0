#!/usr/bin/env python3
"""Times `glide describe --json` and libevemu's event counter as whole processes; run by tools/bench.

usage:
  whole_process.py RUNS GLIDE PEER TRACE
      Runs `GLIDE describe --json TRACE` and `PEER TRACE 0` (Benchmarks/Peers/evemu_read_rate.c:
      one fopen, evemu_read, evemu_read_event until the end) RUNS times each, alternating, after
      one untimed run of each (the file in the page cache). Each run is timed from fork to exit
      (wall clock), and glide's peak resident set comes from the kernel (ru_maxrss of wait4).
      Prints "whole runs R events E glide_s G peer_s P glide_rss_kb K": the medians of the two
      sides' times, the largest of glide's peak RSS, and the events both counted (it exits 1
      when they disagree).
"""
import json
import os
import statistics
import subprocess
import sys
import time


def run(command):
    """(seconds from fork to exit, peak RSS in KiB, stdout) of one run of command."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    output = process.stdout.read()
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"whole_process.py: {' '.join(command)} exited with {process.returncode}")
    return elapsed, usage.ru_maxrss, output.decode()


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    runs, glide, peer, trace = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4]
    glide_command = [glide, "describe", "--json", trace]
    peer_command = [peer, trace, "0"]
    run(glide_command)
    run(peer_command)
    glide_times, peer_times, rss = [], [], 0
    for _ in range(runs):
        seconds, kib, output = run(glide_command)
        glide_times.append(seconds)
        rss = max(rss, kib)
        glide_events = json.loads(output)["events"]
        seconds, _, output = run(peer_command)
        peer_times.append(seconds)
        peer_events = int(output.split()[1])
    if glide_events != peer_events:
        sys.exit(f"whole_process.py: glide counted {glide_events} events, libevemu {peer_events}")
    print(f"whole runs {runs} events {glide_events} glide_s {statistics.median(glide_times):.6f} "
          f"peer_s {statistics.median(peer_times):.6f} glide_rss_kb {rss}")


main()
