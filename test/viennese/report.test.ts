import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { viennese } from '../../src/encoders/viennese/index.js';
import type { ViennesePuzzle, VienneseSolution } from '../../src/encoders/viennese/model.js';
import { bandLayout } from '../../src/encoders/viennese/states-panel.js';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
const hexagonal = read(join(import.meta.dirname, 'fixtures', 'hexagonal-4x4-105-moves.json')) as ViennesePuzzle;
const report = (read(join(import.meta.dirname, '..', '..', 'src', 'encoders', 'viennese', 'samples', 'report-4x4.json')) as { puzzle: ViennesePuzzle }).puzzle;

const numbers = (attrs: string): Record<string, number> => Object.fromEntries([...attrs.matchAll(/([\w-]+)="([-\d.]+)"/g)].map((m) => [m[1]!, Number(m[2])]));

describe('the Viennese report', () => {
  it('draws the puzzle alone as the maze and its state graph: no solution panel, no solution in the legend', () => {
    const svg = viennese.renderSvg(report, undefined);
    expect(svg).toContain('>Maze</text>');
    expect(svg).toContain('>State graph</text>');
    expect(svg).not.toContain('>Solution');
    expect(svg).not.toContain('no solution');
    expect(svg).not.toMatch(/the solution/);
    expect(svg).toMatch(/^<svg[^>]* width="880"/);
  });

  it('numbers the moves of a 105-move walk where no number covers another or a node label', async () => {
    const answer = await answerPuzzle(viennese, hexagonal, { limit: 1, engine: {} });
    const walk = answer.solutions[0] as VienneseSolution;
    expect(walk.nodes.length - 1).toBe(105);
    const svg = viennese.renderSvg(hexagonal, walk);
    const badges = [...svg.matchAll(/<g class="move-number"><circle ([^>]*)\/><text[^>]*>(\d+)<\/text><\/g>/g)].map((m) => ({ at: numbers(m[1]!), k: Number(m[2]) }));
    const labels = [...svg.matchAll(/<text class="node-label" ([^>]*)>/g)].map((m) => numbers(m[1]!));
    expect(labels).toHaveLength(hexagonal.nodes.length);
    // Nearly every move numbered (the others are placed by their colour and the walk written below).
    expect(badges.length).toBeGreaterThanOrEqual(95);
    expect(new Set(badges.map((b) => b.k)).size).toBe(badges.length);
    for (const [i, a] of badges.entries()) {
      for (const b of badges.slice(i + 1)) expect(Math.hypot(a.at['cx']! - b.at['cx']!, a.at['cy']! - b.at['cy']!), `moves ${a.k} and ${b.k}`).toBeGreaterThanOrEqual(a.at['r']! + b.at['r']!);
      for (const l of labels) {
        const centre = { x: l['x']!, y: l['y']! - 0.35 * l['font-size']! };
        expect(Math.hypot(a.at['cx']! - centre.x, a.at['cy']! - centre.y), `move ${a.k} and a node label`).toBeGreaterThanOrEqual(a.at['r']! + 0.35 * l['font-size']!);
      }
    }
  });

  it('folds a deep state graph into columns that fill the panel', () => {
    const deep = bandLayout(107, 6, { x: 0, y: 0, width: 384, height: 374 });
    expect(deep.bands).toBeGreaterThan(1);
    expect(Math.min(deep.dx, deep.dy)).toBeGreaterThanOrEqual(10);
    expect(bandLayout(12, 8, { x: 0, y: 0, width: 384, height: 374 }).bands).toBe(1);
    // The hexagonal maze's states spread over most of the panel's width (x 440 to 880).
    const svg = viennese.renderSvg(hexagonal, undefined);
    const xs = [...svg.matchAll(/<circle cx="([\d.]+)" cy="[\d.]+" r="[\d.]+" fill="[^"]+"\/>/g)].map((m) => Number(m[1])).filter((x) => x > 440 && x < 880);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(280);
  });
});
