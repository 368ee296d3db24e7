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

async function answer(bytes: Uint8Array) {
  const read = await railwayPicture.parse(bytes, ENDS as never, 'maze.png');
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
