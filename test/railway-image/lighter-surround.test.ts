import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { paintLighterSurround } from '../../src/image/lighter-surround.js';
import type { GreyImage } from '../../src/image/raster.js';

// The bundled maze on grey paper (its white made grey), and its start and finish (README).
const MAZE = readFileSync(new URL('../../examples/railway-maze.png', import.meta.url));
const [START, FINISH] = [[417, 277], [137, 87]] as const;
const greySheet = () => sharp(MAZE).flatten({ background: '#ffffff' }).linear(0.7, 0).png().toBuffer();

async function traced(bytes: Uint8Array, shift: number) {
  const at = ([x, y]: readonly number[]) => [x! + shift, y! + shift];
  const read = await railwayPicture.parse(bytes, { start: at(START), finish: at(FINISH) } as never, 'scan.png');
  if (!read.ok) return { strokeWidth: 0, length: 0, verdict: 'refused' };
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 2, engine: {} });
  return { strokeWidth: (read.value.source!['settings'] as { strokeWidth: number }).strokeWidth, length: answer.solutions[0]?.length ?? 0, verdict: answer.verdict };
}

describe('grey paper on something lighter: a flatbed scanner\'s white lid, a white desk', () => {
  it('is traced as the sheet alone', async () => {
    const sheet = await traced(new Uint8Array(await greySheet()), 0);
    expect(sheet.verdict).toBe('multiple');
    const margin = 100;
    const scan = await sharp({ create: { width: 644 + 2 * margin, height: 644 + 2 * margin, channels: 3, background: '#fdfdfd' } })
      .composite([{ input: await greySheet(), left: margin, top: margin }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const onLid = await traced(new Uint8Array(scan), margin);
    // Without the painting the sheet's edge read as a thick rim of ink: a stroke width of twice the line's and no route.
    expect(Math.abs(onLid.strokeWidth - sheet.strokeWidth)).toBeLessThanOrEqual(0.15 * sheet.strokeWidth);
    expect(onLid.verdict).toBe('multiple');
    expect(Math.abs(onLid.length - sheet.length)).toBeLessThanOrEqual(0.03 * sheet.length);
  });

  it('leaves a page partly in shade as it is: its lit part has the drawing in it', async () => {
    // The maze twice as large, its left part in a shadow (0.62 of the light) whose edge is blurred 4 px.
    const size = 1288;
    const { data } = await sharp(MAZE).flatten({ background: '#ffffff' }).resize(size, size).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const edge = Buffer.alloc(size * size);
    for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) edge[y * size + x] = x < 0.45 * size + 0.1 * y ? 0 : 255;
    const soft = await sharp(edge, { raw: { width: size, height: size, channels: 1 } }).blur(4).extractChannel(0).raw().toBuffer();
    const shaded = Buffer.alloc(size * size);
    for (let i = 0; i < shaded.length; i++) shaded[i] = Math.round(data[i]! * (0.62 + (0.38 * soft[i]!) / 255));
    const photo = new Uint8Array(await sharp(shaded, { raw: { width: size, height: size, channels: 1 } }).jpeg({ quality: 85 }).toBuffer());
    const lit = new Uint8Array(await sharp(data, { raw: { width: size, height: size, channels: 1 } }).jpeg({ quality: 85 }).toBuffer());
    const twice = async (bytes: Uint8Array) => {
      const read = await railwayPicture.parse(bytes, { start: START.map((v) => 2 * v), finish: FINISH.map((v) => 2 * v) } as never, 'photo.jpg');
      if (!read.ok) return { verdict: 'refused', length: 0 };
      const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 2, engine: {} });
      return { verdict: answer.verdict, length: answer.solutions[0]?.length ?? 0 };
    };
    const [inShade, inLight] = [await twice(photo), await twice(lit)];
    // Taken for a lighter surround, the lit part was painted as the shaded paper and the picture read as light on dark: no route.
    expect(inShade.verdict).toBe(inLight.verdict);
    expect(Math.abs(inShade.length - inLight.length)).toBeLessThanOrEqual(0.03 * inLight.length);
  });

  it('leaves a page lit more on one side as it is: no step down to the paper', () => {
    const [width, height] = [400, 300];
    const data = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = Math.round(250 - (90 * x) / width);
    for (let k = 100; k <= 300; k++) for (let d = 0; d < 4; d++) for (const i of [(100 + d) * width + k, (200 + d) * width + k]) data[i] = 30;
    const page: GreyImage = { width, height, data };
    expect(paintLighterSurround(page) === page).toBe(true);
  });
});
