// Preloaded into a command (node -r) to see whether it compiled a WebAssembly module: the
// solver builds are compiled when a question first needs one. Writes a line per compile to stderr.
'use strict';
const compile = WebAssembly.compile;
WebAssembly.compile = function (bytes) {
  process.stderr.write(`wasm-probe: compiled ${bytes.byteLength} bytes\n`);
  return compile.apply(this, arguments);
};
