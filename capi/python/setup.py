"""The build step of `pip install --no-build-isolation ./capi/python`: builds libbgb (the CMake
target bgb_capi, Release, nothing else) from the repository this package lives in and puts the
library inside the package, so that the installed package loads it with no environment variable.

Environment: BGB_BUILD_DIR (the CMake build folder; default <repo>/build/python), and what CMake
itself reads: CMAKE_BUILD_PARALLEL_LEVEL (compile jobs), CMAKE_CXX_COMPILER_LAUNCHER /
CMAKE_C_COMPILER_LAUNCHER (e.g. ccache), CXX / CC (compilers). Ninja is used when installed.
"""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.dist import Distribution

HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent  # capi/python -> the repository root


def release_version() -> str:
    """MAJOR.MINOR from bgb.h (the ABI), PATCH from the top-level CMakeLists.txt."""
    header = (REPO / "capi" / "include" / "bgb" / "bgb.h").read_text()
    major = re.search(r"#define BGB_ABI_VERSION_MAJOR (\d+)", header).group(1)
    minor = re.search(r"#define BGB_ABI_VERSION_MINOR (\d+)", header).group(1)
    patch = re.search(r"set\(BGB_RELEASE_PATCH (\d+)\)", (REPO / "CMakeLists.txt").read_text()).group(1)
    return f"{major}.{minor}.{patch}"


def build_libbgb() -> Path:
    """Configures and builds bgb_capi; returns the real library file (not a symlink)."""
    if not (REPO / "capi" / "include" / "bgb" / "bgb.h").exists():
        sys.exit(f"boardgamesbot: {REPO} is not a BoardGamesBot source tree: install from the repository "
                 "with `pip install --no-build-isolation ./capi/python`")
    if shutil.which("cmake") is None:
        sys.exit("boardgamesbot: building libbgb needs CMake (Debian: apt-get install cmake ninja-build g++ "
                 "nlohmann-json3-dev)")
    build = Path(os.environ.get("BGB_BUILD_DIR") or REPO / "build" / "python").resolve()
    configure = ["cmake", "-S", str(REPO), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                 "-DBGB_BUILD_TESTS=OFF", "-DBGB_BUILD_BENCH=OFF", "-DBGB_BUILD_EXAMPLES=OFF",
                 "-DBGB_BUILD_DOCS=OFF", "-DBGB_BUILD_CLI=OFF", "-DBGB_BUILD_STATIC_CAPI=OFF"]
    if shutil.which("ninja") and not (build / "CMakeCache.txt").exists():
        configure += ["-G", "Ninja"]
    print("boardgamesbot: " + " ".join(configure), flush=True)
    subprocess.run(configure, check=True)
    subprocess.run(["cmake", "--build", str(build), "--target", "bgb_capi", "--config", "Release"], check=True)
    for name in ("libbgb.so", "libbgb.dylib", "Release/bgb.dll", "bgb.dll"):
        lib = build / "capi" / name
        if lib.exists():
            return lib.resolve()  # libbgb.so -> libbgb.so.1 -> libbgb.so.1.x: the real file
    sys.exit(f"boardgamesbot: the build in {build} made no libbgb")


class BuildPyWithLibrary(build_py):
    """build_py, then libbgb copied into the package as libbgb.so / libbgb.dylib / bgb.dll."""

    def run(self):
        super().run()
        lib = build_libbgb()
        target_name = {".dylib": "libbgb.dylib", ".dll": "bgb.dll"}.get(lib.suffix, "libbgb.so")
        target = Path(self.build_lib) / "boardgamesbot" / target_name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(lib, target)
        print(f"boardgamesbot: {lib} -> {target}", flush=True)


class BinaryDistribution(Distribution):
    """The wheel holds a native library: tag it for this platform, not "any"."""

    def has_ext_modules(self):
        return True


setup(version=release_version(), cmdclass={"build_py": BuildPyWithLibrary}, distclass=BinaryDistribution)
