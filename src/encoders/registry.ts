import type { AnyFamily } from './family.js';
import { numberlink } from './numberlink/index.js';
import { tracks } from './tracks/index.js';

/** Every family, sorted by `type` (a test keeps it sorted). */
export const FAMILIES: readonly AnyFamily[] = [numberlink, tracks];

export function familyOf(type: string): AnyFamily | undefined {
  return FAMILIES.find((f) => f.type === type);
}
