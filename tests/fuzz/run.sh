#!/usr/bin/env bash
# Runs the libFuzzer targets of a `fuzz` build, each for a time budget, two at a time, and
# prints a table of what each reached. Used by .ci/run and for the long local runs
# (docs/fuzzing.md).
#
#   tests/fuzz/run.sh BUILD_DIR SECONDS [TARGET...]      TARGET: options snapshot action_text driver
#
# Environment: BGB_FUZZ_PARALLEL (fuzzers at once, default 2), BGB_FUZZ_FLAGS (more libFuzzer
# flags, e.g. "-runs=10000000").
# New inputs go to BUILD_DIR/tests/fuzz/work/<target>/ (the generated seed corpora are only
# read); a crash, leak, timeout or UBSan report is saved as work/artifacts/<target>-crash-...,
# its log is printed, and the script exits non-zero.
set -uo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: $0 BUILD_DIR SECONDS [TARGET...]" >&2
  exit 2
fi
build="$1"
seconds="$2"
shift 2
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(options snapshot action_text driver)
parallel="${BGB_FUZZ_PARALLEL:-2}"
read -r -a extra <<<"${BGB_FUZZ_FLAGS:-}"

dir="$build/tests/fuzz"
work="$dir/work"
mkdir -p "$work/artifacts"
for t in "${targets[@]}"; do
  if [[ ! -x "$dir/fuzz_$t" || ! -d "$dir/corpus/$t" ]]; then
    echo "$0: $dir/fuzz_$t or its corpus is missing (cmake --workflow --preset fuzz builds them)" >&2
    exit 2
  fi
done

run_one() {  # run_one TARGET: one fuzzer, its log in work/TARGET.log, its wall time in work/TARGET.secs
  local t="$1" start=$SECONDS rc=0
  mkdir -p "$work/$t"
  # -timeout: one input taking 30 s is a hang; -rss_limit_mb: a leak or a blow-up.
  "$dir/fuzz_$t" "$work/$t" "$dir/corpus/$t" -dict="$dir/corpus/bgb.dict" \
    -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/$t-" "${extra[@]}" >"$work/$t.log" 2>&1 || rc=$?
  echo $((SECONDS - start)) >"$work/$t.secs"
  return "$rc"
}

declare -A status
pending=("${targets[@]}")
while [[ ${#pending[@]} -gt 0 ]]; do
  batch=("${pending[@]:0:$parallel}")
  pending=("${pending[@]:$parallel}")
  declare -A pids=()
  for t in "${batch[@]}"; do
    echo "fuzz: $t for ${seconds}s ${extra[*]}"
    run_one "$t" &
    pids[$t]=$!
  done
  for t in "${batch[@]}"; do
    rc=0
    wait "${pids[$t]}" || rc=$?
    status[$t]=$rc
  done
  unset pids
done

# The final stats: executions, executions per second, coverage (cov: edges, ft: features).
printf '%-12s %12s %9s %7s %7s %7s  %s\n' target execs execs/s cov ft secs result
failed=0
for t in "${targets[@]}"; do
  log="$work/$t.log"
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  last=$(grep -E '^#[0-9]+.*cov: ' "$log" | tail -1)
  cov=$(sed -n 's/.*cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  secs=$(cat "$work/$t.secs" 2>/dev/null)
  result=ok
  if [[ ${status[$t]} -eq 72 ]]; then
    result="interrupted by a signal (no finding)"  # libFuzzer's exit status on SIGINT/SIGTERM
    failed=1
  elif [[ ${status[$t]} -ne 0 ]]; then
    result="FAILED (status ${status[$t]})"
    failed=1
  fi
  printf '%-12s %12s %9s %7s %7s %7s  %s\n' "$t" "${execs:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${secs:-?}" "$result"
done
for t in "${targets[@]}"; do
  if [[ ${status[$t]} -ne 0 && ${status[$t]} -ne 72 ]]; then
    echo "=== fuzz_$t failed; the end of its log ($work/$t.log):"
    tail -n 60 "$work/$t.log"
    ls -1 "$work/artifacts/$t-"* 2>/dev/null | sed 's/^/artifact: /'
  fi
done
exit "$failed"
