/**
 * How many random instances the property tests draw. `npm test` draws a third (the suite in
 * about two minutes on 2 cores); CI draws every one: `COOKCHECK_TESTS=deep npm test` (.ci/run).
 * The instances are seeded, so the quick share is the first third of the deep one.
 */
export const DEEP = process.env.COOKCHECK_TESTS === 'deep';

/**
 * `n` random instances when deep, `1/quickDivisor` of them otherwise (a count the test expects
 * scales alike; a test whose interesting cases are rare keeps a larger share).
 */
export const instances = (n: number, quickDivisor = 3): number => (DEEP ? n : Math.ceil(n / quickDivisor));
