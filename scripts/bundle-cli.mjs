// Bundles the compiled command line into one file: a process then loads one module
// instead of ~70 (about 30 ms less per command). Heavy dependencies stay separate and are
// loaded only when used; `require` is provided for the bundled CommonJS (commander).
import { build } from 'esbuild';

await build({
  entryPoints: ['dist/src/cli/entry.js'],
  outfile: 'dist/cookcheck.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['logic-solver', 'z3-solver', 'sharp', 'ajv'],
  banner: { js: "import { createRequire as cookcheckRequire } from 'node:module';\nconst require = cookcheckRequire(import.meta.url);" },
  logLevel: 'warning',
});
