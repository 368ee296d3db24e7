import type { Bitmap } from './raster.js';

/*
 * Squared or lined paper: its printed rulings are lines a pixel or two thin that run from
 * edge to edge of the paper (pictured whole), in rows or columns at one spacing. Dark
 * enough, they pass the threshold with the track and thin into a mesh of junctions where no
 * route is right. Only a ruling's own thin ink is cleared: track crossing or running along
 * it is thicker and stays.
 */

/** Ink at most this thick across a ruling's line is the ruling's (pixels). */
const RULING_THICKNESS = 3;
/** A row is a ruling when ink runs in it from edge to edge of the paper (pictured whole)... */
const EDGE_TO_EDGE = 0.95;
/** ...and ink as thin as a ruling's covers this share of it (less where the track runs along the ruling). */
const RULING_COVER = 0.3;
/** Fewer rulings than this, or at uneven spacing, are no printed grid. */
const MIN_RULINGS = 4;
/** Rulings closer than this (pixels) are no paper's. */
const MIN_SPACING = 6;

/** Passes over rows and columns: a crossing's pixel is thin across its row only once the column through it is cleared. */
const PASSES = 3;

/** Clears the ink of the rulings of squared or lined paper from `dark`; how many pixels it cleared. */
export function eraseRulings(dark: Bitmap): number {
  let cleared = 0;
  for (let pass = 0; pass < PASSES; pass++) {
    const now = eraseAlong(dark, 'rows') + eraseAlong(dark, 'columns');
    if (now === 0) break;
    cleared += now;
  }
  return cleared;
}

function eraseAlong(dark: Bitmap, along: 'rows' | 'columns'): number {
  const { width, height, data } = dark;
  const [lines, length] = along === 'rows' ? [height, width] : [width, height];
  // Steps to the next pixel along a line, and across it.
  const [step, across] = along === 'rows' ? [1, width] : [width, 1];
  const first = (line: number) => (along === 'rows' ? line * width : line);
  // Ink from edge to edge: a line is given up at its first few blank pixels (most lines of a picture, at once).
  const blankAllowed = (1 - EDGE_TO_EDGE) * length;
  const edgeToEdge = (line: number) => {
    let blank = 0;
    for (let k = 0, i = first(line); k < length; k++, i += step) if (!data[i] && ++blank > blankAllowed) return false;
    return true;
  };
  const candidates = Array.from({ length: lines }, (_, line) => line).filter(edgeToEdge);
  if (candidates.length < MIN_RULINGS) return 0;
  // A pixel's ink across the line (up and down a column for a row), measured no farther than a ruling is thick.
  const thin = (i: number, line: number) => {
    let run = 1;
    for (let k = 1; k <= RULING_THICKNESS && line - k >= 0 && data[i - k * across]; k++) run++;
    for (let k = 1; k <= RULING_THICKNESS && line + k < lines && data[i + k * across]; k++) run++;
    return run <= RULING_THICKNESS;
  };
  const thinInk = (line: number) => {
    const pixels: number[] = [];
    for (let k = 0, i = first(line); k < length; k++, i += step) if (data[i] && thin(i, line)) pixels.push(i);
    return { line, pixels };
  };
  const ruled = candidates.map(thinInk).filter(({ pixels }) => pixels.length >= RULING_COVER * length);
  if (!evenlySpaced(ruled.map(({ line }) => line))) return 0;
  // Thin or not is judged before any pixel of a line is cleared: a ruling two pixels thick is cleared whole.
  const cleared = ruled.flatMap(({ pixels }) => pixels);
  for (const i of cleared) data[i] = 0;
  return cleared.length;
}

/** Whether the ruled lines (a ruling two pixels thick counted once) are enough, at one spacing. */
function evenlySpaced(ruled: readonly number[]): boolean {
  const starts = ruled.filter((line, i) => i === 0 || line - ruled[i - 1]! > 1);
  if (starts.length < MIN_RULINGS) return false;
  const gaps = starts.slice(1).map((line, i) => line - starts[i]!);
  const sorted = [...gaps].sort((a, b) => a - b);
  const spacing = sorted[Math.floor(sorted.length / 2)]!;
  if (spacing < MIN_SPACING) return false;
  // Most gaps are the spacing (a ruling hidden under a drawing makes one twice as long).
  const regular = gaps.filter((g) => Math.abs(g - spacing) <= 2 || Math.abs(g - 2 * spacing) <= 2).length;
  return regular >= 0.75 * gaps.length;
}
