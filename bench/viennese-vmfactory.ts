import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { ViennesePuzzle } from '../src/encoders/viennese/model.js';
import { PACKAGE_ROOT } from '../src/schemas.js';

export interface ScoredMaze {
  readonly puzzle: ViennesePuzzle;
  /** cookcheck's score. */
  readonly ours: number;
}

export type VmfactoryCheck =
  | { readonly mazes: number; readonly skipped: string }
  | {
      readonly mazes: number;
      readonly equal: number;
      readonly differ: number;
      /** Mazes vmfactory did not score within the limit (its uniqueness test walks every simple path). */
      readonly gaveUp: number;
      readonly failed: number;
      /** A few differences, with both scores and the maze. */
      readonly differences: readonly object[];
    };

/** Seconds vmfactory may spend on one maze (most take well under one; a few would take minutes). */
const LIMIT_SECONDS = 5;

/**
 * The mazes scored again by vmfactory's own `compute_score` (bench/vmfactory-score.py), the
 * Python original the results are judged with: when VMFACTORY_PATH names a checkout of
 * github.com/Zulko/vmfactory and python3 has networkx. Otherwise it says why it did not run.
 */
export function rescoreWithVmfactory(mazes: readonly ScoredMaze[], log: (line: string) => void): VmfactoryCheck {
  const path = process.env['VMFACTORY_PATH'];
  if (!path) {
    const skipped = 'VMFACTORY_PATH is not set: a checkout of github.com/Zulko/vmfactory, run with python3 and networkx';
    log(`viennese vmfactory: skipped (${skipped})`);
    return { mazes: mazes.length, skipped };
  }
  const input = mazes.map((maze) => JSON.stringify(maze)).join('\n') + '\n';
  const run = spawnSync('python3', [join(PACKAGE_ROOT, 'bench', 'vmfactory-score.py'), String(LIMIT_SECONDS)], { input, encoding: 'utf8', env: { ...process.env, VMFACTORY_PATH: path }, maxBuffer: 1 << 28 });
  if (run.error || run.status !== 0) {
    const skipped = `vmfactory did not run: ${run.error?.message ?? run.stderr.trim().split('\n').pop()}`;
    log(`viennese vmfactory: ${skipped}`);
    return { mazes: mazes.length, skipped };
  }
  const out = JSON.parse(run.stdout) as { equal: number; differ: object[]; gaveUp: number; failed: object[] };
  log(`viennese vmfactory: ${mazes.length} mazes scored again by vmfactory: ${out.equal} equal, ${out.differ.length} differ, ${out.gaveUp} gave up after ${LIMIT_SECONDS} s, ${out.failed.length} failed`);
  return { mazes: mazes.length, equal: out.equal, differ: out.differ.length, gaveUp: out.gaveUp, failed: out.failed.length, differences: out.differ.slice(0, 5) };
}
