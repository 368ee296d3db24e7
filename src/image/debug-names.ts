/** The pictures `writeDebugPictures` (debug.ts) writes, by name: the command line checks them before tracing. */
export const DEBUG_PICTURES = ['1-binary.png', '2-skeleton.png', '3-graph.png', '4-turns.png', '5-ignored.png'] as const;
