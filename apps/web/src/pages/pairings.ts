import type { Round, RoundList } from '@arbiter/api-contract';
import { getJson, tournamentPath } from '../api.js';
import { h, message, replace, table } from '../dom.js';
import { resultText } from '../format.js';
import { liveIndicator, openFeed } from '../live-feed.js';
import { loadTournament, TournamentContext, tournamentHeader } from '../tournament-context.js';

export async function listRounds(tournamentId: string): Promise<RoundList['rounds']> {
  return (await getJson<RoundList>(tournamentPath(tournamentId, '/rounds'))).rounds;
}

export function pairingsTable(context: TournamentContext, body: Round): HTMLElement {
  const base = `/tournaments/${encodeURIComponent(context.id)}/rounds/${body.round}/matches/`;
  const rows = [...body.pairings].sort((a, b) => a.table - b.table).map((p) =>
    h('tr', { 'data-match-id': p.matchId },
      h('td', { class: 'num' }, p.table),
      h('td', {}, context.playerName(p.players[0])),
      h('td', {}, context.playerName(p.players[1])),
      h('td', { class: 'num' }, resultText(p)),
      h('td', {}, p.players[1] === null ? '' : h('a', { href: base + encodeURIComponent(p.matchId), 'aria-label': `Match at table ${p.table}` }, 'Match'))));
  return table(`Round ${body.round} pairings (${body.status})`, [{ label: 'Table', className: 'num' }, 'Player', 'Opponent', { label: 'Result', className: 'num' }, 'Details'], rows, { 'data-testid': 'pairings' });
}

/** Pairings of one round, table by table, refreshed when the feed reports a result or new pairings. */
export async function renderPairings(main: HTMLElement, params: { tournamentId: string; round?: string }): Promise<() => void> {
  const context = await loadTournament(params.tournamentId);
  const rounds = await listRounds(context.id);
  const indicator = liveIndicator();
  document.title = `${context.name} · Pairings · Arbiter`;
  const selected = params.round ? Number(params.round) : rounds.at(-1)?.round;
  const roundNav = h('nav', { 'aria-label': 'Rounds', class: 'rounds' },
    h('ul', {}, rounds.map((r) => h('li', {}, h('a', {
      href: `/tournaments/${encodeURIComponent(context.id)}/rounds/${r.round}`,
      'aria-current': r.round === selected ? 'page' : undefined,
    }, `Round ${r.round}`)))));
  const holder = h('section', { 'aria-label': 'Pairings' });
  replace(main, tournamentHeader(context, 'pairings', indicator), roundNav, holder);
  if (!selected) {
    replace(holder, message('No round has started yet.'));
    return () => undefined;
  }
  const refresh = async (): Promise<void> => replace(holder, pairingsTable(context, await getJson<Round>(tournamentPath(context.id, `/rounds/${selected}`))));
  await refresh();
  return openFeed(context.id, {
    pairings: (round) => { if (round.round === selected) replace(holder, pairingsTable(context, round)); },
    result: () => void refresh().catch(() => undefined),
  }, indicator);
}
