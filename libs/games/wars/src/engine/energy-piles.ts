import type { Game } from './game-cards';
import { ownerOf } from './game-cards';
import { takeTop } from './paper-play';
import type { InPlayCard, Seat, WarsState } from './state';
import { noteEvent } from './triggers';
import { forgetCard } from './until-end-of-turn';

/** Energy: the cards in a player's reserve, active and used piles (CR glossary `energy`). */
export const energyOf = (s: WarsState, seat: Seat) => s.piles[seat].reserve.length + s.piles[seat].active.length + s.piles[seat].used.length;

/** Activate: top of the reserve to the top of the active pile, one at a time, as many as there are (CR glossary `activate`). */
export function activate(s: WarsState, seat: Seat, amount: number): void {
  const p = s.piles[seat];
  for (let i = 0; i < amount && p.reserve.length > 0; i++) p.active.push(p.reserve.shift()!);
}

/** Pay: top of the active pile to the top of the used pile (CR glossary `pay`); the caller has checked there is enough. */
export function pay(s: WarsState, seat: Seat, amount: number): void {
  const p = s.piles[seat];
  for (let i = 0; i < amount; i++) p.used.push(p.active.pop()!);
}

/** End of turn: each used pile goes beneath its reserve, its order kept (CR glossary `recirculate`). */
export function recirculate(s: WarsState, seat: Seat): void {
  const p = s.piles[seat];
  p.reserve.push(...p.used.reverse());
  p.used = [];
}

/** Reveals a card for destiny: the top of the reserve (in paper play the card declared), then onto the used pile; 0 with an empty reserve (CR glossary `destiny`). */
export function revealDestiny(g: Game, seat: Seat, declared?: unknown): number {
  const top = takeTop(g, seat, 'reserve', declared);
  if (top === undefined) return 0;
  g.s.piles[seat].used.push(top);
  return g.card(top).destiny ?? 0;
}

/**
 * A card leaves play, into no pile yet (its caller puts it where it goes), and every card beneath
 * it is lost (CR general `leaving play`); the card as it was in play, or undefined when it was not.
 */
export function leavePlay(g: Game, key: string): InPlayCard | undefined {
  const s = g.s;
  const card = s.inPlay[key];
  if (!card) return undefined;
  for (const beneath of g.inPlay().filter((p) => p.host === key)) loseFromPlay(g, beneath.key);
  delete s.inPlay[key];
  g.inPlayChanged();
  loseStacked(g, key);
  for (const group of s.groups) {
    group.sites = group.sites.filter((k) => k !== key);
    group.sectors = group.sectors.filter((k) => k !== key);
  }
  s.groups = s.groups.filter((group) => group.sites.length + group.sectors.length > 0);
  forgetCard(s, key);
  return card;
}

/** A card leaves play to its owner's lost pile (destroyed, dismissed or lost), an event card text may watch. */
export function loseFromPlay(g: Game, key: string): void {
  const was = leavePlay(g, key);
  if (!was) return;
  g.s.piles[ownerOf(key)].lost.push(key);
  noteEvent(g, { event: 'lost', card: key, was: { ...was } });
}

/** Where a player may lose a card from (CR glossary `lose energy`: the top of any energy pile, or a card from hand). */
export const LOSS_SOURCES = ['reserve', 'active', 'used', 'hand'] as const;
export type LossSource = (typeof LOSS_SOURCES)[number];

/** Loses one card: the top of a pile (in paper play the card declared, as it goes face up), or the first copy of `card` in hand. */
export function loseOne(g: Game, seat: Seat, from: LossSource, card?: string): void {
  const p = g.s.piles[seat];
  let key: string | undefined;
  if (from !== 'hand') key = takeTop(g, seat, from, card);
  else {
    const i = p.hand.findIndex((k) => g.card(k).id === card);
    key = i >= 0 ? p.hand.splice(i, 1)[0] : undefined;
  }
  if (key !== undefined) p.lost.push(key);
}

/** Whether a player has anything to lose: energy or a card in hand. */
export const canLose = (s: WarsState, seat: Seat) => energyOf(s, seat) + s.piles[seat].hand.length > 0;

/** The cards stacked on a card that leaves play are lost with it, to their owners' lost piles (CR general `leaving play`). */
function loseStacked(g: Game, key: string): void {
  for (const c of [...(g.s.stacked?.[key] ?? [])]) {
    unstack(g, key, c.key);
    g.s.piles[ownerOf(c.key)].lost.push(c.key);
  }
}

/** A card stacked on a card in play by card text (it is out of play), on top of those already there. */
export function stackOn(g: Game, on: string, key: string, faceDown: boolean): void {
  ((g.s.stacked ??= {})[on] ??= []).push({ key, ...(faceDown ? { faceDown: true as const } : {}) });
}

/** A card taken off the card it is stacked on (the state keeps no empty stacks). */
export function unstack(g: Game, on: string, key: string): void {
  const stacked = g.s.stacked?.[on];
  const at = stacked?.findIndex((c) => c.key === key) ?? -1;
  if (at < 0) return;
  stacked!.splice(at, 1);
  if (stacked!.length === 0) delete g.s.stacked![on];
  if (Object.keys(g.s.stacked!).length === 0) delete g.s.stacked;
}
