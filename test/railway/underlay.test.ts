import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';

const ROOT = join(import.meta.dirname, '..', '..');
const sample = (JSON.parse(readFileSync(join(ROOT, 'src', 'encoders', 'railway', 'samples', 'figure1-like-two-sided-unique.json'), 'utf8')) as { puzzle: RailwayPuzzle }).puzzle;

describe('railway drawings over the traced picture', () => {
  it('carry the picture inside the SVG, so it shows wherever the drawing is saved and in PNGs', () => {
    const file = join(ROOT, 'examples', 'railway-maze.png');
    const svg = railway.renderSvg({ ...sample, source: { file, format: 'png', width: 640, height: 640 } }, undefined);
    const bytes = readFileSync(file).toString('base64');
    expect(svg).toContain(`href="data:image/png;base64,${bytes}"`);
  });
  it('draw no picture when the file is gone', () => {
    const svg = railway.renderSvg({ ...sample, source: { file: join(ROOT, 'no-such-picture.png'), format: 'png' } }, undefined);
    expect(svg).not.toContain('<image');
  });
});
