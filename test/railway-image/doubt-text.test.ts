import { describe, expect, it } from 'vitest';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { doubtRemark } from '../../src/encoders/railway/doubt-text.js';
import { blotRings, leftOutRings } from '../../src/encoders/railway/render-doubt.js';

const NO_ROUTE = { id: 'A', segments: 0, length: 0, points: [], hinges: [] };
const ROUTE = { id: 'A', segments: 3, length: 420, points: [[0, 0], [420, 0]] as [number, number][], hinges: [] };
const report = (over: Partial<DoubtReport>): DoubtReport => ({ confidence: 'sure', routes: [ROUTE], nearLimit: 3, tried: 3, nearJunctions: [], angleLimit: 70, leftOutBeside: [], endsInBlots: [], ...over });

describe('the doubt over a traced answer in words', () => {
  it('a sure answer says what was turned over, of the route or of there being none', () => {
    expect(doubtRemark(report({})).text).toBe("Sure: the route stays the same with each of the 3 junction moves measured within 10° of a rule's threshold turned over.");
    expect(doubtRemark(report({ routes: [NO_ROUTE] })).text).toMatch(/^Sure: no route appears with each of the 3 junction moves/);
  });

  it('ink left out names its places, longest first, at most six, and how many more', () => {
    const places = Array.from({ length: 8 }, (_, k) => ({ at: [10 * k, 5] as const, why: 'dead end' as const, length: 40 - k, pieces: 1, radius: 3 }));
    const { text, confidence, lead } = doubtRemark(report({ confidence: 'unsure', leftOutBeside: places }));
    expect(confidence).toBe('unsure');
    expect(lead).toBe(true);
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^Unsure: the route runs beside ink left out of the track in 8 places/);
    expect(lines[1]).toBe('  (0,5): 40 px, a dead end');
    expect(lines[7]).toBe('  ... and 2 more');
    expect(doubtRemark(report({ confidence: 'unsure', routes: [NO_ROUTE], leftOutBeside: places })).text).toMatch(/^Unsure: no route was found, and ink was left out/);
  });

  it('the drawing rings every place, and its legend speaks of a route only where there is one', () => {
    const places = [{ at: [10, 5] as const, why: 'small loop' as const, length: 12, pieces: 1, radius: 3 }];
    const withRoute = leftOutRings(report({ confidence: 'unsure', leftOutBeside: places }), (k) => k);
    expect(withRoute.rings).toHaveLength(1);
    expect(withRoute.legend[0]![0]).toBe('ink left out beside the route: look there (1)');
    const without = leftOutRings(report({ confidence: 'unsure', routes: [NO_ROUTE], leftOutBeside: places }), (k) => k);
    expect(without.legend[0]![0]).toBe('ink left out of the track, where a route may lie: look there (1)');
  });
  it('an end given in a blot says which end, where, how wide the blot is and which option gives it clear', () => {
    const { text, confidence } = doubtRemark(report({ confidence: 'unsure', endsInBlots: [{ end: 'finish', at: [358, 238], across: 3.2 }] }));
    expect(confidence).toBe('unsure');
    expect(text).toBe(
      'Unsure: the finish (358,238) lies in a blot of ink 3.2 line widths across (a letter, an arrow or a blob drawn over the track): it was put on the track the tracing reads through the blot, which may not be the one meant (give --finish on a clear stretch of its line).',
    );
  });

  it('an end given in ink two tracks share says where they part and which option gives it clear', () => {
    const fork = { end: 'start' as const, at: [118, 250] as const, across: 1.8, fork: [125, 246] as const };
    expect(doubtRemark(report({ confidence: 'unsure', endsInBlots: [fork] })).text).toBe(
      'Unsure: the start (118,250) lies in ink two tracks share, beside where they part at (125,246): it was put on the line the tracing reads between them, and the route may leave along the other track (give --start on a clear stretch of its line).',
    );
    expect(blotRings(report({ confidence: 'unsure', endsInBlots: [fork] }), 8, (k) => k).legend[0]![0]).toBe('start given in ink two tracks share: give it on a clear stretch of line');
  });

  it('the drawing rings an end given in a blot as wide as the blot, and its legend says what to do', () => {
    const rings = blotRings(report({ confidence: 'unsure', endsInBlots: [{ end: 'start', at: [100, 50], across: 3 }] }), 8, (k) => k);
    expect(rings.rings).toHaveLength(1);
    expect(rings.rings[0]).toContain('cx="100" cy="50" r="16"');
    expect(rings.legend[0]![0]).toBe('start given in a blot of ink: give it on a clear stretch of line');
    expect(blotRings(report({ confidence: 'unsure' }), 8, (k) => k)).toEqual({ rings: [], legend: [] });
  });
});
