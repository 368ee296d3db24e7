import type { Remark } from '../family.js';
import { counted, grouped } from '../lib/text.js';
import { type CompetingRoute, type DoubtReport, type Hinge, MANY_NEAR, NEAR } from './doubt.js';
import type { EndInBlot } from './end-blots.js';
import type { LeftOutPlace } from './left-out-along.js';
import type { SecondLookNote } from './second-look.js';

const at = ([x, y]: readonly [number, number]) => `(${Math.round(x)},${Math.round(y)})`;
const px = (length: number) => `${grouped(length, 1)} px`;

/** What turns a hinge over, as the options that do it. */
function setting(h: Hinge): string {
  const point = `${h.point[0]},${h.point[1]}`;
  if (h.rule === 'stranded') return `--forbid ${point}`;
  if (h.rule !== 'angle') return `--allow ${point}`;
  return h.allowed ? `--forbid ${point}, or --angle ${Math.max(1, Math.ceil(h.turn) - 1)}` : `--allow ${point}, or --angle ${Math.min(179, Math.ceil(h.turn))}`;
}

/** `the turn between W and N at (150,198) allowed: it is 72°, over the 70° limit (--allow 150,198, or --angle 73)` */
function hingeLine(h: Hinge): string {
  const between = `the turn between ${h.into} and ${h.out} at ${at(h.at)}`;
  const why = h.rule === 'crossing' ? `${Math.round(h.turn)}°, refused as a crossing, the lines meeting at ${h.text}` : h.text;
  return `${between} ${h.allowed ? 'refused' : 'allowed'}: it is ${why}${shortcutText(h)} (${setting(h)})`;
}

/** A reading far from any threshold that alone keeps a much shorter route closed (reading-shortcut.ts). */
const shortcutText = (h: Hinge) =>
  h.shortcut === undefined ? '' : `; far from any threshold, that reading alone keeps closed a route ${Math.round(100 * h.shortcut)}% shorter, and a line of the track under or beside a letter reads so too`;

function routeLine(r: CompetingRoute): string {
  return r.segments === 0 ? `${r.id}: no route` : `${r.id}: ${counted(r.segments, 'segment')}, ${px(r.length)}`;
}

/**
 * The doubt over a traced answer as a remark: unsure (printed before the route) names the
 * competing routes with the junctions each hinges on and why the defaults chose theirs;
 * sure says what was checked.
 */
export function doubtRemark(report: DoubtReport): Remark {
  const [chosen, ...others] = report.routes;
  if (report.confidence === 'sure') {
    const text =
      report.nearLimit === 0
        ? `Sure: no junction is measured within ${NEAR}° of a rule's threshold.`
        : `Sure: ${chosen!.segments > 0 ? 'the route stays the same' : 'no route appears'} with each of the ${counted(report.nearLimit, 'junction move')} measured within ${NEAR}° of a rule's threshold turned over${report.tried < report.nearLimit ? ` (the ${report.tried} nearest tried)` : ''}.`;
    return { key: 'doubt', text, data: report, confidence: 'sure' };
  }
  const lines = others.length > 0 ? hingedLines(chosen!, others) : [];
  if (report.secondLook?.answered === 'enlarged') lines.unshift(secondLookLine(report.secondLook));
  if (report.nearLimit >= MANY_NEAR) lines.push(manyNearLine(report, lines.length === 0));
  if (report.leftOutBeside.length > 0) lines.push(...besideLines(report.leftOutBeside, chosen!.segments > 0));
  for (const blot of report.endsInBlots) lines.push(blotLine(blot));
  return { key: 'doubt', text: lines.join('\n'), data: report, lead: true, confidence: 'unsure' };
}

/** Doubt over the tracing as a whole: so many junctions near a threshold that their combinations were not tried. */
function manyNearLine(report: DoubtReport, first: boolean): string {
  const many = `${counted(report.nearLimit, 'junction move')} at ${counted(report.nearJunctions.length, 'junction')} ${report.nearLimit === 1 ? 'is' : 'are'} measured within ${NEAR}° of a rule's threshold`;
  const untried = `too many to turn over in every combination (each alone${report.tried < report.nearLimit ? ` of the ${report.tried} nearest` : ''} and all at once each way were tried)`;
  return first ? `Unsure: ${many}, ${untried}; the tracing of the picture as a whole is in doubt.` : `  Besides, ${many}, ${untried}.`;
}

/** Why the route shown is from a copy of the picture, not the picture as it is. */
function secondLookLine(note: SecondLookNote): string {
  const [enlarged, picture] = [note.costPerPixel.enlarged, note.costPerPixel.picture];
  const why = picture === null ? 'the picture as it is traced to no route' : `its route runs less over what looks like lettering or a drawing, or over fewer junction knots (${enlarged} against ${picture} per pixel of length)`;
  const traced = note.reducedBy === undefined ? 'the picture traced as it is and enlarged' : `the picture traced reduced ${note.reducedBy} times and that reduced picture enlarged`;
  return `Unsure: ${traced} ${note.enlarged} times give other tracks; the route shown below is the enlarged copy's, read back in the picture's pixels: ${why}.`;
}

/** Why the shortest route is not shown first. */
const SHORTEST_AGAINST: Record<NonNullable<CompetingRoute['shortest']>, string> = {
  decoration: 'more of its track looks like lettering or a drawing to the learned model',
  junctions: 'it turns nearer the limit at its junctions, or passes knots of junctions a stroke or two apart',
};

/** The competing routes, each with the junctions it hinges on (the shortest, when not shown first, with why not). */
function hingedLines(chosen: CompetingRoute, others: readonly CompetingRoute[]): string[] {
  const hinges = new Set(others.flatMap((r) => r.hinges.map((h) => `${at(h.at)}${h.into}${h.out}`))).size;
  const byLabel = others.some((r) => r.hinges.some((h) => h.rule === 'label' && h.shortcut === undefined));
  const byReading = others.some((r) => r.hinges.some((h) => h.shortcut !== undefined));
  const shown = chosen.segments > 0 ? `route ${chosen.id}, shown below` : 'no route';
  const byNear = others.some((r) => r.hinges.some((h) => h.shortcut === undefined));
  const near = byLabel ? "refused beside a start or finish, or measured near a rule's threshold" : "measured near a rule's threshold";
  const reading = "refused within the turn limit by a reading of the ink (a letter's stroke over a fork, a letter beside an end) that alone keeps a much shorter route closed";
  const judged = [...(byNear ? [near] : []), ...(byReading ? [reading] : [])].join(', or ');
  const header =
    hinges > 0
      ? [`Unsure: the route depends on ${counted(hinges, 'junction')} ${judged}; the defaults choose ${shown}.`]
      : others.some((r) => r.shortest)
        ? [`Unsure: the shortest route is not the likeliest; the defaults choose ${shown}.`]
        : // Only the route of the picture as drawn competes: the second look's line (above) said why.
          [];
  const lines = [
    ...header,
    `  ${routeLine(chosen)}, with every junction judged as measured${others.some((r) => r.shortest) ? ', the likeliest route' : ''}.`,
  ];
  for (const r of others) {
    if (r.asDrawn) {
      lines.push(`  ${routeLine(r)}, the route of the picture traced as drawn, not enlarged.`);
      continue;
    }
    if (r.shortest) {
      lines.push(`  ${routeLine(r)}, the shortest, not shown first: ${SHORTEST_AGAINST[r.shortest]} (--first shortest shows it).`);
      continue;
    }
    if (r.hinges.length === 1) {
      lines.push(`  ${routeLine(r)}, were ${hingeLine(r.hinges[0]!)}.`);
      continue;
    }
    lines.push(`  ${routeLine(r)}, were these ${r.hinges.length} junctions judged the other way:`);
    for (const h of r.hinges.slice(0, 6)) lines.push(`    ${hingeLine(h)}`);
    if (r.hinges.length > 6) lines.push(`    ... and ${r.hinges.length - 6} more`);
  }
  lines.push('  (--out draws each route and enlarges the junctions they hinge on.)');
  return lines;
}

/** A start or finish given in a blot of ink, and how to give it clear of the blot. */
function blotLine({ end, at: point, across, fork, drawing, knot, crowded }: EndInBlot): string {
  if (crowded) return `Unsure: the ${end} ${at(point)} lies within 2 line widths of a junction where ${crowded} lines meet, with a pinhole of ink left out beside it: track meets at most 4 at a junction, so a letter or a drawing crosses it there, and the moves read there may not be the drawn junction's (look there in the --out or --debug-dir pictures; give --${end} on a clear stretch of its line).`;
  if (knot) return `Unsure: the ${end} ${at(point)} lies in a knot of ${knot} junctions within 3.5 line widths of it: a letter or a drawing over a junction thins with the track into several, and the moves read there may not be the drawn junction's (look there in the --out or --debug-dir pictures; give --${end} on a clear stretch of its line).`;
  if (drawing) return `Unsure: the ${end} ${at(point)} lies ${drawing.widths} line widths from ink left out of the track as lettering or a drawing, at ${at(drawing.at)}: a drawing over the track beside an end (an engine, a letter) can hide how the track runs there, and the route leaves the ${end} past it (look there in the --out or --debug-dir pictures; give --${end} on a clear stretch of its line).`;
  if (fork) return `Unsure: the ${end} ${at(point)} lies in ink two tracks share, beside where they part at ${at(fork)}: it was put on the line the tracing reads between them, and the route may leave along the other track (give --${end} on a clear stretch of its line).`;
  return `Unsure: the ${end} ${at(point)} lies in a blot of ink ${across} line widths across (a letter, an arrow or a blob drawn over the track): it was put on the track the tracing reads through the blot, which may not be the one meant (give --${end} on a clear stretch of its line).`;
}

/** What each kind of piece left out is, in words. */
const LEFT_OUT_AS: Record<LeftOutPlace['why'], string> = {
  'dead end': 'a dead end',
  'small loop': 'a loop too small for a train',
  unusable: 'a piece no train can enter',
  decoration: 'lettering or a drawing, as learned',
  filled: 'a filled shape',
  detached: 'ink apart from the track',
  hairline: 'strokes much thinner than the track (lettering)',
  dot: 'a filled dot over the track, the line under it carried on through it',
};

/** Places beside the route named at most, the longest first. */
const PLACES_NAMED = 6;

/** The ink left out of the track beside the route: lettering, a drawing or a stray stroke touching it. */
function besideLines(places: readonly LeftOutPlace[], route: boolean): string[] {
  const where = counted(places.length, 'place');
  const lines = [
    route
      ? `Unsure: the route runs beside ink left out of the track in ${where}: lettering, a drawing or a stray stroke touched the track there, and no threshold says how near the tracing came to reading the track there otherwise.`
      : `Unsure: no route was found, and ink was left out of the track in ${where}: the track a route needs may lie under lettering or a drawing there.`,
  ];
  for (const p of places.slice(0, PLACES_NAMED)) lines.push(`  ${at(p.at)}: ${px(p.length)}, ${p.pieces > 1 ? `${p.pieces} pieces, the longest ` : ''}${LEFT_OUT_AS[p.why]}`);
  if (places.length > PLACES_NAMED) lines.push(`  ... and ${places.length - PLACES_NAMED} more`);
  lines.push('  (Look there in the --out or --debug-dir pictures; --mask, --allow or --forbid put right what the tracing got wrong.)');
  return lines;
}
