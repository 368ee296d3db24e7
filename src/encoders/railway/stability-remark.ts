import type { Remark } from '../family.js';
import type { RailwayPuzzle } from './model.js';
import { pictureRecordOf } from './picture.js';
import { neighboursRemark, sweepRemark } from './stability-text.js';
import { blursPicture, defaultsOf, neighbourSettings, neighboursOf, runStability } from './stability.js';

/**
 * How sure an answer traced from a picture is: the neighbour check (the six settings one
 * step from the defaults, traced again), or with `--sweep` the whole grid and the
 * neighbours' part of it. Nothing for a maze not traced in this process. The check is part
 * of the answer (issue 16: "say how sure the answer is") and of bounded work, so it keeps
 * the command's deadline (`--timeout`), not the share of time other remarks get: without a
 * time limit it always says the same.
 */
export function stabilityRemarks(puzzle: RailwayPuzzle): Remark[] {
  const record = pictureRecordOf(puzzle);
  if (!record) return [];
  if (record.sweep) return [neighboursRemark(neighboursOf(record.sweep)), sweepRemark(record.sweep)];
  const defaults = defaultsOf(record.trace);
  return [neighboursRemark(runStability(record.trace, 'neighbours', neighbourSettings(defaults, blursPicture(record.trace)), record.deadline))];
}
