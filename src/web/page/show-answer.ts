import type { AnswerView } from '../worker/protocol.js';
import { byId, element, showSvg } from './dom.js';

/** The answer's parts of the page. */
const parts = () => ({
  section: byId('answer', HTMLElement),
  heading: byId('answer-heading', HTMLElement),
  verdict: byId('verdict', HTMLElement),
  best: byId('best-text', HTMLElement),
  drawing: byId('drawing', HTMLElement),
  caption: byId('drawing-caption', HTMLElement),
  differences: byId('differences', HTMLElement),
  solutions: byId('solutions', HTMLElement),
  remarks: byId('remarks', HTMLElement),
  assessments: byId('assessments', HTMLElement),
  stats: byId('stats', HTMLElement),
  json: byId('download-json', HTMLAnchorElement),
  svg: byId('download-svg', HTMLAnchorElement),
});

let links: string[] = [];

/** A file to download, made from text; the previous answer's are released. */
function download(anchor: HTMLAnchorElement, text: string, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  links.push(url);
  anchor.href = url;
  anchor.download = name;
}

export function hideAnswer(): void {
  parts().section.hidden = true;
  for (const url of links) URL.revokeObjectURL(url);
  links = [];
}

/** Shows an answer: heading, verdict, the drawing with a cook beside it, where they differ, remarks, figures. */
export function showAnswer(view: AnswerView): void {
  hideAnswer();
  const p = parts();
  p.heading.textContent = `${view.title} · rule: ${view.rule}${view.format === 'json' ? '' : ` · read as ${view.format}`}`;
  p.verdict.textContent = view.verdictText;
  p.verdict.dataset['verdict'] = view.verdict;
  p.best.textContent = view.bestText ?? '';
  p.best.hidden = view.bestText === undefined;
  const cook = view.differences !== undefined;
  showSvg(p.drawing, view.drawing, cook ? 'the first solution and a second one (a cook), where they differ marked' : view.count > 0 && view.question !== 'count' ? 'the solution' : 'the puzzle');
  p.caption.textContent = cook ? 'The solution and a cook: the parts where they differ are marked.' : '';
  p.differences.replaceChildren();
  if (view.differences) {
    p.differences.append(element('p', view.differences.text));
    // The sentence names the first twelve parts, as the command line does; the others are a click away.
    const { parts } = view.differences;
    if (parts.length > 12) {
      const all = element('details');
      const list = element('ul', '', { class: 'parts', 'aria-label': 'where the two solutions differ' });
      list.append(...parts.map((part) => element('li', part.name, { 'data-key': part.key, 'data-kind': part.kind })));
      all.append(element('summary', `All ${parts.length} parts`), list);
      p.differences.append(all);
    }
  }
  p.solutions.replaceChildren();
  view.solutions?.forEach((svg, i) => {
    const figure = element('figure');
    showSvg(figure, svg, `solution ${i + 1}`);
    figure.append(element('figcaption', `Solution ${i + 1}`));
    p.solutions.append(figure);
  });
  if (view.solutions && view.count > view.solutions.length) p.solutions.append(element('p', `The first ${view.solutions.length} of ${view.count} are drawn; the JSON has them all.`));
  // A remark of several lines is a table (a sweep's), set in a fixed-width font
  p.remarks.replaceChildren(...view.remarks.map((text) => element('li', text, text.includes('\n') ? { class: 'table' } : {})));
  p.assessments.replaceChildren(...view.assessments.flatMap(({ command, text }) => [element('h3', command), element('pre', text)]));
  p.stats.textContent = view.statsText;
  download(p.json, view.json + '\n', 'application/json', `${view.type}-answer.json`);
  download(p.svg, view.drawing, 'image/svg+xml', `${view.type}.svg`);
  p.section.hidden = false;
}
