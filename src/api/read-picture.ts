import { failed, issue, parsed, type Parsed } from '../encoders/issues.js';
import type { AnyFamily, PictureContext, PictureFormat } from '../encoders/family.js';
import { pictureKind } from '../image/decode.js';
import type { OptionValues } from '../encoders/options.js';
import { FAMILIES } from '../encoders/registry.js';
import type { LoadedPuzzle } from './read.js';
import { checkPuzzle } from './schema-check.js';

/**
 * The family and format that read the bytes as a picture. Bytes that are no picture by their
 * magic number (a puzzle's text) are asked of no family: the command line loads a family's
 * code only for the family it answers about (scripts/cli-chunks.mjs).
 */
export function pictureReaderOf(bytes: Uint8Array): { family: AnyFamily; format: PictureFormat<unknown> } | undefined {
  if (pictureKind(bytes) === undefined) return undefined;
  for (const family of FAMILIES) for (const format of family.pictureFormats ?? []) if (format.detect(bytes)) return { family, format };
  return undefined;
}

/** Whether the bytes are a picture some family reads (by magic number). */
export function isPicture(bytes: Uint8Array): boolean {
  return pictureReaderOf(bytes) !== undefined;
}

/**
 * Reads a puzzle from a picture (railway mazes): the family whose picture format
 * recognises the bytes traces it with `options` (`start`, `finish`, ...) within `context`
 * (the command's deadline); what it traces passes the family's schema and semantic checks
 * like any other input.
 */
export async function readPicture(bytes: Uint8Array, options: OptionValues, origin: string, context: PictureContext = {}): Promise<Parsed<LoadedPuzzle>> {
  const reader = pictureReaderOf(bytes);
  if (!reader) return failed(issue('input.format', '', 'not a picture any puzzle family reads'));
  const { family, format } = reader;
  const traced = await format.parse(bytes, options, origin, context);
  if (!traced.ok) return traced;
  const { issues } = checkPuzzle(traced.value);
  if (issues.length > 0) return failed(...issues);
  return parsed({ family, puzzle: traced.value as LoadedPuzzle['puzzle'], format: format.name });
}
