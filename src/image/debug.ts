// node:fs, not node:fs/promises: the latter (with streams and readline) would load with every command.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { label } from './components.js';
import type { Bitmap, GreyImage } from './raster.js';
import { pointOf } from './raster.js';
import { armCount } from './pixel-graph.js';
import type { Traced } from './trace-picture.js';
import type { RemovedWhy } from './decorations.js';
import type { JudgedMove } from './moves.js';
import { armPoints } from './arms.js';
import { loadSharp } from '../packages.js';

const PALETTE = ['#e6194b', '#3cb44b', '#4363d8', '#f58231', '#911eb4', '#42d4f4', '#f032e6', '#9a6324', '#800000', '#000075'];


/**
 * One PNG per stage for a person to judge the tracing: 1-binary, 2-skeleton, 3-graph
 * (segments in colours, junctions circled and named), 4-turns (allowed moves green,
 * overridden ones blue/red), 5-ignored (what was left out as no track, coloured by why:
 * detached shapes, dead ends, strokes no train can use, small rings, filled shapes; corners
 * where no train may turn, orange rings).
 */
export async function writeDebugPictures(dir: string, image: GreyImage, traced: Traced): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const { width, height } = image;
  const { binary, skeleton, removed, erased, dots, cusps } = traced.stages;
  const faint = faded(image);
  const k = traced.scale;
  await png(join(dir, '1-binary.png'), bitmapPicture(binary, [0, 0, 0], [255, 255, 255]), width, height, k);
  const skeletonPicture = bitmapPicture(binary, [200, 200, 200], [255, 255, 255]);
  paint(skeletonPicture, skeleton.data.reduce<number[]>((a, v, i) => (v ? (a.push(i), a) : a), []), [0, 0, 0]);
  await png(join(dir, '2-skeleton.png'), skeletonPicture, width, height, k);
  await png(join(dir, '3-graph.png'), faint, width, height, k, graphSvg(traced, width, height));
  await png(join(dir, '4-turns.png'), faint, width, height, k, turnsSvg(traced, width, height));
  const ignoredPicture = new Uint8Array(faint);
  paint(ignoredPicture, droppedShapes(binary, traced), [255, 150, 150]);
  if (erased) paint(ignoredPicture, setIndicesOf(erased), REMOVED_COLOURS.filled);
  if (dots) paint(ignoredPicture, setIndicesOf(dots), REMOVED_COLOURS.dot);
  for (const r of removed) paint(ignoredPicture, r.pixels, REMOVED_COLOURS[r.why]);
  const marks = cusps.filter((c) => traced.graph.nodes.has(c)).map((c) => traced.graph.nodes.get(c)!);
  const legend = Object.entries(REMOVED_COLOURS).map(([why, [r, g, b]], i) => `<text x="8" y="${16 + 16 * i}" font-size="14" font-family="sans-serif" fill="rgb(${r},${g},${b})">${why}</text>`).join('');
  const cuspSvg = svg(width, height, k, marks.map((n) => `<circle cx="${n.x}" cy="${n.y}" r="6" fill="none" stroke="#f58231" stroke-width="2"/>`).join(''), legend);
  await png(join(dir, '5-ignored.png'), ignoredPicture, width, height, k, cuspSvg);
}

/** Pixels of the ink shapes that hold no kept track (detached lettering, blobs, other tracks). */
function droppedShapes(binary: Bitmap, traced: Traced): number[] {
  const { labels, components } = label(binary, 1, 8);
  const kept = new Uint8Array(components.length + 1);
  for (const n of traced.graph.nodes.values()) for (const i of n.pixels) kept[labels[i]!] = 1;
  for (const s of traced.graph.segments.values()) for (const i of s.path) kept[labels[i]!] = 1;
  const pixels: number[] = [];
  for (let i = 0; i < labels.length; i++) if (labels[i] && !kept[labels[i]!]) pixels.push(i);
  return pixels;
}

function faded(image: GreyImage): Uint8Array {
  const rgb = new Uint8Array(image.data.length * 3);
  for (let i = 0; i < image.data.length; i++) rgb[3 * i] = rgb[3 * i + 1] = rgb[3 * i + 2] = 170 + Math.round(image.data[i]! / 3);
  return rgb;
}

function bitmapPicture(bitmap: Bitmap, on: readonly number[], off: readonly number[]): Uint8Array {
  const rgb = new Uint8Array(bitmap.data.length * 3);
  for (let i = 0; i < bitmap.data.length; i++) {
    const c = bitmap.data[i] ? on : off;
    rgb[3 * i] = c[0]!;
    rgb[3 * i + 1] = c[1]!;
    rgb[3 * i + 2] = c[2]!;
  }
  return rgb;
}

function paint(rgb: Uint8Array, pixels: readonly number[], colour: readonly number[]): void {
  for (const i of pixels) {
    rgb[3 * i] = colour[0]!;
    rgb[3 * i + 1] = colour[1]!;
    rgb[3 * i + 2] = colour[2]!;
  }
}

/** What was left out of the track, by why (decorations.ts), in the fifth picture. */
const REMOVED_COLOURS: Record<RemovedWhy, readonly [number, number, number]> = {
  detached: [255, 150, 150],
  'dead end': [230, 0, 0],
  unusable: [245, 130, 49],
  'small loop': [240, 50, 230],
  filled: [145, 30, 180],
  decoration: [0, 130, 200],
  hairline: [60, 180, 75],
  dot: [128, 128, 0],
};

/** An overlay in working pixels, drawn `scale` times larger; `legend` in picture pixels at the top left. */
const svg = (width: number, height: number, scale: number, body: string, legend = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(width * scale)}" height="${Math.round(height * scale)}"><g transform="scale(${scale})">${body}</g>${legend}</svg>`;

function setIndicesOf(mask: Uint8Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) out.push(i);
  return out;
}

function graphSvg(traced: Traced, width: number, height: number): string {
  const { graph } = traced;
  const parts: string[] = [];
  let k = 0;
  for (const s of graph.segments.values()) {
    const from = graph.nodes.get(s.from)!;
    const to = graph.nodes.get(s.to)!;
    const pts = [[from.x, from.y], ...s.path.map((i) => pointOf(graph.width, i)), [to.x, to.y]];
    const d = pts.map(([x, y]) => `${x},${y}`).join(' ');
    parts.push(`<polyline points="${d}" fill="none" stroke="${PALETTE[k++ % PALETTE.length]}" stroke-width="2"/>`);
  }
  for (const n of graph.nodes.values()) {
    const special = n.id === traced.startNode ? 'S' : n.id === traced.finishNode ? 'F' : undefined;
    const junction = armCount(graph, n.id) >= 3;
    if (!special && !junction) {
      parts.push(`<circle cx="${n.x}" cy="${n.y}" r="3" fill="#444"/>`);
      continue;
    }
    const colour = special ? '#d00' : '#000';
    parts.push(`<circle cx="${n.x}" cy="${n.y}" r="7" fill="none" stroke="${colour}" stroke-width="2"/>`);
    if (special) parts.push(`<text x="${n.x + 9}" y="${n.y - 9}" font-size="16" font-family="sans-serif" fill="${colour}">${special}</text>`);
  }
  return svg(width, height, traced.scale, parts.join(''));
}

/** How 4-turns draws a move: allowed green, a person's --allow blue, --forbid red; refused by a rule, not at all. */
export function turnColour(m: Pick<JudgedMove, 'allowed' | 'by'>): string | undefined {
  if (m.by === 'forbid') return '#d00';
  if (!m.allowed) return undefined;
  return m.by === 'allow' ? '#00d' : '#080';
}

function turnsSvg(traced: Traced, width: number, height: number): string {
  const { graph, moves, secants } = traced;
  const parts: string[] = [];
  for (const [nodeId, list] of moves) {
    const node = graph.nodes.get(nodeId)!;
    for (const m of list) {
      const colour = turnColour(m);
      if (!colour) continue;
      const a = armPoints(graph, m.into);
      const b = armPoints(graph, m.out);
      const pa = a[Math.min(a.length - 1, 2 * secants.back)]!;
      const pb = b[Math.min(b.length - 1, 2 * secants.forward)]!;
      parts.push(`<path d="M${pa[0]},${pa[1]} Q${node.x},${node.y} ${pb[0]},${pb[1]}" fill="none" stroke="${colour}" stroke-width="2" opacity="0.8"/>`);
    }
    parts.push(`<circle cx="${node.x}" cy="${node.y}" r="3" fill="#000"/>`);
  }
  return svg(width, height, traced.scale, parts.join(''));
}

/** A stage picture at picture size: a reduced tracing is enlarged (pixels as blocks), an enlarged one reduced (blocks averaged), the overlay drawn at full size over it. */
async function png(path: string, rgb: Uint8Array, width: number, height: number, scale: number, overlay?: string): Promise<void> {
  const sharp = loadSharp();
  let base = Buffer.from(rgb);
  const [wide, high] = [Math.round(width * scale), Math.round(height * scale)];
  if (scale !== 1) base = await sharp(base, { raw: { width, height, channels: 3 } }).resize(wide, high, { kernel: scale > 1 ? 'nearest' : 'linear' }).raw().toBuffer();
  let picture = sharp(base, { raw: { width: wide, height: high, channels: 3 } });
  if (overlay) picture = picture.composite([{ input: Buffer.from(overlay), top: 0, left: 0 }]);
  await picture.png().toFile(path);
}
