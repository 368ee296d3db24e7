import sharp from 'sharp';
import type { Point } from '../raster.js';
import { type Layout, random, sidesOf } from './layout.js';
import { cornerOf, type Placement, pictureSize, rotator, sidePoint, type Truth } from './truth.js';

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
}

/** Where text and drawings go: a point on the track and the unit normal there. */
export interface Anchor {
  readonly at: Point;
  readonly normal: Point;
}

/** The maze as SVG (unrotated coordinates inside a rotated group). */
export function mazeSvg(layout: Layout, placement: Placement, distortion: Distortion, labels: readonly Anchor[], seed: number): string {
  const rnd = random(seed ^ 0x5eed);
  const { width, height } = pictureSize(layout, placement);
  const r = placement.tile / 2;
  const parts: string[] = [];
  for (const piece of layout.pieces) {
    const [a, b] = sidesOf(piece.kind);
    const p = sidePoint(piece.col, piece.row, a, placement);
    const q = sidePoint(piece.col, piece.row, b, placement);
    const w = distortion.widthJitter ? distortion.lineWidth * (0.6 + 0.8 * rnd()) : distortion.lineWidth;
    let d: string;
    if (piece.kind === 'NS' || piece.kind === 'EW') d = `M${p[0]},${p[1]} L${q[0]},${q[1]}`;
    else {
      const c = cornerOf(piece, placement);
      const cross = (p[0] - c[0]) * (q[1] - c[1]) - (p[1] - c[1]) * (q[0] - c[0]);
      d = `M${p[0]},${p[1]} A${r},${r} 0 0 ${cross > 0 ? 1 : 0} ${q[0]},${q[1]}`;
    }
    parts.push(`<path d="${d}" fill="none" stroke="#111" stroke-width="${w.toFixed(2)}" stroke-linecap="round"/>`);
  }
  const decorations = distortion.lettering ? decorationsSvg(labels, distortion.lineWidth, rnd) : '';
  const [cx, cy] = [width / 2, height / 2];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    `<g transform="rotate(${placement.rotation} ${cx} ${cy})">${parts.join('')}</g>${decorations}</svg>`
  );
}

const WORDS = ['Station', 'JUNCTION', 'Penrose', 'Up line', 'Depot', 'Luppitt'];

/**
 * Labels touching the track: `S` and `F` at the first two anchors, then words, a filled
 * blob and an arrow at the others. Drawn in picture coordinates (anchors come rotated).
 */
function decorationsSvg(anchors: readonly Anchor[], lineWidth: number, rnd: () => number): string {
  const parts: string[] = [];
  const font = Math.max(10, 4 * lineWidth);
  anchors.forEach(({ at, normal }, k) => {
    const off = (extent: number) => [at[0] + normal[0] * (lineWidth / 2 + extent * 0.8), at[1] + normal[1] * (lineWidth / 2 + extent * 0.8)] as const;
    if (k < 2) {
      const [x, y] = off(font * 0.35);
      parts.push(`<text x="${x}" y="${y + font * 0.35}" font-size="${font}" font-family="DejaVu Sans" font-weight="bold" text-anchor="middle">${k === 0 ? 'S' : 'F'}</text>`);
      return;
    }
    const kind = k % 3;
    if (kind === 0) {
      const [x, y] = off(font * 0.35);
      const word = WORDS[Math.floor(rnd() * WORDS.length)]!;
      parts.push(`<text x="${x}" y="${y + font * 0.35}" font-size="${font * 0.8}" font-family="DejaVu Sans" text-anchor="middle">${word}</text>`);
    } else if (kind === 1) {
      const radius = 1.8 * lineWidth;
      const [x, y] = off(radius);
      parts.push(`<circle cx="${x}" cy="${y}" r="${radius}" fill="#111"/>`);
    } else {
      const [x, y] = off(font * 0.4);
      const [dx, dy] = [normal[0] * font, normal[1] * font];
      const [px, py] = [-dy * 0.3, dx * 0.3];
      parts.push(
        `<path d="M${x - dx / 2},${y - dy / 2} L${x + dx / 2},${y + dy / 2} M${x + dx / 2 + px},${y + dy / 2 + py} L${x + dx},${y + dy} L${x + dx / 2 - px},${y + dy / 2 - py} Z" stroke="#111" stroke-width="${lineWidth * 0.6}" fill="#111"/>`,
      );
    }
  });
  return parts.join('');
}

/** Renders the SVG and spoils it: blur, noise, JPEG. Returns the file bytes. */
export async function renderMaze(svg: string, distortion: Distortion, seed: number): Promise<Buffer> {
  let picture = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).greyscale();
  if (distortion.blur) picture = picture.blur(distortion.blur);
  const { data, info } = await picture.raw().toBuffer({ resolveWithObject: true });
  const grey = new Uint8Array(info.width * info.height);
  for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels]!;
  if (distortion.noise) {
    const rnd = random(seed ^ 0x0153);
    for (let i = 0; i < grey.length; i++) {
      // Box–Muller normal noise.
      const n = Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd());
      grey[i] = Math.max(0, Math.min(255, Math.round(grey[i]! + n * distortion.noise)));
    }
  }
  const raw = sharp(Buffer.from(grey), { raw: { width: info.width, height: info.height, channels: 1 } });
  return distortion.jpegQuality ? raw.jpeg({ quality: distortion.jpegQuality }).toBuffer() : raw.png().toBuffer();
}

export { rotator };
export type { Truth };
