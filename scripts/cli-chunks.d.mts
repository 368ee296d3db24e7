import type { BuildOptions } from 'esbuild';

/** scripts/cli-chunks.mjs: the command line bundled as a core at `outfile` and one bundle per family of `registry` beside it; the files written. */
export function bundleCommandLine(options: { entry: string; registry: string; outfile: string; options: BuildOptions }): Promise<string[]>;
