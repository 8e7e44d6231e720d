/** History-API routing: the api serves index.html for every dashboard path, these patterns pick the page. */
export type Params = Record<string, string>;
export interface Route {
  pattern: RegExp;
  keys: string[];
  render: (main: HTMLElement, params: Params) => Promise<(() => void) | void>;
}

export function route(path: string, render: Route['render']): Route {
  const keys: string[] = [];
  const source = path.replace(/:([a-zA-Z]+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${source}/?$`), keys, render };
}

export function match(routes: Route[], pathname: string): { route: Route; params: Params } | undefined {
  for (const candidate of routes) {
    const found = candidate.pattern.exec(pathname);
    if (!found) continue;
    const params: Params = {};
    candidate.keys.forEach((key, i) => (params[key] = decodeURIComponent(found[i + 1])));
    return { route: candidate, params };
  }
  return undefined;
}

export function navigate(href: string): void {
  history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

/** Paths the api answers itself (never dashboard pages). */
const SERVER_PATHS = /^\/(api|docs|admin|health)(\/|$)/;

/** Same-origin links move within the page instead of reloading it. */
export function interceptLinks(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a');
    if (!anchor || anchor.target || anchor.hasAttribute('download') || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin || SERVER_PATHS.test(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search);
  });
}
