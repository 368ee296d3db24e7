import { describe, expect, it } from 'vitest';
import { railwayPicture } from '../../src/encoders/railway/picture.js';
import { compareWithTruth, sameReach } from '../../src/image/synthetic/compare.js';
import { SCENARIOS } from '../../src/image/synthetic/distortions.js';
import { reachableSegments, syntheticMaze } from '../../src/image/synthetic/maze.js';
import { routeSegments } from '../../src/image/synthetic/route.js';

/** Distortions on which the tracer gets every junction move right (bench: 100% there). */
const EXACT = ['clean', 'thin-lines', 'width-changes', 'noise', 'jpeg', 'rotation'];
/** Harder ones: the route-level check must hold, not every move (bench reports the rates). */
const REACHING = ['thick-lines', 'blur', 'lettering', 'scan-300px'];
const SEEDS = [11, 12, 13, 14, 15];

async function traced(name: string, seed: number, extra: Record<string, unknown> = {}) {
  const scenario = SCENARIOS.find((s) => s.name === name)!;
  const maze = await syntheticMaze(scenario.request(seed));
  const result = await railwayPicture.parse(new Uint8Array(maze.bytes), { start: [...maze.start], finish: [...maze.finish], ...extra } as never, `${name}-${seed}`);
  if (!result.ok) throw new Error(`${name} ${seed}: ${result.issues.map((i) => i.message).join('; ')}`);
  return { maze, puzzle: result.value };
}

describe('synthetic railway mazes: picture to graph against the true graph', () => {
  for (const name of EXACT) {
    it(`${name}: every junction and every junction move as drawn (${SEEDS.length} mazes)`, async () => {
      for (const seed of SEEDS) {
        const { maze, puzzle } = await traced(name, seed);
        const c = compareWithTruth(puzzle, maze.truth);
        expect({ seed, junctions: c.junctionsTraced, missing: c.missing, extra: c.extra, unassigned: c.unassigned }).toEqual({
          seed,
          junctions: maze.truth.junctions,
          missing: [],
          extra: [],
          unassigned: [],
        });
        expect(sameReach(puzzle, maze.truth, reachableSegments(maze.truth, maze.startSegment))).toBe(true);
        expect(routeSegments(puzzle)).toBeDefined();
      }
    });
  }

  for (const name of REACHING) {
    it(`${name}: a train reaches exactly the true track (3 mazes)`, async () => {
      for (const seed of SEEDS.slice(0, 3)) {
        const { maze, puzzle } = await traced(name, seed);
        expect({ seed, reach: sameReach(puzzle, maze.truth, reachableSegments(maze.truth, maze.startSegment)) }).toEqual({ seed, reach: true });
      }
    });
  }

  it('notices a wrong angle limit: 179° admits reversing moves, 10° refuses real ones', async () => {
    const loose = await traced('clean', 11, { angle: 179 });
    expect(compareWithTruth(loose.puzzle, loose.maze.truth).extra.length).toBeGreaterThan(0);
    const strict = await traced('clean', 11, { angle: 10 });
    const c = compareWithTruth(strict.puzzle, strict.maze.truth);
    expect(c.graphMatches).toBe(false);
  });

  it('records the file and the settings used in source', async () => {
    const { puzzle } = await traced('clean', 12, { sigma: 1.5, threshold: 100 });
    expect(puzzle.source).toMatchObject({ file: 'clean-12', format: 'png', settings: { sigma: 1.5, threshold: 100, thresholdBy: 'option', angleLimit: 70 } });
    expect(puzzle.start.node).toBe('S');
    expect(puzzle.nodes.some((n) => n.id === 'F')).toBe(true);
  });
});

describe('netpbm pictures trace like the PNG they were made from', () => {
  it('P5 (binary PGM) and P2 (ASCII PGM) give the same railway graph as the PNG', async () => {
    const { default: sharp } = await import('sharp');
    const scenario = SCENARIOS.find((s) => s.name === 'clean')!;
    const maze = await syntheticMaze(scenario.request(21));
    const { data, info } = await sharp(maze.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
    const grey = [...data].filter((_, i) => i % info.channels === 0);
    const header = `P5\n# synthetic maze\n${info.width} ${info.height}\n255\n`;
    const p5 = new Uint8Array([...new TextEncoder().encode(header), ...grey]);
    const p2 = new TextEncoder().encode(`P2\n${info.width} ${info.height}\n255\n${grey.join(' ')}\n`);
    const options = { start: [...maze.start], finish: [...maze.finish] };
    const results = await Promise.all([maze.bytes, p5, p2].map((bytes) => railwayPicture.parse(new Uint8Array(bytes), options, 'm')));
    const [png, fromP5, fromP2] = results.map((r) => (r.ok ? { ...r.value, source: undefined } : r.issues));
    expect(fromP5).toEqual(png);
    expect(fromP2).toEqual(png);
    expect(compareWithTruth(results[1]!.ok ? results[1]!.value : (undefined as never), maze.truth).graphMatches).toBe(true);
  });
});
