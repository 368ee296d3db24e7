import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { decodePicture } from '../../src/image/decode.js';
import { lightOnDark } from '../../src/image/polarity.js';

// The bundled maze and its start and finish (README).
const MAZE = readFileSync(new URL('../../examples/railway-maze.png', import.meta.url));
const ENDS = { start: [417, 277], finish: [137, 87] };

async function answer(bytes: Uint8Array, scale = 1) {
  const ends = { start: ENDS.start.map((v) => v * scale), finish: ENDS.finish.map((v) => v * scale) };
  const read = await railwayPicture.parse(bytes, ends as never, 'maze.png');
  if (!read.ok) return { verdict: 'refused', length: 0 };
  const found = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 2, engine: {} });
  return { verdict: found.verdict, length: found.solutions[0]?.length ?? 0 };
}

const negative = async () => new Uint8Array(await sharp(MAZE).flatten({ background: '#ffffff' }).negate({ alpha: false }).png().toBuffer());

describe('a maze drawn light on a dark ground (chalk on a blackboard, a screen in dark mode)', () => {
  it('is traced as its negative: the route of the maze drawn dark on light', async () => {
    const drawn = await answer(new Uint8Array(MAZE));
    const chalk = await answer(await negative());
    // Traced as it was, the ground was the track: no route.
    expect(chalk.verdict).toBe(drawn.verdict);
    expect(Math.abs(chalk.length - drawn.length)).toBeLessThanOrEqual(0.01 * drawn.length);
  });

  it('a blackboard photographed: chalk on a grey-green ground with grain, lit from one side', async () => {
    const { data, info } = await sharp(MAZE).flatten({ background: '#ffffff' }).resize(1288, 1288).blur(1.2).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const board = Buffer.alloc(info.width * info.height);
    let seed = 7;
    const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 30;
    for (let i = 0; i < board.length; i++) {
      const light = 0.75 + (0.35 * (i % info.width)) / info.width;
      board[i] = Math.max(0, Math.min(255, Math.round(light * (55 + (220 - 55) * (1 - data[i]! / 255) * 0.85) + grain())));
    }
    const photo = new Uint8Array(await sharp(board, { raw: { width: info.width, height: info.height, channels: 1 } }).jpeg({ quality: 80 }).toBuffer());
    const drawn = await answer(new Uint8Array(MAZE));
    const chalk = await answer(photo, 2);
    // Its grain and light made the ground look like a table round a sheet (paper.ts) until the light side had to be wide.
    expect(chalk.verdict).toBe(drawn.verdict);
    expect(Math.abs(chalk.length / 2 - drawn.length)).toBeLessThanOrEqual(0.05 * drawn.length);
  });

  it('tells which way a picture is drawn', async () => {
    const read = async (bytes: Uint8Array) => {
      const picture = await decodePicture(bytes);
      if (!picture.ok) throw new Error('not decoded');
      return picture.value;
    };
    expect(lightOnDark(await read(new Uint8Array(MAZE)))).toBe(false);
    expect(lightOnDark(await read(await negative()))).toBe(true);
  });
});
