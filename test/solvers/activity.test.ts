import { describe, expect, it } from 'vitest';
import { Model, reportActivity, solve, watchActivity, type Activity } from '../../src/solvers/index.js';
import { encodeTracks } from '../../src/encoders/tracks/encode.js';
import { backends } from '../helpers/backends.js';

describe('long work tells a watcher what it does (the progress line on a terminal)', () => {
  it.each(backends)('solver calls and lazy cuts reach the watcher, and nothing outside one (%s)', async (backend) => {
    const seen: Activity[] = [];
    // An open 6x6 Tracks: its first solutions need loop cuts.
    const open = { type: 'tracks', width: 6, height: 6, rowClues: Array(6).fill(null), colClues: Array(6).fill(null), entrance: { row: 0, col: 0, side: 'W' }, exit: { row: 5, col: 5, side: 'S' } } as const;
    const outcome = await watchActivity((a) => seen.push(a), () => solve(encodeTracks(open), { backend }));
    expect(outcome.status).toBe('sat');
    const solves = seen.reduce((n, a) => n + (a.solves ?? 0), 0);
    const cuts = seen.reduce((n, a) => n + (a.cuts ?? 0), 0);
    expect(solves).toBe(outcome.stats.solves);
    expect(cuts).toBe(outcome.stats.cuts);
    const model = new Model();
    model.addClause([model.newVar()]);
    reportActivity({ solves: 1 });
    await solve({ model, answerKeys: [] }, { backend });
    expect(seen.reduce((n, a) => n + (a.solves ?? 0), 0)).toBe(solves);
  });
});
