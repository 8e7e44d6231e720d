import type { Round, RoundTimerAnswer } from '@arbiter/api-contract';
import { describeError, getJson, postJson, tournamentPath } from '../api.js';
import { h, message, replace } from '../dom.js';
import { sheetByName } from '../print/pairings-sheet.js';
import { staffToken } from '../session.js';
import { loadTournament, TournamentContext } from '../tournament-context.js';
import { listRounds } from './pairings.js';
import { clockText, secondsLeft } from './round-clock.js';

/** How often every screen re-reads the round: the timer's state is the server's, so all screens agree. */
const POLL_MS = 3000;

function pairingsList(context: TournamentContext, round: Round): HTMLElement {
  const rows = sheetByName(round.pairings, (id) => context.playerName(id));
  return h('ol', { class: 'projector-pairings', 'data-testid': 'projector-pairings' }, rows.map((row) => h('li', {},
    h('span', { class: 'name' }, row.name),
    h('span', { class: 'table' }, `Table ${row.table}`),
    h('span', { class: 'opponent' }, row.bye ? 'Bye' : row.opponents.join(', ')))));
}

/** Scrolls a list that does not fit slowly down, waits at the end, and starts again from the top. */
function autoScroll(box: HTMLElement): () => void {
  // Whoever asked for less motion scrolls the list themselves (the stylesheet lets it scroll).
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => undefined;
  let wait = 0;
  const timer = window.setInterval(() => {
    if (box.scrollHeight <= box.clientHeight) return;
    if (wait > 0) { wait -= 1; return; }
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) {
      box.scrollTop = 0;
      wait = 60;
      return;
    }
    box.scrollTop += 1;
  }, 50);
  return () => window.clearInterval(timer);
}

/**
 * The projector: round number, a large round timer and the pairings by name. Public; with the
 * organizer token in this browser it also shows start, pause and extend.
 */
export async function renderProjector(main: HTMLElement, params: { tournamentId: string }): Promise<() => void> {
  const context = await loadTournament(params.tournamentId);
  const token = await staffToken(context.id, ['organizer']);
  document.title = `${context.name} · Projector · Arbiter`;
  const title = h('h1', {}, context.name);
  const clock = h('div', { class: 'round-clock', 'data-testid': 'round-clock', role: 'timer', 'aria-live': 'off' }, '—');
  const clockState = h('p', { class: 'clock-state', 'data-testid': 'clock-state' }, '');
  const status = h('div', { class: 'status-region', 'aria-live': 'polite' });
  const list = h('div', { class: 'projector-scroll' });
  let round: Round | undefined;
  let shown = '';

  const tick = (): void => {
    const timer = round?.timer;
    clock.dataset.state = !timer ? 'idle' : timer.pausedAt ? 'paused' : 'running';
    if (!timer) { clock.textContent = '—'; clockState.textContent = round ? 'Timer not started' : ''; return; }
    const left = secondsLeft(timer, Date.now());
    clock.textContent = clockText(left);
    clock.classList.toggle('over', left < 0);
    clockState.textContent = timer.pausedAt ? 'Paused' : left < 0 ? 'Time' : '';
  };
  const load = async (): Promise<void> => {
    const last = (await listRounds(context.id)).at(-1);
    round = last ? await getJson<Round>(tournamentPath(context.id, `/rounds/${last.round}`)) : undefined;
    title.textContent = round ? `${context.name} — Round ${round.round}` : context.name;
    // Redrawing the same pairings would throw the scrolling list back to the top.
    const signature = JSON.stringify([round?.round, round?.pairings.map((p) => p.players)]);
    if (signature !== shown) replace(list, round ? pairingsList(context, round) : message('No round has started yet.'));
    shown = signature;
    tick();
  };
  const act = (label: string, action: string, body: unknown = {}) => async (): Promise<void> => {
    if (!round) return;
    try {
      const answer = await postJson<RoundTimerAnswer>(tournamentPath(context.id, `/rounds/${round.round}/timer/${action}`), body, token);
      round = { ...round, timer: answer.timer ?? undefined };
      replace(status, message(`${label}: done.`));
      tick();
    } catch (error) {
      replace(status, message(`${label} failed. ${describeError(error)}`, 'error'));
    }
  };
  const controls = token
    ? h('div', { class: 'buttons projector-controls', 'aria-label': 'Round timer (organizer)', role: 'group' },
      h('button', { type: 'button', onclick: () => void act('Start the timer', 'start')() }, 'Start / resume'),
      h('button', { type: 'button', class: 'secondary', onclick: () => void act('Pause the timer', 'pause')() }, 'Pause'),
      h('button', { type: 'button', class: 'secondary', onclick: () => void act('Add 1 minute', 'extend', { seconds: 60 })() }, '+1 min'),
      h('button', { type: 'button', class: 'secondary', onclick: () => void act('Add 5 minutes', 'extend', { seconds: 300 })() }, '+5 min'),
      h('button', { type: 'button', class: 'link', onclick: () => void document.documentElement.requestFullscreen?.().catch(() => undefined) }, 'Full screen'))
    : null;
  replace(main, h('section', { class: 'projector', 'aria-label': 'Projector' }, title, clock, clockState, controls, status, list));
  document.body.classList.add('projector-mode');
  await load();
  const ticking = window.setInterval(tick, 250);
  const polling = window.setInterval(() => void load().catch(() => undefined), POLL_MS);
  const stopScroll = autoScroll(list);
  return () => {
    window.clearInterval(ticking);
    window.clearInterval(polling);
    stopScroll();
    document.body.classList.remove('projector-mode');
  };
}
