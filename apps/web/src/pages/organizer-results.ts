import type { JudgeQueue, Pairing, Round } from '@arbiter/api-contract';
import { postJson, tournamentPath } from '../api.js';
import { h, table } from '../dom.js';
import { seatScore } from '../format.js';
import type { TournamentContext } from '../tournament-context.js';
import type { Act } from './organizer-phase.js';
import { tableState } from './table-state.js';

export interface ResultsBoardOptions {
  context: TournamentContext;
  round: Round;
  rounds: number[];
  queue: JudgeQueue | undefined;
  token: string;
  act: Act;
  /** Marks a field the organizer typed in, so a redraw keeps it. */
  onEdit: (event: Event) => void;
  /** Shows another round's results, to correct them. */
  showRound: (round: number) => void;
}

function resultRow(o: ResultsBoardOptions, pairing: Pairing): HTMLTableRowElement {
  const { context, round, token } = o;
  const [a, b] = pairing.players as [string, string | null];
  const state = tableState(pairing, o.queue, context.playerName);
  if (b === null) {
    return h('tr', { 'data-match-id': pairing.matchId }, h('td', { class: 'num' }, pairing.table), h('td', {}, context.playerName(a)), h('td', {}, 'Bye'), h('td', {}), h('td', {}, state.text), h('td', {}));
  }
  const { wins: [winsA, winsB], draws } = seatScore(pairing);
  const id = `r${round.round}-t${pairing.table}`;
  const field = (name: string, label: string, value: number) =>
    h('input', { id: `${id}-${name}`, name, type: 'number', min: 0, max: 3, value, inputmode: 'numeric', 'aria-label': label, form: id, oninput: o.onEdit });
  const form = h('form', { id, onsubmit: (event: Event) => {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    // Submitted: from now on the fields show what the api says.
    (event.target as HTMLFormElement).closest('table')?.querySelectorAll<HTMLInputElement>(`input[form="${id}"]`).forEach((input) => delete input.dataset.edited);
    const body = { wins: { [a]: Number(data.get('winsA')), [b]: Number(data.get('winsB')) }, draws: Number(data.get('draws')) };
    o.act(`Result for table ${pairing.table} of round ${round.round}`, () => postJson(tournamentPath(context.id, `/matches/${encodeURIComponent(pairing.matchId)}/result`), body, token));
  } }, h('button', { type: 'submit' }, pairing.result ? 'Correct' : 'Enter'));
  return h('tr', { 'data-match-id': pairing.matchId, 'data-state': state.kind },
    h('td', { class: 'num' }, pairing.table),
    h('td', {}, context.playerName(a), ' ', field('winsA', `Games won by ${context.playerName(a)}, table ${pairing.table}`, winsA)),
    h('td', {}, context.playerName(b), ' ', field('winsB', `Games won by ${context.playerName(b)}, table ${pairing.table}`, winsB)),
    h('td', {}, field('draws', `Drawn games, table ${pairing.table}`, draws)),
    h('td', { class: `state ${state.kind}` }, state.text),
    h('td', {}, form));
}

/** The results board of a round: each table's state, and entering or correcting its result — of any round, not only the latest. */
export function resultsBoard(o: ResultsBoardOptions): HTMLElement | null {
  const games = [...o.round.pairings].filter((p) => p.players.length === 2).sort((x, y) => x.table - y.table);
  if (games.length === 0) return null;
  const picker = h('select', { id: 'results-round', 'aria-label': 'Round to show', onchange: (event: Event) => o.showRound(Number((event.target as HTMLSelectElement).value)) },
    o.rounds.map((r) => h('option', { value: r, selected: r === o.round.round }, `Round ${r}`)));
  const counts = new Map<string, number>();
  for (const p of games) {
    const kind = tableState(p, o.queue, o.context.playerName).kind;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const summary = [['pending', 'unreported'], ['reported', 'reported'], ['disputed', 'disputed'], ['flagged', 'flagged'], ['final', 'confirmed']]
    .filter(([kind]) => counts.get(kind)).map(([kind, word]) => `${counts.get(kind)} ${word}`).join(' · ');
  return h('section', { 'aria-labelledby': 'results-heading' },
    h('h2', { id: 'results-heading' }, 'Results'),
    h('div', { class: 'title-row' }, h('label', { for: 'results-round' }, 'Round'), picker, h('span', { class: 'subtle', 'data-testid': 'results-summary' }, summary)),
    table(`Round ${o.round.round} results`, [{ label: 'Table', className: 'num' }, 'Player (games won)', 'Opponent (games won)', 'Draws', 'State', 'Save'],
      games.map((p) => resultRow(o, p)), { 'data-testid': 'results' }));
}
