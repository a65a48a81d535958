// Bots, The Crew's solver and campaign log through the JS API.
import { test } from "node:test";
import assert from "node:assert/strict";
import { bgb } from "./load.mjs";

function firstDecision(game, seed) {
  const rng = new bgb.Rng(seed);
  let s = game.initialState();
  while (s.currentPlayer === bgb.CHANCE) s = s.apply(s.sampleChance(rng));
  rng.free();
  return s;
}

test("bots choose legal actions, deterministically for a seed", () => {
  for (const name of bgb.games) {
    const game = bgb.Game.create(name);
    const s = firstDecision(game, 1);
    const legal = s.legalActions();
    for (const [kind, options] of [["random", null], ["mcts", { iterations: 64 }], ["mcts", { iterations: 64, threads: 2 }]]) {
      const bot = new bgb.Bot(game, kind, options);
      const a = bot.choose(s, new bgb.Rng(7));
      assert.ok(legal.includes(a), `${name} ${kind}: ${a} is legal`);
      assert.equal(bot.choose(s, new bgb.Rng(7)), a, `${name} ${kind}: the same seed, the same move`);
      const analysis = bot.analyse(s, new bgb.Rng(7));
      assert.deepEqual(analysis.map((x) => x.action), Array.from(legal));
      // A lone legal action needs no search (the-crew's first pick here).
      if (kind !== "random" && legal.length > 1) assert.ok(analysis.reduce((t, x) => t + x.visits, 0) > 0);
      bot.free();
    }
    s.free();
    game.free();
  }
});

test("bad bot options are refused with the C message", () => {
  const game = bgb.Game.create("the-crew");
  assert.throws(() => new bgb.Bot(game, "mcts", { threads: 0 }), (e) => e.code === "invalid_argument" && /threads/.test(e.message));
  assert.throws(() => new bgb.Bot(game, "uct"), (e) => e.code === "unsupported");
  assert.throws(() => new bgb.Bot(game, "oracle"), (e) => e.code === "invalid_argument");
  game.free();
});

test("the Crew solver solves and hints", () => {
  const game = bgb.Game.create("the-crew", { players: 3, mission: 1 });
  const rng = new bgb.Rng(42);
  let s = game.initialState();
  // Past the deal and the task reveal: the solver starts at the task picks.
  while (s.currentPlayer === bgb.CHANCE) s = s.apply(s.sampleChance(rng));
  const solution = bgb.crewSolve(s, { max_nodes: 200000 });
  assert.ok(["winnable", "not_winnable", "unknown"].includes(solution.verdict), solution.verdict);
  assert.ok(solution.nodes > 0);
  if (solution.verdict === "winnable") {
    let t = s.clone();
    for (const a of solution.line) { const n = t.apply(a); t.free(); t = n; }
    assert.ok(t.isTerminal && t.returns()[0] > 0, "the winning line wins");
    t.free();
  }
  const hint = bgb.crewHint(s, s.currentPlayer, rng, { samples: 2, max_nodes: 20000 });
  assert.deepEqual(hint.map((h) => h.action), Array.from(s.legalActions()));
  for (const h of hint) assert.ok(h.share >= 0 && h.share <= 1 && h.solved <= 2);
  assert.throws(() => bgb.crewSolve(s, { table_bits: 30 }), (e) => e.code === "invalid_argument" && /table_bits/.test(e.message));
  const dp6 = bgb.Game.create("dp6");
  const d = dp6.initialState();
  assert.throws(() => bgb.crewSolve(d), (e) => e.code === "unsupported");
  for (const x of [d, dp6, s, game, rng]) x.free();
});

test("campaign log: record, read back, JSON round trip", () => {
  let c = new bgb.Campaign();
  assert.equal(c.nextMission, 1);
  c = c.recordResult(1, false, true).recordResult(1, true);
  assert.equal(c.nextMission, 2);
  assert.deepEqual(c.mission(1), { attempts: 3, distressAttempts: 1, success: true });
  const back = bgb.Campaign.fromJSON(c.toJSON());
  assert.equal(back.toJSON(), c.toJSON());
  assert.throws(() => c.recordResult(51, true), (e) => e.code === "invalid_argument");
  assert.throws(() => bgb.Campaign.fromJSON("{}"), (e) => e instanceof bgb.BgbError);
  back.free();
  c.free();
});
