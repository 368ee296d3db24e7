import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress } from '../../src/cli/progress.js';
import { standardError } from '../../src/cli/stdout.js';

describe('progress on a terminal', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the time, solver calls and cuts, and what was found, with "1 solution" in the singular', () => {
    vi.spyOn(standardError, 'isTTY', 'get').mockReturnValue(true);
    const written: string[] = [];
    vi.spyOn(standardError, 'write').mockImplementation((text) => void written.push(String(text)));
    const now = vi.spyOn(Date, 'now');
    let clock = 1_000_000;
    now.mockImplementation(() => clock);
    const progress = new Progress();
    clock += 1200;
    progress.activity({ solves: 1 });
    clock += 100;
    progress.activity({ cuts: 7 });
    clock += 100;
    progress.count(1, 'solution');
    progress.done();
    expect(written.join('')).toContain('working, 1.2 s · 1 solver call');
    expect(written.join('')).toContain('1 solver call, 7 cuts');
    expect(written.join('')).toContain('working, 1.4 s · 1 solver call, 7 cuts · 1 solution found');
  });

  it('writes nothing when stderr is not a terminal', () => {
    vi.spyOn(standardError, 'isTTY', 'get').mockReturnValue(false);
    const write = vi.spyOn(standardError, 'write').mockImplementation(() => undefined);
    const progress = new Progress();
    progress.activity({ solves: 3 });
    progress.count(5, 'solution');
    progress.done();
    expect(write).not.toHaveBeenCalled();
  });
});
