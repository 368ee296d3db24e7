'use strict';
// CommonJS (bin/package.json): a process starts faster without Node's ES module loader.
const { existsSync, readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');
const { setFlagsFromString } = require('node:v8');
const { constants, Script } = require('node:vm');

/*
 * The command line is a CommonJS bundle (dist/cookcheck.cjs) and one bundle per family beside
 * it (dist/cookcheck-<family>.cjs, loaded when a command first asks the family: see
 * scripts/cli-chunks.mjs). Compiling their source is a good part of a short command's
 * start-up, so the build stores V8's compiled code for each (dist/cookcheck*.cache, made by
 * scripts/code-cache.mjs after a few commands ran) and a process starts from that. A cache
 * that does not fit this Node (another V8 version or flags) is ignored by V8 and the source
 * compiled as usual; a Node without the loader vm scripts need for import() loads the
 * bundles with require.
 */
const DIST = join(__dirname, '..', 'dist');
const BUNDLE = join(DIST, 'cookcheck.cjs');
const CODE_CACHE = codeCacheOf(BUNDLE);
/** How the bundles name each other: `./cookcheck-numberlink.cjs`. */
const SIBLING_BUNDLE = /^\.\/cookcheck[\w.-]*\.cjs$/;

function codeCacheOf(bundle) {
  return bundle.replace(/\.cjs$/, '.cache');
}

/** Every bundle this process has loaded, in order, with its compiled script (scripts/code-cache.mjs stores their code). */
const loaded = [];

/** The core bundle's exports, and its compiled script; the family bundles load when the core first asks for them. */
function loadBundle({ useCache = true } = {}) {
  const dynamicImport = constants && constants.USE_MAIN_CONTEXT_DEFAULT_LOADER;
  if (dynamicImport === undefined) return { exports: require(BUNDLE), script: undefined };
  const modules = new Map();
  const scripts = new Map();
  const requireBundle = (id) => (SIBLING_BUNDLE.test(id) ? load(join(DIST, id)) : require(id));
  function load(file) {
    if (modules.has(file)) return modules.get(file).exports;
    const cacheFile = codeCacheOf(file);
    const cachedData = useCache && existsSync(cacheFile) ? readFileSync(cacheFile) : undefined;
    const source = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})`;
    // V8 accepts stored code only under the flags it was stored under: the defaults (below).
    const raised = budgetsRaised && cachedData !== undefined;
    if (raised) restoreCompileBudgets();
    let script;
    try {
      script = new Script(source, { filename: file, cachedData, importModuleDynamically: dynamicImport });
    } finally {
      if (raised) raiseCompileBudgets();
    }
    const module = { exports: {} };
    modules.set(file, module);
    scripts.set(file, script);
    loaded.push({ file, cacheFile, script });
    script.runInThisContext()(module.exports, requireBundle, module, file, DIST);
    return module.exports;
  }
  const exports = load(BUNDLE);
  return { exports, script: scripts.get(BUNDLE) };
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

let budgetsRaised = false;

function raiseCompileBudgets() {
  budgetsRaised = true;
  setFlagsFromString(`--interrupt-budget=${4 * DEFAULT_INTERRUPT_BUDGET}`);
  setFlagsFromString(`--wasm-tiering-budget=${4 * DEFAULT_WASM_TIERING_BUDGET}`);
}

function restoreCompileBudgets() {
  budgetsRaised = false;
  setFlagsFromString(`--interrupt-budget=${DEFAULT_INTERRUPT_BUDGET}`);
  setFlagsFromString(`--wasm-tiering-budget=${DEFAULT_WASM_TIERING_BUDGET}`);
}

module.exports = { BUNDLE, CODE_CACHE, loaded, loadBundle, raiseCompileBudgets, restoreCompileBudgets };
