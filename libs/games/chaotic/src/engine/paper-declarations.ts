import type { Violation } from '@arbiter/rules';
import type { ChoiceAsked, ChoicePoint } from './choices';
import { pick } from './choices';
import type { ChaoticState, Seat } from './types';
import { setGear } from './board-writes';
import { drawAttack, revealLocation } from './zones';

/**
 * Paper play in the card-text formats: a hidden card an effect or a flip makes known is declared
 * in the `choices` of the action that makes it known, among what the registered decklist still
 * holds. Undeclared, the first option stands (for battlegear: the one placed in decklist order).
 */
export const PAPER_DECLARATIONS: Readonly<Partial<Record<ChoicePoint, { readonly rule: string; readonly holds: string }>>> = {
  // CR 4.1.2: the face-down battlegear are the ones the player assigned at set-up.
  'battlegear-revealed': { rule: '4.1.2', holds: 'face-down battlegear' },
  // CR 4.1.5: the Attack Deck holds the attack cards the player selected.
  'attack-drawn': { rule: '4.1.5', holds: 'Attack Deck' },
  // CR 4.1.4: the Location Deck holds the location cards the player selected.
  'location-revealed': { rule: '4.1.4', holds: 'Location Deck' },
};

const distinct = (cards: readonly string[]): string[] => [...new Set(cards)].sort();

/** A declaration outside the cards left, cited to the rule on what that zone holds; null when every declaration fits. */
export function paperDeclarationViolation(state: ChaoticState, seq: number, asked: readonly ChoiceAsked[]): Violation | null {
  for (const choice of asked) {
    const declared = PAPER_DECLARATIONS[choice.kind];
    if (!declared || !choice.stated || choice.options.includes(choice.answer)) continue;
    return {
      code: 'chaotic/declared-card-not-held', rule: declared.rule, seq,
      message: `"${choice.answer}" is not among the cards left in the ${declared.holds} (${choice.options.join(', ')})`,
    };
  }
  return null;
}

/**
 * CR 7.2.2 in paper play: which of its owner's face-down battlegear lies under the creature is
 * known only now. The declared card trades places with the face-down copy holding it (face-down
 * battlegear has no effect, CR 8.7.2.3, so the trade changes nothing else).
 */
export function declareRevealedGear(state: ChaoticState, uid: number): void {
  const m = state.masters;
  const gear = m?.gear[uid];
  if (state.mode !== 'paper' || !m || !gear || gear.faceUp) return;
  const owner = state.creatures[uid].owner;
  const others: number[] = [];
  for (const c of state.creatures) {
    const g = m.gear[c.uid];
    if (c.owner === owner && c.uid !== uid && c.space !== null && g && !g.faceUp) others.push(c.uid);
  }
  const options = [gear.card, ...distinct(others.map((o) => m.gear[o]!.card).filter((card) => card !== gear.card))];
  const card = pick(state, 'battlegear-revealed', options);
  if (card === undefined || card === gear.card) return;
  const holder = others.find((o) => m.gear[o]!.card === card)!;
  setGear(m, holder, { ...m.gear[holder]!, card: gear.card });
  setGear(m, uid, { ...gear, card });
}

/** An effect's draw: the top card digitally, the declared card in paper play. */
export function effectDrawAttack(state: ChaoticState, seat: Seat): void {
  const deck = state.zones[seat].attackDeck;
  drawAttack(state, seat, state.mode === 'paper' && deck.length > 0 ? pick(state, 'attack-drawn', distinct(deck))! : null);
}

/** An effect's location reveal: the top card digitally, the declared card in paper play. */
export function effectRevealLocation(state: ChaoticState, seat: Seat): void {
  const deck = state.zones[seat].locationDeck;
  revealLocation(state, seat, state.mode === 'paper' && deck.length > 0 ? pick(state, 'location-revealed', distinct(deck))! : null);
}
