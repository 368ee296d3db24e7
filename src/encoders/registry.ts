import type { AnyFamily } from './family.js';
import { numberlink } from './numberlink/index.js';
import { railway } from './railway/index.js';
import { schoenbrunn } from './schoenbrunn/index.js';
import { tracks } from './tracks/index.js';
import { viennese } from './viennese/index.js';

/** Every family, sorted by `type` (a test keeps it sorted). */
export const FAMILIES: readonly AnyFamily[] = [numberlink, railway, schoenbrunn, tracks, viennese];

export function familyOf(type: string): AnyFamily | undefined {
  return FAMILIES.find((f) => f.type === type);
}

/** What a family can be asked beyond solve, check and count, read off its module. */
export interface Capabilities {
  /** `--best`: an optimum, proved. */
  readonly best: boolean;
  /** `count` by a counter that scales, not one solver call per solution. */
  readonly fastCount: boolean;
  readonly generate: boolean;
  /** Commands the family adds (`grade`, `score`). */
  readonly assessments: readonly string[];
  /** Input read from a picture. */
  readonly picture: boolean;
  /** Foreign text formats it reads. */
  readonly formats: readonly string[];
  /** Those of them it also writes (`convert --to`). */
  readonly writes: readonly string[];
}

export function capabilitiesOf(family: AnyFamily): Capabilities {
  return {
    best: family.best !== undefined,
    fastCount: family.count !== undefined,
    generate: family.generator !== undefined,
    assessments: (family.assessments ?? []).map((a) => a.command),
    picture: (family.pictureFormats ?? []).length > 0,
    formats: family.formats.map((f) => f.name),
    writes: family.formats.filter((f) => f.serialize !== undefined).map((f) => f.name),
  };
}
