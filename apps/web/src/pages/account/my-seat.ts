import type { Pairing, RegisteredPlayer, Round, Standings } from '@arbiter/api-contract';
import { getJson, inWords, postJson, tournamentPath } from '../../api.js';
import { h, message, replace } from '../../dom.js';
import { openFeed, liveIndicator } from '../../live-feed.js';
import { accountRequest, currentSession, forgetAccess, signInHref, tournamentAccess } from '../../session.js';
import { forgetSeatToken, seatClaims, seatToken } from '../../seat-store.js';
import { loadTournament, TournamentContext, tournamentHeader } from '../../tournament-context.js';
import { clockText, secondsLeft } from '../round-clock.js';
import { listRounds } from '../pairings.js';
import { markEdited, restoreEdits, unsavedEdits } from '../../unsaved-edits.js';

interface Seat {
  playerId: string;
  token: string;
}

/** The player's seat in this event: from their account's registration, else from their personal link. */
async function findSeat(tournamentId: string): Promise<Seat | { staff: 'organizer' | 'judge' } | undefined> {
  const access = await tournamentAccess(tournamentId);
  if (access?.role === 'player' && access.playerId) return { playerId: access.playerId, token: access.token };
  if (access) return { staff: access.role as 'organizer' | 'judge' };
  const token = seatToken(tournamentId);
  const claims = token ? seatClaims(token) : undefined;
  return token && claims?.tournamentId === tournamentId ? { playerId: claims.playerId, token } : undefined;
}

/** Registering oneself: the deck as the game's decklist file or JSON, while registration is open. */
function entryForm(main: HTMLElement, context: TournamentContext): HTMLElement {
  const status = h('div', { class: 'status-region', 'aria-live': 'polite' });
  const deck = h('textarea', { id: 'deck', name: 'deck', rows: 8, required: true, spellcheck: false });
  const form = h('form', { class: 'card', 'aria-labelledby': 'enter-heading', onsubmit: (event: Event) => {
    event.preventDefault();
    let parsed: unknown;
    try {
      parsed = JSON.parse(deck.value);
    } catch {
      parsed = deck.value; // a decklist file in the game's text form
    }
    replace(status, message('Registering…'));
    accountRequest<RegisteredPlayer>('POST', tournamentPath(context.id, '/players/me'), { deck: parsed }).then(() => {
      forgetAccess(context.id);
      void renderMySeat(main, { tournamentId: context.id });
    }, (error: unknown) => replace(status, message(inWords(error), 'error')));
  } },
  h('h2', { id: 'enter-heading' }, 'Register for this event'),
  h('label', { for: 'deck' }, `Your ${context.summary.settings.format} deck (paste the decklist)`), deck,
  h('button', { type: 'submit' }, 'Register'), status);
  return form;
}

/** A result as the player reads it: their own games first, whatever the pairing's seat order. */
function resultText(context: TournamentContext, pairing: Pairing, viewer: string): string {
  const result = pairing.result;
  if (!result) return 'No result yet.';
  if ('points' in result) return pairing.players.map((p) => `${context.playerName(p)} ${result.points[p ?? ''] ?? 0}`).join(', ');
  const [a, b] = pairing.players[1] === viewer ? [pairing.players[1], pairing.players[0]] : pairing.players;
  return `${context.playerName(a)} ${result.wins[a ?? ''] ?? 0} – ${result.wins[b ?? ''] ?? 0} ${context.playerName(b)}${result.draws ? `, ${result.draws} drawn` : ''}`;
}

/** This round's table: opponent, timer, and reporting, confirming or disputing the result. */
function tableCard(context: TournamentContext, seat: Seat, round: Round, act: (label: string, run: () => Promise<unknown>) => void): HTMLElement {
  const pairing = round.pairings.find((p) => p.players.includes(seat.playerId));
  const heading = h('h2', { id: 'table-heading' }, `Round ${round.round}`);
  if (!pairing) return h('section', { class: 'card', 'aria-labelledby': 'table-heading' }, heading, h('p', {}, 'You are not paired this round.'));
  const others = pairing.players.filter((p) => p !== seat.playerId);
  const bye = others.length === 1 && others[0] === null;
  const clock = round.timer ? h('p', { class: 'clock', 'data-testid': 'my-clock' }, `Time left: ${clockText(secondsLeft(round.timer, Date.now()))}`) : null;
  const path = (what: string) => tournamentPath(context.id, `/matches/${encodeURIComponent(pairing.matchId)}/${what}`);
  let controls: HTMLElement | null = null;
  const result = pairing.result;
  if (bye) controls = h('p', {}, 'You have a bye this round.');
  else if (pairing.status === 'final') controls = h('p', {}, `Final: ${resultText(context, pairing, seat.playerId)}`);
  else if (pairing.status === 'disputed') controls = h('p', {}, `Disputed: ${resultText(context, pairing, seat.playerId)}. A judge will rule.`);
  else if (pairing.status === 'reported' && result && result.reportedBy !== seat.playerId) {
    const reason = h('input', { id: 'dispute-reason', name: 'reason', type: 'text', maxlength: 500 });
    controls = h('div', {},
      h('p', {}, `Your opponent reported: ${resultText(context, pairing, seat.playerId)}`),
      h('div', { class: 'buttons' }, h('button', { type: 'button', onclick: () => act('Confirm the result', () => postJson(path('confirm'), {}, seat.token)) }, 'Confirm')),
      h('label', { for: 'dispute-reason' }, 'Or dispute it: what happened?'), reason,
      h('button', { type: 'button', class: 'danger', onclick: () => act('Dispute the result', () => postJson(path('dispute'), { reason: reason.value }, seat.token)) }, 'Dispute'));
  } else if (pairing.status === 'reported') controls = h('p', {}, `You reported: ${resultText(context, pairing, seat.playerId)}. Waiting for your opponent to confirm.`);
  else if (others.length === 1 && others[0]) {
    const opponent = others[0];
    const input = (id: string, label: string) => [h('label', { for: id }, label), h('input', { id, name: id, type: 'number', min: 0, max: 3, value: 0, inputmode: 'numeric', required: true })];
    const form: HTMLFormElement = h('form', { onsubmit: (event: Event) => {
      event.preventDefault();
      const data = new FormData(form);
      const body = { wins: { [seat.playerId]: Number(data.get('my-wins')), [opponent]: Number(data.get('their-wins')) }, draws: Number(data.get('draws')) };
      act('Report the result', () => postJson(path('report'), body, seat.token));
    } }, ...input('my-wins', 'Games I won'), ...input('their-wins', `Games ${context.playerName(opponent)} won`), ...input('draws', 'Drawn games'), h('button', { type: 'submit' }, 'Report result'));
    controls = form;
  } else controls = h('p', {}, 'Your pod reports its points to the organizer.');
  return h('section', { class: 'card', 'aria-labelledby': 'table-heading', 'data-testid': 'my-table' }, heading,
    h('p', { class: 'big' }, `Table ${pairing.table}`, bye ? '' : ` · against ${others.map((p) => context.playerName(p)).join(', ')}`),
    clock, controls);
}

/** The player's screen, phone first: registration and check-in, this round's table and result, standing and history, dropping. */
export async function renderMySeat(main: HTMLElement, params: { tournamentId: string }): Promise<() => void> {
  const context = await loadTournament(params.tournamentId);
  document.title = `${context.name} · My seat · Arbiter`;
  const seat = await findSeat(context.id);
  if (!seat || 'staff' in seat) {
    const signedIn = await currentSession();
    const body = seat
      ? h('p', {}, `You are ${seat.staff === 'judge' ? 'a judge' : 'the organizer'} of this event: `, h('a', { href: `/tournaments/${encodeURIComponent(context.id)}/${seat.staff}` }, 'open your screen'), '.')
      : !signedIn
        ? h('p', {}, h('a', { href: signInHref() }, 'Sign in or create an account'), ' to register for this event, or open the personal link your organizer gave you.')
        : context.summary.status === 'registration'
          ? entryForm(main, context)
          : message('Registration for this event has closed; ask the organizer to add you.');
    replace(main, tournamentHeader(context, 'me'), body);
    return () => undefined;
  }
  const indicator = liveIndicator();
  const status = h('div', { class: 'status-region', 'aria-live': 'polite', 'data-testid': 'seat-status' });
  const body = h('div', {});
  let header = tournamentHeader(context, 'me', indicator);
  // The feed redraws on every table's result: never draw older answers over newer ones, nor
  // rebuild the form under a player's thumb when nothing of theirs changed.
  let started = 0;
  let drawn = 0;
  let shown = '';
  const draw = async (): Promise<void> => {
    const mine = ++started;
    const fresh = await loadTournament(context.id);
    const me = fresh.summary.players.find((p) => p.playerId === seat.playerId);
    const rounds = await listRounds(context.id);
    const last = rounds.at(-1);
    const current = last ? await getJson<Round>(tournamentPath(context.id, `/rounds/${last.round}`)) : undefined;
    const standings = await getJson<Standings>(tournamentPath(context.id, '/standings')).catch(() => undefined);
    const row = standings?.rows.find((r) => r.playerId === seat.playerId);
    if (mine < drawn) return;
    drawn = mine;
    const myTable = current?.pairings.find((p) => p.players.includes(seat.playerId));
    const now = JSON.stringify([fresh.summary, current?.round, current?.timer, myTable, row, standings?.rows.length]);
    if (now === shown) return;
    shown = now;
    const act = (label: string, run: () => Promise<unknown>): void => {
      replace(status, message(`${label}…`));
      run().then(() => replace(status, message(`${label}: done.`)), (error: unknown) => replace(status, message(`${label} failed. ${inWords(error)}`, 'error'))).finally(() => void draw());
    };
    const registration = h('section', { class: 'card', 'aria-labelledby': 'me-heading' },
      h('h2', { id: 'me-heading' }, me?.name ?? seat.playerId),
      h('p', {}, me?.dropped ? 'You have dropped from this event.' : fresh.summary.status === 'registration' ? (me?.checkedIn ? 'Checked in.' : 'Registered.') : 'Playing.'),
      me && !me.checkedIn && !me.dropped && fresh.summary.status === 'registration'
        ? h('button', { type: 'button', onclick: () => act('Check in', () => postJson(tournamentPath(context.id, `/players/${encodeURIComponent(seat.playerId)}/check-in`), {}, seat.token)) }, 'Check in')
        : null,
      row ? h('p', { 'data-testid': 'my-standing' }, `Standing: ${row.rank} of ${standings!.rows.length} · ${row.matchPoints} points · ${row.record.wins}-${row.record.losses}-${row.record.draws}`) : null);
    const drop = me && !me.dropped && fresh.summary.status !== 'completed'
      ? h('p', {}, h('button', { type: 'button', class: 'danger', onclick: () => {
        if (confirm('Drop from this event? You will not be paired again.')) act('Drop', () => postJson(tournamentPath(context.id, `/players/${encodeURIComponent(seat.playerId)}/drop`), {}, seat.token));
      } }, 'Drop from the event'))
      : null;
    const forget = seatToken(context.id)
      ? h('p', {}, h('button', { type: 'button', class: 'link', onclick: () => {
        forgetSeatToken(context.id);
        void renderMySeat(main, params);
      } }, 'Forget my seat on this device'))
      : null;
    // The state line (registration, running, round) follows the event.
    const newer = tournamentHeader(fresh, 'me', indicator);
    header.replaceWith(newer);
    header = newer;
    const edits = unsavedEdits(body);
    replace(body, registration, current ? tableCard(fresh, seat, current, act) : h('p', {}, 'Round 1 has not started yet: pairings appear here.'), drop, forget);
    restoreEdits(body, edits);
  };
  body.addEventListener('input', markEdited);
  replace(main, header, status, body);
  await draw();
  const redraw = (): void => void draw().catch((error) => replace(status, message(inWords(error), 'error')));
  return openFeed(context.id, { pairings: redraw, result: redraw }, indicator);
}
