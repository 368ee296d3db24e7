import { stepColour } from '../lib/svg.js';
import { num, type Box, type Point } from './layout.js';
import type { StateGraph } from './state-graph.js';
import { GOAL_COLOUR, START_COLOUR } from './walk-panel.js';

/** The states a walk passes (nodes given as indices), following the graph's edges. */
export function statesOfWalk(graph: StateGraph, nodes: number[]): number[] {
  const states = [0];
  for (let k = 1, s = 0; k < nodes.length; k++) {
    let next = -1;
    for (let e = graph.outStart[s]!; e < graph.outStart[s + 1]!; e++) {
      if (graph.maze.arcHead[graph.arc[e]!] === nodes[k]) next = graph.to[e]!;
    }
    if (next < 0) break;
    states.push(next);
    s = next;
  }
  return states;
}

/** Most columns the levels are folded into. */
const MOST_BANDS = 8;

/**
 * How the BFS levels fill the box: in `bands` columns side by side, each `perBand` levels
 * deep, snaking (down the first, up the second, ...) so a level and the next stay near; as
 * many columns as make the spacing between states (across a level and between levels) the
 * widest.
 */
export function bandLayout(levels: number, widest: number, box: Box): { bands: number; perBand: number; dx: number; dy: number } {
  let best = { bands: 1, perBand: levels, dx: 0, dy: 0 };
  let bestGap = -1;
  for (let bands = 1; bands <= Math.min(MOST_BANDS, levels); bands++) {
    const perBand = Math.ceil(levels / bands);
    const dy = Math.min(40, box.height / Math.max(1, perBand - 1));
    const dx = Math.min(34, box.width / bands / Math.max(1, widest));
    // One more column only for a clear gain: unfolded levels read more easily.
    if (Math.min(dx, dy) > bestGap * 1.15) [best, bestGap] = [{ bands, perBand, dx, dy }, Math.min(dx, dy)];
  }
  return best;
}

/**
 * States in rows by BFS level (folded into columns when there are many levels), the
 * solution's state first in its row; edges one level down thick, every other edge (a loop:
 * sideways or back up) thin and pale; the solution's edges in its moves' colours.
 */
export function statesPanel(graph: StateGraph, walk: number[], area: Box): string {
  const { count, level, outStart, to } = graph;
  const onWalk = new Set(walk);
  const rows: number[][] = [];
  for (let s = 0; s < count; s++) (rows[level[s]!] ??= []).push(s);
  for (const row of rows) row.sort((a, b) => Number(onWalk.has(b)) - Number(onWalk.has(a)) || a - b);
  const widest = Math.max(...rows.map((r) => r.length));
  const { bands, perBand, dx, dy } = bandLayout(rows.length, widest, area);
  const bandWidth = area.width / bands;
  const radius = Math.max(2, Math.min(6, dx * 0.3, dy * 0.3));
  const pos = new Map<number, Point>();
  rows.forEach((row, l) => {
    const band = Math.floor(l / perBand);
    const depth = band % 2 === 0 ? l % perBand : perBand - 1 - (l % perBand);
    const x = area.x + bandWidth * (band + 0.5);
    row.forEach((s, j) => pos.set(s, { x: x + (j - (row.length - 1) / 2) * dx, y: area.y + depth * dy }));
  });
  const moves = walk.length - 1;
  const walkEdge = new Map(walk.slice(1).map((s, i) => [`${walk[i]}>${s}`, i + 1]));
  const thin: string[] = [];
  const thick: string[] = [];
  const path: string[] = [];
  for (let s = 0; s < count; s++) {
    const a = pos.get(s)!;
    for (let e = outStart[s]!; e < outStart[s + 1]!; e++) {
      const t = to[e]!;
      const b = pos.get(t)!;
      const line = (attrs: string) => `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" ${attrs}/>`;
      const step = walkEdge.get(`${s}>${t}`);
      if (step !== undefined) path.push(line(`stroke="${stepColour(step, moves)}" stroke-width="3"`));
      else if (level[t] === level[s]! + 1) thick.push(line('stroke="#444" stroke-width="1.6"'));
      else thin.push(line('stroke="#999" stroke-width="0.7" stroke-opacity="0.6"'));
    }
  }
  const dots = [...pos].map(([s, p]) => {
    const fill = s === 0 ? START_COLOUR : s === graph.goal ? GOAL_COLOUR : onWalk.has(s) ? stepColour(walk.indexOf(s), moves) : '#444';
    const r = s === 0 || s === graph.goal ? radius * 1.6 : radius;
    return `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(r)}" fill="${fill}"/>`;
  });
  const rowsText = bands > 1 ? `rows: BFS levels, in ${bands} columns (down the first, up the next, ...)` : 'rows: BFS levels, the start on top';
  const key = [rowsText, `thick: one level on · thin: loops${moves > 0 ? ' · coloured: the solution' : ''}`].map(
    (text, i) => `<text x="${area.x + area.width / 2}" y="${area.y + area.height + 34 + 14 * i}" font-size="11" fill="#444" text-anchor="middle">${text}</text>`,
  );
  return [...thin, ...thick, ...path, ...dots, ...key].join('\n');
}
