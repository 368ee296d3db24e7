import { describe, expect, it } from 'vitest';
import { grouped } from '../../src/encoders/lib/text.js';

describe('grouped: numbers as toLocaleString("en-GB") writes them, without loading its locale data', () => {
  it('agrees with toLocaleString on integers and one fraction digit, negatives included', () => {
    const values = [0, 5, 12, 999, 1000, 4294967295, 1234.56, 682.43, 999.96, -1234.5, 0.04, 1e15];
    for (const n of values) {
      expect(grouped(n)).toBe(n.toLocaleString('en-GB', { maximumFractionDigits: 0 }));
      expect(grouped(n, 1)).toBe(n.toLocaleString('en-GB', { maximumFractionDigits: 1 }));
    }
  });
});
