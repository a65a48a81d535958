// The safety net: states, games and generators the program drops without free() are freed
// once the garbage collector finds them (FinalizationRegistry), including the states that
// wait to be registered (api.js, `young`), and batches with their scratch memory (tensors.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { bgb } from "./load.mjs";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");

test("dropped states, games and generators are freed by the garbage collector", async () => {
  const M = bgb.module;
  const counts = { state: 0, game: 0, free: 0 };
  // emscripten's export stubs replace themselves on Module at their first call: make that
  // call (each accepts NULL) before wrapping them, or the first call would undo the wrapper.
  M._bgb_state_free(0); M._bgb_game_free(0); M._free(0);
  const real = { state: M._bgb_state_free, game: M._bgb_game_free, free: M._free };
  M._bgb_state_free = (p) => { ++counts.state; return real.state(p); };
  M._bgb_game_free = (p) => { ++counts.game; return real.game(p); };
  M._free = (p) => { ++counts.free; return real.free(p); };
  try {
    const N = 1000;
    (() => {
      for (let i = 0; i < N; ++i) {
        const game = bgb.Game.create("dp6"); // never freed
        const rng = new bgb.Rng(i);          // never freed
        game.initialState().apply(0);        // two states, never freed
        void rng;
      }
    })();
    // Let the job end (the young states get registered), then collect until the registry
    // has run its callbacks.
    for (let round = 0; round < 50 && counts.state < N; ++round) {
      await new Promise((r) => setTimeout(r, 20));
      gc();
    }
    assert.ok(counts.state >= N, `dropped states freed: ${counts.state} of ${2 * N}`);
    assert.ok(counts.game >= N / 2, `dropped games freed: ${counts.game} of ${N}`);
    assert.ok(counts.free >= N / 2, `dropped generators freed: ${counts.free} of ${N}`);
  } finally {
    Object.assign(M, { _bgb_state_free: real.state, _bgb_game_free: real.game, _free: real.free });
  }
});

test("dropped batches are freed with their scratch memory", async () => {
  const M = bgb.module;
  let batches = 0, frees = 0;
  M._bgb_batch_free(0); M._free(0);
  const real = M._bgb_batch_free, realFree = M._free;
  M._bgb_batch_free = (p) => { ++batches; return real(p); };
  M._free = (p) => { ++frees; return realFree(p); };
  try {
    const N = 200;
    const game = bgb.Game.create("dp6");
    (() => { for (let i = 0; i < N; ++i) game.batch(4, i).observe({ observations: false }); })();
    for (let round = 0; round < 50 && batches < N / 2; ++round) {
      await new Promise((r) => setTimeout(r, 20));
      gc();
    }
    assert.ok(batches >= N / 2, `dropped batches freed: ${batches} of ${N}`);
    assert.ok(frees >= batches, `their scratch memory: ${frees} frees for ${batches} batches`);
    game.free();
  } finally {
    M._bgb_batch_free = real;
    M._free = realFree;
  }
});
