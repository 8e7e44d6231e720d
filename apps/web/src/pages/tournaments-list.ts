import type { TournamentListItem } from '@arbiter/api-contract';
import { getJson } from '../api.js';
import { h, message, replace, table } from '../dom.js';

/** Every tournament the api knows, newest first as the api lists them. */
export async function renderTournamentsList(main: HTMLElement): Promise<void> {
  const items = await getJson<TournamentListItem[]>('/api/tournaments');
  document.title = 'Tournaments · Arbiter';
  const rows = items.map((t) =>
    h('tr', {},
      h('th', { scope: 'row' }, h('a', { href: `/tournaments/${encodeURIComponent(t.tournamentId)}` }, t.name)),
      h('td', {}, t.status),
      h('td', { class: 'num' }, t.round || '—'),
      h('td', { class: 'num' }, t.players)));
  replace(main,
    h('h1', {}, 'Tournaments'),
    items.length === 0
      ? message('No tournaments yet. An organizer creates one with POST /api/tournaments.')
      : table('Tournaments', ['Name', 'Status', { label: 'Round', className: 'num' }, { label: 'Players', className: 'num' }], rows));
}
