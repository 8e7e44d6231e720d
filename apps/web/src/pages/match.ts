import type { DecklistConformity, GameAudit, GameHeader, HashChainCheck, MatchGame, MatchGames, ResultConsistency, Round, RuleTexts } from '@arbiter/api-contract';
import { ApiError, describeError, getJson, getText, tournamentPath } from '../api.js';
import { CardNamer, cardNamer } from '../card-names.js';
import { staffToken } from '../session.js';
import { h, message, replace, table } from '../dom.js';
import { resultText } from '../format.js';
import { liveIndicator, openFeed } from '../live-feed.js';
import { loadTournament, TournamentContext, tournamentHeader } from '../tournament-context.js';
import { replayFrame, showReplayAt } from '../replay/frame.js';
import { judgedVerdictLine, rulingCell } from './attested-rulings.js';

/** One line of a match log (NDJSON): the header, an action or a trailer record. */
interface LogLine {
  seq?: number;
  player?: string;
  type?: string;
  payload?: unknown;
  [key: string]: unknown;
}

/** An object's fields in words, `key: value` each, a card by its name: an action's payload, an attested effect's stated outcome. */
function describeFields(fields: unknown, nameOf: CardNamer): string {
  const entries = fields && typeof fields === 'object' ? Object.entries(fields as Record<string, unknown>) : [];
  return entries.map(([k, v]) => `${k}: ${k === 'card' && typeof v === 'string' ? nameOf(v) : typeof v === 'object' ? JSON.stringify(v) : String(v)}`).join(', ');
}

/** The cards a game's page names: those its actions play and its attested effects cite. */
function cardIds(lines: readonly LogLine[], report: GameAudit | undefined): string[] {
  const ids = lines.map((l) => (l.payload as { card?: unknown } | undefined)?.card).filter((c): c is string => typeof c === 'string');
  return [...ids, ...(report?.attestedEffects ?? []).map((a) => a.card)];
}

/** The log's lines that parse as JSON; an uploaded log may hold anything (its audit then says "unreadable"). */
function parseLog(text: string): { lines: LogLine[]; unreadable: number } {
  const lines: LogLine[] = [];
  let unreadable = 0;
  for (const raw of text.split('\n')) {
    if (!raw.trim()) continue;
    try {
      const value = JSON.parse(raw) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) lines.push(value as LogLine);
      else unreadable++;
    } catch {
      unreadable++;
    }
  }
  return { lines, unreadable };
}

/** The log's header in words: what was played and how the shuffles were agreed. */
function headerText(context: TournamentContext, header: GameHeader): string {
  const start = header.startingPlayer ? `, ${context.playerName(header.startingPlayer)} started`
    : header.seedCommitments ? ', shuffled from committed seeds' : '';
  return `${header.gameFormat}, ${header.mode} play${start}; engine ${header.engineVersion}`;
}

function actionLog(context: TournamentContext, gameNumber: number, { lines, unreadable }: { lines: LogLine[]; unreadable: number }, nameOf: CardNamer): HTMLElement {
  // An uploaded log's header may be malformed (its audit says so): shown only when it reads as one.
  const header = lines.find((l): l is LogLine & GameHeader => l.format === 'arbiter-match-log'
    && [l.gameFormat, l.mode, l.engineVersion].every((v) => typeof v === 'string'));
  const actions = lines.filter((l) => typeof l.seq === 'number' && l.seq > 0);
  const rows = actions.map((l) => h('tr', { id: `g${gameNumber}-seq-${l.seq}` },
    h('td', { class: 'num' }, l.seq ?? ''), h('td', {}, l.player ? context.playerName(l.player) : ''),
    h('td', {}, h('code', {}, l.type ?? '')), h('td', { class: 'wrap' }, describeFields(l.payload, nameOf))));
  return h('details', { class: 'log', open: rows.length <= 60, 'data-testid': 'action-log' },
    h('summary', {}, `Action log (${rows.length} actions)`),
    header ? h('p', { 'data-testid': 'log-header' }, headerText(context, header)) : null,
    unreadable ? message(`${unreadable} line(s) of the log are not JSON.`, 'error') : null,
    table(`Game ${gameNumber} action log`, [{ label: 'Seq', className: 'num' }, 'Player', 'Action', 'Details'], rows));
}

type Check = DecklistConformity | ResultConsistency | HashChainCheck;

/** Why a log was not replayed, and for an unreadable upload each bad line: what a judge reads first. */
function notReplayed(gameNumber: number, report: GameAudit): HTMLElement[] {
  if (report.notReplayed === undefined) return [];
  const lines = report.lineErrors ?? [];
  return [
    message(`Not replayed: ${report.notReplayed}.`, 'error'),
    ...(lines.length === 0 ? [] : [table(`Game ${gameNumber} unreadable lines`, [{ label: 'Line', className: 'num' }, 'Problem'],
      lines.map((e) => h('tr', {}, h('td', { class: 'num' }, e.line), h('td', { class: 'wrap' }, e.message))), { 'data-testid': 'line-errors' })]),
  ];
}

/**
 * Card text the engine does not automate, with the outcome the log states: each for a judge to
 * check against the card, with its ruling once given and, for staff, Accept and Reject.
 */
function attestedEffects(context: TournamentContext, gameNumber: number, report: GameAudit, nameOf: CardNamer, verdict: HTMLElement, token: string | undefined): HTMLElement | null {
  const effects = report.attestedEffects;
  if (effects.length === 0) return null;
  const awaiting = report.judged?.awaiting ?? effects.length;
  return h('div', {},
    h('p', {}, `${effects.length} attested effect(s), ${awaiting} awaiting a judge: the log states what the card's text did.`),
    table(`Game ${gameNumber} attested effects`, [{ label: 'Seq', className: 'num' }, 'Player', 'Card', 'Card text', 'Stated outcome', 'Ruling'], effects.map((a) =>
      h('tr', { 'data-seq': a.seq }, h('td', { class: 'num' }, h('a', { href: `#g${gameNumber}-seq-${a.seq}` }, a.seq)), h('td', {}, context.playerName(a.player)),
        h('td', {}, nameOf(a.card)), h('td', { class: 'wrap' }, a.text.join(' / ')), h('td', { class: 'wrap' }, describeFields(a.outcome, nameOf) || 'no change'),
        rulingCell(report.gameId, a, token, verdict))),
    { 'data-testid': 'attested' }));
}

/**
 * The text of each rule the audit cites, by key, for the page to show beside its number; a key
 * of a format's own list (`format:<id>`) is no rule of the game. Without it the numbers stand alone.
 */
async function citedRules(game: string, report: GameAudit | undefined): Promise<ReadonlyMap<string, string>> {
  const keys = [...new Set((report?.violations ?? []).map((v) => v.rule).filter((key) => !key.startsWith('format:')))];
  if (keys.length === 0) return new Map();
  try {
    const found = await getJson<RuleTexts>(`/api/rules/${encodeURIComponent(game)}?keys=${encodeURIComponent(keys.join(','))}`);
    return new Map(found.rules.map((r) => [r.key, r.text]));
  } catch {
    return new Map();
  }
}

/** A violation's seq: it opens the game's replay at that action (the action log's row is its address without scripts). */
function seqLink(gameNumber: number, seq: number, replay: HTMLElement): HTMLElement | number {
  if (seq <= 0) return seq;
  return h('a', { href: `#g${gameNumber}-seq-${seq}`, 'data-testid': 'violation-seq', title: `Show action ${seq} in the replay`, onclick: (event: Event) => {
    event.preventDefault();
    showReplayAt(replay, seq);
  } }, seq);
}

function auditFindings(context: TournamentContext, gameNumber: number, report: GameAudit, nameOf: CardNamer, rules: ReadonlyMap<string, string>, replay: HTMLElement, token: string | undefined): HTMLElement {
  const clean = report.violations.length === 0;
  const judged = judgedVerdictLine(report.judged);
  const checks: [string, Check | null][] = [['Decklist conformity', report.decklistConformity], ['Result consistency', report.resultConsistency], ['Hash chain', report.hashChain]];
  return h('section', { class: 'audit', 'aria-label': `Game ${gameNumber} audit`, 'data-testid': 'audit' },
    h('h3', {}, 'Audit: ', h('span', { class: `verdict ${report.verdict === 'valid' ? 'ok' : 'flagged'}`, 'data-testid': 'verdict' }, report.verdict)),
    judged,
    notReplayed(gameNumber, report),
    clean ? (report.notReplayed === undefined ? h('p', {}, 'No rules violation found in the replay.') : null) :
      table(`Game ${gameNumber} violations`, [{ label: 'Seq', className: 'num' }, 'Rule', 'Code', 'Finding'], report.violations.map((v) =>
        h('tr', {}, h('td', { class: 'num' }, seqLink(gameNumber, v.seq, replay)),
          h('td', { class: 'wrap rule-cell' }, h('strong', {}, `CR ${v.rule}`),
            rules.has(v.rule) ? h('span', { class: 'rule-text', 'data-testid': 'rule-text' }, rules.get(v.rule)!) : null),
          h('td', {}, h('code', {}, v.code)), h('td', { class: 'wrap' }, v.message)))),
    attestedEffects(context, gameNumber, report, nameOf, judged?.querySelector('strong') ?? h('strong', {}), token),
    h('dl', { class: 'checks' }, checks.flatMap(([label, value]) =>
      value ? [h('dt', {}, label), h('dd', {}, checkText(value))] : [])));
}

/** A check of the report in words: its own message when it has one, else its figures. */
function checkText(check: Check): string {
  const passed = 'consistent' in check ? check.consistent : check.ok;
  const mark = passed === true ? 'ok' : passed === false ? 'failed' : 'not decided';
  if ('message' in check) return `${mark}: ${check.message}`;
  return `${mark}: ${check.eventsChecked} events checked${check.broken ? `, broken at ${JSON.stringify(check.broken)}` : ''}`;
}

function outcomeText(context: TournamentContext, game: MatchGame): string {
  if (!game.outcome) return game.status === 'running' ? `in progress (${game.actions ?? 0} actions so far)` : 'not known yet';
  if (game.outcome.reason === 'time-called') return `draw: time called after ${game.actions ?? 0} actions`;
  if (game.outcome.draw || game.outcome.winners.length === 0) return 'draw';
  return `${game.outcome.winners.map((p) => context.playerName(p)).join(', ')} won`;
}

async function gameSection(context: TournamentContext, game: MatchGame, index: number): Promise<HTMLElement> {
  const n = index + 1;
  const how = game.source === 'upload' ? 'uploaded log' : `${game.mode ?? 'live'} game, ${game.status}`;
  const section = h('section', { class: 'game', 'aria-label': `Game ${n}`, 'data-game-id': game.gameId },
    h('h2', {}, `Game ${n}`, h('small', {}, ` ${game.gameId}`)),
    h('p', {}, `${how}: `, h('strong', {}, outcomeText(context, game))));
  const [log, audit] = await Promise.allSettled([
    getText(`/api/games/${encodeURIComponent(game.gameId)}/log`),
    game.audit ? getJson<GameAudit>(`/api/games/${encodeURIComponent(game.gameId)}/audit`) : Promise.resolve(undefined),
  ]);
  const parsed = log.status === 'fulfilled' ? parseLog(log.value) : null;
  const report = audit.status === 'fulfilled' ? audit.value : undefined;
  const [nameOf, rules] = await Promise.all([
    cardNamer(cardIds(parsed?.lines ?? [], report), context.summary.settings.game),
    citedRules(context.summary.settings.game, report),
  ]);
  const token = await staffToken(context.id);
  const replay = replayFrame({ gameId: game.gameId, gameNumber: n, playerName: context.playerName, token });
  if (audit.status === 'fulfilled') {
    section.append(report ? auditFindings(context, n, report, nameOf, rules, replay, token)
      : message(game.status === 'running' ? 'Audited once the game ends.' : 'Audit pending.'));
  } else {
    section.append(message(audit.reason instanceof ApiError && audit.reason.problem.status === 404 ? 'Audit pending.' : `Audit unavailable: ${describeError(audit.reason)}`));
  }
  section.append(replay);
  section.append(log.status === 'fulfilled' ? actionLog(context, n, parsed!, nameOf) : message(`Log unavailable: ${describeError(log.reason)}`, 'error'));
  return section;
}

/**
 * One match: its players and result, then each game (listed by `GET …/matches/:matchId/games`)
 * with its audit findings (with rule numbers) and action log. Redrawn when the feed reports a
 * result or an audit of this match.
 */
export async function renderMatch(main: HTMLElement, params: { tournamentId: string; round: string; matchId: string }): Promise<() => void> {
  const context = await loadTournament(params.tournamentId);
  document.title = `${context.name} · Match · Arbiter`;
  const indicator = liveIndicator();
  const holder = h('div', {});
  const draw = async (): Promise<boolean> => {
    const round = await getJson<Round>(tournamentPath(context.id, `/rounds/${encodeURIComponent(params.round)}`));
    const pairing = round.pairings.find((p) => p.matchId === params.matchId);
    if (!pairing) {
      replace(holder, message(`No match ${params.matchId} in round ${params.round}.`, 'error'));
      return false;
    }
    const [a, b] = pairing.players;
    const listed = b === null ? { games: [] } : await getJson<MatchGames>(tournamentPath(context.id, `/matches/${encodeURIComponent(pairing.matchId)}/games`));
    const games = await Promise.all(listed.games.map((game, i) => gameSection(context, game, i)));
    replace(holder,
      h('section', { 'aria-label': 'Match', 'data-testid': 'match' },
        h('h2', {}, `Round ${round.round}, table ${pairing.table}: ${context.playerName(a)} vs ${context.playerName(b)}`),
        h('p', {}, 'Result: ', h('strong', { 'data-testid': 'match-result' }, resultText(pairing)))),
      games.length ? games : message(b === null ? 'A bye: no game is played.' : 'No game recorded for this match yet.'));
    return true;
  };
  replace(main, tournamentHeader(context, 'pairings', indicator), holder);
  if (!(await draw())) return () => undefined;
  const redraw = (): void => void draw().catch((error) => replace(holder, message(describeError(error), 'error')));
  const ours = (data: { matchId?: string }): boolean => data.matchId === params.matchId;
  return openFeed(context.id, {
    result: (data) => { if (ours(data)) redraw(); },
    audit: (data) => { if (ours(data)) redraw(); },
  }, indicator);
}
