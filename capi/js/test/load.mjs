// Shared by the tests: one loaded module per test file (node --test runs each file in its own
// process). BGB_WASM (set by ctest) points at the build's libbgb.wasm.
import { loadBoardGamesBot } from "../index.js";

export const bgb = await loadBoardGamesBot();

/// Plays one random game from `game`'s initial state, calling visit(state, action) before each
/// action; returns the final state.
export function playRandom(game, rng, visit = () => {}) {
  let s = game.initialState();
  while (!s.isTerminal) {
    const a = s.currentPlayer === bgb.CHANCE ? s.sampleChance(rng) : pick(s.legalActions(), rng);
    visit(s, a);
    const next = s.apply(a);
    s.free();
    s = next;
  }
  return s;
}

function pick(legal, rng) {
  if (legal.length === 0) throw new Error("a decision with no legal action");
  return legal[rng.below(legal.length)];
}
