// SPDX-License-Identifier: MIT
// One game at a table: a human seat against bots, over the boardgamesbot package. No DOM and no
// worker API here, so the same code runs in the page's Web Worker (worker.js) and in Node (the
// Chromium test replays a game with it to know what the page must show).

/// The games the page offers, their options and the bot seats' defaults.
export const GAMES = {
  "the-crew": { title: "The Crew", seats: (o) => o.players ?? 4 },
  "under-falling-skies": { title: "Under Falling Skies", seats: () => 1 },
  "dp6": { title: "DP6", seats: (o) => o.players ?? 2 },
  "red-november": { title: "Red November", seats: (o) => o.players ?? 4 },
};

/// The sentence that ends a game, from the human's final observation and the returns.
export function resultText(gameName, obs, returns, human) {
  const why = obs.failure?.text ?? "";
  const win = returns[human] > 0;
  switch (gameName) {
    case "the-crew":
      return win ? "Mission accomplished" : `Mission failed: ${why}`;
    case "under-falling-skies":
      return win ? "You win: the research is complete" : `You lose: ${why}`;
    case "dp6":
      if (!returns.some((r) => r > 0)) return `Nobody wins: ${why.replace(/; nobody wins$/, "")}`;
      return `${win ? "You win" : "You lose"}: ${why}`;
    case "red-november":
      if (obs.end === "won") return win ? "You win: the gnomes are rescued" : "You lose: the others were rescued";
      return `${win ? "You win (you abandoned ship)" : "You lose"}: ${why}`;
    default:
      return win ? "You win" : "You lose";
  }
}

/// A game in progress. new Session(bgb, {game, options, seed, humanSeat, botKind, iterations}).
/// The seeded Rng draws the chance outcomes and the bots' random numbers, so the same settings
/// and the same human moves replay the same game.
export class Session {
  constructor(bgb, { game, options = {}, seed = 1, humanSeat = 0, botKind = "mcts", iterations = 500 }) {
    if (!GAMES[game]) throw new Error(`unknown game '${game}'`);
    this.bgb = bgb;
    this.name = game;
    this.game = bgb.Game.create(game, options);
    this.players = GAMES[game].seats(options);
    if (!(humanSeat >= 0 && humanSeat < this.players)) throw new Error(`seat ${humanSeat} is not a seat of this game`);
    this.human = humanSeat;
    this.rng = new bgb.Rng(BigInt(seed));
    this.bot = botKind === "random" ? null : new bgb.Bot(this.game, botKind, { iterations });
    this.state = this.game.initialState();
    this.obs = this.state.observation(this.human);
    this.log = [];
  }

  /// True while the next move is a bot's or chance's, not the human's.
  get botsToMove() {
    return !this.state.isTerminal && this.state.currentPlayer !== this.human;
  }

  /// Plays one chance outcome or bot move; returns its transcript entry.
  step() {
    const s = this.state;
    const seat = s.currentPlayer;
    let a;
    if (seat === this.bgb.CHANCE) a = s.sampleChance(this.rng);
    else if (this.bot) a = this.bot.choose(s, this.rng);
    else {
      const legal = s.legalActions();
      a = legal[this.rng.below(legal.length)];
    }
    return this.#apply(a);
  }

  /// Applies the human's action (an id from legal()); refuses anything else.
  act(action) {
    if (this.state.currentPlayer !== this.human) throw new Error("it is not your turn");
    if (!this.state.legalActions().includes(action)) throw new Error(`action ${action} is not legal now`);
    return this.#apply(action);
  }

  #apply(a) {
    const seat = this.state.currentPlayer;
    const text = this.state.actionTextFor(a, this.human);
    const next = this.state.apply(a);
    this.state.free?.();
    this.state = next;
    this.obs = next.observation(this.human);
    const entry = { seat, text };
    this.log.push(entry);
    return entry;
  }

  /// Everything the page shows, all of it from the human seat's point of view.
  view() {
    const s = this.state;
    const legal = !s.isTerminal && s.currentPlayer === this.human
      ? Array.from(s.legalActions(), (id) => ({ id, text: s.actionText(id) }))
      : [];
    const returns = s.isTerminal ? Array.from(s.returns()) : null;
    return {
      game: this.name,
      players: this.players,
      human: this.human,
      toAct: s.currentPlayer,
      terminal: s.isTerminal,
      observation: this.obs,
      render: s.render(this.human),
      legal,
      returns,
      result: returns ? resultText(this.name, this.obs, returns, this.human) : null,
    };
  }

  free() {
    this.state.free?.();
    this.rng.free?.();
    this.bot?.free?.();
    this.game.free?.();
  }
}
