import type { OptionSpec } from '../../encoders/options.js';
import type { PictureOptions } from './address.js';
import { byId, element, showSvg } from './dom.js';
import { settingField } from './setting-field.js';

type Point = readonly [number, number];

const SVG = 'http://www.w3.org/2000/svg';

/** The picture's MIME type by its first bytes, for those a browser shows (netpbm and TIFF it does not). */
function shownType(bytes: Uint8Array): string | undefined {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && text(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  if (text(0, 4) === 'GIF8') return 'image/gif';
  if (text(4, 8) === 'ftyp' && text(8, 11) === 'avi') return 'image/avif';
  return undefined;
}

/** A picture the command line reads and a browser does not decode (a scanner's TIFF), by its first bytes. */
export function pictureOnlyTheCommandLineReads(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 4));
  return head === 'II*\0' || head === 'MM\0*' ? 'TIFF' : undefined;
}

/** An iPhone's HEIC photo (an ISO media file that is no AVIF), which neither a browser nor the command line decodes. */
export function isHeic(bytes: Uint8Array): boolean {
  return String.fromCharCode(...bytes.subarray(4, 8)) === 'ftyp' && shownType(bytes) === undefined;
}

/** Whether the bytes are a picture the page reads (PNG, JPEG, WebP, GIF, AVIF, netpbm P1-P6). */
export function isPictureBytes(bytes: Uint8Array): boolean {
  return shownType(bytes) !== undefined || (bytes[0] === 0x50 && bytes[1]! >= 0x31 && bytes[1]! <= 0x36);
}

function dataUrl(bytes: Uint8Array, type: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the picture could not be read'));
    reader.readAsDataURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }));
  });
}

function naturalSize(href: string): Promise<Point> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
    image.onerror = () => reject(new Error('the browser cannot show this picture'));
    image.src = href;
  });
}

/** `x,y` pairs in an option's text (a repeatable one holds several, separated by `;`). */
const pointsIn = (text: string | boolean | undefined): Point[] =>
  typeof text !== 'string' ? [] : [...text.matchAll(/(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);

/** An option set by clicking on the picture: a pair of numbers (`--start x,y`, `--forbid x,y`). */
const isPoint = (spec: OptionSpec) => spec.kind === 'numbers' && spec.count === 2;

/**
 * A picture to trace: shown with its points marked. A click sets the point the radio
 * buttons choose (the start, then the finish; or a point another option takes, such as a
 * junction move to forbid), and every option has a field to type it in. Once traced, the
 * maze's graph is drawn over the picture and clicks still set points, in its pixels.
 */
export class PicturePanel {
  bytes: Uint8Array<ArrayBuffer> = new Uint8Array();
  name = '';
  href = '';
  private size: Point = [0, 0];
  /** The options as text, by name: the fields show them, clicks and typing change them. */
  private readonly values = new Map<string, string | boolean>();
  private specs: readonly OptionSpec[] = [];
  private readonly section = byId('picture-section', HTMLElement);
  private readonly view = byId('picture-view', HTMLElement);
  private readonly help = byId('picture-help', HTMLElement);

  constructor(private readonly onPoints: () => void) {
    this.view.addEventListener('click', (event) => this.click(event));
    for (const name of ['start', 'finish']) this.bind(byId(name, HTMLInputElement), name);
  }

  get open(): boolean {
    return !this.section.hidden;
  }

  /** The options given, as text. */
  get options(): PictureOptions {
    return Object.fromEntries([...this.values].filter(([, value]) => value !== '' && value !== false));
  }

  /** The options pictures take, from the worker: a field for each, and a choice for the clicks of each point. */
  setSpecs(specs: readonly OptionSpec[]): void {
    if (this.specs.length > 0) return;
    this.specs = specs;
    const choices = byId('point-choices', HTMLFieldSetElement);
    const fields = byId('picture-settings-fields', HTMLElement);
    for (const spec of specs) {
      if (spec.name === 'start' || spec.name === 'finish') continue;
      if (isPoint(spec)) {
        const radio = element('input', '', { type: 'radio', name: 'point', id: `set-${spec.name}`, value: spec.name });
        choices.append(radio, element('label', spec.name, { for: `set-${spec.name}`, title: spec.description }));
      }
      const { row, input } = settingField(spec);
      this.bind(input, spec.name);
      fields.append(row);
    }
  }

  /** Shows a picture, with the options an address or a sample gives. */
  async show(bytes: Uint8Array<ArrayBuffer>, name: string, options: PictureOptions): Promise<void> {
    this.bytes = bytes;
    this.name = name;
    this.values.clear();
    for (const [key, value] of Object.entries(options)) this.values.set(key, value);
    for (const input of this.section.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[data-option]')) this.fill(input);
    this.choose(options['start'] ? 'finish' : 'start');
    this.section.hidden = false;
    const type = shownType(bytes);
    this.href = type ? await dataUrl(bytes, type) : '';
    this.size = type ? await naturalSize(this.href).catch(() => [0, 0] as const) : [0, 0];
    if (this.size[0] === 0) {
      this.view.replaceChildren();
      this.help.textContent = `${name}: this browser cannot show the picture; give the start and the finish as x,y pixels below.`;
      return;
    }
    const [width, height] = this.size;
    this.draw(`<svg xmlns="${SVG}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><image href="${this.href}" width="${width}" height="${height}"/></svg>`);
    this.help.textContent = `${name}, ${width}×${height} pixels: click the start of the route on the picture, then the finish.`;
  }

  /** The traced maze drawn over the picture (in its pixels), the points marked on it. */
  traced(drawing: string): void {
    if (this.size[0] > 0) this.draw(drawing);
  }

  close(): void {
    this.section.hidden = true;
    this.view.replaceChildren();
    this.bytes = new Uint8Array();
    this.href = '';
  }

  /** A field shows its option's value and sets it. */
  private bind(input: HTMLInputElement | HTMLSelectElement, name: string): void {
    input.dataset['option'] = name;
    input.addEventListener('change', () => {
      this.values.set(name, input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : input.value.trim());
      this.mark();
    });
    this.fill(input);
  }

  private fill(input: HTMLInputElement | HTMLSelectElement): void {
    const value = this.values.get(input.dataset['option'] ?? '');
    if (input instanceof HTMLInputElement && input.type === 'checkbox') input.checked = value === true || value === 'true';
    else input.value = typeof value === 'string' ? value : '';
  }

  private draw(svg: string): void {
    showSvg(this.view, svg, `the picture ${this.name}: click to set the start and the finish`);
    this.mark();
  }

  private chosen(): string {
    return this.section.querySelector<HTMLInputElement>('input[name="point"]:checked')?.value ?? 'start';
  }

  private choose(name: string): void {
    const radio = document.getElementById(`set-${name}`);
    if (radio instanceof HTMLInputElement) radio.checked = true;
  }

  private click(event: MouseEvent): void {
    const svg = this.view.querySelector('svg');
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const name = this.chosen();
    const point = `${Math.round(at.x)},${Math.round(at.y)}`;
    const spec = this.specs.find((s) => s.name === name);
    const before = this.values.get(name);
    const adds = spec?.kind === 'numbers' && spec.repeatable && typeof before === 'string' && before !== '';
    this.values.set(name, adds ? `${before}; ${point}` : point);
    for (const input of this.section.querySelectorAll<HTMLInputElement>(`[data-option="${name}"]`)) this.fill(input);
    if (name === 'start') this.choose('finish');
    this.mark();
    if (this.values.get('start') && this.values.get('finish')) this.onPoints();
  }

  /** Draws every point as a labelled ring on the picture: S and F, the others by their option's name. */
  private mark(): void {
    const svg = this.view.querySelector('svg');
    if (!svg) return;
    svg.querySelector('.points')?.remove();
    const group = document.createElementNS(SVG, 'g');
    group.setAttribute('class', 'points');
    const radius = Math.max(6, Math.max(...this.size) / 60);
    const labels = new Map([['start', 'S'], ['finish', 'F']]);
    for (const [name, value] of this.values) {
      if (!labels.has(name) && !this.specs.some((spec) => spec.name === name && isPoint(spec))) continue;
      const colour = labels.has(name) ? '#d62728' : '#7b3294';
      for (const [x, y] of pointsIn(value)) {
        const ring = document.createElementNS(SVG, 'circle');
        Object.entries({ cx: x, cy: y, r: radius, fill: 'none', stroke: colour, 'stroke-width': radius / 3 }).forEach(([k, v]) => ring.setAttribute(k, String(v)));
        const text = document.createElementNS(SVG, 'text');
        Object.entries({ x: x + radius * 1.2, y: y - radius * 1.2, fill: colour, 'font-size': radius * 2, 'font-family': 'sans-serif', 'font-weight': 'bold' }).forEach(([k, v]) => text.setAttribute(k, String(v)));
        text.textContent = labels.get(name) ?? name;
        group.append(ring, text);
      }
    }
    svg.append(group);
  }
}
