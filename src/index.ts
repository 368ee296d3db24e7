/** cookcheck as a library: read a puzzle, ask the engine, get verified answers. */
export * from './api/index.js';
export * from './solvers/index.js';
export type { AnyFamily, Assessment, BestMeasure, Cell, Cook, CountRun, Encoding, Family, Generator, Part, PictureFormat, PuzzleFormat, Remark } from './encoders/family.js';
export type { OptionSpec, OptionValue, OptionValues } from './encoders/options.js';
export type { Issue } from './encoders/issues.js';
export { FAMILIES, capabilitiesOf, familyOf, type Capabilities } from './encoders/registry.js';
export { puzzleSchema, schemaOf } from './schemas.js';
