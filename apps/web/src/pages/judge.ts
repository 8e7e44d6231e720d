import type { JudgeItem, JudgeQueue, JudgeReport, MatchResult } from '@arbiter/api-contract';
import { describeError, getJson, postJson, tournamentPath } from '../api.js';
import { h, message, replace, table } from '../dom.js';
import { liveIndicator, openFeed } from '../live-feed.js';
import { forgetOrganizerToken, saveOrganizerToken } from '../token-store.js';
import { staffToken } from '../session.js';
import { loadTournament, TournamentContext, tournamentHeader } from '../tournament-context.js';

const when = (iso: string): string => new Date(iso).toLocaleString();

/** A result keyed by player in words, from the first seat's side: "Ada 2 – Brook 0, 0 drawn". */
function scoreText(context: TournamentContext, players: readonly string[], result: MatchResult): string {
  if ('points' in result) return players.map((p) => `${context.playerName(p)} ${result.points[p] ?? 0}`).join(', ');
  return `${players.map((p) => `${context.playerName(p)} ${result.wins[p] ?? 0}`).join(' – ')}, ${result.draws} drawn`;
}

const matchHref = (context: TournamentContext, item: JudgeItem): string =>
  `/tournaments/${encodeURIComponent(context.id)}/rounds/${item.round}/matches/${encodeURIComponent(item.matchId)}`;

function reportsTable(context: TournamentContext, item: JudgeItem, reports: readonly JudgeReport[]): HTMLElement {
  const ids = item.players.map((p) => p.playerId);
  return table(`Reports for table ${item.table}`, ['Reported by', 'Result', 'At'], reports.map((r) =>
    h('tr', {}, h('td', {}, r.byName), h('td', {}, scoreText(context, ids, r.result)), h('td', {}, when(r.at)))), { 'data-testid': 'judge-reports' });
}

/** The judge's ruling: games won by each player and draws, with a note for the record. */
function resolveForm(context: TournamentContext, item: JudgeItem, token: string, status: HTMLElement, redraw: () => void): HTMLElement | null {
  if (item.players.length !== 2) return h('p', { class: 'subtle' }, 'Enter a pod\'s points on the organizer page.');
  const field = (name: string, label: string) => {
    const id = `${item.itemId}-${name}`;
    return [h('label', { for: id }, label), h('input', { id, name, type: 'number', min: 0, max: 10, value: 0, required: true, class: 'narrow' })];
  };
  const [a, b] = item.players;
  return h('form', { class: 'judge-resolve', 'data-testid': 'judge-resolve', onsubmit: (event: Event) => {
    event.preventDefault();
    const data = new FormData(event.target as HTMLFormElement);
    const note = String(data.get('note') ?? '').trim();
    const body = { wins: { [a.playerId]: Number(data.get('winsA')), [b.playerId]: Number(data.get('winsB')) }, draws: Number(data.get('draws')), ...(note ? { note } : {}) };
    replace(status, message(`Entering the result of table ${item.table}…`));
    postJson(tournamentPath(context.id, `/matches/${encodeURIComponent(item.matchId)}/result`), body, token)
      .then(() => { replace(status, message(`Result of round ${item.round}, table ${item.table} entered.`)); redraw(); })
      .catch((error) => replace(status, message(`Entering the result failed. ${describeError(error)}`, 'error')));
  } },
  field('winsA', `Games won by ${a.name}`), field('winsB', `Games won by ${b.name}`), field('draws', 'Draws'),
  h('label', { for: `${item.itemId}-note` }, 'Note'), h('input', { id: `${item.itemId}-note`, name: 'note', maxlength: 500 }),
  h('button', { type: 'submit' }, 'Enter result'));
}

function itemCard(context: TournamentContext, item: JudgeItem, action: HTMLElement | null): HTMLElement {
  const title = `Round ${item.round}, table ${item.table}: ${item.players.map((p) => p.name).join(' vs ')}`;
  const what = item.kind === 'dispute'
    ? [h('p', {}, h('strong', {}, 'Disputed'), ` by ${item.disputedByName}: `, h('q', { 'data-testid': 'judge-reason' }, item.reason || 'no reason given')),
      item.reports.length ? reportsTable(context, item, item.reports) : h('p', { class: 'subtle' }, 'No report before the dispute.')]
    : [h('p', {}, h('strong', {}, `Audit flag (${item.reason})`), `: ${item.message}`),
      item.findings.length ? h('ul', { 'data-testid': 'judge-findings' }, item.findings.map((f) => h('li', {}, `Action ${f.seq}: breaks CR ${f.rule} (${f.code})`))) : null];
  const settled = item.resolution
    ? h('p', { class: 'subtle', 'data-testid': 'judge-resolution' }, `${item.resolution.how === 'entered' ? 'Result entered' : 'Report confirmed'} by ${context.playerName(item.resolution.by)}, ${when(item.resolution.at)}`,
      item.resolution.result ? `: ${scoreText(context, item.players.map((p) => p.playerId), item.resolution.result)}` : '', item.resolution.note ? ` (${item.resolution.note})` : '')
    : null;
  return h('article', { class: `card judge-item ${item.kind}`, 'data-testid': 'judge-item', 'data-kind': item.kind, 'data-match': item.matchId },
    h('h3', {}, h('a', { href: matchHref(context, item) }, title)),
    h('p', { class: 'subtle' }, `Raised ${when(item.raisedAt)}`), what, settled, action);
}

/**
 * What needs a judge: disputed results (the reason and each report) and audit-flagged matches
 * (the findings), newest first, each linking to its match; a judge enters the result here and
 * the item moves to "Done". Read with the judge's or organizer's token; redrawn by the feed.
 */
export async function renderJudge(main: HTMLElement, params: { tournamentId: string }): Promise<() => void> {
  const context = await loadTournament(params.tournamentId);
  document.title = `${context.name} · Judge queue · Arbiter`;
  const token = await staffToken(context.id);
  if (!token) {
    const input = h('input', { id: 'judge-token', type: 'password', autocomplete: 'off', required: true });
    replace(main, tournamentHeader(context, 'organizer'), h('form', { class: 'card', onsubmit: (event: Event) => {
      event.preventDefault();
      saveOrganizerToken(context.id, input.value);
      void renderJudge(main, params);
    } }, h('h2', {}, 'Judge queue'), h('p', {}, 'Paste a judge or organizer token of this tournament. It stays in this browser only.'),
    h('label', { for: 'judge-token' }, 'Judge or organizer token'), input, h('button', { type: 'submit' }, 'Save token')));
    return () => undefined;
  }
  const indicator = liveIndicator();
  const status = h('div', { 'aria-live': 'polite' });
  const body = h('div', {}, message('Loading the queue…'));
  let started = 0;
  const draw = async (): Promise<void> => {
    const mine = ++started;
    const queue = await getJson<JudgeQueue>(tournamentPath(context.id, '/judge-queue'), token);
    if (mine !== started) return; // a later redraw is on its way
    replace(body,
      h('section', { 'aria-labelledby': 'judge-open', 'data-testid': 'judge-open' }, h('h2', { id: 'judge-open' }, `Needs a judge (${queue.open.length})`),
        queue.open.length ? queue.open.map((item) => itemCard(context, item, resolveForm(context, item, token, status, redraw))) : h('p', { class: 'subtle' }, 'Nothing waits for a judge.')),
      h('section', { 'aria-labelledby': 'judge-done', 'data-testid': 'judge-done' }, h('h2', { id: 'judge-done' }, `Done (${queue.done.length})`),
        queue.done.length ? queue.done.map((item) => itemCard(context, item, null)) : h('p', { class: 'subtle' }, 'Nothing settled yet.')));
  };
  const redraw = (): void => void draw().catch((error) => replace(body, message(`The queue is unavailable. ${describeError(error)}`, 'error'), forget));
  const forget = h('button', { type: 'button', class: 'secondary', onclick: () => { forgetOrganizerToken(context.id); void renderJudge(main, params); } }, 'Use another token');
  replace(main, tournamentHeader(context, 'organizer', indicator), h('h2', {}, 'Judge queue'), status, body);
  redraw();
  return openFeed(context.id, { result: redraw, audit: redraw }, indicator);
}
