import { DELTA, DIRS, facesBorder, givensOf, pieceOf, portSidesAt, sidesOf, type Piece, type TracksPuzzle, type TracksSolution } from '../model.js';
import { rootOf, singletons } from '../../lib/union-find.js';

export const UNKNOWN = 0;
export const TRACK = 1;
/** A cell without track, or a side the track does not cross. */
export const NONE = 2;
const DELTAS = DIRS.map((d) => DELTA[d]);

/** Every change on any board gets a new number, so equal stamps mean an unchanged line (see `lineStamp`). */
let clock = 0;

/** What stays the same while a puzzle is solved: size and clues, by line (rows, then columns). */
interface Shape {
  readonly w: number;
  readonly h: number;
  /** Clue per line, -1 where unknown. */
  readonly clue: Int16Array;
}

/**
 * What a person has pencilled in: per cell track / no track, per side crossed / not. The
 * setters keep counts (track and closed sides per cell, track and empty cells per line),
 * the parts the track already joins, and flag a broken rule at once, so no step has to
 * look at the whole board to find out. They also note which cells changed (`touched`) and
 * stamp the lines they lie in, so the steps can look only where something happened.
 */
export class Board {
  broken = false;
  /**
   * Renumbered (unique across boards, as `lineStamp`) at every join of two parts and for a
   * clone: a board with the stamp it had earlier has the same parts, and no side open now
   * that was not open then.
   */
  joinStamp = -1;
  /** Cells and cell sides (each side counted on both its cells) still unknown. */
  unknowns: number;
  readonly w: number;
  readonly h: number;

  constructor(
    private readonly shape: Shape,
    readonly cell: Uint8Array,
    /** `side[cell * 4 + d]`, d indexing DIRS (N E S W); kept equal on both cells of an edge. */
    readonly side: Uint8Array,
    /** Track sides per cell. */
    readonly tracks: Uint8Array,
    /** Closed sides per cell. */
    readonly nones: Uint8Array,
    /** Cells holding track, per line. */
    readonly held: Int16Array,
    /** Cells without track, per line. */
    readonly empty: Int16Array,
    /** Union-find over cells joined by track sides. */
    private readonly parent: Int32Array,
    /** Per line, the number of its last change (unique across boards: equal stamps, equal line). */
    readonly lineStamp: Int32Array,
    /** Cells changed since the last `takeTouched`. */
    private touched: number[],
    private readonly isTouched: Uint8Array,
    /** Results of line steps kept per line stamp; shared with clones (stamps stay unique). */
    readonly memo: Map<string, Int32Array>,
  ) {
    this.w = shape.w;
    this.h = shape.h;
    let unknowns = 0;
    for (let i = 0; i < cell.length; i++) if (cell[i] === UNKNOWN) unknowns++;
    for (let i = 0; i < side.length; i++) if (side[i] === UNKNOWN) unknowns++;
    this.unknowns = unknowns;
  }

  static empty(shape: Shape): Board {
    const n = shape.w * shape.h;
    const lines = shape.h + shape.w;
    const b = new Board(shape, new Uint8Array(n), new Uint8Array(n * 4), new Uint8Array(n), new Uint8Array(n), new Int16Array(lines), new Int16Array(lines), singletons(n), new Int32Array(lines), [], new Uint8Array(n), new Map());
    for (let i = 0; i < n; i++) b.touch(i);
    return b;
  }

  clone(): Board {
    const copy = new Board(
      this.shape,
      this.cell.slice(),
      this.side.slice(),
      this.tracks.slice(),
      this.nones.slice(),
      this.held.slice(),
      this.empty.slice(),
      this.parent.slice(),
      this.lineStamp.slice(),
      this.touched.slice(),
      this.isTouched.slice(),
      this.memo,
    );
    copy.joinStamp = ++clock;
    return copy;
  }

  next(i: number, d: number): number {
    const r = Math.floor(i / this.w) + DELTAS[d]![0];
    const c = (i % this.w) + DELTAS[d]![1];
    return r < 0 || r >= this.h || c < 0 || c >= this.w ? -1 : r * this.w + c;
  }

  /** The row's line index, then the column's (as `linesOf` in lines.ts orders them). */
  rowOf(i: number): number {
    return Math.floor(i / this.w);
  }
  colOf(i: number): number {
    return this.h + (i % this.w);
  }
  clueOf(line: number): number {
    return this.shape.clue[line]!;
  }
  lengthOf(line: number): number {
    return line < this.h ? this.w : this.h;
  }

  /** A cell holds track when marked so or when track crosses one of its sides. */
  holds(i: number): boolean {
    return this.cell[i] === TRACK || this.tracks[i]! > 0;
  }

  setCell(i: number, v: number): boolean {
    const old = this.cell[i];
    if (old === v) return false;
    if (old !== UNKNOWN) {
      this.broken = true;
      return true;
    }
    const holding = this.holds(i);
    this.cell[i] = v;
    this.unknowns--;
    if (v === TRACK) {
      if (!holding) this.addHeld(i);
      if (this.nones[i]! > 2) this.broken = true;
    } else {
      if (holding) this.broken = true;
      this.addEmpty(i);
    }
    this.touch(i);
    return true;
  }

  setSide(i: number, d: number, v: number): boolean {
    const old = this.side[i * 4 + d];
    if (old === v) return false;
    if (old !== UNKNOWN) {
      this.broken = true;
      return true;
    }
    const j = this.next(i, d);
    this.mark(i, d, v);
    if (j >= 0) {
      this.mark(j, (d + 2) % 4, v);
      if (v === TRACK) this.join(i, j);
    }
    return true;
  }

  count(i: number, v: number): number {
    return v === TRACK ? this.tracks[i]! : v === NONE ? this.nones[i]! : 4 - this.tracks[i]! - this.nones[i]!;
  }

  /** The part of the track a cell belongs to (cells joined by track sides). */
  part(i: number): number {
    return rootOf(this.parent, i);
  }

  decided(): boolean {
    return this.unknowns === 0;
  }

  /** The cells changed since the last call. */
  takeTouched(): number[] {
    const out = this.touched;
    this.touched = [];
    for (const i of out) this.isTouched[i] = 0;
    return out;
  }

  private mark(c: number, d: number, v: number): void {
    this.side[c * 4 + d] = v;
    this.unknowns--;
    if (v === TRACK) {
      if (!this.holds(c)) this.addHeld(c);
      if (++this.tracks[c]! > 2 || this.cell[c] === NONE) this.broken = true;
    } else if (++this.nones[c]! > 2 && this.cell[c] === TRACK) this.broken = true;
    this.touch(c);
  }

  /** Two cells joined by track: one part, unless they were already (a closed loop). */
  private join(i: number, j: number): void {
    const x = this.part(i);
    const y = this.part(j);
    if (x === y) this.broken = true;
    else this.parent[x] = y;
    this.joinStamp = ++clock;
  }

  private addHeld(i: number): void {
    this.addHeldTo(this.rowOf(i));
    this.addHeldTo(this.colOf(i));
  }

  private addHeldTo(line: number): void {
    const clue = this.shape.clue[line]!;
    if (++this.held[line]! > clue && clue >= 0) this.broken = true;
  }

  private addEmpty(i: number): void {
    this.addEmptyTo(this.rowOf(i));
    this.addEmptyTo(this.colOf(i));
  }

  private addEmptyTo(line: number): void {
    if (this.lengthOf(line) - ++this.empty[line]! < this.shape.clue[line]!) this.broken = true;
  }

  private touch(i: number): void {
    this.lineStamp[this.rowOf(i)] = ++clock;
    this.lineStamp[this.colOf(i)] = ++clock;
    if (this.isTouched[i]) return;
    this.isTouched[i] = 1;
    this.touched.push(i);
  }
}

export function startBoard(p: TracksPuzzle): Board {
  const { width: w, height: h } = p;
  const clue = Int16Array.from([...p.rowClues, ...p.colClues], (c) => c ?? -1);
  const b = Board.empty({ w, h, clue });
  for (let i = 0; i < w * h; i++) {
    const [r, c] = [Math.floor(i / w), i % w];
    const ports = portSidesAt(p, r, c);
    DIRS.forEach((side, d) => {
      if (facesBorder(p, r, c, side)) b.setSide(i, d, ports.includes(side) ? TRACK : NONE);
    });
  }
  for (const { row, col, piece } of givensOf(p)) setPiece(b, row * w + col, piece);
  return b;
}

export function setPiece(b: Board, i: number, piece: Piece): void {
  b.setCell(i, TRACK);
  DIRS.forEach((side, d) => b.setSide(i, d, sidesOf(piece).includes(side) ? TRACK : NONE));
}

/** The pieces a track cell may still take. */
export function pieceOptions(b: Board, i: number): Piece[] {
  const out: Piece[] = [];
  for (let x = 0; x < 4; x++) {
    for (let y = x + 1; y < 4; y++) {
      const ok = [0, 1, 2, 3].every((d) => (d === x || d === y ? b.side[i * 4 + d] !== NONE : b.side[i * 4 + d] !== TRACK));
      if (ok) out.push(pieceOf(DIRS[x]!, DIRS[y]!));
    }
  }
  return out;
}

export function solutionOf(b: Board): TracksSolution {
  const cells = Array.from({ length: b.h }, (_, r) =>
    Array.from({ length: b.w }, (_, c) => {
      const i = r * b.w + c;
      const sides = DIRS.filter((_, d) => b.side[i * 4 + d] === TRACK);
      return sides.length === 2 ? pieceOf(sides[0]!, sides[1]!) : '';
    }),
  );
  return { cells };
}

/** A cell holds track when marked so or when track crosses one of its sides. */
export const holdsTrack = (b: Board, i: number): boolean => b.holds(i);

export type Rule = (board: Board, puzzle: TracksPuzzle) => boolean;
