import type { JudgeQueue, Round } from '@arbiter/api-contract';
import { describeError, getJson, postJson, tournamentPath } from '../api.js';
import { h, message, replace } from '../dom.js';
import { openFeed, liveIndicator } from '../live-feed.js';
import { forgetOrganizerToken, organizerToken, saveOrganizerToken } from '../token-store.js';
import { loadTournament, TournamentContext, tournamentHeader } from '../tournament-context.js';
import { listRounds } from './pairings.js';
import { podResultCard } from './pod-results.js';
import { eventTools } from './event-tools.js';
import { invitationsCard } from './staff-tools.js';
import { Act, phaseControls } from './organizer-phase.js';
import { penaltiesCard } from './organizer-penalties.js';
import { registrationCard } from './organizer-registration.js';
import { resultsBoard } from './organizer-results.js';
import { currentSession, signInHref, tournamentAccess } from '../session.js';
import { clearEdited, markEdited, restoreEdits, unsavedEdits } from '../unsaved-edits.js';

interface Screen {
  context: TournamentContext;
  token: string;
  /** The tournament's heading, redrawn with the state line (registration, running, round) as it changes. */
  header: HTMLElement;
  indicator: HTMLElement;
  signedIn: boolean;
  status: HTMLElement;
  body: HTMLElement;
  /** Redraws started, and the newest one drawn: an older answer arriving late is dropped. */
  started: number;
  drawn: number;
  /** What the controls were last drawn from. */
  shown?: string;
  /** The round the results board shows when the organizer picked an earlier one to correct, and the round that was current then. */
  viewRound?: number;
  viewPickedIn?: number;
  /** Where a seat link and its QR code appear (kept across redraws). */
  seatLink: HTMLElement;
}

/**
 * Runs an organizer action, reporting success (with what `more` adds from its answer) or the api's
 * problem in the status region, then redraws.
 */
async function act<T>(screen: Screen, label: string, action: () => Promise<T>, more: (answer: T) => string = () => '', sent: readonly string[] = []): Promise<void> {
  replace(screen.status, message(`${label}…`));
  try {
    const answer = await action();
    replace(screen.status, message(`${label}: done.${more(answer)}`));
    // Stored: the redraw must not bring back what was typed (a failure keeps it, to be fixed).
    clearEdited(screen.body, sent);
  } catch (error) {
    replace(screen.status, message(`${label} failed. ${describeError(error)}`, 'error'));
  }
  await drawControls(screen);
}

function tokenForm(main: HTMLElement, context: TournamentContext): HTMLElement {
  const input = h('input', { id: 'organizer-token', name: 'token', type: 'password', autocomplete: 'off', required: true });
  return h('form', { class: 'card', 'aria-labelledby': 'token-heading', onsubmit: (event: Event) => {
    event.preventDefault();
    saveOrganizerToken(context.id, input.value);
    void renderOrganizer(main, { tournamentId: context.id });
  } },
  h('h2', { id: 'token-heading' }, 'Organizer token'),
  h('p', {}, 'Paste the organizer token you received when the tournament was created. It stays in this browser only.'),
  h('label', { for: 'organizer-token' }, 'Organizer token'), input, h('button', { type: 'submit' }, 'Save token'));
}

async function drawControls(screen: Screen): Promise<void> {
  const { context, token } = screen;
  const started = ++screen.started;
  const fresh = await loadTournament(context.id);
  const rounds = await listRounds(context.id);
  const last = rounds.at(-1);
  const current = last ? await getJson<Round>(tournamentPath(context.id, `/rounds/${last.round}`)) : undefined;
  // A new round brings the board back to it.
  if (screen.viewPickedIn !== last?.round) screen.viewRound = undefined;
  const shownRound = screen.viewRound && screen.viewRound !== last?.round ? await getJson<Round>(tournamentPath(context.id, `/rounds/${screen.viewRound}`)) : current;
  // Disputes (with their reasons) and audit flags mark the tables of the results board.
  const queue = current ? await getJson<JudgeQueue>(tournamentPath(context.id, '/judge-queue'), token).catch(() => undefined) : undefined;
  // Feed events and finished actions redraw concurrently; never draw older data over newer.
  if (started < screen.drawn) return;
  screen.drawn = started;
  screen.context = fresh;
  const header = tournamentHeader(fresh, 'organizer', screen.indicator);
  screen.header.replaceWith(header);
  screen.header = header;
  // A feed event that changed nothing here must not rebuild controls under the organizer's pointer.
  const shown = JSON.stringify([rounds.length, current, shownRound?.round, shownRound === current ? null : shownRound, queue?.open, fresh.summary]);
  if (shown === screen.shown) return;
  screen.shown = shown;
  const run: Act = (label, action, more, sent) => void act(screen, label, action, more, sent);
  const pods = [...(shownRound?.pairings ?? [])].filter((p) => p.players.length > 2).sort((x, y) => x.table - y.table);
  const results = shownRound
    ? resultsBoard({
      context: fresh, round: shownRound, rounds: rounds.map((r) => r.round), queue, token, act: run, onEdit: markEdited,
      showRound: (round) => {
        screen.viewRound = round;
        screen.viewPickedIn = last?.round;
        void drawControls(screen);
      },
    })
    : null;
  // A multiplayer pod's result is each seat's points (a Lightseekers pod: victory points).
  const podResults = shownRound && pods.length
    ? h('section', { 'aria-labelledby': 'pod-results-heading', 'data-testid': 'pod-results' }, h('h2', { id: 'pod-results-heading' }, 'Enter or correct pod points'),
      pods.map((pairing) => podResultCard({
        round: shownRound.round, pairing, playerName: (id) => fresh.playerName(id), onEdit: markEdited,
        submit: (points) => void act(screen, `Points for table ${pairing.table}`, () => postJson(tournamentPath(context.id, `/matches/${encodeURIComponent(pairing.matchId)}/result`), { points }, token)),
      })))
    : null;
  const active = fresh.summary.players.filter((p) => !p.dropped);
  const select = h('select', { id: 'drop-player', name: 'player', required: true }, active.map((p) => h('option', { value: p.playerId }, p.name)));
  const drop = h('form', { class: 'card', 'aria-labelledby': 'drop-heading', onsubmit: (event: Event) => {
    event.preventDefault();
    const playerId = select.value;
    if (!confirm(`Drop ${fresh.playerName(playerId)} from the event? They will not be paired again.`)) return;
    void act(screen, `Drop ${fresh.playerName(playerId)}`, () => postJson(tournamentPath(context.id, `/players/${encodeURIComponent(playerId)}/drop`), {}, token));
  } }, h('h2', { id: 'drop-heading' }, 'Drop a player'), h('label', { for: 'drop-player' }, 'Player'), select, h('button', { type: 'submit', class: 'danger' }, 'Drop player'));
  const running = fresh.summary.status !== 'completed';
  const edits = unsavedEdits(screen.body);
  replace(screen.body, phaseControls(fresh, current, token, run), results, podResults, registrationCard(fresh, token, run, screen.seatLink),
    running && active.length ? drop : null, penaltiesCard(fresh, token, run), invitationsCard(fresh, screen.signedIn), eventTools(fresh, token));
  restoreEdits(screen.body, edits);
}

/** The organizer's screen: start and end rounds, enter or correct results (a pod's by points), players and their seat links, staff invitations, drops. */
export async function renderOrganizer(main: HTMLElement, params: { tournamentId: string }): Promise<() => void> {
  const context = await loadTournament(params.tournamentId);
  document.title = `${context.name} · Organizer · Arbiter`;
  const session = await currentSession();
  // A signed-in organizer's account is the key; a token pasted here (from a program) still works.
  const access = await tournamentAccess(context.id);
  const stored = organizerToken(context.id);
  const token = access?.role === 'organizer' ? access.token : stored;
  if (!token) {
    const why = !session
      ? h('p', {}, h('a', { href: signInHref() }, 'Sign in'), ' with the account that created this event, or paste an organizer token below.')
      : message(`Your account (${session.account.email}) is not an organizer of this event. Ask its organizer to invite you, or paste an organizer token below.`, 'error');
    replace(main, tournamentHeader(context, 'organizer'), why, tokenForm(main, context));
    return () => undefined;
  }
  const indicator = liveIndicator();
  const header = tournamentHeader(context, 'organizer', indicator);
  const screen: Screen = {
    context, token, header, indicator, signedIn: access?.role === 'organizer',
    status: h('div', { class: 'status-region', 'aria-live': 'polite', 'data-testid': 'organizer-status' }), body: h('div', {}), started: 0, drawn: 0,
    seatLink: h('div', {}),
  };
  const forget = access?.role === 'organizer' ? null : h('p', {}, h('button', { type: 'button', class: 'link', onclick: () => {
    forgetOrganizerToken(context.id);
    void renderOrganizer(main, params);
  } }, 'Forget the organizer token'));
  // Whatever the organizer types anywhere on the screen survives a redraw until it is sent.
  screen.body.addEventListener('input', markEdited);
  replace(main, header, screen.status, screen.body, forget);
  await drawControls(screen);
  // Pairings arrive from the worker after "start": redraw when they (or results) do.
  const redraw = (): void => void drawControls(screen).catch((error) => replace(screen.status, message(describeError(error), 'error')));
  return openFeed(context.id, { pairings: redraw, result: redraw }, indicator);
}
