import { LARGE_PICTURE } from '../../image/scale.js';
import type { TraceSettings } from '../../image/settings.js';
import type { Parsed } from '../issues.js';
import { hasLettering } from './plausible.js';
import { leavesTimeFor, type Look, type LookAt, type LookRequest, onCopy, type TracedLook } from './second-look.js';

/*
 * Lettering cut at the ink's level (issue 34, stop 47). A letter or a drawing touching the
 * track joins it through ink lighter than the strokes' cores: the blurred edges where two
 * strokes meet. Cut at Otsu's level, blurred and hole-filled, that ink is track, and the
 * letter is read as part of it. Cut as crowded tracks are (strokes.ts: halfway between Otsu's
 * level and the ink's mean, no blur, no holes filled), the two come apart. The four lettered
 * corpus classes, routes right: seeds 41-100 105 -> 120 of 240 (with rounds 26 and 27), at
 * 0.95 of the CPU time (the cut is cheaper than the blur); 101-130 57 -> 61 of 120; judged
 * once, seeds 1-40 77 -> 82 of 160 (drawings 26 -> 25). Cut so everywhere, the plain and
 * tile classes lose (seeds 1-10: 257 -> 253 of 260, noise, wobble, shadow, clean, grey
 * paper): only a picture whose first tracing finds lettering or drawings on its track is
 * traced again so, and that tracing answers.
 */

/**
 * Whether the picture, first traced cut at Otsu's level (not crowded, not enlarged, its
 * working picture not large, no `--threshold` given), has lettering or drawings on its
 * track and is to be traced again cut at the ink's level, time allowing.
 */
export function cutsAtInk(first: TracedLook, settings: TraceSettings, deadline?: number): boolean {
  if (settings.threshold !== undefined || first.own.scale < 1 || first.own.pixels.crowded) return false;
  if (first.image.width * first.image.height > LARGE_PICTURE) return false;
  return hasLettering(first.traced, first.puzzle) && leavesTimeFor(first.took, deadline);
}

/** The picture as the first look traced it (its working picture: evened, reduced where large), traced again cut at the ink's level. */
export function lookAtInk(first: TracedLook, request: LookRequest, look: LookAt): Parsed<Look> {
  const reduced = first.own.scale;
  return reduced === 1 ? look(first.image, request, 1, { crowded: true }) : look(first.image, onCopy(request, 1 / reduced), 1 / reduced, { crowded: true });
}
