// Numbers for learning agents in JS (ABI 1.5): observation tensors, legal-action masks and
// batched environments. Internal to the package (api.js calls bindTensors with its helpers).
// Results are copied out of wasm memory: a view into it would be detached by the next memory
// growth, i.e. by almost any later call.

export function bindTensors(api, h) {
  const { C, check, OUT, i32, Status, usedAfterFree, u64Halves } = h;
  const TWO32 = 4294967296;
  const { Game, State } = api;

  // Scratch for the single-state calls, grown when a game needs more (the shape, a tensor and
  // a mask of the largest game seen so far).
  const dimsCap = 8;
  const dimsBuf = C._malloc(dimsCap * 4);
  // Never NULL: a NULL buffer would be a size query that "succeeds" without writing.
  let floatCap = 2048, floatBuf = C._malloc(floatCap * 4), byteCap = 1024, byteBuf = C._malloc(byteCap);

  /// Calls call(buf, cap, OUT) with a scratch buffer of `unit`-byte elements, growing it once
  /// if the library asks for more; returns the length written.
  function intoScratch(call, unit) {
    for (let tries = 0; ; ++tries) {
      const isFloat = unit === 4;
      const st = call(isFloat ? floatBuf : byteBuf, isFloat ? floatCap : byteCap, OUT);
      if (st === Status.BUFFER_TOO_SMALL && tries === 0) {
        const need = i32()[OUT >> 2];
        const p = C._malloc(need * unit);
        if (!p) throw new api.BgbError(Status.OUT_OF_MEMORY, "out_of_memory", "boardgamesbot: out of wasm memory");
        if (isFloat) { C._free(floatBuf); floatBuf = p; floatCap = need; } else { C._free(byteBuf); byteBuf = p; byteCap = need; }
        continue;
      }
      check(st);
      return i32()[OUT >> 2];
    }
  }

  /// An int32 argument as is; anything else would reach C converted (2^32 as seat 0).
  function int32Argument(value, what) {
    if (value !== (value | 0)) throw new TypeError(`${what} must be an int32, got ${value}`);
    return value;
  }
  /// The result as a new array, or copied into out (the same type and length) and out returned.
  function copyOut(view, out, Type, what) {
    if (out === undefined) return view.slice();
    if (!(out instanceof Type) || out.length !== view.length)
      throw new TypeError(`${what}: out must be a ${Type.name} of ${view.length} elements`);
    out.set(view);
    return out;
  }

  /// The shape of every observation tensor of this game: an array of dims (today [length]).
  /// Every game has one (docs/tensors.md); BgbError "unsupported" remains the contract for a
  /// future game without an encoder.
  Game.prototype.observationShape = function observationShape() {
    const g = this.ptr;
    let st = C._bgb_game_observation_shape(g, dimsBuf, dimsCap, OUT);
    if (st === Status.BUFFER_TOO_SMALL) { // more dims than any game has today
      const n = i32()[OUT >> 2];
      const p = C._malloc(n * 4);
      try {
        check(C._bgb_game_observation_shape(g, p, n, OUT));
        return Array.from(i32().subarray(p >> 2, (p >> 2) + n));
      } finally {
        C._free(p);
      }
    }
    check(st);
    return Array.from(i32().subarray(dimsBuf >> 2, (dimsBuf >> 2) + i32()[OUT >> 2]));
  };

  /// n games of this game stepped together (see Batch).
  Game.prototype.batch = function batch(n, seed = 0) { return new Batch(this, n, seed); };

  /// What `viewer` (a seat or VIEW_PUBLIC) may know at this state, as a new Float32Array of the
  /// game's observationShape() length (or copied into out). Every game has one; BgbError
  /// "unsupported" remains the contract for a future game without an encoder.
  State.prototype.observationTensor = function observationTensor(viewer, out) {
    const p = this._ptr || usedAfterFree("State");
    const v = int32Argument(viewer, "observationTensor: viewer");
    const len = intoScratch((b, c, o) => C._bgb_state_observation_tensor(p, v, b, c, o), 4);
    return copyOut(C.HEAPF32.subarray(floatBuf >> 2, (floatBuf >> 2) + len), out, Float32Array, "observationTensor");
  };

  /// The legal-action mask: a new Uint8Array over [0, numDistinctActions) (or copied into
  /// out), 1 for each id that legalActions() lists; all 0 at chance and terminal states.
  State.prototype.legalMask = function legalMask(out) {
    const p = this._ptr || usedAfterFree("State");
    const len = intoScratch((b, c, o) => C._bgb_state_legal_mask(p, b, c, o), 1);
    return copyOut(C.HEAPU8.subarray(byteBuf, byteBuf + len), out, Uint8Array, "legalMask");
  };

  function checkOut(out, fn, key, Type, length) {
    const a = out[key];
    if (!(a instanceof Type) || a.length !== length)
      throw new TypeError(`Batch.${fn}: out.${key} must be a ${Type.name} of ${length} elements`);
  }

  // A batch and its scratch memory go together: the safety net frees both.
  const batches = new FinalizationRegistry(({ ptr, mem }) => { C._bgb_batch_free(ptr); C._free(mem); });

  /// n games of one game stepped by one call, for vectorised learning loops (bgb.h, "Batched
  /// environments"): chance is played inside, each game always waits for a decision, and a
  /// finished game starts again. Game i draws from SplitMix64 seeded playout_seed(seed, i).
  class Batch {
    constructor(game, n, seed = 0) {
      const [lo, hi] = u64Halves(seed);
      const g = game.ptr;
      // Past int32 the library would see another number: its own range check covers the rest.
      if (n !== (n | 0)) throw new RangeError(`Batch: n must be an integer in 1..1048576, got ${n}`);
      this.numPlayers = game.numPlayers;
      this.numDistinctActions = game.numDistinctActions;
      /// Floats per observation row (every game has a tensor); null only for a future game
      /// without an encoder.
      this.observationLength = null;
      const st = C._bgb_game_observation_shape(g, dimsBuf, dimsCap, OUT);
      if (st === Status.OK) {
        const dims = i32().subarray(dimsBuf >> 2, (dimsBuf >> 2) + i32()[OUT >> 2]);
        this.observationLength = dims.reduce((a, b) => a * b, 1);
      } else if (st !== Status.UNSUPPORTED) check(st);
      // One allocation for every buffer step and observe use, made once: actions, players
      // (int32), rewards and observations (float32), then dones and masks (bytes). Checked
      // before the games are made: malloc takes 32 bits, and a larger size would wrap.
      const P = this.numPlayers, A = this.numDistinctActions, L = this.observationLength ?? 0;
      const words = n + n + n * P + n * L, bytes = words * 4 + n + n * A;
      if (bytes > 0xffffffff)
        throw new api.BgbError(Status.OUT_OF_MEMORY, "out_of_memory",
                               `Batch: ${n} games need ${bytes} bytes of buffers, more than wasm32 addresses`);
      check(C._bgb_batch_new(g, n, lo, hi, OUT));
      const ptr = i32()[OUT >> 2];
      try {
        const mem = C._malloc(bytes);
        if (!mem) throw new api.BgbError(Status.OUT_OF_MEMORY, "out_of_memory", `Batch: out of wasm memory for ${n} games`);
        this._ptr = ptr;
        this._mem = mem;
        this._n = n;
        this._actions = mem;
        this._players = mem + 4 * n;
        this._rewards = mem + 8 * n;
        this._obs = this._rewards + 4 * n * P;
        this._dones = mem + 4 * words;
        this._masks = this._dones + n;
        this._pool = game._pool;
      } catch (e) {
        C._bgb_batch_free(ptr);
        throw e;
      }
      batches.register(this, { ptr: this._ptr, mem: this._mem }, this);
    }
    get ptr() { return this._ptr || usedAfterFree("Batch"); }
    /// The number of games n (bgb_batch_size).
    get size() {
      check(C._bgb_batch_size(this.ptr, OUT));
      return i32()[OUT >> 2];
    }
    /// Starts every game again: afterwards the batch is what game.batch(n, seed) makes.
    reset(seed = 0) {
      const [lo, hi] = u64Halves(seed);
      check(C._bgb_batch_reset(this.ptr, lo, hi));
    }
    /// Plays actions[i] in game i (an Int32Array or number array of length n), then its chance
    /// nodes; a game that ends reports its returns and starts again. Returns rewards
    /// (n*numPlayers, row i the returns of game i if it ended, else 0) and dones (n): new
    /// arrays, or copied into out.rewards / out.dones (a Float32Array and a Uint8Array of those
    /// lengths), which is returned: a loop that reuses them allocates nothing per step.
    /// An illegal action throws BgbError "illegal_action" naming the game, and nothing moves.
    step(actions, out) {
      const p = this.ptr, n = this._n, P = this.numPlayers;
      if (out !== undefined) {
        checkOut(out, "step", "rewards", Float32Array, n * P);
        checkOut(out, "step", "dones", Uint8Array, n);
      }
      const count = actions.length;
      if (count === n) {
        if (!(actions instanceof Int32Array)) {
          for (let i = 0; i < n; ++i) {
            const a = actions[i];
            if (a !== (a | 0)) throw new RangeError(`Batch.step: actions[${i}] is ${a}, not an int32 action id`);
          }
        }
        C.HEAP32.set(actions, this._actions >> 2);
      } // else the library refuses the length in its own words, before reading any action
      check(C._bgb_batch_step(p, this._actions, count, this._rewards, this._dones));
      const r = this._rewards >> 2;
      const rewards = C.HEAPF32.subarray(r, r + n * P), dones = C.HEAPU8.subarray(this._dones, this._dones + n);
      if (out === undefined) return { rewards: rewards.slice(), dones: dones.slice() };
      out.rewards.set(rewards);
      out.dones.set(dones);
      return out;
    }
    /// Every game's seat to act (players, n), its legal-action mask (masks, n*numDistinctActions)
    /// and its tensor for that seat (observations, n*observationLength; null when asked
    /// { observations: false }, which only a future game without an encoder would need). New
    /// arrays, or copied into { out } (out.observations untouched without observations), which
    /// is returned.
    observe({ observations = true, out } = {}) {
      const p = this.ptr, n = this._n, A = this.numDistinctActions;
      const L = this.observationLength ?? 0;
      if (out !== undefined) {
        if (observations && L > 0) checkOut(out, "observe", "observations", Float32Array, n * L);
        checkOut(out, "observe", "masks", Uint8Array, n * A);
        checkOut(out, "observe", "players", Int32Array, n);
      }
      // For a game without an encoder (none today) the obs pointer is still given, so the
      // library's "unsupported" error names the game.
      const obs = observations ? this._obs : 0;
      // The int64 capacities go as (low, high) halves, as emscripten passes them.
      const oc = n * L, mc = n * A;
      check(C._bgb_batch_observe(p, obs, oc % TWO32, Math.floor(oc / TWO32), this._masks, mc % TWO32,
                                 Math.floor(mc / TWO32), this._players));
      const o = this._obs >> 2, pl = this._players >> 2;
      const views = {
        observations: observations ? C.HEAPF32.subarray(o, o + n * L) : null,
        masks: C.HEAPU8.subarray(this._masks, this._masks + n * A),
        players: C.HEAP32.subarray(pl, pl + n),
      };
      if (out === undefined) {
        return { observations: views.observations?.slice() ?? null, masks: views.masks.slice(), players: views.players.slice() };
      }
      if (views.observations) out.observations.set(views.observations);
      out.masks.set(views.masks);
      out.players.set(views.players);
      return out;
    }
    /// A copy of game i's current state as a new State (later steps do not change it).
    state(i) {
      check(C._bgb_batch_state(this.ptr, int32Argument(i, "Batch.state: i"), OUT));
      return new State(i32()[OUT >> 2], this._pool);
    }
    free() {
      if (this._ptr) {
        batches.unregister(this);
        C._bgb_batch_free(this._ptr);
        C._free(this._mem);
        this._ptr = 0;
        this._mem = 0;
      }
    }
  }

  api.Batch = Batch;
}
