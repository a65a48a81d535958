// The JS port of examples/c/random_playout.c, line for line: the same seeded game through the
// same C ABI calls, printed in the same format. tests/js/golden/ holds what the native C
// example prints; js_golden.test.mjs checks this port prints exactly that, and the native
// ctest example.c_random_playout_golden checks the C program still does.
//
//   node tests/js/random_playout.mjs [--game NAME] [SEED] [OPTIONS_JSON]

/// printf's %g (6 significant digits, trailing zeros dropped, exponent below 1e-4 or from 1e6).
export function formatG(x) {
  if (Number.isNaN(x)) return "nan";
  if (!Number.isFinite(x)) return x > 0 ? "inf" : "-inf";
  if (x === 0) return Object.is(x, -0) ? "-0" : "0";
  const exp = Math.floor(Math.log10(Math.abs(Number(x.toPrecision(6)))));
  if (exp < -4 || exp >= 6) {
    const [m, e] = x.toExponential(5).split("e");
    const mant = m.includes(".") ? m.replace(/0+$/, "").replace(/\.$/, "") : m;
    const n = Number(e);
    return `${mant}e${n < 0 ? "-" : "+"}${String(Math.abs(n)).padStart(2, "0")}`;
  }
  const fixed = x.toFixed(Math.max(0, 5 - exp));
  return fixed.includes(".") ? fixed.replace(/0+$/, "").replace(/\.$/, "") : fixed;
}

/// Plays one seeded random game and returns what random_playout.c prints (lines joined by "\n",
/// ending with a newline).
export function randomPlayout(bgb, name = "the-crew", seed = 42n, options = null) {
  if (options === null) options = name === "the-crew" ? '{"players":3,"mission":1}' : "{}";
  const out = [];
  const game = bgb.Game.create(name, options);
  let state = game.initialState();
  game.free(); // the state keeps the game alive
  const rng = new bgb.Rng(seed);
  out.push(`${name} ${options}, seed ${BigInt(seed)} (libbgb ${bgb.version})`);
  let steps = 0;
  for (;;) {
    if (state.isTerminal) break;
    const player = state.currentPlayer;
    let action;
    if (player === bgb.CHANCE) {
      action = state.sampleChance(rng);
    } else {
      const legal = state.legalActions();
      action = legal[rng.below(legal.length)];
    }
    const text = state.actionText(action);
    const step = String(steps).padStart(4);
    out.push(player === bgb.CHANCE ? `${step}  chance  ${text}` : `${step}  seat ${player}  ${text}`);
    const next = state.apply(action);
    state.free();
    state = next;
    ++steps;
  }
  const returns = state.returns();
  out.push(`result after ${steps} actions: returns${returns.map((r) => " " + formatG(r)).join("")}` +
           ` (${returns.length > 0 && returns[0] > 0 ? "success" : "failure"})`);
  out.push(`final state hash: ${state.hash().toString(16).padStart(16, "0")}`);
  state.free();
  rng.free();
  return out.join("\n") + "\n";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadBoardGamesBot } = await import("../../capi/js/index.js");
  const args = process.argv.slice(2);
  let name = "the-crew";
  if (args[0] === "--game") { name = args[1]; args.splice(0, 2); }
  const seed = args.length > 0 ? BigInt(args[0]) : 42n;
  const options = args.length > 1 ? args[1] : null;
  process.stdout.write(randomPlayout(await loadBoardGamesBot(), name, seed, options));
}
