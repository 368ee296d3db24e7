import { deadlineOf, Model, askOtherThan, optimise, type EngineOptions, type Lit } from '../../solvers/index.js';
import { counted } from '../lib/text.js';
import type { Remark } from '../family.js';
import { cellName } from '../issues.js';
import { encodeTracks } from './encode.js';
import { cellKey, givensOf, isPiece, type Given, type TracksPuzzle, type TracksSolution } from './model.js';

/** A smallest set of candidate cells on which every known alternative differs from the target. */
async function smallestHittingSet(candidates: readonly Given[], alternatives: readonly TracksSolution[], engine: EngineOptions): Promise<Given[] | undefined> {
  const model = new Model();
  const pick = model.newVars(candidates.length);
  for (const other of alternatives) {
    model.addClause(pick.filter((_, k) => other.cells[candidates[k]!.row]![candidates[k]!.col] !== candidates[k]!.piece));
  }
  const outcome = await optimise({ model, answerKeys: pick }, pick.map((lit) => ({ lit, weight: 1 })), 'min', engine);
  if (outcome.status !== 'optimal') return undefined;
  return candidates.filter((_, k) => outcome.assignment[pick[k]!] === 1);
}

/**
 * The fewest pieces of the first solution that, given, make it the only one. Alternates
 * between a smallest hitting set of the alternatives found so far and a SAT check of it
 * (givens as assumptions); each failed check yields one more alternative.
 */
export async function repairTracks(puzzle: TracksPuzzle, solutions: readonly TracksSolution[], engine: EngineOptions): Promise<Remark[]> {
  const target = solutions[0];
  if (!target) return [];
  const deadline = deadlineOf(engine);
  const given = new Set(givensOf(puzzle).map((g) => cellKey(g.row, g.col)));
  const candidates: Given[] = [];
  target.cells.forEach((row, r) => row.forEach((piece, c) => {
    if (isPiece(piece) && !given.has(cellKey(r, c))) candidates.push({ row: r, col: c, piece });
  }));
  const encoding = encodeTracks(puzzle);
  const { model } = encoding;
  const guards = candidates.map((g) => {
    const guard = model.newVar();
    for (const lit of encoding.pieceLits(g.row, g.col, g.piece)) model.addClause([-guard, lit]);
    return guard;
  });
  const same: Lit[] = [];
  target.cells.forEach((row, r) => row.forEach((piece, c) => {
    same.push(...(isPiece(piece) ? encoding.pieceLits(r, c, piece) : [-encoding.used(r, c)]));
  }));

  const alternatives = solutions.slice(1);
  return askOtherThan(encoding, same, engine, async (other, session) => {
    for (let round = 0; round < 1000; round++) {
      const left = deadline === undefined ? undefined : deadline - Date.now();
      if (left !== undefined && left <= 0) return [];
      const set = await smallestHittingSet(candidates, alternatives, left === undefined ? { ...engine } : { ...engine, timeLimitMs: left });
      if (!set) return [];
      const status = await other(set.map((g) => guards[candidates.indexOf(g)]!));
      if (status === 'unknown') return [];
      if (status === 'sat') {
        alternatives.push(encoding.decode(session.assignment()));
        continue;
      }
      const list = set.map((g) => `${cellName(g.row, g.col)} ${g.piece}`).join(', ');
      const text = `Adding ${counted(set.length, 'given piece')} of solution 1 makes it the only solution (fewest possible): ${list}.`;
      return [{ key: 'repair', text, data: { givens: set, alternativesSeen: alternatives.length } }];
    }
    return [];
  });
}
