/** ANSI colours for terminal output; callers decide whether colour is on. */
const COLOURS = [31, 32, 33, 34, 35, 36, 91, 92, 93, 94, 95, 96];
export const PALETTE_SIZE = COLOURS.length;

/** `text` in palette colour `colourIndex` (any integer; the palette cycles). */
export function paint(text: string, colourIndex: number): string {
  const index = ((Math.trunc(colourIndex) % PALETTE_SIZE) + PALETTE_SIZE) % PALETTE_SIZE;
  return `\x1b[${COLOURS[index]}m${text}\x1b[0m`;
}

export function bold(text: string): string {
  return `\x1b[1m${text}\x1b[0m`;
}

export function inverse(text: string): string {
  return `\x1b[7m${text}\x1b[0m`;
}

export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\x1b\[[0-9;]*m/g, '');
}
