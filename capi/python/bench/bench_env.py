#!/usr/bin/env python3
"""Steps per second of boardgamesbot's environments (a benchmark, not a test):

    PYTHONPATH=capi/python BGB_LIBRARY=build/ci/capi/libbgb.so /usr/bin/python3 capi/python/bench/bench_env.py

- env: one AEC game of The Crew at a time, random legal actions chosen from the mask with numpy
  (target: at least 100 k steps/s), with and without observe() of the tensor;
- VectorEnv: 1,024 Crew games stepped together, random actions from the masks with numpy
  (target: at least 1 M environment steps/s on one core).
A step is one decision; chance is played inside and not counted. Rates are per second of this
process's CPU time (time.process_time), so that a machine shared with other jobs still measures
the code; the wall-clock rate is printed beside it.
"""
import argparse
import sys
import time

import numpy as np

import boardgamesbot as bgb


def bench_env(name, options, seconds, observe):
    env = bgb.env(name, **options)
    rng = np.random.default_rng(0)
    can_observe = observe and env.observation_shape is not None
    steps, games, seed = 0, 0, 0
    start, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - start < seconds:
        env.reset(seed=seed)
        seed += 1
        for agent in env.agent_iter():
            if env.terminations[agent]:
                env.step(None)
                continue
            if can_observe:
                mask = env.observe(agent)["action_mask"]
            else:
                mask = env.action_mask()
            legal = np.flatnonzero(mask)
            env.step(int(legal[int(rng.random() * len(legal))]))
            steps += 1
        games += 1
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return steps / cpu, games / cpu, can_observe, steps / elapsed


def bench_vector(name, options, n, seconds):
    venv = bgb.VectorEnv(name, n, **options)
    venv.reset(seed=1)
    rng = np.random.default_rng(0)
    for _ in range(10):
        venv.step(venv.sample_actions(rng))
    steps, start, cpu = 0, time.perf_counter(), time.process_time()
    done = 0
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            _, _, terminations, _, _ = venv.step(venv.sample_actions(rng))
            done += int(terminations.sum())
        steps += 20 * n
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return steps / cpu, done / cpu, venv.has_observation, steps / elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="the-crew")
    parser.add_argument("--options", default='{"players":4,"mission":1}')
    parser.add_argument("--envs", type=int, default=1024)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    import json
    options = json.loads(args.options)
    print(f"libbgb {bgb.version()} from {bgb.library_path()}, {args.game} {options}")
    for observe in (False, True):
        sps, gps, observed, wall = bench_env(args.game, options, args.seconds, observe)
        what = "observe() tensor + mask" if observed else "action_mask() only"
        print(f"env, one game:        {sps / 1e3:8.1f} k steps/s ({gps:7.0f} games/s; {what}; "
              f"wall clock {wall / 1e3:.1f} k)")
        if observe and not observed:
            # every game has a tensor today: only a libbgb older than ABI 1.5 gets here
            print("                      (no observation tensor for this game in this libbgb)")
    try:
        sps, gps, observed, wall = bench_vector(args.game, options, args.envs, args.seconds)
    except bgb.UnsupportedError as e:
        print(f"VectorEnv: {e}")
        return 0
    what = "observations + masks" if observed else "masks only (no tensor in this libbgb)"
    print(f"VectorEnv, {args.envs} games: {sps / 1e6:6.2f} M steps/s ({gps:7.0f} games/s; {what}; "
          f"wall clock {wall / 1e6:.2f} M)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
