// SPDX-License-Identifier: MIT
// The engine's thread: loads the boardgamesbot package (libbgb.wasm), holds the one game in
// progress and answers the page (app.js). Bots search here, so the page never freezes.
//
// page -> worker: {type: "new", game, options, seed, humanSeat, botKind, iterations}
//                 {type: "act", action}            an id from the last view's legal moves
// worker -> page: {type: "ready", version}        the package is loaded
//                 {type: "move", gen, entry}       one transcript line {seat, text}
//                 {type: "view", gen, view}        the table as the human seat sees it (Session.view)
//                 {type: "error", gen, message}
import { loadBoardGamesBot } from "../../capi/js/index.js";
import { Session } from "./session.js";

let session = null;
let gen = 0; // bumped by every new game, so a bot loop of an abandoned game stops

const loaded = loadBoardGamesBot().then(
  (bgb) => {
    postMessage({ type: "ready", version: bgb.version ?? "" });
    return bgb;
  },
  (err) => {
    postMessage({ type: "error", gen, message: `could not load the engine: ${err.message}` });
    throw err;
  },
);

// A message-channel round trip lets queued messages in without setTimeout's 4 ms clamp.
const channel = new MessageChannel();
const yieldToMessages = () => new Promise((resolve) => {
  channel.port1.onmessage = resolve;
  channel.port2.postMessage(null);
});

/// Plays chance and the bots until the human is to act or the game is over, yielding every
/// ~15 ms of work so that a "new" message can interrupt a long bot sequence.
async function advance(my) {
  let since = performance.now();
  while (my === gen && session.botsToMove) {
    postMessage({ type: "move", gen: my, entry: session.step() });
    if (performance.now() - since > 15) {
      await yieldToMessages();
      since = performance.now();
    }
  }
  if (my === gen) postMessage({ type: "view", gen: my, view: session.view() });
}

onmessage = async ({ data }) => {
  const bgb = await loaded;
  const my = data.type === "new" ? ++gen : gen;
  try {
    if (data.type === "new") {
      session?.free();
      session = null;
      session = new Session(bgb, data);
    } else if (data.type === "act") {
      if (!session) throw new Error("no game in progress");
      postMessage({ type: "move", gen: my, entry: session.act(data.action) });
    } else {
      throw new Error(`unknown message '${data.type}'`);
    }
    await advance(my);
  } catch (err) {
    postMessage({ type: "error", gen: my, message: err.message });
  }
};
