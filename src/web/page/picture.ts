import type { PictureOptions } from './address.js';
import { byId, showSvg } from './dom.js';

type Point = readonly [number, number];
type Which = 'start' | 'finish';

const SVG = 'http://www.w3.org/2000/svg';

/** The picture's MIME type by its first bytes, for those a browser shows (netpbm it does not). */
function shownType(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

/** Whether the bytes are a picture the page reads (PNG, JPEG, netpbm P1-P6). */
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

const parsePoint = (text: string): Point | undefined => {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*[, ]\s*(-?\d+(?:\.\d+)?)\s*$/.exec(text);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
};

/**
 * A picture to trace: shown with the start and finish marked; a click sets the point the
 * radio buttons choose (the start, then the finish), and the fields take them as `x,y` from
 * the keyboard. Once traced, the maze's graph is drawn over the picture and clicks still set
 * points, in the picture's pixels.
 */
export class PicturePanel {
  bytes: Uint8Array<ArrayBuffer> = new Uint8Array();
  name = '';
  href = '';
  private size: Point = [0, 0];
  private readonly section = byId('picture-section', HTMLElement);
  private readonly view = byId('picture-view', HTMLElement);
  private readonly startField = byId('start', HTMLInputElement);
  private readonly finishField = byId('finish', HTMLInputElement);
  private readonly help = byId('picture-help', HTMLElement);

  constructor(private readonly onPoints: () => void) {
    this.view.addEventListener('click', (event) => this.click(event));
    for (const field of [this.startField, this.finishField]) field.addEventListener('change', () => this.mark());
  }

  get open(): boolean {
    return !this.section.hidden;
  }

  get options(): PictureOptions {
    const start = parsePoint(this.startField.value);
    const finish = parsePoint(this.finishField.value);
    return { ...(start ? { start } : {}), ...(finish ? { finish } : {}) };
  }

  /** Shows a picture, with the points an address or a sample gives. */
  async show(bytes: Uint8Array<ArrayBuffer>, name: string, options: PictureOptions): Promise<void> {
    this.bytes = bytes;
    this.name = name;
    this.startField.value = options.start?.join(',') ?? '';
    this.finishField.value = options.finish?.join(',') ?? '';
    this.choose(options.start ? 'finish' : 'start');
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

  private draw(svg: string): void {
    showSvg(this.view, svg, `the picture ${this.name}: click to set the start and the finish`);
    this.mark();
  }

  private chosen(): Which {
    return byId('set-finish', HTMLInputElement).checked ? 'finish' : 'start';
  }

  private choose(which: Which): void {
    byId(which === 'start' ? 'set-start' : 'set-finish', HTMLInputElement).checked = true;
  }

  private click(event: MouseEvent): void {
    const svg = this.view.querySelector('svg');
    const matrix = svg?.getScreenCTM();
    if (!svg || !matrix) return;
    const at = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const which = this.chosen();
    (which === 'start' ? this.startField : this.finishField).value = `${Math.round(at.x)},${Math.round(at.y)}`;
    if (which === 'start') this.choose('finish');
    this.mark();
    const { start, finish } = this.options;
    if (start && finish) this.onPoints();
  }

  /** Draws the start and finish as labelled rings on the picture. */
  private mark(): void {
    const svg = this.view.querySelector('svg');
    if (!svg) return;
    svg.querySelector('.points')?.remove();
    const group = document.createElementNS(SVG, 'g');
    group.setAttribute('class', 'points');
    const radius = Math.max(6, Math.max(...this.size) / 60);
    const { start, finish } = this.options;
    for (const [label, at] of [['S', start], ['F', finish]] as const) {
      if (!at) continue;
      const ring = document.createElementNS(SVG, 'circle');
      Object.entries({ cx: at[0], cy: at[1], r: radius, fill: 'none', stroke: '#d62728', 'stroke-width': radius / 3 }).forEach(([k, v]) => ring.setAttribute(k, String(v)));
      const text = document.createElementNS(SVG, 'text');
      Object.entries({ x: at[0] + radius * 1.2, y: at[1] - radius * 1.2, fill: '#d62728', 'font-size': radius * 2, 'font-family': 'sans-serif', 'font-weight': 'bold' }).forEach(([k, v]) => text.setAttribute(k, String(v)));
      text.textContent = label;
      group.append(ring, text);
    }
    svg.append(group);
  }
}
