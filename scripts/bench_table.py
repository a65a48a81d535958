#!/usr/bin/env python3
"""The README's speed table, from one run of the Google Benchmark suite.

Runs build/ci/tests/bench/bgb_bench (or --bench PATH) on exactly the benchmarks the table needs,
with --benchmark_repetitions (default 3), and prints a Markdown table of the medians: per game,
random playouts in place; immutable, each new state copied back into the loop variable
(`s = apply(s, a)`) and each kept as its own value, as a search keeps a child; through the
checked apply; through the C ABI with bgb_state_apply, with bgb_state_apply_into, and with
bgb_state_random_action drawing each action for bgb_state_apply_into; the
in-library batch (bgb_playouts' core) on one and two threads; and the cost of one legal_actions,
sample_chance and is_legal call.

    python3 scripts/bench_table.py [--bench build/ci/tests/bench/bgb_bench] [--repetitions 3]

Measure on idle cores: the numbers are wall-clock rates (the batch on two threads is real time).
"""
import argparse
import json
import re
import subprocess
import sys

# (row label, {column: benchmark name}) per game; every game has the same columns.
GAMES = [
    ("The Crew, 4 players, mission 1", {
        "in_place": "BM_RandomPlayout/players:4/mission:1",
        "immutable": "BM_ImmutablePlayout/players:4",
        "chain": "BM_CrewImmutableChain/players:4",
        "checked": "BM_CrewCheckedPlayout/players:4",
        "capi_apply": "BM_CapiPlayout/crew_4p/apply",
        "capi_into": "BM_CapiPlayout/crew_4p/into",
        "overhead": "BM_CapiOverhead/crew_4p",
        "capi_drawn": "BM_CapiPlayout/crew_4p/drawn",
        "batch_1": "BM_PlayoutsCrew/threads:1/real_time",
        "batch_2": "BM_PlayoutsCrew/threads:2/real_time",
        "legal": "BM_LegalActions",
        "chance": "BM_CrewSampleChance/players:4/mission:1/fast:1",
        "is_legal": "BM_IsLegal",
    }),
    ("Under Falling Skies, level 1", {
        "in_place": "BM_UfsRandomPlayout/hard:0",
        "immutable": "BM_UfsImmutablePlayout/hard:0",
        "chain": "BM_UfsImmutableChain/hard:0",
        "checked": "BM_UfsCheckedPlayout/hard:0",
        "capi_apply": "BM_CapiPlayout/ufs/apply",
        "capi_into": "BM_CapiPlayout/ufs/into",
        "overhead": "BM_CapiOverhead/ufs",
        "capi_drawn": "BM_CapiPlayout/ufs/drawn",
        "batch_1": "BM_PlayoutsUfs/threads:1/real_time",
        "batch_2": "BM_PlayoutsUfs/threads:2/real_time",
        "legal": "BM_UfsLegalActionsPlace",
        "chance": "BM_UfsSampleChance",
        "is_legal": "BM_UfsIsLegal",
    }),
    ("DP6, 4 players", {
        "in_place": "BM_Dp6RandomPlayout/players:4",
        "immutable": "BM_Dp6ImmutablePlayout/players:4",
        "chain": "BM_Dp6ImmutableChain/players:4",
        "checked": "BM_Dp6CheckedPlayout/players:4",
        "capi_apply": "BM_CapiPlayout/dp6_4p/apply",
        "capi_into": "BM_CapiPlayout/dp6_4p/into",
        "overhead": "BM_CapiOverhead/dp6_4p",
        "capi_drawn": "BM_CapiPlayout/dp6_4p/drawn",
        "batch_1": "BM_PlayoutsDp6/threads:1/real_time",
        "batch_2": "BM_PlayoutsDp6/threads:2/real_time",
        "legal": "BM_Dp6LegalActions",
        "chance": "BM_Dp6SampleChance",
        "is_legal": "BM_Dp6IsLegal",
    }),
    ("Red November, 4 players", {
        "in_place": "BM_RnRandomPlayout/players:4",
        "immutable": "BM_RnImmutablePlayout/players:4",
        "chain": "BM_RnImmutableChain/players:4",
        "checked": "BM_RnCheckedPlayout/players:4",
        "capi_apply": "BM_CapiPlayout/rn_4p/apply",
        "capi_into": "BM_CapiPlayout/rn_4p/into",
        "overhead": "BM_CapiOverhead/rn_4p",
        "capi_drawn": "BM_CapiPlayout/rn_4p/drawn",
        "batch_1": "BM_PlayoutsRn/threads:1/real_time",
        "batch_2": "BM_PlayoutsRn/threads:2/real_time",
        "legal": "BM_RnLegalActionsMove/players:4",
        "chance": "BM_RnSampleChance",
        "is_legal": "BM_RnIsLegal/players:4",
    }),
]

# Rates read from the "actions" counter (actions per second, chance outcomes included); the
# per-call columns are the benchmark's own time per iteration.
RATE_COLUMNS = [("in_place", "in place"), ("immutable", "immutable, copied back"), ("chain", "immutable, kept"), ("checked", "checked `apply`"),
                ("capi_apply", "C ABI `apply`"), ("capi_into", "C ABI `apply_into`"),
                ("capi_drawn", "C ABI `random_action` + `apply_into`"),
                ("batch_1", "`bgb_playouts`, 1 thread"), ("batch_2", "2 threads")]
CALL_COLUMNS = [("legal", "`legal_actions`"), ("chance", "`sample_chance`"), ("is_legal", "`is_legal`")]
# The C ABI's cost per action over the C++ API (issue 19's "overhead"), BM_CapiOverhead's
# overhead_ns: the C loop that lists, picks and applies into one handle against the loop a C++
# caller writes, both playing the same games alternately in one process; the median over games
# of each game's overhead per action (overhead_mean_ns, the mean, moves more with the VM's noise).
OVERHEAD_COLUMN = "C ABI overhead (`apply_into`)"


def run(bench: str, repetitions: int, min_time: float) -> dict:
    names = sorted({n for _, cols in GAMES for n in cols.values()})
    # The filter is a regex over the run names; "/real_time" is part of the name, not the filter's.
    pattern = "^(" + "|".join(re.escape(n.removesuffix("/real_time")) for n in names) + ")(/real_time)?$"
    out = subprocess.run([bench, f"--benchmark_filter={pattern}", f"--benchmark_repetitions={repetitions}",
                          "--benchmark_report_aggregates_only=true", "--benchmark_format=json",
                          f"--benchmark_min_time={min_time}"], check=True, capture_output=True, text=True).stdout
    medians = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("aggregate_name", "median") == "median":
            medians[b.get("run_name", b["name"])] = b
    missing = [n for n in names if n not in medians]
    if missing:
        sys.exit("bench_table: these benchmarks did not run: " + ", ".join(missing))
    return medians


def ns_per_call(b: dict) -> float:
    # items_per_second counts calls (a benchmark that checks every id of a state per iteration
    # counts each id), so this is the cost of one call whatever the loop does per iteration.
    return 1e9 / b["items_per_second"]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bench", default="build/ci/tests/bench/bgb_bench")
    ap.add_argument("--repetitions", type=int, default=3)
    ap.add_argument("--min-time", type=float, default=0.3,
                    help="seconds per benchmark run (the table's default; a tiny value only checks that every benchmark runs)")
    args = ap.parse_args()
    medians = run(args.bench, args.repetitions, args.min_time)
    head = ["game"] + [h for _, h in RATE_COLUMNS] + [h for _, h in CALL_COLUMNS] + [OVERHEAD_COLUMN]
    print("| " + " | ".join(head) + " |")
    print("|---|" + "---:|" * (len(head) - 1))
    for label, cols in GAMES:
        cells = [label]
        for key, _ in RATE_COLUMNS:
            cells.append(f"{medians[cols[key]]['actions'] / 1e6:.1f} M")
        for key, _ in CALL_COLUMNS:
            cells.append(f"{ns_per_call(medians[cols[key]]):.1f} ns")
        cells.append(f"{medians[cols['overhead']]['overhead_ns']:.1f} ns")
        print("| " + " | ".join(cells) + " |")
    print()
    print(f"Actions per second (chance outcomes included), medians of {args.repetitions} runs; "
          "per-call columns in ns per call; the overhead in ns per action.")


if __name__ == "__main__":
    main()
