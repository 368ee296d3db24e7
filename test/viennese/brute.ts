import { Random } from '../../src/encoders/lib/random.js';
import { canvas, CANVAS_SHAPES } from '../../src/encoders/viennese/canvas.js';
import { LIGHTS, type NodeId, type ViennesePuzzle } from '../../src/encoders/viennese/model.js';

/**
 * Every walk whose states (node, k mod 3, previous node in no-u-turn; the start state
 * (start, 0) with no previous node) never repeat, found by replaying the rules on the
 * street list itself — no state graph, no typed arrays.
 */
export function bruteForceWalks(puzzle: ViennesePuzzle): NodeId[][] {
  const uTurn = puzzle.variant === 'u-turn';
  const lightIndex = (light: string) => LIGHTS.indexOf(light as never);
  const walks: NodeId[][] = [];
  const walk: NodeId[] = [puzzle.start];
  const seen = new Set<string>();
  const stateOf = (k: number) => JSON.stringify(k === 0 ? ['start'] : [walk[k], k % 3, uTurn ? null : walk[k - 1]]);
  const stateOfU = (k: number) => JSON.stringify([walk[k], k % 3]);
  const visit = (k: number): void => {
    const here = walk[k]!;
    if (here === puzzle.goal) {
      walks.push([...walk]);
      return;
    }
    const state = uTurn ? stateOfU(k) : stateOf(k);
    if (seen.has(state)) return;
    seen.add(state);
    for (const s of puzzle.streets) {
      const next = s.from === here ? s.to : s.to === here ? s.from : undefined;
      if (next === undefined) continue;
      if ((lightIndex(s.light) + k) % 3 === 2) continue;
      if (!uTurn && k > 0 && walk[k - 1] === next) continue;
      walk.push(next);
      visit(k + 1);
      walk.pop();
    }
    seen.delete(state);
  };
  visit(0);
  return walks;
}

/** A small maze: a random canvas shape and size, random lights, start and goal, variant. */
export function randomSmallMaze(random: Random): ViennesePuzzle {
  const shape = random.pick(CANVAS_SHAPES);
  const [width, height] = shape === 'hexagonal' ? [1 + random.int(2), 1 + random.int(2)] : [2 + random.int(2), 2 + random.int(2)];
  const base = canvas(shape, width, height, random.next() < 0.5 ? 'u-turn' : 'no-u-turn');
  const ids = base.nodes.map((n) => n.id);
  const start = random.pick(ids);
  let goal = random.pick(ids);
  while (goal === start) goal = random.pick(ids);
  return { ...base, start, goal, streets: base.streets.map((s) => ({ ...s, light: LIGHTS[random.int(3)]! })) };
}
