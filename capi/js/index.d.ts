// Types of the boardgamesbot package (capi/js/index.js). docs/web.md is the guide.

/** Where loadBoardGamesBot finds the built files (all optional). */
export interface LoadOptions {
  /** The directory holding libbgb.mjs and libbgb.wasm (a URL, or in node a path). Default: in
   * node $BGB_WASM (the .wasm or its directory), else ../../build/wasm/capi/js/ relative to
   * index.js (the wasm preset's output) if it exists, else ./dist/ beside index.js (a packed
   * package); in the browser ../../build/wasm/capi/js/. */
  baseUrl?: string | URL;
  /** The ES module loader (libbgb.mjs) by its own URL. */
  moduleUrl?: string | URL;
  /** The .wasm file by its own URL. */
  wasmUrl?: string | URL;
  /** emscripten's hook: the URL of a file the loader asks for by name ("libbgb.wasm"). */
  locateFile?: (name: string) => string;
  /** The module's bytes, already fetched: nothing is loaded. */
  wasmBinary?: ArrayBuffer | Uint8Array;
}

/** Loads libbgb.wasm (node or browser, main thread or Web Worker) and returns the API. */
export function loadBoardGamesBot(options?: LoadOptions): Promise<BoardGamesBot>;
export default loadBoardGamesBot;

/** A failed libbgb call. */
export class BgbError extends Error {
  /** The BGB_E_* status: a negative number (Status lists them). */
  readonly status: number;
  /** Its short name: "invalid_argument", "illegal_action", "parse", "unknown_game", ... */
  readonly code: string;
  /** bgb_last_error(): names the C function and the cause. */
  readonly message: string;
}

export interface StatusCodes {
  readonly OK: 0; readonly INVALID_ARGUMENT: -1; readonly ILLEGAL_ACTION: -2;
  readonly BUFFER_TOO_SMALL: -3; readonly PARSE: -4; readonly UNKNOWN_GAME: -5;
  readonly OUT_OF_MEMORY: -6; readonly UNSUPPORTED: -7; readonly INTERNAL: -100;
}

/** Game options: an object (stringified) or a JSON string. docs/json.md lists each game's. */
export type Options = Record<string, unknown> | string;

/** The pinned SplitMix64 generator: new Rng(seed) draws what bgb_rng_seed(seed) draws in C. */
export interface Rng {
  /** The whole 64-bit generator state; assign to restore a stream. */
  state: bigint;
  /** A uniform integer in [0, bound) (bgb_rng_below); bound an integer in 1..2^53-1 (0 throws
   * the C error BgbError, other values RangeError). */
  below(bound: number): number;
  /** An independent copy continuing from here. */
  clone(): Rng;
  free(): void;
}
export interface RngConstructor {
  /** seed: an unsigned 64-bit integer: a safe-integer number, a bigint or a decimal string
   * (RangeError otherwise). */
  new (seed?: number | bigint | string): Rng;
}

export interface Game {
  readonly name: string;
  /** The normalized options, every option spelled out. */
  readonly options: Record<string, unknown>;
  readonly numPlayers: number;
  readonly numDistinctActions: number;
  readonly maxLegalActions: number;
  /** The initial state (usually a chance node: the deal). */
  initialState(): State;
  /** Reads an omniscient snapshot (State.toJSON()) back. */
  stateFromJSON(json: string | object): State;
  /** The shape of this game's observation tensors (today one dim: [length]). Every game has
   * one (docs/tensors.md); BgbError "unsupported" remains the contract for a future game
   * without an encoder. */
  observationShape(): number[];
  /** n games stepped together (new Batch(this, n, seed)). */
  batch(n: number, seed?: number | bigint | string): Batch;
  free(): void;
}
export interface GameStatic {
  /** e.g. Game.create("the-crew", { players: 4, mission: 3 }). */
  create(name: string, options?: Options): Game;
}

/** An immutable game state; apply() returns a new one. */
export interface State {
  /** The seat to act, CHANCE (-1) at a chance node, TERMINAL (-2) when the game is over. */
  readonly currentPlayer: number;
  readonly isTerminal: boolean;
  /** A new Game handle for this state's game. */
  readonly game: Game;
  /** The legal actions of the seat to act, ascending; a new Int32Array (empty at chance and
   * terminal states). */
  legalActions(): Int32Array;
  /** At a chance node its outcomes and their probabilities; [] elsewhere. */
  chanceOutcomes(): { action: number; probability: number }[];
  /** Draws a chance outcome with rng (bgb_state_sample_chance). */
  sampleChance(rng: Rng): number;
  /** The action a uniformly random playout takes here, drawn with rng (bgb_state_random_action,
   *  ABI 1.7): at a chance node what sampleChance draws, at a seat's turn
   *  legalActions()[rng.below(n)], without building the list. Throws BgbError at the end. */
  randomAction(rng: Rng): number;
  /** A NEW state after the action; this one is unchanged. Throws BgbError if illegal. */
  apply(action: number): State;
  /** The hot path: writes the result into dst (a state of the same game; dst may be this). */
  applyInto(action: number, dst: State): State;
  /** Overwrites dst (a state of the same game) with this state. */
  copyInto(dst: State): State;
  /** Parses the game's notation ("play g5") and applies it. */
  applyText(text: string): State;
  /** The action id of a text (not yet checked for legality). */
  parseAction(text: string): number;
  /** The text of any action id, e.g. "play g5". */
  actionText(action: number): string;
  /** The text of an action taken from this state as `viewer` (a seat, VIEW_PUBLIC or VIEW_ALL)
   *  may read it: a card or item the viewer may not know reads "?" ("deal ?", "give ?",
   *  "draw ?", "item ?"); VIEW_ALL reads actionText's text. ABI 1.6. */
  actionTextFor(action: number, viewer: number): string;
  /** One return per player (final at a terminal state). */
  returns(): number[];
  /** JSON text for a viewer: VIEW_ALL (default; also when JSON.stringify passes a key) is the
   * snapshot Game.stateFromJSON reads; a seat or VIEW_PUBLIC is that viewer's observation. */
  toJSON(viewer?: number): string;
  /** What the viewer sees, parsed. */
  observation(viewer: number): any;
  /** A short picture for people (the format may change). */
  render(viewer?: number): string;
  /** The 64-bit state hash, the same on every platform. */
  hash(): bigint;
  /** A NEW state `seat` cannot tell from this one, its hidden information redrawn. */
  resample(seat: number, rng: Rng): State;
  /** A second handle to the same state. */
  clone(): State;
  /** n random games inside wasm from here (bgb_playouts); rng advances one draw. */
  playouts(n: number, rng: Rng): PlayoutStats;
  /** What viewer (a seat or VIEW_PUBLIC; VIEW_ALL is refused) may know, as a new Float32Array
   * of observationShape()'s length (docs/tensors.md; every game has one). Throws BgbError
   * "unsupported" only for a future game without an encoder, TypeError for a viewer that is
   * not an int32. With out (a
   * Float32Array of that length, else TypeError) the tensor is copied into it and out returned. */
  observationTensor(viewer: number, out?: Float32Array): Float32Array;
  /** A new Uint8Array over [0, numDistinctActions): 1 for each id legalActions() lists (all 0
   * at chance and terminal states); with out (a Uint8Array of that length) copied into it. */
  legalMask(out?: Uint8Array): Uint8Array;
  free(): void;
}

/** n games of one game stepped by one call, for vectorised learning loops (bgb.h, "Batched
 * environments"): chance is played inside, each game always waits for a decision, a finished
 * game starts again; game i draws from SplitMix64 seeded playout_seed(seed, i). Step and
 * observe reuse buffers allocated in wasm once per batch; their results are new arrays. */
export interface Batch {
  /** The number of games n. */
  readonly size: number;
  readonly numPlayers: number;
  readonly numDistinctActions: number;
  /** Floats per observation row (every game has a tensor); null only for a future game
   * without an encoder. */
  readonly observationLength: number | null;
  /** Starts every game again: afterwards the batch is what game.batch(n, seed) makes. */
  reset(seed?: number | bigint | string): void;
  /** Plays actions[i] (n of them) in game i, then its chance nodes. rewards row i
   * (numPlayers floats) holds game i's returns if it ended (it has restarted), else 0s; dones[i]
   * is 1 then. An illegal action throws BgbError "illegal_action" naming the game, and no game
   * moves; a wrong length BgbError "invalid_argument"; a non-int32 entry RangeError. */
  step(actions: Int32Array | ArrayLike<number>): BatchStep;
  /** The same, copied into out's arrays (TypeError if a type or length is wrong, before any
   * game moves); returns out. A loop that reuses out allocates nothing per step. */
  step<T extends BatchStep>(actions: Int32Array | ArrayLike<number>, out: T): T;
  /** Row i of each: game i's tensor for its seat to act (n*observationLength floats; null with
   * { observations: false }, which only a future game without an encoder would need, else
   * BgbError "unsupported"), its legal-action mask (n*numDistinctActions bytes) and that seat.
   * New arrays, or with { out } copied into out's arrays (out.observations untouched without
   * observations) and out returned. */
  observe(options?: { observations?: boolean }): BatchObservation;
  observe<T extends BatchObservationOut>(options: { observations?: boolean; out: T }): T;
  /** A copy of game i's current state (later steps do not change it). */
  state(i: number): State;
  free(): void;
}
export interface BatchStep { rewards: Float32Array; dones: Uint8Array }
export interface BatchObservation { observations: Float32Array | null; masks: Uint8Array; players: Int32Array }
/** Arrays observe() fills: observations may be null when observing { observations: false }. */
export interface BatchObservationOut { observations: Float32Array | null; masks: Uint8Array; players: Int32Array }
export interface BatchConstructor {
  /** n games (1..1048576) of game from seed (an unsigned 64-bit integer, as Rng takes). */
  new (game: Game, n: number, seed?: number | bigint | string): Batch;
}

/** bgb_playout_stats (counts are numbers: exact up to 2^53). */
export interface PlayoutStats {
  games: number; actions: number; decisions: number; allWon: number; split: number;
  numPlayers: number;
  /** Per seat: games it won. */
  wins: number[];
  /** Per seat: its returns summed. */
  returnSums: number[];
  /** Games by length: bucket b counts games of 8b..8b+7 actions (the last: 504+). */
  lengths: number[];
}

/** A search bot (bgb.h, "Bots"): kind "random", "uct", "ismcts" or "mcts". */
export interface Bot {
  choose(state: State, rng: Rng): number;
  analyse(state: State, rng: Rng): { action: number; visits: number; value: number }[];
  free(): void;
}
export interface BotConstructor {
  new (game: Game, kind?: string, options?: Options): Bot;
}

export interface CrewSolution {
  verdict: "unknown" | "not_winnable" | "winnable" | "probability" | "estimate";
  /** 1 winnable, 0 not, P for probability/estimate, -1 unknown. */
  probability: number;
  /** A winning line's action ids (empty unless winnable or P > 0). */
  line: number[];
  nodes: number;
}

/** The Crew's campaign log: immutable; record() returns a new Campaign. */
export interface Campaign {
  record(finished: State): Campaign;
  recordResult(mission: number, success: boolean, distressUsed?: boolean): Campaign;
  /** The lowest mission without a success; 0 when all 50 have succeeded. */
  readonly nextMission: number;
  mission(m: number): { attempts: number; distressAttempts: number; success: boolean };
  toJSON(): string;
  free(): void;
}
export interface CampaignConstructor {
  new (): Campaign;
  fromJSON(json: string | object): Campaign;
}

export interface BoardGamesBot {
  readonly CHANCE: -1;
  readonly TERMINAL: -2;
  readonly VIEW_ALL: -1;
  readonly VIEW_PUBLIC: -2;
  readonly CAMPAIGN_COMPLETE: 0;
  readonly Status: StatusCodes;
  readonly BgbError: typeof BgbError;
  /** The registered games' names. */
  readonly games: string[];
  /** The library's release version, e.g. "1.7.0". */
  readonly version: string;
  readonly abiVersion: { major: number; minor: number };
  readonly Game: GameStatic;
  readonly Rng: RngConstructor;
  readonly Bot: BotConstructor;
  readonly Campaign: CampaignConstructor;
  readonly Batch: BatchConstructor;
  /** Replays a log (docs/json.md, "Replay log"): the final state. */
  replay(log: string | object): State;
  playouts(state: State, n: number, rng: Rng): PlayoutStats;
  crewSolve(state: State, options?: Options): CrewSolution;
  crewHint(state: State, seat: number, rng: Rng, options?: Options): { action: number; share: number; solved: number }[];
  /** The emscripten module (its _bgb_* exports and HEAP views), for what the API lacks. */
  readonly module: any;
}
