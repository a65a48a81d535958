// Bad input from JS: a BgbError carrying the C status and bgb_last_error()'s message, and the
// state it was aimed at unchanged and still usable.
import { test } from "node:test";
import assert from "node:assert/strict";
import { bgb } from "./load.mjs";
import { BgbError } from "../index.js";

function throwsBgb(fn, code, pattern) {
  let caught = null;
  try { fn(); } catch (e) { caught = e; }
  assert.ok(caught instanceof BgbError, `expected a BgbError, got ${caught}`);
  assert.ok(caught instanceof bgb.BgbError);
  assert.equal(caught.code, code);
  assert.equal(caught.status, bgb.Status[code.toUpperCase()]);
  assert.match(caught.message, pattern);
  return caught;
}

test("an illegal action throws the C message and changes nothing", () => {
  const game = bgb.Game.create("the-crew", { players: 3, mission: 1 });
  const rng = new bgb.Rng(42);
  let s = game.initialState();
  while (s.currentPlayer === bgb.CHANCE) s = s.apply(s.sampleChance(rng));
  const legal = s.legalActions();
  const illegal = [...Array(game.numDistinctActions).keys()].find((a) => !legal.includes(a));
  const before = s.hash(), json = s.toJSON();
  throwsBgb(() => s.apply(illegal), "illegal_action", new RegExp(`^bgb_state_apply: action ${illegal} \\(.+\\) is not legal: `));
  throwsBgb(() => s.applyInto(illegal, s), "illegal_action", /^bgb_state_apply_into: action \d+ .* is not legal/);
  throwsBgb(() => s.apply(-1), "illegal_action", /^bgb_state_apply: /);
  throwsBgb(() => s.apply(1 << 30), "illegal_action", /^bgb_state_apply: /);
  assert.equal(s.hash(), before);
  assert.equal(s.toJSON(), json);
  assert.deepEqual(s.legalActions(), legal);
  s.apply(legal[0]).free(); // still usable
  throwsBgb(() => s.sampleChance(rng), "invalid_argument", /^bgb_state_sample_chance: /);
  throwsBgb(() => s.actionText(-5), "invalid_argument", /^bgb_state_action_text: /);
  throwsBgb(() => s.actionTextFor(-5, 0), "invalid_argument", /^bgb_state_action_text_for: action -5 is outside/);
  throwsBgb(() => s.actionTextFor(legal[0], 7), "invalid_argument", /^bgb_state_action_text_for: viewer 7 is not a seat/);
  throwsBgb(() => s.applyText("fly to the moon"), "parse", /^bgb_state_apply_text: /);
  throwsBgb(() => s.parseAction("fly to the moon"), "parse", /^bgb_state_parse_action: /);
  throwsBgb(() => s.toJSON(7), "invalid_argument", /viewer 7 is not a seat/);
  assert.equal(s.hash(), before);
});

test("bad games, options and snapshots are refused with the reason", () => {
  throwsBgb(() => bgb.Game.create("chess"), "unknown_game", /^bgb_game_new: .*chess/);
  throwsBgb(() => bgb.Game.create("the-crew", { players: 7 }), "invalid_argument", /players must be 2\.\.5, got 7/);
  throwsBgb(() => bgb.Game.create("the-crew", "{not json"), "parse", /^bgb_game_new: /);
  throwsBgb(() => bgb.Game.create("the-crew", { colour: "red" }), "invalid_argument", /colour/);
  const game = bgb.Game.create("dp6");
  throwsBgb(() => game.stateFromJSON("{]"), "parse", /^bgb_state_from_json: /);
  throwsBgb(() => game.stateFromJSON({}), "invalid_argument", /^bgb_state_from_json: /);
  throwsBgb(() => bgb.replay({ game: "dp6", actions: ["nonsense"] }), "parse", /^bgb_replay: /);
  const s = game.initialState();
  throwsBgb(() => s.resample(0, new bgb.Rng(1)), "unsupported", /^bgb_state_resample: /);
  s.free();
  game.free();
});

test("a freed handle throws instead of reaching C", () => {
  const game = bgb.Game.create("under-falling-skies");
  const s = game.initialState();
  s.free();
  s.free(); // twice is fine
  throwsBgb(() => s.currentPlayer, "invalid_argument", /State used after free\(\)/);
  throwsBgb(() => s.apply(0), "invalid_argument", /State used after free\(\)/);
  game.free();
  throwsBgb(() => game.initialState(), "invalid_argument", /Game used after free\(\)/);
  const rng = new bgb.Rng(1);
  rng.free();
  throwsBgb(() => rng.below(3), "invalid_argument", /Rng used after free\(\)/);
  const g2 = bgb.Game.create("under-falling-skies");
  const s2 = g2.initialState();
  throwsBgb(() => s2.sampleChance(rng), "invalid_argument", /Rng used after free\(\)/);
  s2.free(); g2.free();
});

test("Rng.below(0) is the C error", () => {
  const rng = new bgb.Rng(3);
  const state = rng.state;
  throwsBgb(() => rng.below(0), "invalid_argument", /^bgb_rng_below: bound is 0/);
  assert.equal(rng.state, state);
  rng.free();
});
