import { describe, expect, it } from 'vitest';
import { type JunctionVerdict, verdictFlips } from '../../src/image/junction-verdicts.js';

const junction = (angle: number, allowed: boolean): JunctionVerdict => ({
  at: [100, 50],
  arms: [[-1, 0], [0, -1]],
  moves: [{ into: 0, out: 1, angle, allowed }],
});
const flipText = (a: JunctionVerdict, b: JunctionVerdict) => verdictFlips([a], [b], 10, () => true).map((f) => f.text);

describe('the text of a move judged otherwise', () => {
  it('shows two turns either side of the limit apart, where whole degrees would not', () => {
    expect(flipText(junction(59.62, true), junction(60.41, false))).toEqual(['(100,50): in from W, out to N: allowed (turn 59.6°) becomes refused (turn 60.4°)']);
  });

  it('keeps whole degrees for turns that round apart, and for one turn under another limit', () => {
    expect(flipText(junction(57.2, true), junction(63.9, false))).toEqual(['(100,50): in from W, out to N: allowed (turn 57°) becomes refused (turn 64°)']);
    expect(flipText(junction(74.3, false), junction(74.3, true))).toEqual(['(100,50): in from W, out to N: refused (turn 74°) becomes allowed (turn 74°)']);
  });
});
