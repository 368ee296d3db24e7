import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import { commandDeadline, commandElapsedMs, startCommandClock, workDeadline } from '../../src/cli/deadline.js';
import { printAnswer } from '../../src/cli/output.js';
import type { AnyFamily } from '../../src/encoders/family.js';
import { numberlink } from '../../src/encoders/numberlink/index.js';
import { tracks } from '../../src/encoders/tracks/index.js';
import { BuildStopped, deadlineOf, Model, solve, withBuildDeadline } from '../../src/solvers/index.js';
import { atDeadline, MAX_TIMER_MS } from '../../src/solvers/timer.js';
import { backends } from '../helpers/backends.js';

const ROOT = join(import.meta.dirname, '..', '..');
const run = (args: string[]) => spawnSync(process.execPath, [join(ROOT, 'bin', 'cookcheck.js'), ...args], { encoding: 'utf8', timeout: 60_000 });

/** Ten by ten, no clue known, no piece given: very many solutions, and the fewest-givens repair runs for minutes. */
const openTracks = {
  type: 'tracks',
  width: 10,
  height: 10,
  rowClues: Array(10).fill(null),
  colClues: Array(10).fill(null),
  entrance: { row: 0, col: 0, side: 'W' },
  exit: { row: 9, col: 9, side: 'S' },
};

/** A sparse 100x100 Numberlink: building its model alone takes seconds. */
const bigNumberlink = {
  type: 'numberlink',
  grid: ['1' + '.'.repeat(98) + '2', ...Array.from({ length: 98 }, () => '.'.repeat(100)), '2' + '.'.repeat(98) + '1'],
  fillAll: false,
};

describe('one deadline for the whole command', () => {
  it('a question stops at the earlier of its own limit and the deadline', () => {
    const now = Date.now();
    expect(deadlineOf({ deadline: now + 50, timeLimitMs: 10_000 })).toBe(now + 50);
    expect(deadlineOf({ deadline: now + 50_000, timeLimitMs: 10 })).toBeLessThan(now + 1000);
    expect(deadlineOf({})).toBeUndefined();
  });

  it.each(backends)('a deadline already passed answers unknown without solving (%s)', async (backend) => {
    const model = new Model();
    const [a, b] = model.newVars(2);
    model.addClause([a!, b!]);
    const outcome = await solve({ model, answerKeys: [a!, b!] }, { backend, deadline: Date.now() - 1 });
    expect(outcome.status).toBe('unknown');
    expect(outcome.stats.solves).toBeLessThanOrEqual(1);
  });

  it('a model still being built at the deadline stops; a sealed one never does', () => {
    const past = Date.now() - 1;
    expect(() =>
      withBuildDeadline(past, () => {
        const m = new Model();
        const v = m.newVar();
        for (let i = 0; i < 40_000; i++) m.addClause([v]);
      }),
    ).toThrow(BuildStopped);
    const sealed = withBuildDeadline(past, () => new Model());
    sealed.seal();
    const v = sealed.newVar();
    for (let i = 0; i < 40_000; i++) sealed.addClause([v]);
    expect(sealed.clauses).toHaveLength(40_000);
  });

  it('the search of a puzzle whose model takes seconds to build ends unknown at the deadline', async () => {
    const answer = await answerPuzzle(numberlink, bigNumberlink, { limit: 2, engine: { deadline: Date.now() + 300 }, remarks: true });
    expect(answer).toMatchObject({ verdict: 'unknown', complete: false, stopped: 'time' });
  });

  it('a timer far beyond 2^31 ms does not fire at once', async () => {
    let fired = false;
    const timer = atDeadline(Date.now() + MAX_TIMER_MS + 10_000, () => (fired = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    timer.cancel();
    expect(fired).toBe(false);
  });

  it('--timeout 99999999 works: an easy puzzle is solved, no Node warning', () => {
    const r = run(['solve', join(ROOT, 'examples', 'numberlink-7x7.json'), '--timeout', '99999999']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Unique solution.');
    expect(r.stderr).not.toContain('Warning');
  });
});

describe('the output counts against the time limit too', () => {
  it('each solution is decoded and checked by the verifier as it is found, inside the search time', async () => {
    const events: string[] = [];
    // Tracks without its person-style shortcut, so the solver enumerates.
    const { uniqueness: _shortcut, ...plain } = tracks;
    const watched: AnyFamily = {
      ...plain,
      encode: (puzzle) => {
        const encoding = tracks.encode(puzzle);
        return { ...encoding, decode: (assignment) => (events.push('decode'), encoding.decode(assignment)) };
      },
      verify: (puzzle, solution) => (events.push('verify'), tracks.verify(puzzle, solution)),
    };
    const small = { ...openTracks, width: 4, height: 4, rowClues: Array(4).fill(null), colClues: Array(4).fill(null), exit: { row: 3, col: 3, side: 'S' } };
    const answer = await answerPuzzle(watched, small, { limit: 20, engine: { deadline: Date.now() + 60_000 } });
    expect(answer.count).toBe(20);
    // Before: twenty decodes, then twenty checks after the search had ended.
    expect(events.slice(0, 4)).toEqual(['decode', 'verify', 'decode', 'verify']);
    expect(events.filter((e) => e === 'verify')).toHaveLength(20);
  });

  it('the clock starts when the process did: Node\'s start-up counts against --timeout too', () => {
    const began = Date.now() - 1500;
    startCommandClock(began);
    expect(commandElapsedMs()).toBeGreaterThanOrEqual(1500);
    expect(commandDeadline(3)).toBe(began + 3000);
    // A time in the future is taken as now.
    startCommandClock(Date.now() + 60_000);
    expect(commandElapsedMs()).toBeLessThan(1000);
  });

  it('the work ends before the deadline of --timeout, keeping a tenth of it (0.1 to 0.5 s) to print', () => {
    startCommandClock();
    expect(commandDeadline(3)! - workDeadline(3)!).toBe(300);
    expect(commandDeadline(60)! - workDeadline(60)!).toBe(500);
    expect(commandDeadline(0.5)! - workDeadline(0.5)!).toBe(100);
    expect(workDeadline(undefined)).toBeUndefined();
  });

  it('solve --all stops drawing solutions at the deadline and says how many were not drawn', async () => {
    const answer = await answerPuzzle(tracks, openTracks, { limit: 30, engine: {} });
    let text = '';
    printAnswer({ color: false, out: (t: string) => (text += t) }, tracks, openTracks, answer, 'solve', true, undefined, Date.now() - 1);
    expect(text).toContain('Solution 1:');
    expect(text).not.toContain('Solution 2:');
    expect(text).toContain('... 29 more solutions found but not drawn: the time limit had passed (--json lists every one).');
  });
});

describe('remarks get a bounded share of time', () => {
  it('the fewest-givens repair on a clueless 10x10 Tracks stops at its share and says so', async () => {
    const answer = await answerPuzzle(tracks, openTracks, { limit: 2, engine: {}, remarks: true, remarkMs: 300 });
    expect(answer.verdict).toBe('multiple');
    const cut = answer.notes.find((n) => n.key === 'cutShort');
    expect(cut?.text).toContain('how to make the solution unique');
  });

  it('by default too, with no limit given', async () => {
    const answer = await answerPuzzle(tracks, openTracks, { limit: 2, engine: {}, remarks: true });
    expect(answer.notes.map((n) => n.key)).toContain('cutShort');
  });
});

describe('the text answer', () => {
  it("shows the command's time and the search's beside it, in one form whatever the times (the README compares it)", async () => {
    const answer = await answerPuzzle(numberlink, { type: 'numberlink', grid: ['1.1'] }, { limit: 2, engine: {} });
    const line = (commandMs: number) => {
      let text = '';
      printAnswer({ color: false, out: (t: string) => (text += t) }, numberlink, { type: 'numberlink', grid: ['1.1'] }, answer, 'solve', false, commandMs);
      return text.trim().split('\n').pop()!;
    };
    expect(line(answer.stats.ms + 5000)).toContain(`${answer.stats.ms + 5000} ms (search ${answer.stats.ms} ms)`);
    // Before, a command as quick as its search printed the search's time alone: another form.
    expect(line(answer.stats.ms)).toContain(`${answer.stats.ms} ms (search ${answer.stats.ms} ms)`);
  });

  it('count says which limit cut it short: the solution limit or the time limit', async () => {
    const puzzle = { type: 'numberlink', grid: ['1.1'] };
    const answer = await answerPuzzle(numberlink, puzzle, { limit: 2, engine: {} });
    const printed = (stopped: 'limit' | 'time') => {
      let text = '';
      const cut = { ...answer, verdict: 'multiple' as const, count: 66, complete: false, stopped, solutions: [] };
      printAnswer({ color: false, out: (t: string) => (text += t) }, numberlink, puzzle, cut, 'count', false);
      return text;
    };
    expect(printed('time')).toContain('66+ solutions (time limit reached: there may be more).');
    expect(printed('limit')).toContain('66+ solutions (limit reached: there may be more).');
  });
});
