import type { Standings, StandingsRow } from '@arbiter/api-contract';
import { getJson, tournamentPath } from '../api.js';
import { h, message, replace, table } from '../dom.js';
import { recordText, tiebreakerGap, tiebreakerLabel, tiebreakerValue } from '../format.js';
import { liveIndicator, openFeed } from '../live-feed.js';
import { loadTournament, tournamentHeader } from '../tournament-context.js';

/** A row's value for one tiebreaker, or a marked gap where the tiebreaker did not apply to the player. */
function tiebreakerCell(row: StandingsRow, key: string): HTMLTableCellElement {
  const value = row.tiebreakers[key];
  if (value === undefined) return h('td', { class: 'num wide-only not-applied', title: tiebreakerGap(key) }, '—');
  return h('td', { class: 'num wide-only' }, tiebreakerValue(key, value));
}

function standingsTable(standings: Standings, previous: Map<string, string>): HTMLElement {
  // The api's order, not a row's keys: JSON objects are unordered, and a row lacks a tiebreaker that does not apply to it.
  const keys = standings.tiebreakerOrder;
  // After a top cut, a column says how far each player went ("Winner", "Finalist", "Top 4"…).
  const cut = standings.rows.some((row) => row.playoff !== undefined);
  const rows = standings.rows.map((row: StandingsRow) => {
    const signature = `${row.rank}|${row.matchPoints}|${recordText(row.record)}`;
    const changed = previous.size > 0 && previous.get(row.playerId) !== signature;
    previous.set(row.playerId, signature);
    return h('tr', { 'data-player-id': row.playerId, class: [row.dropped ? 'dropped' : '', changed ? 'changed' : ''].join(' ').trim() || undefined },
      h('td', { class: 'num' }, row.rank),
      h('th', { scope: 'row' }, row.name, row.dropped ? h('span', { class: 'tag' }, 'dropped') : null),
      cut ? h('td', { 'data-playoff': row.playoffFinish ?? '' }, row.playoff ?? '') : null,
      h('td', { class: 'num' }, row.matchPoints),
      h('td', { class: 'num' }, recordText(row.record)),
      keys.map((key) => tiebreakerCell(row, key)));
  });
  const headers = [
    { label: 'Rank', className: 'num' }, 'Player', ...(cut ? ['Top cut'] : []), { label: 'Points', className: 'num' }, { label: 'W–L–D', className: 'num' },
    ...keys.map((key) => ({ label: tiebreakerLabel(key), className: 'num wide-only' })),
  ];
  const caption = standings.round > 0 ? `Standings after round ${standings.round}` : 'Standings (no round played yet)';
  return table(caption, headers, rows, { 'data-testid': 'standings', 'data-round': standings.round, 'data-version': standings.version });
}

/** Live standings: the table is redrawn from each `standings` event, with changed rows highlighted. */
export async function renderStandings(main: HTMLElement, params: { tournamentId: string }): Promise<() => void> {
  const context = await loadTournament(params.tournamentId);
  const indicator = liveIndicator();
  const holder = h('section', { 'aria-label': 'Standings' });
  const previous = new Map<string, string>();
  let shownVersion = -1;
  const draw = (standings: Standings): void => {
    if (standings.version < shownVersion) return; // an older table arriving late
    shownVersion = standings.version;
    if (!standings.rows.length) replace(holder, message('No players registered yet.'));
    else replace(holder, standingsTable(standings, previous));
  };
  document.title = `${context.name} · Standings · Arbiter`;
  replace(main, tournamentHeader(context, 'standings', indicator), holder);
  draw(await getJson<Standings>(tournamentPath(context.id, '/standings')));
  return openFeed(context.id, { standings: draw }, indicator);
}
