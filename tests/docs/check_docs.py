#!/usr/bin/env python3
"""Checks the text a reader of the repository sees, so that stale or broken text fails a test.

- No placeholder token (TODO, TBD, FIXME, XXX, PLACEHOLDER, or a NAME_TABLE-style token such as
  the LONG_RUN_TABLE that once stood in the README) in the Markdown documents.
- Every relative link of a Markdown document ([text](path) and [text](path#anchor)) names a
  file or folder that exists in the repository.
- No document or installed header points the reader at files that are not in the repository:
  the project's specification (`spec/...`) and the rulebooks by their seed number ("seed 000")
  live outside it, so a rule cites the rulebook's sentence instead.
- Every installed header (include/bgb/**.hpp, capi/include/bgb/bgb.h) starts with the SPDX
  licence line.
- Every repository path that a document, header or source file names (`src/rn/check.cpp`,
  tests/registry/rn_codec_test.cpp, ...) exists, so moving a file cannot leave its readers behind.
- Each game's compiled parts live in its folder (src/crew/, src/ufs/, src/dp6/, src/rn/): no file
  directly in src/ or src/cli/ carries a game's prefix.

Usage: check_docs.py REPOSITORY_ROOT. Prints every finding as FILE:LINE: what, and exits 1 if
there is one. check_docs.py --self-test writes a small broken tree into a temporary folder and
checks that every kind of finding is reported there (so this check can fail).
"""
import fnmatch
import io
import os
import pathlib
import re
import sys
import tempfile
from contextlib import redirect_stdout

PLACEHOLDER = re.compile(r"\b(TODO|TBD|FIXME|XXX+|PLACEHOLDER)\b|\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_TABLE\b")
LINK = re.compile(r"\[[^\]\n]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
OUTSIDE = re.compile(r"(?<![\w/.-])spec/[\w.-]+\.md|\bspec [\w-]+\.md\b|/work/shared|\bseeds?/\d{3}|\bseed \d{3}\b|\b\d{3}_[0-9a-f]{16}\.txt")
SPDX = "SPDX-License-Identifier: MIT"
REPO_PATH = re.compile(r"(?<![\w/.$<{-])(?:src|capi|include|tests|examples|docs|scripts|cmake)/[\w/.-]*\.(?:cpp|hpp|h|c|md|py|cs|json|txt)\b")
GAME_PREFIX = re.compile(r"^(crew|ufs|dp6|rn)_")
SOURCES = ("*.cpp", "*.hpp", "*.h", "*.c", "*.py", "*.cs", "CMakeLists.txt")
SKIP_DIRS = {"build", ".git", "node_modules"}


def files(root, pattern):
    """The files under root matching pattern, never descending into a build folder: the other
    tests write and delete scratch folders there while this one runs, and walking them races."""
    found = []
    for folder, subdirs, names in os.walk(root):
        subdirs[:] = [d for d in subdirs if d not in SKIP_DIRS and not d.startswith("build")]
        found += [pathlib.Path(folder, n) for n in names if fnmatch.fnmatchcase(n, pattern)]
    return sorted(found)


def strip_code(text):
    """Markdown without fenced code blocks and inline code, line numbers kept."""
    out, fenced = [], False
    for line in text.split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
            out.append("")
            continue
        out.append("" if fenced else re.sub(r"`[^`\n]*`", "", line))
    return out


def check(root):
    findings = []
    for md in files(root, "*.md"):
        rel = md.relative_to(root)
        lines = strip_code(md.read_text(encoding="utf-8"))
        raw = md.read_text(encoding="utf-8").split("\n")
        for n, line in enumerate(lines, 1):
            m = PLACEHOLDER.search(line)
            if m:
                findings.append(f"{rel}:{n}: placeholder token '{m.group(0)}'")
            for target in LINK.findall(line):
                if re.match(r"^[a-z][a-z0-9+.-]*:", target) or target.startswith("#"):
                    continue  # a URL or an anchor in the same page
                path = target.split("#", 1)[0]
                if not (md.parent / path).exists():
                    findings.append(f"{rel}:{n}: link to '{target}', which does not exist")
        for n, line in enumerate(raw, 1):
            for m in OUTSIDE.finditer(line):
                findings.append(f"{rel}:{n}: '{m.group(0)}' is outside the repository; quote the rulebook instead")
    headers = list(files(root / "include", "*.hpp")) + [h for h in [root / "capi/include/bgb/bgb.h"] if h.exists()]
    for h in headers:
        rel = h.relative_to(root)
        text = h.read_text(encoding="utf-8").split("\n")
        if SPDX not in text[0]:
            findings.append(f"{rel}:1: the first line is not the licence line '{SPDX}'")
        for n, line in enumerate(text, 1):
            for m in OUTSIDE.finditer(line):
                findings.append(f"{rel}:{n}: '{m.group(0)}' is outside the repository; quote the rulebook instead")
    named = list(files(root, "*.md")) + [p for pattern in SOURCES for p in files(root, pattern)]
    for doc in named:
        rel = doc.relative_to(root)
        if doc.resolve() == pathlib.Path(__file__).resolve():
            continue  # its self-test names files of the broken tree it writes
        for n, line in enumerate(doc.read_text(encoding="utf-8", errors="replace").split("\n"), 1):
            for m in REPO_PATH.finditer(line):
                if not (root / m.group(0)).exists() and not (doc.parent / m.group(0)).exists():
                    findings.append(f"{rel}:{n}: names '{m.group(0)}', which does not exist")
    for folder in (root / "src", root / "src/cli"):
        for p in sorted(folder.glob("*")) if folder.is_dir() else []:
            if p.is_file() and GAME_PREFIX.match(p.name):
                findings.append(f"{p.relative_to(root)}: a game's file outside its folder src/{GAME_PREFIX.match(p.name).group(1)}/")
    for f in findings:
        print(f)
    print(f"{len(findings)} findings in {len(list(files(root, '*.md')))} documents and {len(headers)} headers")
    return 1 if findings else 0


def self_test():
    with tempfile.TemporaryDirectory() as tmp:
        root = pathlib.Path(tmp)
        (root / "docs").mkdir()
        (root / "include/bgb").mkdir(parents=True)
        (root / "docs/ok.md").write_text("fine text\n")
        (root / "README.md").write_text(
            "See [ok](docs/ok.md) and [gone](docs/gone.md#x).\n"
            "LONG_RUN_TABLE\nTODO: write this\n`TODO in code is fine`\n"
            "The seed 000 says so; see spec/dp6.md.\n")
        (root / "include/bgb/a.hpp").write_text("#pragma once\n")
        (root / "include/bgb/b.hpp").write_text("// SPDX-License-Identifier: MIT\n#pragma once\n")
        (root / "src/cli").mkdir(parents=True)
        (root / "src/cli/dp6_story.cpp").write_text("// the view is in src/dp6/view.cpp\n")
        (root / "src/registry.cpp").write_text("// names include/bgb/b.hpp\n")
        out = io.StringIO()
        with redirect_stdout(out):
            rc = check(root)
        text = out.getvalue()
        expected = ["README.md:1: link to 'docs/gone.md#x'", "README.md:2: placeholder token 'LONG_RUN_TABLE'",
                    "README.md:3: placeholder token 'TODO'", "README.md:5: 'seed 000'", "README.md:5: 'spec/dp6.md'",
                    "include/bgb/a.hpp:1: the first line is not the licence line",
                    "src/cli/dp6_story.cpp:1: names 'src/dp6/view.cpp'",
                    "src/cli/dp6_story.cpp: a game's file outside its folder src/dp6/", "9 findings"]
        missing = [e for e in expected if e not in text]
        unexpected = [line for line in text.splitlines() if "ok.md" in line or "b.hpp" in line or ":4:" in line
                      or "registry.cpp" in line]
        if rc != 1 or missing or unexpected:
            print(text)
            print("self-test failed: missing", missing, "unexpected", unexpected)
            return 1
        print("self-test passed: every kind of finding is reported")
        return 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    return check(pathlib.Path(sys.argv[1]).resolve())


if __name__ == "__main__":
    sys.exit(main())
