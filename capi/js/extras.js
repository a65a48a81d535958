// The rest of the C ABI in JS: bots (ABI 1.2), The Crew's solver (1.3) and campaign log (1.1).
// Internal to the package (api.js calls bindExtras with its helpers).

const VERDICTS = ["unknown", "not_winnable", "winnable", "probability", "estimate"];

export function bindExtras(api, h) {
  const { C, check, withStrings, readText, optionsText, registries, usedAfterFree, OUT, OUT2, OUT3, OUT64, OUTF, i32, f64 } = h;

  /// The array protocol of bgb_bot_analyse / bgb_crew_hint: a size query, then fill(a, b, c, n)
  /// into three parallel arrays of n elements (a: int32, b: 8-byte, c: int32) in one
  /// allocation, then read(i) for each element, then the memory is freed.
  function parallelArrays(sizeQuery, fill, read) {
    check(sizeQuery());
    const n = i32()[OUT >> 2];
    const mem = C._malloc(n * 16 + 16);
    try {
      const b = (mem + 7) & ~7, a = b + n * 8, c = a + n * 4;
      check(fill(a, b, c, n));
      const out = [];
      for (let i = 0; i < i32()[OUT >> 2]; ++i)
        out.push(read(i32()[(a >> 2) + i], f64()[(b >> 3) + i], i32()[(c >> 2) + i]));
      return out;
    } finally {
      C._free(mem);
    }
  }

  /// A search bot of one game: "random", "uct", "ismcts" or "mcts" (the right search for the
  /// game), with options as bgb.h's Bots section lists them. In wasm "threads" > 1 run one
  /// after another (same result as native threads, no speed-up).
  class Bot {
    constructor(game, kind = "mcts", options) {
      this._ptr = withStrings([kind, optionsText(options)], (pKind, pOptions) => {
        check(C._bgb_bot_new(game.ptr, pKind, pOptions, OUT));
        return i32()[OUT >> 2];
      });
      registries.bot.register(this, this._ptr, this);
    }
    get ptr() { return this._ptr || usedAfterFree("Bot"); }
    /// The bot's legal action for the seat to act at state, drawing from rng.
    choose(state, rng) {
      check(C._bgb_bot_choose(this.ptr, state.ptr, rng._ptr || usedAfterFree("Rng"), OUT));
      return i32()[OUT >> 2];
    }
    /// What the search thinks of every legal action: [{action, visits, value}] in id order.
    analyse(state, rng) {
      const r = rng._ptr || usedAfterFree("Rng");
      return parallelArrays(
        () => C._bgb_bot_analyse(this.ptr, state.ptr, r, 0, 0, 0, 0, OUT),
        (a, b, c, n) => C._bgb_bot_analyse(this.ptr, state.ptr, r, a, c, b, n, OUT),
        (action, value, visits) => ({ action, visits, value }));
    }
    free() {
      if (this._ptr) {
        registries.bot.unregister(this);
        C._bgb_bot_free(this._ptr);
        this._ptr = 0;
      }
    }
  }

  /// The Crew's double-dummy solver on a state from the task picks on:
  /// {verdict: "unknown"|"not_winnable"|"winnable"|"probability"|"estimate", probability,
  ///  line (action ids of a winning line), nodes}.
  function crewSolve(state, options) {
    const lineCap = 256; // BGB_CREW_MAX_LINE
    const line = C._malloc(lineCap * 4);
    try {
      return withStrings([optionsText(options)], (pOptions) => {
        check(C._bgb_crew_solve(state.ptr, pOptions, OUT, OUTF, line, lineCap, OUT2, OUT64));
        const len = i32()[OUT2 >> 2];
        return {
          verdict: VERDICTS[i32()[OUT >> 2]] ?? String(i32()[OUT >> 2]),
          probability: f64()[OUTF >> 3],
          line: Array.from(i32().subarray(line >> 2, (line >> 2) + len)),
          nodes: h.readI64Number(OUT64),
        };
      });
    } finally {
      C._free(line);
    }
  }

  /// The solver's hint for `seat` (the seat to act): [{action, share, solved}] in id order.
  function crewHint(state, seat, rng, options) {
    const r = rng._ptr || usedAfterFree("Rng");
    return withStrings([optionsText(options)], (pOptions) => parallelArrays(
      () => C._bgb_crew_hint(state.ptr, seat, pOptions, r, 0, 0, 0, 0, OUT),
      (a, b, c, n) => C._bgb_crew_hint(state.ptr, seat, pOptions, r, a, b, c, n, OUT),
      (action, share, solved) => ({ action, share, solved })));
  }

  /// The Crew's campaign log: an immutable value; record() returns a new Campaign.
  class Campaign {
    constructor(ptr) {
      if (ptr === undefined) {
        check(C._bgb_campaign_new(OUT));
        ptr = i32()[OUT >> 2];
      }
      this._ptr = ptr;
      registries.campaign.register(this, ptr, this);
    }
    static fromJSON(json) {
      return withStrings([typeof json === "string" ? json : JSON.stringify(json)], (p) => {
        check(C._bgb_campaign_from_json(p, OUT));
        return new Campaign(i32()[OUT >> 2]);
      });
    }
    get ptr() { return this._ptr || usedAfterFree("Campaign"); }
    /// Records the attempt that ended in a finished state of The Crew.
    record(finished) {
      check(C._bgb_campaign_record(this.ptr, finished.ptr, OUT));
      return new Campaign(i32()[OUT >> 2]);
    }
    /// Records an attempt played with the physical cards.
    recordResult(mission, success, distressUsed = false) {
      check(C._bgb_campaign_record_result(this.ptr, mission, success ? 1 : 0, distressUsed ? 1 : 0, OUT));
      return new Campaign(i32()[OUT >> 2]);
    }
    /// The lowest mission without a success, or 0 when all 50 have succeeded.
    get nextMission() {
      check(C._bgb_campaign_next_mission(this.ptr, OUT));
      return i32()[OUT >> 2];
    }
    /// One mission's row: {attempts, distressAttempts, success}.
    mission(m) {
      check(C._bgb_campaign_mission(this.ptr, m, OUT, OUT2, OUT3));
      return { attempts: i32()[OUT >> 2], distressAttempts: i32()[OUT2 >> 2], success: i32()[OUT3 >> 2] !== 0 };
    }
    /// The log as JSON text (docs/json.md, "Campaign log").
    toJSON() { return readText((b, c, o) => C._bgb_campaign_to_json(this.ptr, b, c, o)); }
    free() {
      if (this._ptr) {
        registries.campaign.unregister(this);
        C._bgb_campaign_free(this._ptr);
        this._ptr = 0;
      }
    }
  }

  api.Bot = Bot;
  api.Campaign = Campaign;
  api.crewSolve = crewSolve;
  api.crewHint = crewHint;
  api.CAMPAIGN_COMPLETE = 0;
}
