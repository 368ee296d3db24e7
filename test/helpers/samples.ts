import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Sample {
  file: string;
  source: string;
  expected: { verdict: 'unique' | 'multiple' | 'none' | 'unknown'; count?: number; solution?: unknown; note?: string };
  puzzle: { type: string } & Record<string, unknown>;
}

/** The samples kept beside a family: src/encoders/<type>/samples/*.json. */
export function samplesOf(type: string): Sample[] {
  const dir = join(import.meta.dirname, '..', '..', 'src', 'encoders', type, 'samples');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<Sample, 'file'>) }));
}
