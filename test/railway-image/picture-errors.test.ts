import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { stroke, svgPicture } from './draw.js';

const circle = (cx: number, cy: number, r: number) => stroke(`M${cx - r},${cy} a${r},${r} 0 1 0 ${2 * r},0 a${r},${r} 0 1 0 ${-2 * r},0`);

async function problem(bytes: Uint8Array, start = [50, 20], finish = [50, 180]) {
  const result = await railwayPicture.parse(bytes, { start, finish }, 'test.png');
  if (result.ok) throw new Error('expected the picture to be refused');
  return result.issues[0]!;
}

const plain = async (colour: string) =>
  new Uint8Array(await sharp({ create: { width: 100, height: 100, channels: 3, background: colour } }).png().toBuffer());

describe('bad pictures', () => {
  it('detects pictures by magic number only', async () => {
    expect(railwayPicture.detect(await plain('#fff'))).toBe(true);
    expect(railwayPicture.detect(new TextEncoder().encode('P5 1 1 255\n\0'))).toBe(true);
    expect(railwayPicture.detect(new TextEncoder().encode('{"type":"railway"}'))).toBe(false);
  });

  it('refuses bytes that are no picture, an empty file and a truncated PNG', async () => {
    expect((await problem(new TextEncoder().encode('hello'))).code).toBe('picture.format');
    expect((await problem(new Uint8Array())).code).toBe('picture.empty');
    const truncated = (await svgPicture(200, 200, circle(100, 100, 60))).slice(0, 60);
    const issue = await problem(truncated);
    expect(issue.code).toBe('picture.decode');
    expect(issue.message).toMatch(/PNG picture cannot be decoded/);
  });

  it('says an all-white and an all-black picture hold no track', async () => {
    expect((await problem(await plain('#ffffff'))).message).toMatch(/all white/);
    expect((await problem(await plain('#000000'))).message).toMatch(/all black/);
  });

  it('needs a start and a finish', async () => {
    const result = await railwayPicture.parse(await svgPicture(200, 200, circle(100, 100, 60)), {}, 'x.png');
    expect(result.ok ? '' : result.issues[0]!.code).toBe('picture.start-finish');
  });

  it('says how far a start off the track is', async () => {
    const issue = await problem(await svgPicture(200, 200, circle(100, 100, 60)), [100, 100], [160, 100]);
    expect(issue.code).toBe('picture.start-off-track');
    expect(issue.message).toMatch(/start \(100,100\) is off the track: the nearest track is (5[89]|6[01])\.\d px away \(at most \d+ px is snapped\)/);
  });

  it('refuses a start and finish on separate tracks', async () => {
    const issue = await problem(await svgPicture(300, 160, circle(70, 80, 50) + circle(230, 80, 50)), [20, 80], [280, 80]);
    expect(issue.code).toBe('picture.separate-tracks');
  });

  it('refuses a start and finish that snap to the same place', async () => {
    const issue = await problem(await svgPicture(200, 200, circle(100, 100, 60)), [40, 100], [40, 100]);
    expect(issue.code).toBe('picture.start-is-finish');
  });

  it('refuses a --forbid or --allow point with no junction near it', async () => {
    const bytes = await svgPicture(300, 160, circle(70, 80, 50) + circle(230, 80, 50));
    const result = await railwayPicture.parse(bytes, { start: [20, 80], finish: [120, 80], forbid: [[250, 150]] }, 'x.png');
    expect(result.ok ? '' : result.issues[0]!.message).toMatch(/--forbid 250,150: no junction within \d+ px/);
  });
});
