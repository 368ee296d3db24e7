import { counted, escapeXml } from '../lib/text.js';
import { fitMaze, num, type Box, type Point } from './layout.js';
import { compileMaze, LIGHTS, nodeName, type NodeId, type ViennesePuzzle, type VienneseSolution } from './model.js';
import { VienneseScorer } from './score.js';
import { walkLanes } from './walk-lanes.js';
import type { StateGraph } from './state-graph.js';

const PANEL = { width: 440, height: 490, title: 44, margin: 28 };
export const LIGHT_COLOURS: Record<string, string> = { green: '#2e9d48', orange: '#f39a1e', red: '#d7332a' };
const START_COLOUR = '#2e9d48';
const GOAL_COLOUR = '#2a62c9';
const WALK_COLOUR = '#c8102e';

/**
 * The maze's report, as one SVG of three panels: the maze (streets in their light
 * colours, labelled nodes), the state graph by BFS level (solution states first in each
 * level, loop edges thin) and the solution drawn on the maze, a street passed again drawn
 * a lane aside each time so every pass shows.
 */
export function renderVienneseReport(puzzle: ViennesePuzzle, solution: VienneseSolution | undefined): string {
  const { maze, lights, ids } = compileMaze(puzzle);
  const scorer = new VienneseScorer(maze);
  const outcome = scorer.score(lights);
  const graph = scorer.builder.build(lights);
  const walkStates = solution ? statesOfWalk(graph, solution.nodes.map((id) => ids.indexOf(id))) : [];
  const scoreText = outcome.verdict === 'unique' ? `score ${formatScore(outcome.score)}` : outcome.verdict === 'multiple' ? 'score 1 (several solutions)' : 'score 0 (goal unreachable)';
  const panels = [
    panel(0, 'Maze', `${puzzle.nodes.length} nodes, ${puzzle.streets.length} streets, ${puzzle.variant ?? 'no-u-turn'}`, mazePanel(puzzle, box(0))),
    panel(1, 'State graph', `${graph.count} states · ${scoreText}`, stateGraphPanel(graph, walkStates, box(1))),
    panel(2, 'Solution', solution ? counted(solution.nodes.length - 1, 'move') : 'no solution', solution ? solutionPanel(puzzle, solution, box(2)) : mazePanel(puzzle, box(2), true)),
  ];
  const width = 3 * PANEL.width;
  const footer = solution ? wrapWalk(solution.nodes.map(nodeName), 150) : [];
  const height = PANEL.height + 18 * footer.length + (footer.length > 0 ? 12 : 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...panels,
    ...footer.map((line, i) => `<text x="${PANEL.width * 1.5}" y="${PANEL.height + 4 + 18 * i}" font-size="13" text-anchor="middle" fill="#333">${escapeXml((i === 0 ? 'Solution: ' : '') + line)}</text>`),
    '</svg>',
  ].join('\n');
}

/** A panel's drawing area, with room for its legend below. */
function box(index: number): Box {
  const { width, height, title, margin } = PANEL;
  return { x: index * width + margin, y: title + margin, width: width - 2 * margin, height: height - title - 2 * margin - 16 };
}

function panel(index: number, title: string, subtitle: string, body: string): string {
  const x = index * PANEL.width;
  return [
    `<g>`,
    index > 0 ? `<line x1="${x}" y1="10" x2="${x}" y2="${PANEL.height - 10}" stroke="#ddd"/>` : '',
    `<text x="${x + PANEL.width / 2}" y="20" font-size="16" font-weight="bold" text-anchor="middle">${escapeXml(title)}</text>`,
    `<text x="${x + PANEL.width / 2}" y="38" font-size="12" text-anchor="middle" fill="#555">${escapeXml(subtitle)}</text>`,
    body,
    `</g>`,
  ].join('\n');
}

function formatScore(score: number): string {
  return score >= 1e6 ? score.toExponential(3) : num(score);
}

function wrapWalk(names: string[], width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const name of names) {
    const next = line === '' ? name : `${line} ${name}`;
    if (next.length > width && line !== '') {
      lines.push(line);
      line = name;
    } else line = next;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** The states a walk passes (nodes given as indices), following the graph's edges. */
function statesOfWalk(graph: StateGraph, nodes: number[]): number[] {
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

interface MazeStyle {
  readonly nodeRadius: number;
  readonly streetWidth: number;
}

function styleOf(street: number): MazeStyle {
  return { nodeRadius: Math.max(5, Math.min(15, street * 0.2)), streetWidth: Math.max(3, Math.min(12, street * 0.12)) };
}

function nodeMarks(puzzle: ViennesePuzzle, at: Map<NodeId, Point>, style: MazeStyle, faint: boolean): string[] {
  const out: string[] = [];
  const r = style.nodeRadius;
  for (const node of puzzle.nodes) {
    const p = at.get(node.id)!;
    const ring = node.id === puzzle.start ? START_COLOUR : node.id === puzzle.goal ? GOAL_COLOUR : faint ? '#999' : '#333';
    const heavy = node.id === puzzle.start || node.id === puzzle.goal;
    out.push(`<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(r)}" fill="#fff" stroke="${ring}" stroke-width="${heavy ? 3 : 1.2}"/>`);
    out.push(
      `<text x="${num(p.x)}" y="${num(p.y + r * 0.36)}" font-size="${num(r * (nodeName(node.id).length > 2 ? 0.7 : 1))}" text-anchor="middle" font-weight="bold" fill="${faint ? '#888' : '#222'}">${escapeXml(nodeName(node.id))}</text>`,
    );
  }
  return out;
}

/** Streets in their light colours, a light at each street's middle, nodes labelled; start ringed green, goal blue. */
function mazePanel(puzzle: ViennesePuzzle, area: Box, faint = false): string {
  const { at, street } = fitMaze(puzzle, area);
  const style = styleOf(street);
  const out: string[] = [];
  const dots: string[] = [];
  const lights: Point[] = [];
  for (const s of puzzle.streets) {
    const [a, b] = [at.get(s.from)!, at.get(s.to)!];
    const colour = faint ? '#ccc' : LIGHT_COLOURS[s.light]!;
    out.push(`<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" stroke="${colour}" stroke-width="${num(style.streetWidth)}" stroke-linecap="round"/>`);
    if (faint) continue;
    // The light at the street's middle, or off it where streets cross and another light sits there already.
    const radius = style.streetWidth * 0.9;
    const spot = [0.5, 0.35, 0.65, 0.25, 0.75]
      .map((t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }))
      .find((p) => lights.every((q) => Math.hypot(p.x - q.x, p.y - q.y) > 2.2 * radius)) ?? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    lights.push(spot);
    dots.push(`<circle cx="${num(spot.x)}" cy="${num(spot.y)}" r="${num(radius)}" fill="${LIGHT_COLOURS[s.light]!}" stroke="#222" stroke-width="1"/>`);
  }
  out.push(...dots);
  out.push(...nodeMarks(puzzle, at, style, faint));
  if (!faint) out.push(legend(area));
  return out.join('\n');
}

function legend(area: Box): string {
  const y = area.y + area.height + 30;
  return LIGHTS.map((light, i) => {
    const x = area.x + i * 90;
    return `<circle cx="${x + 6}" cy="${y - 4}" r="5" fill="${LIGHT_COLOURS[light]!}" stroke="#222"/><text x="${x + 15}" y="${y}" font-size="11" fill="#444">${light}</text>`;
  }).join('') + `<text x="${area.x + area.width}" y="${y}" font-size="11" fill="#444" text-anchor="end">start ringed green, goal blue</text>`;
}

/**
 * States in rows by BFS level, the solution's state first in its row; edges one level
 * down thick, every other edge (a loop: sideways or back up) thin and pale.
 */
function stateGraphPanel(graph: StateGraph, walk: number[], area: Box): string {
  const { count, level, outStart, to } = graph;
  const onWalk = new Set(walk);
  const rows: number[][] = [];
  for (let s = 0; s < count; s++) (rows[level[s]!] ??= []).push(s);
  for (const row of rows) row.sort((a, b) => Number(onWalk.has(b)) - Number(onWalk.has(a)) || a - b);
  const widest = Math.max(...rows.map((r) => r.length));
  const dy = Math.min(40, area.height / Math.max(1, rows.length - 1));
  const dx = Math.min(34, area.width / Math.max(1, widest));
  const radius = Math.max(2, Math.min(6, dx * 0.3, dy * 0.3));
  const pos = new Map<number, Point>();
  rows.forEach((row, l) => row.forEach((s, j) => pos.set(s, { x: area.x + area.width / 2 + (j - (row.length - 1) / 2) * dx, y: area.y + l * dy })));
  const walkEdge = new Set(walk.slice(1).map((s, i) => `${walk[i]}>${s}`));
  const thin: string[] = [];
  const thick: string[] = [];
  const path: string[] = [];
  for (let s = 0; s < count; s++) {
    const a = pos.get(s)!;
    for (let e = outStart[s]!; e < outStart[s + 1]!; e++) {
      const t = to[e]!;
      const b = pos.get(t)!;
      const line = (attrs: string) => `<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" ${attrs}/>`;
      if (walkEdge.has(`${s}>${t}`)) path.push(line(`stroke="${WALK_COLOUR}" stroke-width="3"`));
      else if (level[t] === level[s]! + 1) thick.push(line('stroke="#444" stroke-width="1.6"'));
      else thin.push(line('stroke="#999" stroke-width="0.7" stroke-opacity="0.6"'));
    }
  }
  const dots = [...pos].map(([s, p]) => {
    const fill = s === 0 ? START_COLOUR : s === graph.goal ? GOAL_COLOUR : onWalk.has(s) ? WALK_COLOUR : '#444';
    const r = s === 0 || s === graph.goal ? radius * 1.6 : radius;
    return `<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(r)}" fill="${fill}"/>`;
  });
  const y = area.y + area.height + 30;
  const key = `<text x="${area.x + area.width / 2}" y="${y}" font-size="11" fill="#444" text-anchor="middle">rows: BFS levels · thick: one level on · thin: loops · red: the solution</text>`;
  return [...thin, ...thick, ...path, ...dots, key].join('\n');
}

/**
 * The side a street passed again is drawn aside to (node labels go opposite): the direction
 * farthest in angle from every street (45° on a square grid, 90° on a triangular one, 0° on
 * a honeycomb), so the labels keep clear of the streets and the lanes.
 */
function shiftDirection(puzzle: ViennesePuzzle, at: Map<NodeId, Point>): Point {
  const angles = puzzle.streets.map((s) => {
    const [a, b] = [at.get(s.from)!, at.get(s.to)!];
    return (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;
  });
  let best = { degrees: 45, clearance: -1 };
  for (let degrees = 0; degrees < 180; degrees += 1) {
    const clearance = Math.min(180, ...angles.map((a) => {
      const d = (((degrees - a) % 180) + 180) % 180;
      return Math.min(d, 180 - d);
    }));
    // Ties go to the angle nearest 45° (down and to the right), away from the labels.
    if (clearance > best.clearance + 1e-9 || (Math.abs(clearance - best.clearance) < 1e-9 && Math.abs(degrees - 45) < Math.abs(best.degrees - 45))) {
      best = { degrees, clearance };
    }
  }
  const radians = (best.degrees * Math.PI) / 180;
  return { x: Math.cos(radians), y: Math.sin(radians) };
}

/**
 * The walk on the faded maze, in lanes a fifth of a street apart (`walkLanes`, set aside
 * towards `shiftDirection`), so a street passed again shows another line; moves are numbered
 * along their stretches.
 */
function solutionPanel(puzzle: ViennesePuzzle, solution: VienneseSolution, area: Box): string {
  const { at, street } = fitMaze(puzzle, area);
  const style = styleOf(street);
  const out: string[] = [];
  for (const s of puzzle.streets) {
    const [a, b] = [at.get(s.from)!, at.get(s.to)!];
    out.push(`<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" stroke="#e4e4e4" stroke-width="${num(style.streetWidth)}" stroke-linecap="round"/>`);
  }
  const direction = shiftDirection(puzzle, at);
  // Small dots; labels on the side away from the shifted passes.
  for (const node of puzzle.nodes) {
    const p = at.get(node.id)!;
    const ring = node.id === puzzle.start ? START_COLOUR : node.id === puzzle.goal ? GOAL_COLOUR : '#888';
    out.push(`<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(style.nodeRadius * 0.45)}" fill="#fff" stroke="${ring}" stroke-width="2"/>`);
    const size = Math.max(10, style.nodeRadius * 0.9);
    // Opposite the shift: as far from every street as the passes are.
    const [lx, ly] = [p.x - direction.x * style.nodeRadius * 1.3, p.y - direction.y * style.nodeRadius * 1.3];
    out.push(`<text x="${num(lx)}" y="${num(ly + size * 0.35)}" font-size="${num(size)}" text-anchor="middle" font-weight="bold" fill="#555">${escapeXml(nodeName(node.id))}</text>`);
  }
  const { line, middles } = walkLanes(solution.nodes, at, street / 5, direction);
  const d = line.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p.x)},${num(p.y)}`).join(' ');
  out.push(`<path d="${d}" fill="none" stroke="#fff" stroke-width="5" stroke-linejoin="round"/>`);
  out.push(`<path d="${d}" fill="none" stroke="${WALK_COLOUR}" stroke-width="2.2" stroke-linejoin="round"/>`);
  const label = Math.max(7, Math.min(10, street * 0.14));
  for (let k = 1; k < middles.length; k++) {
    const { x: mx, y: my } = middles[k]!;
    out.push(`<circle cx="${num(mx)}" cy="${num(my)}" r="${num(label * (k >= 10 ? 0.85 : 0.7))}" fill="#fff" stroke="${WALK_COLOUR}" stroke-width="0.8"/>`);
    out.push(`<text x="${num(mx)}" y="${num(my + label * 0.35)}" font-size="${num(label)}" text-anchor="middle" fill="${WALK_COLOUR}">${k}</text>`);
  }
  return out.join('\n');
}
