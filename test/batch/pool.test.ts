import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BatchItem } from '../../src/batch/items.js';
import type { JobOutcome } from '../../src/batch/job.js';
import { ThreadPool } from '../../src/batch/pool.js';
import { ResultsFile } from '../../src/batch/results.js';
import { PoolExecutor, runBatch } from '../../src/batch/run.js';
import type { Task } from '../../src/batch/thread.js';

// The pool runs built code (`npm test` builds first): the real thread, wrapped by a script
// that ends its thread in the middle of a task whose puzzle's title asks for it.
const THREAD = pathToFileURL(join(import.meta.dirname, '..', '..', 'dist', 'src', 'batch', 'thread.js')).href;
const dir = mkdtempSync(join(tmpdir(), 'cookcheck-pool-'));
const CRASHING = join(dir, 'crashing-thread.mjs');
writeFileSync(
  CRASHING,
  `import { parentPort } from 'node:worker_threads';
import { existsSync, writeFileSync } from 'node:fs';
const { serveBatchThread } = await import(${JSON.stringify(THREAD)});
serveBatchThread();
// After the real thread has started on the task: the thread dies in the middle of it.
parentPort.on('message', ({ task }) => {
  const text = task.job?.text ?? '';
  const mark = ${JSON.stringify(dir)} + '/crashed-' + (/"title":"([^"]*)"/.exec(text)?.[1] ?? '');
  if (text.includes('crash always')) process.exit(3);
  if (text.includes('crash once') && !existsSync(mark)) { writeFileSync(mark, ''); process.exit(3); }
  if (text.includes('hang')) for (;;);
});
`,
);

/** A tiny Numberlink puzzle, unique (or with `many`, several paths under the classic rule), named so the crashing thread knows what to do. */
const puzzle = (title: string, many = false): BatchItem => {
  const shape = many ? { grid: ['1..', '..1'], fillAll: false } : { grid: ['1.1'] };
  return { id: title, place: title, text: JSON.stringify({ type: 'numberlink', ...shape, title }) };
};

describe('batch thread pool', () => {
  it('a thread killed in the middle of a puzzle: the puzzle goes to a fresh thread; killed twice, it is an error line; every id answered exactly once', async () => {
    const items = [
      ...Array.from({ length: 12 }, (_, i) => puzzle(`plain ${i}`, i % 2 === 0)),
      puzzle('crash once a'),
      puzzle('crash always'),
      puzzle('crash once b', true),
      puzzle('plain last'),
    ];
    const out = join(dir, 'results.jsonl');
    const stats = await runBatch(items, { question: 'check', backend: 'minisat' }, new PoolExecutor(2, CRASHING), { file: new ResultsFile(out) });
    const lines = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; verdict?: string; error?: string; message?: string });
    // Once each, in input order (the file is put in order at the end)
    expect(lines.map((l) => l.id)).toEqual(items.map((i) => i.id));
    const byId = new Map(lines.map((l) => [l.id, l]));
    // Both were really killed once (the marks), then answered on a fresh thread
    expect(['crash once a', 'crash once b'].every((t) => existsSync(join(dir, `crashed-${t}`)))).toBe(true);
    expect(byId.get('crash once a')!.verdict).toBe('unique');
    expect(byId.get('crash once b')!.verdict).toBe('multiple');
    expect(byId.get('crash always')).toMatchObject({ error: 'crashed' });
    expect(byId.get('crash always')!.message).toMatch(/stopped 2 times/);
    expect(byId.get('plain 0')!.verdict).toBe('multiple');
    expect(byId.get('plain 1')!.verdict).toBe('unique');
    expect(stats.done).toBe(items.length);
    expect(stats.counts.get('error')).toBe(1);
  });

  it('a task past its hard limit has its thread ended, comes back as overtime, and the pool goes on', async () => {
    const pool = new ThreadPool<Task, JobOutcome>(1, CRASHING);
    const settings = { question: 'check', backend: 'minisat' } as const;
    try {
      const stuck = pool.run({ kind: 'answer', job: { text: puzzle('hang').text, settings } }, { hardLimitMs: 1500 });
      const after = pool.run({ kind: 'answer', job: { text: puzzle('after').text, settings } });
      expect(await stuck).toMatchObject({ ok: false, reason: 'overtime' });
      expect(await after).toMatchObject({ ok: true, value: { status: 'unique' } });
    } finally {
      await pool.close();
    }
  });
});
