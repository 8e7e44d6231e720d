import { getJson } from '../api.js';
import { h, message, replace, table } from '../dom.js';
import type { TournamentListItem } from '../types.js';

/** Every tournament the api knows, newest first as the api lists them. */
export async function renderTournamentsList(main: HTMLElement): Promise<void> {
  const body = await getJson<TournamentListItem[] | { tournaments: TournamentListItem[] }>('/api/tournaments');
  const items = Array.isArray(body) ? body : body.tournaments ?? [];
  document.title = 'Tournaments · Arbiter';
  const rows = items.map((t) => {
    const name = t.name ?? t.settings?.name ?? t.tournamentId;
    const players = Array.isArray(t.players) ? t.players.length : t.players;
    return h('tr', {},
      h('th', { scope: 'row' }, h('a', { href: `/tournaments/${encodeURIComponent(t.tournamentId)}` }, name)),
      h('td', {}, t.status ?? '—'),
      h('td', { class: 'num' }, t.round || (typeof t.currentRound === 'object' ? t.currentRound?.round : t.currentRound) || '—'),
      h('td', { class: 'num' }, players ?? '—'));
  });
  replace(main,
    h('h1', {}, 'Tournaments'),
    items.length === 0
      ? message('No tournaments yet. An organizer creates one with POST /api/tournaments.')
      : table('Tournaments', ['Name', 'Status', { label: 'Round', className: 'num' }, { label: 'Players', className: 'num' }], rows));
}
