import sharp from 'sharp';
import type { RailwayPuzzle } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import type { Point } from '../../src/image/raster.js';
import { CORPUS } from './corpus.js';
import { SCENARIOS } from './distortions.js';
import { judgeTracedRoute, type RouteJudgement } from './judge.js';
import { syntheticMaze, type SyntheticMaze } from './maze.js';

/** What lies round the sheet in a photo: a white desk, or a dark wooden table. */
export type Surround = 'white' | 'table';

const SURROUND_COLOUR: Record<Surround, string> = { white: '#ffffff', table: '#4a3a30' };
/** A phone's 12-megapixel frame, the sheet filling this share of its height, turned this many degrees, blurred (σ in frame pixels), saved at this JPEG quality. */
const FRAME = { width: 4032, height: 3024, sheet: 0.85, turn: 2.5, blur: 1.5, quality: 85 } as const;

/** A corpus picture as a phone photographs it, with the maps between the picture's pixels and the photo's. */
export interface Photographed {
  readonly bytes: Buffer;
  /** A point of the corpus picture where it lies in the photo. */
  toPhoto(point: Point): Point;
  /** A point of the photo where it lies in the corpus picture. */
  toPicture(point: Point): Point;
}

/**
 * The maze's picture photographed: enlarged (Lanczos) so that the sheet fills 85% of a
 * 4032x3024 frame's height (lines of 13-21 px for the corpus's 4-6 px), turned 2.5°, laid
 * in the middle of the frame on `surround`, blurred by σ 1.5 and saved as JPEG 85.
 */
export async function photographed(maze: SyntheticMaze, surround: Surround): Promise<Photographed> {
  const { width, height } = await sharp(maze.bytes).metadata();
  if (!width || !height) throw new Error('a corpus picture without a size');
  const k = (FRAME.height * FRAME.sheet) / height;
  const enlarged = await sharp(maze.bytes).flatten({ background: '#ffffff' }).resize(Math.round(width * k), Math.round(height * k), { kernel: 'lanczos3' }).png().toBuffer();
  const turned = await sharp(enlarged).rotate(FRAME.turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const sheet = await sharp(turned).metadata();
  const left = Math.round((FRAME.width - sheet.width!) / 2);
  const top = Math.round((FRAME.height - sheet.height!) / 2);
  const bytes = await sharp({ create: { width: FRAME.width, height: FRAME.height, channels: 3, background: SURROUND_COLOUR[surround] } })
    .composite([{ input: turned, left, top }])
    .blur(FRAME.blur)
    .jpeg({ quality: FRAME.quality })
    .toBuffer();
  // The sheet turns about its middle, which lies at the turned picture's middle in the frame.
  const [cx, cy] = [left + sheet.width! / 2, top + sheet.height! / 2];
  const angle = (FRAME.turn * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  return {
    bytes,
    toPhoto: ([x, y]) => {
      const [dx, dy] = [(x - width / 2) * k, (y - height / 2) * k];
      return [cos * dx - sin * dy + cx, sin * dx + cos * dy + cy];
    },
    toPicture: ([x, y]) => {
      const [dx, dy] = [x - cx, y - cy];
      return [(cos * dx + sin * dy) / k + width / 2, (-sin * dx + cos * dy) / k + height / 2];
    },
  };
}

/** The photographed maze traced from the start and finish as they lie in the photo (undefined when refused), the route shown first judged on the corpus picture. */
export async function tracePhotographed(maze: SyntheticMaze, surround: Surround): Promise<{ traced: RailwayPuzzle | undefined; judged: RouteJudgement }> {
  const photo = await photographed(maze, surround);
  const at = (point: Point) => photo.toPhoto(point).map(Math.round);
  const traced = await railwayPicture.parse(new Uint8Array(photo.bytes), { start: at(maze.start), finish: at(maze.finish) }, `photographed on ${surround}`);
  if (!traced.ok) return { traced: undefined, judged: { legal: false, sameTrack: false, why: traced.issues[0]!.code, steps: [] } };
  return { traced: traced.value, judged: judgeTracedRoute(traced.value, maze, photo.toPicture) };
}

/** The same, the judgement alone. */
export async function judgePhotographed(maze: SyntheticMaze, surround: Surround): Promise<RouteJudgement> {
  return (await tracePhotographed(maze, surround)).judged;
}

/** `IMAGE_BENCH_PHOTOS=drawings,homework`: the corpus classes and distortion scenarios `npm run bench -- image` photographs ('none': none), IMAGE_BENCH_PHOTO_SEEDS seeds of each. */
const PHOTO_CLASSES = (process.env['IMAGE_BENCH_PHOTOS'] ?? 'drawings,homework,all-at-once,tight-curves').split(',').filter((name) => name !== 'none');
const PHOTO_SEEDS = Number(process.env['IMAGE_BENCH_PHOTO_SEEDS'] ?? 10);

/**
 * The lettered classes and tight curves (crowded tracks) photographed on white and on a
 * table, seeds 1 to PHOTO_SEEDS: routes right beside the scan's (the corpus picture itself) on the same seeds, and the seeds whose
 * photo and scan disagree.
 */
export async function benchPhotographed(log: (line: string) => void): Promise<object[]> {
  const rows = [];
  for (const scenario of [...CORPUS, ...SCENARIOS].filter((s) => PHOTO_CLASSES.includes(s.name))) {
    const right: Record<'scan' | Surround, number[]> = { scan: [], white: [], table: [] };
    for (let seed = 1; seed <= PHOTO_SEEDS; seed++) {
      const maze = await syntheticMaze(scenario.request(seed));
      const scan = await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish] }, `${scenario.name}-${seed}`);
      if (scan.ok && rightRoute(judgeTracedRoute(scan.value, maze))) right.scan.push(seed);
      for (const surround of ['white', 'table'] as const) if (rightRoute(await judgePhotographed(maze, surround))) right[surround].push(seed);
    }
    const rate = (seeds: readonly number[]) => `${seeds.length}/${PHOTO_SEEDS}`;
    const apart = (seeds: readonly number[]) => seeds.filter((s) => !right.scan.includes(s));
    const row = {
      distortion: `${scenario.name} photographed`,
      scan: rate(right.scan),
      white: rate(right.white),
      table: rate(right.table),
      onlyScanRight: right.scan.filter((s) => !right.white.includes(s)),
      onlyPhotoRight: apart(right.white),
    };
    log(`${row.distortion}: route on white ${row.white}, on a table ${row.table}, its scan ${row.scan} (right only as scanned: ${row.onlyScanRight.join(' ') || 'none'}; only photographed: ${row.onlyPhotoRight.join(' ') || 'none'})`);
    rows.push(row);
  }
  return rows;
}

const rightRoute = (judged: RouteJudgement) => judged.legal && judged.sameTrack;
