// SPDX-License-Identifier: MIT
// A BoardGamesBot game as a boardgame.io game object (https://boardgame.io/documentation/#/api/Game),
// so that a boardgame.io project gets these games' rules, chance and hidden information from
// libbgb. This module imports nothing from npm: boardgame.io calls the object it returns.
//
//   import { loadBoardGamesBot } from "boardgamesbot";
//   import { toBoardgameIo } from "boardgamesbot/boardgameio.js";
//   import { Client } from "boardgame.io/client";
//   const bgb = await loadBoardGamesBot();
//   const game = toBoardgameIo(bgb, "the-crew", { mission: 3 }, { seed: "table-7" });
//   const client = Client({ game, numPlayers: 4 });
//   client.moves.act("play g9");                  // an action id or its text
//
// G (serialisable, as boardgame.io requires): the state's exact JSON snapshot, the seat to act,
// the returns at the end and the transcript, each line with its action id and its text for every
// seat. G is omniscient: a boardgame.io server keeps it and sends each client its playerView.
// Chance is resolved inside the move with boardgame.io's seeded `random`, so a match replays from
// boardgame.io's seed. playerView hands each player only its seat's observation and its texts.


/// boardgame.io's INVALID_MOVE constant (boardgame.io/core exports this very string).
export const INVALID_MOVE = "INVALID_MOVE";

/// Seats per game ([min, max]); the other games' seat count is fixed by their rules.
const PLAYERS = { "the-crew": [2, 5], "dp6": [2, 4], "red-november": [3, 8], "under-falling-skies": [1, 1] };
const OPTIONS_WITH_PLAYERS = new Set(["the-crew", "dp6", "red-november"]);

/// A boardgame.io game object for the BoardGamesBot game `name` with `options` (docs/json.md).
/// `bgb` is the loaded package (await loadBoardGamesBot()). For games with a `players` option,
/// a missing `players` is taken from boardgame.io's numPlayers; a given one must equal it.
/// Moves: `act(action)`, an action id (number) or its text (any case, as actionText writes it).
/// endIf returns {returns, winner, winners, text}: winners are the seats with the best positive
/// return (all seats after a won co-operative game), winner only when there is exactly one.
/// `seed` becomes the game object's `seed`, which boardgame.io's random plugin starts from (without
/// one boardgame.io seeds from the clock).
export function toBoardgameIo(bgb, name, options = {}, { seed } = {}) {
  const games = new Map(); // numPlayers -> bgb Game, created on first use
  const gameFor = (numPlayers) => {
    if (!games.has(numPlayers)) {
      const opts = OPTIONS_WITH_PLAYERS.has(name) ? { players: numPlayers, ...options } : { ...options };
      games.set(numPlayers, bgb.Game.create(name, opts));
    }
    return games.get(numPlayers);
  };
  const seats = (numPlayers) => {
    const o = OPTIONS_WITH_PLAYERS.has(name) ? (options.players ?? numPlayers) : 1;
    if (o !== numPlayers) throw new Error(`${name}: the options seat ${o} players, boardgame.io has numPlayers ${numPlayers}`);
    return o;
  };
  const viewers = (n) => [...Array(n).keys(), bgb.VIEW_PUBLIC ?? -2];

  /// Applies `action` to the state of G, then every chance node with boardgame.io's random;
  /// returns the next G. The transcript keeps, per line, the text each seat (and "public") reads.
  function advance(G, s, action, random) {
    const log = G.log.slice();
    let seat = s.currentPlayer;
    for (;;) {
      const texts = {};
      viewers(G.players).forEach((v) => { texts[v < 0 ? "public" : String(v)] = s.actionTextFor(action, v); });
      const next = s.apply(action);
      log.push({ seat, action, texts }); // the id stays in G: playerView passes on only texts[viewer]
      s.free?.();
      s = next;
      if (s.currentPlayer !== bgb.CHANCE) break;
      const rng = new bgb.Rng(BigInt(Math.floor(random.Number() * 2 ** 52)));
      seat = bgb.CHANCE;
      action = s.sampleChance(rng);
      rng.free?.();
    }
    const out = snapshotOf(s, G.players, log);
    s.free?.();
    return out;
  }

  function snapshotOf(s, players, log) {
    return {
      players,
      snapshot: textOf(s.toJSON()),
      toAct: s.currentPlayer,
      returns: s.isTerminal ? Array.from(s.returns()) : null,
      log,
    };
  }

  const textOf = (json) => (typeof json === "string" ? json : JSON.stringify(json));
  const stateOf = (G, numPlayers) => gameFor(numPlayers).stateFromJSON(G.snapshot);

  /// The id of `move` (a number, or a text matched against the legal actions' texts).
  function actionId(s, move) {
    const legal = s.legalActions();
    if (typeof move === "number") return legal.includes(move) ? move : null;
    if (typeof move !== "string") return null;
    const want = move.trim().replace(/\s+/g, " ").toLowerCase();
    return legal.find((a) => s.actionText(a).toLowerCase() === want) ?? null;
  }

  return {
    name: `bgb-${name}`,
    seed,
    minPlayers: PLAYERS[name]?.[0],
    maxPlayers: PLAYERS[name]?.[1],
    disableUndo: true, // an undo would have to undo chance too

    setup: ({ ctx, random }) => {
      const players = seats(ctx.numPlayers);
      const s = gameFor(ctx.numPlayers).initialState();
      const G = { players, snapshot: null, toAct: s.currentPlayer, returns: null, log: [] };
      if (s.currentPlayer !== bgb.CHANCE) {
        const out = snapshotOf(s, players, []);
        s.free?.();
        return out;
      }
      const rng = new bgb.Rng(BigInt(Math.floor(random.Number() * 2 ** 52)));
      const first = s.sampleChance(rng);
      rng.free?.();
      return advance(G, s, first, random);
    },

    moves: {
      // client: false, because a client holds only its playerView (no snapshot): in a
      // multiplayer match the server alone runs the move and sends each client its view.
      act: { client: false, move: ({ G, ctx, playerID, random }, move) => {
        if (G.returns) return INVALID_MOVE;
        if (String(G.toAct) !== String(playerID ?? ctx.currentPlayer)) return INVALID_MOVE;
        const s = stateOf(G, ctx.numPlayers);
        const a = actionId(s, move);
        if (a === null) {
          s.free?.();
          return INVALID_MOVE;
        }
        return advance(G, s, a, random);
      } },
    },

    // Every move ends the turn; the next turn belongs to the seat the rules name (the same seat
    // may act several turns in a row, e.g. The Crew's commander deciding for JARVIS).
    turn: {
      minMoves: 1,
      maxMoves: 1,
      order: {
        first: ({ G }) => Math.max(0, G.toAct),
        next: ({ G }) => Math.max(0, G.toAct),
      },
    },

    endIf: ({ G }) => {
      if (!G.returns) return undefined;
      const best = Math.max(...G.returns);
      const winners = best > 0 ? G.returns.map((r, i) => (r === best ? String(i) : null)).filter((x) => x !== null) : [];
      const obs = JSON.parse(G.snapshot);
      return { returns: G.returns, winners, winner: winners.length === 1 ? winners[0] : undefined, text: obs.failure?.text ?? "" };
    },

    playerView: ({ G, ctx, playerID }) => {
      const seat = playerID === null || playerID === undefined ? null : Number(playerID);
      const viewer = seat === null || !(seat >= 0 && seat < G.players) ? (bgb.VIEW_PUBLIC ?? -2) : seat;
      const s = stateOf(G, ctx.numPlayers);
      const key = viewer < 0 ? "public" : String(viewer);
      const view = {
        players: G.players,
        toAct: G.toAct,
        returns: G.returns,
        observation: s.observation(viewer),
        legal: viewer >= 0 && G.toAct === viewer ? Array.from(s.legalActions(), (id) => ({ id, text: s.actionText(id) })) : [],
        log: G.log.map((line) => ({ seat: line.seat, text: line.texts[key] })),
      };
      s.free?.();
      return view;
    },

    // For boardgame.io's own bots (MCTSBot, RandomBot): the legal moves of the seat to act.
    ai: {
      enumerate: (G, ctx) => {
        if (G.returns) return [];
        const s = stateOf(G, ctx.numPlayers);
        const moves = Array.from(s.legalActions(), (a) => ({ move: "act", args: [a] }));
        s.free?.();
        return moves;
      },
    },
  };
}
