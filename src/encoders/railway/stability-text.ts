import type { Remark } from '../family.js';
import { counted } from '../lib/text.js';
import { ANGLE_STEP, sameAnswer, sameSetting, type SettingOutcome, SIGMA_STEP, type StabilityReport, type SweepSetting, THRESHOLD_STEP } from './stability.js';

/** Flips listed per answer, at most. */
const MAX_FLIPS = 6;


/** The one setting of `s` that differs from the defaults, as `angle 80°`; all three when more differ. */
function changeText(s: SweepSetting, d: SweepSetting): string {
  const parts = [s.sigma !== d.sigma && `σ ${s.sigma}`, s.threshold !== d.threshold && `threshold ${s.threshold}`, s.angle !== d.angle && `angle ${s.angle}°`].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'the defaults';
}

function answerText(report: StabilityReport, o: SettingOutcome): string {
  if (o.refused !== undefined) return `the tracing refuses the picture (${o.refused})`;
  if (o.route === undefined) return 'no route';
  const described = o.route.split('=').map((id) => {
    const route = report.routes.find((r) => r.id === id)!;
    return `${route.id} (${counted(route.segments, 'segment')}, ${route.length} px)`;
  });
  const other = o.otherRoute ? "; the seed's cook check finds another route" : '';
  // The route shown first is the shortest, or on a lettered picture the most plausible (plausible.ts).
  const [one, tied] = report.first === 'plausible' ? ['route shown first', 'routes shown first, tied'] : ['shortest route', 'shortest routes tied'];
  return `${described.length === 1 ? `${one} ${described[0]}` : `${tied}: ${described.join(', ')}`}${other}`;
}

function flipLines(o: SettingOutcome, indent: string): string[] {
  if (o.flips.length === 0) return [];
  const shown = o.flips.slice(0, MAX_FLIPS).map((f) => `${indent}${f.text}`);
  if (o.flips.length > MAX_FLIPS) shown.push(`${indent}... and ${o.flips.length - MAX_FLIPS} more`);
  return shown;
}

function checkedNote(report: StabilityReport): string {
  const n = report.outcomes.length;
  return n < report.planned ? ` (the time limit stopped it after ${n} of ${report.planned} settings)` : '';
}

const cellOf = (o: SettingOutcome | undefined) => (o === undefined ? '?' : o.refused !== undefined ? '!' : (o.route ?? '-') + (o.otherRoute ? '+' : ''));

/** The `--sweep` remark: which answer appears at which setting (a table per angle), then the junctions behind each other answer. */
export function sweepRemark(report: StabilityReport): Remark {
  const { grid, defaults } = report;
  const base = report.outcomes[0]!;
  const answers: SettingOutcome[] = [];
  for (const o of report.outcomes) if (!answers.some((a) => sameAnswer(a, o))) answers.push(o);
  const count = (a: SettingOutcome) => report.outcomes.filter((o) => sameAnswer(o, a)).length;
  const lines = [
    `Sweep over ${report.planned} settings (${report.blurred ? `σ ${range(grid.sigma)}` : "no blur: cut at the ink's level"}, threshold ${range(grid.threshold)}, angle ${range(grid.angle)}°)${checkedNote(report)}: ${counted(answers.length, 'answer')}.`,
  ];
  for (const a of answers) lines.push(`  ${cellOf(a).padEnd(3)} ${answerText(report, a)}: ${counted(count(a), 'setting')}${a === base ? ' (the defaults)' : ''}`);
  const width = Math.max(5, ...grid.threshold.map((t) => String(t).length + 2));
  const sigmaLabel = (sigma: number) => (report.blurred ? `σ ${sigma}` : 'no blur');
  const sigmaWidth = Math.max(...grid.sigma.map((s) => sigmaLabel(s).length));
  for (const angle of grid.angle) {
    lines.push(`angle ${angle}°`.padEnd(sigmaWidth + 2) + ' threshold ' + grid.threshold.map((t) => String(t).padStart(width)).join(''));
    for (const sigma of grid.sigma) {
      const cells = grid.threshold.map((threshold) => {
        const setting = { sigma, threshold, angle };
        const cell = cellOf(report.outcomes.find((o) => sameSetting(o.setting, setting)));
        return (sameSetting(setting, defaults) ? `[${cell}]` : cell).padStart(width);
      });
      lines.push(`  ${sigmaLabel(sigma).padEnd(sigmaWidth)}${' '.repeat(11)}${cells.join('')}`);
    }
  }
  lines.push('  (- no route, + the seed\'s cook check finds another route, ! tracing refused, ? not run, [ ] the defaults)');
  for (const a of answers) {
    if (a === base) continue;
    const nearest = report.outcomes.filter((o) => sameAnswer(o, a)).sort((x, y) => distance(x.setting, defaults) - distance(y.setting, defaults))[0]!;
    lines.push(`${cellOf(a)} nearest the defaults at ${changeText(nearest.setting, defaults)}${nearest.flips.length > 0 ? '; junctions judged otherwise near the routes:' : ''}`);
    lines.push(...flipLines(nearest, '  '));
  }
  return { key: 'sweep', text: lines.join('\n'), data: report };
}

const range = (values: readonly number[]) => (values.length === 1 ? String(values[0]) : `${values[0]}–${values[values.length - 1]}`);

/** Grid steps between two settings. */
function distance(a: SweepSetting, b: SweepSetting): number {
  return Math.abs(a.sigma - b.sigma) / SIGMA_STEP + Math.abs(a.threshold - b.threshold) / THRESHOLD_STEP + Math.abs(a.angle - b.angle) / ANGLE_STEP;
}
