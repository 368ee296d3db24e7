import { stringToPaths } from 'hershey';

/**
 * The hand every word and letter the corpus writes on its mazes is in: a fontconfig family
 * (typeset, `<text>`), or `pen`: Hershey's Roman Simplex, one stroke per line of a letter,
 * drawn with a pen as wide as the typeface's stems and wobbled point by point, as a person
 * letters a maze. `RAILWAY_CORPUS_FONT='DejaVu Serif' npm run bench -- image` (or `=pen`)
 * judges the tracing on lettering in another hand than the one its rules were mended on:
 * the same pictures otherwise.
 */
export const LETTERING_FONT = process.env['RAILWAY_CORPUS_FONT'] ?? 'DejaVu Sans';

export interface Lettering {
  readonly size: number;
  readonly bold?: boolean;
  readonly fill?: string;
}

/** DejaVu Sans: capitals stand 0.73 em; stems are 0.14 em (bold) and 0.09 em wide. */
const CAP_HEIGHT = 0.73;
const STEM = { bold: 0.14, regular: 0.09 };
/** Roman Simplex in its own units: capitals from the baseline at -9 up to 12. */
const HERSHEY_BASELINE = -9;
const HERSHEY_CAP = 21;

/** Whether the corpus letters with the pen (`RAILWAY_CORPUS_FONT=pen`) instead of a typeface. */
export const PEN_LETTERING = LETTERING_FONT === 'pen';

/** `text` in Roman Simplex written with a pen, centred on x with its baseline at y, as an SVG path as wide as the typeface's stems at `size`. */
export function penLetteringSvg(x: number, y: number, text: string, { size, bold = false, fill = '#111' }: Lettering): string {
  const scale = (CAP_HEIGHT * size) / HERSHEY_CAP;
  const wobble = jitter(`${text}@${x.toFixed(1)},${y.toFixed(1)}`);
  // A hand's letters lean and wander a little: a slant for the word, a few percent of the capital's height at each point.
  const slant = (wobble() - 0.5) * 0.15;
  const wander = 0.05 * CAP_HEIGHT * size;
  const d = stringToPaths(text)
    .paths.filter((path) => path.length > 0)
    .map((path) =>
      path
        .map(([px, py], k) => {
          const up = (py - HERSHEY_BASELINE) * scale;
          const px2 = x + px * scale + slant * up + (wobble() - 0.5) * wander;
          const py2 = y - up + (wobble() - 0.5) * wander;
          return `${k === 0 ? 'M' : 'L'}${px2.toFixed(1)},${py2.toFixed(1)}`;
        })
        .join(' '),
    )
    .join(' ');
  const width = (bold ? STEM.bold : STEM.regular) * size;
  return `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${width.toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Numbers in [0, 1) that depend on `key` alone, so a word's wobble takes nothing from the maze's own random draws. */
function jitter(key: string): () => number {
  let state = 2166136261;
  for (const c of key) state = Math.imul(state ^ c.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
