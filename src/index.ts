/** cookcheck as a library: read a puzzle, ask the engine, get verified answers. */
export * from './api/index.js';
export * from './solvers/index.js';
export type { AnyFamily, Encoding, Family, PuzzleFormat, Remark } from './encoders/family.js';
export type { Issue } from './encoders/issues.js';
export { FAMILIES, familyOf } from './encoders/registry.js';
