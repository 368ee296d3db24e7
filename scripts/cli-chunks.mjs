// Splits the command line into a core bundle and one bundle per family (bundle-cli.mjs), so
// that a command loads, deserialises and runs the code of the family it answers about only.
//
// The families are found in the registry: every index module of a folder beside it that the
// registry imports. In the core, each family is a stand-in object built here from the real
// one: its data copied, each function a call that loads the family's bundle on first use, and
// its text formats (`formats`, asked about every text input) taken from the module its index
// imports them from. A module is in the core when the command line reaches it without a
// family, or when two families share it; every other module is in the one family's bundle,
// which takes the core's modules from the core (`__shared`), so there is one copy of each.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';

/** The bundle file of the family whose index module is `index`: `cookcheck-numberlink.cjs`. */
const familyBundleName = (core, index) => `${basename(core, '.cjs')}-${basename(dirname(index))}.cjs`;

/** Paths as esbuild's metafile writes them: relative to the working directory, with forward slashes. */
const keyOf = (path) => relative(process.cwd(), path).split(sep).join('/');

/** The import graph of the modules reached from `entryPoints` (metafile keys), and the inputs. */
async function importGraph(entryPoints, options) {
  const { metafile } = await build({ ...options, entryPoints, bundle: true, write: false, outdir: tmpdir(), metafile: true, logLevel: 'error' });
  const graph = new Map();
  for (const [path, input] of Object.entries(metafile.inputs)) graph.set(path, input.imports.filter((i) => !i.external).map((i) => i.path));
  return graph;
}

function reach(graph, roots, cut = () => false) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const path = stack.pop();
    if (seen.has(path)) continue;
    seen.add(path);
    for (const next of graph.get(path) ?? []) if (!cut(path, next)) stack.push(next);
  }
  return seen;
}

/** The registry's families, loaded from a bundle of the registry and their index modules' direct imports. */
async function loadFamilies(registry, indexes, graph, options, outdir) {
  const folderImports = indexes.map((index) => (graph.get(index) ?? []).filter((p) => dirname(p) === dirname(index)));
  const modules = [registry, ...indexes, ...folderImports.flat()];
  // Beside the bundles, where their import.meta.url points.
  mkdirSync(outdir, { recursive: true });
  const probeDir = mkdtempSync(join(resolve(outdir), '.families-'));
  try {
    const contents = modules.map((m, i) => `export * as m${i} from ${JSON.stringify(resolve(m))};`).join('\n');
    const outfile = join(probeDir, 'probe.cjs');
    await build({ ...options, stdin: { contents, resolveDir: process.cwd(), loader: 'js' }, outfile, bundle: true, format: 'cjs', logLevel: 'error' });
    const loaded = createRequire(outfile)(outfile);
    const exportsOf = (m) => loaded[`m${modules.indexOf(m)}`];
    const all = Object.values(exportsOf(registry)).find((v) => Array.isArray(v) && v.length > 0 && v.every((f) => typeof f?.type === 'string'));
    return indexes.map((index, i) => {
      const [name, family] = Object.entries(exportsOf(index)).find(([, v]) => all.includes(v)) ?? [];
      if (!family) throw new Error(`${index}: exports no family of the registry`);
      const formatsFrom = folderImports[i].flatMap((m) => Object.entries(exportsOf(m)).filter(([, v]) => v === family.formats && v.length > 0).map(([exported]) => ({ module: m, exported })));
      return { index, name, family, formats: formatsFrom[0] };
    });
  } finally {
    rmSync(probeDir, { recursive: true, force: true });
  }
}

/** JavaScript for `value`, read at `path` of the family: data as is, functions (and other objects) from the family's bundle on first use. */
function standIn(value, path, formats) {
  const real = (p) => `real()${p.map((k) => `[${JSON.stringify(k)}]`).join('')}`;
  if (path.length === 1 && path[0] === 'formats' && formats) return `familyFormats.${formats.exported}`;
  if (value === undefined) return 'undefined';
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'function') return `function (...args) { return ${real(path.slice(0, -1))}[${JSON.stringify(path.at(-1))}](...args); }`;
  if (Array.isArray(value)) return `[${value.map((v, i) => standIn(v, [...path, i], formats)).join(', ')}]`;
  if (Object.getPrototypeOf(value) !== Object.prototype) throw new Error(`family property ${path.join('.')}: a ${value.constructor?.name ?? 'non-plain'} object cannot be copied into the core`);
  return `{${Object.keys(value).map((k) => `${JSON.stringify(k)}: ${standIn(value[k], [...path, k], formats)}`).join(', ')}}`;
}

/** The export names of each module (esbuild's metafile lists an entry point's). */
async function exportNames(paths, options) {
  if (paths.length === 0) return new Map();
  const { metafile } = await build({ ...options, entryPoints: paths, bundle: true, write: false, outdir: join(tmpdir(), 'cookcheck-exports'), format: 'esm', metafile: true, logLevel: 'error' });
  const names = new Map(Object.values(metafile.outputs).filter((o) => o.entryPoint).map((o) => [o.entryPoint, o.exports]));
  for (const path of paths) {
    if (!names.has(path)) throw new Error(`${path}: its exports were not found`);
    // A family's bundle copies the core's bindings once: a binding the module reassigns would go stale there.
    if (/\bexport\s+(let|var)\b/.test(readFileSync(path, 'utf8'))) throw new Error(`${path}: exports a let or var, which a family's bundle would read once (scripts/cli-chunks.mjs)`);
  }
  return names;
}

/** A module of the core as a family's bundle sees it: the core's bindings, read once when the family loads (plain reads, no getters). */
function fromCoreModule(coreFile, path, names) {
  const lines = [`const shared = require(${JSON.stringify(`./${coreFile}`)}).__shared[${JSON.stringify(path)}];`];
  names.forEach((name, i) => lines.push(`const binding${i} = shared[${JSON.stringify(name)}];`, `export { binding${i} as ${name === 'default' ? 'default' : name} };`));
  return lines.join('\n');
}

function familyModule({ name, family, formats }, bundleFile) {
  const lines = [`let bundle;`, `const real = () => (bundle ??= require(${JSON.stringify(`./${bundleFile}`)}))[${JSON.stringify(name)}];`];
  if (formats) lines.unshift(`import * as familyFormats from ${JSON.stringify(resolve(formats.module))};`);
  lines.push(`export const ${name} = ${standIn(family, [], formats)};`);
  return lines.join('\n');
}

/**
 * Bundles the command line at `entry` into `outfile` (the core) and one bundle per family of
 * `registry` beside it; `options` are esbuild's (platform, externals, plugins...). Returns the
 * files written.
 */
export async function bundleCommandLine({ entry, registry, outfile, options }) {
  const registryKey = keyOf(resolve(registry));
  const entryKey = keyOf(resolve(entry));
  const registryGraph = await importGraph([registry], options);
  const indexes = (registryGraph.get(registryKey) ?? []).filter((p) => /\/index\.[cm]?[jt]s$/.test(p) && dirname(dirname(p)) === dirname(registryKey));
  const graph = await importGraph([entry, ...indexes], options);
  const outdir = dirname(outfile);
  const families = await loadFamilies(registryKey, indexes, graph, options, outdir);
  const isFamilyIndex = new Set(indexes);
  const cut = (from, to) => from === registryKey && isFamilyIndex.has(to);

  // The core: what the command line reaches without a family (with the families' text formats),
  // and what two families share.
  const core = reach(graph, [entryKey, ...families.flatMap((f) => (f.formats ? [f.formats.module] : []))], cut);
  const reachedBy = families.map((f) => reach(graph, [f.index], cut));
  const uses = new Map();
  for (const reached of reachedBy) for (const path of reached) if (!core.has(path)) uses.set(path, (uses.get(path) ?? 0) + 1);
  for (const [path, count] of uses) if (count > 1) core.add(path);
  const own = reachedBy.map((reached) => [...reached].filter((p) => !core.has(p)));
  const shared = [...new Set(own.flatMap((paths) => paths.flatMap((p) => graph.get(p) ?? []).filter((p) => core.has(p))))].sort();
  const sharedPaths = new Set(shared);
  const sharedExports = await exportNames(shared, options);

  const coreFile = basename(outfile);
  const bundleFiles = new Map(families.map((f) => [f.index, familyBundleName(coreFile, f.index)]));
  const standIns = {
    name: 'family-stand-ins',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.pluginData?.standIn || !args.importer || keyOf(args.importer) !== registryKey) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: { standIn: true } });
        const key = resolved.errors.length === 0 ? keyOf(resolved.path) : undefined;
        return isFamilyIndex.has(key) ? { path: key, namespace: 'family-stand-in' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'family-stand-in' }, (args) => ({
        contents: familyModule(families.find((f) => f.index === args.path), bundleFiles.get(args.path)),
        loader: 'js',
        resolveDir: process.cwd(),
      }));
    },
  };
  // What the families take from the core: each module's bindings as plain values (no getters to run).
  const sharedObject = (p, i) => `{${sharedExports.get(p).map((name, j) => `${JSON.stringify(name)}: shared${i}_${j}`).join(', ')}}`;
  const coreEntry = [
    `export * from ${JSON.stringify(resolve(entry))};`,
    ...shared.map((p, i) => `import { ${sharedExports.get(p).map((name, j) => `${name === 'default' ? 'default' : name} as shared${i}_${j}`).join(', ')} } from ${JSON.stringify(resolve(p))};`),
    `export const __shared = {${shared.map((p, i) => `${JSON.stringify(p)}: ${sharedObject(p, i)}`).join(', ')}};`,
  ].join('\n');
  // The bundles load each other by these names (bin/bundle.js).
  const siblings = { name: 'sibling-bundles', setup: (b) => b.onResolve({ filter: /^\.\/[\w.-]+\.cjs$/ }, (args) => (args.namespace === 'file' ? undefined : { path: args.path, external: true })) };
  await build({ ...options, stdin: { contents: coreEntry, resolveDir: process.cwd(), sourcefile: 'cookcheck-core.js', loader: 'js' }, outfile, bundle: true, format: 'cjs', plugins: [siblings, standIns, ...(options.plugins ?? [])] });

  for (const [i, family] of families.entries()) {
    const ownPaths = new Set(own[i]);
    const fromCore = {
      name: 'from-core',
      setup(b) {
        b.onResolve({ filter: /.*/ }, async (args) => {
          if (args.kind === 'entry-point' || args.pluginData?.fromCore) return undefined;
          const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, namespace: args.namespace, pluginData: { fromCore: true } });
          if (resolved.errors.length > 0 || resolved.external || resolved.namespace !== 'file') return resolved.errors.length > 0 ? undefined : resolved;
          const key = keyOf(resolved.path);
          if (ownPaths.has(key) || !core.has(key)) return resolved;
          if (!sharedPaths.has(key)) throw new Error(`${key}: in the core, but not among the modules it shares with the families`);
          return { path: key, namespace: 'from-core' };
        });
        b.onLoad({ filter: /.*/, namespace: 'from-core' }, (args) => ({ contents: fromCoreModule(coreFile, args.path, sharedExports.get(args.path)), loader: 'js' }));
      },
    };
    await build({ ...options, entryPoints: [family.index], outfile: join(outdir, bundleFiles.get(family.index)), bundle: true, format: 'cjs', plugins: [siblings, fromCore, ...(options.plugins ?? [])] });
  }
  return [outfile, ...families.map((f) => join(outdir, bundleFiles.get(f.index)))];
}
