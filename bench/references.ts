import { benchClingo } from './numberlink-clingo.js';
import { benchStartup } from './startup.js';
import { benchTracksVsTatham } from './tracks-vs-tatham.js';

/**
 * `npm run bench -- references`: cookcheck side by side with Node's own start-up, with
 * clingo on Numberlink and with Tatham's Tracks solver, each as a process a user runs,
 * in turn within one run (a reference missing from the machine is named, and skipped).
 * `summary` is the side-by-side table.
 */
export async function benchReferences(log: (line: string) => void): Promise<object> {
  const startup = benchStartup(log) as { nodeMs: number; nodeCpuMs: number | null; loadAverage: object; commands: { command: string; medianMs: number; overNodeMs: number; ratioToNode: number; medianCpuMs: number | null; overNodeCpuMs: number | null; withinNodePlus50: boolean | null }[] };
  const tracks = (await benchTracksVsTatham(log)) as { loadAverage: object; sets: { set: string; inProcessMs: number | null; processMs: number | null; nodeMs: number | null; tathamSolverProcessMs: number | null; sgtTracksPrintSolvedMs: number | null }[] };
  const numberlink = benchClingo(log) as { loadAverage: object; puzzles: { puzzle: string; rule: string; oursMs: number; clingoMs: number | null; ratio: number | null; oursVerdict: string; clingoVerdict: string }[] };
  const summary = [
    ...startup.commands.map((c) => ({ what: c.command, oursMs: c.medianMs, referenceMs: startup.nodeMs, reference: 'node -e 0', ratio: c.ratioToNode, overReferenceMs: c.overNodeMs, oursCpuMs: c.medianCpuMs, overReferenceCpuMs: c.overNodeCpuMs })),
    ...tracks.sets.map((s) => ({
      what: `tracks tatham ${s.set}: check process (in process ${s.inProcessMs} ms)`,
      oursMs: s.processMs,
      referenceMs: s.tathamSolverProcessMs ?? s.sgtTracksPrintSolvedMs,
      reference: s.tathamSolverProcessMs !== null ? 'tatham solver process' : 'sgt-tracks --print --with-solutions',
      ratio: s.processMs !== null && (s.tathamSolverProcessMs ?? s.sgtTracksPrintSolvedMs) ? Math.round((s.processMs / (s.tathamSolverProcessMs ?? s.sgtTracksPrintSolvedMs)!) * 10) / 10 : null,
      overReferenceMs: s.processMs !== null && s.nodeMs !== null ? `node + ${Math.round(s.processMs - s.nodeMs)}` : null,
    })),
    ...numberlink.puzzles.map((p) => ({ what: `numberlink ${p.puzzle} ${p.rule} (${p.oursVerdict} / ${p.clingoVerdict})`, oursMs: p.oursMs, referenceMs: p.clingoMs, reference: 'clingo', ratio: p.ratio, overReferenceMs: null })),
  ];
  return { summary, startup, tracks, numberlink };
}
