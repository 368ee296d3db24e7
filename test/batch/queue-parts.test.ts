import { describe, expect, it } from 'vitest';
import { parseQueueUrl, QueueProblem } from '../../src/batch/queue-address.js';
import { failedOutcome, jobIdOf, outcomeOf } from '../../src/batch/queue.js';

describe('queue address', () => {
  it('redis://host:port/name: the path names the queue; user, password, ?db and rediss:// carried to the connection', () => {
    expect(parseQueueUrl('redis://10.0.0.5:6380/book')).toMatchObject({ name: 'book', connection: { host: '10.0.0.5', port: 6380, db: 0 }, shown: 'redis://10.0.0.5:6380/book' });
    const secret = parseQueueUrl('rediss://me:s%40cret@queue.example/dailies?db=3');
    expect(secret).toMatchObject({ name: 'dailies', connection: { host: 'queue.example', port: 6379, db: 3, username: 'me', password: 's@cret', tls: {} } });
    // The password never shows in messages
    expect(secret.shown).toBe('rediss://me@queue.example/dailies');
    expect(parseQueueUrl('redis://localhost').name).toBe('cookcheck');
  });

  it('anything else is refused, saying what was expected', () => {
    for (const [url, says] of [
      ['http://host/name', 'expected redis://host:port/name'],
      ['localhost:6379/x', 'expected redis://host:port/name'],
      ['redis://host/a:b', 'may not hold'],
      ['redis://host/x?db=-1', 'is not a database number'],
    ] as const) {
      expect(() => parseQueueUrl(url), url).toThrow(QueueProblem);
      expect(() => parseQueueUrl(url), url).toThrow(says);
    }
  });
});

describe('queue jobs and results', () => {
  const settings = { question: 'check', backend: 'minisat' } as const;
  const item = { id: 3, place: 'line 3', text: 'https://puzz.link/p?numlin/5/5/1' };

  it('a job id depends on the question, the id and the text only: the same in every run, another for another question', () => {
    const id = jobIdOf(settings, item);
    expect(id).toMatch(/^c[0-9a-f]{40}$/);
    expect(jobIdOf({ ...settings }, { ...item, place: 'elsewhere' })).toBe(id);
    expect(jobIdOf({ ...settings, question: 'count' }, item)).not.toBe(id);
    expect(jobIdOf(settings, { ...item, id: '3' })).not.toBe(id);
    expect(jobIdOf(settings, { ...item, text: item.text + '2' })).not.toBe(id);
  });

  it("a worker's result is taken only when it is one (its line a JSON object); a job stalled twice is a crash", () => {
    const good = { json: '{"verdict":"unique"}', status: 'unique', ms: 3 };
    expect(outcomeOf(good)).toEqual(good);
    expect(outcomeOf(JSON.stringify(good))).toEqual(good);
    for (const bad of [undefined, 'nonsense', { ...good, json: '[1]' }, { ...good, json: '{"verdict"' }, { ...good, ms: '3' }]) {
      expect(outcomeOf(bad)).toMatchObject({ status: 'error', message: expect.stringContaining('not a cookcheck result') });
    }
    expect(failedOutcome('job stalled more than allowable limit')).toMatchObject({ status: 'error', json: expect.stringContaining('"error":"crashed"') });
    expect(failedOutcome('something else')).toMatchObject({ status: 'error', json: expect.stringContaining('"error":"internal"') });
  });
});
