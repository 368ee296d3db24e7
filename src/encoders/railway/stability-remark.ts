import { deadlineOf, type EngineOptions } from '../../solvers/index.js';
import type { Remark } from '../family.js';
import type { RailwayPuzzle } from './model.js';
import { pictureRecordOf } from './picture.js';
import { neighboursRemark, sweepRemark } from './stability-text.js';
import { defaultsOf, neighbourSettings, neighboursOf, runStability } from './stability.js';

/**
 * How sure an answer traced from a picture is: the neighbour check (the settings one step
 * from the defaults, traced again within the remark's time), or with `--sweep` the whole
 * grid and the neighbours' part of it. Nothing for a maze not traced in this process.
 */
export function stabilityRemarks(puzzle: RailwayPuzzle, engine: EngineOptions): Remark[] {
  const record = pictureRecordOf(puzzle);
  if (!record) return [];
  if (record.sweep) return [neighboursRemark(neighboursOf(record.sweep)), sweepRemark(record.sweep)];
  const defaults = defaultsOf(record.trace);
  return [neighboursRemark(runStability(record.trace, 'neighbours', neighbourSettings(defaults), deadlineOf(engine)))];
}
