import sharp from 'sharp';
import type { Point } from '../../src/image/raster.js';
import { decorationSvg, type DecorationKind, titleSvg } from './decorations.js';
import { type Layout, type Piece, portOf, random, sidesOf } from './layout.js';
import { cornerOf, pieceSamples, type Placement, pictureSize, rotator, sidePoint, type Truth } from './truth.js';
import { LETTERING_FONT, PEN_LETTERING, penLetteringSvg } from './lettering-font.js';

/** How a synthetic maze is drawn and spoiled. */
export interface Distortion {
  readonly name: string;
  readonly lineWidth: number;
  /** Each piece's width drawn between 0.6 and 1.4 times lineWidth. */
  readonly widthJitter?: boolean;
  /** Gaussian blur σ of the rendered picture. */
  readonly blur?: number;
  /** Standard deviation of grey noise added per pixel. */
  readonly noise?: number;
  /** Save as JPEG at this quality (else PNG). */
  readonly jpegQuality?: number;
  /** Lettering, a filled blob and an arrow touching the track, and S/F labels. */
  readonly lettering?: boolean;
  /** A hand's pen: the width wanders along each stroke between 0.6 and 1.4 times lineWidth. */
  readonly pressure?: boolean;
  /** Chance that a piece stops short of a junction it should join, by about one line width (a hand that lifts early). */
  readonly shortEnds?: number;
  /** Paper and light: paper grey, ink grey, and how much darker the far corner is (0..1) than the near one. */
  readonly paper?: { readonly level: number; readonly ink: number; readonly shade: number };
  /** A shadow across the page with a straight edge (a desk lamp, the phone held over it): the light in it (0..1) and how many pixels its edge fades over. */
  readonly shadow?: { readonly depth: number; readonly soft: number };
  /** Drawings touching the track, one at each anchor after the start's and the finish's (decorations.ts). */
  readonly decorations?: readonly DecorationKind[];
  /** Letters S and F standing on the track beside the start and the finish. */
  readonly labels?: boolean;
  /** A title written along the top, standing on the highest track. */
  readonly title?: string;
  /**
   * Parts drawn as nothing, everything else where it was: every anchor and random draw as
   * with them (leaving a kind out of `decorations` moves the drawings after it). What a part
   * costs the tracing is the picture's routes with and without it.
   */
  readonly hidden?: readonly HiddenPart[];
}

/** A drawing of `decorations` by kind; the S and F `labels`; the `lettering`'s words, blobs, arrows and small S and F; the title. */
export type HiddenPart = DecorationKind | 'label-S' | 'label-F' | 'lettering-word' | 'lettering-blob' | 'lettering-arrow' | 'lettering-S' | 'lettering-F' | 'title';

/** Where text and drawings go: a point on the track and the unit normal there. */
export interface Anchor {
  readonly at: Point;
  readonly normal: Point;
}

/** The maze as SVG (unrotated coordinates inside a rotated, sheared group). */
export function mazeSvg(layout: Layout, placement: Placement, distortion: Distortion, labels: readonly Anchor[], seed: number): string {
  const rnd = random(seed ^ 0x5eed);
  const { width, height } = pictureSize(layout, placement);
  const byHand = Boolean(placement.wobble || distortion.pressure || distortion.shortEnds);
  const parts = layout.pieces.map((piece) => (byHand ? handPiece(layout, piece, placement, distortion, rnd) : exactPiece(piece, placement, distortion, rnd)));
  const hidden = new Set(distortion.hidden ?? []);
  const decorations = (distortion.lettering ? decorationsSvg(labels, distortion.lineWidth, rnd, !distortion.labels, hidden) : '') + drawingsSvg(layout, placement, distortion, labels, seed, hidden);
  const [cx, cy] = [width / 2, height / 2];
  const shear = placement.skew ? ` translate(${cx} ${cy}) skewX(${placement.skew}) translate(${-cx} ${-cy})` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<g transform="rotate(${placement.rotation} ${cx} ${cy})${shear}">${parts.join('')}</g>${decorations}</svg>`
  );
}

const strokePath = (d: string, w: number) => `<path d="${d}" fill="none" stroke="#111" stroke-width="${w.toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A piece drawn exactly: a straight line or a quarter circle. */
function exactPiece(piece: Piece, placement: Placement, distortion: Distortion, rnd: () => number): string {
  if (placement.variants?.has(piece.id)) {
    const w = distortion.widthJitter ? distortion.lineWidth * (0.6 + 0.8 * rnd()) : distortion.lineWidth;
    return strokePath(pieceSamples(piece, placement, 48).map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)},${y.toFixed(2)}`).join(' '), w);
  }
  const r = placement.tile / 2;
  const [a, b] = sidesOf(piece.kind);
  const p = sidePoint(piece.col, piece.row, a, placement);
  const q = sidePoint(piece.col, piece.row, b, placement);
  const w = distortion.widthJitter ? distortion.lineWidth * (0.6 + 0.8 * rnd()) : distortion.lineWidth;
  if (piece.kind === 'NS' || piece.kind === 'EW') return strokePath(`M${p[0]},${p[1]} L${q[0]},${q[1]}`, w);
  const c = cornerOf(piece, placement);
  const cross = (p[0] - c[0]) * (q[1] - c[1]) - (p[1] - c[1]) * (q[0] - c[0]);
  return strokePath(`M${p[0]},${p[1]} A${r},${r} 0 0 ${cross > 0 ? 1 : 0} ${q[0]},${q[1]}`, w);
}

/**
 * A piece drawn by hand: along its (wobbled) samples, in a few strokes whose width wanders
 * with the pen's pressure, and sometimes stopping short of a junction at either end.
 */
function handPiece(layout: Layout, piece: Piece, placement: Placement, distortion: Distortion, rnd: () => number): string {
  let points = pieceSamples(piece, placement, 48);
  const [a, b] = sidesOf(piece.kind);
  const junction = (side: typeof a) => layout.pieces.filter((o) => portsOf(o).includes(portOf(piece.col, piece.row, side))).length >= 3;
  const trim = Math.max(2, Math.round((1.2 * distortion.lineWidth * 48) / (placement.tile * 1.2)));
  if (distortion.shortEnds && junction(a) && rnd() < distortion.shortEnds) points = points.slice(trim);
  if (distortion.shortEnds && junction(b) && rnd() < distortion.shortEnds) points = points.slice(0, -trim);
  const widthAt = () => distortion.lineWidth * (distortion.pressure ? 0.6 + 0.8 * rnd() : 1);
  const chunks = distortion.pressure ? 4 : 1;
  const out: string[] = [];
  const size = Math.ceil((points.length - 1) / chunks);
  for (let k = 0; k < points.length - 1; k += size) {
    const chunk = points.slice(k, Math.min(points.length, k + size + 1));
    out.push(strokePath(chunk.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)},${y.toFixed(2)}`).join(' '), widthAt()));
  }
  return out.join('');
}

const portsOf = (piece: Piece) => sidesOf(piece.kind).map((side) => portOf(piece.col, piece.row, side));

const WORDS = ['Station', 'JUNCTION', 'Penrose', 'Up line', 'Depot', 'Luppitt'];

/**
 * Labels touching the track: `S` and `F` at the first two anchors (unless `withEnds` is
 * false: `labels` letters them already, and a maze marks its start once), then words, a
 * filled blob and an arrow at the others. Drawn in picture coordinates (anchors come rotated).
 */
function decorationsSvg(anchors: readonly Anchor[], lineWidth: number, rnd: () => number, withEnds: boolean, hidden: ReadonlySet<HiddenPart>): string {
  const parts: string[] = [];
  const draw = (part: HiddenPart, svg: string) => hidden.has(part) || parts.push(svg);
  const font = Math.max(10, 4 * lineWidth);
  anchors.forEach(({ at, normal }, k) => {
    const off = (extent: number) => [at[0] + normal[0] * (lineWidth / 2 + extent * 0.8), at[1] + normal[1] * (lineWidth / 2 + extent * 0.8)] as const;
    if (k < 2) {
      if (!withEnds) return;
      const [x, y] = off(font * 0.35);
      const letter = k === 0 ? 'S' : 'F';
      draw(k === 0 ? 'lettering-S' : 'lettering-F', PEN_LETTERING ? penLetteringSvg(x, y + font * 0.35, letter, { size: font, bold: true, fill: 'black' }) : `<text x="${x}" y="${y + font * 0.35}" font-size="${font}" font-family="${LETTERING_FONT}" font-weight="bold" text-anchor="middle">${letter}</text>`);
      return;
    }
    const kind = k % 3;
    if (kind === 0) {
      const [x, y] = off(font * 0.35);
      const word = WORDS[Math.floor(rnd() * WORDS.length)]!;
      draw('lettering-word', PEN_LETTERING ? penLetteringSvg(x, y + font * 0.35, word, { size: font * 0.8, fill: 'black' }) : `<text x="${x}" y="${y + font * 0.35}" font-size="${font * 0.8}" font-family="${LETTERING_FONT}" text-anchor="middle">${word}</text>`);
    } else if (kind === 1) {
      const radius = 1.8 * lineWidth;
      const [x, y] = off(radius);
      draw('lettering-blob', `<circle cx="${x}" cy="${y}" r="${radius}" fill="#111"/>`);
    } else {
      const [x, y] = off(font * 0.4);
      const [dx, dy] = [normal[0] * font, normal[1] * font];
      const [px, py] = [-dy * 0.3, dx * 0.3];
      draw(
        'lettering-arrow',
        `<path d="M${x - dx / 2},${y - dy / 2} L${x + dx / 2},${y + dy / 2} M${x + dx / 2 + px},${y + dy / 2 + py} L${x + dx},${y + dy} L${x + dx / 2 - px},${y + dy / 2 - py} Z" stroke="#111" stroke-width="${lineWidth * 0.6}" fill="#111"/>`,
      );
    }
  });
  return parts.join('');
}

/**
 * The drawings of `distortion.decorations` at the anchors after the first two, the letters
 * S and F at the first two, and the title; in picture coordinates (anchors come rotated).
 */
function drawingsSvg(layout: Layout, placement: Placement, distortion: Distortion, anchors: readonly Anchor[], seed: number, hidden: ReadonlySet<HiddenPart>): string {
  const rnd = random(seed ^ 0xdec0);
  const pen = { width: distortion.lineWidth, size: placement.tile };
  const parts: string[] = [];
  // Drawn, then kept or not: a hidden part takes its random draws all the same.
  const draw = (part: HiddenPart, svg: string) => hidden.has(part) || parts.push(svg);
  if (distortion.labels) anchors.slice(0, 2).forEach((anchor, k) => draw(k === 0 ? 'label-S' : 'label-F', decorationSvg('label', anchor, pen, rnd, k === 0 ? 'S' : 'F')));
  (distortion.decorations ?? []).forEach((kind, k) => {
    const anchor = anchors[2 + (k % Math.max(1, anchors.length - 2))];
    if (anchor) draw(kind, decorationSvg(kind, anchor, pen, rnd));
  });
  if (distortion.title) {
    const rotate = rotator(layout, placement);
    const top = layout.pieces.flatMap((p) => pieceSamples(p, placement).map(rotate)).reduce((a, b) => (b[1] < a[1] ? b : a));
    draw('title', titleSvg(distortion.title, top, pen, pictureSize(layout, placement).width));
  }
  return parts.join('');
}

/** Renders the SVG and spoils it: blur, noise, JPEG. Returns the file bytes. */
export async function renderMaze(svg: string, distortion: Distortion, seed: number): Promise<Buffer> {
  let picture = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).greyscale();
  if (distortion.blur) picture = picture.blur(distortion.blur);
  const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
  const grey = new Uint8Array(info.width * info.height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels]!;
  if (distortion.paper) shade(grey, info.width, info.height, distortion.paper);
  if (distortion.shadow) castShadow(grey, info.width, info.height, distortion.shadow, seed);
  if (distortion.noise) {
    const rnd = random(seed ^ 0x0153);
    // Box–Muller normal deviates, drawn once and picked at random per pixel.
    const normals = Float32Array.from({ length: 4096 }, () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd()));
    for (let i = 0; i < grey.length; i++) {
      grey[i] = Math.max(0, Math.min(255, Math.round(grey[i]! + normals[(rnd() * 4096) | 0]! * distortion.noise)));
    }
  }
  const raw = sharp(Buffer.from(grey), { raw: { width: info.width, height: info.height, channels: 1 } });
  return distortion.jpegQuality ? raw.jpeg({ quality: distortion.jpegQuality }).toBuffer() : raw.png().toBuffer();
}

/** Grey paper under uneven light: white becomes the paper grey, black the ink grey, then the light falls off towards one corner. */
function shade(grey: Uint8Array, width: number, height: number, paper: NonNullable<Distortion['paper']>): void {
  const diagonal = Math.hypot(width, height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const light = 1 - (paper.shade * Math.hypot(x, y)) / diagonal;
      grey[i] = Math.round((paper.ink + (grey[i]! / 255) * (paper.level - paper.ink)) * light);
    }
  }
}

/** A shadow over the part of the page left of a slanted straight edge crossing it from top to bottom, somewhere in its middle half. */
function castShadow(grey: Uint8Array, width: number, height: number, shadow: NonNullable<Distortion['shadow']>, seed: number): void {
  const rnd = random(seed ^ 0x5ad0);
  const top = width * (0.25 + 0.5 * rnd());
  const bottom = top + width * 0.4 * (rnd() - 0.5);
  for (let y = 0; y < height; y++) {
    const edge = top + ((bottom - top) * y) / height;
    for (let x = 0; x < width; x++) {
      const inside = shadow.soft > 0 ? Math.min(1, Math.max(0, 0.5 + (edge - x) / shadow.soft)) : edge > x ? 1 : 0;
      grey[y * width + x] = Math.round(grey[y * width + x]! * (1 - (1 - shadow.depth) * inside));
    }
  }
}

export { rotator };
export type { Truth };
