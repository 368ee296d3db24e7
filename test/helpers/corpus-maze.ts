import { CORPUS } from '../../bench/railway-pictures/corpus.js';
import { SCENARIOS } from '../../bench/railway-pictures/distortions.js';
import { judgeTracedRoute, type RouteJudgement } from '../../bench/railway-pictures/judge.js';
import { type SyntheticMaze, type SyntheticRequest, syntheticMaze } from '../../bench/railway-pictures/maze.js';
import { answerPuzzle } from '../../src/api/index.js';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import type { PictureContext } from '../../src/encoders/family.js';
import type { OptionValues } from '../../src/encoders/options.js';

/*
 * The drawn mazes of the image bench (bench/railway-pictures: the corpus's classes and the
 * distortion scenarios) as the railway tests use them: drawn by class name and seed, traced
 * between their own start and finish, and judged by their true route.
 */

/** The request of the class called `name` (a corpus class or a distortion scenario) for `seed`. */
export function classRequest(name: string, seed: number): SyntheticRequest {
  const scenario = [...CORPUS, ...SCENARIOS].find((s) => s.name === name);
  if (!scenario) throw new Error(`no drawn-maze class called ${name}`);
  return scenario.request(seed);
}

/** The picture of class `name`, seed `seed`, with its truth. */
export const classMaze = (name: string, seed: number): Promise<SyntheticMaze> => syntheticMaze(classRequest(name, seed));

/** The maze traced from `bytes` (its own picture unless given) between its start and finish, with `options` besides; a refused picture fails the test with its first issue. */
export async function tracedMaze(maze: SyntheticMaze, options: OptionValues = {}, context: PictureContext = {}, bytes: Uint8Array = maze.bytes): Promise<RailwayPuzzle> {
  const read = await railwayPicture.parse(new Uint8Array(bytes), { start: [...maze.start], finish: [...maze.finish], ...options }, 'drawn-maze.png', context);
  if (!read.ok) throw new Error(read.issues.map((i) => i.message).join('; '));
  return read.value;
}

/** Class `name`'s maze for `seed`, traced with `options` and judged by its true route. */
export async function judgedClassMaze(name: string, seed: number, options: OptionValues = {}): Promise<{ maze: SyntheticMaze; puzzle: RailwayPuzzle; judged: RouteJudgement }> {
  const maze = await classMaze(name, seed);
  const puzzle = await tracedMaze(maze, options);
  return { maze, puzzle, judged: judgeTracedRoute(puzzle, maze) };
}

/** The railway answer to a traced puzzle (one solution, with remarks) its doubt note and the note's report. */
export async function answeredWithDoubt(puzzle: RailwayPuzzle) {
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, puzzle, { limit: 1, engine: {}, remarks: true });
  const doubt = answer.notes.find((n) => n.key === 'doubt')!;
  return { answer, doubt, report: doubt.data as DoubtReport };
}
