import type { TracksPuzzle, TracksSolution } from './model.js';
import { pieceOptions, setPiece, solutionOf, startBoard, TRACK, type Board, type Rule } from './person/board.js';
import { clueImplied, clueImpliedAt, completedLineAt, completedLines, deadEnd, deadEndAt, impliedPiece, impliedPieceAt, loopAvoid, reachability, trackImplied, trackImpliedAt, type LocalStep } from './person/basic-steps.js';
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
  /** How often each step made progress: at one place (steps 1-5), or in one sweep (the others). */
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

/** Steps 1-5 at one place each, in RULES order: cells or lines where something changed wait in their queue. */
const LOCAL_STEPS: readonly (readonly [Step, LocalStep, 'line' | 'cell'])[] = [
  ['completed-lines', completedLineAt, 'line'],
  ['track-implied', trackImpliedAt, 'cell'],
  ['clue-implied', clueImpliedAt, 'line'],
  ['implied-piece', impliedPieceAt, 'cell'],
  ['dead-end', deadEndAt, 'cell'],
];
/** The steps that look at the whole board (or every changed line), after the local ones. */
const GLOBAL_RULES = RULES.slice(LOCAL_STEPS.length);

/** A stack of places (cells or lines) without repeats. */
class Queue {
  private readonly items: number[] = [];
  private readonly queued: Uint8Array;
  constructor(size: number) {
    this.queued = new Uint8Array(size);
  }
  add(x: number): void {
    if (this.queued[x]) return;
    this.queued[x] = 1;
    this.items.push(x);
  }
  take(): number | undefined {
    const x = this.items.pop();
    if (x !== undefined) this.queued[x] = 0;
    return x;
  }
}

/**
 * Applies the easiest step that helps, again and again, until none does; false on a
 * contradiction. The easiest first, place by place: a step is asked only where nothing
 * easier is left to do anywhere, so the hardest step a solve needs is the one a sweep of
 * the whole board, step by step, would need.
 */
export function propagate(b: Board, p: TracksPuzzle, uses?: Record<Step, number>): boolean {
  const queues = LOCAL_STEPS.map(([, , over]) => new Queue(over === 'line' ? b.w + b.h : b.cell.length));
  for (;;) {
    if (b.broken) return false;
    // A board without unknowns has nothing left to deduce (the verifier judges it).
    if (b.decided()) return true;
    enqueueTouched(b, queues);
    const k = takeLocal(b, queues);
    if (k !== undefined) {
      if (uses) uses[LOCAL_STEPS[k]![0]] += 1;
      continue;
    }
    const rule = GLOBAL_RULES.find(([, apply]) => apply(b, p));
    if (!rule) return !b.broken;
    if (uses) uses[rule[0]] += 1;
  }
}

function enqueueTouched(b: Board, queues: readonly Queue[]): void {
  const touched = b.takeTouched();
  for (let t = 0; t < touched.length; t++) {
    const i = touched[t]!;
    for (let k = 0; k < LOCAL_STEPS.length; k++) {
      if (LOCAL_STEPS[k]![2] === 'cell') queues[k]!.add(i);
      else {
        queues[k]!.add(b.rowOf(i));
        queues[k]!.add(b.colOf(i));
      }
    }
  }
}

/** Applies the easiest local step at the next place waiting for it until one helps; its index, or none left. */
function takeLocal(b: Board, queues: readonly Queue[]): number | undefined {
  for (let k = 0; k < queues.length; k++) {
    for (let at = queues[k]!.take(); at !== undefined; at = queues[k]!.take()) {
      if (LOCAL_STEPS[k]![1](b, at)) return k;
    }
  }
  return undefined;
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
