import { createRequire } from 'node:module';

/**
 * Loads a package when it is first needed (sharp for pictures, z3-solver for Z3), with
 * `require` rather than `import()`: the command line runs from V8's stored code
 * (bin/bundle.js), and scripts restored from it lose Node 20's hook for `import()`.
 */
const load = createRequire(import.meta.url);

export const loadSharp = (): typeof import('sharp').default => load('sharp') as typeof import('sharp').default;
export const loadZ3 = (): typeof import('z3-solver') => load('z3-solver') as typeof import('z3-solver');
export const loadBullmq = (): typeof import('bullmq') => load('bullmq') as typeof import('bullmq');
export const loadIoredis = (): typeof import('ioredis').default => load('ioredis') as typeof import('ioredis').default;
