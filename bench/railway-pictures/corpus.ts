import type { DecorationKind } from './decorations.js';
import type { Scenario } from './distortions.js';

/*
 * Drawn railway mazes as people draw and scan them (issue 34), one class per thing that
 * goes wrong on real pictures, each judged by its route (judge.ts). Every class is made
 * from the same tile layouts as distortions.ts, with their true graph.
 */

const SCAN = { paper: { level: 212, ink: 55, shade: 0.35 }, noise: 8, jpegQuality: 55 } as const;
const DRAWINGS: readonly DecorationKind[] = ['engine', 'station', 'word', 'banner', 'hatching', 'arrow', 'filled-station', 'word'];
/** Line widths the `widths` class draws with, one per seed in turn. */
const WIDTHS = [2, 3, 4, 6, 8, 10, 12];

export const CORPUS: readonly Scenario[] = [
  // A hand's wobble and pen pressure, junctions sometimes drawn short.
  { name: 'wobble', request: (seed) => ({ cols: 8, rows: 8, tile: 70, wobble: 4, seed, tempting: true, distortion: { name: 'wobble', lineWidth: 4, pressure: true, shortEnds: 0.2, blur: 0.6 } }) },
  // Circles touching side by side, drawn with a broad pen: the V between two of them is a cusp, the S and C through the contact are not.
  { name: 'touching-circles', request: (seed) => ({ cols: 8, rows: 8, tile: 90, wobble: 2, circles: 5, seed, tempting: true, distortion: { name: 'touching-circles', lineWidth: 6, pressure: true, blur: 0.6 } }) },
  // Small circles touching side by side under a broad pen, scanned (radius about four pen widths): the Vs between them are short and blunt.
  {
    name: 'touching-small',
    request: (seed) => ({ cols: 10, rows: 10, tile: 50, wobble: 1.5, circles: 7, seed, tempting: true, distortion: { name: 'touching-small', lineWidth: 6, pressure: true, blur: 0.8, ...SCAN } }),
  },
  // Circles pressed into each other: they cross at a visible angle, a train stays on its circle.
  {
    name: 'pressed-circles',
    request: (seed) => ({ cols: 8, rows: 8, tile: 80, wobble: 2, circles: 5, variants: { pressed: { share: 1, depth: [5, 10] } }, seed, tempting: true, distortion: { name: 'pressed-circles', lineWidth: 5, pressure: true, blur: 0.6 } }),
  },
  // Crossings drawn as a shallow X (35-60°): straight on only.
  { name: 'shallow-crossings', request: (seed) => ({ cols: 8, rows: 8, tile: 80, wobble: 1.5, crossings: 5, variants: { bent: { share: 1, angle: [35, 60] } }, seed, tempting: true, distortion: { name: 'shallow-crossings', lineWidth: 4, blur: 0.6 } }) },
  // Switches whose branch leaves at a visible angle (25-50°): still switches.
  { name: 'sharp-switches', request: (seed) => ({ cols: 8, rows: 8, tile: 80, wobble: 1.5, variants: { sharp: { share: 0.8, angle: [25, 50] } }, seed, tempting: true, distortion: { name: 'sharp-switches', lineWidth: 4, blur: 0.6 } }) },
  // Lettering and drawings touching the track: S and F, words, an engine, stations, a banner, hatching, arrows, a title.
  {
    name: 'drawings',
    request: (seed) => ({ cols: 8, rows: 8, tile: 80, wobble: 1.5, seed, tempting: true, distortion: { name: 'drawings', lineWidth: 4, labels: true, decorations: DRAWINGS, title: 'No reversing!', blur: 0.5 } }),
  },
  // A scan: grey paper under uneven light, a slight rotation, JPEG.
  { name: 'scan', request: (seed) => ({ cols: 8, rows: 8, tile: 70, rotation: (seed % 2 ? 1 : -1) * (0.5 + (seed % 3) * 0.7), wobble: 1.5, seed, tempting: true, distortion: { name: 'scan', lineWidth: 4, blur: 0.8, ...SCAN } }) },
  // A scan or photo with a hard-edged shadow across it (a desk lamp, the phone held over the page): 50-75% of the light, its edge 0-4 px wide.
  {
    name: 'shadow',
    request: (seed) => ({ cols: 9, rows: 9, tile: 64, wobble: 1.5, seed, tempting: true, distortion: { name: 'shadow', lineWidth: 4, blur: 0.8, ...SCAN, shadow: { depth: 0.5 + 0.05 * (seed % 6), soft: [0, 1, 2, 4][seed % 4]! } } }),
  },
  // Pens from 2 to 12 px on pictures from 600 to 3,000 px.
  {
    name: 'widths',
    request: (seed) => {
      const width = WIDTHS[(seed - 1) % WIDTHS.length]!;
      const tile = Math.max(50, 18 * width);
      const cols = Math.max(6, Math.min(12, Math.floor((600 + (seed % 4) * 800) / tile)));
      return { cols, rows: cols, tile, wobble: width / 2, seed, tempting: true, distortion: { name: 'widths', lineWidth: width, pressure: true, blur: 0.3 + width / 10, jpegQuality: 70 } };
    },
  },
  // Tight curves (radius 2.5 line widths) with lettering and drawings on them.
  {
    name: 'tight-lettered',
    request: (seed) => ({ cols: 10, rows: 10, tile: 40, seed, tempting: true, distortion: { name: 'tight-lettered', lineWidth: 8, labels: true, decorations: ['word', 'arrow', 'hatching', 'word'], lettering: true } }),
  },
  // Like the homework maze of issue 34 (709x705): circles touching side by side, an engine, a
  // station and lettering drawn onto the track, "No reversing!" along the top, scanned.
  {
    name: 'homework',
    request: (seed) => ({
      cols: 9,
      rows: 9,
      tile: 70,
      rotation: 0.6,
      wobble: 2.5,
      circles: 4,
      seed,
      tempting: true,
      distortion: { name: 'homework', lineWidth: 4, pressure: true, labels: true, decorations: ['engine', 'station', 'word', 'word', 'filled-station'], title: 'No reversing!', blur: 0.6, ...SCAN },
    }),
  },
  // All at once.
  {
    name: 'all-at-once',
    request: (seed) => ({
      cols: 9,
      rows: 9,
      tile: 80,
      rotation: -1.2,
      wobble: 2.5,
      circles: 3,
      crossings: 3,
      variants: { pressed: { share: 0.5, depth: [5, 10] }, bent: { share: 0.7, angle: [35, 60] }, sharp: { share: 0.4, angle: [25, 45] } },
      seed,
      tempting: true,
      distortion: { name: 'all-at-once', lineWidth: 5, pressure: true, widthJitter: true, labels: true, decorations: DRAWINGS, title: 'No reversing!', blur: 0.8, ...SCAN },
    }),
  },
];
