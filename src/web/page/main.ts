import type { PageBackend, Question, Settings, Source, Stage } from '../worker/protocol.js';
import { readAddress, writeAddress, type Puzzle } from './address.js';
import { byId } from './dom.js';
import { isHeic, isPictureBytes, PicturePanel, pictureOnlyTheCommandLineReads } from './picture.js';
import { HEIC_HINT } from '../../image/heic.js';
import { fillPicker, loadSample } from './samples.js';
import { hideAnswer, showAnswer } from './show-answer.js';
import { Solver, type Outcome } from './solver.js';

/*
 * The page: input (text, a picture, a sample), the question buttons, the answer. <body>
 * carries `data-state` (idle, working, answer, error, stopped), `data-question` (how many
 * questions it has asked) and, while an answer is shown, `data-verdict` and `data-family`:
 * what tests and scripts wait on.
 */

const body = document.body;
const input = byId('input', HTMLTextAreaElement);
const status = byId('status', HTMLElement);
const progress = byId('progress', HTMLProgressElement);
const errorBox = byId('error', HTMLElement);
const stopButton = byId('stop', HTMLButtonElement);
const panel = new PicturePanel(() => void ask('check'));
const solver = new Solver('worker.js', (specs) => panel.setSpecs(specs));
const QUESTIONS: readonly Question[] = ['check', 'best', 'count', 'all'];
const STAGES: Readonly<Record<Stage, string>> = { reading: 'Reading the puzzle', tracing: 'Tracing the picture', solving: 'Solving' };
/** Text files larger than this are refused, as the command line refuses them. */
const MAX_TEXT_BYTES = 32 * 1024 * 1024;

/** Which question the page waits for: the answer to an earlier one, stopped by a new one, is not shown. */
let generation = 0;

/** The address last shown or followed: Back and links that change it are followed, the page's own writes are not. */
let followed = location.hash;

function setState(state: 'idle' | 'working' | 'answer' | 'error' | 'stopped'): void {
  body.dataset['state'] = state;
  if (state !== 'answer') {
    delete body.dataset['verdict'];
    delete body.dataset['family'];
  }
  stopButton.disabled = state !== 'working';
  progress.hidden = state !== 'working';
}

function showError(message: string, codes: readonly string[] = []): void {
  hideAnswer();
  byId('error-text', HTMLElement).textContent = message;
  errorBox.dataset['codes'] = codes.join(' ');
  errorBox.hidden = false;
  status.textContent = '';
  setState('error');
}

function settings(question: Question): Settings {
  const timeout = Number(byId('timeout', HTMLInputElement).value);
  const backend = byId('backend', HTMLSelectElement).value as PageBackend;
  return { question, backend, ...(timeout > 0 ? { timeoutSeconds: timeout } : {}) };
}

/** Asks the worker, keeping the status line current (time, solutions found) while it works. */
async function solve(source: Source, question: Question): Promise<void> {
  const mine = ++generation;
  body.dataset['question'] = String(mine);
  errorBox.hidden = true;
  hideAnswer();
  setState('working');
  const started = performance.now();
  let stage: Stage = source.kind === 'picture' ? 'tracing' : 'reading';
  let found: number | undefined;
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  const tick = () => {
    status.textContent = `${STAGES[stage]}… ${seconds()} s${found ? `, ${found} solution${found === 1 ? '' : 's'} found` : ''}`;
  };
  tick();
  const ticker = setInterval(tick, 100);
  const outcome: Outcome = await solver.ask(source, settings(question), {
    progress: (s, f) => {
      stage = s;
      found = f ?? found;
    },
    traced: (drawing) => panel.traced(drawing),
  });
  clearInterval(ticker);
  if (mine !== generation) return;
  if (outcome.kind === 'stopped') {
    status.textContent = `Stopped after ${seconds()} s${found ? ` (${found} solution${found === 1 ? '' : 's'} found by then)` : ''}: no answer.`;
    setState('stopped');
  } else if (outcome.kind === 'error') {
    showError(outcome.message, outcome.codes);
  } else {
    showAnswer(outcome.view);
    // What the bench times (bench/web.ts): from the page's load to here.
    performance.mark('cookcheck:answer');
    const { count } = outcome.view;
    // A search that ended by itself as Stop was pressed answers in full
    status.textContent = outcome.stopped && !outcome.view.complete ? `Stopped after ${seconds()} s: the ${count} solution${count === 1 ? '' : 's'} found by then.` : `Answered in ${seconds()} s.`;
    setState('answer');
    body.dataset['family'] = outcome.view.type;
    body.dataset['verdict'] = outcome.view.verdict;
    byId('best', HTMLButtonElement).title = outcome.view.best ? `${outcome.view.best.direction === 'min' ? 'fewest' : 'most'} ${outcome.view.best.name}` : `${outcome.view.title} has no best solution`;
  }
}

/** A puzzle given on the page (a sample loaded is one). */
type Given = Exclude<Puzzle, { kind: 'sample' }>;

/** What is on the page now, as an address carries it. */
function currentPuzzle(): Given {
  if (panel.open) return { kind: 'picture', bytes: panel.bytes, name: panel.name, options: panel.options };
  return { kind: 'text', text: input.value };
}

function sourceOf(puzzle: Given, origin = 'input'): Source {
  if (puzzle.kind === 'text') return { kind: 'text', text: puzzle.text, origin };
  return { kind: 'picture', bytes: puzzle.bytes, origin: puzzle.name, href: panel.href, options: puzzle.options };
}

/** A question about what is on the page: the address then carries it (a new entry, so Back returns). */
async function ask(question: Question): Promise<void> {
  const puzzle = currentPuzzle();
  const address = await writeAddress({ puzzle, question });
  if (address !== undefined && address !== location.hash) {
    history.pushState(null, '', address);
    followed = address;
  }
  await solve(sourceOf(puzzle), question);
}

/** Follows the address: fills the input from it and answers. */
async function follow(): Promise<void> {
  followed = location.hash;
  // What was shown answered another address: it goes at once, before the new one is read.
  hideAnswer();
  setState('working');
  let address;
  try {
    address = await readAddress(location.hash);
  } catch (error) {
    return showError(`the address does not carry a readable puzzle: ${error instanceof Error ? error.message : String(error)}`, ['address']);
  }
  if (!address) {
    setState('idle');
    return;
  }
  let puzzle: Given;
  let origin = 'input';
  if (address.puzzle.kind === 'sample') {
    try {
      const content = await loadSample(address.puzzle.sample);
      byId('sample', HTMLSelectElement).value = address.puzzle.sample;
      puzzle = content;
      if (content.kind === 'text') origin = content.origin;
    } catch (error) {
      return showError(error instanceof Error ? error.message : String(error), ['sample']);
    }
  } else {
    puzzle = address.puzzle;
  }
  if (puzzle.kind === 'picture') {
    await panel.show(puzzle.bytes, puzzle.name, puzzle.options);
    if (!puzzle.options['start'] || !puzzle.options['finish']) {
      setState('idle');
      return;
    }
  } else {
    panel.close();
    input.value = puzzle.text;
  }
  await solve(sourceOf(puzzle, origin), address.question);
}

/** A file dropped or chosen: a picture to click on, or text to read. */
async function openFile(file: File): Promise<void> {
  if (file.size > MAX_TEXT_BYTES) return showError(`${file.name}: larger than 32 MiB, the most cookcheck reads; is it a puzzle?`, ['input.size']);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const unread = pictureOnlyTheCommandLineReads(bytes);
  if (unread) return showError(`${file.name} is a ${unread} picture, which a browser does not decode: convert it to PNG or JPEG (the command line reads it as it is)`, ['picture.format']);
  if (isHeic(bytes)) return showError(`${file.name} is a HEIC/HEIF picture (as iPhones save photos), which a browser does not decode: convert it to JPEG or PNG. ${HEIC_HINT}`, ['picture.format']);
  if (isPictureBytes(bytes)) {
    generation++;
    if (solver.busy) solver.stop();
    hideAnswer();
    errorBox.hidden = true;
    setState('idle');
    await panel.show(bytes, file.name, {});
    return;
  }
  panel.close();
  input.value = new TextDecoder().decode(bytes);
  await ask('check');
}

for (const question of QUESTIONS) byId(question, HTMLButtonElement).addEventListener('click', () => void ask(question));
stopButton.addEventListener('click', () => solver.stop());
byId('remove-picture', HTMLButtonElement).addEventListener('click', () => panel.close());
input.addEventListener('input', () => panel.open && panel.close());
input.addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void ask('check');
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && solver.busy) solver.stop();
});
byId('sample', HTMLSelectElement).addEventListener('change', (event) => {
  const id = (event.target as HTMLSelectElement).value;
  if (!id) return;
  history.pushState(null, '', `#sample=${encodeURIComponent(id)}`);
  void follow();
});
byId('picture', HTMLInputElement).addEventListener('change', (event) => {
  const file = (event.target as HTMLInputElement).files?.[0];
  if (file) void openFile(file);
});
document.addEventListener('dragover', (event) => {
  event.preventDefault();
  body.classList.add('dragging');
});
document.addEventListener('dragleave', () => body.classList.remove('dragging'));
document.addEventListener('drop', (event) => {
  event.preventDefault();
  body.classList.remove('dragging');
  const file = event.dataTransfer?.files[0];
  if (file) void openFile(file);
  else if (event.dataTransfer?.getData('text/plain')) {
    panel.close();
    input.value = event.dataTransfer.getData('text/plain');
    void ask('check');
  }
});
// A picture or a puzzle file pasted (a screenshot copied, say) is read as one dropped.
document.addEventListener('paste', (event) => {
  const file = event.clipboardData?.files[0];
  if (!file) return;
  event.preventDefault();
  void openFile(file);
});
// Back, Forward and a link followed within the page: answer what the address carries.
const onAddress = () => {
  if (location.hash !== followed) void follow();
};
window.addEventListener('popstate', onAddress);
window.addEventListener('hashchange', onAddress);
// Nothing the page does fails silently: an error of its own is shown as one.
window.addEventListener('error', (event) => showError(`internal error (please report): ${event.message}`, ['page']));
window.addEventListener('unhandledrejection', (event) => showError(`internal error (please report): ${String(event.reason)}`, ['page']));

setState('idle');
void fillPicker().catch((error: unknown) => showError(String(error), ['samples']));
void follow();
