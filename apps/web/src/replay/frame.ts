import type { GameViewer } from '@arbiter/api-contract';
import { describeError } from '../api.js';
import { h, message, replace } from '../dom.js';
import { actionCards, actionText } from './action-text.js';
import type { BoardContext } from './board-renderer.js';
import { CardNameCache } from './card-name-cache.js';
import { rendererFor } from './renderer-for.js';
import { ReplaySource } from './replay-source.js';

export interface ReplayFrameOptions {
  gameId: string;
  /** The game's number on the match page (labels). */
  gameNumber: number;
  playerName: (playerId: string) => string;
  /** A token the browser holds for this tournament (an organizer's): the api decides what it may see. */
  token?: string;
}

/** Keys that step through the replay while it has focus. */
const KEYS: Readonly<Record<string, (at: number, total: number) => number>> = {
  ArrowLeft: (at) => at - 1,
  ArrowRight: (at) => at + 1,
  Home: () => 0,
  End: (_at, total) => total,
};

function viewerText(viewer: GameViewer, playerName: (id: string) => string): string {
  if (viewer.kind === 'judge') return 'Seen as an official: every card, hands and decks included.';
  if (viewer.kind === 'player') return `Seen as ${playerName(viewer.player)}: your own hand and face-down cards; your opponent's stay hidden.`;
  return 'Seen as the public: hands, decks and face-down cards stay hidden.';
}

const JUMP_EVENT = 'replay-jump';

/** Where a jump asked for before the replay loaded waits, and the stepper once it has. */
interface JumpHook {
  pending?: number;
  go?: (seq: number) => void;
}

/** Opens a replay made by `replayFrame` at an action (loading it first if need be): what a violation's seq links to. */
export function showReplayAt(frame: HTMLElement, seq: number): void {
  frame.dispatchEvent(new CustomEvent<number>(JUMP_EVENT, { detail: seq }));
}

/**
 * The replay viewer of one game: the board at each step as the api lets the caller see it,
 * stepped with buttons, a slider or the arrow keys (Home and End for the set-up and the last
 * step), with each violation and attested effect one click away. It loads when first opened.
 */
export function replayFrame(options: ReplayFrameOptions): HTMLElement {
  const body = h('div', { class: 'replay-body' }, message('Loading the replay…'));
  const details = h('details', { class: 'replay', 'data-testid': 'replay' }, h('summary', {}, 'Replay: the board action by action'), body);
  const jumps: JumpHook = {};
  details.addEventListener(JUMP_EVENT, (event) => {
    const seq = (event as CustomEvent<number>).detail;
    if (jumps.go) jumps.go(seq);
    else jumps.pending = seq;
    details.open = true;
    details.scrollIntoView({ block: 'start' });
  });
  let started = false;
  details.addEventListener('toggle', () => {
    if (!details.open || started) return;
    started = true;
    void mount(body, options, jumps).catch((error) => {
      started = false; // closing and opening again retries
      replace(body, message(`Replay unavailable: ${describeError(error)}`, 'error'));
    });
  });
  return details;
}

/**
 * Another token to see the game with (a player's shows their own hand, a judge's everything):
 * the replay is loaded again with it. It is used for these requests only, never stored.
 */
function tokenForm(body: HTMLElement, options: ReplayFrameOptions, jumps: JumpHook): HTMLElement {
  const id = `replay-token-${options.gameNumber}`;
  const input = h('input', { id, type: 'password', autocomplete: 'off', required: true });
  return h('form', { class: 'replay-token', onsubmit: (event: Event) => {
    event.preventDefault();
    const token = input.value.trim();
    replace(body, message('Loading the replay…'));
    void mount(body, { ...options, token }, jumps).catch((error) => replace(body, message(`Replay unavailable: ${describeError(error)}`, 'error'), tokenForm(body, options, jumps)));
  } },
  h('label', { for: id }, 'See it with your token (player or judge)'), input, h('button', { type: 'submit', class: 'secondary' }, 'See as this token'));
}

async function mount(body: HTMLElement, options: ReplayFrameOptions, jumps: JumpHook): Promise<void> {
  const source = await ReplaySource.open(options.gameId, options.token);
  const { first } = source;
  const { total, actions, violations, attested } = first;
  const names = new CardNameCache(first.game);
  const renderer = rendererFor(first.game);
  await names.learn([...actionCards(actions), ...attested.map((a) => a.card)]);
  const context: BoardContext = { viewer: first.viewer, players: first.players, playerName: options.playerName, cardName: names.nameOf, cardShort: names.shortName };
  const label = `Game ${options.gameNumber} replay`;

  let at = 0;
  let drawing = 0;
  const range = h('input', { type: 'range', min: 0, max: total, value: 0, step: 1, 'aria-label': `${label}: step`, oninput: () => void go(Number(range.value)) });
  const position = h('output', { class: 'replay-position', 'data-testid': 'replay-step', 'aria-live': 'polite' });
  const said = h('div', { class: 'replay-action', 'data-testid': 'replay-action' });
  const board = h('div', { class: 'replay-board', 'data-testid': 'replay-board' });
  const frame = h('div', { class: 'replay-frame', tabindex: 0, role: 'group', 'aria-label': label, 'aria-keyshortcuts': 'ArrowLeft ArrowRight Home End' });
  const button = (text: string, title: string, to: () => number) => h('button', { type: 'button', class: 'secondary', title, 'aria-label': title, onclick: () => void go(to()) }, text);

  /** What happened at a step: the action, and what the engine and the audit found there. */
  const stepText = (seq: number): HTMLElement[] => {
    if (seq === 0) return [h('p', {}, 'Set-up: before the first action.')];
    const action = actions[seq - 1];
    const found = violations.filter((v) => v.seq === seq);
    const stated = attested.filter((a) => a.seq === seq);
    return [
      h('p', {}, h('strong', {}, `Action ${seq}`), ` · ${actionText(action, options.playerName, names.nameOf)}`),
      ...found.map((v) => h('p', { class: 'message error', 'data-testid': 'step-violation', title: v.ruleText ?? undefined },
        `${action.applied ? '' : 'Not applied: '}breaks CR ${v.rule} (${v.code}): ${v.message}`)),
      ...stated.map((a) => h('p', { class: 'message', 'data-testid': 'step-attested' },
        `Attested: ${names.nameOf(a.card)} — ${a.text.join(' / ')} — stated outcome: ${Object.keys(a.outcome).length ? JSON.stringify(a.outcome) : 'no change'}`)),
    ];
  };

  const go = async (target: number): Promise<void> => {
    const seq = Math.max(0, Math.min(total, Math.round(target)));
    at = seq;
    const mine = ++drawing;
    range.value = String(seq);
    position.textContent = `Step ${seq} of ${total}`;
    replace(said, stepText(seq));
    try {
      const view = await source.view(seq);
      await names.learn(renderer.cardIds(view));
      if (mine !== drawing) return; // a later step was asked for meanwhile
      replace(board, renderer.render(view, context));
      frame.dataset.step = String(seq);
    } catch (error) {
      if (mine === drawing) replace(board, message(`Step ${seq} unavailable: ${describeError(error)}`, 'error'));
    }
  };

  frame.addEventListener('keydown', (event) => {
    const to = KEYS[event.key];
    if (!to || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault(); // the slider would step too
    void go(to(at, total));
  });

  const jumpTo = (seq: number, text: string) => h('button', { type: 'button', class: 'link', onclick: () => void go(seq) }, text);
  replace(body, h('p', { class: 'subtle', 'data-testid': 'replay-viewer' }, viewerText(first.viewer, options.playerName),
    ` ${first.gameName}, ${first.gameFormat}, ${first.mode} play; engine ${first.engineVersion}.`));
  body.append(tokenForm(body, options, jumps), frame);
  frame.append(
    h('div', { class: 'replay-controls' },
      button('«', 'Set-up (Home)', () => 0), button('‹', 'Previous action (←)', () => at - 1), range,
      button('›', 'Next action (→)', () => at + 1), button('»', 'Last action (End)', () => total), position),
    h('p', { class: 'subtle replay-keys' }, 'Keys: ← → step, Home and End jump to the set-up and the last action.'),
    said,
    h('div', { class: 'replay-jumps' },
      h('section', { 'aria-label': `${label}: violations` },
        h('h4', {}, `Violations (${violations.length})${first.audited ? '' : ' found by this replay; the audit follows the end of the game'}`),
        violations.length === 0 ? h('p', { class: 'subtle' }, 'None.') : h('ul', { 'data-testid': 'replay-violations' }, violations.map((v) =>
          h('li', { title: v.ruleText ?? undefined }, v.seq > 0 ? jumpTo(v.seq, `Action ${v.seq}`) : 'Header', ` · CR ${v.rule}: ${v.message}`)))),
      h('section', { 'aria-label': `${label}: attested effects` },
        h('h4', {}, `Attested effects (${attested.length})`),
        attested.length === 0 ? h('p', { class: 'subtle' }, 'None.') : h('ul', { 'data-testid': 'replay-attested' }, attested.map((a) =>
          h('li', {}, jumpTo(a.seq, `Action ${a.seq}`), ` · ${names.nameOf(a.card)} (${options.playerName(a.player)})`))))),
    board);
  jumps.go = (seq) => { void go(seq); frame.focus({ preventScroll: true }); };
  const opening = jumps.pending ?? 0;
  jumps.pending = undefined;
  await go(opening);
}
