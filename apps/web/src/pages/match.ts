import { ApiError, describeError, getJson, getText, tournamentPath } from '../api.js';
import { h, message, replace, table } from '../dom.js';
import { resultText } from '../format.js';
import { loadTournament, TournamentContext, tournamentHeader } from '../tournament-context.js';
import type { AuditReport, LogLine, Pairing, RoundBody } from '../types.js';

/** Game ids of a match: listed on the pairing, or by the match's games endpoint, or named in the address (`?game=`). */
async function gameIds(context: TournamentContext, pairing: Pairing): Promise<string[]> {
  const ids = new Set<string>((pairing.games ?? []).map((g) => (typeof g === 'string' ? g : g.gameId)));
  if (ids.size === 0) {
    try {
      const body = await getJson<(string | { gameId: string })[] | { games: (string | { gameId: string })[] }>(
        tournamentPath(context.id, `/matches/${encodeURIComponent(pairing.matchId)}/games`));
      for (const g of Array.isArray(body) ? body : body.games ?? []) ids.add(typeof g === 'string' ? g : g.gameId);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error; // no listing for this match: fall back to the address
    }
  }
  for (const id of new URLSearchParams(location.search).getAll('game')) ids.add(id);
  return [...ids];
}

function describeAction(line: LogLine): string {
  const payload = line.payload && typeof line.payload === 'object' ? Object.entries(line.payload as Record<string, unknown>) : [];
  return payload.map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ');
}

function actionLog(context: TournamentContext, text: string): HTMLElement {
  const lines = text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as LogLine);
  const actions = lines.filter((l) => typeof l.seq === 'number' && l.seq > 0);
  const rows = actions.map((l) => h('tr', { id: `seq-${l.seq}` },
    h('td', { class: 'num' }, l.seq ?? ''), h('td', {}, l.player ? context.playerName(l.player) : ''),
    h('td', {}, h('code', {}, l.type ?? '')), h('td', { class: 'wrap' }, describeAction(l))));
  return h('details', { class: 'log', open: rows.length <= 60 },
    h('summary', {}, `Action log (${rows.length} actions)`),
    table('Action log', [{ label: 'Seq', className: 'num' }, 'Player', 'Action', 'Details'], rows));
}

function auditFindings(report: AuditReport): HTMLElement {
  const ok = report.violations.length === 0;
  const checks: [string, unknown][] = [['Decklist conformity', report.decklistConformity], ['Result consistency', report.resultConsistency], ['Hash chain', report.hashChain]];
  return h('section', { class: 'audit', 'aria-label': 'Audit' },
    h('h3', {}, 'Audit: ', h('span', { class: `verdict ${ok ? 'ok' : 'flagged'}` }, report.verdict)),
    ok ? h('p', {}, 'No rules violation found in the replay.') :
      table('Violations', [{ label: 'Seq', className: 'num' }, 'Rule', 'Code', 'Finding'], report.violations.map((v) =>
        h('tr', {}, h('td', { class: 'num' }, h('a', { href: `#seq-${v.seq}` }, v.seq)), h('td', {}, `CR ${v.rule}`), h('td', {}, h('code', {}, v.code)), h('td', { class: 'wrap' }, v.message)))),
    (report.attestedEffects?.length ?? 0) > 0 ? h('p', {}, `${report.attestedEffects!.length} attested effect(s) await a judge.`) : null,
    h('dl', { class: 'checks' }, checks.filter(([, v]) => v !== undefined).flatMap(([label, value]) =>
      [h('dt', {}, label), h('dd', {}, typeof value === 'object' ? JSON.stringify(value) : String(value))])));
}

async function gameSection(context: TournamentContext, gameId: string, index: number): Promise<HTMLElement> {
  const section = h('section', { class: 'game', 'aria-label': `Game ${index + 1}` }, h('h2', {}, `Game ${index + 1}`, h('small', {}, ` ${gameId}`)));
  const [log, audit] = await Promise.allSettled([
    getText(`/api/games/${encodeURIComponent(gameId)}/log`),
    getJson<AuditReport>(`/api/games/${encodeURIComponent(gameId)}/audit`),
  ]);
  section.append(audit.status === 'fulfilled' ? auditFindings(audit.value)
    : message(audit.reason instanceof ApiError && audit.reason.problem.status === 404 ? 'Audit pending.' : `Audit unavailable: ${describeError(audit.reason)}`));
  section.append(log.status === 'fulfilled' ? actionLog(context, log.value) : message(`Log unavailable: ${describeError(log.reason)}`, 'error'));
  return section;
}

/** One match: its players and result, then each game's audit findings (with rule numbers) and action log. */
export async function renderMatch(main: HTMLElement, params: { tournamentId: string; round: string; matchId: string }): Promise<void> {
  const context = await loadTournament(params.tournamentId);
  const round = await getJson<RoundBody>(tournamentPath(context.id, `/rounds/${encodeURIComponent(params.round)}`));
  const pairing = round.pairings.find((p) => p.matchId === params.matchId);
  document.title = `${context.name} · Match · Arbiter`;
  if (!pairing) {
    replace(main, tournamentHeader(context, 'pairings'), message(`No match ${params.matchId} in round ${params.round}.`, 'error'));
    return;
  }
  const [a, b] = pairing.players;
  const ids = await gameIds(context, pairing);
  const games = await Promise.all(ids.map((id, i) => gameSection(context, id, i)));
  replace(main, tournamentHeader(context, 'pairings'),
    h('section', { 'aria-label': 'Match' },
      h('h2', {}, `Round ${round.round}, table ${pairing.table}: ${context.playerName(a)} vs ${context.playerName(b)}`),
      h('p', {}, 'Result: ', h('strong', {}, resultText(pairing)))),
    games.length ? games : message('No game recorded for this match yet.'));
}
