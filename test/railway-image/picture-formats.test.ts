import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { pictureKind } from '../../src/image/decode.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { stroke, svgPicture } from './draw.js';

// A line that parts at a switch into two arcs, which join again: two routes from left to right.
const BODY = stroke('M30,120 L100,120 Q160,70 220,120 L270,120') + stroke('M100,120 Q160,170 220,120');
const ENDS = { start: [40, 120], finish: [260, 120] };

describe('pictures as scanners and the web give them: TIFF, WebP, GIF, AVIF beside PNG and JPEG', () => {
  it.each(['tiff', 'webp', 'gif', 'avif'] as const)('a maze saved as %s is traced as its PNG is', async (format) => {
    const png = await svgPicture(300, 240, BODY);
    // Lossless, so that the same pixels are traced.
    const bytes = new Uint8Array(await sharp(png).toFormat(format, format === 'webp' || format === 'avif' ? { lossless: true } : {}).toBuffer());
    expect(pictureKind(bytes)).toBe(format);
    const answers = [];
    for (const picture of [png, bytes]) {
      const read = await railwayPicture.parse(picture, ENDS as never, `maze.${format}`);
      if (!read.ok) throw new Error(read.issues.map((i) => i.message).join('; '));
      const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 3, engine: {} });
      answers.push({ verdict: answer.verdict, lengths: answer.solutions.map((s) => Math.round(s.length ?? 0)).sort() });
    }
    expect(answers[0]!.verdict).toBe('multiple');
    expect(answers[1]).toEqual(answers[0]);
  });
});
