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

test("bots.txt: the bots' analyses with 3 threads equal native ones (wasm runs them in turn)", () => {
  // The JS twin of tests/js/golden/bots_native.py.
  const cases = [["dp6", "{}"], ["red-november", "{}"], ["under-falling-skies", "{}"],
    ["the-crew", '{"players":4,"mission":5}']];
  const lines = cases.map(([name, options]) => {
    const game = bgb.Game.create(name, options);
    const rng = new bgb.Rng(1);
    let s = game.initialState();
    while (s.currentPlayer === bgb.CHANCE || s.legalActions().length < 2)
      s = s.apply(s.currentPlayer === bgb.CHANCE ? s.sampleChance(rng) : s.legalActions()[0]);
    const bot = new bgb.Bot(game, "mcts", { iterations: 300, threads: 3 });
    const row = bot.analyse(s, new bgb.Rng(7)).map((x) => `(${x.action}, ${x.visits}, ${pyFloat(x.value)})`);
    return `${name} ${options}: [${row.join(", ")}]\n`;
  });
  assert.equal(lines.join(""), readFileSync(new URL("bots.txt", dir), "utf8"));
});

/// Python's repr of a float: the shortest round-trip digits (JS finds the same ones), in
/// scientific notation below 1e-4 and from 1e16, else fixed with at least one decimal.
export function pyFloat(x) {
  if (x === 0) return Object.is(x, -0) ? "-0.0" : "0.0";
  const [mantissa, e] = x.toExponential().split("e");
  const exp = Number(e);
  if (exp < -4 || exp >= 16) return `${mantissa}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  const digits = mantissa.replace(/[-.]/g, "").length;
  const fixed = x.toFixed(Math.max(0, digits - 1 - exp));
  return fixed.includes(".") ? fixed : `${fixed}.0`;
}

test("formatG prints what printf's %g prints", () => {
  const cases = [[0, "0"], [1, "1"], [-1, "-1"], [0.5, "0.5"], [1 / 3, "0.333333"], [2 / 3, "0.666667"],
    [123456, "123456"], [1234567, "1.23457e+06"], [0.0001, "0.0001"], [0.00001234, "1.234e-05"],
    [999999.5, "1e+06"], [-0.25, "-0.25"], [100, "100"]];
  for (const [x, s] of cases) assert.equal(formatG(x), s, `formatG(${x})`);
});

test("pyFloat prints what Python's repr prints", () => {
  const cases = [[0, "0.0"], [1, "1.0"], [0.5, "0.5"], [0.1, "0.1"], [1 / 3, "0.3333333333333333"],
    [0.00001, "1e-05"], [0.0001, "0.0001"], [5.5e-7, "5.5e-07"], [123.25, "123.25"], [1e16, "1e+16"],
    [0.205607476635514, "0.205607476635514"], [100, "100.0"]];
  for (const [x, s] of cases) assert.equal(pyFloat(x), s, `pyFloat(${x})`);
});
