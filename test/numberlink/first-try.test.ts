import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/encoders/family.js';
import type { NumberlinkPuzzle } from '../../src/encoders/numberlink/model.js';
import { fillFirstTryMs, solverUniqueness } from '../../src/encoders/numberlink/uniqueness.js';
import { PACKAGE_ROOT } from '../../src/schemas.js';
import { createBackend, type Backend } from '../../src/solvers/backend.js';
import { backends } from '../helpers/backends.js';

const unique = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'src', 'encoders', 'numberlink', 'samples', 'flow-5x5-unique.json'), 'utf8')) as { puzzle: NumberlinkPuzzle }).puzzle;

describe.each(backends)('the fillAll first try, on %s', (backend) => {
  it("does not count the backend's start-up: one slower than the whole try still leaves it its time", async () => {
    // Z3's start-up under load once ate the 2 s try, and the question ended unknown
    let opened = 0;
    const slowStart = async (): Promise<Backend> => {
      opened += 1;
      await new Promise((resolve) => setTimeout(resolve, fillFirstTryMs(unique) + 500));
      return createBackend(backend, true);
    };
    const run = await solverUniqueness(unique, { backend, backendFactory: slowStart }, undefined, fillFirstTryMs(unique));
    expect(verdictOf(run!.solutions.length, run!.complete)).toBe('unique');
    // Settled by the first try: the classic question, the next session, was not asked
    expect(opened).toBe(1);
  });
});
