import type { Discipline } from '../cards/card';
import type { TurnDeed } from '../effects/effect-types';
import { bothTexts, cardFact, type CardQuestion } from './card-facts';
import type { EngineContext } from './context';
import type { ChaoticMatchConfig, ChaoticState } from './types';

/**
 * What creatures did this turn, for text that asks ("if an engaged creature you control won
 * Initiative this turn", "Target Creature which dealt attack damage this turn", "the damage
 * dealt by the last attack played this combat"). Kept only in games whose decks hold such
 * text: every other game's state, and so its hash, stays as it was.
 */
export interface TurnLog {
  /** Creatures that won Initiative this turn (CR 7.2.4.1). */
  initiative: number[];
  /** Attack damage each creature dealt and was dealt this turn, by uid (CR 8.6). */
  dealt: number[];
  taken: number[];
  /** Challenges won this turn, as `${uid}:${discipline}` (glossary Challenge). */
  challenges: string[];
  /** The damage the last attack resolved in this combat dealt; 0 before the first. */
  lastAttack: number;
}

function emptyLog(creatures: number): TurnLog {
  return { initiative: [], dealt: new Array<number>(creatures).fill(0), taken: new Array<number>(creatures).fill(0), challenges: [], lastAttack: 0 };
}

/** Whether any of a card's text reads the turn's record (a filter on deeds or the last attack's damage). */
function readsLog(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(readsLog);
  const o = value as Record<string, unknown>;
  if (o.thisTurn !== undefined || o.of === 'last-attack-damage') return true;
  for (const k in o) if (readsLog(o[k])) return true;
  return false;
}
const asksOfTurn: CardQuestion = (effects) => bothTexts(effects).some((e) => e.kind === 'automated' && readsLog(e));

/** A record for a game whose decks hold a card that reads it (every card of a game comes from its decks); undefined otherwise. */
export function turnLogFor(config: ChaoticMatchConfig, ctx: EngineContext, creatures: number): TurnLog | undefined {
  for (const deck of config.decks) {
    for (const list of [deck.creatures, deck.attacks, deck.locations, deck.battlegear ?? [], deck.mugic ?? []]) {
      for (const id of list) if (cardFact(ctx, id, asksOfTurn)) return emptyLog(creatures);
    }
  }
  return undefined;
}

/** CR 6.4.1: the turn's record starts afresh with the next turn. */
export function newTurn(state: ChaoticState): void {
  const m = state.masters;
  if (m?.turnLog) m.turnLog = emptyLog(state.creatures.length);
}

/** CR 7.2.1: a new combat has no last attack yet. */
export function newCombat(state: ChaoticState): void {
  const log = state.masters?.turnLog;
  if (log) log.lastAttack = 0;
}

export function recordInitiative(state: ChaoticState, uid: number): void {
  const log = state.masters?.turnLog;
  if (log && !log.initiative.includes(uid)) log.initiative.push(uid);
}

/** An attack resolved: what it dealt (0 too: it is still the last attack), and the Challenges its striker won with it. */
export function recordAttack(state: ChaoticState, striker: number, hit: number, dealt: number, challenges: readonly Discipline[]): void {
  const log = state.masters?.turnLog;
  if (!log) return;
  log.lastAttack = dealt;
  if (dealt > 0) {
    log.dealt[striker] += dealt;
    log.taken[hit] += dealt;
  }
  for (const stat of challenges) {
    const key = `${striker}:${stat}`;
    if (!log.challenges.includes(key)) log.challenges.push(key);
  }
}

/** Whether the creature did the deed this turn; false in a game that keeps no record (no card of it asks). */
export function didThisTurn(state: ChaoticState, uid: number, deed: TurnDeed): boolean {
  const log = state.masters?.turnLog;
  if (!log) return false;
  switch (deed.kind) {
    case 'won-initiative': return log.initiative.includes(uid);
    case 'dealt-attack-damage': return log.dealt[uid] >= deed.min;
    case 'took-attack-damage': return log.taken[uid] >= deed.min;
    case 'won-challenge': return log.challenges.includes(`${uid}:${deed.stat}`);
    default: { const unknown: never = deed; throw new Error(`unknown deed ${JSON.stringify(unknown)}`); }
  }
}

/** The damage dealt by the last attack resolved this combat. */
export function lastAttackDamage(state: ChaoticState): number {
  return state.masters?.turnLog?.lastAttack ?? 0;
}
