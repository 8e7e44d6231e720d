import type { FeedEvents } from '@arbiter/api-contract';
import { h } from './dom.js';
import { tournamentPath } from './api.js';

export type FeedHandlers = { [E in keyof FeedEvents]?: (data: FeedEvents[E]) => void };

/**
 * The tournament's public SSE feed. EventSource reconnects by itself; the indicator says
 * whether updates are arriving ("Live") or the connection is being re-established.
 */
export function openFeed(tournamentId: string, handlers: FeedHandlers, indicator: HTMLElement): () => void {
  const source = new EventSource(tournamentPath(tournamentId, '/feed'));
  const show = (state: 'connecting' | 'live' | 'offline'): void => {
    indicator.dataset.state = state;
    indicator.textContent = state === 'live' ? 'Live' : state === 'connecting' ? 'Connecting…' : 'Reconnecting…';
  };
  show('connecting');
  source.addEventListener('open', () => show('live'));
  source.addEventListener('error', () => show(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting'));
  for (const [name, handler] of Object.entries(handlers)) {
    source.addEventListener(name, (event) => {
      show('live');
      try {
        handler?.(JSON.parse((event as MessageEvent<string>).data));
      } catch (error) {
        console.error(`feed: could not apply a ${name} event`, error);
      }
    });
  }
  return () => source.close();
}

export function liveIndicator(): HTMLElement {
  return h('span', { class: 'live', role: 'status', 'aria-live': 'polite', 'data-testid': 'live-indicator' }, 'Connecting…');
}
