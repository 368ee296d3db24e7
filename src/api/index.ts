export { readPuzzle, type LoadedPuzzle } from './read.js';
export { checkPuzzle } from './schema-check.js';
export { answerPuzzle, countPuzzle, InternalError, type Answer, type AnswerOptions, type BestValue, type Verdict } from './answer.js';
export { isPicture, readPicture } from './read-picture.js';
export { generatePuzzle, type GeneratePuzzleRequest } from './generate.js';
