import type { Cook, Part } from '../family.js';
import { counted, escapeXml } from './text.js';

/** The colour every family marks where two solutions differ in. */
export const MARK_COLOUR = '#d62728';

/** Solutions drawn at most in one picture of panels; the caption counts the rest. */
export const MOST_PANELS = 6;

export interface Panel {
  readonly title: string;
  /** A standalone SVG (`<svg ... width="W" height="H">`). */
  readonly svg: string;
}

const TITLE = 28;
const GAP = 16;
const CAPTION_LINE = 18;

/** The root tag's attributes and what is inside it. */
function split(svg: string): { attributes: Map<string, string>; inner: string } {
  const open = /<svg\b([^>]*)>/.exec(svg);
  const close = svg.lastIndexOf('</svg>');
  if (!open || close < 0) throw new Error('not a standalone SVG');
  const attributes = new Map([...open[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!] as [string, string]));
  return { attributes, inner: svg.slice(open.index + open[0].length, close) };
}

/**
 * Standalone drawings side by side in one SVG, at most `perRow` a row, each under its title,
 * with caption lines below: each drawing is nested as it is (its own coordinates, fonts and
 * markers), so any family's picture can be a panel.
 */
export function panelsSvg(panels: readonly Panel[], caption: readonly string[] = [], perRow = 3): string {
  const parsed = panels.map((p) => {
    const { attributes, inner } = split(p.svg);
    const width = Number(attributes.get('width'));
    const height = Number(attributes.get('height'));
    return { title: p.title, attributes, inner, width, height };
  });
  const rows: (typeof parsed)[] = [];
  for (let i = 0; i < parsed.length; i += perRow) rows.push(parsed.slice(i, i + perRow));
  const out: string[] = [];
  let y = GAP;
  let width = 0;
  for (const row of rows) {
    let x = GAP;
    const tallest = Math.max(...row.map((p) => p.height));
    for (const p of row) {
      out.push(`<text x="${x + p.width / 2}" y="${y + TITLE - 9}" font-size="16" font-weight="bold" text-anchor="middle" fill="#222">${escapeXml(p.title)}</text>`);
      const kept = [...p.attributes].filter(([name]) => !['xmlns', 'width', 'height', 'x', 'y'].includes(name));
      if (!p.attributes.has('viewBox')) kept.push(['viewBox', `0 0 ${p.width} ${p.height}`]);
      out.push(`<svg x="${x}" y="${y + TITLE}" width="${p.width}" height="${p.height}" ${kept.map(([k, v]) => `${k}="${v}"`).join(' ')}>${p.inner}</svg>`);
      x += p.width + GAP;
    }
    width = Math.max(width, x);
    y += TITLE + tallest + GAP;
  }
  caption.forEach((line, i) => out.push(`<text x="${GAP}" y="${y + CAPTION_LINE * i + 4}" font-size="14" fill="#333">${escapeXml(line)}</text>`));
  const height = y + (caption.length > 0 ? CAPTION_LINE * caption.length + 4 : 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    ...out,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * A solution and its cooks, each in its own panel with where it differs marked (the first
 * against the first cook, each cook against the first): `draw` draws one solution with
 * marks. Without cooks, the one drawing as it is.
 */
export function cookPanels<S>(draw: (solution: S | undefined, marks?: readonly Part[]) => string, solution: S | undefined, cooks: readonly Cook<S>[] = []): string {
  if (solution === undefined || cooks.length === 0) return draw(solution);
  const shown = cooks.slice(0, MOST_PANELS - 1);
  const panels: Panel[] = [
    { title: 'Solution 1', svg: draw(solution, cooks[0]!.differences) },
    ...shown.map((cook, i) => ({ title: `Solution ${i + 2}`, svg: draw(cook.solution, cook.differences) })),
  ];
  const caption = [
    `Red: where ${cooks.length === 1 ? 'the two solutions differ' : 'each solution differs from solution 1 (solution 1: from solution 2)'}.`,
    ...(cooks.length > shown.length ? [`${counted(cooks.length - shown.length, 'more solution')} not drawn.`] : []),
  ];
  return panelsSvg(panels, caption);
}

/** Dark enough on white and far from the mark colour: purple, blue, teal, olive, amber. */
const STEP_STOPS = [
  [94, 60, 153],
  [33, 102, 172],
  [27, 158, 119],
  [122, 154, 1],
  [208, 140, 0],
] as const;

/** The colour of step `k` of `n` (from 1): purple at the first, through blue and teal, amber at the last. */
export function stepColour(k: number, n: number): string {
  const t = n <= 1 ? 0 : Math.min(1, Math.max(0, (k - 1) / (n - 1)));
  const at = t * (STEP_STOPS.length - 1);
  const i = Math.min(STEP_STOPS.length - 2, Math.floor(at));
  const f = at - i;
  const [a, b] = [STEP_STOPS[i]!, STEP_STOPS[i + 1]!];
  const mix = (j: number) => Math.round(a[j]! + f * (b[j]! - a[j]!)).toString(16).padStart(2, '0');
  return `#${mix(0)}${mix(1)}${mix(2)}`;
}

/** One line: a word, then `first`, a bar of the step colours, `last`; `width` from `x` in all (11 px type). */
export function stepLegend(x: number, y: number, width: number, words: { label: string; first: string; last: string }): string {
  const pieces = 24;
  const start = x + 6 * (words.label.length + words.first.length) + 14;
  const length = x + width - 6 * words.last.length - 6 - start;
  const bar = Array.from({ length: pieces }, (_, i) => `<rect x="${round(start + (i * length) / pieces)}" y="${y - 9}" width="${round(length / pieces + 0.5)}" height="10" fill="${stepColour(i + 1, pieces)}"/>`);
  return [
    `<text x="${start - 4}" y="${y}" font-size="11" fill="#444" text-anchor="end">${escapeXml(`${words.label} ${words.first}`)}</text>`,
    ...bar,
    `<text x="${start + length + 4}" y="${y}" font-size="11" fill="#444">${escapeXml(words.last)}</text>`,
  ].join('');
}

const round = (v: number) => Math.round(v * 100) / 100;
