import { decodePicture, pictureKind } from '../../image/decode.js';
import { writeDebugPictures } from '../../image/debug.js';
import { DEBUG_PICTURES } from '../../image/debug-names.js';
import { workingPicture } from '../../image/scale.js';
import type { Point } from '../../image/raster.js';
import { leftOutPieces } from '../../image/decorations.js';
import { DEFAULT_SETTINGS, type Rect, type TraceSettings } from '../../image/settings.js';
import { toRailway } from './traced-puzzle.js';
import { tracePicture } from '../../image/trace-picture.js';
import { tracedBefore } from '../../image/deadline.js';
import type { PictureContext, PictureFormat } from '../family.js';
import { failed, issue, type Parsed, parsed } from '../issues.js';
import { type OptionSpec, type OptionValues, optionValue } from '../options.js';
import type { RailwayPuzzle } from './model.js';
import { type DoubtReport, doubtOf } from './doubt.js';
import { type FirstRoute, plausibilityCosts, showPlausibleFirst } from './plausible.js';
import { cutsAtInk, lookAtInk } from './ink-cut.js';
import { doubtAfterSecondLook, inPicture, type Look, type LookAt, type LookRequest, secondLook, type TracedLook, wantsSecondLook } from './second-look.js';
import { blursPicture, defaultsOf, type PictureTrace, runStability, type StabilityReport, sweepGrid, type SweepSetting } from './stability.js';

const OPTIONS: readonly OptionSpec[] = [
  { kind: 'numbers', name: 'start', count: 2, placeholder: 'x,y', description: 'start point in pixels (snapped to the nearest track)' },
  { kind: 'numbers', name: 'finish', count: 2, placeholder: 'x,y', description: 'finish point in pixels (snapped to the nearest track)' },
  { kind: 'numbers', name: 'heading', count: 2, placeholder: 'x,y', description: 'leave the start along the track nearest this pixel (default: either way)' },
  { kind: 'number', name: 'threshold', min: 0, max: 255, description: 'grey level (of the picture with its paper evened out) at or below which a pixel is track (default: Otsu)' },
  { kind: 'number', name: 'sigma', min: 0, max: 20, default: DEFAULT_SETTINGS.sigma, description: 'blur before re-binarizing, in pixels' },
  { kind: 'number', name: 'angle', min: 1, max: 179, default: DEFAULT_SETTINGS.angleLimit, description: 'largest turning angle at a junction, in degrees' },
  {
    kind: 'choice',
    name: 'junctions',
    choices: ['fitted', 'seed'],
    default: DEFAULT_SETTINGS.junctions,
    description: "how turns at junctions are measured: 'fitted' (each arm's line fitted over a few stroke widths past the junction, crossings straight on only) or 'seed' (the seed's secants, 7 pixels forward and 8 back, and the angle alone)",
  },
  {
    kind: 'choice',
    name: 'first',
    choices: ['plausible', 'shortest'],
    default: 'plausible',
    description: "which route to show first: 'plausible' (on a picture with lettering or drawings, the shortest with each segment longer by how likely it is lettering or a drawing and each junction costing more near the turn limit) or 'shortest'; --best always finds the shortest",
  },
  {
    kind: 'choice',
    name: 'secondLook',
    choices: ['when-unsure', 'never'],
    default: 'when-unsure',
    description: "trace a copy enlarged 1.15 times too when the first tracing of a picture with lettering or drawings is unsure, and show the route that runs less over likely lettering ('when-unsure'), or trace once ('never', faster)",
  },
  {
    kind: 'choice',
    name: 'inkCut',
    choices: ['when-lettered', 'never'],
    default: 'when-lettered',
    description: "trace a picture whose track has lettering or drawings on it again cut at the ink's level (no blur), which parts letters from the track they touch ('when-lettered'), or keep Otsu's cut ('never')",
  },
  { kind: 'numbers', name: 'mask', count: 4, repeatable: true, placeholder: 'x,y,w,h', description: 'erase a region before tracing (repeatable)' },
  { kind: 'numbers', name: 'forbid', count: 2, repeatable: true, placeholder: 'x,y', description: 'forbid the junction move nearest this pixel, both ways (repeatable)' },
  { kind: 'numbers', name: 'allow', count: 2, repeatable: true, placeholder: 'x,y', description: 'allow the junction move nearest this pixel, both ways (repeatable)' },
  { kind: 'text', name: 'debugDir', placeholder: 'dir', description: 'write one PNG per tracing stage into this directory', writesFiles: DEBUG_PICTURES },
  { kind: 'flag', name: 'sweep', description: 'trace again over a grid of --sigma, --threshold and --angle around the given ones and report which route appears where', commands: ['solve', 'check'] },
];

/** A traced picture kept for its answer's remarks: how sure it is, and the sweep when asked for (run after the search). */
interface PictureRecord {
  readonly trace: PictureTrace;
  readonly doubt: DoubtReport;
  readonly sweep: boolean;
  /** The command's deadline (`--timeout`), which the sweep keeps. */
  readonly deadline?: number;
  readonly onProgress?: (fraction: number, label: string) => void;
}

const traces = new WeakMap<RailwayPuzzle, PictureRecord>();

/** The picture a puzzle was traced from in this process, if any (a puzzle read from JSON has none). */
export function pictureRecordOf(puzzle: RailwayPuzzle): PictureRecord | undefined {
  return traces.get(puzzle);
}

/** A railway maze drawn as a picture (PNG, JPEG, TIFF, WebP, GIF, AVIF, netpbm), traced to the JSON model. */
export const railwayPicture: PictureFormat<RailwayPuzzle> = {
  name: 'picture',
  description: 'a drawn railway maze as PNG, JPEG, TIFF, WebP, GIF, AVIF or netpbm (P1-P6); needs --start and --finish',
  detect: (bytes) => pictureKind(bytes) !== undefined,
  options: OPTIONS,
  async parse(bytes, options, origin, context: PictureContext = {}) {
    const start = point(optionValue.numbers(options, 'start'));
    const finish = point(optionValue.numbers(options, 'finish'));
    if (!start || !finish) {
      return failed(issue('picture.start-finish', '', 'a picture needs --start x,y and --finish x,y (pixels, x right, y down)'));
    }
    const decoded = await decodePicture(bytes);
    if (!decoded.ok) return decoded;
    const settings = settingsOf(options);
    const heading = point(optionValue.numbers(options, 'heading'));
    const first: FirstRoute = optionValue.text(options, 'first') === 'shortest' ? 'shortest' : 'plausible';
    const request: LookRequest = { start, finish, heading, settings };
    const sweeps = optionValue.flag(options, 'sweep');
    // Tracing, the debug pictures and any tracing again at other settings see the paper
    // evened out, and wide lines reduced to about four pixels; a copy enlarged `enlarged`
    // times is read back in the picture's pixels.
    const traceAt = (...[picture, asked, enlarged = 1, asTraced]: Parameters<LookAt>): Parsed<TracedLook> => {
      const began = Date.now();
      // The tracing stops at the command's deadline (deadline.ts): the picture is then refused as timed out.
      const working = tracedBefore(context.deadline, () => {
        const { image, scale, crowded } = asTraced ? { image: picture, scale: 1, ...asTraced } : workingPicture(picture);
        const traced = tracePicture(image, { start: asked.start, finish: asked.finish, settings: asked.settings }, scale, crowded);
        return traced.ok ? parsed({ image, traced: traced.value }) : traced;
      });
      if (!working.ok) return working;
      const { image, traced } = working.value;
      if (traced.startNode === traced.finishNode) {
        return failed(issue('picture.start-is-finish', '', `start ${start.join(',')} and finish ${finish.join(',')} snap to the same place on the track`));
      }
      const inPictures = enlarged === 1 ? traced : inPicture(traced, enlarged);
      return parsed({ image, own: traced, traced: inPictures, puzzle: toRailway(inPictures, heading, {}), took: Date.now() - began });
    };
    // The costs of the route shown first and the doubt check, for a tracing that may answer.
    const judged = (found: TracedLook): Look => {
      const began = Date.now();
      const costs = first === 'plausible' ? plausibilityCosts(found.traced, found.puzzle) : undefined;
      const doubt = doubtOf(found.traced, found.puzzle, costs, context.deadline, { start, finish });
      return { ...found, costs, doubt, took: found.took + Date.now() - began };
    };
    const lookAt: LookAt = (...args) => {
      const found = traceAt(...args);
      return found.ok ? parsed(judged(found.value)) : found;
    };
    const asIs = traceAt(decoded.value, request);
    if (!asIs.ok) return asIs;
    // A picture with lettering on its track is traced again cut at the ink's level, which parts the letters from the track (ink-cut.ts); the first tracing is then not judged.
    const atInk = optionValue.text(options, 'inkCut') !== 'never' && cutsAtInk(asIs.value, settings, context.deadline) ? lookAtInk(asIs.value, request, lookAt) : undefined;
    const firstLook: Look = atInk?.ok ? atInk.value : judged(asIs.value);
    // The sweep traces the picture as it is again at other settings: it is not looked at twice.
    const again = !sweeps && optionValue.text(options, 'secondLook') !== 'never' && wantsSecondLook(firstLook, decoded.value, context.deadline) ? secondLook(firstLook, decoded.value, request, lookAt) : undefined;
    const look = again?.look ?? firstLook;
    const { own, traced } = look;
    const debugDir = optionValue.text(options, 'debugDir');
    // The answering tracing's stages, in the picture's pixels (a copy's shrunk back by its enlargement).
    if (debugDir) await writeDebugPictures(debugDir, look.image, traced);
    const { width, height } = decoded.value;
    const source: Record<string, unknown> = {
      file: origin,
      format: pictureKind(bytes),
      width,
      height,
      start,
      finish,
      settings: {
        threshold: own.threshold,
        thresholdBy: settings.threshold !== undefined ? 'option' : own.pixels.crowded ? 'ink' : 'otsu',
        // Why the ink's level: crowded tracks, or lettering on the track (ink-cut.ts).
        ...(own.pixels.crowded ? { inkFor: atInk?.ok ? 'lettering' : 'crowded tracks' } : {}),
        // A picture of crowded tracks is not blurred (strokes.ts).
        sigma: own.pixels.crowded ? 0 : settings.sigma,
        angleLimit: settings.angleLimit,
        junctions: settings.junctions,
        first,
        secantForward: own.secants.forward,
        secantBack: own.secants.back,
        strokeWidth: Math.round(own.strokeWidth * traced.scale * 10) / 10,
        // The answering tracing's pixels per picture pixel (a copy's or a reduced picture's cut again: its scale read back, not its own 1).
        tracedAtScale: traced.scale < 1 ? round3(1 / traced.scale) : traced.scale === 1 ? 1 : `1/${round3(traced.scale)}`,
        masks: settings.masks,
        forbid: settings.forbid,
        allow: settings.allow,
      },
      // Which tracing answered, the picture's or a copy's (second-look.ts), and why.
      ...(again ? { secondLook: again.note } : {}),
      // Decorations and other ink left out of the track, by why, in picture pixels (decorations.ts).
      leftOut: leftOutPieces(own.stages.removed, [['filled', own.stages.erased], ['dot', own.stages.dots]], own.graph.width, traced.scale),
    };
    const puzzle: RailwayPuzzle = { ...look.puzzle, source };
    if (look.costs) showPlausibleFirst(puzzle, look.costs);
    const trace: PictureTrace = { image: look.image, request: { start, finish, settings }, heading, traced, first };
    const doubt: DoubtReport = again ? doubtAfterSecondLook(firstLook, look, again.note) : look.doubt;
    traces.set(puzzle, {
      trace,
      doubt,
      sweep: sweeps,
      ...(context.deadline === undefined ? {} : { deadline: context.deadline }),
      ...(context.onProgress ? { onProgress: context.onProgress } : {}),
    });
    return parsed(puzzle);
  },
};

/** Every setting of the sweep grid, traced until the deadline. */
export function sweep(record: PictureRecord): StabilityReport {
  const grid = sweepGrid(defaultsOf(record.trace), blursPicture(record.trace));
  const settings: SweepSetting[] = [];
  for (const sigma of grid.sigma) for (const threshold of grid.threshold) for (const angle of grid.angle) settings.push({ sigma, threshold, angle });
  return runStability(record.trace, 'sweep', settings, record.deadline, record.onProgress);
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

function point(value: readonly number[] | undefined): Point | undefined {
  return value && value.length === 2 ? [value[0]!, value[1]!] : undefined;
}

function settingsOf(options: OptionValues): TraceSettings {
  const lists = (name: string, count: number) => optionValue.numberLists(options, name).filter((v) => v.length === count);
  const threshold = optionValue.number(options, 'threshold');
  return {
    ...DEFAULT_SETTINGS,
    ...(threshold === undefined ? {} : { threshold }),
    sigma: optionValue.number(options, 'sigma') ?? DEFAULT_SETTINGS.sigma,
    angleLimit: optionValue.number(options, 'angle') ?? DEFAULT_SETTINGS.angleLimit,
    junctions: optionValue.text(options, 'junctions') === 'seed' ? 'seed' : 'fitted',
    masks: lists('mask', 4).map((m) => [m[0]!, m[1]!, m[2]!, m[3]!] as Rect),
    forbid: lists('forbid', 2).map((p) => [p[0]!, p[1]!] as Point),
    allow: lists('allow', 2).map((p) => [p[0]!, p[1]!] as Point),
  };
}
