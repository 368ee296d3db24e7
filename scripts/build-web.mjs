// Builds the page (src/web) into dist/web: static files any host can serve. The worker bundles
// the library from its TypeScript sources with the Node-only modules replaced by the browser's
// (src/web/seams, one line each below); the solvers' WebAssembly, the samples and the page's
// own files are copied beside it. Runs after tsc and build-validators (npm run build).
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'web');

/** Node-only modules and what the page has in their place (each typed as the module it replaces). */
const SEAMS = {
  'src/schemas.ts': 'src/web/seams/schemas.ts',
  'src/api/validators.ts': 'src/web/seams/validators.ts',
  'src/solvers/build-deadline.ts': 'src/web/seams/build-deadline.ts',
  'src/solvers/activity.ts': 'src/web/seams/activity.ts',
  'src/solvers/wasm/node-bytes.ts': 'src/web/seams/solver-bytes.ts',
  'src/solvers/z3.ts': 'src/web/seams/no-z3.ts',
  'src/solvers/logic-solver.ts': 'src/web/seams/no-logic-solver.ts',
  'src/image/debug.ts': 'src/web/seams/no-debug-pictures.ts',
  'src/image/decode-raster.ts': 'src/web/seams/decode-raster.ts',
  'node:fs': 'src/web/seams/no-files.ts',
};

const schemaFiles = readdirSync(join(root, 'schemas')).filter((f) => f.endsWith('.schema.json'));
const validatorFiles = readdirSync(join(root, 'dist', 'validators')).filter((f) => f.endsWith('.cjs'));

/** Modules made here: every schema, and every standalone validator the build compiled. */
const VIRTUAL = {
  'cookcheck:schemas': () =>
    `export default {${schemaFiles.map((f) => `${JSON.stringify(f)}: ${readFileSync(join(root, 'schemas', f), 'utf8')}`).join(',\n')}};`,
  'cookcheck:validators': () =>
    `export default {${validatorFiles.map((f) => `${JSON.stringify(f.replace(/\.cjs$/, ''))}: require(${JSON.stringify(join(root, 'dist', 'validators', f))})`).join(',\n')}};`,
};

const seams = {
  name: 'cookcheck-seams',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.path in VIRTUAL) return { path: args.path, namespace: 'cookcheck' };
      if (args.path in SEAMS) return { path: join(root, SEAMS[args.path]) };
      if (args.path.startsWith('node:')) {
        const importer = relative(root, args.importer);
        return { errors: [{ text: `${importer} imports ${args.path}, which a page cannot load: keep Node-only code in a module that SEAMS in scripts/build-web.mjs replaces for the page` }] };
      }
      if (!args.path.startsWith('.')) return undefined;
      const target = relative(root, resolve(args.resolveDir, args.path)).replace(/\.js$/, '.ts');
      return target in SEAMS ? { path: join(root, SEAMS[target]) } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'cookcheck' }, (args) => ({ contents: VIRTUAL[args.path](), loader: 'js', resolveDir: root }));
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'wasm'), { recursive: true });

const result = await build({
  entryPoints: { page: 'src/web/page/main.ts', worker: 'src/web/worker/worker.ts' },
  outdir: out,
  bundle: true,
  platform: 'browser',
  format: 'iife',
  target: ['chrome110', 'firefox115', 'safari16.4'],
  minify: true,
  legalComments: 'none',
  metafile: true,
  plugins: [seams],
  logLevel: 'warning',
});

for (const file of ['index.html', 'page.css']) copyFileSync(join(root, 'src', 'web', 'static', file), join(out, file));
for (const file of readdirSync(join(root, 'native', 'wasm'))) {
  if (file.endsWith('.wasm') || file.startsWith('LICENSE')) copyFileSync(join(root, 'native', 'wasm', file), join(out, 'wasm', file));
}
await writeSamples();

const bytes = Object.entries(result.metafile.outputs).map(([file, { bytes }]) => `${relative(root, file)} ${Math.round(bytes / 1024)} KB`);
console.log(`built the page into dist/web (${bytes.join(', ')})`);

/**
 * The samples kept beside each family (src/encoders/<type>/samples/*.json), the examples
 * (examples/*.json) and the pictures src/web/static/picture-samples.json lists with their
 * start and finish, copied under samples/<type>/ with an index the page's picker reads.
 */
async function writeSamples() {
  const { FAMILIES } = await import(pathToFileURL(join(root, 'dist', 'src', 'encoders', 'registry.js')).href);
  const jsonFiles = (dir) => readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => join(dir, f));
  const examples = jsonFiles(join(root, 'examples')).map((file) => ({ file, type: JSON.parse(readFileSync(file, 'utf8')).type }));
  const pictures = JSON.parse(readFileSync(join(root, 'src', 'web', 'static', 'picture-samples.json'), 'utf8'));
  const index = FAMILIES.map((family) => {
    const dir = join(out, 'samples', family.type);
    mkdirSync(dir, { recursive: true });
    const copy = (file) => {
      copyFileSync(file, join(dir, basename(file)));
      return `samples/${family.type}/${basename(file)}`;
    };
    const texts = [...examples.filter((e) => e.type === family.type).map((e) => e.file), ...jsonFiles(join(root, 'src', 'encoders', family.type, 'samples'))].map((file) => {
      const sample = JSON.parse(readFileSync(file, 'utf8'));
      const about = typeof sample.source === 'string' ? sample.source : (sample.title ?? '');
      return { name: basename(file, '.json'), file: copy(file), ...(sample.expected?.verdict ? { verdict: sample.expected.verdict } : {}), about };
    });
    const drawn = pictures
      .filter((p) => p.type === family.type)
      .map((p) => ({ name: basename(p.picture), picture: copy(join(root, p.picture)), options: p.options, about: p.about }));
    return { type: family.type, title: family.title, samples: [...texts, ...drawn] };
  });
  writeFileSync(join(out, 'samples', 'index.json'), JSON.stringify(index, null, 1) + '\n');
}
