import { existsSync, readFileSync } from 'node:fs';
import { fromBase64, toBase64 } from '../../image/base64.js';
import { pictureKind } from '../../image/decode.js';
import { type Orientation, readOrientation, swapsSides, uprightTransform, withoutOrientation } from '../../image/exif-orientation.js';
import { counted } from '../lib/text.js';
import type { Part, RenderOptions } from '../family.js';
import { nodeById, polylineOf, segmentById } from './graph.js';
import type { RailwayPuzzle, RailwaySolution } from './model.js';
import type { DoubtReport } from './doubt.js';
import { blotRings, competingRoutes, hingeInsets, leftOutRings, nearJunctionMarks } from './render-doubt.js';
import { routePoints } from './solution.js';

const ansi = (on: boolean, code: string, text: string) => (on ? `\x1b[${code}m${text}\x1b[0m` : text);
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** The part key of a segment: what `differences` reports. */
export const segmentKey = (id: string): string => `segment:${id}`;

/** The ids of the segments among the parts: what a drawing marks. */
const markedSegments = (parts: readonly Part[] | undefined): Set<string> => new Set((parts ?? []).flatMap((p) => p.ids ?? []));

/** How the junctions are given, as text. */
export function junctionForm(puzzle: RailwayPuzzle): string {
  const n = puzzle.transitions?.length;
  return n === undefined ? 'two-sided junctions' : counted(n, 'transition');
}

/**
 * The maze in one line, then the route as a numbered list of segments with the nodes it
 * runs between; marked segments (where another route differs) starred, or red with colour.
 *
 * @example
 * renderRailwayText(puzzle, solution, { color: false });
 */
export function renderRailwayText(puzzle: RailwayPuzzle, solution: RailwaySolution | undefined, options: RenderOptions): string {
  const { start, finish } = puzzle;
  const heading = start.heading === undefined ? '' : ` heading along ${start.heading}`;
  const lines = [`railway maze: ${counted(puzzle.nodes.length, 'node')}, ${counted(puzzle.segments.length, 'segment')}, ${junctionForm(puzzle)}; start ${start.node}${heading}, finish ${finish.node}`];
  if (puzzle.waypoints?.length) lines.push(`waypoints: ${puzzle.waypoints.map((w) => ('node' in w ? `node ${w.node}` : `segment ${w.segment}`)).join(', ')}`);
  if (!solution) return lines.join('\n') + '\n';
  lines.push(`route: ${counted(solution.segments.length, 'segment')}, ${solution.length} px`);
  const byId = new Map(puzzle.segments.map((s) => [s.id, s]));
  const marks = markedSegments(options.marks);
  const idWidth = Math.max(...solution.segments.map((s) => s.segment.length), 1);
  solution.segments.forEach((step, i) => {
    const seg = byId.get(step.segment);
    const [a, b] = seg ? (step.reversed ? [seg.to, seg.from] : [seg.from, seg.to]) : ['?', '?'];
    const marked = marks.has(step.segment);
    const text = `${String(i + 1).padStart(3)}${marked && !options.color ? '*' : ' '} ${step.segment.padEnd(idWidth)}  ${a} → ${b}`;
    lines.push(marked ? ansi(options.color, '31', text) : text);
  });
  return lines.join('\n') + '\n';
}

/** Options of the SVG drawing. */
export interface RailwaySvgOptions {
  /** Parts (as `differences` gives them) whose segments are drawn in the cook colour. */
  readonly marks?: readonly Part[];
  /** Other routes, each drawn in its own colour under the route. */
  readonly cooks?: readonly RailwaySolution[];
  /** How sure a traced answer is: when unsure, the competing routes are drawn and their hinge junctions enlarged beside the drawing. */
  readonly doubt?: DoubtReport;
}

const COOK_COLOURS = ['#e6550d', '#756bb1', '#31a354', '#d6616b', '#8c6d31'];
const ROUTE_ARROW = '#08519c';

/**
 * A picture the maze was traced from, to draw under the tracks: `puzzle.source.picture`
 * when it is a string (a file path or a data: URL), else the `file` a picture format traced
 * (`source.format` set), with the picture's size when known (upright, as traced). A photo
 * stored turned (EXIF orientation) gets the attributes that draw it upright: its stored
 * size and a transform, its own orientation set to "as stored" (SVG renderers differ on
 * whether they read it).
 */
export function pictureUnderlay(puzzle: RailwayPuzzle): { href: string; width?: number; height?: number; image?: string } | undefined {
  const source = puzzle.source;
  const href = source?.['picture'] ?? (typeof source?.['format'] === 'string' ? source['file'] : undefined);
  if (typeof href !== 'string' || href.length === 0) return undefined;
  const embedded = embeddable(href);
  if (embedded === undefined) return undefined;
  const size = (key: string) => (typeof source?.[key] === 'number' ? (source[key] as number) : undefined);
  const [width, height] = [size('width'), size('height')];
  if (width === undefined || height === undefined) return { href: embedded.href };
  const turned = embedded.orientation?.value;
  const [storedWidth, storedHeight] = turned !== undefined && swapsSides(turned) ? [height, width] : [width, height];
  const image = ` width="${storedWidth}" height="${storedHeight}"${turned === undefined ? '' : ` transform="${uprightTransform(turned, storedWidth, storedHeight)}"`}`;
  return { href: embedded.href, width, height, image };
}

/** Base64 characters enough for the first 64 KB of a picture, where its EXIF lies. */
const EXIF_WITHIN_BASE64 = 87_380;

/**
 * The picture as a data: URL, so the drawing carries it wherever it is saved (and sharp
 * draws it into a PNG, which it would not do from a path), stored turned or not. Only PNG
 * and JPEG: no SVG viewer shows netpbm. Undefined when the file is gone or of another kind.
 */
function embeddable(href: string): { href: string; orientation?: Orientation } | undefined {
  const inline = /^data:image\/(?:png|jpeg);base64,/.exec(href);
  if (inline) {
    const payload = href.slice(inline[0].length);
    const orientation = readOrientation(fromBase64(payload.slice(0, EXIF_WITHIN_BASE64)));
    return orientation === undefined ? { href } : { href: inline[0] + toBase64(withoutOrientation(fromBase64(payload), orientation)), orientation };
  }
  if (href.startsWith('data:')) return { href };
  if (!existsSync(href)) return undefined;
  const bytes = readFileSync(href);
  const kind = pictureKind(bytes);
  if (kind !== 'png' && kind !== 'jpeg') return undefined;
  const mime = `image/${kind}`;
  const orientation = readOrientation(bytes);
  const shown = orientation === undefined ? bytes : Buffer.from(withoutOrientation(bytes, orientation));
  return { href: `data:${mime};base64,${shown.toString('base64')}`, ...(orientation === undefined ? {} : { orientation }) };
}

const pathOf = (points: readonly (readonly [number, number])[]) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
const round = (v: number) => Math.round(v * 100) / 100;

/** The route's legend line: `solution 1: the route, 426 px` beside other solutions, and for an unsure tracing what it rests on. */
function routeLegend(solution: RailwaySolution, unsure: DoubtReport | undefined, numbered: boolean): string {
  const lettered = unsure && unsure.routes.length > 1 ? `${unsure.routes[0]!.id}, ` : '';
  const measured = unsure ? ` (${lettered}every junction as measured)` : '';
  return `${numbered ? 'solution 1: ' : ''}the route, ${Math.round(solution.length)} px${measured}`;
}

/**
 * A standalone SVG in the maze's pixel coordinates: the picture underneath when the
 * puzzle names one, the tracks in grey, other routes in their own colours, the route in
 * blue with an arrow on every step, marked segments in orange, start and finish labelled.
 */
export function renderRailwaySvg(puzzle: RailwayPuzzle, solution: RailwaySolution | undefined, options: RailwaySvgOptions = {}): string {
  const tracks = puzzle.segments.map((s) => ({ id: s.id, points: polylineOf(puzzle, s) }));
  const all = [...tracks.flatMap((t) => t.points), ...puzzle.nodes.map((n) => [n.x, n.y] as const)];
  const picture = pictureUnderlay(puzzle);
  const minX = Math.min(0, ...all.map((p) => p[0]));
  const minY = Math.min(0, ...all.map((p) => p[1]));
  const maxX = Math.max(picture?.width ?? 0, ...all.map((p) => p[0]));
  const maxY = Math.max(picture?.height ?? 0, ...all.map((p) => p[1]));
  const margin = 20;
  const [w, h] = [maxX - minX + 2 * margin, maxY - minY + 2 * margin];
  const scale = Math.max(w, h) / 600;
  const stroke = (k: number) => round(Math.max(1, k * scale));
  const unsure = options.doubt?.confidence === 'unsure' ? options.doubt : undefined;
  const lineWidth = typeof puzzle.source?.['settings'] === 'object' ? Number((puzzle.source['settings'] as Record<string, unknown>)['strokeWidth']) || 4 : 4;
  const insets = unsure ? hingeInsets(unsure, maxX + margin, minY - margin, h, lineWidth, stroke) : { width: 0, svg: '' };
  const cookPoints = (options.cooks ?? []).map((cook) => routePoints(puzzle, cook.segments));
  const competing = unsure ? competingRoutes(unsure, stroke, cookPoints) : { paths: [], rings: [], legend: [] };
  const leftOut = unsure ? leftOutRings(unsure, stroke) : { rings: [], legend: [] };
  const near = unsure ? nearJunctionMarks(unsure, stroke) : { rings: [], legend: [] };
  const blots = unsure ? blotRings(unsure, lineWidth, stroke) : { rings: [], legend: [] };
  const legend: [string, string][] = [];
  if (solution && (options.cooks?.length || unsure)) legend.push([routeLegend(solution, unsure, Boolean(options.cooks?.length)), ROUTE_ARROW]);
  // Numbered as the text answer numbers its solutions; a tracing's competing routes are lettered.
  if (solution) options.cooks?.forEach((cook, i) => legend.push([`solution ${i + 2}: another route the track allows, ${Math.round(cook.length)} px`, COOK_COLOURS[i % COOK_COLOURS.length]!]));
  legend.push(...competing.legend, ...leftOut.legend, ...near.legend, ...blots.legend);
  // The legend has a band of its own above the picture, so it never covers the drawing's own lettering.
  const band = legend.length === 0 ? 0 : stroke(18) * legend.length + stroke(8);
  const [top, height] = [minY - margin - band, h + band];
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${round(minX - margin)} ${round(top)} ${round(w + insets.width)} ${round(height)}" width="${Math.round(w + insets.width)}" height="${Math.round(height)}">`,
    `<defs>${[ROUTE_ARROW, ...COOK_COLOURS].map((c) => `<marker id="arrow${c.slice(1)}" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="${c}"/></marker>`).join('')}</defs>`,
    `<rect x="${round(minX - margin)}" y="${round(top)}" width="${round(w + insets.width)}" height="${round(height)}" fill="white"/>`,
    '<g id="scene">',
  ];
  if (picture) {
    out.push(`<image href="${esc(picture.href)}" x="0" y="0"${picture.image ?? ''} opacity="0.5"/>`);
  }
  const marks = markedSegments(options.marks);
  for (const t of tracks) {
    const marked = marks.has(t.id);
    out.push(`<path d="${pathOf(t.points)}" fill="none" stroke="${marked ? '#fd8d3c' : '#999'}" stroke-width="${stroke(marked ? 5 : 3)}"><title>segment ${esc(t.id)}</title></path>`);
  }
  // Other routes under the route, wider, so a stretch they share shows as a coloured border.
  options.cooks?.forEach((cook, i) => {
    const colour = COOK_COLOURS[i % COOK_COLOURS.length]!;
    out.push(`<path d="${pathOf(cookPoints[i]!)}" fill="none" stroke="${colour}" stroke-width="${stroke(7)}" stroke-dasharray="${stroke(10)} ${stroke(5)}" opacity="0.75"/>`);
    out.push(...stepArrows(puzzle, cook, colour, stroke(3)));
  });
  // Routes a setting away (an unsure tracing), dashed under the route, their hinge junctions ringed.
  out.push(...competing.paths);
  if (solution) {
    out.push(`<path d="${pathOf(routePoints(puzzle, solution.segments))}" fill="none" stroke="#3182bd" stroke-width="${stroke(2.5)}"/>`);
    out.push(...stepArrows(puzzle, solution, ROUTE_ARROW, stroke(2.5)));
  }
  out.push(...competing.rings);
  out.push(...leftOut.rings, ...near.rings, ...blots.rings);
  for (const [label, id, colour] of [['S', puzzle.start.node, '#2ca25f'], ['F', puzzle.finish.node, '#de2d26']] as const) {
    const node = nodeById(puzzle, id);
    if (!node) continue;
    out.push(`<circle cx="${round(node.x)}" cy="${round(node.y)}" r="${stroke(7)}" fill="${colour}"/>`);
    out.push(`<text x="${round(node.x)}" y="${round(node.y - stroke(10))}" font-size="${stroke(16)}" text-anchor="middle" fill="${colour}" font-family="sans-serif">${label}</text>`);
  }
  out.push('</g>');
  // The legend stays out of the scene, so the enlarged junctions beside it do not show it.
  legend.forEach(([text, colour], k) => {
    out.push(`<text x="${round(minX - margin + stroke(8))}" y="${round(top + stroke(18) * (k + 1))}" font-size="${stroke(14)}" fill="${colour}" font-family="sans-serif">${esc(text)}</text>`);
  });
  if (insets.svg) out.push(insets.svg);
  out.push('</svg>');
  return out.join('\n') + '\n';
}

/** An arrow in the middle of each step of a route, pointing the way the train runs. */
function stepArrows(puzzle: RailwayPuzzle, route: RailwaySolution, colour: string, width: number): string[] {
  const arrows: string[] = [];
  for (const step of route.segments) {
    const seg = segmentById(puzzle, step.segment);
    if (!seg) continue;
    const line = polylineOf(puzzle, seg);
    if (step.reversed) line.reverse();
    const [a, b] = midpointPair(line);
    arrows.push(`<path d="M${round(a[0])} ${round(a[1])} L${round(b[0])} ${round(b[1])}" stroke="${colour}" stroke-width="${width}" marker-end="url(#arrow${colour.slice(1)})"/>`);
  }
  return arrows;
}

/** How far either side of the middle the arrow takes its direction: past the pixel steps of a traced line. */
const ARROW_SPAN = 6;

/**
 * Two points around the middle of a polyline (by length), for a direction arrow: 2 px apart,
 * along the chord from `ARROW_SPAN` before the middle to as far after it (the last pixel step
 * of a traced track can run at 45 degrees to the track itself).
 */
function midpointPair(line: readonly (readonly [number, number])[]): [readonly [number, number], readonly [number, number]] {
  const lengths = line.slice(1).map((p, i) => Math.hypot(p[0] - line[i]![0], p[1] - line[i]![1]));
  const total = lengths.reduce((a, b) => a + b, 0);
  const span = Math.min(ARROW_SPAN, total / 2);
  const [from, mid, to] = [total / 2 - span, total / 2, total / 2 + span].map((d) => pointAlong(line, lengths, d)) as [Point, Point, Point];
  const chord = Math.hypot(to[0] - from[0], to[1] - from[1]);
  if (chord === 0) return [line[0]!, line[line.length - 1]!];
  const [ux, uy] = [(to[0] - from[0]) / chord, (to[1] - from[1]) / chord];
  return [[mid[0] - ux, mid[1] - uy], [mid[0] + ux, mid[1] + uy]];
}

type Point = readonly [number, number];

/** The point `distance` along a polyline whose pieces have these lengths. */
function pointAlong(line: readonly Point[], lengths: readonly number[], distance: number): Point {
  let left = distance;
  for (let i = 0; i < lengths.length; i++) {
    if (left <= lengths[i]! && lengths[i]! > 0) {
      const [p, q] = [line[i]!, line[i + 1]!];
      const t = left / lengths[i]!;
      return [p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])];
    }
    left -= lengths[i]!;
  }
  return line[line.length - 1]!;
}
