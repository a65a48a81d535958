// SPDX-License-Identifier: MIT
// capi/js/boardgameio.js under boardgame.io's own headless client (npm `boardgame.io`, installed
// in tests/web by `npm ci`): every game played to the end through boardgame.io, its transitions
// checked against the engine, its playerView checked for hidden information.
// Run: node tests/web/boardgameio.test.mjs (exit 77 = skipped: tests/web/node_modules missing).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import path from "node:path";

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, "package.json"));
let Client;
try {
  ({ Client } = require("boardgame.io/client"));
} catch {
  console.log("SKIP: boardgame.io is not installed; run `npm ci` in tests/web (the npm registry is needed once)");
  process.exit(77);
}
const index = process.env.BGB_JS_INDEX ?? path.join(here, "../../capi/js/index.js");
const { loadBoardGamesBot } = await import(pathToFileURL(index).href);
const { toBoardgameIo, INVALID_MOVE } = await import(pathToFileURL(path.join(here, "../../capi/js/boardgameio.js")).href);
const bgb = await loadBoardGamesBot();

const GAMES = [
  { name: "the-crew", options: { mission: 3 }, numPlayers: 4 },
  { name: "under-falling-skies", options: { hard: ["sky1"] }, numPlayers: 1 },
  { name: "dp6", options: { max_turns: 40 }, numPlayers: 3 },
  { name: "red-november", options: {}, numPlayers: 3 },
];

/// Plays a match to the end, each seat choosing through its own playerView: the k-th move takes
/// legal[(7k + 3) mod n], sent as its id on even moves and as its text (upper-cased) on odd ones.
function playMatch({ name, options, numPlayers }, seed) {
  const game = toBoardgameIo(bgb, name, options, { seed });
  const client = Client({ game, numPlayers });
  client.start();
  let moves = 0;
  for (; moves < 5000 && !client.getState().ctx.gameover; ++moves) {
    const seat = client.getState().ctx.currentPlayer;
    client.updatePlayerID(seat);
    const view = client.getState().G;
    assert.equal(String(view.toAct), seat, "boardgame.io's currentPlayer is the seat to act");
    assert.ok(view.legal.length > 0, "the seat to act has legal moves in its view");
    const { id, text } = view.legal[(7 * moves + 3) % view.legal.length];
    client.moves.act(moves % 2 ? text.toUpperCase() : id);
  }
  const full = client.store.getState(); // the omniscient G, as a server holds it
  client.stop();
  return { moves, full, gameover: full.ctx.gameover };
}

for (const g of GAMES) {
  test(`${g.name}: a boardgame.io match runs to the end with the engine's rules`, () => {
    const { moves, full, gameover } = playMatch(g, "seed-1");
    assert.ok(gameover, `the game ended (after ${moves} moves)`);
    const G = full.G;
    // Replaying the logged action ids through the engine reaches the same state.
    const game = bgb.Game.create(g.name, ["the-crew", "dp6", "red-november"].includes(g.name) ? { players: g.numPlayers, ...g.options } : g.options);
    let s = game.initialState();
    for (const line of G.log) s = s.apply(line.action);
    assert.equal(s.isTerminal, true);
    assert.equal(s.hash(), game.stateFromJSON(G.snapshot).hash());
    assert.deepEqual(Array.from(s.returns()), G.returns);
    assert.deepEqual(gameover.returns, G.returns);
    if (gameover.winners.length === 1) assert.equal(gameover.winner, gameover.winners[0]);
  });
}

test("the same boardgame.io seed replays the same match; another seed deals another game", () => {
  const a = playMatch(GAMES[0], "same");
  const b = playMatch(GAMES[0], "same");
  const c = playMatch(GAMES[0], "other");
  assert.equal(a.full.G.snapshot, b.full.G.snapshot);
  assert.deepEqual(a.full.G.log, b.full.G.log);
  assert.notDeepEqual(a.full.G.log.slice(0, 40), c.full.G.log.slice(0, 40));
});

test("playerView shows a seat its own observation only: other hands and their deals stay hidden", () => {
  const client = Client({ game: toBoardgameIo(bgb, "the-crew", { mission: 1 }, { seed: "hidden" }), numPlayers: 4 });
  client.start();
  client.updatePlayerID("1");
  const view = client.getState().G;
  assert.equal(view.snapshot, undefined, "no omniscient snapshot in a player's view");
  assert.equal(view.observation.view, 1);
  assert.ok(Array.isArray(view.observation.hands[1]) && view.observation.hands[1].length === 10);
  for (const seat of [0, 2, 3]) assert.equal(view.observation.hands[seat], null);
  const deals = view.log.filter((l) => l.text.startsWith("deal "));
  assert.equal(deals.length, 40);
  const mine = deals.filter((l) => l.text !== "deal ?").map((l) => l.text.slice(5)).sort();
  assert.deepEqual(mine, [...view.observation.hands[1]].sort(), "a seat reads exactly its own deals");
  assert.ok(view.log.every((l) => !("action" in l)), "no action ids (they would name hidden cards)");
  client.updatePlayerID(null);
  const spectator = client.getState().G;
  assert.ok(spectator.log.every((l) => !/^deal [^?]/.test(l.text)), "a spectator reads no dealt card");
  assert.equal(spectator.observation.view, "public");
  assert.deepEqual(spectator.legal, []);
  client.stop();
});

test("Red November: a seat reads the items it draws, and 'item ?' for the others' draws", () => {
  const client = Client({ game: toBoardgameIo(bgb, "red-november", {}, { seed: "items" }), numPlayers: 4 });
  client.start();
  for (const seat of ["0", "1", "2", "3"]) {
    client.updatePlayerID(seat);
    const view = client.getState().G;
    const own = view.observation.seats[Number(seat)].items;
    const seen = view.log.filter((l) => /^item [^?]/.test(l.text)).map((l) => l.text.slice(5));
    const hidden = view.log.filter((l) => l.text === "item ?").length;
    assert.deepEqual(seen.sort(), Object.entries(own).flatMap(([k, n]) => Array(n).fill(k)).sort());
    assert.ok(hidden > 0, "the other gnomes' draws are hidden");
    for (const [i, g] of view.observation.seats.entries()) if (i !== Number(seat)) assert.equal(g.items, null);
  }
  client.stop();
});

test("an illegal action, an unreadable text or a move out of turn is refused and changes nothing", () => {
  const client = Client({ game: toBoardgameIo(bgb, "dp6", {}, { seed: "refuse" }), numPlayers: 2 });
  client.start();
  const before = client.store.getState();
  const seat = before.ctx.currentPlayer;
  client.updatePlayerID(seat);
  const legal = client.getState().G.legal.map((l) => l.id);
  const illegal = [...Array(156).keys()].find((a) => !legal.includes(a));
  client.moves.act(illegal);
  client.moves.act("fly to the moon");
  client.moves.act({ not: "an action" });
  assert.equal(client.store.getState().G, before.G);
  client.updatePlayerID(seat === "0" ? "1" : "0");
  client.moves.act(legal[0]);
  assert.equal(client.store.getState().G, before.G, "the seat not to act cannot move");
  client.stop();
  // The move itself answers INVALID_MOVE (what boardgame.io checks for).
  const game = toBoardgameIo(bgb, "dp6", {});
  assert.equal(game.moves.act.move({ G: before.G, ctx: before.ctx, playerID: seat, random: null }, illegal), INVALID_MOVE);
});

test("a multiplayer match (boardgame.io's Local master): each client holds only its playerView", async () => {
  const { Local } = require("boardgame.io/multiplayer");
  const game = toBoardgameIo(bgb, "the-crew", { mission: 2 }, { seed: "multiplayer" });
  const multiplayer = Local();
  const clients = ["0", "1", "2"].map((playerID) => Client({ game, numPlayers: 3, multiplayer, playerID, matchID: "m" }));
  clients.forEach((c) => c.start());
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  let moves = 0;
  for (let guard = 0; guard < 2000 && !clients[0].getState()?.ctx.gameover; ++guard) {
    await tick();
    const state = clients[0].getState();
    if (!state || state.ctx.gameover) continue;
    const seat = Number(state.ctx.currentPlayer);
    const view = clients[seat].getState().G;
    assert.equal(view.snapshot, undefined, "a client never receives the snapshot");
    clients[(seat + 1) % 3].moves.act(0); // out of turn: the master refuses it
    clients[seat].moves.act(view.legal[moves++ % view.legal.length].id);
  }
  const over = clients[0].getState().ctx.gameover;
  assert.ok(over, `the match ended (${moves} moves)`);
  for (const [seat, c] of clients.entries()) {
    const { observation } = c.getState().G;
    assert.deepEqual(observation.hands.map((hand, i) => hand !== null), [0, 1, 2].map((i) => i === seat));
    assert.deepEqual(c.getState().ctx.gameover, over);
  }
  clients.forEach((c) => c.stop());
});

test("numPlayers must match a players option", () => {
  assert.throws(() => toBoardgameIo(bgb, "the-crew", { players: 3 }).setup({ ctx: { numPlayers: 4 }, random: { Number: Math.random } }),
    /options seat 3 players, boardgame.io has numPlayers 4/);
});
