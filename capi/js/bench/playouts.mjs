// Benchmark (not a test): random playouts of The Crew (4 players, mission 1, as tests/bench's
// BM_CapiPlayout/crew_4p) through the JS API, and bgb_playouts' batch inside wasm, against the
// native batch measured in the same run when a native libbgb is at hand; and a bgb.Batch
// learning loop (tensors and masks every step).
//
//   node capi/js/bench/playouts.mjs [--seconds S] [--native PATH/TO/libbgb.so]
//
// The native number comes from `/usr/bin/python3` calling bgb_playouts through
// the boardgamesbot package of capi/python (one call per batch, so Python adds nothing measurable); the library
// is --native, else $BGB_LIBRARY, else build/ci/capi/libbgb.so if it exists. Prints actions/s.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadBoardGamesBot } from "../index.js";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && i + 1 < args.length ? args[i + 1] : fallback;
};
const seconds = Number(opt("--seconds", "2"));
const root = new URL("../../../", import.meta.url);
const OPTIONS = '{"players":4,"mission":1}';

const bgb = await loadBoardGamesBot();
const game = bgb.Game.create("the-crew", OPTIONS);
const rng = new bgb.Rng(1);

/// Runs body() (which returns the actions it played) until `secs` have passed; actions/s.
function rate(body, secs) {
  let actions = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < secs * 1000) {
    actions += body();
    t = performance.now();
  }
  return actions / ((t - t0) / 1000);
}

// 1. The loop: one JS call per query, a new State per action (apply), freed at once.
function applyGame() {
  let s = game.initialState(), n = 0;
  while (!s.isTerminal) {
    const a = s.currentPlayer === bgb.CHANCE ? s.sampleChance(rng) : pick(s.legalActions());
    const next = s.apply(a);
    s.free();
    s = next;
    ++n;
  }
  s.free();
  return n;
}
// 2. The same with applyInto: one State rewritten in place (bgb_state_apply_into).
const root0 = game.initialState(), work = game.initialState();
function intoGame() {
  root0.copyInto(work);
  let n = 0;
  while (!work.isTerminal) {
    const a = work.currentPlayer === bgb.CHANCE ? work.sampleChance(rng) : pick(work.legalActions());
    work.applyInto(a, work);
    ++n;
  }
  return n;
}
function pick(legal) { return legal[rng.below(legal.length)]; }
// 3. bgb_playouts: whole games inside wasm, one call per 2,000 games.
function batch() { return root0.playouts(2000, rng).actions; }

// 4. A learning loop on bgb.Batch (ABI 1.5): 64 games, each step observes tensors and masks
// (into arrays it reuses: new 500 KB arrays per step measured 7x slower) and picks a random
// legal action per game from its mask row. Counts decisions (chance is played inside the batch
// and not counted), so it is not comparable with the lines above.
const envs = game.batch(64, 1), A = game.numDistinctActions, L = envs.observationLength;
const picks = new Int32Array(64), legalIds = new Int32Array(A);
const out = { observations: new Float32Array(64 * L), masks: new Uint8Array(64 * A), players: new Int32Array(64),
              rewards: new Float32Array(64 * game.numPlayers), dones: new Uint8Array(64) };
function batchEnv() {
  const { masks } = envs.observe({ out });
  for (let i = 0; i < 64; ++i) {
    let k = 0;
    for (let a = 0, o = i * A; a < A; ++a) if (masks[o + a]) legalIds[k++] = a;
    picks[i] = legalIds[rng.below(k)];
  }
  envs.step(picks, out);
  return 64;
}

const results = [];
for (const [name, body] of [["js api, apply (new State per action)", applyGame],
  ["js api, applyInto (one State)", intoGame], ["wasm batch (bgb_playouts)", batch],
  ["js Batch(64): observe tensors + masks, step", batchEnv]]) {
  rate(body, Math.min(0.5, seconds / 4)); // warm-up: the JIT and the allocator
  results.push([name, rate(body, seconds)]);
}

let native = opt("--native", process.env.BGB_LIBRARY);
if (!native) {
  const guess = fileURLToPath(new URL("build/ci/capi/libbgb.so", root));
  if (existsSync(guess)) native = guess;
}
if (native && existsSync("/usr/bin/python3")) {
  const script = `
import sys, time
sys.path.insert(0, ${JSON.stringify(fileURLToPath(new URL("capi/python", root)))})
import boardgamesbot as bgb
g = bgb.Game("the-crew", ${JSON.stringify(OPTIONS)})
s = g.initial_state(); r = bgb.Rng(1)
s.playouts(2000, r)
actions = 0; t0 = time.perf_counter()
while time.perf_counter() - t0 < ${seconds}:
    actions += s.playouts(2000, r).actions
print(actions / (time.perf_counter() - t0))
`;
  const p = spawnSync("/usr/bin/python3", ["-c", script], { env: { ...process.env, BGB_LIBRARY: native }, encoding: "utf8" });
  if (p.status === 0) results.push([`native batch (bgb_playouts, ${native})`, Number(p.stdout.trim())]);
  else console.error(`native run failed: ${p.stderr}`);
} else {
  console.error("no native libbgb (pass --native PATH or build the ci preset's bgb_capi): native number skipped");
}

console.log(`The Crew ${OPTIONS}, random playouts, ${seconds}s each (libbgb ${bgb.version}, node ${process.version})`);
for (const [name, r] of results) {
  const unit = name.includes("Batch(") ? "decisions" : "actions";
  console.log(`  ${name.padEnd(48)} ${(r / 1e6).toFixed(2).padStart(7)} M ${unit}/s`);
}
const wasmBatch = results.find(([n]) => n.startsWith("wasm batch"))[1];
const nat = results.find(([n]) => n.startsWith("native"));
if (nat) console.log(`  wasm batch / native batch: ${(100 * wasmBatch / nat[1]).toFixed(0)} %`);
