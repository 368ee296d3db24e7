import { describe, expect, it } from 'vitest';
import { answerPuzzle } from '../../src/api/index.js';
import type { DoubtReport } from '../../src/encoders/railway/doubt.js';
import { railway } from '../../src/encoders/railway/index.js';
import type { RailwayPuzzle, RailwaySolution } from '../../src/encoders/railway/model.js';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { leftOutRings } from '../../src/encoders/railway/render-doubt.js';
import { stroke, svgPicture } from './draw.js';

// A line drawn on past both ends of the route, and an F whose stem stands on it between them.
const LINE = stroke('M20,200 L380,200');
const LETTER_F = stroke('M200,196 L200,150 L232,150') + stroke('M200,172 L224,172');
const ENDS = { start: [60, 200], finish: [340, 200] };

async function answerFor(body: string) {
  const read = await railwayPicture.parse(await svgPicture(400, 260, body), ENDS as never, 'line.png');
  if (!read.ok) throw new Error(read.issues.map((i) => i.message).join('; '));
  const answer = await answerPuzzle<RailwayPuzzle, RailwaySolution>(railway, read.value, { limit: 2, engine: {}, remarks: true });
  const doubt = answer.notes.find((n) => n.key === 'doubt')!;
  return { answer, doubt, report: doubt.data as DoubtReport };
}

describe('a route beside ink left out of the track is unsure (issue 34: doubt is part of the answer)', () => {
  it('a plain line drawn on past the start and finish is sure: the line cut off there is track, not lettering', async () => {
    const { answer, report } = await answerFor(LINE);
    expect(answer.verdict).toBe('unique');
    expect(report.leftOutBeside).toEqual([]);
    expect(answer.confidence).toBe('sure');
  });

  it('a letter standing on the line beside the route makes the answer unsure and names where it was left out', async () => {
    const { answer, doubt, report } = await answerFor(LINE + LETTER_F);
    expect(answer.verdict).toBe('unique');
    expect(answer.confidence).toBe('unsure');
    expect(doubt.lead).toBe(true);
    expect(doubt.text).toMatch(/^Unsure: the route runs beside ink left out of the track in 1 place/);
    const [place] = report.leftOutBeside;
    // On the F's stem, within reach of the line.
    expect(Math.abs(place!.at[0] - 200)).toBeLessThanOrEqual(4);
    expect(place!.at[1]).toBeGreaterThan(180);
    expect(place!.at[1]).toBeLessThan(200);
    // --out rings each place and says so in its legend.
    const { rings, legend } = leftOutRings(report, (k) => k);
    expect(rings).toHaveLength(1);
    expect(rings[0]).toContain(`cx="${place!.at[0]}" cy="${place!.at[1]}"`);
    expect(legend[0]![0]).toMatch(/ink left out beside the route/);
  });

  it("a word's letters standing on the line near each other are one place, a letter apart from them another", async () => {
    const word = stroke('M188,196 L188,150') + LETTER_F;
    const apart = stroke('M110,196 L110,150');
    const { doubt, report } = await answerFor(LINE + word + apart);
    expect(doubt.text).toMatch(/in 2 places/);
    const [first, second] = report.leftOutBeside;
    expect(first!.pieces).toBe(2);
    expect(Math.abs(first!.at[0] - 194)).toBeLessThanOrEqual(8);
    expect(first!.radius).toBeGreaterThanOrEqual(4);
    expect(doubt.text).toMatch(/2 pieces, the longest/);
    expect(second!.pieces).toBe(1);
    expect(Math.abs(second!.at[0] - 110)).toBeLessThanOrEqual(4);
  });
});
