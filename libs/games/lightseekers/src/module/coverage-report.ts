import type { CoverageReport, CoverageRow } from '@arbiter/rules';
import type { Effect, LightseekersCard } from '../cards/card';
import { isEffectCall } from '../cards/card';
import { cardTypeLine, type LightseekersCardSet } from '../cards/card-set';
import { importCardSet } from '../cards/import-card-set';
import { CARD_TYPES, CATEGORIES } from '../cards/vocabulary';
import { isAutomated } from '../engine/resolve';

/** One effect of a card, with the wording attested for it when the engine does not carry it out. */
export interface CardEffect {
  readonly effect: Effect;
  readonly automated: boolean;
  readonly text: string;
}

/**
 * 6.1.2 Next: a Buff's "Cancel the next Attack against you" is carried out by the engine when
 * the Attack is played (play.ts), not as a verb it resolves, so `isAutomated` alone misses it.
 */
const cancelsNextAttack = (card: LightseekersCard, effect: Effect) =>
  card.category === 'buff' && isEffectCall(effect) && effect.verb === 'cancel' && effect.act === 'attack' && effect.when === 'attacked';

/**
 * Every effect a card has, wherever it is written: its text and Multiplayer text, each ability
 * and the hero trait (their plain text when they give no effects, as the engine reads them),
 * each corner, and a Clunky Buff's rotation when only words say when it happens. A card with
 * printed text but no effects at all has that text as its one effect. The wording attested is
 * the effect's own, else its ability's or trait's, else the card's, else the verb.
 */
export function effectsOfCard(card: LightseekersCard): CardEffect[] {
  const out: CardEffect[] = [];
  const add = (effects: readonly Effect[], partText: string | undefined, cardText = false) => {
    for (const effect of effects) {
      const automated = isAutomated(effect) || (cardText && cancelsNextAttack(card, effect));
      out.push({ effect, automated, text: effect.text ?? partText ?? card.text ?? (isEffectCall(effect) ? effect.verb : '') });
    }
  };
  const said = (part: { readonly effects?: readonly Effect[]; readonly text?: string } | undefined) =>
    add(part?.effects ?? (part?.text ? [{ text: part.text }] : []), part?.text);
  add(card.effects ?? [], undefined, true);
  add(card.multiplayerEffects ?? [], undefined);
  (card.abilities ?? []).forEach(said);
  said(card.trait);
  for (const corner of card.corners ?? []) add(corner.effects ?? [], undefined);
  if (card.rotatesWhen && card.rotatesWhen.when === undefined && card.rotatesWhen.text) add([{ text: card.rotatesWhen.text }], undefined);
  if (out.length === 0 && card.text) add([{ text: card.text }], undefined);
  return out;
}

/**
 * The text attested in play for a card's effects the engine does not carry out. An unplayable
 * card has none: the engine refuses it in a deck, so nothing of it is attested.
 */
export function attestedText(card: LightseekersCard): string[] {
  if (!card.playable) return [];
  return [...new Set(effectsOfCard(card).filter((e) => !e.automated).map((e) => e.text))];
}

/** Automated: a playable card whose every effect is one the engine carries out (a card with no effects at all is vanilla). */
export const isCardAutomated = (card: LightseekersCard): boolean => card.playable && effectsOfCard(card).every((e) => e.automated);

function rows(cards: readonly LightseekersCard[], keys: readonly string[], keyOf: (card: LightseekersCard) => string | undefined): CoverageRow[] {
  const counts = new Map(keys.map((k) => [k, { automated: 0, total: 0 }]));
  for (const card of cards) {
    const key = keyOf(card);
    if (key === undefined) continue;
    // An unplayable stub may have no type; it still counts, under a row of its own.
    const row = counts.get(key) ?? counts.set(key, { automated: 0, total: 0 }).get(key)!;
    row.total++;
    if (isCardAutomated(card)) row.automated++;
  }
  return [...counts].map(([key, c]) => ({ key, ...c }));
}

/**
 * Lightseekers coverage of one card set, per card type and per category (heroes have none).
 * Whether an effect is automated is the engine's own test (`isAutomated`), so the report
 * follows the engine as it learns verbs. No aims: the sets are user-supplied, so there is no
 * fixed card list to aim at.
 */
export function lightseekersCoverageReport(set: LightseekersCardSet): CoverageReport {
  const cards = set.cards;
  const missing = cards.filter((c) => !isCardAutomated(c));
  return {
    game: 'lightseekers',
    overall: { key: 'all', automated: cards.length - missing.length, total: cards.length },
    tables: [
      { title: 'type', rows: rows(cards, CARD_TYPES, (c) => c.type ?? 'untyped') },
      { title: 'category', rows: rows(cards, CATEGORIES, (c) => c.category) },
    ],
    aims: [],
    missing: missing.map((c) => ({ id: c.id, name: c.name, type: cardTypeLine(c), attested: attestedText(c) })),
  };
}

/** A user's card file as a set, or an error naming the file and its first problems (nothing is reported by halves). */
export function coverageSetFromFile(file: { readonly text: string; readonly name: string }): LightseekersCardSet {
  const { set, problems } = importCardSet(file.text);
  if (set) return set;
  const shown = problems.slice(0, 3).map((p) => `${p.where || '(file)'} ${p.message}`).join('; ');
  throw new Error(`${file.name} is not a Lightseekers card set (${problems.length} problem${problems.length === 1 ? '' : 's'}: ${shown}${problems.length > 3 ? '; …' : ''}); check it with \`arbiter cards check lightseekers ${file.name}\``);
}
