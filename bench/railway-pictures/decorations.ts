import type { Point } from '../../src/image/raster.js';
import { LETTERING_FONT, PEN_LETTERING, penLetteringSvg } from './lettering-font.js';

/**
 * What a person draws on a railway maze besides the track, touching it: words and
 * labels, an engine on the rails, a station beside them (outlined or filled), a banner on
 * two poles, hatching along an embankment, arrows, blobs. Drawn with the track's pen.
 */
export type DecorationKind = 'label' | 'word' | 'engine' | 'station' | 'filled-station' | 'banner' | 'hatching' | 'arrow' | 'blob';

/** Where a drawing goes: a point on the track's centre line and the unit normal there, pointing to the side it is drawn on. */
export interface Anchor {
  readonly at: Point;
  readonly normal: Point;
}

export interface Pen {
  /** The track's line width in pixels. */
  readonly width: number;
  /** The tile size: drawings are about this big. */
  readonly size: number;
}

const WORDS = ['Station', 'JUNCTION', 'Penrose', 'Up line', 'Depot', 'Luppitt', 'Start here', 'Goods yard', 'Tunnel', 'Exit'];
const INK = '#111';

/**
 * One drawing at an anchor as SVG, in a frame whose x runs along the track and whose y
 * points to the track (so upright text stands on it); everything lies on the anchor's side
 * and reaches the track's edge, overlapping it by a fraction of the pen.
 */
export function decorationSvg(kind: DecorationKind, anchor: Anchor, pen: Pen, rnd: () => number, text?: string): string {
  // Houses, engines and words stand on the track, above it as the page is read.
  const upright = kind !== 'hatching' && kind !== 'arrow' && kind !== 'blob';
  const [nx, ny] = upright && anchor.normal[1] > 0 ? [-anchor.normal[0], -anchor.normal[1]] : anchor.normal;
  // x along the track, y toward the track (minus the normal); the pair is right-handed on screen so text reads.
  let [tx, ty] = [ny, -nx];
  if (tx * -ny - ty * -nx < 0) [tx, ty] = [-tx, -ty];
  const frame = `matrix(${tx} ${ty} ${-nx} ${-ny} ${anchor.at[0]} ${anchor.at[1]})`;
  // Drawings stand on the track's edge a little into its ink; letters written on it touch it.
  const written = kind === 'word' || kind === 'label';
  const edge = -pen.width / 2 + (written ? 0.15 : 0.3) * pen.width;
  const body = DRAW[kind]({ pen, edge, rnd, text: text ?? WORDS[Math.floor(rnd() * WORDS.length)]! });
  return `<g transform="${frame}">${body}</g>`;
}

interface Local {
  readonly pen: Pen;
  /** y of the track's edge on this side (negative: away from the track). */
  readonly edge: number;
  readonly rnd: () => number;
  readonly text: string;
}

const line = (d: string, width: number) => `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${width.toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
const rect = (x: number, y: number, w: number, h: number, width: number, filled = false) =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${filled ? INK : 'none'}" stroke="${INK}" stroke-width="${width.toFixed(2)}"/>`;
const circle = (x: number, y: number, r: number, width: number) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="none" stroke="${INK}" stroke-width="${width.toFixed(2)}"/>`;
/** Text whose strokes are about as wide as the pen (DejaVu Sans Bold stems are about 0.14 em). */
function words(x: number, y: number, text: string, pen: Pen, scale = 1): string {
  const size = Math.max(12, pen.width / 0.14) * scale;
  if (PEN_LETTERING) return penLetteringSvg(x, y, text, { size, bold: true, fill: INK });
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${size.toFixed(1)}" font-family="${LETTERING_FONT}" font-weight="bold" text-anchor="middle" fill="${INK}">${text}</text>`;
}

const DRAW: Record<DecorationKind, (local: Local) => string> = {
  // A letter beside the start or finish, standing on the track.
  label: ({ pen, edge, text }) => words(0, edge, text.slice(0, 1), pen, 1.2),
  word: ({ pen, edge, text }) => words(0, edge, text, pen, 0.8),
  // An engine on the rails: three wheels resting on the track, a boiler, a cab, a chimney, smoke.
  engine: ({ pen, edge }) => {
    const u = pen.size * 0.45;
    const w = pen.width * 0.8;
    const r = 0.16 * u;
    const wheels = [-0.5, 0, 0.5].map((x) => circle(x * u, edge - r, r, w)).join('');
    const top = edge - 1.6 * r;
    return (
      wheels +
      rect(-0.75 * u, top - 0.45 * u, 1.5 * u, 0.45 * u, w) +
      rect(0.25 * u, top - 0.95 * u, 0.5 * u, 0.5 * u, w) +
      rect(-0.6 * u, top - 0.75 * u, 0.16 * u, 0.3 * u, w) +
      circle(-0.45 * u, top - 1.0 * u, 0.12 * u, w * 0.7) +
      circle(-0.25 * u, top - 1.2 * u, 0.16 * u, w * 0.7)
    );
  },
  // A station beside the line: a house with a roof, a door and a name board, its wall on the track.
  station: ({ pen, edge }) => station(pen, edge, false),
  'filled-station': ({ pen, edge }) => station(pen, edge, true),
  // A banner on two poles that stand on the track.
  banner: ({ pen, edge, text }) => {
    const u = pen.size * 0.5;
    const w = pen.width * 0.8;
    const [left, right] = [-0.8 * u, 0.8 * u];
    const top = edge - 1.2 * u;
    const low = edge - 0.55 * u;
    return line(`M${left},${edge} L${left},${top}`, w) + line(`M${right},${edge} L${right},${top}`, w) + rect(left, top, right - left, low - top, w) + words(0, low - 0.12 * u, text.slice(0, 8), pen, 0.5);
  },
  // Hatching along an embankment: short parallel strokes from the track's edge, slanted.
  hatching: ({ pen, edge, rnd }) => {
    const count = 6 + Math.floor(rnd() * 5);
    const step = 1.6 * pen.width + 2;
    const length = 2.5 * pen.width + 4;
    const slant = rnd() < 0.5 ? 1 : -1;
    const strokes: string[] = [];
    for (let k = 0; k < count; k++) {
      const x = (k - (count - 1) / 2) * step;
      strokes.push(line(`M${x},${edge} L${x + slant * 0.6 * length},${edge - length}`, pen.width * 0.6));
    }
    return strokes.join('');
  },
  arrow: ({ pen, edge }) => {
    const u = pen.size * 0.5;
    const w = pen.width * 0.7;
    return line(`M0,${edge} L0,${edge - u}`, w) + line(`M${-0.2 * u},${edge - 0.25 * u} L0,${edge} L${0.2 * u},${edge - 0.25 * u}`, w);
  },
  blob: ({ pen, edge }) => `<circle cx="0" cy="${(edge - 1.6 * pen.width).toFixed(1)}" r="${(1.8 * pen.width).toFixed(1)}" fill="${INK}"/>`,
};

function station(pen: Pen, edge: number, filled: boolean): string {
  const u = pen.size * 0.5;
  const w = pen.width * 0.8;
  const top = edge - 0.8 * u;
  return (
    rect(-0.6 * u, top, 1.2 * u, edge - top, w, filled) +
    line(`M${-0.75 * u},${top} L0,${top - 0.5 * u} L${0.75 * u},${top}`, w) +
    (filled ? '' : rect(-0.15 * u, edge - 0.45 * u, 0.3 * u, 0.45 * u, w * 0.7)) +
    words(0, top - 0.6 * u, 'STATION', pen, 0.45)
  );
}

/**
 * A title written along the top, its letters standing on the topmost track: the homework
 * maze's "No reversing!". `at` is the top of the highest track; `width` the picture's.
 */
export function titleSvg(text: string, at: Point, pen: Pen, width: number): string {
  const size = Math.max(14, pen.width / 0.14) * 1.1;
  const half = (text.length * size * 0.33);
  const x = Math.min(width - half - 4, Math.max(half + 4, at[0]));
  const y = at[1] - pen.width / 2 + 0.15 * pen.width;
  if (PEN_LETTERING) return penLetteringSvg(x, y, text, { size, bold: true, fill: INK });
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${size.toFixed(1)}" font-family="${LETTERING_FONT}" font-weight="bold" text-anchor="middle" fill="${INK}">${text}</text>`;
}
