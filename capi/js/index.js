// boardgamesbot: the C ABI of BoardGamesBot (capi/include/bgb/bgb.h) compiled to WebAssembly,
// in JavaScript's idiom. docs/web.md is the guide; index.d.ts has the types.
//
//   import { loadBoardGamesBot } from "boardgamesbot";
//   const bgb = await loadBoardGamesBot();
//   const game = bgb.Game.create("the-crew", { players: 4, mission: 3 });
//   let s = game.initialState();  ...  s = s.apply(a);
//
// Every handle (Game, State, Rng, Bot, Campaign, Batch) owns memory inside the wasm module: free() it
// when done. A FinalizationRegistry frees what the garbage collector finds unreachable, but
// its timing is up to the engine, so loops that make many states should free them.

import { bindApi } from "./api.js";

export { BgbError } from "./api.js";

const isNode = typeof process === "object" && process !== null && typeof process.versions === "object" &&
  typeof process.versions.node === "string";

/// Where the built files are by default: the wasm preset's output, relative to this file.
const defaultBase = new URL("../../build/wasm/capi/js/", import.meta.url);

/// The directory URL (ending in "/") that holds libbgb.mjs and libbgb.wasm in node: $BGB_WASM
/// (the .wasm file or its directory), else the wasm preset's build tree if it has them (a
/// checkout, where a dist/ left by `npm pack` may be stale), else ./dist/ beside this file (a
/// packed npm package).
async function nodeBase() {
  const { pathToFileURL, fileURLToPath } = await import("node:url");
  const fs = await import("node:fs");
  const path = await import("node:path");
  const env = process.env.BGB_WASM;
  if (env) {
    const dir = env.endsWith(".wasm") ? path.dirname(path.resolve(env)) : path.resolve(env);
    return pathToFileURL(dir + path.sep);
  }
  if (fs.existsSync(fileURLToPath(new URL("libbgb.wasm", defaultBase)))) return defaultBase;
  const dist = new URL("./dist/", import.meta.url);
  if (fs.existsSync(fileURLToPath(new URL("libbgb.wasm", dist)))) return dist;
  return defaultBase; // missing: loadBoardGamesBot says how to build it
}

/// Loads libbgb.wasm and returns the API (see index.d.ts, BoardGamesBot).
/// options.baseUrl: the directory (URL or, in node, a path) holding libbgb.mjs and libbgb.wasm;
/// options.moduleUrl / options.wasmUrl: the two files one by one; options.locateFile(name):
/// emscripten's hook, name is "libbgb.wasm"; options.wasmBinary: the module's bytes (an
/// ArrayBuffer or typed array), which skips fetching it.
export async function loadBoardGamesBot(options = {}) {
  let base = options.baseUrl !== undefined ? await toDirUrl(options.baseUrl) : null;
  if (base === null) base = isNode ? await nodeBase() : defaultBase;
  const moduleUrl = options.moduleUrl !== undefined ? String(options.moduleUrl) : new URL("libbgb.mjs", base).href;
  const wasmUrl = options.wasmUrl !== undefined ? String(options.wasmUrl) : new URL("libbgb.wasm", base).href;
  const init = {};
  let failLoad;
  const failed = new Promise((_, reject) => { failLoad = reject; });
  if (options.wasmBinary !== undefined) {
    init.wasmBinary = options.wasmBinary;
  } else if (isNode) {
    // The module is built for web and worker only (its node loader needs CommonJS globals an
    // ES module lacks), so node hands it the bytes itself.
    const fs = await import("node:fs");
    const { fileURLToPath } = await import("node:url");
    const where = options.locateFile ? String(options.locateFile("libbgb.wasm")) : wasmUrl;
    const file = where.startsWith("file:") ? fileURLToPath(where) : where;
    try {
      init.wasmBinary = fs.readFileSync(file);
    } catch (e) {
      throw new Error(`boardgamesbot: cannot read ${file} (${e.code ?? e.message}); build it with ` +
                      "`cmake --workflow --preset wasm` or point BGB_WASM at libbgb.wasm");
    }
  } else {
    // Browser and workers: instantiate here rather than in emscripten's loader, whose fallback
    // (when a server sends the .wasm with the wrong MIME type) does not work in a module worker.
    const url = options.locateFile ? options.locateFile("libbgb.wasm") : wasmUrl;
    init.instantiateWasm = (imports, receive) => {
      instantiate(url, imports).then((r) => receive(r.instance, r.module), (e) => failLoad(e));
      return {};
    };
  }
  let factory;
  try {
    factory = (await import(/* webpackIgnore: true */ moduleUrl)).default;
  } catch (e) {
    throw new Error(`boardgamesbot: cannot load ${moduleUrl} (${e.message}); build it with ` +
                    "`cmake --workflow --preset wasm` or pass { baseUrl }");
  }
  const module = await Promise.race([factory(init), failed]);
  return bindApi(module);
}

/// Streaming compilation when the server says application/wasm, else from the bytes.
async function instantiate(url, imports) {
  const response = await fetch(url, { credentials: "same-origin" });
  if (!response.ok) throw new Error(`boardgamesbot: cannot fetch ${url} (HTTP ${response.status})`);
  if (typeof WebAssembly.instantiateStreaming === "function" &&
      (response.headers.get("Content-Type") ?? "").startsWith("application/wasm")) {
    return WebAssembly.instantiateStreaming(response, imports);
  }
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
}

/// A directory as a URL ending in "/": a URL as is; in node a path (relative to the working
/// directory); in the browser a URL relative to the page.
async function toDirUrl(value) {
  let s = value instanceof URL ? value.href : String(value);
  if (!s.endsWith("/")) s += "/";
  if (/^[a-z][a-z0-9+.-]*:/i.test(s)) return new URL(s);
  if (isNode) {
    const { pathToFileURL } = await import("node:url");
    const path = await import("node:path");
    return pathToFileURL(path.resolve(s) + path.sep);
  }
  return new URL(s, globalThis.location?.href);
}

export default loadBoardGamesBot;
