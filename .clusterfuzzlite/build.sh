#!/bin/bash -eu
# Builds Glide's libFuzzer targets into $OUT, as ClusterFuzzLite's container runs it (from
# the checkout, $SRC/glide): fuzz-readers (the trace readers), fuzz-gestures (gesture scripts
# replayed into the gallery scenes), fuzz-reports (the shard reports glide fuzz merge reads) and
# fuzz-port (Swift sources through glide port), each with its seed corpus and libFuzzer options.
# The build itself is tools/fuzz/build, the one tools/fuzz-readers, tools/fuzz-gestures,
# tools/fuzz-reports and tools/fuzz-port run, so a local run of those checks this script's
# commands; to run this script itself here:
#   OUT=$(mktemp -d) WORK=$(mktemp -d) bash .clusterfuzzlite/build.sh
# (outside the container there is no precompile_swift: tools/fuzz/build then passes SwiftPM's
# own sanitizer flags instead of its SWIFTFLAGS).
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v precompile_swift >/dev/null 2>&1; then
    # shellcheck disable=SC1090
    . "$(command -v precompile_swift)"
fi
export GLIDE_FUZZ_OPTIMIZE=1
tools/fuzz/build readers "$OUT/fuzz-readers"
tools/fuzz/build gestures "$OUT/fuzz-gestures"
tools/fuzz/build reports "$OUT/fuzz-reports"
tools/fuzz/build port "$OUT/fuzz-port"

# Seed corpora (<fuzzer>_seed_corpus.zip) and options (<fuzzer>.options), OSS-Fuzz's names.
seeds="${WORK:-/tmp}/glide-seeds"
rm -rf "$seeds" && mkdir -p "$seeds/readers" "$seeds/gestures"
cp Traces/*.evemu tools/fuzz/seed-libinput-record.yml "$seeds/readers/"
tools/fuzz/seed-gestures "$seeds/gestures"
tools/fuzz/seed reports "$seeds/reports"
tools/fuzz/seed port "$seeds/port"
for target in readers gestures reports port; do
    (cd "$seeds/$target" && python3 -m zipfile -c "$OUT/fuzz-${target}_seed_corpus.zip" ./*)
done
printf '[libfuzzer]\nmax_len = 8192\ntimeout = 10\n' > "$OUT/fuzz-readers.options"
printf '[libfuzzer]\nmax_len = 1024\ntimeout = 60\n' > "$OUT/fuzz-gestures.options"
printf '[libfuzzer]\nmax_len = 16384\ntimeout = 10\nrss_limit_mb = 1024\n' > "$OUT/fuzz-reports.options"
printf '[libfuzzer]\nmax_len = 65536\ntimeout = 10\nrss_limit_mb = 2048\n' > "$OUT/fuzz-port.options"
