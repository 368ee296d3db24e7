/** The npm package `hershey` (2.1.7): Hershey's Roman Simplex as strokes, y upward, centred on x = 0. */
declare module 'hershey' {
  export function stringToPaths(text: string): {
    readonly bounds: { readonly minX: number; readonly maxX: number; readonly minY: number; readonly maxY: number };
    readonly paths: readonly (readonly [number, number])[][];
  };
}
