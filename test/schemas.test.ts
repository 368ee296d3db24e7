import { Ajv2020 } from 'ajv/dist/2020.js';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerPuzzle, readPuzzle } from '../src/api/index.js';
import { FAMILIES } from '../src/encoders/registry.js';
import { puzzleSchema, schemaOf } from '../src/schemas.js';
import { FAMILIES_UNDER_TEST, samplesOf } from './helpers/samples.js';

const schema = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '..', 'schemas', file), 'utf8')) as object;

describe('JSON schemas', () => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  for (const family of FAMILIES) ajv.addSchema(schemaOf(family));
  const puzzle = ajv.compile(schema('puzzle.schema.json'));
  const result = ajv.compile(schema('result.schema.json'));

  it('the puzzle union is the one the registry builds: run `npm run schemas` when this fails', () => {
    const union = schema('puzzle.schema.json') as { properties: { type: { enum: string[] } } };
    expect(union.properties.type.enum).toEqual(FAMILIES.map((f) => f.type));
    expect(union).toEqual(puzzleSchema(FAMILIES.map((f) => f.type)));
  });

  it('a family\'s schema is found by its type, and every schema file belongs to a family', () => {
    for (const family of FAMILIES_UNDER_TEST) {
      const own = schemaOf(family) as { $id: string; properties: { type: { const: string } } };
      expect(own.$id, family.type).toBe(`https://cookcheck.dev/schemas/${family.type}.schema.json`);
      expect(own.properties.type.const, family.type).toBe(family.type);
    }
    const files = readdirSync(join(import.meta.dirname, '..', 'schemas')).sort();
    expect(files).toEqual([...FAMILIES_UNDER_TEST.map((f) => `${f.type}.schema.json`), 'puzzle.schema.json', 'result.schema.json'].sort());
  });

  it('every sample passes the union schema; a wrong type does not', () => {
    for (const family of FAMILIES) {
      for (const sample of samplesOf(family.type)) expect(puzzle(sample.puzzle), sample.file).toBe(true);
    }
    expect(puzzle({ type: 'numberlink', grid: 'nope' })).toBe(false);
    expect(puzzle({ type: 'chess' })).toBe(false);
  });

  it('answers conform to the result schema', async () => {
    for (const family of FAMILIES) {
      for (const sample of samplesOf(family.type).slice(0, 3)) {
        const answer = await answerPuzzle(family, sample.puzzle, { limit: 2, engine: {}, remarks: true });
        expect(result(JSON.parse(JSON.stringify(answer))), JSON.stringify(result.errors)).toBe(true);
      }
    }
  });
});

describe('numberlink validation', () => {
  const issues = (value: unknown) => {
    const read = readPuzzle(JSON.stringify(value));
    return read.ok ? [] : read.issues;
  };

  it('names the place of every problem with a JSON pointer', () => {
    expect(issues({ type: 'numberlink', grid: ['1.1', '..'] })).toEqual([
      expect.objectContaining({ code: 'grid.ragged', path: '/grid/1' }),
    ]);
    expect(issues({ type: 'numberlink', grid: [['12', '', '12'], ['7', '', '']] })).toEqual([
      expect.objectContaining({ code: 'label.count', path: '/grid/1/0', message: expect.stringContaining('label 7 appears 1 time: (1,0)') }),
    ]);
    expect(issues({ type: 'numberlink', grid: ['1.1'], fillAll: 'yes' })).toEqual([
      expect.objectContaining({ code: 'schema.type', path: '/fillAll' }),
    ]);
    expect(issues({ type: 'numberlink', grid: ['...'] }).map((i) => i.code)).toEqual(['label.none']);
  });

  it('accepts multi-character labels in array rows', () => {
    expect(issues({ type: 'numberlink', grid: [['12', '', '12'], ['', '', '']] })).toEqual([]);
  });
});
