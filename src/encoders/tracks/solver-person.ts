import type { TracksPuzzle, TracksSolution } from './model.js';
import { pieceOptions, setPiece, solutionOf, startBoard, TRACK, type Board, type Rule } from './person/board.js';
import { clueImplied, completedLines, contradicts, deadEnd, impliedPiece, loopAvoid, reachability, trackImplied } from './person/basic-steps.js';
import { lineCounting, lineParity } from './person/line-steps.js';
import { bridgeParity } from './person/parity-steps.js';
import { looseEnds, neighbourPairsBothWays, neighbourPairsOneWay } from './person/tatham-steps.js';
import { verifyTracks } from './verify.js';

/**
 * The steps a person takes, easiest first. The seed's ("How we make Train Track puzzles"):
 * 1 completed rows/columns -> the rest empty; 2 cells a track points into hold track;
 * 3 cells a clue needs hold track; 4 dead ends (a cell with fewer than two ways out);
 * 5 implied pieces; with loop avoidance (never join the two ends of one stretch, nor close
 * the track early). Then the deductions Tatham's solver ranks Tricky (loose ends,
 * neighbour pairs) and Hard (neighbour pairs both ways); beyond them reachability (no track
 * the entrance cannot reach or behind a single way in), line counting (every way a row or
 * column can still meet its clue) and crossing parity (the track crosses every closed
 * boundary an even number of times); last, 6 bifurcation: try both pieces of a two-way
 * cell, a contradiction fixes the other.
 */
export const STEPS = [
  'completed-lines',
  'track-implied',
  'clue-implied',
  'implied-piece',
  'dead-end',
  'loop-avoid',
  'loose-ends',
  'neighbour-pairs',
  'neighbour-pairs-both-ways',
  'reachability',
  'line-counting',
  'crossing-parity',
  'bifurcation',
] as const;
export type Step = (typeof STEPS)[number];

export interface PersonResult {
  status: 'solved' | 'stuck' | 'contradiction';
  /** The hardest step the solve needed (in STEPS order), if any. */
  hardest: Step | undefined;
  bifurcations: number;
  /** How many sweeps of each step made progress. */
  uses: Record<Step, number>;
  solution?: TracksSolution;
}

export const RULES: readonly [Step, Rule][] = [
  ['completed-lines', completedLines],
  ['track-implied', trackImplied],
  ['clue-implied', clueImplied],
  ['implied-piece', impliedPiece],
  ['dead-end', deadEnd],
  ['loop-avoid', loopAvoid],
  ['loose-ends', looseEnds],
  ['neighbour-pairs', neighbourPairsOneWay],
  ['neighbour-pairs-both-ways', neighbourPairsBothWays],
  ['reachability', reachability],
  ['line-counting', lineCounting],
  ['crossing-parity', lineParity],
  ['crossing-parity', bridgeParity],
];

/** Applies the easiest step that helps, again and again, until none does; false on a contradiction. */
export function propagate(b: Board, p: TracksPuzzle, uses?: Record<Step, number>): boolean {
  for (;;) {
    if (contradicts(b, p)) return false;
    const rule = RULES.find(([, apply]) => apply(b, p));
    if (!rule) return true;
    if (uses) uses[rule[0]] += 1;
  }
}

/** Step 6: finds a two-way track cell where one piece leads to a contradiction, and lays the other. */
function bifurcate(b: Board, p: TracksPuzzle): boolean {
  for (let i = 0; i < b.cell.length; i++) {
    if (b.cell[i] !== TRACK) continue;
    const pieces = pieceOptions(b, i);
    if (pieces.length !== 2) continue;
    for (const [k, piece] of pieces.entries()) {
      const trial = b.clone();
      setPiece(trial, i, piece);
      if (propagate(trial, p)) continue;
      setPiece(b, i, pieces[1 - k]!);
      return true;
    }
  }
  return false;
}

/**
 * Solves like a person: every step but bifurcation to a standstill, then one bifurcation
 * (whose trial runs the other steps, no nesting), and again. Without `guess`, it stops
 * where bifurcation would start.
 */
export function solveLikePerson(puzzle: TracksPuzzle, { guess = true }: { guess?: boolean } = {}): PersonResult {
  // check and its grade remark ask for the same puzzle; a solve without guessing serves both
  const known = solved.get(puzzle);
  if (known && (known.guess === guess || known.result.status === 'solved' && known.result.bifurcations === 0)) return known.result;
  const result = solveAfresh(puzzle, guess);
  solved.set(puzzle, { guess, result });
  return result;
}

const solved = new WeakMap<TracksPuzzle, { guess: boolean; result: PersonResult }>();

function solveAfresh(puzzle: TracksPuzzle, guess: boolean): PersonResult {
  const uses = Object.fromEntries(STEPS.map((s) => [s, 0])) as Record<Step, number>;
  const b = startBoard(puzzle);
  const result = (status: PersonResult['status'], solution?: TracksSolution): PersonResult => {
    const hardest = [...STEPS].reverse().find((s) => uses[s] > 0);
    const out: PersonResult = { status, hardest, bifurcations: uses.bifurcation, uses };
    if (solution) out.solution = solution;
    return out;
  };
  for (;;) {
    if (!propagate(b, puzzle, uses)) return result('contradiction');
    if (b.decided()) {
      const solution = solutionOf(b);
      return verifyTracks(puzzle, solution).length === 0 ? result('solved', solution) : result('contradiction');
    }
    if (!guess || !bifurcate(b, puzzle)) return result('stuck');
    uses.bifurcation += 1;
  }
}
