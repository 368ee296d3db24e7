import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { fromBase64 } from '../../src/image/base64.js';
import { readOrientation, withoutOrientation } from '../../src/image/exif-orientation.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { renderRailwaySvg } from '../../src/encoders/railway/render.js';
import { stroke, svgPicture } from './draw.js';

// An L drawn upright: along the top from the left, then down the right side.
const UPRIGHT = { width: 360, height: 240, body: stroke('M40,40 L300,40 Q320,40 320,60 L320,210') };
const ENDS = { start: [60, 40], finish: [320, 200] };

/** The upright drawing stored as a phone stores it: turned, with the EXIF orientation that turns it back. */
async function storedTurned(format: 'jpeg' | 'png', orientation: 6 | 8): Promise<Uint8Array> {
  const upright = await svgPicture(UPRIGHT.width, UPRIGHT.height, UPRIGHT.body);
  const turned = sharp(upright).rotate(orientation === 6 ? -90 : 90).withMetadata({ orientation });
  return new Uint8Array(format === 'jpeg' ? await turned.jpeg({ quality: 95 }).toBuffer() : await turned.png().toBuffer());
}

async function traced(bytes: Uint8Array, file: string) {
  writeFileSync(file, bytes);
  const read = await railwayPicture.parse(bytes, ENDS as never, file);
  if (!read.ok) throw new Error(read.issues.map((i) => i.message).join('; '));
  return read.value;
}

describe('a photo stored turned, with its EXIF orientation (phones store most so)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cookcheck-turned-'));

  it.each([['jpeg', 6], ['png', 8]] as const)('a %s stored turned (orientation %i) is traced upright, as a viewer shows it and the person gave the points', async (format, orientation) => {
    const bytes = await storedTurned(format, orientation);
    expect(readOrientation(bytes)?.value).toBe(orientation);
    const puzzle = await traced(bytes, join(dir, `l-${orientation}.${format}`));
    expect([puzzle.source?.['width'], puzzle.source?.['height']]).toEqual([UPRIGHT.width, UPRIGHT.height]);
    const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 2, engine: {} });
    expect(answer.verdict).toBe('unique');
    const start = puzzle.nodes.find((n) => n.id === puzzle.start.node)!;
    expect(Math.hypot(start.x - 60, start.y - 40)).toBeLessThan(4);
  });

  it('the drawing turns the stored picture upright under the track, and the picture it carries no longer says to turn it', async () => {
    const puzzle = await traced(await storedTurned('jpeg', 6), join(dir, 'l-drawn.jpg'));
    const svg = renderRailwaySvg(puzzle, undefined);
    const image = /<image href="data:image\/jpeg;base64,([^"]+)" x="0" y="0" width="(\d+)" height="(\d+)" transform="matrix\(([^)]+)\)"/.exec(svg);
    expect(image).not.toBeNull();
    // Stored 240 wide and 360 high; turned a quarter clockwise onto the upright 360 x 240.
    expect([image![2], image![3], image![4]]).toEqual(['240', '360', '0 1 -1 0 360 0']);
    expect(readOrientation(fromBase64(image![1]!))).toBeUndefined();
  });

  it('reads the orientation in either byte order, and a copy set to "as stored" has none', () => {
    // A JPEG's start, an APP1 Exif segment with a big-endian TIFF directory of one entry (orientation 3), the scan's start.
    const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0];
    const exif = [...'Exif\0\0'].map((c) => c.charCodeAt(0));
    const segment = [...exif, ...tiff];
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0, segment.length + 2, ...segment, 0xff, 0xda]);
    const found = readOrientation(jpeg);
    expect(found).toMatchObject({ value: 3, littleEndian: false });
    expect(readOrientation(withoutOrientation(jpeg, found!))).toBeUndefined();
    expect(readOrientation(new Uint8Array([0xff, 0xd8, 0xff, 0xda]))).toBeUndefined();
  });
});
