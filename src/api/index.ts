export { describeInput, readPuzzle, type LoadedPuzzle, type ReadOptions } from './read.js';
export { checkPuzzle } from './schema-check.js';
export { answerPuzzle, InternalError, type Answer, type AnswerOptions, type Verdict } from './answer.js';
