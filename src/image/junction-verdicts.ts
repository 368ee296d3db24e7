import { type Point, toPicture, unitVector } from './raster.js';
import type { Traced } from './trace-picture.js';
import { armSecant } from './turns.js';
import { type Arm, sameArm } from './arms.js';

/** What a tracing decided at one junction: where it is, its arms, and which moves it allows. */
export interface JunctionVerdict {
  readonly at: Point;
  /** Unit directions the arms leave the junction in (x right, y down). */
  readonly arms: readonly Point[];
  readonly moves: readonly { readonly into: number; readonly out: number; readonly angle: number; readonly allowed: boolean }[];
}

/** Where the answers of two tracings part: a move judged otherwise, or a junction one of them lacks. */
export interface JunctionFlip {
  readonly at: Point;
  readonly kind: 'move' | 'appears' | 'disappears' | 'arms';
  /** For a move: the arms by compass direction, the turn in each tracing and whether it is allowed there. */
  readonly move?: { readonly into: string; readonly out: string; readonly before: { angle: number; allowed: boolean }; readonly after: { angle: number; allowed: boolean } };
  readonly text: string;
}

/** The verdicts at every node with two or more arms, start and finish left out; positions in picture pixels. */
export function junctionVerdicts(traced: Traced): JunctionVerdict[] {
  const verdicts: JunctionVerdict[] = [];
  for (const [nodeId, moves] of traced.moves) {
    if (nodeId === traced.startNode || nodeId === traced.finishNode) continue;
    const node = traced.graph.nodes.get(nodeId)!;
    const arms: Arm[] = [];
    const indexOf = (arm: Arm) => {
      let k = arms.findIndex((a) => sameArm(a, arm));
      if (k < 0) k = arms.push(arm) - 1;
      return k;
    };
    const judged = moves.map((m) => ({ into: indexOf(m.into), out: indexOf(m.out), angle: m.angle, allowed: m.allowed }));
    const directions = arms.map((arm) => unitVector(armSecant(traced.graph, arm, traced.secants.forward)));
    const k = traced.scale;
    verdicts.push({ at: toPicture(k, node.x, node.y), arms: directions, moves: judged });
  }
  return verdicts;
}

const WINDS = ['E', 'SE', 'S', 'SW', 'W', 'NW', 'N', 'NE'];

/** An arm's direction as a compass wind (north up, as the picture is seen). */
export function windOf([x, y]: Point): string {
  const angle = (Math.atan2(y, x) * 180) / Math.PI;
  return WINDS[((Math.round(angle / 45) % 8) + 8) % 8]!;
}

const at = ([x, y]: Point) => `(${Math.round(x)},${Math.round(y)})`;
const ARM_MATCH = Math.cos((40 * Math.PI) / 180);

/**
 * How tracing `b` judges the junctions of tracing `a` otherwise, among junctions `relevant`
 * accepts (near the routes): junctions within `reach` pixels are the same junction, arms
 * within 40° the same arm.
 */
export function verdictFlips(a: readonly JunctionVerdict[], b: readonly JunctionVerdict[], reach: number, relevant: (p: Point) => boolean): JunctionFlip[] {
  const flips: JunctionFlip[] = [];
  const used = new Set<number>();
  for (const ja of a) {
    let best = -1;
    let bestD = reach;
    b.forEach((jb, k) => {
      const d = Math.hypot(jb.at[0] - ja.at[0], jb.at[1] - ja.at[1]);
      if (!used.has(k) && d <= bestD) ((bestD = d), (best = k));
    });
    if (best < 0) {
      if (relevant(ja.at)) flips.push({ at: ja.at, kind: 'disappears', text: `${at(ja.at)}: the junction is gone` });
      continue;
    }
    used.add(best);
    const jb = b[best]!;
    const armMap = ja.arms.map((da) => {
      let pick = -1;
      let bestCos = ARM_MATCH;
      jb.arms.forEach((db, k) => {
        const cos = da[0] * db[0] + da[1] * db[1];
        if (cos >= bestCos) ((bestCos = cos), (pick = k));
      });
      return pick;
    });
    if (!relevant(ja.at) && !relevant(jb.at)) continue;
    if (ja.arms.length !== jb.arms.length || armMap.includes(-1) || new Set(armMap).size !== armMap.length) {
      flips.push({ at: ja.at, kind: 'arms', text: `${at(ja.at)}: ${ja.arms.length} arms (${ja.arms.map(windOf).join(' ')}) become ${jb.arms.length} (${jb.arms.map(windOf).join(' ')})` });
      continue;
    }
    for (const m of ja.moves) {
      const other = jb.moves.find((n) => n.into === armMap[m.into] && n.out === armMap[m.out]);
      if (!other || other.allowed === m.allowed) continue;
      const [into, out] = [windOf(ja.arms[m.into]!), windOf(ja.arms[m.out]!)];
      const digits = turnDigits(m.angle, other.angle);
      const verdict = (v: { angle: number; allowed: boolean }) => `${v.allowed ? 'allowed' : 'refused'} (turn ${v.angle.toFixed(digits)}°)`;
      flips.push({
        at: ja.at,
        kind: 'move',
        move: { into, out, before: { angle: m.angle, allowed: m.allowed }, after: { angle: other.angle, allowed: other.allowed } },
        text: `${at(ja.at)}: in from ${into}, out to ${out}: ${verdict(m)} becomes ${verdict(other)}`,
      });
    }
  }
  b.forEach((jb, k) => {
    if (!used.has(k) && relevant(jb.at)) flips.push({ at: jb.at, kind: 'appears', text: `${at(jb.at)}: a junction appears (${jb.arms.map(windOf).join(' ')})` });
  });
  return flips;
}

/** Decimals enough to show two different turns apart (a flip at the limit may move the turn by less than a degree); the same turn under another limit keeps whole degrees. */
function turnDigits(a: number, b: number): number {
  if (a.toFixed(2) === b.toFixed(2)) return 0;
  let digits = 0;
  while (a.toFixed(digits) === b.toFixed(digits)) digits++;
  return digits;
}
