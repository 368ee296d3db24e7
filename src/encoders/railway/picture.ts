import { decodePicture, pictureKind } from '../../image/decode.js';
import { writeDebugPictures } from '../../image/debug.js';
import type { Point } from '../../image/raster.js';
import { DEFAULT_SETTINGS, type Rect, type TraceSettings } from '../../image/settings.js';
import { toRailway } from '../../image/to-railway.js';
import { tracePicture } from '../../image/trace-picture.js';
import { failed, issue, parsed, type Parsed } from '../issues.js';
import type { RailwayPuzzle } from './model.js';

// Until the family contract lands on main (src/encoders/family.ts), the picture hook's
// types as the contract draft gives them.
export type OptionSpec =
  | { kind: 'number'; name: string; description: string; default?: number; min?: number; max?: number }
  | { kind: 'numbers'; name: string; description: string; count: number; repeatable?: boolean; placeholder?: string }
  | { kind: 'text'; name: string; description: string; default?: string };
export type OptionValue = string | number | boolean | { width: number; height: number } | number[] | number[][];
export type OptionValues = Readonly<Record<string, OptionValue | undefined>>;
export interface PictureFormat<P> {
  readonly name: string;
  readonly description: string;
  detect(bytes: Uint8Array): boolean;
  readonly options: readonly OptionSpec[];
  parse(bytes: Uint8Array, options: OptionValues): Promise<Parsed<P>>;
}

const OPTIONS: readonly OptionSpec[] = [
  { kind: 'numbers', name: 'start', count: 2, placeholder: 'x,y', description: 'start point in pixels (snapped to the nearest track)' },
  { kind: 'numbers', name: 'finish', count: 2, placeholder: 'x,y', description: 'finish point in pixels (snapped to the nearest track)' },
  { kind: 'numbers', name: 'heading', count: 2, placeholder: 'x,y', description: 'leave the start along the track nearest this pixel (default: either way)' },
  { kind: 'number', name: 'threshold', min: 0, max: 255, description: 'grey level at or below which a pixel is track (default: Otsu)' },
  { kind: 'number', name: 'sigma', min: 0, max: 20, default: DEFAULT_SETTINGS.sigma, description: 'blur before re-binarizing, in pixels' },
  { kind: 'number', name: 'angle', min: 1, max: 179, default: DEFAULT_SETTINGS.angleLimit, description: 'largest turning angle at a junction, in degrees' },
  { kind: 'numbers', name: 'mask', count: 4, repeatable: true, placeholder: 'x,y,w,h', description: 'erase a region before tracing (repeatable)' },
  { kind: 'numbers', name: 'forbid', count: 2, repeatable: true, placeholder: 'x,y', description: 'forbid the junction move nearest this pixel, both ways (repeatable)' },
  { kind: 'numbers', name: 'allow', count: 2, repeatable: true, placeholder: 'x,y', description: 'allow the junction move nearest this pixel, both ways (repeatable)' },
  { kind: 'text', name: 'debugDir', description: 'write one PNG per tracing stage into this directory' },
];

/** A railway maze drawn as a picture (PNG, JPEG, netpbm), traced to the JSON model. */
export const railwayPicture: PictureFormat<RailwayPuzzle> = {
  name: 'picture',
  description: 'a drawn railway maze as PNG, JPEG or netpbm (P1-P6); needs --start and --finish',
  detect: (bytes) => pictureKind(bytes) !== undefined,
  options: OPTIONS,
  async parse(bytes, options) {
    const start = point(options['start']);
    const finish = point(options['finish']);
    if (!start || !finish) {
      return failed(issue('picture.start-finish', '', 'a picture needs --start x,y and --finish x,y (pixels, x right, y down)'));
    }
    const decoded = await decodePicture(bytes);
    if (!decoded.ok) return decoded;
    const settings = settingsOf(options);
    const traced = tracePicture(decoded.value, { start, finish, settings });
    if (!traced.ok) return traced;
    if (traced.value.startNode === traced.value.finishNode) {
      return failed(issue('picture.start-is-finish', '', `start ${start.join(',')} and finish ${finish.join(',')} snap to the same place on the track`));
    }
    const debugDir = options['debugDir'];
    if (typeof debugDir === 'string' && debugDir !== '') await writeDebugPictures(debugDir, decoded.value, traced.value);
    const { width, height } = decoded.value;
    const heading = point(options['heading']);
    const source: Record<string, unknown> = {
      ...(typeof options['file'] === 'string' ? { file: options['file'] } : {}),
      format: pictureKind(bytes),
      width,
      height,
      start,
      finish,
      settings: {
        threshold: traced.value.threshold,
        thresholdBy: settings.threshold === undefined ? 'otsu' : 'option',
        sigma: settings.sigma,
        angleLimit: settings.angleLimit,
        secantForward: traced.value.secants.forward,
        secantBack: traced.value.secants.back,
        strokeWidth: Math.round(traced.value.strokeWidth * 10) / 10,
        masks: settings.masks,
        forbid: settings.forbid,
        allow: settings.allow,
      },
    };
    return parsed(toRailway(traced.value, heading, source));
  },
};

function point(value: OptionValue | undefined): Point | undefined {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'number' ? [value[0], value[1] as number] : undefined;
}

function points(value: OptionValue | undefined, count: number): number[][] {
  if (!Array.isArray(value) || value.length === 0) return [];
  const list = (Array.isArray(value[0]) ? value : [value]) as number[][];
  return list.filter((v) => v.length === count);
}

function settingsOf(options: OptionValues): TraceSettings {
  const num = (name: string, fallback: number) => (typeof options[name] === 'number' ? (options[name] as number) : fallback);
  const threshold = options['threshold'];
  return {
    ...DEFAULT_SETTINGS,
    ...(typeof threshold === 'number' ? { threshold } : {}),
    sigma: num('sigma', DEFAULT_SETTINGS.sigma),
    angleLimit: num('angle', DEFAULT_SETTINGS.angleLimit),
    masks: points(options['mask'], 4).map((m) => [m[0]!, m[1]!, m[2]!, m[3]!] as Rect),
    forbid: points(options['forbid'], 2).map((p) => [p[0]!, p[1]!] as Point),
    allow: points(options['allow'], 2).map((p) => [p[0]!, p[1]!] as Point),
  };
}
