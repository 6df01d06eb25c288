#!/usr/bin/env bash
# Builds the libFuzzer programs of Fuzz/ and runs them (docs/reliability.md):
#   scripts/fuzz.sh [TARGET...]     each target (all when none is named) for FUZZ_SECONDS (60)
#   scripts/fuzz.sh --build         only builds them
# Each program is a file of Fuzz/ compiled with `swiftc -sanitize=fuzzer,address` against the
# SandboxHost and Motion modules, which are built with the same sanitizers in a build folder of
# their own (.build-fuzz), so the ordinary build never sees the instrumentation. A target starts
# from its corpus in .build-fuzz/corpus/TARGET, seeded from the repository's scenes, scripts and
# goldens and from the regression corpus; whatever it finds lands in .build-fuzz/findings/TARGET
# (copy each into Tests/FuzzRegressions/TARGET once fixed).
set -euo pipefail
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-$(dirname "$(command -v "$SWIFT")")/swiftc}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
# Memory per run (libFuzzer's -rss_limit_mb) and per allocation (-malloc_limit_mb).
FUZZ_RSS_MB=${FUZZ_RSS_MB:-2048}
SCRATCH=.build-fuzz
TARGETS=(scene script image dump suite)
REGRESSIONS=Tests/FuzzRegressions
sanitizers=-sanitize=fuzzer,address

build_only=0
chosen=()
for argument in "$@"; do
  case "$argument" in
    --build) build_only=1 ;;
    scene | script | image | dump | suite) chosen+=("$argument") ;;
    *) echo "fuzz.sh: unknown target $argument (targets: ${TARGETS[*]})" >&2; exit 2 ;;
  esac
done
[ ${#chosen[@]} -gt 0 ] || chosen=("${TARGETS[@]}")

# The library with coverage instrumentation and AddressSanitizer; `-enable-testing` lets the
# programs reach its internal readers, as the unit tests do.
"$SWIFT" build --scratch-path "$SCRATCH" --target SandboxHost \
  -Xswiftc "$sanitizers" -Xswiftc -enable-testing -Xcc -fsanitize=address
debug="$SCRATCH/debug"
# SandboxHost's Swift and C dependencies, each C target with the module map SwiftPM wrote for it
# (CX11 came after this script and broke it: a module missed here fails the link, not a test).
objects=("$debug"/SandboxHost.build/*.o "$debug"/Motion.build/*.o "$debug"/CX11.build/*.o)
c_modules=(-Xcc -fmodule-map-file=Sources/CSDL2/module.modulemap
  -Xcc -fmodule-map-file="$debug/CX11.build/module.modulemap" -lX11)
for target in "${chosen[@]}"; do
  name="Fuzz$(tr '[:lower:]' '[:upper:]' <<<"${target:0:1}")${target:1}"
  program="$SCRATCH/bin/fuzz-$target"
  mkdir -p "$SCRATCH/bin"
  if [ ! -x "$program" ] || [ -n "$(find Fuzz/$name.swift "${objects[@]}" -newer "$program" 2>/dev/null | head -1)" ]; then
    echo "fuzz.sh: linking $program" >&2
    "$SWIFTC" "$sanitizers" -parse-as-library -g -Onone -module-name "$name" \
      -I "$debug/Modules" "${c_modules[@]}" \
      "Fuzz/$name.swift" "${objects[@]}" -o "$program"
  fi
done
[ "$build_only" -eq 0 ] || exit 0

# The seeds: the repository's own files of the kind each target reads.
seed() {
  local target=$1 corpus="$SCRATCH/corpus/$1"
  mkdir -p "$corpus"
  case "$target" in
    scene) cp Assets/scenes/*.json "$corpus"/ ;;
    script)
      for file in Assets/suites/builtin/*/script.jsonl Assets/scripts/*; do
        [ -f "$file" ] && cp "$file" "$corpus/$(basename "$(dirname "$file")")-$(basename "$file")"
      done ;;
    image) find Assets/suites/builtin -name '*.png' -exec cp {} "$corpus"/ \; ;;
    dump)
      find Assets/suites/builtin -path '*/expected/*' \( -name '*.json' -o -name '*.jsonl' \) |
        while read -r file; do cp "$file" "$corpus/$(basename "$(dirname "$(dirname "$file")")")-$(basename "$file")"; done ;;
    suite)
      # The built-in suite's case files, and the blob, durations file and report's list of cases
      # of a run of it with one case failing (Fuzz/seeds/suite).
      for file in Assets/suites/builtin/*/case.json; do cp "$file" "$corpus/$(basename "$(dirname "$file")")-case.json"; done
      cp Fuzz/seeds/suite/* "$corpus"/ ;;
  esac
  if [ -d "$REGRESSIONS/$target" ]; then cp "$REGRESSIONS/$target"/* "$corpus"/ 2>/dev/null || true; fi
}

status=0
for target in "${chosen[@]}"; do
  seed "$target"
  findings="$SCRATCH/findings/$target"
  mkdir -p "$findings"
  echo "fuzz.sh: fuzzing $target for $FUZZ_SECONDS s" >&2
  # -max_len: the seeds are larger than libFuzzer's default of 4 KB (a film, a track).
  ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
    "$SCRATCH/bin/fuzz-$target" "$SCRATCH/corpus/$target" \
    -max_total_time="$FUZZ_SECONDS" -timeout=20 -rss_limit_mb="$FUZZ_RSS_MB" \
    -malloc_limit_mb="$FUZZ_RSS_MB" -max_len=262144 -artifact_prefix="$findings/" \
    -print_final_stats=1 || status=$?
done
exit "$status"
