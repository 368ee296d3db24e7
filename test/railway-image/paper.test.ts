import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { clearAroundPaper } from '../../src/image/paper.js';
import type { GreyImage } from '../../src/image/raster.js';

// The bundled maze, its start and finish (README), drawn twice as large: a sheet as a phone photographs it.
const MAZE = readFileSync(new URL('../../examples/railway-maze.png', import.meta.url));
const [START, FINISH] = [[417, 277], [137, 87]] as const;
const K = 2;

/** The maze enlarged K times on white, or laid on a dark table `margin` pixels wide all round (a picture over 2.5 megapixels: traced reduced). */
async function photographed(margin: number, table: string, paper = 1): Promise<Uint8Array> {
  const sheet = await sharp(MAZE).flatten({ background: '#ffffff' }).resize(644 * K, 644 * K, { kernel: 'lanczos3' }).linear(paper, 0).png().toBuffer();
  const size = 644 * K + 2 * margin;
  const picture = sharp({ create: { width: size + 200, height: size, channels: 3, background: table } }).composite([{ input: sheet, left: margin + 100, top: margin }]);
  return new Uint8Array(await picture.jpeg({ quality: 90 }).toBuffer());
}

async function traced(bytes: Uint8Array, shift: number) {
  const at = (p: readonly number[]) => p.map((v) => v * K + shift);
  const ends = { start: [at(START)[0]! + 100 * Math.sign(shift), at(START)[1]!], finish: [at(FINISH)[0]! + 100 * Math.sign(shift), at(FINISH)[1]!] };
  const read = await railwayPicture.parse(bytes, ends as never, 'photo.jpg');
  if (!read.ok) return { strokeWidth: 0, length: 0, verdict: 'refused' };
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 2, engine: {} });
  const settings = read.value.source!['settings'] as { strokeWidth: number };
  return { strokeWidth: settings.strokeWidth, length: answer.solutions[0]?.length ?? 0, verdict: answer.verdict };
}

describe('a sheet photographed on a table (issue 34: real pictures)', () => {
  it('is traced as the sheet alone: the table round it is no ink', async () => {
    const sheet = await traced(new Uint8Array(await sharp(MAZE).flatten({ background: '#ffffff' }).resize(644 * K, 644 * K, { kernel: 'lanczos3' }).jpeg({ quality: 90 }).toBuffer()), 0);
    expect(sheet.verdict).toBe('multiple');
    // Grey paper too: painted white, the table beside it made the paper's edge read dark once the light was evened out.
    for (const [table, paper] of [['#5a3d2b', 1], ['#9a9a9a', 1], ['#3a3a3a', 0.68]] as const) {
      const photo = await traced(await photographed(120, table, paper), 120);
      // Without the clearing the table's band set the stroke width to 25-30 px, the picture was reduced 6 times and no route was left.
      expect(Math.abs(photo.strokeWidth - sheet.strokeWidth)).toBeLessThanOrEqual(0.15 * sheet.strokeWidth);
      expect(photo.verdict).toBe('multiple');
      expect(Math.abs(photo.length - sheet.length)).toBeLessThanOrEqual(0.03 * sheet.length);
    }
  });

  it('clears the table when a shadow falls across it and the sheet (the phone held over them)', async () => {
    const unshaded = await traced(await photographed(120, '#3a3430'), 120);
    const size = 644 * K + 240;
    // The left part of the picture at 55% of the light, its edge slanted and 3 px soft.
    const shade = `<svg xmlns="http://www.w3.org/2000/svg" width="${size + 200}" height="${size}"><defs><filter id="b"><feGaussianBlur stdDeviation="3"/></filter></defs><rect width="100%" height="100%" fill="#fff"/><polygon points="0,0 ${0.45 * size},0 ${0.6 * size},${size} 0,${size}" fill="rgb(140,140,140)" filter="url(#b)"/></svg>`;
    const photo = await sharp(await photographed(120, '#3a3430')).composite([{ input: Buffer.from(shade), blend: 'multiply' }]).jpeg({ quality: 90 }).toBuffer();
    // The shaded paper fell under the threshold with the table, and the drawing in it kept the table from being cleared: no route was left.
    const shaded = await traced(new Uint8Array(photo), 120);
    expect(shaded.verdict).toBe('multiple');
    expect(Math.abs(shaded.strokeWidth - unshaded.strokeWidth)).toBeLessThanOrEqual(0.15 * unshaded.strokeWidth);
    expect(Math.abs(shaded.length - unshaded.length)).toBeLessThanOrEqual(0.03 * unshaded.length);
  });

  it('leaves a page in shade as it is: a corner darkened gradually is no table', () => {
    const [width, height] = [400, 300];
    const data = new Uint8Array(width * height);
    // Paper from 200 at the top right down to 70 at the bottom left, and a square drawn on it.
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = Math.round(70 + 130 * ((x / width + (1 - y / height)) / 2));
    for (let k = 100; k <= 300; k++) for (let d = 0; d < 4; d++) for (const i of [(100 + d) * width + k, (200 + d) * width + k, k * width + 100 + d, k * width + 296 + d]) if (i < data.length) data[i] = 20;
    const page: GreyImage = { width, height, data };
    expect(clearAroundPaper(page) === page).toBe(true);
  });

  it('leaves a page half in shade as it is: the shade has the drawing in it', () => {
    const [width, height] = [400, 300];
    const data = new Uint8Array(width * height).fill(240);
    // Two squares drawn on the page, and a shadow with a hard edge over the left one and the page's left half.
    for (const left of [40, 260]) for (let k = 100; k <= 200; k++) for (let d = 0; d < 4; d++) for (const i of [(100 + d) * width + k - 100 + left, (200 + d) * width + k - 100 + left, k * width + left + d, k * width + left + 96 + d]) data[i] = 20;
    for (let y = 0; y < height; y++) for (let x = 0; x < 200; x++) data[y * width + x] = Math.round(0.6 * data[y * width + x]!);
    const page: GreyImage = { width, height, data };
    expect(clearAroundPaper(page) === page).toBe(true);
  });

  it('clears the table and keeps track drawn on to the paper\'s edge', () => {
    const [width, height] = [400, 300];
    const data = new Uint8Array(width * height).fill(60);
    for (let y = 40; y < 260; y++) data.fill(235, y * width + 50, y * width + 350);
    // A loop on the paper, and a line from the paper's edge on the left toward it.
    for (let d = 0; d < 4; d++) {
      data.fill(20, (100 + d) * width + 150, (100 + d) * width + 300);
      data.fill(20, (200 + d) * width + 150, (200 + d) * width + 300);
      for (let y = 100; y < 204; y++) (data[y * width + 150 + d] = 20), (data[y * width + 296 + d] = 20);
      data.fill(20, (150 + d) * width + 50, (150 + d) * width + 130);
    }
    const cleared = clearAroundPaper({ width, height, data });
    expect(cleared.data[10 * width + 10]).toBe(235);
    expect(cleared.data[150 * width + 30]).toBe(235);
    expect(cleared.data[151 * width + 60]).toBe(20);
    expect(cleared.data[101 * width + 200]).toBe(20);
  });
});
