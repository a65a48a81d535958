#!/usr/bin/env python3
"""The bots' strength table (docs/bots.md): random play against MCTS / IS-MCTS at two budgets
(and Under Falling Skies at its own default, mcts:2000, beside the other games' mcts:1000),
on the same seeds, with 95% Wilson intervals and milliseconds per decision on one core.

Every row is one `bgb simulate GAME --bot ... --games N --seed S --json` run, so any row can be
rerun alone. Games of a row run --threads at a time; each game is searched on one core, so the
milliseconds per decision are one core's.

    python3 scripts/bot_strength.py --bgb build/ci/src/cli/bgb --threads 2 > table.md
    python3 scripts/bot_strength.py --quick ...     # 30 games a row, for a first look
    python3 scripts/bot_strength.py --max-games red-november=100 ...   # fewer of one game's games

Rows are cached in --cache (JSON lines, keyed by the command), so an interrupted run resumes.
"""
import argparse
import json
import os
import subprocess
import sys
import time

SEED = 2026


def rows(games, quick):
    """(section, label, game, options, bot, bot_options, games) for every row of the table.

    The default budget (mcts:1000) plays `games` deals a row where the issue asks for 300 (The
    Crew with 4 players, Under Falling Skies, Red November); the low budget, the other player
    counts, DP6 and the rollout-policy rows play a third as many, random play always as many as
    the bots beside it.
    """
    n = 30 if quick else games
    few = 30 if quick else max(games // 3, 30)
    low, high = "mcts:200", "mcts:1000"
    out = []
    # The Crew, 4 players, every mission; 3 and 5 players on missions 1-10.
    for players, missions in ((4, range(1, 51)), (3, range(1, 11)), (5, range(1, 11))):
        for m in missions:
            opts = {"players": players, "mission": m}
            k = n if players == 4 else few
            for bot, count in (("random", k), (low, few), (high, k)):
                out.append((f"The Crew, {players} players", f"mission {m}", "the-crew", opts, bot, None, count))
    for level, hard in ((1, []), (4, ["sky1", "sky2", "sky3"]), (8, ["sky1", "sky2", "sky3", "sky4", "base_top", "base_bottom", "research"])):
        # Its default budget is mcts:2000 (ufs::kIterations: strength still grows with it); the
        # other games' mcts:1000 beside it.
        for bot, count in (("random", n), (low, few), (high, n), ("mcts:2000", n)):
            out.append(("Under Falling Skies", f"level {level}", "under-falling-skies", {"hard": hard}, bot, None, count))
    for players in (3, 4, 8):
        for bot, count in (("random", n), (low, few), (high, n)):
            out.append(("Red November", f"{players} players", "red-november", {"players": players}, bot, None, count))
    for players in (2, 3, 4):
        opts = {"players": players, "max_turns": 100}
        out.append(("DP6", f"{players} players: random everywhere", "dp6", opts, "random", None, few))
        for budget in (low, high):
            seats = ",".join([budget] + ["random"] * (players - 1))
            out.append(("DP6", f"{players} players: {budget} in seat 0, random elsewhere", "dp6", opts, seats, None, few))
        for budget in (low, high):
            out.append(("DP6", f"{players} players: {budget} everywhere", "dp6", opts, budget, None, few))
    # What each game's own rollout policy adds over uniformly random rollouts (same budget).
    for label, game, opts in (("The Crew 4p, mission 4", "the-crew", {"players": 4, "mission": 4}),
                              ("The Crew 4p, mission 8", "the-crew", {"players": 4, "mission": 8}),
                              ("Under Falling Skies, level 1", "under-falling-skies", {"hard": []}),
                              ("Red November, 4 players", "red-november", {"players": 4})):
        for rollout in ("game", "random"):
            out.append(("Rollout policy", f"{label}: {rollout} rollouts", game, opts, high, {"rollout": rollout}, few))
    dp6 = {"players": 2, "max_turns": 100}
    for rollout in ("game", "random"):
        out.append(("Rollout policy", f"DP6 2p, seat 0 against random: {rollout} rollouts", "dp6", dp6,
                    f"{high},random", {"rollout": rollout}, few))
    return out


def command(bgb, row, threads):
    _, _, game, opts, bot, bot_opts, n = row
    cmd = [bgb, "simulate", game, "--games", str(n), "--seed", str(SEED), "--options", json.dumps(opts, separators=(",", ":")),
           "--bot", bot, "--threads", str(threads), "--json"]
    if bot_opts:
        cmd += ["--bot-options", json.dumps(bot_opts, separators=(",", ":"))]
    return cmd


def row_key(bgb, row, threads):
    return " ".join(command(bgb, row, threads)[1:])


def run(bgb, row, threads, cache):
    section, label, game, _, bot, _, _ = row
    cmd = command(bgb, row, threads)
    key = " ".join(cmd[1:])
    if key in cache:
        return cache[key]
    start = time.time()
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    result = json.loads(out.strip().splitlines()[-1])
    result["command"] = "bgb " + " ".join(a if " " not in a and "{" not in a else f"'{a}'" for a in cmd[1:])
    cache[key] = result
    print(f"{time.time() - start:7.1f}s  {section}: {label} [{bot}] "
          f"{result['success_rate'] if game != 'dp6' else result['win_rate_by_seat']}", file=sys.stderr, flush=True)
    return result


def pct(x):
    return f"{100 * x:.1f}%"


def interval(ci):
    return f"{pct(ci[0])}–{pct(ci[1])}"


def table(results):
    lines = []
    section = None
    for row, r in results:
        sec, label, game, _, bot, _, _ = row
        if sec != section:
            section = sec
            lines += ["", f"### {sec}", ""]
            if game == "dp6":
                lines += ["| players and seats | games | seat 0 wins (95% interval) | wins by seat | ms per decision |",
                          "|---|---|---|---|---|"]
            else:
                lines += ["| row | bot | games | success (95% interval) | ms per decision |", "|---|---|---|---|---|"]
        ms = f"{r['ms_per_decision']:.2f}" if r["decisions"] and "random" != bot else "–"
        if game == "dp6" and sec == "DP6":
            lo, hi = r["win_interval_by_seat"][0]
            lines.append(f"| {label} | {r['games']} | {pct(r['win_rate_by_seat'][0])} ({pct(lo)}–{pct(hi)}) | "
                         f"{' / '.join(str(w) for w in r['wins_by_seat'])} | {ms} |")
        else:
            rate = r["success_rate"] if game != "dp6" else r["win_rate_by_seat"][0]
            ci = r["success_interval"] if game != "dp6" else r["win_interval_by_seat"][0]
            lines.append(f"| {label} | {r['bots']} | {r['games']} | {pct(rate)} ({interval(ci)}) | {ms} |")
    return lines


def summary(results):
    """The headline numbers the targets are stated in."""
    def mean(sec, bot, missions):
        xs = [r["success_rate"] for row, r in results if row[0] == sec and row[4] == bot and int(row[1].split()[1]) in missions]
        return sum(xs) / len(xs) if xs else float("nan")
    lines = ["", "### Headline", ""]
    for bot in ("random", "mcts:200", "mcts:1000"):
        lines.append(f"- The Crew 4p, {bot}: missions 1–10 average {pct(mean('The Crew, 4 players', bot, range(1, 11)))}, "
                     f"missions 1–50 average {pct(mean('The Crew, 4 players', bot, range(1, 51)))}")
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bgb", default="build/ci/src/cli/bgb")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--cache", default="build/bot_strength_cache.jsonl")
    ap.add_argument("--only", default="", help="run only rows whose section or label contains this text")
    ap.add_argument("--max-games", action="append", default=[], metavar="GAME=N",
                    help="play at most N games a row of GAME (e.g. red-november=100); repeatable")
    ap.add_argument("--cached-only", action="store_true",
                    help="print the rows already in --cache and run nothing (a partial table)")
    args = ap.parse_args()
    caps = {}
    for cap in args.max_games:
        game, _, n = cap.partition("=")
        if not n.isdigit():
            ap.error(f"--max-games {cap}: expected GAME=N, e.g. red-november=100")
        caps[game] = int(n)
    cache = {}
    if os.path.exists(args.cache):
        with open(args.cache) as f:
            for line in f:
                entry = json.loads(line)
                cache[entry["key"]] = entry["result"]
    results = []
    for row in rows(args.games, args.quick):
        if args.only and args.only not in row[0] and args.only not in row[1]:
            continue
        if row[2] in caps:
            row = row[:6] + (min(row[6], caps[row[2]]),)
        if args.cached_only and row_key(args.bgb, row, args.threads) not in cache:
            continue
        before = len(cache)
        r = run(args.bgb, row, args.threads, cache)
        if len(cache) != before:
            key = next(reversed(cache))
            with open(args.cache, "a") as f:
                f.write(json.dumps({"key": key, "result": cache[key]}) + "\n")
        results.append((row, r))
    print("\n".join(summary(results) + table(results)))


if __name__ == "__main__":
    main()
