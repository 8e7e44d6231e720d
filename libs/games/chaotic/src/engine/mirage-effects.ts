import { SeededRng } from '@arbiter/rules';
import type { EngineContext } from './context';
import type { ChaoticState,Seat } from './types';
import { revealLocation } from './zones';

/** CR 9.3: what a Mugic does to a Mirage Location, on the Battleboard or as the active Location. */
export type MirageAction = 'move' | 'shuffle' | 'place-active' | 'shuffle-active';

function shuffleInto(state: ChaoticState, seat: Seat, card: string): void {
  const deck = state.zones[seat].locationDeck;
  deck.push(card);
  if (state.rng === null) return; // paper play: the deck's order is the players' own
  const rng = new SeededRng(state.rng);
  rng.shuffle(deck);
  state.rng = rng.state() as number[];
}

/** The new active Location a player reveals (CR 6.2.5); whether it is a Mirage is noted (CR 9.3.2). */
function reveal(state: ChaoticState, ctx: EngineContext, seat: Seat): void {
  revealLocation(state, seat, null);
  const card = state.activeLocation ? ctx.cards.byId(state.activeLocation.card) : undefined;
  state.masters!.activeMirage = !!card?.subtypes.includes('Mirage');
}

/**
 * `move`: the Mirage on the Battleboard goes to another space `pick` chooses (Illusion Glissando);
 * `shuffle`: it is shuffled into its owner's Location Deck (CR 9.3.4: it was no part of it);
 * `place-active`: the active Location, a Mirage, goes onto a space instead (CR 9.3.2, an earlier
 * Mirage back to the bottom of its owner's deck) — the text then reveals a new one;
 * `shuffle-active`: the active Mirage is shuffled into its owner's deck and that player reveals a
 * new active Location. False when there is no such Mirage.
 */
export function actOnMirage(state: ChaoticState, ctx: EngineContext, action: MirageAction, pick: (spaces: string[]) => string | undefined): boolean {
  const m = state.masters!;
  const board = state.board.map((_, space) => space);
  if (action === 'move' || action === 'shuffle') {
    const mirage = m.mirage;
    if (!mirage) return false;
    if (action === 'shuffle') { m.mirage = null; shuffleInto(state, mirage.owner, mirage.card); return true; }
    const space = pick(board.filter((s) => s !== mirage.space).map(String));
    if (space === undefined) return false;
    m.mirage = { ...mirage, space: Number(space) };
    return true;
  }
  const active = state.activeLocation;
  if (!active || !m.activeMirage) return false;
  state.activeLocation = null;
  m.activeMirage = false;
  if (action === 'shuffle-active') { shuffleInto(state, active.owner, active.card); reveal(state, ctx, active.owner); return true; }
  const space = pick(board.map(String));
  if (m.mirage) state.zones[m.mirage.owner].locationDeck.unshift(m.mirage.card);
  m.mirage = { card: active.card, owner: active.owner, space: Number(space ?? 0) };
  return true;
}
