// SPDX-License-Identifier: MIT
// Types of boardgameio.js (the boardgame.io adapter). The game object is
// typed structurally so that this package needs no boardgame.io types.

/** boardgame.io's INVALID_MOVE constant. */
export declare const INVALID_MOVE: "INVALID_MOVE";

/** One transcript line as a player reads it (playerView). */
export interface BgioLogLine { seat: number; text: string }

/** What playerView gives a player (or a spectator): never the omniscient snapshot. */
export interface BgioPlayerView {
  players: number;
  /** the seat to act, -2 when the game is over */
  toAct: number;
  returns: number[] | null;
  /** State.observation(seat), or the public one for a spectator */
  observation: any;
  /** the seat's legal moves when it is to act, else [] */
  legal: { id: number; text: string }[];
  log: BgioLogLine[];
}

/** endIf's result once the game is over (boardgame.io's ctx.gameover). */
export interface BgioGameover {
  returns: number[];
  /** the seats ("0", "1", ...) with the best positive return */
  winners: string[];
  /** set when exactly one seat won */
  winner?: string;
  /** how the game ended, e.g. "trick 3: seat 1 won b8, a task of seat 2 (token 1)" */
  text: string;
}

/** A boardgame.io game object (https://boardgame.io/documentation/#/api/Game). */
export interface BgioGame {
  name: string;
  seed?: string | number;
  minPlayers?: number;
  maxPlayers?: number;
  disableUndo: boolean;
  setup: (context: any) => any;
  moves: { act: { client: false; move: (context: any, action: number | string) => any } };
  turn: any;
  endIf: (context: any) => BgioGameover | undefined;
  playerView: (context: any) => BgioPlayerView;
  ai: { enumerate: (G: any, ctx: any) => { move: "act"; args: [number] }[] };
}

/**
 * The BoardGamesBot game `name` with `options` (docs/json.md) as a boardgame.io game object.
 * `bgb` is the loaded package (await loadBoardGamesBot()); `seed` seeds boardgame.io's random,
 * which draws the chance outcomes.
 */
export declare function toBoardgameIo(bgb: any, name: string, options?: object, extra?: { seed?: string | number }): BgioGame;

