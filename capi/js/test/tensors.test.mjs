// ABI 1.5 in JS: observation tensors, legal-action masks and batches. The tensor is checked
// against what the JSON observation says (docs/tensors.md's layout) and, bit for bit, against
// native libbgb (tests/js/golden/tensors.txt), the mask against legalActions(), and a batch
// against single States replaying its games from playout_seed(seed, i), move for move.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { bgb, playRandom } from "./load.mjs";
import { BgbError } from "../index.js";

const OPTIONS = {
  "the-crew": [{ players: 3, mission: 1 }, { players: 2, mission: 7 }, { players: 5, mission: 12 }],
  "under-falling-skies": [{}],
  "dp6": [{ players: 3, max_turns: 80 }],
  "red-november": [{ players: 4 }],
};
const CREW_LENGTH = 1974; // docs/tensors.md, "The Crew"

/// The game's tensor length: every game has an encoder (docs/tensors.md).
function tensorLength(game) {
  const shape = game.observationShape();
  assert.ok(Array.isArray(shape) && shape.length >= 1 && shape.every((d) => Number.isInteger(d) && d > 0), `${shape}`);
  return shape.reduce((a, b) => a * b, 1);
}

// bgb::playout_seed (include/bgb/core/playouts.hpp): a SplitMix64 step of base + (i+1) golden
// gammas, i.e. the first draw of a generator seeded there.
const GAMMA = 0x9E3779B97F4A7C15n, MASK64 = (1n << 64n) - 1n;
function mix64(z) {
  z = ((z ^ (z >> 30n)) * 0xBF58476D1CE4E5B9n) & MASK64;
  z = ((z ^ (z >> 27n)) * 0x94D049BB133111EBn) & MASK64;
  return z ^ (z >> 31n);
}
function playoutSeed(base, i) { return mix64((BigInt(base) + GAMMA * BigInt(i + 2)) & MASK64); }

/// Plays chance nodes with rng until a decision (a fresh game's deal, or after an action).
function toDecision(s, rng) {
  while (s.currentPlayer === bgb.CHANCE) {
    const next = s.apply(s.sampleChance(rng));
    s.free();
    s = next;
  }
  return s;
}

function maskOf(legal, size) {
  const m = new Uint8Array(size);
  for (const a of legal) m[a] = 1;
  return m;
}

/// The Crew's card id of a card text: colour c (p b g y) and value v give 9c + v - 1, r1..r4
/// are 36..39 (docs/tensors.md).
function crewCardId(text) {
  const v = Number(text.slice(1));
  return text[0] === "r" ? 35 + v : 9 * "pbgy".indexOf(text[0]) + v - 1;
}

test("the playout_seed of these tests is SplitMix64, as Rng draws it", () => {
  // Rng(x).below(2^52) is the top 52 bits of the first draw from x (a power-of-two bound is
  // never rejected), and that draw is mix64(x + gamma).
  for (const x of [0n, 1n, 42n, MASK64, 0x123456789ABCDEFn]) {
    const rng = new bgb.Rng(x);
    assert.equal(BigInt(rng.below(2 ** 52)), mix64((x + GAMMA) & MASK64) >> 12n);
    rng.free();
  }
});

test("The Crew's tensor: 1974 floats for every option, laid out as docs/tensors.md says", () => {
  for (const options of OPTIONS["the-crew"]) {
    const game = bgb.Game.create("the-crew", options);
    assert.deepEqual(game.observationShape(), [CREW_LENGTH]);
    const players = game.numPlayers, rng = new bgb.Rng(31);
    let checked = 0;
    playRandom(game, rng, (s, _a) => {
      if (++checked % 7 !== 1) return;
      for (const viewer of [...Array(players).keys(), bgb.VIEW_PUBLIC]) {
        const t = s.observationTensor(viewer);
        assert.ok(t instanceof Float32Array);
        assert.equal(t.length, CREW_LENGTH);
        assert.ok(t.every(Number.isFinite));
        assert.deepEqual(s.observationTensor(viewer), t, "the same state gives the same tensor");
        // viewer one-hot [0, 5), players one-hot [5, 9), mission one-hot [9, 59).
        const seatPart = Array.from(t.subarray(0, 5));
        assert.deepEqual(seatPart, [0, 1, 2, 3, 4].map((k) => (k === viewer ? 1 : 0)));
        assert.deepEqual(Array.from(t.subarray(5, 9)), [2, 3, 4, 5].map((k) => (k === options.players ? 1 : 0)));
        assert.equal(t[9 + options.mission - 1], 1);
        assert.equal(t.subarray(9, 59).reduce((x, y) => x + y, 0), 1);
        // own_hand [91, 131): the viewer's hand of its JSON observation; nothing for a spectator.
        const hand = new Uint8Array(40);
        if (viewer >= 0) for (const c of s.observation(viewer).hands[viewer] ?? []) hand[crewCardId(c)] = 1;
        assert.deepEqual(Array.from(t.subarray(91, 131)), Array.from(hand), `own hand of viewer ${viewer}`);
      }
      const seat = s.currentPlayer;
      if (seat >= 0) {
        // No leak: a state the seat cannot tell from this one gives it the same tensor.
        const other = s.resample(seat, rng);
        assert.deepEqual(other.observationTensor(seat), s.observationTensor(seat));
        other.free();
      }
    }).free();
    assert.ok(checked > 10);
    rng.free();
    game.free();
  }
});

test("a tensor is refused for VIEW_ALL and for seats the game lacks, and the state is unchanged", () => {
  const game = bgb.Game.create("the-crew", { players: 4, mission: 2 });
  const s = toDecision(game.initialState(), new bgb.Rng(3));
  const before = s.hash();
  for (const viewer of [bgb.VIEW_ALL, 4, -3]) {
    assert.throws(() => s.observationTensor(viewer),
                  (e) => e instanceof BgbError && e.code === "invalid_argument" &&
                         e.message.startsWith(`bgb_state_observation_tensor: viewer ${viewer} is not a seat 0..3`));
  }
  assert.throws(() => s.observationTensor(), TypeError);
  assert.throws(() => s.observationTensor(0.5), TypeError);
  assert.throws(() => s.observationTensor(2 ** 32), TypeError, "not seat 0 after ToInt32");
  // out: the same numbers in the caller's array, which must have the right type and length.
  const out = new Float32Array(CREW_LENGTH), maskOut = new Uint8Array(game.numDistinctActions);
  assert.equal(s.observationTensor(1, out), out);
  assert.deepEqual(out, s.observationTensor(1));
  assert.equal(s.legalMask(maskOut), maskOut);
  assert.deepEqual(maskOut, s.legalMask());
  assert.ok(maskOut.some((x) => x === 1));
  assert.throws(() => s.observationTensor(1, new Float32Array(CREW_LENGTH - 1)), /out must be a Float32Array of 1974 elements/);
  assert.throws(() => s.observationTensor(1, new Float64Array(CREW_LENGTH)), TypeError);
  assert.throws(() => s.legalMask(new Int8Array(game.numDistinctActions)), TypeError);
  assert.equal(s.hash(), before);
  s.free();
  assert.throws(() => s.legalMask(), /State used after free\(\)/);
  game.free();
});

for (const [name, list] of Object.entries(OPTIONS)) {
  test(`${name}: the mask is legalActions() as bytes at every state; the tensor has its shape`, () => {
    for (const options of list) {
      const game = bgb.Game.create(name, options);
      const A = game.numDistinctActions, L = tensorLength(game);
      if (name === "the-crew") assert.equal(L, CREW_LENGTH);
      const rng = new bgb.Rng(8);
      let states = 0, decisions = 0;
      for (let g = 0; g < 2; ++g) {
        const end = playRandom(game, rng, (s) => {
          ++states;
          const mask = s.legalMask();
          assert.ok(mask instanceof Uint8Array);
          assert.deepEqual(mask, maskOf(s.legalActions(), A));
          if (s.currentPlayer >= 0) ++decisions;
          if (states % 23 === 1) {
            const viewer = s.currentPlayer >= 0 ? s.currentPlayer : bgb.VIEW_PUBLIC;
            const t = s.observationTensor(viewer);
            assert.ok(t instanceof Float32Array);
            assert.equal(t.length, L);
            assert.ok(t.every(Number.isFinite));
          }
        });
        assert.deepEqual(end.legalMask(), new Uint8Array(A), "all 0 at the end");
        assert.equal(end.observationTensor(0).length, L);
        end.free();
      }
      assert.ok(decisions > 10 && decisions < states, `${decisions} decisions of ${states} states`);
      rng.free();
      game.free();
    }
  });
}

/// Compares a batch with n single States replaying its games for `steps` steps of random legal
/// actions: seats, masks, tensors, rewards, dones and (every few steps) hashes. Returns the
/// number of finished games.
function replayBatch(game, n, seed, steps) {
  const A = game.numDistinctActions, P = game.numPlayers, L = tensorLength(game);
  const batch = game.batch(n, seed);
  assert.equal(batch.size, n);
  assert.equal(batch.observationLength, L);
  const rngs = [], single = [];
  for (let i = 0; i < n; ++i) {
    rngs.push(new bgb.Rng(playoutSeed(seed, i)));
    single.push(toDecision(game.initialState(), rngs[i]));
  }
  const chooser = new bgb.Rng(99);
  // Every third step fills arrays the caller reuses (out) instead of new ones.
  const outObs = { observations: new Float32Array(n * L), masks: new Uint8Array(n * A), players: new Int32Array(n) };
  const outStep = { rewards: new Float32Array(n * P), dones: new Uint8Array(n) };
  let finished = 0;
  for (let step = 0; step < steps; ++step) {
    const reuse = step % 3 === 2;
    const o = batch.observe({ out: reuse ? outObs : undefined });
    assert.equal(o === outObs, reuse);
    assert.equal(o.masks.length, n * A);
    const actions = new Int32Array(n);
    for (let i = 0; i < n; ++i) {
      const s = single[i];
      const where = `step ${step}, game ${i}`;
      assert.equal(o.players[i], s.currentPlayer, where);
      const legal = s.legalActions();
      assert.deepEqual(o.masks.subarray(i * A, (i + 1) * A), maskOf(legal, A), where);
      assert.deepEqual(o.observations.subarray(i * L, (i + 1) * L), s.observationTensor(o.players[i]), where);
      if (step % 10 === 0) {
        const copy = batch.state(i);
        assert.equal(copy.hash(), s.hash(), where);
        copy.free();
      }
      actions[i] = legal[chooser.below(legal.length)];
    }
    const result = batch.step(step % 2 ? Array.from(actions) : actions, reuse ? outStep : undefined);
    assert.equal(result === outStep, reuse);
    const { rewards, dones } = result;
    assert.equal(rewards.length, n * P);
    for (let i = 0; i < n; ++i) {
      let s = toDecision(single[i].apply(actions[i]), rngs[i]);
      single[i].free();
      const where = `step ${step}, game ${i}`;
      if (s.isTerminal) {
        ++finished;
        assert.equal(dones[i], 1, where);
        assert.deepEqual(Array.from(rewards.subarray(i * P, (i + 1) * P)), s.returns().map(Math.fround), where);
        s.free();
        s = toDecision(game.initialState(), rngs[i]); // the same generator goes on
      } else {
        assert.equal(dones[i], 0, where);
        assert.ok(rewards.subarray(i * P, (i + 1) * P).every((r) => r === 0), where);
      }
      single[i] = s;
    }
  }
  for (const x of [...single, ...rngs, chooser, batch]) x.free();
  return finished;
}

for (const [name, list] of Object.entries(OPTIONS)) {
  test(`${name}: a batch plays exactly what single States play from playout_seed(seed, i)`, () => {
    const game = bgb.Game.create(name, list[list.length > 1 ? 1 : 0]); // The Crew: JARVIS
    const finished = replayBatch(game, 3, 0xFEDCBA9876543210n, name === "the-crew" ? 120 : 400);
    assert.ok(finished >= 3, `${finished} games finished and restarted`);
    game.free();
  });
}

test("The Crew: finished games restart and report their returns", () => {
  const game = bgb.Game.create("the-crew", { players: 3, mission: 1 });
  assert.ok(replayBatch(game, 4, 7, 150) >= 8);
  game.free();
});

function snapshot(batch) {
  const o = batch.observe();
  const hashes = [];
  for (let i = 0; i < batch.size; ++i) {
    const s = batch.state(i);
    hashes.push(s.hash());
    s.free();
  }
  return { ...o, hashes };
}

/// A legal action of every game of the batch: the first, or a random one with rng.
function legalActions(batch, rng) {
  const { masks } = batch.observe({ observations: false });
  const A = batch.numDistinctActions, out = [];
  for (let i = 0; i < batch.size; ++i) {
    const legal = [];
    for (let a = 0; a < A; ++a) if (masks[i * A + a]) legal.push(a);
    out.push(rng ? legal[rng.below(legal.length)] : legal[0]);
  }
  return out;
}

test("reset(seed) makes what batch(n, seed) makes; the same seed and actions make the same batch", () => {
  const game = bgb.Game.create("the-crew", { players: 4, mission: 4 });
  const a = game.batch(5, 11), b = new bgb.Batch(game, 5, 11n);
  assert.deepEqual(snapshot(a), snapshot(b));
  const ra = new bgb.Rng(1), rb = new bgb.Rng(1);
  for (let k = 0; k < 40; ++k) assert.deepEqual(a.step(legalActions(a, ra)), b.step(legalActions(b, rb)));
  assert.deepEqual(snapshot(a), snapshot(b));
  a.reset(12345678901234567890n);
  const c = game.batch(5, "12345678901234567890");
  assert.deepEqual(snapshot(a), snapshot(c));
  assert.notDeepEqual(snapshot(a).hashes, snapshot(b).hashes);
  for (const x of [a, b, c, ra, rb, game]) x.free();
});

test("an illegal action refuses the whole step: no game, output or generator moves", () => {
  const game = bgb.Game.create("the-crew", { players: 3, mission: 2 });
  const batch = game.batch(4, 5), twin = game.batch(4, 5);
  const rng = new bgb.Rng(2);
  for (let k = 0; k < 3; ++k) { const acts = legalActions(batch, rng); batch.step(acts); twin.step(acts); }
  const before = snapshot(batch);
  const actions = legalActions(batch);
  const bad = actions.slice();
  const A = batch.numDistinctActions;
  bad[2] = [...Array(A).keys()].find((x) => before.masks[2 * A + x] === 0);
  assert.throws(() => batch.step(bad), (e) => e instanceof BgbError && e.code === "illegal_action" &&
                new RegExp(`^bgb_batch_step: game 2: action ${bad[2]} \\(.+\\) is not legal`).test(e.message));
  assert.throws(() => batch.step(actions.slice(0, 3)),
                (e) => e.code === "invalid_argument" && /^bgb_batch_step: n is 3 but the batch has 4 games/.test(e.message));
  assert.throws(() => batch.step([actions[0], actions[1], 0.5, actions[3]]), RangeError);
  const P = game.numPlayers;
  assert.throws(() => batch.step(actions, { rewards: new Float32Array(4 * P - 1), dones: new Uint8Array(4) }),
                (e) => e instanceof TypeError && /out\.rewards must be a Float32Array of 12 elements/.test(e.message));
  assert.throws(() => batch.step(actions, { rewards: new Float64Array(4 * P), dones: new Uint8Array(4) }), TypeError);
  assert.throws(() => batch.observe({ out: { observations: new Float32Array(4), masks: new Uint8Array(4 * A), players: new Int32Array(4) } }),
                /out\.observations must be a Float32Array of 7896 elements/);
  assert.throws(() => batch.state(4), (e) => e.code === "invalid_argument" && /^bgb_batch_state: i 4 is outside/.test(e.message));
  assert.throws(() => batch.state(2 ** 32), TypeError);
  assert.deepEqual(snapshot(batch), before);
  // The generators did not move either: from here both batches go on alike.
  for (let k = 0; k < 30; ++k) { const acts = legalActions(batch, rng); assert.deepEqual(batch.step(acts), twin.step(acts)); }
  assert.deepEqual(snapshot(batch), snapshot(twin));
  for (const x of [batch, twin, rng, game]) x.free();
});

test("state(i) is a copy; a batch outlives its Game handle; free() and bad sizes", () => {
  let game = bgb.Game.create("dp6", { players: 2 });
  const batch = game.batch(2, 1);
  game.free();
  const s0 = batch.state(0), h = s0.hash();
  batch.step(legalActions(batch));
  assert.equal(s0.hash(), h, "the copy did not follow the batch");
  assert.notEqual(batch.state(0).hash(), h);
  const next = s0.apply(s0.legalActions()[0]); // a copy is a full State
  next.free(); s0.free();
  assert.ok(Number.isInteger(batch.observationLength) && batch.observationLength > 0);
  assert.equal(batch.observe().observations.length, 2 * batch.observationLength);
  assert.equal(batch.observe({ observations: false }).observations, null);
  batch.free();
  batch.free();
  assert.throws(() => batch.step([0, 0]), /Batch used after free\(\)/);
  assert.throws(() => batch.size, /Batch used after free\(\)/);
  game = bgb.Game.create("dp6");
  assert.throws(() => game.batch(0), (e) => e.code === "invalid_argument" && /^bgb_batch_new: n must be 1\.\./.test(e.message));
  assert.throws(() => game.batch(2 ** 32 + 1), RangeError);
  assert.throws(() => game.batch(1, -1), RangeError);
  game.free();
  // 2^20 games of The Crew need 8.3 GB of tensor rows: refused before any game is made.
  const crew = bgb.Game.create("the-crew");
  assert.throws(() => crew.batch(1 << 20), (e) => e.code === "out_of_memory" && /more than wasm32 addresses/.test(e.message));
  crew.free();
});

test("stepping and observing allocate nothing: no malloc from JS, no wasm heap growth", () => {
  const M = bgb.module;
  const game = bgb.Game.create("the-crew", { players: 4, mission: 1 });
  const batch = game.batch(16, 3), rng = new bgb.Rng(4);
  const state = batch.state(0);
  for (let k = 0; k < 20; ++k) { batch.step(legalActions(batch, rng)); batch.observe(); } // warm-up
  M._free(M._malloc(1)); // emscripten's stub replaces itself at its first call: make it first
  const realMalloc = M._malloc;
  let mallocs = 0;
  M._malloc = (n) => { ++mallocs; return realMalloc(n); };
  const heap = M.HEAPU8.length;
  const out = { observations: new Float32Array(16 * CREW_LENGTH), masks: new Uint8Array(16 * game.numDistinctActions),
                players: new Int32Array(16), rewards: new Float32Array(16 * 4), dones: new Uint8Array(16) };
  let dones = 0;
  try {
    for (let k = 0; k < 200; ++k) {
      dones += batch.step(legalActions(batch, rng), k % 2 ? out : undefined).dones.reduce((x, y) => x + y, 0);
      batch.observe({ out: k % 2 ? out : undefined });
      state.observationTensor(1);
      state.legalMask();
    }
  } finally {
    M._malloc = realMalloc;
  }
  assert.equal(mallocs, 0, "the batch's and the package's scratch buffers serve every call");
  assert.equal(M.HEAPU8.length, heap);
  assert.ok(dones > 16, `${dones} games finished (restarts included in what was measured)`);
  for (const x of [state, batch, rng, game]) x.free();
});

/// FNV-1a over a typed array's little-endian bytes: tensors_native.py's digest.
function fnv(array) {
  let h = 0x811c9dc5;
  for (const b of new Uint8Array(array.buffer, array.byteOffset, array.byteLength)) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return h.toString(16).padStart(8, "0");
}
const pyList = (a) => `[${Array.from(a).join(", ")}]`;

test("tensors.txt: every game's tensors, masks and batches equal native libbgb's to the bit", () => {
  // The JS twin of tests/js/golden/tensors_native.py (same games, seeds and action choices).
  const lines = [];
  for (const [name, seed, options] of [["the-crew", 3, '{"players":3,"mission":1}'], ["the-crew", 7, '{"players":2,"mission":7}'],
    ["the-crew", 11, '{"players":5,"mission":12}'], ["under-falling-skies", 1, "{}"],
    ["under-falling-skies", 7, '{"hard":["sky1"]}'], ["dp6", 3, '{"players":3,"max_turns":40}'],
    ["red-november", 5, '{"players":4}']]) {
    const game = bgb.Game.create(name, options);
    const rng = new bgb.Rng(seed), viewers = [...Array(game.numPlayers).keys(), bgb.VIEW_PUBLIC];
    let s = game.initialState();
    for (let k = 0; ; ++k) {
      if (k % 9 === 0) {
        const views = viewers.map((v) => `${v}=${fnv(s.observationTensor(v))}`).join(" ");
        lines.push(`${name} ${options} seed ${seed} state ${k}: ${views} mask=${fnv(s.legalMask())}`);
      }
      if (s.isTerminal) break;
      const legal = s.legalActions();
      const next = s.apply(s.currentPlayer === bgb.CHANCE ? s.sampleChance(rng) : legal[rng.below(legal.length)]);
      s.free();
      s = next;
    }
    s.free();
    rng.free();
    game.free();
  }
  for (const [name, options] of [["the-crew", '{"players":4,"mission":3}'], ["under-falling-skies", "{}"], ["dp6", "{}"],
    ["red-november", "{}"]]) {
    const game = bgb.Game.create(name, options);
    const batch = game.batch(4, 12345678901234567890n), rng = new bgb.Rng(5), A = game.numDistinctActions;
    for (let step = 0; step < 30; ++step) {
      const o = batch.observe();
      const actions = new Int32Array(4);
      for (let i = 0; i < 4; ++i) {
        const legal = [];
        for (let a = 0; a < A; ++a) if (o.masks[i * A + a]) legal.push(a);
        actions[i] = legal[rng.below(legal.length)];
      }
      const line = `${name} ${options} batch step ${step}: players=${pyList(o.players)} masks=${fnv(o.masks)} ` +
                   `obs=${fnv(o.observations)}`;
      const { rewards, dones } = batch.step(actions);
      lines.push(`${line} actions=${pyList(actions)} dones=${pyList(dones)} rewards=${fnv(rewards)}`);
    }
    for (const x of [batch, rng, game]) x.free();
  }
  const expected = readFileSync(new URL("../../../tests/js/golden/tensors.txt", import.meta.url), "utf8");
  assert.equal(lines.join("\n") + "\n", expected);
});
