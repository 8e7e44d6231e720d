import type { Round, Standings } from '@arbiter/api-contract';
import { getJson, tournamentPath } from '../api.js';
import { h, message, replace, table } from '../dom.js';
import { recordText } from '../format.js';
import { sheetByName, sheetByTable, SheetRow } from '../print/pairings-sheet.js';
import { resultSlip } from '../print/result-slips.js';
import { loadTournament, TournamentContext } from '../tournament-context.js';
import { listRounds } from './pairings.js';

export type SheetKind = 'name' | 'table' | 'slips';

const sheetUrl = (context: TournamentContext, round: number, by: SheetKind): string =>
  `/tournaments/${encodeURIComponent(context.id)}/pairings/print?round=${round}&by=${by}`;

/** The screen-only bar above a printout: which sheet, which round, and the Print button. */
function toolbar(context: TournamentContext, links: [string, string, boolean][]): HTMLElement {
  return h('nav', { class: 'print-toolbar no-print', 'aria-label': 'Printouts' },
    h('ul', {}, links.map(([href, label, current]) => h('li', {}, h('a', { href, 'aria-current': current ? 'page' : undefined }, label)))),
    h('button', { type: 'button', onclick: () => window.print() }, 'Print'),
    h('a', { href: `/tournaments/${encodeURIComponent(context.id)}` }, 'Back to the tournament'));
}

function sheetTable(round: Round, rows: SheetRow[], by: 'name' | 'table'): HTMLElement {
  const body = rows.map((row) => h('tr', { 'data-player-id': row.playerId },
    by === 'name' ? h('th', { scope: 'row' }, row.name) : h('td', { class: 'num' }, row.table),
    by === 'name' ? h('td', { class: 'num' }, row.table) : h('th', { scope: 'row' }, row.name),
    h('td', { class: 'num' }, row.seat),
    h('td', {}, row.bye ? h('strong', {}, 'Bye') : row.opponents.join(', '))));
  const headers = by === 'name'
    ? ['Player', { label: 'Table', className: 'num' }, { label: 'Seat', className: 'num' }, 'Opponent']
    : [{ label: 'Table', className: 'num' }, 'Player', { label: 'Seat', className: 'num' }, 'Opponent'];
  return table(`Round ${round.round} pairings by ${by === 'name' ? 'player name' : 'table'}`, headers, body, { 'data-testid': `sheet-by-${by}`, class: 'sheet' });
}

/** Pairings by name or by table, or the result slips, of one round (the current one by default), laid out for paper. */
export async function renderPairingsPrint(main: HTMLElement, params: { tournamentId: string }): Promise<void> {
  const context = await loadTournament(params.tournamentId);
  const query = new URLSearchParams(location.search);
  const rounds = await listRounds(context.id);
  const round = Number(query.get('round') ?? rounds.at(-1)?.round ?? 0);
  const by: SheetKind = query.get('by') === 'table' ? 'table' : query.get('by') === 'slips' ? 'slips' : 'name';
  document.title = `${context.name} · Round ${round} ${by === 'slips' ? 'result slips' : `pairings by ${by}`} · Arbiter`;
  const links: [string, string, boolean][] = [
    [sheetUrl(context, round, 'name'), 'By name', by === 'name'],
    [sheetUrl(context, round, 'table'), 'By table', by === 'table'],
    [sheetUrl(context, round, 'slips'), 'Result slips', by === 'slips'],
    ...rounds.filter((r) => r.round !== round).map((r): [string, string, boolean] => [sheetUrl(context, r.round, by), `Round ${r.round}`, false]),
  ];
  const heading = h('h1', {}, `${context.name} — Round ${round}`);
  if (!rounds.some((r) => r.round === round)) {
    replace(main, toolbar(context, links), heading, message(round ? `Round ${round} has not started.` : 'No round has started yet.'));
    return;
  }
  const view = await getJson<Round>(tournamentPath(context.id, `/rounds/${round}`));
  const nameOf = (id: string): string => context.playerName(id);
  let sheet: HTMLElement;
  if (by === 'slips') {
    const slips = [...view.pairings].sort((a, b) => a.table - b.table).map((p) => resultSlip(round, p, context.summary.settings.bestOf, nameOf));
    sheet = h('section', { class: 'slips', 'data-testid': 'result-slips' }, slips);
  } else {
    sheet = sheetTable(view, by === 'name' ? sheetByName(view.pairings, nameOf) : sheetByTable(view.pairings, nameOf), by);
  }
  replace(main, toolbar(context, links), heading, sheet);
}

/** The standings of the last round, for paper: rank, name, points and record. */
export async function renderStandingsPrint(main: HTMLElement, params: { tournamentId: string }): Promise<void> {
  const context = await loadTournament(params.tournamentId);
  const standings = await getJson<Standings>(tournamentPath(context.id, '/standings'));
  document.title = `${context.name} · Standings · Arbiter`;
  const rows = standings.rows.map((row) => h('tr', { 'data-player-id': row.playerId },
    h('td', { class: 'num' }, row.rank), h('th', { scope: 'row' }, row.name, row.dropped ? ' (dropped)' : ''),
    h('td', { class: 'num' }, row.matchPoints), h('td', { class: 'num' }, recordText(row.record))));
  const caption = standings.round > 0 ? `Standings after round ${standings.round}` : 'Standings (no round played yet)';
  replace(main, toolbar(context, [[`/tournaments/${encodeURIComponent(context.id)}/standings/print`, 'Standings', true]]),
    h('h1', {}, context.name),
    table(caption, [{ label: 'Rank', className: 'num' }, 'Player', { label: 'Points', className: 'num' }, { label: 'W–L–D', className: 'num' }], rows, { 'data-testid': 'standings-print', class: 'sheet' }));
}
