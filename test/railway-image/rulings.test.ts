import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { darkPixels, otsuThreshold } from '../../src/image/binarize.js';
import { decodePicture } from '../../src/image/decode.js';
import { eraseRulings } from '../../src/image/rulings.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { stroke, svgPicture } from './draw.js';

// A line that parts at a switch into two arcs, which join again: two routes from left to right.
const MAZE = stroke('M30,120 L100,120 Q160,70 220,120 L270,120', 5) + stroke('M100,120 Q160,170 220,120', 5);
const ENDS = { start: [40, 120], finish: [260, 120] };

/** Squared paper: dark grey rulings a pixel wide (on the pixel grid) every `spacing` pixels, edge to edge. */
function squares(width: number, height: number, spacing: number): string {
  const lines: string[] = [];
  for (let x = spacing / 2 + 0.5; x < width; x += spacing) lines.push(`<line x1="${x}" y1="0" x2="${x}" y2="${height}" stroke="#666" stroke-width="1"/>`);
  for (let y = spacing / 2 + 0.5; y < height; y += spacing) lines.push(`<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#666" stroke-width="1"/>`);
  return lines.join('');
}

async function routes(bytes: Uint8Array) {
  const read = await railwayPicture.parse(bytes, ENDS as never, 'maze.png');
  if (!read.ok) return { verdict: 'refused', lengths: [] };
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 3, engine: {} });
  return { verdict: answer.verdict, lengths: answer.solutions.map((s) => Math.round(s.length ?? 0)).sort((a, b) => a - b) };
}

describe('a maze drawn on squared paper (issue 34: real pictures)', () => {
  it('the dark rulings are cleared and the routes are those of the maze on plain paper', async () => {
    const plain = await routes(await svgPicture(300, 240, MAZE));
    expect(plain.verdict).toBe('multiple');
    const ruled = await routes(await svgPicture(300, 240, squares(300, 240, 12) + MAZE));
    expect(ruled.verdict).toBe('multiple');
    // The same routes: lengths within 3% (rulings left along the track move its centreline a little).
    expect(ruled.lengths).toHaveLength(plain.lengths.length);
    ruled.lengths.forEach((length, i) => expect(Math.abs(length - plain.lengths[i]!)).toBeLessThanOrEqual(0.03 * length));
  });

  it('clears nothing where there are no rulings: long straight lines of a thin pen at a tile maze\'s spacing stay', async () => {
    const tiles = Array.from({ length: 5 }, (_, i) => stroke(`M20,${30 + 40 * i} L280,${30 + 40 * i}`, 2)).join('');
    const picture = await decodePicture(new Uint8Array(await sharp(await svgPicture(300, 240, tiles)).png().toBuffer()));
    if (!picture.ok) throw new Error('not decoded');
    const dark = darkPixels(picture.value, otsuThreshold(picture.value));
    expect(eraseRulings(dark)).toBe(0);
  });
});
