import { stripAnsi } from './ansi.js';

/** Columns a string takes on a terminal (ANSI codes take none). */
export function visibleWidth(text: string): number {
  return [...stripAnsi(text)].length;
}

/** The columns a multi-line text takes: its longest line's. */
export function textWidth(text: string): number {
  return Math.max(0, ...text.split('\n').map(visibleWidth));
}

/**
 * The words of one line in lines of at most `width` columns (a longer word alone on its
 * line), the lines after the first indented; the line as it is without a width.
 */
export function wrapWords(line: string, width: number | undefined, indent = '  '): string[] {
  if (width === undefined || visibleWidth(line) <= width) return [line];
  const lines: string[] = [];
  let current = '';
  for (const word of line.split(' ')) {
    const next = current === '' ? (lines.length > 0 ? indent : '') + word : `${current} ${word}`;
    if (visibleWidth(next) > width && current.trim() !== '') {
      lines.push(current);
      current = indent + word;
    } else current = next;
  }
  if (current !== '') lines.push(current);
  return lines;
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

/**
 * `4,294,967,295`, `1,234.5`: digits grouped by threes, at most `fractionDigits` after the
 * point. Not `toLocaleString`: its first call loads ICU's locale data, 20 ms of a command's start.
 */
export function grouped(n: number, fractionDigits = 0): string {
  const [whole, fraction] = String(Number(n.toFixed(fractionDigits))).split('.');
  const digits = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}
