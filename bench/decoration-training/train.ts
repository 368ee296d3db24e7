import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { FEATURES } from '../../src/image/decoration-features.js';
import { probability, score, type TreeModel } from '../../src/image/decoration-model.js';
import { DECORATION_CONFIDENCE } from '../../src/image/learned-decorations.js';
import { boost, BOOST_DEFAULTS } from './boost.js';
import { type Labelled, labelledSegments } from './labelled.js';

/*
 * `npm run train:railway`: learns what decoration is from drawn mazes whose true track is
 * known, cross-validates it by seed groups and writes the weights the tracing uses.
 */

const HELP = `Learns the model of decorations (src/image/decoration-weights.ts) from the drawn-maze corpus.

Usage: npm run train:railway -- [options]

  --from N, --to N     seeds of the lettered classes (default 101-140; seeds 1-100 are refused:
                       1-40 are judged, 41-100 looked at)
  --plain-to N         last seed of the plain classes (default 106)
  --save FILE          write the labelled segments (JSON) after tracing them
  --load FILE          read labelled segments from FILE instead of tracing pictures
  --folds N            cross-validation folds by seed (default 5)
  --track-weight K     a track segment's error weighs 1 + K x its length in pixels / 10 (default 0)
  --write              write the model learned on every seed to src/image/decoration-weights.ts
  --help               this text

Each picture is traced as the tool traces it; where the model would remove segments (after the
rules of src/image/decorations.ts), every segment's features (src/image/decoration-features.ts) are taken and it is labelled by the
generating graph: decoration when at most a quarter of its pixels lie within a stroke width
of the true track's centreline, track when at least three quarters do.`;

const LETTERED = ['drawings', 'homework', 'all-at-once', 'tight-lettered'];
const PLAIN = ['wobble', 'touching-circles', 'touching-small', 'pressed-circles', 'shallow-crossings', 'sharp-switches', 'scan', 'widths'];
/** The seeds the round's protocol keeps for judging and looking. */
const FIRST_TRAINING_SEED = 101;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string', default: '101' },
      to: { type: 'string', default: '140' },
      'plain-to': { type: 'string', default: '106' },
      save: { type: 'string' },
      load: { type: 'string' },
      folds: { type: 'string', default: '5' },
      write: { type: 'boolean', default: false },
      'track-weight': { type: 'string', default: '0' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return void console.log(HELP);
  const [from, to, plainTo] = [Number(values.from), Number(values.to), Number(values['plain-to'])];
  if (from < FIRST_TRAINING_SEED) throw new Error(`seeds below ${FIRST_TRAINING_SEED} are kept for judging: --from ${from}`);
  const rows = values.load && existsSync(values.load) ? (JSON.parse(readFileSync(values.load, 'utf8')) as Labelled[]) : await trace(from, to, plainTo);
  if (values.save) writeFileSync(values.save, JSON.stringify(rows));
  const decorations = rows.filter((r) => r.decoration).length;
  console.log(`${rows.length} segments from ${new Set(rows.map((r) => `${r.picture}-${r.seed}`)).size} pictures, ${decorations} decoration`);
  const weightOf = (r: Labelled) => (r.decoration ? 1 : 1 + (Number(values['track-weight']) * r.pixels) / 10);
  crossValidate(rows, Number(values.folds), weightOf);
  const model = boost(rows.map((r) => r.features), rows.map((r) => r.decoration), FEATURES, BOOST_DEFAULTS, rows.map(weightOf));
  if (values.write) {
    writeFileSync(new URL('../../../src/image/decoration-weights.ts', import.meta.url), weightsModule(model, from, to, plainTo));
    console.log(`wrote src/image/decoration-weights.ts (${model.trees.length} trees)`);
  }
}

async function trace(from: number, to: number, plainTo: number): Promise<Labelled[]> {
  const rows: Labelled[] = [];
  const jobs = [...LETTERED.map((name) => [name, to] as const), ...PLAIN.map((name) => [name, plainTo] as const)];
  for (const [name, last] of jobs) {
    for (let seed = from; seed <= last; seed++) rows.push(...(await labelledSegments(name, seed)));
    console.error(`${name} ${from}-${last}: ${rows.length} segments so far`);
  }
  return rows;
}

/** Precision and recall of "decoration" at several confidences, each seed's pictures held out together. */
function crossValidate(rows: readonly Labelled[], folds: number, weightOf: (r: Labelled) => number): void {
  const thresholds = [0.5, 0.8, DECORATION_CONFIDENCE, 0.95, 0.98].sort((a, b) => a - b).filter((t, k, all) => t !== all[k - 1]);
  const tally = thresholds.map(() => ({ tp: 0, fp: 0, fn: 0, fpPixels: 0 }));
  const perClass = new Map<string, { tp: number; fp: number; fn: number }>();
  for (let fold = 0; fold < folds; fold++) {
    const held = (r: Labelled) => r.seed % folds === fold;
    const train = rows.filter((r) => !held(r));
    const model = boost(train.map((r) => r.features), train.map((r) => r.decoration), FEATURES, BOOST_DEFAULTS, train.map(weightOf));
    for (const r of rows.filter(held)) {
      const p = probability(score(model, r.features));
      thresholds.forEach((t, k) => {
        const c = tally[k]!;
        if (p >= t && r.decoration) c.tp++;
        else if (p >= t) (c.fp++, (c.fpPixels += r.pixels));
        else if (r.decoration) c.fn++;
      });
      const c = perClass.get(r.picture) ?? { tp: 0, fp: 0, fn: 0 };
      if (p >= DECORATION_CONFIDENCE && r.decoration) c.tp++;
      else if (p >= DECORATION_CONFIDENCE) c.fp++;
      else if (r.decoration) c.fn++;
      perClass.set(r.picture, c);
    }
  }
  console.log(`cross-validated by seed (${folds} folds), "decoration":`);
  thresholds.forEach((t, k) => {
    const { tp, fp, fn, fpPixels } = tally[k]!;
    console.log(`  p >= ${t}: precision ${(tp / Math.max(1, tp + fp)).toFixed(3)}, recall ${(tp / Math.max(1, tp + fn)).toFixed(3)} (${tp} right, ${fp} track called decoration, ${fpPixels} px of it; ${fn} missed)`);
  });
  for (const [name, { tp, fp, fn }] of perClass) console.log(`  ${name} at ${DECORATION_CONFIDENCE}: ${tp} decorations found, ${fn} missed, ${fp} track called decoration`);
}

function weightsModule(model: TreeModel, from: number, to: number, plainTo: number): string {
  const round = (x: number) => Math.round(x * 1e5) / 1e5;
  const json = JSON.stringify({ features: model.features, bias: round(model.bias), trees: model.trees }, (_, v: unknown) => (typeof v === 'number' ? round(v) : v));
  return `import type { TreeModel } from './decoration-model.js';

/** Written by \`npm run train:railway -- --write\` (lettered classes seeds ${from}-${to}, plain classes ${from}-${plainTo}): do not edit. */
const MODEL = ${JSON.stringify(json)};

let parsed: TreeModel | undefined;

/** The model, read on first use: as a literal, building it cost every command about a millisecond at start. */
export function decorationModel(): TreeModel {
  return (parsed ??= JSON.parse(MODEL) as TreeModel);
}
`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
