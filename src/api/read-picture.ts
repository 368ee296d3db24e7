import { failed, issue, parsed, type Parsed } from '../encoders/issues.js';
import type { PictureContext } from '../encoders/family.js';
import type { OptionValues } from '../encoders/options.js';
import { FAMILIES } from '../encoders/registry.js';
import type { LoadedPuzzle } from './read.js';
import { checkPuzzle } from './schema-check.js';

/** Whether the bytes are a picture some family reads (by magic number). */
export function isPicture(bytes: Uint8Array): boolean {
  return FAMILIES.some((family) => family.pictureFormats?.some((f) => f.detect(bytes)));
}

/**
 * Reads a puzzle from a picture (railway mazes): the family whose picture format
 * recognises the bytes traces it with `options` (`start`, `finish`, ...) within `context`
 * (the command's deadline); what it traces passes the family's schema and semantic checks
 * like any other input.
 */
export async function readPicture(bytes: Uint8Array, options: OptionValues, origin: string, context: PictureContext = {}): Promise<Parsed<LoadedPuzzle>> {
  for (const family of FAMILIES) {
    for (const format of family.pictureFormats ?? []) {
      if (!format.detect(bytes)) continue;
      const traced = await format.parse(bytes, options, origin, context);
      if (!traced.ok) return traced;
      const { issues } = checkPuzzle(traced.value);
      if (issues.length > 0) return failed(...issues);
      return parsed({ family, puzzle: traced.value as LoadedPuzzle['puzzle'], format: format.name });
    }
  }
  return failed(issue('input.format', '', 'not a picture any puzzle family reads'));
}
