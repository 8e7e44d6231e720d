import { type Corner, type Effect, isEffectCall, type LightseekersCard } from '../cards/card';
import { lingeringOf, type Modifier } from './modifiers';

/**
 * What the engine asks of a card each time it looks over the cards in play (hero, Items, Buffs),
 * worked out once per card when its catalogue is made: cards do not change in play.
 */
export interface CardFacts {
  /** The triggers (`when`) its text waits for (start-of-turn, you-attack, …). */
  readonly triggers: ReadonlySet<string | undefined>;
  /** The triggers its hero trait waits for, when that trait is passive; none otherwise. */
  readonly traitTriggers: ReadonlySet<string | undefined>;
  /** 4.1.2.2a: the lingering effects of its text, of its passive trait, and of each of its corners. */
  readonly lingering: readonly Modifier[];
  readonly traitLingering: readonly Modifier[];
  readonly cornerLingering: readonly (readonly Modifier[])[];
  /** Its four corners: as printed, or a permanent Buff's four blank ones (2.5.3.10). */
  readonly corners: readonly Corner[];
  /** 2.5.3.9–10: a rotating Buff has a rotation symbol in a corner; a permanent one has none. */
  readonly rotating: boolean;
  /** 2.6.4, 6.1.2 Next: its text Cancels the next Attack against its player. */
  readonly cancelsAttack: boolean;
  /** 6.1.2 Unique and Burn. */
  readonly unique: boolean;
  readonly burn: boolean;
}

/** A card as an engine's catalogue holds it: the loaded card and its facts. */
export interface EngineCard extends LightseekersCard {
  readonly facts: CardFacts;
}

const PERMANENT_CORNERS: readonly Corner[] = Object.freeze([{ symbol: 'none' }, { symbol: 'none' }, { symbol: 'none' }, { symbol: 'none' }]);

/** The four corners of a Buff as printed; a card file may leave them out (a permanent Buff, 2.5.3.10). */
export function cornersOf(card: LightseekersCard): readonly Corner[] {
  return card.corners && card.corners.length > 0 ? card.corners : PERMANENT_CORNERS;
}

const triggersOf = (effects: readonly Effect[] | undefined): ReadonlySet<string | undefined> => new Set((effects ?? []).map((e) => e.when));

function factsOf(card: LightseekersCard): CardFacts {
  const corners = cornersOf(card);
  const passive = card.trait?.kind === 'passive' ? card.trait.effects : undefined;
  return {
    triggers: triggersOf(card.effects),
    traitTriggers: triggersOf(passive),
    lingering: lingeringOf(card.effects),
    traitLingering: lingeringOf(passive),
    cornerLingering: corners.map((c) => lingeringOf(c.effects)),
    corners,
    rotating: corners.some((c) => c.symbol !== 'none'),
    cancelsAttack: (card.effects ?? []).some((e) => isEffectCall(e) && e.verb === 'cancel' && e.act === 'attack' && e.when === 'attacked'),
    unique: (card.keywords ?? []).includes('Unique'),
    burn: (card.keywords ?? []).includes('Burn'),
  };
}

/** Every field a loaded card may have, in one order; typed so that the compiler finds a field left out. */
const EVERY_FIELD: Readonly<Record<keyof LightseekersCard, undefined>> = {
  id: undefined, name: undefined, type: undefined, category: undefined, orders: undefined, family: undefined,
  requires: undefined, keywords: undefined, status: undefined, wave: undefined, text: undefined, effects: undefined,
  multiplayerEffects: undefined, abilities: undefined, health: undefined, access: undefined, trait: undefined,
  deckMods: undefined, corners: undefined, rotatesWhen: undefined, worth: undefined, grants: undefined, playable: undefined,
  unplayableReason: undefined, unknown: undefined, source: undefined, set: undefined, orderSymbols: undefined,
  elements: undefined, unaligned: undefined,
};

/**
 * The engine's copy of a card, with its facts. Every field is present (undefined where the card file
 * leaves it out), so each place the engine reads a card field sees one object shape rather than
 * the score of shapes a set's cards have between them (replay speed).
 */
export function engineCard(card: LightseekersCard): EngineCard {
  return { ...EVERY_FIELD, ...card, facts: factsOf(card) };
}
