"""The README's install line into a fresh venv: pip install --no-build-isolation ./capi/python
builds libbgb with CMake and puts it inside the package; the installed package then imports and
plays a game with no environment variable, from a folder that does not see the source tree.
Slow (it builds libbgb again): ctest label `install`."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]

PLAY = """
import boardgamesbot as bgb, numpy as np
assert bgb.library_path().startswith(bgb.__path__[0]), bgb.library_path()
env = bgb.env("the-crew", players=3, mission=1)
env.reset(seed=7)
for agent in env.agent_iter():
    obs, reward, term, trunc, info = env.last(observe=False)
    env.step(None if term or trunc else int(np.flatnonzero(env.action_mask())[0]))
print("installed", bgb.version(), "played", env.num_moves, "moves")
"""


def test_pip_install_into_a_fresh_venv(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True)
    python = venv / "bin" / "python"
    env = {k: v for k, v in os.environ.items() if k not in ("BGB_LIBRARY", "PYTHONPATH", "PYTHONHOME")}
    env.setdefault("BGB_BUILD_DIR", str(tmp_path / "cmake-build"))
    subprocess.run([str(python), "-m", "pip", "install", "--no-build-isolation", "--no-index", "./capi/python"],
                   cwd=REPO, env=env, check=True, timeout=1800)
    clean = {k: v for k, v in env.items() if not k.startswith(("BGB_", "CMAKE_", "CCACHE_"))}
    run = subprocess.run([str(python), "-c", PLAY], cwd=tmp_path, env=clean, capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    assert "installed" in run.stdout and "played" in run.stdout
