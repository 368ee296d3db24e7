/*
 * A model of decorations: boosted decision trees over a segment's features
 * (decoration-features.ts), learned from the drawn-maze corpus by
 * `npm run train:railway` (bench/decoration-training/), which writes the weights to
 * decoration-weights.ts. Its score is the log-odds that a segment is no track.
 */

/** A tree: a leaf's value, or a split on a feature (values at or below the threshold go left). */
export type Tree = number | { readonly feature: number; readonly threshold: number; readonly left: Tree; readonly right: Tree };

export interface TreeModel {
  /** The feature names the trees were learned on, in order (a check that they still match). */
  readonly features: readonly string[];
  readonly bias: number;
  readonly trees: readonly Tree[];
}

/** Log-odds that the segment with these features is a decoration. */
export function score(model: TreeModel, features: readonly number[]): number {
  let total = model.bias;
  for (const tree of model.trees) total += leafOf(tree, features);
  return total;
}

export const probability = (logOdds: number) => 1 / (1 + Math.exp(-logOdds));

function leafOf(tree: Tree, features: readonly number[]): number {
  let node = tree;
  while (typeof node !== 'number') node = features[node.feature]! <= node.threshold ? node.left : node.right;
  return node;
}
