// SPDX-License-Identifier: MIT
// The page: the settings form, the table picture (views.js), the legal moves as buttons and the
// transcript. The engine lives in worker.js; this thread only sends it messages and draws.
import { renderTable, h } from "./views.js";

const $ = (id) => document.getElementById(id);
const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
let gen = 0; // the game whose messages we draw; older ones are dropped
let started = false;
const params = new URLSearchParams(location.search);

const seatCount = (game) => {
  if (game === "under-falling-skies") return 1;
  const input = document.querySelector(`.options[data-game="${game}"] [data-option="players"]`);
  return Math.max(1, Number(input?.value) || 1);
};

/// The options JSON of the chosen game, from its fieldset.
function readOptions(game) {
  const box = document.querySelector(`.options[data-game="${game}"]`);
  const options = {};
  for (const input of box.querySelectorAll("[data-option]")) options[input.dataset.option] = Number(input.value);
  const hard = [...box.querySelectorAll("[data-hard]")].filter((c) => c.checked).map((c) => c.dataset.hard);
  if (game === "under-falling-skies") options.hard = hard;
  return options;
}

function showOptions() {
  const game = $("game").value;
  for (const box of document.querySelectorAll(".options")) box.hidden = box.dataset.game !== game;
  const seat = $("seat");
  const keep = Number(seat.value) || 0;
  seat.replaceChildren(...Array.from({ length: seatCount(game) }, (_, i) => h("option", { value: i }, `seat ${i}`)));
  seat.value = String(Math.min(keep, seatCount(game) - 1));
}

function newGame(event) {
  event?.preventDefault();
  const game = $("game").value;
  gen += 1;
  $("transcript").replaceChildren();
  $("moves").replaceChildren();
  $("table").replaceChildren();
  $("result").hidden = true;
  setStatus("Dealing…", "busy");
  worker.postMessage({
    type: "new", game, options: readOptions(game), seed: Number($("seed").value) || 0,
    humanSeat: Number($("seat").value) || 0, botKind: $("bot").value, iterations: Number($("iterations").value) || 500,
  });
}

function setStatus(text, kind = "") {
  const el = $("status");
  el.textContent = text;
  el.className = `status ${kind}`;
}

function seatLabel(seat, human) {
  if (seat === -1) return "chance";
  return seat === human ? "you" : `seat ${seat}`;
}

let human = 0;
function addTranscript(entry) {
  const list = $("transcript");
  list.append(h(`li.${entry.seat === -1 ? "chance" : entry.seat === human ? "me" : "bot"}`,
    h("span.who", seatLabel(entry.seat, human)), " ", entry.text));
  list.scrollTop = list.scrollHeight;
}

function showView(v) {
  human = v.human;
  $("table").replaceChildren(renderTable(v));
  $("render").textContent = v.render;
  const moves = $("moves");
  if (v.legal.length && !performance.getEntriesByName("bgb:first-moves").length) performance.mark("bgb:first-moves");
  moves.replaceChildren(...v.legal.map(({ id, text }) => {
    const b = h("button.move", { type: "button", "data-action": id }, text);
    b.addEventListener("click", () => play(id));
    return b;
  }));
  if (v.terminal) {
    setStatus("Game over", "over");
    const res = $("result");
    res.textContent = v.result;
    res.className = `result ${v.returns[v.human] > 0 ? "won" : "lost"}`;
    res.hidden = false;
  } else {
    setStatus(`Your turn (seat ${v.human}): ${v.legal.length} legal move${v.legal.length === 1 ? "" : "s"}`, "turn");
  }
  document.body.dataset.state = v.terminal ? "over" : "turn"; // for the Chromium test
}

function play(action) {
  for (const b of $("moves").querySelectorAll("button")) b.disabled = true;
  document.body.dataset.state = "busy";
  setStatus("Bots are playing…", "busy");
  worker.postMessage({ type: "act", action });
}

worker.onmessage = ({ data }) => {
  if (data.type === "ready") {
    performance.mark("bgb:engine-ready");
    $("engine").textContent = `engine ${data.version} · WebAssembly in a Web Worker`;
    $("new-game").disabled = false;
    if (params.has("autostart") && !started) { started = true; newGame(); }
    return;
  }
  if (data.gen !== undefined && data.gen !== gen && data.type !== "error") return;
  if (data.type === "move") addTranscript(data.entry);
  else if (data.type === "view") showView(data.view);
  else if (data.type === "error") {
    setStatus(`Error: ${data.message}`, "error");
    document.body.dataset.state = "error";
  }
};
worker.onerror = (e) => {
  setStatus(`Error: the engine failed to start (${e.message ?? "see the console"})`, "error");
  document.body.dataset.state = "error";
};

// Settings may come in the URL too: ?game=dp6&seed=3&players=3&autostart (hard=sky1,base_top)
if (params.has("game")) $("game").value = params.get("game");
for (const key of ["seed", "iterations"]) if (params.has(key)) $(key).value = params.get(key);
if (params.has("bot")) $("bot").value = params.get("bot");
showOptions();
for (const input of document.querySelectorAll(`.options[data-game="${$("game").value}"] [data-option]`))
  if (params.has(input.dataset.option)) input.value = params.get(input.dataset.option);
for (const box of document.querySelectorAll("[data-hard]")) box.checked = (params.get("hard") ?? "").split(",").includes(box.dataset.hard);
showOptions();
if (params.has("seat")) $("seat").value = params.get("seat");
$("game").addEventListener("change", showOptions);
for (const input of document.querySelectorAll("[data-option=players]")) input.addEventListener("change", showOptions);
$("setup").addEventListener("submit", newGame);
