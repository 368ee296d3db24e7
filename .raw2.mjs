var __defProp = Object.defineProperty;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __esm = (fn, res) => function __init() {
  return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};

// src/schemas.ts
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function packageRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, "schemas", "puzzle.schema.json"))) {
    const up = dirname(dir);
    if (up === dir) throw new Error("cookcheck: schemas/ folder not found");
    dir = up;
  }
  return dir;
}
var PACKAGE_ROOT;
var init_schemas = __esm({
  "src/schemas.ts"() {
    "use strict";
    PACKAGE_ROOT = packageRoot();
  }
});

// src/solvers/wasm/node-bytes.ts
var node_bytes_exports = {};
__export(node_bytes_exports, {
  readSolverFile: () => readSolverFile
});
import { readFile } from "node:fs/promises";
import { join as join2 } from "node:path";
async function readSolverFile(kind2) {
  return new Uint8Array(await readFile(join2(PACKAGE_ROOT, "native", "wasm", `${kind2}.wasm`)));
}
var init_node_bytes = __esm({
  "src/solvers/wasm/node-bytes.ts"() {
    "use strict";
    init_schemas();
  }
});

// ../../tmp/raw2.mts
import { readFileSync as readFileSync2 } from "node:fs";

// src/solvers/wasm/module-bytes.ts
var source;
var compiled = /* @__PURE__ */ new Map();
function compiledSolver(kind2) {
  let module = compiled.get(kind2);
  if (module === void 0) {
    module = (async () => {
      const from = source ?? (await Promise.resolve().then(() => (init_node_bytes(), node_bytes_exports))).readSolverFile;
      return WebAssembly.compile(await from(kind2));
    })();
    compiled.set(kind2, module);
    module.catch(() => compiled.delete(kind2));
  }
  return module;
}

// src/solvers/wasm/wasi.ts
var SUCCESS = 0;
var BAD_FILE = 8;
var NOT_SUPPORTED = 52;
var WasiExit = class extends Error {
  constructor(code) {
    super(`the solver module exited with code ${code}`);
    this.code = code;
    this.name = "WasiExit";
  }
};
function wasiImports(module, memory) {
  const view = () => new DataView(memory.buffer);
  const known = {
    fd_write(_fd, iovs, count, written) {
      let bytes = 0;
      for (let i = 0; i < count; i++) bytes += view().getUint32(iovs + 8 * i + 4, true);
      view().setUint32(written, bytes, true);
      return SUCCESS;
    },
    fd_close: () => SUCCESS,
    fd_seek: () => BAD_FILE,
    fd_fdstat_get: () => BAD_FILE,
    environ_sizes_get(count, size) {
      view().setUint32(count, 0, true);
      view().setUint32(size, 0, true);
      return SUCCESS;
    },
    environ_get: () => SUCCESS,
    clock_time_get(_id, _precision, out2) {
      view().setBigUint64(out2, BigInt(Math.round(performance.now() * 1e6)), true);
      return SUCCESS;
    },
    proc_exit(code) {
      throw new WasiExit(code);
    }
  };
  const imports = {};
  for (const wanted of WebAssembly.Module.imports(module)) {
    if (wanted.module === "wasi_snapshot_preview1" && wanted.kind === "function") {
      imports[wanted.name] = known[wanted.name] ?? (() => NOT_SUPPORTED);
    }
  }
  return imports;
}

// src/solvers/wasm/sat-module.ts
var WASM_SOLVER_TITLES = { minisat: "MiniSat", cadical: "CaDiCaL" };
var PAGE_BYTES = 65536;
var INITIAL_PAGES = 32;
var MAX_MEMORY_BYTES = 4 * 1024 ** 3;
var SATISFIABLE = 10;
var UNSATISFIABLE = 20;
var WasmMemoryError = class extends Error {
  constructor(kind2, capBytes) {
    super(`${WASM_SOLVER_TITLES[kind2]} ran out of memory at its cap of ${formatBytes(capBytes)}`);
    this.kind = kind2;
    this.capBytes = capBytes;
    this.name = "WasmMemoryError";
  }
};
function formatBytes(bytes) {
  return bytes >= 1024 ** 3 ? `${+(bytes / 1024 ** 3).toFixed(2)} GiB` : `${Math.round(bytes / 1024 ** 2)} MiB`;
}
var WasmSat = class _WasmSat {
  constructor(kind2, exports, memory, capBytes) {
    this.kind = kind2;
    this.exports = exports;
    this.memory = memory;
    this.capBytes = capBytes;
  }
  failure;
  /** `capBytes`: the most memory the solver may grow to (at most 4 GiB). */
  static async create(kind2, capBytes = MAX_MEMORY_BYTES) {
    const module = await compiledSolver(kind2);
    const maximum = Math.max(INITIAL_PAGES, Math.min(MAX_MEMORY_BYTES, capBytes) / PAGE_BYTES) | 0;
    const memory = new WebAssembly.Memory({ initial: INITIAL_PAGES, maximum });
    const instance = await WebAssembly.instantiate(module, { env: { memory }, wasi_snapshot_preview1: wasiImports(module, memory) });
    const exports = instance.exports;
    const solver = new _WasmSat(kind2, exports, memory, maximum * PAGE_BYTES);
    solver.call(() => {
      exports._initialize?.();
      exports.sat_new();
    });
    return solver;
  }
  /** Clauses flattened, each ended by 0. */
  addClauses(flat2) {
    if (flat2.length === 0) return;
    this.withInts(flat2, (pointer) => this.exports.sat_add_clauses(pointer, flat2.length));
  }
  /** `conflicts` < 0: no budget. `resume`: continue the search the last budget stopped (same assumptions, no clauses since). */
  solve(assumptions, conflicts, resume) {
    const status = this.withInts(
      Int32Array.from(assumptions),
      (pointer) => this.exports.sat_solve(pointer, assumptions.length, conflicts, resume ? 1 : 0)
    );
    return status === SATISFIABLE ? "sat" : status === UNSATISFIABLE ? "unsat" : "budget";
  }
  /** After 'sat': `model[v]` is 1 when variable v is true, for v in 1..vars. */
  model(vars) {
    return this.call(() => {
      const pointer = this.exports.sat_alloc(vars + 1);
      this.exports.sat_model(pointer, vars);
      const model = new Uint8Array(this.memory.buffer, pointer, vars + 1).slice();
      model[0] = 0;
      this.exports.sat_free(pointer);
      return model;
    });
  }
  /** After 'unsat' under assumptions: whether the assumption `lit` took part in the refutation. */
  failed(lit) {
    return this.call(() => this.exports.sat_failed(lit) === 1);
  }
  withInts(ints, use) {
    return this.call(() => {
      const pointer = this.exports.sat_alloc(Math.max(1, ints.length) * 4);
      new Int32Array(this.memory.buffer, pointer, ints.length).set(ints);
      const result = use(pointer);
      this.exports.sat_free(pointer);
      return result;
    });
  }
  /** A trap leaves the instance unusable: every later call reports the same failure. */
  call(work) {
    if (this.failure) throw this.failure;
    try {
      return work();
    } catch (error) {
      if (!(error instanceof WebAssembly.RuntimeError)) throw error;
      this.failure = this.exports.sat_out_of_memory() === 1 ? new WasmMemoryError(this.kind, this.capBytes) : new Error(`${WASM_SOLVER_TITLES[this.kind]} stopped: ${error.message}`);
      throw this.failure;
    }
  }
};

// ../../tmp/raw2.mts
var [file, kind, reps, budget] = process.argv.slice(2);
var lines = readFileSync2(file, "utf8").split("\n").filter((l) => l && !l.startsWith("p"));
var flat = Int32Array.from(lines.flatMap((l) => l.trim().split(/\s+/).map(Number)));
var out = [];
for (let i = 0; i < Number(reps); i++) {
  const t1 = performance.now();
  const s = await WasmSat.create(kind);
  s.addClauses(flat);
  let r = s.solve([], Number(budget), false);
  let n = 1;
  while (r === "budget") {
    r = s.solve([], Number(budget), true);
    n++;
  }
  out.push(`${r}/${n} ${(performance.now() - t1).toFixed(1)}`);
}
console.log(kind, out.join(" | "));
