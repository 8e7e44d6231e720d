import type { Stat } from '../keywords/ability';
import type { EngineContext } from './context';
import type { Stats } from './stats';
import type { ChaoticState,Seat } from './types';

/**
 * Facts about the game that printed conditions and counts read ("If the opposing engaged
 * Creature is equipped", "If your opponent controls the active Location", "Scanned Energy").
 */
export function hasBattlegear(state: ChaoticState, ctx: EngineContext, uid: number, subtype?: string, name?: string): boolean {
  const gear = state.masters?.gear[uid];
  if (!gear) return false;
  const card = ctx.cards.byId(gear.card);
  return (subtype === undefined || (card?.subtypes ?? []).includes(subtype)) && (name === undefined || card?.name === name);
}

/** CR 6.2: the active Location is controlled by the player who revealed it. */
export function activeLocationController(state: ChaoticState, you: Seat): 'you' | 'opponent' | undefined {
  const location = state.activeLocation;
  return location ? (location.owner === you ? 'you' : 'opponent') : undefined;
}

export function handSize(state: ChaoticState, hand: 'mugic' | 'attack', seat: Seat): number {
  return hand === 'mugic' ? state.masters!.mugicHand[seat].length : state.zones[seat].attackHand.length;
}

/** Glossary Scanned: the value printed on the card, before any modification. */
export function scanned(state: ChaoticState, uid: number, stat: Stat): number {
  const c = state.creatures[uid];
  return stat === 'energy' ? c.energy : c.stats[stat];
}

export function activeLocationInitiative(state: ChaoticState, ctx: EngineContext): string | undefined {
  const location = state.activeLocation;
  const card = location ? ctx.cards.byId(location.card) : undefined;
  return card?.type === 'Location' ? card.initiative.toLowerCase() : undefined;
}

/** The X of a keyword in force on the creature, copies added (CR 8.8.1.2). */
export function abilityValue(stats: Stats, uid: number, kind: string): number {
  return stats.keywords(uid).filter((a) => a.kind === kind).reduce((n, a) => n + ((a as { x?: number }).x ?? 1), 0);
}
