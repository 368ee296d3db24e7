import type { SyntheticRequest } from './maze.js';

/** A named family of synthetic mazes: one request per seed. */
export interface Scenario {
  readonly name: string;
  request(seed: number): SyntheticRequest;
}

const grid = (size: number, tile: number) => Math.max(3, Math.floor(size / tile) - 1);

/** The distortions the bench reports a rate for (the test suite runs a few seeds of each). */
export const SCENARIOS: readonly Scenario[] = [
  { name: 'clean', request: (seed) => ({ cols: 8, rows: 8, tile: 60, seed, distortion: { name: 'clean', lineWidth: 4 } }) },
  { name: 'thin-lines', request: (seed) => ({ cols: 9, rows: 9, tile: 50, seed, distortion: { name: 'thin-lines', lineWidth: 2 } }) },
  { name: 'thick-lines', request: (seed) => ({ cols: 7, rows: 7, tile: 80, seed, distortion: { name: 'thick-lines', lineWidth: 11 } }) },
  { name: 'width-changes', request: (seed) => ({ cols: 8, rows: 8, tile: 60, seed, distortion: { name: 'width-changes', lineWidth: 5, widthJitter: true } }) },
  // Curves of radius 2.5 line widths: Y branches stay merged for long and nearly touch.
  { name: 'tight-curves', request: (seed) => ({ cols: 10, rows: 10, tile: 40, seed, distortion: { name: 'tight-curves', lineWidth: 8 } }) },
  // The "tight curves with lettering": its words, blobs, arrows and S and F on them (the corpus's tight-lettered adds labels, bold words, large arrows, hatching).
  { name: 'tight-curves-lettering', request: (seed) => ({ cols: 10, rows: 10, tile: 40, seed, distortion: { name: 'tight-curves-lettering', lineWidth: 8, lettering: true } }) },
  { name: 'blur', request: (seed) => ({ cols: 8, rows: 8, tile: 60, seed, distortion: { name: 'blur', lineWidth: 5, blur: 2 } }) },
  { name: 'noise', request: (seed) => ({ cols: 8, rows: 8, tile: 60, seed, distortion: { name: 'noise', lineWidth: 5, noise: 45 } }) },
  { name: 'jpeg', request: (seed) => ({ cols: 8, rows: 8, tile: 60, seed, distortion: { name: 'jpeg', lineWidth: 4, jpegQuality: 20 } }) },
  { name: 'rotation', request: (seed) => ({ cols: 8, rows: 8, tile: 60, rotation: (seed % 2 ? 1 : -1) * (1 + (seed % 4)), seed, distortion: { name: 'rotation', lineWidth: 4 } }) },
  { name: 'lettering', request: (seed) => ({ cols: 8, rows: 8, tile: 70, seed, distortion: { name: 'lettering', lineWidth: 4, lettering: true } }) },
  { name: 'scan-300px', request: (seed) => ({ cols: grid(300, 36), rows: grid(300, 36), tile: 36, seed, distortion: { name: 'scan-300px', lineWidth: 3, blur: 0.7, noise: 15 } }) },
  {
    name: 'scan-2000px',
    request: (seed) => ({ cols: grid(2000, 110), rows: grid(2000, 110), tile: 110, seed, distortion: { name: 'scan-2000px', lineWidth: 9, blur: 1.5, noise: 20, jpegQuality: 60 } }),
  },
  // Toward real drawings: a hand's wobble and pen pressure, junctions drawn a little short, grey paper under uneven light, a photographed page.
  {
    name: 'hand-drawn',
    request: (seed) => ({ cols: 8, rows: 8, tile: 60, wobble: 3, seed, distortion: { name: 'hand-drawn', lineWidth: 4, pressure: true, shortEnds: 0.2, blur: 0.7 } }),
  },
  {
    name: 'grey-paper',
    request: (seed) => ({ cols: 8, rows: 8, tile: 60, seed, distortion: { name: 'grey-paper', lineWidth: 4, paper: { level: 205, ink: 80, shade: 0.5 }, noise: 12 } }),
  },
  {
    name: 'photo',
    request: (seed) => ({
      cols: 8,
      rows: 8,
      tile: 70,
      rotation: -1.5,
      skew: 4,
      wobble: 2,
      seed,
      distortion: { name: 'photo', lineWidth: 5, pressure: true, paper: { level: 190, ink: 60, shade: 0.55 }, blur: 1.2, noise: 10, jpegQuality: 50 },
    }),
  },
  {
    name: 'hand-lettered',
    request: (seed) => ({
      cols: 8,
      rows: 8,
      tile: 70,
      wobble: 3,
      seed,
      distortion: { name: 'hand-lettered', lineWidth: 4, pressure: true, shortEnds: 0.15, lettering: true, paper: { level: 215, ink: 50, shade: 0.3 }, noise: 8, jpegQuality: 60 },
    }),
  },
  {
    name: 'everything',
    request: (seed) => ({
      cols: 9,
      rows: 9,
      tile: 70,
      rotation: 2,
      seed,
      distortion: { name: 'everything', lineWidth: 5, widthJitter: true, blur: 1.2, noise: 25, jpegQuality: 35, lettering: true },
    }),
  },
];
