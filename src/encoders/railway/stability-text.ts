import type { Remark } from '../family.js';
import { counted } from '../lib/text.js';
import { ANGLE_STEP, sameAnswer, sameSetting, type SettingOutcome, SIGMA_STEP, type StabilityReport, type SweepSetting, THRESHOLD_STEP } from './stability.js';

/** Flips listed per answer, at most. */
const MAX_FLIPS = 6;

const settingText = (s: SweepSetting, withSigma: boolean) => `${withSigma ? `σ ${s.sigma}, ` : ''}threshold ${s.threshold}, angle ${s.angle}°`;

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
  return `${described.length === 1 ? `shortest route ${described[0]}` : `shortest routes tied: ${described.join(', ')}`}${other}`;
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

/**
 * The remark on how sure the answer is, from the settings next to the defaults: stable, or
 * which neighbour changes the answer and the junctions whose verdict flips there.
 */
export function neighboursRemark(report: StabilityReport): Remark {
  const [base, ...others] = report.outcomes;
  const changed = others.filter((o) => !sameAnswer(o, base!));
  // σ is left out where it was not varied (a picture traced enlarged is not blurred).
  const withSigma = report.grid.sigma.length > 1;
  const around = `${withSigma ? `σ ±${SIGMA_STEP}, ` : ''}threshold ±${THRESHOLD_STEP}, angle ±${ANGLE_STEP}° around ${settingText(report.defaults, withSigma)}`;
  const planned = report.planned - 1;
  const stopped = others.length < planned;
  if (changed.length === 0) {
    const text = stopped
      ? `No change at the ${others.length} of ${planned} neighbouring settings checked before the time ran out (${around}): ${answerText(report, base!)}.`
      : `Stable: the same answer, ${answerText(report, base!)}, at all ${others.length} neighbouring settings (${around}).`;
    return { key: 'stability', text, data: report };
  }
  const checked = stopped ? ` (${others.length} of ${planned} checked before the time ran out)` : '';
  const lines = [`Unsure: the answer changes next to the default settings (${around})${checked}; here ${answerText(report, base!)}:`];
  for (const o of changed) {
    lines.push(`  at ${changeText(o.setting, report.defaults)}: ${answerText(report, o)}`);
    lines.push(...flipLines(o, '    '));
  }
  return { key: 'stability', text: lines.join('\n'), data: report };
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
    `Sweep over ${report.planned} settings (σ ${range(grid.sigma)}, threshold ${range(grid.threshold)}, angle ${range(grid.angle)}°)${checkedNote(report)}: ${counted(answers.length, 'answer')}.`,
  ];
  for (const a of answers) lines.push(`  ${cellOf(a).padEnd(3)} ${answerText(report, a)}: ${counted(count(a), 'setting')}${a === base ? ' (the defaults)' : ''}`);
  const width = Math.max(5, ...grid.threshold.map((t) => String(t).length + 2));
  const sigmaWidth = Math.max(...grid.sigma.map((s) => `σ ${s}`.length));
  for (const angle of grid.angle) {
    lines.push(`angle ${angle}°`.padEnd(sigmaWidth + 2) + ' threshold ' + grid.threshold.map((t) => String(t).padStart(width)).join(''));
    for (const sigma of grid.sigma) {
      const cells = grid.threshold.map((threshold) => {
        const setting = { sigma, threshold, angle };
        const cell = cellOf(report.outcomes.find((o) => sameSetting(o.setting, setting)));
        return (sameSetting(setting, defaults) ? `[${cell}]` : cell).padStart(width);
      });
      lines.push(`  ${`σ ${sigma}`.padEnd(sigmaWidth)}${' '.repeat(11)}${cells.join('')}`);
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
