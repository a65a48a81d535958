"""The sweep gives the same totals on one worker, two workers (a LocalCluster of processes) and
in-process, for random play and for search bots; its report's intervals and CSV are sound."""
from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

distributed = pytest.importorskip("distributed")

from boardgamesbot import sweep as sw  # noqa: E402

TOTALS = ("games", "actions", "decisions", "all_won", "seats", "chunks")


def totals(report):
    return {k: report[k] for k in TOTALS}


@pytest.fixture(scope="module")
def clusters():
    made = {}
    for workers in (1, 2):
        cluster = distributed.LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                           dashboard_address=":0")
        made[workers] = (cluster, distributed.Client(cluster))
    yield {w: client for w, (_, client) in made.items()}
    for cluster, client in made.values():
        client.close()
        cluster.close()


@pytest.mark.parametrize("name,options,bot,games,chunk", [
    ("the-crew", {"players": 4, "mission": 2}, "random", 700, 100),
    ("dp6", {"players": 2, "max_turns": 40}, "random", 300, 64),
    ("the-crew", {"players": 3, "mission": 1}, "mcts", 6, 2),
])
def test_totals_do_not_depend_on_the_workers(clusters, name, options, bot, games, chunk):
    here = sw.sweep(name, games, bot, options, seed=7, iterations=20, chunk_size=chunk)
    one = sw.sweep(name, games, bot, options, seed=7, iterations=20, chunk_size=chunk, client=clusters[1])
    two = sw.sweep(name, games, bot, options, seed=7, iterations=20, chunk_size=chunk, client=clusters[2])
    assert totals(here) == totals(one) == totals(two)
    assert here["games"] == games and here["chunks"] == -(-games // chunk)
    other = sw.sweep(name, games, bot, options, seed=8, iterations=20, chunk_size=chunk)
    assert totals(other) != totals(here)  # the seed matters, so equal totals above mean something


def test_wilson_interval():
    assert sw.wilson(0, 0) == [0.0, 1.0]
    lo, hi = sw.wilson(50, 100)
    assert lo == pytest.approx(0.4038, abs=1e-4) and hi == pytest.approx(0.5962, abs=1e-4)
    lo, hi = sw.wilson(0, 10)
    assert lo == 0.0 and 0.27 < hi < 0.28


def test_command_line_json_and_csv(tmp_path, clusters):
    env = dict(os.environ)
    out = tmp_path / "r.json"
    run = subprocess.run([sys.executable, "-m", "boardgamesbot.sweep", "the-crew", "--games", "500", "--seed", "3",
                          "--options", '{"players":4,"mission":2}', "--chunk-size", "100", "--workers", "2",
                          "--json", str(out)], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "5/5 chunks" in run.stderr  # the progress bar
    report = json.loads(out.read_text())
    expected = sw.sweep("the-crew", 500, "random", {"players": 4, "mission": 2}, seed=3, chunk_size=100)
    assert totals(report) == totals(expected)
    lines = sw.to_csv(report).splitlines()
    assert lines[0].startswith("game,bot,seed,games,seat,wins") and len(lines) == 1 + 4 + 1
    # a running cluster by its address: the same totals, as CSV on stdout
    address = clusters[2].scheduler.address
    run = subprocess.run([sys.executable, "-m", "boardgamesbot.sweep", "the-crew", "--games", "500", "--seed", "3",
                          "--options", '{"players":4,"mission":2}', "--chunk-size", "100", "--scheduler", address,
                          "--csv"], env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines() == lines
    assert "won by every seat" in sw.to_text(report)
    bad = subprocess.run([sys.executable, "-m", "boardgamesbot.sweep", "the-crew", "--games", "5",
                          "--options", "[1]"], env=env, capture_output=True, text=True, timeout=60)
    assert bad.returncode == 2 and "--options must be a JSON object" in bad.stderr
    with pytest.raises(ValueError, match="--bot"):
        sw.sweep("the-crew", 5, "best")
