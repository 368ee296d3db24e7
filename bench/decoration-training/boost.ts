import type { Tree, TreeModel } from '../../src/image/decoration-model.js';

/*
 * Gradient-boosted decision trees on the logistic loss (Newton steps, features cut at
 * quantiles), small enough to write out: the model decoration-model.ts evaluates.
 */

export interface BoostSettings {
  readonly rounds: number;
  readonly depth: number;
  readonly learningRate: number;
  /** L2 penalty on a leaf's value. */
  readonly lambda: number;
  /** A leaf needs at least this much hessian (about p(1-p) summed over its rows). */
  readonly minHessian: number;
  /** Candidate cuts per feature. */
  readonly bins: number;
}

export const BOOST_DEFAULTS: BoostSettings = { rounds: 120, depth: 3, learningRate: 0.15, lambda: 1, minHessian: 2, bins: 32 };

/** `weights` (1 each when not given) say how much each row's error costs. */
export function boost(rows: readonly (readonly number[])[], labels: readonly number[], features: readonly string[], settings: BoostSettings = BOOST_DEFAULTS, weights?: readonly number[]): TreeModel {
  const n = rows.length;
  const d = features.length;
  const cuts = Array.from({ length: d }, (_, f) => quantileCuts(rows.map((r) => r[f]!), settings.bins));
  const binned = Array.from({ length: d }, (_, f) => Uint8Array.from(rows, (r) => binOf(cuts[f]!, r[f]!)));
  const positives = labels.reduce((t, y) => t + y, 0);
  const bias = Math.log((positives + 1) / (n - positives + 1));
  const margin = new Float64Array(n).fill(bias);
  const trees: Tree[] = [];
  const [g, h] = [new Float64Array(n), new Float64Array(n)];
  for (let round = 0; round < settings.rounds; round++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-margin[i]!));
      const weight = weights?.[i] ?? 1;
      g[i] = weight * (p - labels[i]!);
      h[i] = weight * Math.max(1e-6, p * (1 - p));
    }
    const all = Int32Array.from({ length: n }, (_, i) => i);
    const tree = grow(all, 0);
    trees.push(tree);
    for (let i = 0; i < n; i++) margin[i]! += leaf(tree, rows[i]!);
  }
  return { features, bias, trees };

  function grow(members: Int32Array, depth: number): Tree {
    let [G, H] = [0, 0];
    for (const i of members) (G += g[i]!), (H += h[i]!);
    const value = (-G / (H + settings.lambda)) * settings.learningRate;
    if (depth >= settings.depth || H < 2 * settings.minHessian) return value;
    const whole = (G * G) / (H + settings.lambda);
    let best = { gain: 1e-9, feature: -1, bin: -1 };
    for (let f = 0; f < d; f++) {
      const k = cuts[f]!.length + 1;
      const [sg, sh] = [new Float64Array(k), new Float64Array(k)];
      for (const i of members) {
        const b = binned[f]![i]!;
        sg[b]! += g[i]!;
        sh[b]! += h[i]!;
      }
      let [gl, hl] = [0, 0];
      for (let b = 0; b + 1 < k; b++) {
        gl += sg[b]!;
        hl += sh[b]!;
        const [gr, hr] = [G - gl, H - hl];
        if (hl < settings.minHessian || hr < settings.minHessian) continue;
        const gain = (gl * gl) / (hl + settings.lambda) + (gr * gr) / (hr + settings.lambda) - whole;
        if (gain > best.gain) best = { gain, feature: f, bin: b };
      }
    }
    if (best.feature < 0) return value;
    const column = binned[best.feature]!;
    const left = members.filter((i) => column[i]! <= best.bin);
    const right = members.filter((i) => column[i]! > best.bin);
    return { feature: best.feature, threshold: cuts[best.feature]![best.bin]!, left: grow(left, depth + 1), right: grow(right, depth + 1) };
  }
}

function leaf(tree: Tree, row: readonly number[]): number {
  let node = tree;
  while (typeof node !== 'number') node = row[node.feature]! <= node.threshold ? node.left : node.right;
  return node;
}

/** Up to `bins` distinct cut values at the feature's quantiles (a value at or below cut k falls in bin k). */
function quantileCuts(values: readonly number[], bins: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const cuts = new Set<number>();
  for (let k = 1; k < bins; k++) cuts.add(sorted[Math.floor((k * sorted.length) / bins)]!);
  return [...cuts].sort((a, b) => a - b).filter((c) => c < sorted[sorted.length - 1]!);
}

function binOf(cuts: readonly number[], value: number): number {
  let [lo, hi] = [0, cuts.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (value <= cuts[mid]!) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
