// Cross-platform determinism: the JS port of examples/c/random_playout.c, run on libbgb.wasm,
// prints exactly the transcripts and final hashes the native C program printed
// (tests/js/golden/, checked against the native build by example.c_random_playout_golden.*).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { bgb } from "./load.mjs";
import { randomPlayout, formatG } from "../../../tests/js/random_playout.mjs";

const dir = new URL("../../../tests/js/golden/", import.meta.url);
const cases = readFileSync(new URL("cases.txt", dir), "utf8").split("\n")
  .filter((l) => l.trim() !== "" && !l.startsWith("#"))
  .map((l) => { const [file, game, seed, options] = l.split(" "); return { file, game, seed, options }; });

test("the golden list covers every registered game", () => {
  assert.deepEqual([...new Set(cases.map((c) => c.game))].sort(), [...bgb.games].sort());
});

for (const c of cases) {
  test(`${c.file}: ${c.game} seed ${c.seed} plays exactly as native`, () => {
    const expected = readFileSync(new URL(c.file, dir), "utf8");
    const actual = randomPlayout(bgb, c.game, BigInt(c.seed), c.options).replace(/ \(libbgb [^)]*\)\n/, "\n");
    assert.equal(actual, expected);
  });
}

test("formatG prints what printf's %g prints", () => {
  const cases = [[0, "0"], [1, "1"], [-1, "-1"], [0.5, "0.5"], [1 / 3, "0.333333"], [2 / 3, "0.666667"],
    [123456, "123456"], [1234567, "1.23457e+06"], [0.0001, "0.0001"], [0.00001234, "1.234e-05"],
    [999999.5, "1e+06"], [-0.25, "-0.25"], [100, "100"]];
  for (const [x, s] of cases) assert.equal(formatG(x), s, `formatG(${x})`);
});
