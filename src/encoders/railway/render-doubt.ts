import { besideLine } from './beside.js';
import { type CompetingRoute, type DoubtReport, type Hinge, MANY_NEAR, NEAR } from './doubt.js';

/** Colours of the competing routes after the defaults' (which is the route's own blue). */
export const DOUBT_COLOURS = ['#d62728', '#9467bd', '#ff7f0e', '#17becf', '#8c564b'];

const round = (v: number) => Math.round(v * 100) / 100;
const pathOf = (points: readonly (readonly [number, number])[]) => points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');

/** Two polylines over the same track: the same points, in any order (a loop may be run either way round). */
function sameTrack(a: readonly (readonly [number, number])[], b: readonly (readonly [number, number])[]): boolean {
  const keys = new Set(a.map(([x, y]) => `${x},${y}`));
  return a.length > 1 && a.length === b.length && b.every(([x, y]) => keys.has(`${x},${y}`));
}

/**
 * The stretches of a competing route off the route's own track (`main`), each from the
 * junction where it leaves to the one where it comes back; the whole route where it runs
 * over the route's track only (a loop left out, or run the other way round).
 */
export function stretchesOff(points: readonly (readonly [number, number])[], main: readonly (readonly [number, number])[]): (readonly (readonly [number, number])[])[] {
  const onMain = new Set(main.map(([x, y]) => `${x},${y}`));
  const off = points.map(([x, y]) => !onMain.has(`${x},${y}`));
  if (!off.includes(true)) return [points];
  const stretches: (readonly (readonly [number, number])[])[] = [];
  for (let k = 0; k < points.length; k++) {
    if (!off[k] || (k > 0 && off[k - 1])) continue;
    let end = k;
    while (end + 1 < points.length && off[end + 1]) end++;
    stretches.push(points.slice(Math.max(0, k - 1), Math.min(points.length, end + 2)));
  }
  return stretches;
}

/** What a competing route is, for its legend line: ` if W–S at (321,240) went the other way`. */
function whenOf(route: CompetingRoute): string {
  const first = route.hinges[0];
  if (route.asDrawn) return ', the picture traced as drawn';
  if (route.shortest) return ', the shortest (less likely)';
  return first ? ` if ${first.into}–${first.out} at (${Math.round(first.at[0])},${Math.round(first.at[1])}) went the other way${route.hinges.length > 1 ? ` (+${route.hinges.length - 1})` : ''}` : '';
}

/** The hinge junctions of every competing route, each once. */
export function hingesOf(doubt: DoubtReport): { hinge: Hinge; route: string; colour: string }[] {
  const seen = new Set<string>();
  const out: { hinge: Hinge; route: string; colour: string }[] = [];
  doubt.routes.slice(1).forEach((route, i) => {
    for (const hinge of route.hinges) {
      const key = `${hinge.at}|${hinge.into}|${hinge.out}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ hinge, route: route.id, colour: DOUBT_COLOURS[i % DOUBT_COLOURS.length]! });
    }
  });
  return out;
}

/** How far beside the track the `k`th competing route is drawn (drawing units before `stroke`): left, right, then further out. */
const besideBy = (k: number) => (k % 2 === 0 ? 1 : -1) * (5.5 + 3.5 * Math.floor(k / 2));

/**
 * The competing routes of an unsure tracing, drawn dashed in their own colours where they
 * leave the route's track (each whole, they hide the route on a small picture), beside the
 * track (a route that runs over the route's own track, as one that skips a loop of it does,
 * would be hidden under it), with the junctions they hinge on ringed, and their legend lines.
 * A route that is one of the `solutions` drawn already (their points, solution 2 first) is
 * named as that one, not drawn again.
 */
export function competingRoutes(
  doubt: DoubtReport,
  stroke: (k: number) => number,
  solutions: readonly (readonly (readonly [number, number])[])[] = [],
): { paths: string[]; rings: string[]; legend: [string, string][] } {
  const paths: string[] = [];
  const legend: [string, string][] = [];
  const said = new Set<string>();
  const main = doubt.routes[0]?.points ?? [];
  doubt.routes.slice(1).forEach((route, i) => {
    const colour = DOUBT_COLOURS[i % DOUBT_COLOURS.length]!;
    const solution = solutions.findIndex((points) => sameTrack(points, route.points));
    if (solution >= 0) {
      legend.push([`route ${route.id} (solution ${solution + 2})${whenOf(route)}`, colour]);
      return;
    }
    const drawn = route.points.length > 1;
    const stretches = drawn ? stretchesOff(route.points, main) : [];
    for (const stretch of stretches) {
      const beside = besideLine(stretch, Math.sign(besideBy(i)) * stroke(Math.abs(besideBy(i))));
      paths.push(`<path d="${pathOf(beside)}" fill="none" stroke="${colour}" stroke-width="${stroke(3)}" stroke-dasharray="${stroke(8)} ${stroke(4)}" opacity="0.9"/>`);
    }
    // The first route drawn each way says how it is drawn, so that a reader does not take it for other track.
    const way = stretches[0] === route.points ? 'beside the track it runs on' : `where it leaves route ${doubt.routes[0]!.id}, beside the track`;
    const how = !drawn ? '' : said.has(way) ? ' (dashed)' : ` (dashed, ${way})`;
    if (drawn) said.add(way);
    legend.push([`route ${route.id}${how}, ${route.segments === 0 ? 'no route' : `${Math.round(route.length)} px`}${whenOf(route)}`, colour]);
  });
  const rings = hingesOf(doubt).map(({ hinge, colour }) => `<circle cx="${round(hinge.at[0])}" cy="${round(hinge.at[1])}" r="${stroke(14)}" fill="none" stroke="${colour}" stroke-width="${stroke(2.5)}"/>`);
  return { paths, rings, legend };
}

/** Colour of the rings round ink left out beside the route. */
const LEFT_OUT_COLOUR = '#8c6d31';

/** The places where ink was left out beside the route (anywhere, without one: doubt.ts), ringed dashed, and their legend line. */
export function leftOutRings(doubt: DoubtReport, stroke: (k: number) => number): { rings: string[]; legend: [string, string][] } {
  const places = doubt.leftOutBeside;
  if (places.length === 0) return { rings: [], legend: [] };
  const rings = places.map(({ at: [x, y], radius }) => `<circle cx="${round(x)}" cy="${round(y)}" r="${round(Math.max(stroke(12), radius + stroke(6)))}" fill="none" stroke="${LEFT_OUT_COLOUR}" stroke-width="${stroke(2)}" stroke-dasharray="${stroke(4)} ${stroke(3)}"/>`);
  const where = doubt.routes[0]!.segments > 0 ? 'beside the route' : 'of the track, where a route may lie';
  return { rings, legend: [[`ink left out ${where}: look there (${places.length})`, LEFT_OUT_COLOUR]] };
}

/** Colour of the rings round a start or finish given in a blot of ink. */
const BLOT_COLOUR = '#7f7f00';

/** A start or finish given in a blot (end-blots.ts), ringed as wide as the blot (`lineWidth` picture pixels a line width), and their legend line. */
export function blotRings(doubt: DoubtReport, lineWidth: number, stroke: (k: number) => number): { rings: string[]; legend: [string, string][] } {
  const blots = doubt.endsInBlots;
  if (blots.length === 0) return { rings: [], legend: [] };
  const rings = blots.map(({ at: [x, y], across }) => `<circle cx="${round(x)}" cy="${round(y)}" r="${round(Math.max(stroke(12), (across * lineWidth) / 2 + stroke(4)))}" fill="none" stroke="${BLOT_COLOUR}" stroke-width="${stroke(2.5)}" stroke-dasharray="${stroke(2)} ${stroke(3)}"/>`);
  const ends = blots.map((b) => b.end).join(' and ');
  const kinds = [...new Set(blots.map((b) => (b.fork ? 'in ink two tracks share' : b.drawing ? 'beside a drawing or lettering' : b.knot || b.crowded ? 'in a knot of junctions' : 'in a blot of ink')))];
  const where = kinds.join(' or ');
  return { rings, legend: [[`${ends} given ${where}: give ${blots.length === 1 ? 'it' : 'them'} on a clear stretch of line`, BLOT_COLOUR]] };
}

/** Colour of the marks on junctions measured near a threshold. */
const NEAR_COLOUR = '#e377c2';

/**
 * Where so many junction moves are near a threshold that the tracing as a whole is in doubt
 * (doubt.ts MANY_NEAR), their junctions marked with small dotted rings, and their legend line.
 */
export function nearJunctionMarks(doubt: DoubtReport, stroke: (k: number) => number): { rings: string[]; legend: [string, string][] } {
  if (doubt.nearLimit < MANY_NEAR) return { rings: [], legend: [] };
  const rings = doubt.nearJunctions.map(({ at: [x, y] }) => `<circle cx="${round(x)}" cy="${round(y)}" r="${stroke(10)}" fill="none" stroke="${NEAR_COLOUR}" stroke-width="${stroke(2)}" stroke-dasharray="${stroke(3)} ${stroke(2)}"/>`);
  const junctions = doubt.nearJunctions.length;
  return { rings, legend: [[`junctions measured within ${NEAR}° of a threshold (${doubt.nearLimit} moves at ${junctions} junction${junctions === 1 ? '' : 's'})`, NEAR_COLOUR]] };
}

/** Why a rule other than the angle's limit decided the move, in a few words (none for the angle). */
const RULE_REASONS: Record<Hinge['rule'], string> = {
  angle: '',
  crossing: 'the crossing rule: straight on only',
  cusp: "the V between a switch's branches",
  stroke: "a stroke laid over a switch's fork",
  stranded: 'a branch with no other way on',
  label: 'off the line at an end, a letter beside it',
};

/** Insets one above the other in a column at most; more go into further columns, so that each stays large enough to read. */
const INSETS_A_COLUMN = 3;
/** Insets drawn at most; the text answer names every hinge. */
const MOST_INSETS = 9;

/**
 * Columns of insets beside the drawing, one per hinge junction (up to MOST_INSETS, at most
 * INSETS_A_COLUMN a column): the scene (`#scene`) around the junction enlarged, with what it
 * shows written under it, and a line under the first column naming how many hinges are not
 * shown. Returns the columns' width in drawing units and their SVG, placed at `left`, `top`.
 */
export function hingeInsets(doubt: DoubtReport, left: number, top: number, height: number, lineWidth: number, stroke: (k: number) => number): { width: number; svg: string } {
  const all = hingesOf(doubt);
  const hinges = all.slice(0, MOST_INSETS);
  if (hinges.length === 0) return { width: 0, svg: '' };
  const gap = stroke(10);
  const reasons = hinges.some(({ hinge }) => RULE_REASONS[hinge.rule] !== '');
  const caption = stroke(reasons ? 44 : 28);
  const rows = Math.min(hinges.length, INSETS_A_COLUMN);
  const notShown = all.length - hinges.length;
  const room = height - gap - (notShown > 0 ? stroke(20) : 0);
  const size = Math.min(room / rows - caption - gap, height / 2);
  // The neighbourhood shown: a dozen line widths round the junction, less where the inset would not enlarge it 1.5 times, at least 30 pixels.
  const reach = Math.max(30, Math.min(12 * lineWidth, size / 3));
  const text = (x: number, y: number, colour: string, content: string) => `<text x="${round(x)}" y="${round(y)}" font-size="${stroke(12)}" fill="${colour}" font-family="sans-serif">${content}</text>`;
  // A column is as wide as its longest caption: a sans-serif letter is about 0.6 of its size.
  const captionsOf = ({ hinge, route }: (typeof hinges)[number]) => [`${route}: (${Math.round(hinge.at[0])},${Math.round(hinge.at[1])}) ${hinge.into}–${hinge.out} ${Math.round(hinge.turn)}°, ${hinge.allowed ? 'allowed' : 'refused'}`, RULE_REASONS[hinge.rule]];
  const column = Math.max(size, ...hinges.flatMap((h) => captionsOf(h).map((line) => 0.6 * stroke(12) * line.length))) + gap;
  const parts: string[] = [];
  hinges.forEach((h, k) => {
    const { hinge, colour } = h;
    const x = left + gap + Math.floor(k / rows) * column;
    const y = top + gap + (k % rows) * (size + caption + gap);
    const [cx, cy] = hinge.at;
    parts.push(`<rect x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" fill="white" stroke="${colour}" stroke-width="${stroke(2)}"/>`);
    parts.push(`<svg x="${round(x)}" y="${round(y)}" width="${round(size)}" height="${round(size)}" viewBox="${round(cx - reach)} ${round(cy - reach)} ${round(2 * reach)} ${round(2 * reach)}"><use href="#scene"/></svg>`);
    captionsOf(h).forEach((line, n) => line && parts.push(text(x, y + size + stroke(17 + 15 * n), colour, line)));
  });
  if (notShown > 0) parts.push(text(left + gap, top + gap + rows * (size + caption + gap) + stroke(12), '#555555', `and ${notShown} more junction${notShown === 1 ? '' : 's'}: see the text answer`));
  const columns = Math.ceil(hinges.length / rows);
  return { width: columns * column + gap, svg: parts.join('\n') };
}
