import type { Cook } from '../family.js';
import { MOST_PANELS } from '../lib/svg.js';
import { counted, escapeXml } from '../lib/text.js';
import { fitMaze, num, type Box, type Point } from './layout.js';
import { compileMaze, LIGHTS, nodeName, type NodeId, type ViennesePuzzle, type VienneseSolution } from './model.js';
import { VienneseScorer } from './score.js';
import { statesOfWalk, statesPanel } from './states-panel.js';
import { GOAL_COLOUR, START_COLOUR, styleOf, walkPanel, type MazeStyle } from './walk-panel.js';

const PANEL = { width: 440, height: 512, title: 44, margin: 28 };
export const LIGHT_COLOURS: Record<string, string> = { green: '#2e9d48', orange: '#f39a1e', red: '#d7332a' };

/**
 * The maze's report, as one SVG of panels: the maze (streets in their light colours,
 * labelled nodes), the state graph by BFS level (solution states first in each level, loop
 * edges thin), and each solution drawn on the maze, a street passed again drawn a lane aside
 * each time so every pass shows; other solutions (cooks) in panels of their own, the moves
 * where they differ from the first marked. Without a solution, the maze and its state graph.
 */
export function renderVienneseReport(puzzle: ViennesePuzzle, solution: VienneseSolution | undefined, cooks: readonly Cook<VienneseSolution>[] = []): string {
  const { maze, lights, ids } = compileMaze(puzzle);
  const scorer = new VienneseScorer(maze);
  const outcome = scorer.score(lights);
  const graph = scorer.builder.build(lights);
  const walkStates = solution ? statesOfWalk(graph, solution.nodes.map((id) => ids.indexOf(id))) : [];
  const scoreText = outcome.verdict === 'unique' ? `score ${formatScore(outcome.score)}` : outcome.verdict === 'multiple' ? 'score 1 (several solutions)' : 'score 0 (goal unreachable)';
  const shown = solution ? cooks.slice(0, MOST_PANELS - 1) : [];
  const walks = solution ? [{ solution, marks: cooks[0]?.differences ?? [] }, ...shown.map((c) => ({ solution: c.solution, marks: c.differences }))] : [];
  const bodies = [
    { title: 'Maze', subtitle: `${puzzle.nodes.length} nodes, ${puzzle.streets.length} streets, ${puzzle.variant ?? 'no-u-turn'}`, draw: (b: Box) => mazePanel(puzzle, b) },
    { title: 'State graph', subtitle: `${graph.count} states · ${scoreText}`, draw: (b: Box) => statesPanel(graph, walkStates, b) },
    ...walks.map((w, i) => ({
      title: walks.length > 1 ? `Solution ${i + 1}` : 'Solution',
      subtitle: counted(w.solution.nodes.length - 1, 'move'),
      draw: (b: Box) => walkPanel(puzzle, w.solution, b, w.marks),
    })),
  ];
  const columns = Math.min(3, bodies.length);
  const panels = bodies.map((p, i) => panel(i % columns, Math.floor(i / columns), p.title, p.subtitle, p.draw(box(i % columns, Math.floor(i / columns)))));
  const panelRows = Math.ceil(bodies.length / columns);
  const width = columns * PANEL.width;
  const footer = walks.flatMap((w, i) => wrapWalk(w.solution.nodes.map(nodeName), 150).map((line, j) => (j === 0 ? `${walks.length > 1 ? `Solution ${i + 1}` : 'Solution'}: ${line}` : line)));
  if (cooks.length > 0) footer.push(`Red: the moves where ${cooks.length === 1 ? 'the two solutions differ' : 'each solution differs from solution 1 (solution 1: from solution 2)'}.`);
  if (cooks.length > shown.length && solution) footer.push(`${counted(cooks.length - shown.length, 'more solution')} not drawn.`);
  const top = PANEL.height * panelRows;
  const height = top + 18 * footer.length + (footer.length > 0 ? 12 : 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...panels,
    ...footer.map((line, i) => `<text x="${width / 2}" y="${top + 4 + 18 * i}" font-size="13" text-anchor="middle" fill="#333">${escapeXml(line)}</text>`),
    '</svg>',
  ].join('\n');
}

/** A panel's drawing area, with room for two lines of legend below. */
function box(column: number, row: number): Box {
  const { width, height, title, margin } = PANEL;
  return { x: column * width + margin, y: row * height + title + margin, width: width - 2 * margin, height: height - title - 2 * margin - 38 };
}

function panel(column: number, row: number, title: string, subtitle: string, body: string): string {
  const [x, y] = [column * PANEL.width, row * PANEL.height];
  return [
    `<g>`,
    column > 0 ? `<line x1="${x}" y1="${y + 10}" x2="${x}" y2="${y + PANEL.height - 10}" stroke="#ddd"/>` : '',
    `<text x="${x + PANEL.width / 2}" y="${y + 20}" font-size="16" font-weight="bold" text-anchor="middle">${escapeXml(title)}</text>`,
    `<text x="${x + PANEL.width / 2}" y="${y + 38}" font-size="12" text-anchor="middle" fill="#555">${escapeXml(subtitle)}</text>`,
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

function nodeMarks(puzzle: ViennesePuzzle, at: Map<NodeId, Point>, style: MazeStyle): string[] {
  const out: string[] = [];
  const r = style.nodeRadius;
  for (const node of puzzle.nodes) {
    const p = at.get(node.id)!;
    const ring = node.id === puzzle.start ? START_COLOUR : node.id === puzzle.goal ? GOAL_COLOUR : '#333';
    const heavy = node.id === puzzle.start || node.id === puzzle.goal;
    out.push(`<circle cx="${num(p.x)}" cy="${num(p.y)}" r="${num(r)}" fill="#fff" stroke="${ring}" stroke-width="${heavy ? 3 : 1.2}"/>`);
    out.push(
      `<text x="${num(p.x)}" y="${num(p.y + r * 0.36)}" font-size="${num(r * (nodeName(node.id).length > 2 ? 0.7 : 1))}" text-anchor="middle" font-weight="bold" fill="#222">${escapeXml(nodeName(node.id))}</text>`,
    );
  }
  return out;
}

/** Streets in their light colours, a light at each street's middle, nodes labelled; start ringed green, goal blue. */
function mazePanel(puzzle: ViennesePuzzle, area: Box): string {
  const { at, street } = fitMaze(puzzle, area);
  const style = styleOf(street);
  const out: string[] = [];
  const dots: string[] = [];
  const lights: Point[] = [];
  for (const s of puzzle.streets) {
    const [a, b] = [at.get(s.from)!, at.get(s.to)!];
    const colour = LIGHT_COLOURS[s.light]!;
    out.push(`<line x1="${num(a.x)}" y1="${num(a.y)}" x2="${num(b.x)}" y2="${num(b.y)}" stroke="${colour}" stroke-width="${num(style.streetWidth)}" stroke-linecap="round"/>`);
    // The light at the street's middle, or off it where streets cross and another light sits there already.
    const radius = style.streetWidth * 0.9;
    const spot = [0.5, 0.35, 0.65, 0.25, 0.75]
      .map((t) => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }))
      .find((p) => lights.every((q) => Math.hypot(p.x - q.x, p.y - q.y) > 2.2 * radius)) ?? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
    lights.push(spot);
    dots.push(`<circle cx="${num(spot.x)}" cy="${num(spot.y)}" r="${num(radius)}" fill="${LIGHT_COLOURS[s.light]!}" stroke="#222" stroke-width="1"/>`);
  }
  out.push(...dots);
  out.push(...nodeMarks(puzzle, at, style));
  out.push(legend(area));
  return out.join('\n');
}

function legend(area: Box): string {
  const y = area.y + area.height + 40;
  return LIGHTS.map((light, i) => {
    const x = area.x + i * 90;
    return `<circle cx="${x + 6}" cy="${y - 4}" r="5" fill="${LIGHT_COLOURS[light]!}" stroke="#222"/><text x="${x + 15}" y="${y}" font-size="11" fill="#444">${light}</text>`;
  }).join('') + `<text x="${area.x + area.width}" y="${y}" font-size="11" fill="#444" text-anchor="end">start ringed green, goal blue</text>`;
}
