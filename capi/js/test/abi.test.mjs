// Every function of the C ABI is wrapped by the JS package (the project's rule: a new entry
// point is wrapped by every binding). A function added to bgb.h fails this test until api.js,
// extras.js or tensors.js calls it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { bgb } from "./load.mjs";

const root = new URL("../../../", import.meta.url);
const declared = [...readFileSync(new URL("capi/include/bgb/bgb.h", root), "utf8")
  .matchAll(/^BGB_API [^(]*\b(bgb_[a-z0-9_]+)\(/gm)].map((m) => m[1]);
const sources = ["capi/js/api.js", "capi/js/extras.js", "capi/js/tensors.js"].map((f) => readFileSync(new URL(f, root), "utf8")).join("\n");

test("bgb.h declares the functions this test reads", () => {
  assert.ok(declared.length >= 51, `${declared.length} declarations found`);
  assert.ok(declared.includes("bgb_state_apply") && declared.includes("bgb_playouts"));
});

test("every bgb.h function is exported by libbgb.wasm and called by the package", () => {
  const notExported = declared.filter((name) => typeof bgb.module[`_${name}`] !== "function");
  assert.deepEqual(notExported, [], "exported by the wasm build (capi/js/CMakeLists.txt reads bgb.h and bgb.map)");
  const unwrapped = declared.filter((name) => !sources.includes(`C._${name}(`));
  assert.deepEqual(unwrapped, [], "wrapped in capi/js/api.js, extras.js or tensors.js (and typed in index.d.ts)");
});

test("the package's version is the ABI version it wraps (MAJOR.MINOR, as the library's)", () => {
  const pkg = JSON.parse(readFileSync(new URL("capi/js/package.json", root), "utf8"));
  const [major, minor] = pkg.version.split(".").map(Number);
  assert.deepEqual({ major, minor }, bgb.abiVersion);
});
