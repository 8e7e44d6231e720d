import type { Game } from '../engine/game-cards';
import { hasKind } from '../engine/game-cards';
import type { StackItem } from '../engine/state';
import type { Target } from '../text/reading';
import type { EffectSource } from './effect-source';
import { locationIs, locationSupported, ownerMatches } from './phrases';

/**
 * Pending cards, drains and activated abilities as targets (CR glossary `pending`: what is on the
 * stack): "Cancel target pending drain at an adjacent site.", "Target pending ship can't move
 * until end of turn.", "Cancel target pending interrupt or pending order.", "Cancel target pending
 * activated ability." A pending card is named by its key (a ship or unit as it will be in play); a
 * pending drain by the key of its location (a location is drained once each control phase, by the
 * player whose turn it is); a pending activated ability by the key of its card (the topmost, should
 * two of one card's be on the stack). The phrase says which of these a key names.
 */

const CARD_KINDS = new Set(['ship', 'unit', 'character', 'vehicle', 'nobot', 'interrupt', 'order']);
const ACTIVATED = 'activated ability';

/** An activated ability on the stack (a triggered one, or an interrupt's effect, is not "activated"). */
const isActivated = (item: StackItem): item is Extract<StackItem, { kind: 'ability' }> => item.kind === 'ability' && !item.trigger && !item.played;

/** Whether an item on the stack is of the kind a pending phrase names: a drain, an activated ability, or a card. */
const ofPhraseKind = (item: StackItem, t: Target) => (t.kinds[0] === 'drain' ? item.kind === 'drain' : t.kinds[0] === ACTIVATED ? isActivated(item) : item.kind === 'card');

export const isPendingPhrase = (t: Target) => t.traits.includes('pending');

/** A pending phrase the engine reads: pending ships or units, or pending drains here or at a location it reads. */
export function pendingSupported(t: Target): boolean {
  if (!t.traits.every((x) => x === 'pending') || t.filters || t.alsoAt || t.and || t.count !== undefined) return false;
  if (t.owner !== undefined && t.owner !== 'you' && t.owner !== 'opponent') return false;
  const drains = t.kinds.length === 1 && t.kinds[0] === 'drain';
  if (t.kinds.length === 1 && t.kinds[0] === ACTIVATED) return !t.at;
  if (!drains) return t.kinds.length > 0 && t.kinds.every((k) => CARD_KINDS.has(k)) && !t.at;
  return !t.at || t.at.relation === 'here' || (t.at.relation === 'at' && locationSupported(t.at.location));
}

/** The key a target names a pending item by: a card's, a drain's location's; null for what can't be targeted so. */
export function pendingKey(g: Game, item: StackItem): string | null {
  if (item.kind === 'drain') return item.location;
  if (item.kind === 'card' || isActivated(item)) return item.card;
  return null;
}

/** The pending item a key names, if one is on the stack: of the kind the phrase names, when given; else a card or drain before an activated ability. */
export function pendingItem(g: Game, key: string, t?: Target): StackItem | undefined {
  const named = g.s.stack.filter((item) => pendingKey(g, item) === key);
  if (t) return named.filter((item) => ofPhraseKind(item, t)).at(-1);
  return named.find((item) => !isActivated(item)) ?? named.at(-1);
}

/** Whether the pending item a key names is one the phrase describes. */
export function describesPending(g: Game, src: EffectSource, key: string, t: Target): boolean {
  const item = pendingItem(g, key, t);
  if (!item || !ownerMatches(t.owner, item.seat, src)) return false;
  if (item.kind === 'drain') {
    const at = t.at;
    return t.kinds[0] === 'drain' && (!at || (at.relation === 'here' ? item.location === src.here : at.relation === 'at' && locationIs(g, src, item.location, at.location)));
  }
  if (isActivated(item)) return true;
  return item.kind === 'card' && t.kinds.some((k) => k !== 'drain' && hasKind(g, item.card, k));
}

/** The keys of the pending items a phrase describes now. */
export function pendingChoices(g: Game, src: EffectSource, t: Target): string[] {
  return g.s.stack.flatMap((item) => {
    const key = pendingKey(g, item);
    return key !== null && describesPending(g, src, key, t) ? [key] : [];
  });
}
