import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { binaryInputMessage, binaryKind } from '../../src/cli/binary-input.js';
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

  it("names an iPhone's HEIC photo, which no decoder here reads, with how to have it as JPEG", () => {
    const heic = new Uint8Array([...Buffer.from('\u0000\u0000\u0000\u0018ftypheic\u0000\u0000\u0000\u0000mif1heic', 'latin1'), ...new Uint8Array(64)]);
    expect(pictureKind(heic)).toBeUndefined();
    const message = binaryInputMessage('IMG_0001.HEIC', binaryKind(heic)!);
    expect(message).toContain('IMG_0001.HEIC is a HEIC/HEIF picture (as iPhones save photos), which this tool does not read: convert it to PNG first');
    expect(message).toContain('An iPhone saves photos as JPEG when Settings > Camera > Formats is "Most Compatible".');
  });
});
