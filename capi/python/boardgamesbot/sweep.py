"""Simulation sweeps on Dask distributed: many seeded games of one game, split into chunks.

    python -m boardgamesbot.sweep the-crew --games 100000 --options '{"players":4,"mission":5}' --workers 2
    python -m boardgamesbot.sweep dp6 --games 200 --bot mcts --scheduler tcp://10.0.0.5:8786 --json out.json

The games are split into chunks of a fixed size (--chunk-size; it never depends on the
workers), chunk c playing from seed playout_seed(S, c) (random play: one bgb_playouts batch;
mcts: game i of the sweep from playout_seed(S, i) with a search bot at every seat). The totals
are sums over the chunks, so a sweep gives the same numbers on 1 worker, 2, or a cluster.
Local worker processes by default (distributed.LocalCluster); --scheduler ADDRESS uses a
running cluster. Win rates come with 95 % Wilson intervals; a progress bar goes to stderr.
"""
from __future__ import annotations

import argparse
import csv
import io
import json
import math
import sys
import time
from typing import Any, Dict, List, Optional, Sequence

from ._lib import BgbError
from .core import CHANCE, Bot, Game, Rng, playout_seed

MAX_SEATS = 8
Z95 = 1.959963984540054


def wilson(successes: int, n: int, z: float = Z95) -> List[float]:
    """The Wilson score interval of a proportion: [low, high] (for n == 0, [0, 1])."""
    if n == 0:
        return [0.0, 1.0]
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return [max(0.0, centre - half), min(1.0, centre + half)]


def _empty(players: int) -> Dict[str, Any]:
    return {"games": 0, "actions": 0, "decisions": 0, "all_won": 0, "wins": [0] * players,
            "return_sums": [0.0] * players}


def run_chunk(name: str, options: Dict[str, Any], bot: str, iterations: int, seed: int, chunk: int,
              first: int, count: int) -> Dict[str, Any]:
    """Plays games first..first+count-1 of a sweep (chunk `chunk`) and returns their totals.
    Runs on a worker: everything it needs is in its arguments."""
    with Game(name, options) as game:
        players = game.num_players
        totals = _empty(players)
        if bot == "random":
            with game.initial_state() as start:
                stats = start.playouts(count, Rng(playout_seed(seed, chunk)), threads=1)
            totals.update(games=stats.games, actions=stats.actions, decisions=stats.decisions, all_won=stats.all_won,
                          wins=list(stats.wins[:players]), return_sums=list(stats.return_sums[:players]))
            return totals
        with Bot(game, bot, {"iterations": iterations}) as searcher:
            for i in range(first, first + count):
                rng = Rng(playout_seed(seed, i))
                state = game.initial_state()
                while not state.is_terminal:
                    if state.current_player == CHANCE:
                        action = state.sample_chance(rng)
                    else:
                        action = searcher.choose(state, rng)
                        totals["decisions"] += 1
                    state.apply_into(action, state)
                    totals["actions"] += 1
                returns = state.returns()
                totals["games"] += 1
                totals["all_won"] += all(r > 0 for r in returns)
                for p, r in enumerate(returns):
                    totals["wins"][p] += r > 0
                    totals["return_sums"][p] += r
                state.close()
    return totals


def _merge(into: Dict[str, Any], part: Dict[str, Any]) -> None:
    for key in ("games", "actions", "decisions", "all_won"):
        into[key] += part[key]
    into["wins"] = [a + b for a, b in zip(into["wins"], part["wins"])]
    into["return_sums"] = [a + b for a, b in zip(into["return_sums"], part["return_sums"])]


def _progress(done: int, total: int, started: float, stream: Any) -> None:
    width = 30
    filled = width * done // max(total, 1)
    elapsed = time.monotonic() - started
    stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} chunks, {elapsed:.1f}s")
    if done == total:
        stream.write("\n")
    stream.flush()


def sweep(name: str, games: int, bot: str = "random", options: Optional[Dict[str, Any]] = None, seed: int = 1,
          iterations: int = 200, chunk_size: Optional[int] = None, client: Any = None,
          progress: Any = None) -> Dict[str, Any]:
    """Runs a sweep and returns its report (a dict; see main() for the fields). `client` is a
    distributed.Client (None: the chunks run here, one after another); `progress` a stream for
    the progress bar (None: no bar). The totals depend only on name, options, bot, iterations,
    seed, games and chunk_size."""
    options = dict(options or {})
    if games < 0:
        raise ValueError(f"--games must be at least 0, got {games}")
    if bot not in ("random", "mcts", "uct", "ismcts"):
        raise ValueError(f"--bot must be random or mcts (or uct, ismcts), got {bot!r}")
    with Game(name, options) as game:  # checks the name and options before any worker starts
        players = game.num_players
        normalized = game.options
    size = chunk_size or (2000 if bot == "random" else 4)
    if size < 1:
        raise ValueError(f"--chunk-size must be at least 1, got {size}")
    chunks = [(c, c * size, min(size, games - c * size)) for c in range((games + size - 1) // size)]
    totals = _empty(players)
    started = time.monotonic()
    if client is None:
        for k, (c, first, count) in enumerate(chunks):
            _merge(totals, run_chunk(name, options, bot, iterations, seed, c, first, count))
            if progress is not None:
                _progress(k + 1, len(chunks), started, progress)
    else:
        from distributed import as_completed
        futures = [client.submit(run_chunk, name, options, bot, iterations, seed, c, first, count, pure=False)
                   for c, first, count in chunks]
        for k, future in enumerate(as_completed(futures)):
            _merge(totals, future.result())
            if progress is not None:
                _progress(k + 1, len(chunks), started, progress)
    elapsed = time.monotonic() - started
    n = totals["games"]
    return {
        "game": name, "options": normalized, "bot": bot, "iterations": iterations if bot != "random" else None,
        "seed": seed, "games": n, "chunk_size": size, "chunks": len(chunks),
        "all_won": totals["all_won"], "all_won_rate": totals["all_won"] / n if n else 0.0,
        "all_won_ci95": wilson(totals["all_won"], n),
        "seats": [{"seat": p, "wins": totals["wins"][p], "win_rate": totals["wins"][p] / n if n else 0.0,
                   "ci95": wilson(totals["wins"][p], n),
                   "mean_return": totals["return_sums"][p] / n if n else 0.0} for p in range(players)],
        "actions": totals["actions"], "decisions": totals["decisions"],
        "mean_actions": totals["actions"] / n if n else 0.0,
        "seconds": elapsed, "games_per_second": n / elapsed if elapsed > 0 else 0.0,
    }


def to_csv(report: Dict[str, Any]) -> str:
    """One row per seat, plus an "all" row for the games every seat won."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["game", "bot", "seed", "games", "seat", "wins", "win_rate", "ci95_low", "ci95_high", "mean_return"])
    base = [report["game"], report["bot"], report["seed"], report["games"]]
    for s in report["seats"]:
        writer.writerow(base + [s["seat"], s["wins"], f"{s['win_rate']:.6f}", f"{s['ci95'][0]:.6f}",
                                f"{s['ci95'][1]:.6f}", f"{s['mean_return']:.6f}"])
    writer.writerow(base + ["all", report["all_won"], f"{report['all_won_rate']:.6f}",
                            f"{report['all_won_ci95'][0]:.6f}", f"{report['all_won_ci95'][1]:.6f}", ""])
    return out.getvalue()


def to_text(report: Dict[str, Any]) -> str:
    lines = [f"{report['game']} {json.dumps(report['options'])}: {report['games']} games, bot {report['bot']}, "
             f"seed {report['seed']} ({report['chunks']} chunks of {report['chunk_size']})"]
    lo, hi = report["all_won_ci95"]
    lines.append(f"  won by every seat: {report['all_won']} ({100 * report['all_won_rate']:.2f} %, "
                 f"95 % CI {100 * lo:.2f}-{100 * hi:.2f} %)")
    for s in report["seats"]:
        lo, hi = s["ci95"]
        lines.append(f"  seat {s['seat']}: {s['wins']} wins ({100 * s['win_rate']:.2f} %, 95 % CI "
                     f"{100 * lo:.2f}-{100 * hi:.2f} %), mean return {s['mean_return']:.3f}")
    lines.append(f"  mean actions a game: {report['mean_actions']:.1f}; {report['seconds']:.2f} s, "
                 f"{report['games_per_second']:.0f} games/s")
    return "\n".join(lines)


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m boardgamesbot.sweep", description=__doc__.split("\n\n")[0])
    parser.add_argument("game", help="a registered game, e.g. the-crew")
    parser.add_argument("--games", type=int, required=True, help="how many games")
    parser.add_argument("--bot", default="random", help="random (default; batch playouts in the library) or mcts")
    parser.add_argument("--iterations", type=int, default=200, help="mcts: playouts per decision (default 200)")
    parser.add_argument("--options", default="{}", help="the game's options as JSON")
    parser.add_argument("--seed", type=int, default=1, help="the sweep's seed (default 1)")
    parser.add_argument("--chunk-size", type=int, help="games per task (default 2000 random, 4 mcts)")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--workers", type=int, default=None, help="local worker processes (default 2)")
    where.add_argument("--scheduler", help="the address of a running Dask scheduler, e.g. tcp://host:8786")
    fmt = parser.add_mutually_exclusive_group()
    fmt.add_argument("--json", metavar="FILE", nargs="?", const="-", help="the report as JSON (to FILE or stdout)")
    fmt.add_argument("--csv", metavar="FILE", nargs="?", const="-", help="a row per seat as CSV (to FILE or stdout)")
    args = parser.parse_args(argv)
    try:
        options = json.loads(args.options)
    except json.JSONDecodeError as e:
        parser.error(f"--options is not valid JSON: {e}")
    if not isinstance(options, dict):
        parser.error("--options must be a JSON object")
    if args.workers is not None and args.workers < 1:
        parser.error(f"--workers must be at least 1, got {args.workers}")
    from distributed import Client, LocalCluster
    if args.scheduler:
        client, cluster = Client(args.scheduler), None
    else:
        cluster = LocalCluster(n_workers=args.workers or 2, threads_per_worker=1, processes=True,
                               dashboard_address=":0")
        client = Client(cluster)
    try:
        report = sweep(args.game, args.games, args.bot, options, args.seed, args.iterations, args.chunk_size,
                       client=client, progress=sys.stderr)
    except (ValueError, OSError, BgbError) as e:
        print(f"sweep: {e}", file=sys.stderr)
        return 2
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    text = (json.dumps(report, indent=2) + "\n" if args.json else to_csv(report) if args.csv else to_text(report) + "\n")
    target = args.json or args.csv
    if target and target != "-":
        with open(target, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
