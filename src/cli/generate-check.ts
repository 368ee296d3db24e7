import { answerPuzzle, InternalError } from '../api/index.js';
import type { AnyFamily, Generator } from '../encoders/family.js';
import type { EngineOptions } from '../solvers/index.js';

/** The promise checked again: the header line, the data for --json, and whether the check was whole. */
export interface Checked {
  readonly line: string;
  readonly data: object;
  /** False when the time limit stopped the check: the generator's own proof stands alone. */
  readonly whole: boolean;
}

/**
 * Trust, but check: the generator's promise is checked again through the public path —
 * a unique solution proved again, or the score computed by the family's assessment. When
 * the time runs out first, what the generator proved is kept and the line says so.
 */
export async function checkPromise(family: AnyFamily, generator: Generator<unknown>, puzzle: unknown, seed: number, engine: EngineOptions): Promise<Checked> {
  const promise = generator.promise;
  const unchecked = (what: string): Checked => ({ line: `${what} (proved by the generator; not proved again within the time limit)`, data: {}, whole: false });
  switch (promise.kind) {
    case 'unique': {
      const answer = await answerPuzzle(family, puzzle, { limit: 2, engine });
      if (answer.verdict === 'unknown') return unchecked('unique solution');
      if (answer.verdict !== 'unique') throw new InternalError(`generated puzzle (seed ${seed}) is ${answer.verdict}, not unique`);
      return { line: 'unique solution (proved again)', data: { solution: answer.solutions[0] }, whole: true };
    }
    case 'unique-best': {
      const answer = await answerPuzzle(family, puzzle, { limit: 2, engine, best: true });
      if (answer.verdict === 'unknown' || answer.best?.optimal === false) return unchecked('unique best solution');
      if (answer.verdict !== 'unique') throw new InternalError(`generated puzzle (seed ${seed}) has ${answer.verdict === 'none' ? 'no solution' : 'several best solutions'}, not a unique best one`);
      const best = answer.best!;
      return { line: `unique best solution: ${best.value} ${best.name}, proved optimal`, data: { solution: answer.solutions[0], best }, whole: true };
    }
    case 'score': {
      const assessment = family.assessments?.find((a) => a.command === promise.assessment);
      if (!assessment) throw new InternalError(`${family.type} promises a ${promise.assessment} it does not define`);
      const { text, data } = await assessment.assess(puzzle, { options: {}, engine });
      return { line: text.split('\n')[0]!, data: { [promise.assessment]: data }, whole: true };
    }
  }
}
