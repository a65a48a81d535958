// The README's JavaScript example, run as written (with "boardgamesbot" resolved to this
// package), prints the game the native library plays for the same seed: readme-example.txt is
// what the README's Python example printed on native libbgb (tests/js/golden/regenerate.sh).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execFileSync } from "node:child_process";

const root = new URL("../../../", import.meta.url);

function readmeBlock(marker) {
  const lines = readFileSync(new URL("README.md", root), "utf8").split("\n");
  const start = lines.indexOf(`<!-- readme:${marker} -->`);
  assert.ok(start >= 0, `README.md has <!-- readme:${marker} -->`);
  const open = lines.findIndex((l, i) => i > start && l.startsWith("```"));
  const close = lines.findIndex((l, i) => i > open && l.startsWith("```"));
  return lines.slice(open + 1, close).join("\n") + "\n";
}

test("the README's JS example runs and plays the native game", () => {
  const code = readmeBlock("example-js");
  assert.match(code, /from "boardgamesbot"/);
  const dir = mkdtempSync(join(tmpdir(), "bgb-readme-"));
  try {
    const file = join(dir, "readme_example.mjs");
    writeFileSync(file, code.replace('from "boardgamesbot"', `from ${JSON.stringify(new URL("capi/js/index.js", root).href)}`));
    const out = execFileSync(process.execPath, [file], { encoding: "utf8" });
    assert.equal(out, readFileSync(new URL("tests/js/golden/readme-example.txt", root), "utf8"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
