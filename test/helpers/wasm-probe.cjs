// Preloaded into a command (node -r) to see whether it compiled a WebAssembly module: the
// solver builds are compiled when a question first needs one, on the command's own thread
// (new WebAssembly.Module) or, where that is refused, by WebAssembly.compile. Writes a line
// per compile to stderr.
'use strict';
const say = (bytes) => process.stderr.write(`wasm-probe: compiled ${bytes.byteLength} bytes\n`);
const compile = WebAssembly.compile;
WebAssembly.compile = function (bytes) {
  say(bytes);
  return compile.apply(this, arguments);
};
WebAssembly.Module = new Proxy(WebAssembly.Module, {
  construct(target, args, newTarget) {
    say(args[0]);
    return Reflect.construct(target, args, newTarget);
  },
});
