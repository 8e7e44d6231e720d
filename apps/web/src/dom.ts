/** A tiny element builder: text always goes in as text nodes, so data from the api can never inject markup. */
export type Child = Node | string | number | null | undefined | false;
export type Attrs = Record<string, string | number | boolean | undefined | null | EventListener>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Attrs = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === 'function') el.addEventListener(name.replace(/^on/, ''), value);
    else if (value === true) el.setAttribute(name, '');
    else el.setAttribute(name, String(value));
  }
  append(el, children);
  return el;
}

export function append(parent: Node, children: (Child | Child[])[]): void {
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces everything inside `parent`. */
export function replace(parent: Node, ...children: (Child | Child[])[]): void {
  while (parent.firstChild) parent.removeChild(parent.firstChild);
  append(parent, children);
}

/** A table with a caption and column headers (`scope="col"`), wrapped so it can scroll on its own if it must. */
export function table(caption: string, headers: (string | { label: string; className?: string })[], rows: HTMLTableRowElement[], attrs: Attrs = {}): HTMLElement {
  const head = h('tr', {}, headers.map((c) => typeof c === 'string' ? h('th', { scope: 'col' }, c) : h('th', { scope: 'col', class: c.className }, c.label)));
  return h('div', { class: 'table-wrap' },
    h('table', attrs, h('caption', {}, caption), h('thead', {}, head), h('tbody', {}, rows)));
}

export function message(text: string, kind: 'info' | 'error' = 'info'): HTMLElement {
  return h('p', { class: `message ${kind}`, role: kind === 'error' ? 'alert' : 'status' }, text);
}
