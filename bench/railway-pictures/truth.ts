import type { Point } from '../../src/image/raster.js';
import { type Layout, type Piece, portOf, random, type Side, sidesOf } from './layout.js';
import { bentSamples, centreVertex, pressedSamples, sharpSamples, type Variants } from './variants.js';

/** Where the grid sits in the picture: tile size and margin in pixels, and a rotation about the centre. */
export interface Placement {
  readonly tile: number;
  readonly margin: number;
  /** Degrees, clockwise on screen. */
  readonly rotation: number;
  /** Degrees of shear along x (a page photographed at a slant), applied before the rotation. */
  readonly skew?: number;
  /** A drawing by hand: each piece bends off its true line by up to this many pixels (ends fixed). */
  readonly wobble?: number;
  /** Seeds the wobble. */
  readonly seed?: number;
  /** Pieces drawn otherwise than as exact quarter circles and straights (variants.ts). */
  readonly variants?: Variants;
}

/** A true track segment: a piece, or half of a crossing straight. */
export interface TrueSegment {
  readonly id: string;
  /** End keys: side points (`h..`, `v..`) or crossing centres (`x..`). */
  readonly ends: readonly [string, string];
  /** Points along the segment from ends[0] to ends[1], in picture pixels. */
  readonly samples: readonly Point[];
  /** The tile it is drawn in. */
  readonly tile: string;
}

/** A train on `into` heading to its end `atEnd` may continue on `out` leaving from its end `fromEnd`. */
export interface TrueMove {
  readonly into: string;
  readonly atEnd: 0 | 1;
  readonly out: string;
  readonly fromEnd: 0 | 1;
}

export interface Truth {
  readonly segments: TrueSegment[];
  readonly moves: TrueMove[];
  /** Junctions as the tracer should see them: one per side of a side point with two pieces, one per crossing. */
  readonly junctions: number;
  readonly width: number;
  readonly height: number;
}

export function pictureSize(layout: Layout, placement: Placement): { width: number; height: number } {
  return { width: layout.cols * placement.tile + 2 * placement.margin, height: layout.rows * placement.tile + 2 * placement.margin };
}

/** Unrotated picture position of a tile side's midpoint. */
export function sidePoint(col: number, row: number, side: Side, placement: Placement): Point {
  const { tile: s, margin: m } = placement;
  const x = m + col * s;
  const y = m + row * s;
  if (side === 'N') return [x + s / 2, y];
  if (side === 'S') return [x + s / 2, y + s];
  if (side === 'W') return [x, y + s / 2];
  return [x + s, y + s / 2];
}

/** The tile corner a quarter circle is centred on. */
export function cornerOf(piece: Piece, placement: Placement): Point {
  const { tile: s, margin: m } = placement;
  const [a, b] = sidesOf(piece.kind);
  const sides = [a, b];
  return [m + piece.col * s + (sides.includes('E') ? s : 0), m + piece.row * s + (sides.includes('S') ? s : 0)];
}

/**
 * Points along a piece from its first side to its second, unrotated, bent by the hand's
 * wobble when the placement has one: an offset across the piece, zero at its ends, of one
 * or two half waves, so the piece leaves its ends a few degrees off the true tangent.
 */
export function pieceSamples(piece: Piece, placement: Placement, count = 24): Point[] {
  const points = truePieceSamples(piece, placement, count);
  if (!placement.wobble) return points;
  const rnd = random(hashOf(piece.id) ^ (placement.seed ?? 0));
  const amplitude = placement.wobble * (2 * rnd() - 1);
  const waves = 1 + Math.floor(rnd() * 2);
  return points.map((p, k) => {
    const [a, b] = [points[Math.max(0, k - 1)]!, points[Math.min(points.length - 1, k + 1)]!];
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const offset = amplitude * Math.sin((Math.PI * waves * k) / count);
    return [p[0] - ((b[1] - a[1]) / length) * offset, p[1] + ((b[0] - a[0]) / length) * offset];
  });
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function truePieceSamples(piece: Piece, placement: Placement, count: number): Point[] {
  const [a, b] = sidesOf(piece.kind);
  const p = sidePoint(piece.col, piece.row, a, placement);
  const q = sidePoint(piece.col, piece.row, b, placement);
  const variant = placement.variants?.get(piece.id);
  if (variant?.kind === 'sharp') {
    const r = placement.tile / 2;
    return variant.side === a ? sharpSamples(p, a, q, b, variant.angle, r, count) : sharpSamples(q, b, p, a, variant.angle, r, count).reverse();
  }
  if (variant?.kind === 'bent') {
    // The two straights turn opposite ways, so that they cross at the variant's angle.
    const tilt = ((90 - variant.angle) / 2) * (piece.kind === 'NS' ? 1 : -1);
    return bentSamples(p, q, tilt, count);
  }
  if (variant?.kind === 'pressed') {
    const ends = variant.sides.map((side) => (side === a ? 0 : 1) as 0 | 1);
    return pressedSamples(truePieceSamples(piece, { ...placement, variants: new Map() }, count), cornerOf(piece, placement), ends, variant.depth);
  }
  const points: Point[] = [];
  if (piece.kind === 'NS' || piece.kind === 'EW') {
    for (let k = 0; k <= count; k++) points.push([p[0] + ((q[0] - p[0]) * k) / count, p[1] + ((q[1] - p[1]) * k) / count]);
    return points;
  }
  const c = cornerOf(piece, placement);
  const r = placement.tile / 2;
  const ta = Math.atan2(p[1] - c[1], p[0] - c[0]);
  let delta = Math.atan2(q[1] - c[1], q[0] - c[0]) - ta;
  if (delta > Math.PI) delta -= 2 * Math.PI;
  if (delta < -Math.PI) delta += 2 * Math.PI;
  for (let k = 0; k <= count; k++) points.push([c[0] + r * Math.cos(ta + (delta * k) / count), c[1] + r * Math.sin(ta + (delta * k) / count)]);
  return points;
}

export function rotator(layout: Layout, placement: Placement): (p: Point) => Point {
  const { width, height } = pictureSize(layout, placement);
  const [cx, cy] = [width / 2, height / 2];
  const t = (placement.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.cos(t), Math.sin(t)];
  const shear = Math.tan(((placement.skew ?? 0) * Math.PI) / 180);
  return ([x0, y]) => {
    const x = x0 + shear * (y - cy);
    return [cx + (x - cx) * cos - (y - cy) * sin, cy + (x - cx) * sin + (y - cy) * cos];
  };
}

export function truthOf(layout: Layout, placement: Placement): Truth {
  const rotate = rotator(layout, placement);
  const segments: TrueSegment[] = [];
  const moves: TrueMove[] = [];
  let junctions = 0;
  for (const piece of layout.pieces) {
    const tileKey = `${piece.col},${piece.row}`;
    const [a, b] = sidesOf(piece.kind);
    const samples = pieceSamples(piece, placement).map(rotate);
    const across = piece.kind === 'NS' ? 'EW' : 'NS';
    const straight = piece.kind === 'NS' || piece.kind === 'EW';
    const crossing = straight && layout.pieces.some((o) => o.col === piece.col && o.row === piece.row && o.kind === across);
    const ends = [portOf(piece.col, piece.row, a), portOf(piece.col, piece.row, b)] as const;
    if (!crossing) {
      segments.push({ id: piece.id, ends, samples, tile: tileKey });
      continue;
    }
    const centre = `x${tileKey}`;
    const half = samples.length >> 1;
    segments.push({ id: `${piece.id}a`, ends: [ends[0], centre], samples: samples.slice(0, half + 1), tile: tileKey });
    segments.push({ id: `${piece.id}b`, ends: [centre, ends[1]], samples: samples.slice(half), tile: tileKey });
    moves.push({ into: `${piece.id}a`, atEnd: 1, out: `${piece.id}b`, fromEnd: 0 }, { into: `${piece.id}b`, atEnd: 0, out: `${piece.id}a`, fromEnd: 1 });
    if (piece.kind === 'NS') junctions++;
  }
  // At a side point, pieces of one tile pass to the pieces of the other.
  const byPort = new Map<string, { seg: TrueSegment; end: 0 | 1 }[]>();
  for (const seg of segments) {
    seg.ends.forEach((key, end) => {
      if (key.startsWith('x')) return;
      if (!byPort.has(key)) byPort.set(key, []);
      byPort.get(key)!.push({ seg, end: end as 0 | 1 });
    });
  }
  const pieces = new Map(layout.pieces.map((p) => [p.id, p]));
  for (const [port, list] of byPort) {
    const tiles = [...new Set(list.map((e) => e.seg.tile))];
    for (const tile of tiles) if (list.filter((e) => e.seg.tile === tile).length >= 2) junctions++;
    // Circles pressed into each other cross there: a train stays on its own circle.
    const pressed = list.some((e) => pressedAt(placement, pieces.get(e.seg.id), port));
    for (const p of list) {
      for (const q of list) {
        if (p.seg.tile === q.seg.tile) continue;
        if (pressed && centreVertex(pieces.get(p.seg.id)!) !== centreVertex(pieces.get(q.seg.id)!)) continue;
        moves.push({ into: p.seg.id, atEnd: p.end, out: q.seg.id, fromEnd: q.end });
      }
    }
  }
  return { segments, moves, junctions, ...pictureSize(layout, placement) };
}

function pressedAt(placement: Placement, piece: Piece | undefined, port: string): boolean {
  const variant = piece && placement.variants?.get(piece.id);
  return variant?.kind === 'pressed' && variant.sides.some((side) => portOf(piece!.col, piece!.row, side) === port);
}
