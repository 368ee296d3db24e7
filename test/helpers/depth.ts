/**
 * How many random instances the property tests draw. `npm test` draws half (the suite in
 * about two minutes on 2 cores); CI draws every one: `COOKCHECK_TESTS=deep npm test` (.ci/run).
 * The instances are seeded, so the quick share is the first half of the deep one.
 */
export const DEEP = process.env.COOKCHECK_TESTS === 'deep';

/** `n` random instances when deep, half of them otherwise (a count the test expects scales alike). */
export const instances = (n: number): number => (DEEP ? n : Math.ceil(n / 2));
