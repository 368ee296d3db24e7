import { stripAnsi } from './ansi.js';

/** Columns a string takes on a terminal (ANSI codes take none). */
export function visibleWidth(text: string): number {
  return [...stripAnsi(text)].length;
}

/** Two multi-line drawings next to each other, the left one padded to equal width. */
export function sideBySide(left: string, right: string, gap = 4): string {
  const a = left.split('\n');
  const b = right.split('\n');
  const width = Math.max(...a.map(visibleWidth));
  const rows = Math.max(a.length, b.length);
  const out: string[] = [];
  for (let i = 0; i < rows; i++) {
    const l = a[i] ?? '';
    out.push((l + ' '.repeat(width - visibleWidth(l) + gap) + (b[i] ?? '')).trimEnd());
  }
  return out.join('\n');
}

/** XML-escape text for SVG. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** `1 move`, `16 moves`. */
export function counted(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
