// Where loadBoardGamesBot finds the built files in node, and what it says when they are missing.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { pathToFileURL } from "node:url";
import { loadBoardGamesBot } from "../index.js";

const wasm = process.env.BGB_WASM; // set by ctest: this build's libbgb.wasm
const dir = wasm && wasm.endsWith(".wasm") ? dirname(wasm) : wasm;

test("baseUrl as a path, as a file URL, and the bytes themselves all load the same library", { skip: !dir && "BGB_WASM not set" }, async () => {
  const byPath = await loadBoardGamesBot({ baseUrl: dir });
  const byUrl = await loadBoardGamesBot({ baseUrl: pathToFileURL(dir + "/") });
  const byBytes = await loadBoardGamesBot({
    baseUrl: dir, wasmBinary: readFileSync(`${dir}/libbgb.wasm`),
  });
  for (const bgb of [byPath, byUrl, byBytes]) {
    const s = bgb.Game.create("the-crew").initialState();
    assert.equal(s.hash(), byPath.Game.create("the-crew").initialState().hash());
  }
  assert.notEqual(byPath.module, byUrl.module, "each load is its own module with its own memory");
});

test("a missing build is an error that says how to make it", async () => {
  await assert.rejects(loadBoardGamesBot({ baseUrl: "/nonexistent/bgb" }),
    /cannot (read|load) .*nonexistent.*cmake --workflow --preset wasm/);
});
