// Every registered game plays random games to the end through the JS API, and along the way
// the API's views of a state agree with each other (the C ABI's promises, seen from JS).
import { test } from "node:test";
import assert from "node:assert/strict";
import { bgb, playRandom } from "./load.mjs";

const OPTIONS = {
  "the-crew": [{ players: 3, mission: 1 }, { players: 2, mission: 7 }, { players: 5, mission: 12 }],
  "under-falling-skies": [{}],
  "dp6": [{ players: 3, max_turns: 80 }],
  "red-november": [{ players: 4 }],
};

test("the package knows every game the library registers", () => {
  assert.deepEqual(Object.keys(OPTIONS).sort(), [...bgb.games].sort());
  assert.equal(bgb.abiVersion.major, 1);
  assert.match(bgb.version, new RegExp(`^1\\.${bgb.abiVersion.minor}\\.\\d+$`));
});

for (const [name, list] of Object.entries(OPTIONS)) {
  for (const options of list) {
    test(`${name} ${JSON.stringify(options)}: random games end, and every view of a state agrees`, () => {
      const game = bgb.Game.create(name, options);
      assert.equal(game.name, name);
      const players = game.numPlayers;
      const rng = new bgb.Rng(2024);
      for (let g = 0; g < 3; ++g) {
        let steps = 0;
        const end = playRandom(game, rng, (s, a) => {
          ++steps;
          if (steps % 17 !== 1) return; // the expensive checks on a sample of states
          const seat = s.currentPlayer;
          if (seat === bgb.CHANCE) {
            const outcomes = s.chanceOutcomes();
            assert.ok(outcomes.some((o) => o.action === a), "a sampled outcome is an outcome");
            const total = outcomes.reduce((t, o) => t + o.probability, 0);
            assert.ok(Math.abs(total - 1) < 1e-9, `chance probabilities add up to 1, got ${total}`);
            assert.equal(s.legalActions().length, 0);
          } else {
            assert.ok(seat >= 0 && seat < players);
            const legal = s.legalActions();
            assert.ok(legal instanceof Int32Array && legal.includes(a));
            assert.deepEqual(s.chanceOutcomes(), []);
            // The action's text reads back as the same action and applies to the same state.
            const text = s.actionText(a);
            assert.equal(s.parseAction(text), a);
            const byText = s.applyText(text), byId = s.apply(a);
            assert.equal(byText.hash(), byId.hash());
            byText.free(); byId.free();
            // The observation of the seat to act is JSON and contains no more than VIEW_ALL.
            assert.equal(typeof s.observation(seat), "object");
            assert.equal(typeof s.render(seat), "string");
          }
          // A snapshot reads back as an equal state.
          const back = game.stateFromJSON(s.toJSON());
          assert.equal(back.hash(), s.hash());
          assert.equal(JSON.stringify(back), JSON.stringify(s.toJSON()), "JSON.stringify uses VIEW_ALL");
          back.free();
        });
        assert.equal(end.currentPlayer, bgb.TERMINAL);
        assert.deepEqual(Array.from(end.legalActions()), []);
        const returns = end.returns();
        assert.equal(returns.length, players);
        assert.equal(typeof end.hash(), "bigint");
        end.free();
      }
      rng.free();
      game.free();
    });
  }
}

test("apply leaves its state alone; applyInto and copyInto write only dst", () => {
  const game = bgb.Game.create("the-crew", { players: 4, mission: 2 });
  const rng = new bgb.Rng(5);
  const s = game.initialState();
  const before = s.hash();
  const a = s.sampleChance(rng);
  const next = s.apply(a);
  assert.equal(s.hash(), before);
  const dst = game.initialState();
  s.applyInto(a, dst);
  assert.equal(dst.hash(), next.hash());
  assert.equal(s.hash(), before);
  s.copyInto(dst);
  assert.equal(dst.hash(), before);
  const clone = next.clone();
  next.applyInto(next.sampleChance(rng), next); // in place; the clone keeps what it saw
  assert.notEqual(next.hash(), clone.hash());
  for (const x of [s, next, dst, clone, game]) x.free();
});

test("Rng: the seed's stream, its state as a BigInt, clones continue alike", () => {
  const a = new bgb.Rng(42), b = new bgb.Rng(42n), c = new bgb.Rng("42");
  const draws = [a.below(1000), a.below(1000), a.below(1000)];
  assert.deepEqual([b.below(1000), b.below(1000), b.below(1000)], draws);
  assert.deepEqual([c.below(1000), c.below(1000), c.below(1000)], draws);
  assert.equal(typeof a.state, "bigint");
  const d = a.clone();
  assert.equal(d.below(1e9), a.below(1e9));
  const saved = a.state;
  const x = a.below(77);
  a.state = saved;
  assert.equal(a.below(77), x);
  assert.throws(() => new bgb.Rng(-1), RangeError);
  assert.throws(() => new bgb.Rng(2 ** 60), RangeError, "unsafe numbers need a BigInt");
  assert.throws(() => a.below(-3), RangeError);
  assert.throws(() => a.below(1.5), RangeError);
  const big = a.below(2 ** 40);
  assert.ok(Number.isInteger(big) && big >= 0 && big < 2 ** 40);
  assert.equal(a.below(1), 0);
  assert.throws(() => new bgb.Rng(2n ** 64n), RangeError);
  assert.doesNotThrow(() => new bgb.Rng(2n ** 64n - 1n).free());
  for (const r of [a, b, c, d]) r.free();
});

test("playouts: a batch inside wasm, the same totals for the same seed", () => {
  const game = bgb.Game.create("the-crew", { players: 3, mission: 1 });
  const s = game.initialState();
  const r1 = new bgb.Rng(9), r2 = new bgb.Rng(9);
  const a = s.playouts(500, r1), b = bgb.playouts(s, 500, r2);
  assert.deepEqual(a, b);
  assert.equal(r1.state, r2.state);
  assert.equal(a.games, 500);
  assert.equal(a.numPlayers, 3);
  assert.equal(a.lengths.reduce((t, x) => t + x, 0), 500);
  assert.ok(a.allWon > 0 && a.allWon < 500);
  assert.deepEqual(a.wins, [a.allWon, a.allWon, a.allWon]);
  assert.ok(a.decisions < a.actions);
  for (const x of [s, game, r1, r2]) x.free();
});

test("replay: a decisions-only log with a seed replays the golden game", () => {
  // The same game as random_playout 42 '{"players":3,"mission":1}' up to its first decision.
  const state = bgb.replay({ game: "the-crew", options: { players: 3, mission: 1 }, seed: 42, actions: [] });
  assert.notEqual(state.currentPlayer, bgb.CHANCE);
  state.free();
});

test("freed states are reused, not leaked: the wasm heap stops growing", () => {
  const game = bgb.Game.create("red-november", { players: 5 });
  const rng = new bgb.Rng(77);
  const heap = () => bgb.module.HEAPU8.length;
  for (let g = 0; g < 30; ++g) playRandom(game, rng).free(); // warm-up: pools, buffers
  const before = heap();
  let actions = 0;
  for (let g = 0; g < 300; ++g) playRandom(game, rng, () => { ++actions; }).free();
  assert.ok(actions > 10000, `${actions} actions played`);
  assert.equal(heap(), before, "a leak of even 100 bytes per action would have grown the heap");
  rng.free();
  game.free();
});

test("an illegal apply on a reused handle reports bgb_state_apply and keeps the handle", () => {
  const game = bgb.Game.create("dp6", { players: 2 });
  const rng = new bgb.Rng(1);
  let s = game.initialState();
  s.apply(s.sampleChance(rng)).free(); // now the game's pool holds a handle
  assert.throws(() => s.apply(-7), (e) => e.code === "illegal_action" && e.message.startsWith("bgb_state_apply: "));
  const next = s.apply(s.sampleChance(rng)); // the pooled handle still serves
  assert.notEqual(next.hash(), s.hash());
  for (const x of [s, next, rng, game]) x.free();
});

test("a Crew deal shows each card to its recipient alone; the public reads 'deal ?'", () => {
  const game = bgb.Game.create("the-crew", { players: 4, mission: 1 });
  const rng = new bgb.Rng(9);
  let s = game.initialState();
  const seen = [0, 0, 0, 0];
  for (let k = 0; k < 40; ++k) {
    const a = s.sampleChance(rng);
    const text = s.actionText(a);
    assert.match(text, /^deal /);
    assert.equal(s.actionTextFor(a, bgb.VIEW_ALL), text);
    assert.equal(s.actionTextFor(a, bgb.VIEW_PUBLIC), "deal ?");
    const readers = [0, 1, 2, 3].filter((v) => s.actionTextFor(a, v) === text);
    assert.equal(readers.length, 1, text);
    seen[readers[0]] += 1;
    const next = s.apply(a);
    s.free();
    s = next;
  }
  assert.deepEqual(seen, [10, 10, 10, 10]);
  s.free();
  rng.free?.();
  game.free();
});

test("randomAction draws what sampleChance or a pick from legalActions draws, in every game (ABI 1.7)", () => {
  for (const [name, list] of Object.entries(OPTIONS)) {
    const game = bgb.Game.create(name, list[0]);
    const rng = new bgb.Rng(77);
    let s = game.initialState();
    let steps = 0;
    while (!s.isTerminal) {
      const drawnRng = rng.clone();
      const drawn = s.randomAction(drawnRng);
      const legal = s.legalActions();
      const a = s.currentPlayer === bgb.CHANCE ? s.sampleChance(rng) : legal[rng.below(legal.length)];
      assert.equal(drawn, a, `${name}, action ${steps}`);
      assert.equal(drawnRng.state, rng.state, `${name}, action ${steps}: the same generator use`);
      drawnRng.free();
      const next = s.apply(a);
      s.free();
      s = next;
      ++steps;
    }
    assert.ok(steps > 20, `${name}: ${steps} actions`);
    const before = rng.state;
    assert.throws(() => s.randomAction(rng), (e) => e instanceof bgb.BgbError && /^bgb_state_random_action: the state is terminal/.test(e.message));
    assert.equal(rng.state, before);
    s.free();
    rng.free();
    game.free();
  }
});
