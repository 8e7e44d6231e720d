import { type PlayerId, SeededRng } from '@arbiter/rules';
import { buffPhase } from './buff-phase';
import type { CardCatalogue } from './catalogue';
import { gameOver, removePlayer, removeTheFallen } from './removal';
import type { EngineCard } from './card-facts';
import { effectJob, runEffectJob } from './resolve';
import { nextSeat } from './seating';
import type { FinishJob, LightseekersState } from './state';
import { actingPlayer, playerOf } from './state';
import { freshTurn } from './turn-state';
import { shuffleInto, takeOne } from './zones';

/** 2.4.2.2f, 4.1.3.1d–e, 2.5.1.2: after resolving, the played card goes on the discard pile and a combo's payment is shuffled into the deck. */
function finish(state: LightseekersState, job: FinishJob): void {
  const owner = playerOf(state, job.owner);
  if (job.toDiscard && takeOne(state.limbo, job.card)) owner.discard.push(job.card);
  if (job.payment.length > 0) {
    for (const card of job.payment) takeOne(state.limbo, card);
    if (state.paper) shuffleInto(owner, job.payment, null);
    else {
      const rng = new SeededRng(state.rng);
      shuffleInto(owner, job.payment, rng);
      state.rng = rng.state();
    }
  }
}

function startOfTurn(state: LightseekersState, owner: PlayerId, card: EngineCard): void {
  if (card.facts.triggers.has('start-of-turn')) state.queue.push(effectJob(state, card, owner, 'effects', { when: 'start-of-turn' }));
}

/**
 * 4.1.1 Start Phase and 4.1.2 Buff Phase of the player whose turn begins: actions reset, what
 * lasted "until your next turn" ends, start-of-turn text triggers, then Buffs rotate, expire and
 * trigger.
 */
export function startTurn(state: LightseekersState, cards: CardCatalogue): void {
  state.turnNumber++;
  state.current = freshTurn();
  const player = actingPlayer(state);
  if (player.lingering.length > 0) player.lingering = player.lingering.filter((l) => l.until !== 'your-next-turn');
  const hero = cards.get(player.hero);
  if (hero.facts.traitTriggers.has('start-of-turn')) state.queue.push(effectJob(state, hero, player.id, 'trait', { when: 'start-of-turn' }));
  for (const id of player.items) startOfTurn(state, player.id, cards.get(id));
  for (const buff of player.buffs) startOfTurn(state, player.id, cards.get(buff.card));
  buffPhase(state, cards);
}

/**
 * 4.1.5: the End Phase after the draw. "This turn" effects end; then the Empty Deck Check
 * (4.1.5.5): with an empty deck and no card gone from the hand this turn, the player moves a Buff,
 * Item or card in hand to the discard pile, or, having none, is removed (5.1.1).
 */
export function endPhase(state: LightseekersState): void {
  state.current.phase = 'end';
  for (const p of state.players) if (p.lingering.length > 0) p.lingering = p.lingering.filter((l) => l.until !== 'end-of-turn');
  const player = actingPlayer(state);
  if (player.removed || player.deck.length > 0 || state.current.handLeft) return;
  if (player.buffs.length + player.items.length + player.hand.length > 0) state.pending.push({ kind: 'empty-deck-check', player: player.id, left: 1 });
  else removePlayer(state, player.id);
}

/**
 * Carries the game forward to the next decision: resolves queued card text until a player must
 * choose, ends the Action Phase when no action is left, and passes the turn on (4.1.5.4) once the
 * End Phase is over or the acting player has been removed.
 */
export function settle(state: LightseekersState, cards: CardCatalogue): void {
  for (let guard = 0; guard < 10_000; guard++) {
    if (gameOver(state)) {
      state.queue = [];
      state.pending = [];
      return;
    }
    if (state.pending.length > 0) return;
    const job = state.queue[0];
    if (job) {
      const done = job.kind === 'finish' ? (finish(state, job), true) : runEffectJob(state, job, cards);
      if (done && state.queue[0] === job) state.queue.shift();
      // 5.1.4: a player brought to 0 by their own card leaves once it has fully resolved.
      if (state.queue.length === 0) removeTheFallen(state);
      continue;
    }
    const acting = actingPlayer(state);
    if (acting.removed || state.current.phase === 'end') {
      state.turn = nextSeat(state);
      startTurn(state, cards);
      continue;
    }
    if (state.current.phase === 'action' && state.current.regular + state.current.unrestricted === 0) state.current.phase = 'draw';
    return;
  }
  throw new Error('card text kept triggering itself: the engine stopped');
}
