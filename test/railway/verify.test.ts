import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { verifyRailway } from '../../src/encoders/railway/verify.js';

const dir = join(import.meta.dirname, '..', '..', 'src', 'encoders', 'railway', 'samples', 'verifier');
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { code: string; puzzle: RailwayPuzzle; solution: RailwaySolution });

/** The codes verify.ts documents in its header. */
function documentedCodes(): string[] {
  const source = readFileSync(join(import.meta.dirname, '..', '..', 'src', 'encoders', 'railway', 'verify.ts'), 'utf8');
  const line = source.split('\n').find((l) => l.includes('Codes:'))!;
  const rest = source.slice(source.indexOf(line)).split('*/')[0]!;
  return [...rest.matchAll(/`([a-z.]+)`/g)].map((m) => m[1]!);
}

describe('railway verifier', () => {
  it('keeps one failing route per documented code', () => {
    expect(fixtures.map((f) => f.code).sort()).toEqual(documentedCodes().sort());
  });

  it.each(fixtures.map((f) => [f.code, f] as const))('reports %s, and only that, for its fixture', (code, fixture) => {
    const issues = verifyRailway(fixture.puzzle, fixture.solution);
    expect(issues.map((i) => i.code)).toEqual([code]);
    expect(issues[0]!.message.length).toBeGreaterThan(10);
  });
});
