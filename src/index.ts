/** cookcheck as a library: read a puzzle, ask the engine, get verified answers. */
export * from './api/index.js';
export * from './solvers/index.js';
export type { AnyFamily, Assessment, BestMeasure, Cell, Cook, CountRun, Encoding, Family, Generator, Part, PictureFormat, PuzzleFormat, Remark } from './encoders/family.js';
export type { OptionSpec, OptionValue, OptionValues } from './encoders/options.js';
export type { Issue } from './encoders/issues.js';
export { FAMILIES, capabilitiesOf, familyOf, type Capabilities } from './encoders/registry.js';
export { puzzleSchema, schemaOf } from './schemas.js';
export { answerJob, QUESTIONS, type JobOutcome, type JobSettings, type JobStatus, type PuzzleJob, type Question } from './batch/job.js';
export { splitFile, splitText, type BatchItem, type ItemId } from './batch/items.js';
export { BatchStats, PoolExecutor, runBatch, type BatchOutput, type Executor } from './batch/run.js';
export { ResultsFile } from './batch/results.js';
export { QueueExecutor } from './batch/queue.js';
export { QueueWorker } from './batch/queue-worker.js';
