// The JS face of libbgb's C ABI over one instantiated wasm module (bindApi). Internal to the
// package: import index.js. Conventions of bgb.h carried over: statuses become BgbError with
// the library's message; handles own C memory and have free(); states are immutable (apply
// returns a new State) except for the explicit applyInto/copyInto of the hot path.
import { bindExtras } from "./extras.js";
import { bindTensors } from "./tensors.js";

/// A failed libbgb call: status is the BGB_E_* code (a negative number), code its short name
/// ("illegal_action", ...), message bgb_last_error()'s text, which names the C function.
export class BgbError extends Error {
  constructor(status, code, message) {
    super(message);
    this.name = "BgbError";
    this.status = status;
    this.code = code;
  }
}

export const Status = Object.freeze({
  OK: 0, INVALID_ARGUMENT: -1, ILLEGAL_ACTION: -2, BUFFER_TOO_SMALL: -3, PARSE: -4,
  UNKNOWN_GAME: -5, OUT_OF_MEMORY: -6, UNSUPPORTED: -7, INTERNAL: -100,
});

const TWO32 = 4294967296;
const encoder = new TextEncoder();
const decoder = new TextDecoder();

/// Splits a seed (number, bigint or decimal string) into the two 32-bit halves that a uint64_t
/// parameter takes in the wasm export (emscripten legalises i64 parameters as lo, hi).
export function u64Halves(value) {
  let v;
  if (typeof value === "bigint") v = value;
  else if (typeof value === "number") {
    // Above 2^53 a number is no longer the integer it was written as: ask for a BigInt.
    if (!Number.isSafeInteger(value)) throw new RangeError(`${value} is not a safe integer: pass a BigInt`);
    v = BigInt(value);
  } else v = BigInt(String(value));
  if (v < 0n || v >= 1n << 64n) throw new RangeError(`${value} is not an unsigned 64-bit integer`);
  return [Number(v & 0xffffffffn), Number(v >> 32n)];
}

/// Options as the C functions take them: an object is stringified, a string passed as is.
export function optionsText(options) {
  if (options === undefined || options === null) return null;
  return typeof options === "string" ? options : JSON.stringify(options);
}

export function bindApi(M) {
  const C = M; // the exported functions: C._bgb_*
  // Scratch memory for out-parameters, allocated once: calls of the playout loop allocate
  // nothing on the JS side beyond their results.
  const scratch = C._malloc(64);
  const OUT = scratch;          // int32 / first int32 output
  const OUT2 = scratch + 4;     // a second int32 output
  const OUT3 = scratch + 8;     // a third int32 output
  const OUT64 = scratch + 16;   // uint64 / double output
  const OUTF = scratch + 24;    // double output
  let legalCap = 256;
  let legalBuf = C._malloc(legalCap * 4);
  let textCap = 4096;
  let textBuf = C._malloc(textCap);

  const i32 = () => C.HEAP32;
  const u32 = () => C.HEAPU32;
  const f64 = () => C.HEAPF64;

  function lastError(status) {
    return new BgbError(status, cString(C._bgb_status_string(status)), cString(C._bgb_last_error()));
  }
  function check(status) {
    if (status < 0) throw lastError(status);
    return status;
  }
  function cString(ptr) {
    if (!ptr) return "";
    const heap = C.HEAPU8;
    let end = ptr;
    while (heap[end] !== 0) ++end;
    return decoder.decode(heap.subarray(ptr, end));
  }
  /// Copies a JS string into fresh C memory (NUL-terminated); the caller frees it.
  function allocString(text) {
    if (text === null || text === undefined) return 0;
    const s = String(text);
    const max = s.length * 3 + 1;
    const p = C._malloc(max);
    if (!p) throw new BgbError(Status.OUT_OF_MEMORY, "out_of_memory", "boardgamesbot: out of wasm memory");
    const { written } = encoder.encodeInto(s, C.HEAPU8.subarray(p, p + max - 1));
    C.HEAPU8[p + written] = 0;
    return p;
  }
  /// Runs fn with the strings copied into C memory, then frees them.
  function withStrings(texts, fn) {
    const ptrs = [];
    try {
      for (const t of texts) ptrs.push(allocString(t));
      return fn(...ptrs);
    } finally {
      for (const p of ptrs) if (p) C._free(p);
    }
  }
  /// The buffer protocol for strings: call(buf, cap, outLen) into the shared text buffer,
  /// growing it when the library asks for more.
  function readText(call) {
    for (;;) {
      const st = call(textBuf, textCap, OUT);
      if (st === Status.BUFFER_TOO_SMALL) {
        const need = i32()[OUT >> 2] + 1;
        C._free(textBuf);
        textCap = Math.max(need, textCap * 2);
        textBuf = C._malloc(textCap);
        continue;
      }
      check(st);
      const len = i32()[OUT >> 2];
      return decoder.decode(C.HEAPU8.subarray(textBuf, textBuf + len));
    }
  }
  function growLegal(need) {
    C._free(legalBuf);
    legalCap = Math.max(need, legalCap * 2);
    legalBuf = C._malloc(legalCap * 4);
  }
  function readU64(ptr) {
    const h = u32();
    return (BigInt(h[(ptr >> 2) + 1]) << 32n) | BigInt(h[ptr >> 2]);
  }
  function readI64Number(ptr) {
    const h = u32();
    return h[(ptr >> 2) + 1] * TWO32 + h[ptr >> 2]; // exact below 2^53, which every count is
  }

  // The safety net: one registry per kind of handle, holding the bare pointer (a number: an
  // object as held value measured 2-3x dearer per State), unregistered by free().
  const registries = {
    state: new FinalizationRegistry((p) => C._bgb_state_free(p)),
    game: new FinalizationRegistry((p) => C._bgb_game_free(p)),
    mem: new FinalizationRegistry((p) => C._free(p)),
    bot: new FinalizationRegistry((p) => C._bgb_bot_free(p)),
    campaign: new FinalizationRegistry((p) => C._bgb_campaign_free(p)),
  };

  // Handles of freed states, kept for apply to reuse: bgb_state_apply_into on a handle the
  // library already allocated costs none of bgb_state_apply's three allocations. apply_into
  // needs a handle of the same game, so each Game has its pool and the states made from it
  // (apply, clone, resample...) share it. A pool that becomes unreachable frees what it holds.
  const POOL_MAX = 16;
  const pools = new FinalizationRegistry((ptrs) => { for (const p of ptrs) C._bgb_state_free(p); });
  class Pool {
    constructor() {
      this.ptrs = [];
      pools.register(this, this.ptrs);
    }
  }

  // States join the registry lazily: registering and unregistering one costs about as much
  // as the rest of a playout step, and most states of a loop are freed within it. A new
  // State waits in `young` (held, so it cannot be collected unseen) until the current job
  // ends (a microtask) or 256 more have been made; those not freed by then are registered.
  const young = [];
  let flushQueued = false;
  function flushYoung() {
    flushQueued = false;
    for (const st of young) {
      if (st._ptr !== 0) {
        registries.state.register(st, st._ptr, st);
        st._registered = true;
      }
    }
    young.length = 0;
  }
  function track(st) {
    young.push(st);
    if (young.length >= 256) flushYoung();
    else if (!flushQueued) {
      flushQueued = true;
      queueMicrotask(flushYoung);
    }
  }

  function usedAfterFree(what) {
    throw new BgbError(Status.INVALID_ARGUMENT, "invalid_argument", `boardgamesbot: ${what} used after free()`);
  }

  const api = {
    CHANCE: -1, TERMINAL: -2, VIEW_ALL: -1, VIEW_PUBLIC: -2, Status, BgbError,
    module: M,
  };

  /// The pinned SplitMix64 generator: new Rng(seed) starts where bgb_rng_seed(seed) does, so
  /// a seed draws the same numbers here as in C, C++, C# and Python.
  class Rng {
    constructor(seed = 0) {
      const [lo, hi] = u64Halves(seed);
      this._ptr = C._malloc(8);
      C._bgb_rng_seed(lo, hi, this._ptr);
      registries.mem.register(this, this._ptr, this);
    }
    /// The whole generator state (a uint64 as a BigInt); assign it to restore a stream.
    get state() { return readU64(this._ptr || usedAfterFree("Rng")); }
    set state(value) {
      const [lo, hi] = u64Halves(value);
      const p = this._ptr || usedAfterFree("Rng");
      u32()[p >> 2] = lo;
      u32()[(p >> 2) + 1] = hi;
    }
    /// A uniform integer in [0, bound), as bgb_rng_below draws it.
    below(bound) {
      const p = this._ptr || usedAfterFree("Rng");
      let hi = 0;
      if (bound !== bound >>> 0) { // not a uint32: 0 goes to C, which names the error
        if (!Number.isSafeInteger(bound) || bound < 0) throw new RangeError(`Rng.below: bound must be an integer in 1..2^53-1, got ${bound}`);
        hi = Math.floor(bound / TWO32);
      }
      check(C._bgb_rng_below(p, bound >>> 0, hi, OUT64));
      return readI64Number(OUT64);
    }
    /// An independent copy of the stream (both continue from here).
    clone() {
      const r = new Rng(0);
      r.state = this.state;
      return r;
    }
    free() {
      if (this._ptr) {
        registries.mem.unregister(this);
        C._free(this._ptr);
        this._ptr = 0;
      }
    }
  }

  class Game {
    constructor(ptr) {
      this._ptr = ptr;
      this._pool = new Pool();
      registries.game.register(this, ptr, this);
    }
    /// A game by name with options (an object or a JSON string; omitted for the defaults).
    static create(name, options) {
      return withStrings([name, optionsText(options)], (pName, pOptions) => {
        check(C._bgb_game_new(pName, pOptions, OUT));
        return new Game(i32()[OUT >> 2]);
      });
    }
    get ptr() { return this._ptr || usedAfterFree("Game"); }
    get name() { return readText((b, c, o) => C._bgb_game_name(this.ptr, b, c, o)); }
    /// The normalized options (every option spelled out), parsed.
    get options() { return JSON.parse(readText((b, c, o) => C._bgb_game_options_json(this.ptr, b, c, o))); }
    get numPlayers() { check(C._bgb_game_num_players(this.ptr, OUT)); return i32()[OUT >> 2]; }
    get numDistinctActions() { check(C._bgb_game_num_distinct_actions(this.ptr, OUT)); return i32()[OUT >> 2]; }
    get maxLegalActions() { check(C._bgb_game_max_legal_actions(this.ptr, OUT)); return i32()[OUT >> 2]; }
    initialState() {
      check(C._bgb_state_new(this.ptr, OUT));
      return new State(i32()[OUT >> 2], this._pool);
    }
    /// Reads an omniscient snapshot (State.toJSON()), given as text or as a parsed object.
    stateFromJSON(json) {
      const text = typeof json === "string" ? json : JSON.stringify(json);
      return withStrings([text], (p) => {
        check(C._bgb_state_from_json(this.ptr, p, OUT));
        return new State(i32()[OUT >> 2], this._pool);
      });
    }
    free() {
      if (this._ptr) {
        registries.game.unregister(this);
        C._bgb_game_free(this._ptr);
        this._ptr = 0;
      }
    }
    toString() { return `${this.name} ${JSON.stringify(this.options)}`; }
  }

  class State {
    constructor(ptr, pool) {
      this._ptr = ptr;
      this._pool = pool;
      this._registered = false;
      track(this);
    }
    get ptr() { return this._ptr || usedAfterFree("State"); }
    /// The seat to act, CHANCE (-1) at a chance node, TERMINAL (-2) when the game is over.
    get currentPlayer() {
      check(C._bgb_state_current_player(this._ptr || usedAfterFree("State"), OUT));
      return i32()[OUT >> 2];
    }
    get isTerminal() {
      check(C._bgb_state_is_terminal(this._ptr || usedAfterFree("State"), OUT));
      return i32()[OUT >> 2] !== 0;
    }
    /// The seat to act's legal actions in ascending id order: a new Int32Array (empty at chance
    /// and terminal states).
    legalActions() {
      const p = this._ptr || usedAfterFree("State");
      let st = C._bgb_state_legal_actions(p, legalBuf, legalCap, OUT);
      if (st === Status.BUFFER_TOO_SMALL) {
        growLegal(i32()[OUT >> 2]);
        st = C._bgb_state_legal_actions(p, legalBuf, legalCap, OUT);
      }
      check(st);
      const start = legalBuf >> 2;
      return i32().slice(start, start + i32()[OUT >> 2]);
    }
    /// At a chance node, [{action, probability}] for every outcome; [] elsewhere.
    chanceOutcomes() {
      const p = this.ptr;
      check(C._bgb_state_chance_outcomes(p, 0, 0, 0, OUT));
      const n = i32()[OUT >> 2];
      if (n === 0) return [];
      const mem = C._malloc(n * 12 + 8);
      try {
        const probs = (mem + 7) & ~7, acts = probs + n * 8;
        check(C._bgb_state_chance_outcomes(p, acts, probs, n, OUT));
        const out = [];
        for (let i = 0; i < n; ++i) out.push({ action: i32()[(acts >> 2) + i], probability: f64()[(probs >> 3) + i] });
        return out;
      } finally {
        C._free(mem);
      }
    }
    /// Draws a chance outcome with rng (bgb_state_sample_chance).
    sampleChance(rng) {
      check(C._bgb_state_sample_chance(this._ptr || usedAfterFree("State"), rng._ptr || usedAfterFree("Rng"), OUT));
      return i32()[OUT >> 2];
    }
    /// The action a uniformly random playout takes here, drawn with rng (bgb_state_random_action,
    /// ABI 1.7): at a chance node what sampleChance draws, at a seat's turn
    /// legalActions()[rng.below(n)], without building the list. Throws BgbError at the end.
    randomAction(rng) {
      check(C._bgb_state_random_action(this._ptr || usedAfterFree("State"), rng._ptr || usedAfterFree("Rng"), OUT));
      return i32()[OUT >> 2];
    }
    /// A NEW state after the action; this one is unchanged. Illegal actions throw BgbError.
    apply(action) {
      const p = this._ptr || usedAfterFree("State");
      const pool = this._pool.ptrs;
      if (pool.length > 0) {
        const dst = pool.pop();
        if (C._bgb_state_apply_into(p, action, dst) === 0) return new State(dst, this._pool);
        pool.push(dst); // failed: bgb_state_apply below reports it in its own name
      }
      check(C._bgb_state_apply(p, action, OUT));
      return new State(i32()[OUT >> 2], this._pool);
    }
    /// Applies the action and writes the result into dst (a state of the same game) instead of
    /// a new State: the allocation-free hot path. dst === this is allowed.
    applyInto(action, dst) {
      check(C._bgb_state_apply_into(this._ptr || usedAfterFree("State"), action, dst._ptr || usedAfterFree("State")));
      return dst;
    }
    /// Overwrites dst (a state of the same game) with this state.
    copyInto(dst) {
      check(C._bgb_state_copy_into(this.ptr, dst.ptr));
      return dst;
    }
    /// Parses the game's notation ("play g5") and applies it.
    applyText(text) {
      return withStrings([text], (p) => {
        check(C._bgb_state_apply_text(this.ptr, p, OUT));
        return new State(i32()[OUT >> 2], this._pool);
      });
    }
    /// The id of an action text in this state (it may still be illegal: apply checks).
    parseAction(text) {
      return withStrings([text], (p) => {
        check(C._bgb_state_parse_action(this.ptr, p, OUT));
        return i32()[OUT >> 2];
      });
    }
    actionText(action) {
      const p = this._ptr || usedAfterFree("State");
      return readText((b, c, o) => C._bgb_state_action_text(p, action, b, c, o));
    }
    /// The text of an action taken from this state as `viewer` (a seat, VIEW_PUBLIC or VIEW_ALL)
    /// may read it: a card or item it may not know reads "?" ("deal ?", "item ?"). ABI 1.6.
    actionTextFor(action, viewer) {
      const p = this._ptr || usedAfterFree("State");
      return readText((b, c, o) => C._bgb_state_action_text_for(p, action, viewer, b, c, o));
    }
    /// One return per player (final at a terminal state), as an array of numbers.
    returns() {
      const p = this._ptr || usedAfterFree("State");
      check(C._bgb_state_returns(p, returnsBuf, 8, OUT));
      const n = i32()[OUT >> 2];
      return Array.from(f64().subarray(returnsBuf >> 3, (returnsBuf >> 3) + n));
    }
    /// The state as JSON text for a viewer: VIEW_ALL (the default) is the exact snapshot that
    /// Game.stateFromJSON reads back; a seat or VIEW_PUBLIC that viewer's observation. A
    /// non-number argument (JSON.stringify passes a key) means VIEW_ALL.
    toJSON(viewer) {
      const v = typeof viewer === "number" ? viewer : api.VIEW_ALL;
      return readText((b, c, o) => C._bgb_state_to_json(this.ptr, v, b, c, o));
    }
    /// What the viewer sees, parsed: an object.
    observation(viewer) { return JSON.parse(this.toJSON(viewer)); }
    /// A short picture of the state for people (the format may change).
    render(viewer = api.VIEW_ALL) {
      return readText((b, c, o) => C._bgb_state_render(this.ptr, viewer, b, c, o));
    }
    /// The 64-bit hash, equal on every platform for equal states: a BigInt.
    hash() {
      check(C._bgb_state_hash(this._ptr || usedAfterFree("State"), OUT64));
      return readU64(OUT64);
    }
    /// A NEW state that `seat` cannot tell from this one, its hidden information redrawn.
    resample(seat, rng) {
      check(C._bgb_state_resample(this.ptr, seat, rng._ptr || usedAfterFree("Rng"), OUT));
      return new State(i32()[OUT >> 2], this._pool);
    }
    /// A second handle to the same state (free both).
    clone() {
      check(C._bgb_state_clone(this.ptr, OUT));
      return new State(i32()[OUT >> 2], this._pool);
    }
    /// The game this state belongs to: a new Game handle.
    get game() {
      check(C._bgb_state_game(this.ptr, OUT));
      return new Game(i32()[OUT >> 2]);
    }
    /// n uniformly random games played inside wasm from this state (bgb_playouts); rng
    /// advances by one draw. Returns the totals (see PlayoutStats in index.d.ts).
    playouts(n, rng) { return api.playouts(this, n, rng); }
    free() {
      if (this._ptr) {
        if (this._registered) registries.state.unregister(this);
        const pool = this._pool.ptrs;
        if (pool.length < POOL_MAX) pool.push(this._ptr);
        else C._bgb_state_free(this._ptr);
        this._ptr = 0;
      }
    }
    toString() { return this.render(); }
  }

  const returnsBuf = C._malloc(8 * 8);
  // bgb_playout_stats: 5 int64, 2 int32, wins int64[8], return_sums double[8], lengths int64[64].
  const STATS_SIZE = 40 + 8 + 64 + 64 + 512;
  const statsBuf = C._malloc(STATS_SIZE);

  api.playouts = (state, n, rng) => {
    // One thread: a wasm module without pthreads has only one (bgb.h's threads parameter is
    // honoured natively; here the totals would be the same anyway).
    check(C._bgb_playouts(state.ptr, n, rng._ptr || usedAfterFree("Rng"), 1, statsBuf));
    const base = statsBuf;
    const players = i32()[(base + 40) >> 2];
    const seatI64 = (off, k) => readI64Number(base + off + 8 * k);
    const wins = [], returnSums = [], lengths = [];
    for (let k = 0; k < players; ++k) {
      wins.push(seatI64(48, k));
      returnSums.push(f64()[((base + 112) >> 3) + k]);
    }
    for (let b = 0; b < 64; ++b) lengths.push(seatI64(176, b));
    return {
      games: readI64Number(base), actions: readI64Number(base + 8), decisions: readI64Number(base + 16),
      allWon: readI64Number(base + 24), split: readI64Number(base + 32), numPlayers: players,
      wins, returnSums, lengths,
    };
  };

  /// Replays a log (docs/json.md, "Replay log"), given as text or an object: the final State.
  api.replay = (log) => withStrings([typeof log === "string" ? log : JSON.stringify(log)], (p) => {
    check(C._bgb_replay(p, OUT));
    return new State(i32()[OUT >> 2], new Pool());
  });

  api.Game = Game;
  api.State = State;
  api.Rng = Rng;
  api.games = JSON.parse(readText((b, c, o) => C._bgb_games_list(b, c, o)));
  const abi = C._bgb_abi_version() >>> 0;
  api.abiVersion = { major: abi >>> 16, minor: abi & 0xffff };
  api.version = cString(C._bgb_version_string());

  bindExtras(api, {
    C, check, withStrings, readText, readU64, readI64Number, optionsText, registries, usedAfterFree, OUT, OUT2, OUT3,
    OUT64, OUTF, i32, f64, Status,
  });
  bindTensors(api, { C, check, OUT, i32, Status, usedAfterFree, u64Halves });
  return api;
}
