/** The element with this id, of the type the page's HTML gives it; a missing one is a bug of the page. */
export function byId<T extends HTMLElement>(id: string, type: new () => T): T {
  const element = document.getElementById(id);
  if (!(element instanceof type)) throw new Error(`the page has no ${type.name} #${id}`);
  return element;
}

/** A new element with text and attributes. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = '', attributes: Record<string, string> = {}): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.textContent = text;
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  return made;
}

/** A drawing (SVG text from the worker's renderers) in a container, labelled for screen readers. */
export function showSvg(container: HTMLElement, svg: string, label: string): SVGSVGElement | undefined {
  container.innerHTML = svg;
  const drawn = container.querySelector('svg');
  if (!drawn) return undefined;
  drawn.setAttribute('role', 'img');
  drawn.setAttribute('aria-label', label);
  return drawn;
}
