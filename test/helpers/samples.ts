import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyFamily } from '../../src/encoders/family.js';
import { FAMILIES } from '../../src/encoders/registry.js';
import { template } from '../../src/encoders/template/index.js';

type Verdict = 'unique' | 'multiple' | 'none' | 'unknown';

export interface Sample {
  file: string;
  source: string;
  expected: {
    verdict: Verdict;
    count?: number;
    solution?: unknown;
    note?: string;
    /**
     * For a sample without solution: the rule that causes it, as the encoding names it
     * (`Model.rule`), or rules that fail together; left out, the puzzle has a solution.
     */
    cause?: string | string[];
    /** The optimum (`--best`), whether it is reached once, and by which solution. */
    best?: { value: number; verdict: Verdict; solution?: unknown };
  };
  puzzle: { type: string } & Record<string, unknown>;
}

/** A failing solution kept beside a family, one per verifier code. */
export interface VerifierFixture {
  file: string;
  code: string;
  note: string;
  puzzle: unknown;
  solution: unknown;
}

/** The registered families and the template family, which a newcomer copies and so is kept under test. */
export const FAMILIES_UNDER_TEST: readonly AnyFamily[] = [...FAMILIES, template];

const samplesDir = (type: string, ...sub: string[]) => join(import.meta.dirname, '..', '..', 'src', 'encoders', type, 'samples', ...sub);

function jsonFiles<T>(dir: string): (T & { file: string })[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as T) }));
}

/** The samples kept beside a family: src/encoders/<type>/samples/*.json. */
export function samplesOf(type: string): Sample[] {
  return jsonFiles<Omit<Sample, 'file'>>(samplesDir(type));
}

/** The verifier fixtures: src/encoders/<type>/samples/verifier/<code>.json. */
export function verifierFixturesOf(type: string): VerifierFixture[] {
  return jsonFiles<Omit<VerifierFixture, 'file'>>(samplesDir(type, 'verifier'));
}
