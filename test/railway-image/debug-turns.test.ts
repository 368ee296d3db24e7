import { describe, expect, it } from 'vitest';
import { turnColour } from '../../src/image/debug.js';
import type { JudgedMove } from '../../src/image/moves.js';

describe('--debug-dir 4-turns draws the moves a train may take', () => {
  it('green for allowed, blue for --allow, red for --forbid, and a move any rule refuses not at all', () => {
    const refusedBy: JudgedMove['by'][] = ['angle', 'crossing', 'cusp', 'stroke', 'stranded', 'label', 'rim'];
    for (const by of refusedBy) expect(turnColour({ allowed: false, by })).toBeUndefined();
    expect(turnColour({ allowed: true, by: 'angle' })).toBe('#080');
    expect(turnColour({ allowed: true, by: 'stranded' })).toBe('#080');
    expect(turnColour({ allowed: true, by: 'allow' })).toBe('#00d');
    expect(turnColour({ allowed: false, by: 'forbid' })).toBe('#d00');
  });
});
