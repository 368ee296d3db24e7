import type { Remark } from '../family.js';
import { doubtRemark } from './doubt-text.js';
import type { RailwayPuzzle } from './model.js';
import { pictureRecordOf, sweep } from './picture.js';
import { sweepRemark } from './stability-text.js';

/**
 * How sure an answer traced from a picture is (issue 34): the junctions measured near a
 * rule's threshold, each turned over, and whether the route then changes (doubt.ts, worked
 * out when the picture was traced); with `--sweep` also the whole grid of settings traced
 * again, after the search, in the time the command has left. Nothing for a maze not traced
 * in this process.
 */
export function stabilityRemarks(puzzle: RailwayPuzzle): Remark[] {
  const record = pictureRecordOf(puzzle);
  if (!record) return [];
  const remarks = [doubtRemark(record.doubt)];
  if (record.sweep) remarks.push(sweepRemark(sweep(record)));
  return remarks;
}
