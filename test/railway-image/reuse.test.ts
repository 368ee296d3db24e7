import { describe, expect, it } from 'vitest';
import { decodePicture } from '../../src/image/decode.js';
import { setCount, setIndices } from '../../src/image/raster.js';
import { DEFAULT_SETTINGS, type TraceSettings } from '../../src/image/settings.js';
import { toRailway } from '../../src/encoders/railway/traced-puzzle.js';
import { sameStrokes, skeletonOf, strokesOf } from '../../src/image/strokes.js';
import { traceSkeletonOf } from '../../src/image/trace-picture.js';
import { stroke, svgPicture } from './draw.js';

// The hook of stability.test.ts: a branch whose turn (about 74°) is refused at 70° and allowed at 80°.
const HOOK = stroke('M20,200 L300,200 A70,70 0 0 0 300,60 L80,60') + stroke('M150,200 C165.5,142 220,60 180,60');
const ENDS = { start: [40, 200] as const, finish: [100, 60] as const };

async function hook() {
  const decoded = await decodePicture(await svgPicture(400, 260, HOOK));
  if (!decoded.ok) throw new Error(decoded.issues[0]!.message);
  return decoded.value;
}

const at = (settings: Partial<TraceSettings>): TraceSettings => ({ ...DEFAULT_SETTINGS, ...settings });

describe('set pixels, four at a time', () => {
  it('lists and counts the set pixels of any view, aligned or not, as a plain scan does', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let k = 0; k < 400; k++) {
      const length = Math.floor(random() * 40);
      const offset = k % 4;
      const data = new Uint8Array(length + 8).subarray(offset, offset + length);
      for (let i = 0; i < length; i++) data[i] = random() < 0.3 ? 1 : 0;
      const plain = [...data.keys()].filter((i) => data[i]);
      expect([...setIndices(data)]).toEqual(plain);
      expect(setCount(data)).toBe(plain.length);
    }
  });
});

describe('tracing again reuses what a setting leaves unchanged', () => {
  it('a blur too small to move an edge gives the same strokes; another threshold does not', async () => {
    const image = await hook();
    const strokes = (settings: Partial<TraceSettings>) => {
      const result = strokesOf(image, at({ threshold: 128, ...settings }));
      if (!result.ok) throw new Error(result.issues[0]!.message);
      return result.value;
    };
    expect(sameStrokes(strokes({ sigma: 0 }), strokes({ sigma: 0.1 }))).toBe(true);
    expect(sameStrokes(strokes({ sigma: 0 }), strokes({ sigma: 2 }))).toBe(false);
    expect(sameStrokes(strokes({ sigma: 1 }), strokes({ sigma: 1, threshold: 250 }))).toBe(false);
  });

  it('another angle limit traced from a skeleton already traced gives what tracing from scratch gives', async () => {
    const image = await hook();
    const pixels = skeletonOf(image, DEFAULT_SETTINGS);
    if (!pixels.ok) throw new Error(pixels.issues[0]!.message);
    const json = (angleLimit: number, skeleton = pixels.value) => {
      const traced = traceSkeletonOf(skeleton, { ...ENDS, settings: at({ angleLimit }) });
      if (!traced.ok) throw new Error(traced.issues[0]!.message);
      return JSON.stringify(toRailway(traced.value, undefined, {}));
    };
    const refused = json(70);
    const allowed = json(80); // from the track the 70° tracing left, which its later stages must not have changed
    const fresh = skeletonOf(image, DEFAULT_SETTINGS);
    if (!fresh.ok) throw new Error(fresh.issues[0]!.message);
    expect(allowed).toBe(json(80, fresh.value));
    expect(refused).toBe(json(70, fresh.value));
    expect(allowed).not.toBe(refused); // the branch's turn is allowed only at 80°
  });

  it('each tracing edits its own copy of the shared track: no node, segment or pixel list in common', async () => {
    const pixels = skeletonOf(await hook(), DEFAULT_SETTINGS);
    if (!pixels.ok) throw new Error(pixels.issues[0]!.message);
    const trace = (angleLimit: number) => {
      const traced = traceSkeletonOf(pixels.value, { ...ENDS, settings: at({ angleLimit }) });
      if (!traced.ok) throw new Error(traced.issues[0]!.message);
      return traced.value;
    };
    const [a, b] = [trace(70), trace(70)];
    expect(a.graph.segments.size).toBe(b.graph.segments.size);
    for (const [id, segment] of a.graph.segments) {
      expect(b.graph.segments.get(id)).not.toBe(segment);
      expect(b.graph.segments.get(id)!.path).not.toBe(segment.path);
    }
    for (const [id, node] of a.graph.nodes) expect(b.graph.nodes.get(id)!.pixels).not.toBe(node.pixels);
    expect(b.stages.removed).not.toBe(a.stages.removed);
    expect(b.stages.removed).toEqual(a.stages.removed);
  });
});

