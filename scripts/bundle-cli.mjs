// Bundles the compiled command line into a core and one file per family: a process then loads
// two modules instead of ~70 (about 30 ms less per command), from V8's compiled code stored beside it
// (bin/bundle.js, scripts/code-cache.mjs). Heavy dependencies stay separate and are loaded
// only when used.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { bundleCommandLine } from './cli-chunks.mjs';

// Commander loads node:child_process for subcommands that are separate programs (cookcheck
// has none): it gets a stand-in that loads the module if ever used, not at start-up.
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(build) {
    build.onResolve({ filter: /^node:child_process$/ }, (args) =>
      args.importer.includes('commander') ? { path: 'child_process', namespace: 'lazy' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

// sharp's own code is bundled (its native part and libvips stay in node_modules), so that it
// comes with the stored compiled code: loading it from node_modules took 170 ms of a
// picture's command (semver, colour, a dozen files compiled each time). It still loads
// only when a picture is read: esbuild wraps it in a function run on first require.
const bundledSharp = {
  name: 'bundled-sharp',
  setup(build) {
    // Its builds from source (none here) are looked for by a computed path, at run time.
    build.onLoad({ filter: /[\\/]sharp[\\/]dist[\\/]sharp\.cjs$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll('require(`../src/build/', "require(String(`../src/build/").replaceAll('.node`)', '.node`))'),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
    build.onLoad({ filter: /[\\/]dist[\\/]src[\\/]packages\.js$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replace("load('sharp')", "require('sharp')"),
      loader: 'js',
      resolveDir: dirname(args.path),
    }));
  },
};

// The schema validators (dist/validators, made by build-validators.mjs) are bundled, each
// run on first use, so that their compiled code is stored with the bundle's: a process
// compiled the railway one (37 KB) from source at every start.
const bundledValidators = {
  name: 'bundled-validators',
  setup(build) {
    build.onLoad({ filter: /[\\/]dist[\\/]src[\\/]api[\\/]prebuilt-validators\.js$/ }, (args) => {
      const files = readdirSync('dist/validators').filter((f) => f.endsWith('.cjs'));
      const loaders = files.map((f) => `${JSON.stringify(f.replace(/\.cjs$/, ''))}: () => require(${JSON.stringify(`../../validators/${f}`)})`);
      return {
        contents: `const loaders = {${loaders.join(', ')}};\nexport function prebuiltValidator(type) { return Object.hasOwn(loaders, type) ? loaders[type]() : undefined; }\n`,
        loader: 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

// The core and one bundle per family (cli-chunks.mjs): a command loads the family it answers about only.
const bundles = await bundleCommandLine({
  entry: 'dist/src/cli/entry.js',
  registry: 'dist/src/encoders/registry.js',
  outfile: 'dist/cookcheck.cjs',
  options: {
    platform: 'node',
    target: 'node20',
    external: ['logic-solver', 'z3-solver', 'ajv', 'bullmq', 'ioredis', '@img/sharp-*', '*.node'],
    // The sources are ES modules: their import.meta.url is the bundle's own URL.
    define: { 'import.meta.url': 'bundleUrl' },
    banner: { js: "const bundleUrl = require('node:url').pathToFileURL(__filename).href;" },
    plugins: [lazyChildProcess, bundledSharp, bundledValidators],
    logLevel: 'warning',
  },
});
for (const stale of readdirSync('dist').filter((f) => /^cookcheck-.*\.(cjs|cache)$/.test(f) && !bundles.includes(`dist/${f.replace(/\.cache$/, '.cjs')}`))) unlinkSync(`dist/${stale}`);

for (const file of bundles) {
  // One character outside ASCII (esbuild escapes those in strings, not in comments) makes V8
  // decode the whole bundle into a two-byte string: twice the memory (4.6 MB with the copy the
  // loader wraps) and 10 M instructions more at every start. Escaped, a comment reads the same.
  const bundled = readFileSync(file, 'utf8');
  if (/[^\0-\x7f]/.test(bundled)) writeFileSync(file, bundled.replace(/[^\0-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));

  // Scripts restored from stored code lose Node 20's hook for import() (src/packages.ts).
  const dynamicImports = readFileSync(file, 'utf8').match(/[^\w.]import\(\s*["'`][^"'`]*/g);
  if (dynamicImports) throw new Error(`${file} has import() of ${dynamicImports.join(', ')}: load packages with require (src/packages.ts)`);
}

// Its standard output is a pipe, as a bench's or a script's is: written directly (src/cli/stdout.ts).
const cached = spawnSync(process.execPath, ['scripts/code-cache.mjs'], { stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
if (cached.status !== 0) throw new Error('scripts/code-cache.mjs failed');
