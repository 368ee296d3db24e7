'use strict';
// CommonJS (bin/package.json): a process starts faster without Node's ES module loader.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { setFlagsFromString } = require('node:v8');
const { constants, Script } = require('node:vm');

/*
 * The command line is one CommonJS bundle (dist/cookcheck.cjs). Compiling its half a
 * megabyte of source is a good part of a short command's start-up, so the build stores V8's
 * compiled code for it (dist/cookcheck.cache, made by scripts/code-cache.mjs after a few
 * commands ran) and a process starts from that. A cache that does not fit this Node (another
 * V8 version or flags) is ignored by V8 and the source compiled as usual; a Node without the
 * loader vm scripts need for import() loads the bundle with require.
 */
const BUNDLE = join(__dirname, '..', 'dist', 'cookcheck.cjs');
const CODE_CACHE = join(__dirname, '..', 'dist', 'cookcheck.cache');

/** The bundle's exports, and the compiled script (scripts/code-cache.mjs stores its code). */
function loadBundle({ useCache = true } = {}) {
  const dynamicImport = constants && constants.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  if (dynamicImport === undefined) return { exports: require(BUNDLE), script: undefined };
  const cachedData = useCache && existsSync(CODE_CACHE) ? readFileSync(CODE_CACHE) : undefined;
  const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(BUNDLE, 'utf8')}\n})`;
  const script = new Script(source, { filename: BUNDLE, cachedData, importModuleDynamically: dynamicImport });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, require, module, BUNDLE, dirname(BUNDLE));
  return { exports: module.exports, script };
}

/*
 * V8 hands a function to its optimizing compiler after about 66 KB of bytecode ran in it
 * (Node 20's default), and a WebAssembly function after about 1.8 MB of its code ran.
 * Short commands run with four times both budgets (bin/cookcheck.js): optimizing the
 * solver's hot functions cost a railway or Viennese check about 25 M instructions on
 * background threads (a quarter of what the command adds to Node's start-up) that the
 * few milliseconds of search never won back. Worker threads, which run long, go back to the
 * defaults before they start: they are also the flags the stored compiled code was made
 * under, and V8 refuses that code under other flags.
 */
const DEFAULT_INTERRUPT_BUDGET = 67584;
const DEFAULT_WASM_TIERING_BUDGET = 1800000;

function raiseCompileBudgets() {
  setFlagsFromString(`--interrupt-budget=${4 * DEFAULT_INTERRUPT_BUDGET}`);
  setFlagsFromString(`--wasm-tiering-budget=${4 * DEFAULT_WASM_TIERING_BUDGET}`);
}

function restoreCompileBudgets() {
  setFlagsFromString(`--interrupt-budget=${DEFAULT_INTERRUPT_BUDGET}`);
  setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_WASM_TIERING_BUDGET}`);
}

module.exports = { BUNDLE, CODE_CACHE, loadBundle, raiseCompileBudgets, restoreCompileBudgets };
