import type { DeckViolation } from '@arbiter/rules';
import type { LightseekersCard } from '../cards/card';
import type { LightseekersCardSet } from '../cards/card-set';
import { type LightseekersDeck, type LightseekersDeckFormat, isLightseekersDeckFormat } from './deck';

/** 2.1.1.1: one hero, five different combos, thirty actions with at most three of a name. */
export const CONSTRUCTED = { heroes: 1, combos: 5, actions: 30, copiesPerAction: 3 } as const;
/** 2.1.2.1: up to two heroes and thirty action/combo cards, of which at most five combos. */
export const DRAFT = { maxHeroes: 2, mainCards: 30, maxCombos: 5, minSize: 30, maxSize: 32 } as const;

const RULE = { constructed: 'ls:2.1.1.1', heroMods: 'ls:2.1.1.3', draft: 'ls:2.1.2.1', formats: 'ls:2.1', cardParts: 'ls:2.4' } as const;

interface Resolved {
  readonly heroes: LightseekersCard[];
  readonly combos: LightseekersCard[];
  readonly actions: LightseekersCard[];
  readonly violations: DeckViolation[];
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** The deck's cards by type; unknown and unplayable cards, and cards in the wrong section, are violations. */
function resolve(deck: LightseekersDeck, set: LightseekersCardSet, compositionRule: string): Resolved {
  const out: Resolved = { heroes: [], combos: [], actions: [], violations: [] };
  const reported = new Set<string>();
  const once = (id: string, violation: DeckViolation) => {
    if (reported.has(`${violation.code} ${id}`)) return;
    reported.add(`${violation.code} ${id}`);
    out.violations.push(violation);
  };
  const take = (id: string, section: 'heroes' | 'cards') => {
    const card = set.byId(id);
    if (!card) {
      once(id, { code: 'lightseekers/deck-unknown-card', rule: compositionRule, message: `"${id}" is not a card of set ${set.id}`, card: id });
      return;
    }
    if (!card.playable) {
      once(id, {
        code: 'lightseekers/deck-card-not-playable', rule: RULE.cardParts,
        message: `${card.name} cannot be played: ${card.unplayableReason ?? 'its card file leaves it incomplete'}`, card: id,
      });
    }
    if ((card.type === 'hero') !== (section === 'heroes')) {
      once(id, {
        code: 'lightseekers/deck-wrong-section', rule: compositionRule,
        message: card.type === 'hero' ? `${card.name} is a hero: heroes are kept separate from the other cards` : `${card.name} is not a hero`,
        card: id,
      });
    }
    if (card.type === 'hero') out.heroes.push(card);
    else if (card.type === 'combo') out.combos.push(card);
    else out.actions.push(card);
  };
  deck.heroes.forEach((id) => take(id, 'heroes'));
  deck.cards.forEach((id) => take(id, 'cards'));
  return out;
}

function copiesByName(cards: readonly LightseekersCard[]): Map<string, LightseekersCard[]> {
  const byName = new Map<string, LightseekersCard[]>();
  for (const card of cards) {
    const key = card.name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), card]);
  }
  return byName;
}

function checkConstructed(r: Resolved): DeckViolation[] {
  const out: DeckViolation[] = [];
  if (r.heroes.length !== CONSTRUCTED.heroes) {
    out.push({ code: 'lightseekers/deck-hero-count', rule: RULE.constructed, message: `a Constructed deck has 1 hero, not ${r.heroes.length}` });
  }
  // 2.1.1.3: a hero may change how many combos or actions its deck holds, and nothing else.
  const mods = r.heroes.length === 1 ? r.heroes[0].deckMods : undefined;
  const combos = mods?.combos ?? CONSTRUCTED.combos;
  const actions = mods?.actions ?? CONSTRUCTED.actions;
  const comboRule = mods?.combos === undefined ? RULE.constructed : RULE.heroMods;
  const actionRule = mods?.actions === undefined ? RULE.constructed : RULE.heroMods;
  const size = CONSTRUCTED.heroes + combos + actions;
  const actual = r.heroes.length + r.combos.length + r.actions.length;
  if (actual !== size) {
    out.push({
      code: 'lightseekers/deck-size', rule: mods ? RULE.heroMods : RULE.constructed,
      message: `the deck has ${plural(actual, 'card')}; ${mods ? `with ${r.heroes[0].name} ` : ''}a Constructed deck has ${size}`,
    });
  }
  if (r.combos.length !== combos) {
    out.push({ code: 'lightseekers/deck-combo-count', rule: comboRule, message: `the deck has ${plural(r.combos.length, 'combo')}, not ${combos}` });
  }
  for (const [, copies] of copiesByName(r.combos)) {
    if (copies.length > 1) {
      out.push({
        code: 'lightseekers/deck-duplicate-combo', rule: RULE.constructed,
        message: `${copies.length} copies of ${copies[0].name}: the combos of a Constructed deck are all different`, card: copies[0].id,
      });
    }
  }
  if (r.actions.length !== actions) {
    out.push({ code: 'lightseekers/deck-action-count', rule: actionRule, message: `the deck has ${plural(r.actions.length, 'action card')}, not ${actions}` });
  }
  for (const [, copies] of copiesByName(r.actions)) {
    if (copies.length > CONSTRUCTED.copiesPerAction) {
      out.push({
        code: 'lightseekers/deck-action-copies', rule: RULE.constructed,
        message: `${copies.length} copies of ${copies[0].name}: at most ${CONSTRUCTED.copiesPerAction} of an action card`, card: copies[0].id,
      });
    }
  }
  return out;
}

/** 2.1.2.1 only: duplicates are allowed and hero deck changes (2.1.1.3, Constructed) do not apply. */
function checkDraft(r: Resolved): DeckViolation[] {
  const out: DeckViolation[] = [];
  const size = r.heroes.length + r.combos.length + r.actions.length;
  if (size < DRAFT.minSize || size > DRAFT.maxSize) {
    out.push({ code: 'lightseekers/deck-size', rule: RULE.draft, message: `the deck has ${plural(size, 'card')}; a Draft deck has ${DRAFT.minSize} to ${DRAFT.maxSize}` });
  }
  if (r.heroes.length > DRAFT.maxHeroes) {
    out.push({ code: 'lightseekers/deck-hero-count', rule: RULE.draft, message: `a Draft deck has up to ${DRAFT.maxHeroes} heroes, not ${r.heroes.length}` });
  }
  const main = r.combos.length + r.actions.length;
  if (main !== DRAFT.mainCards) {
    out.push({ code: 'lightseekers/deck-main-count', rule: RULE.draft, message: `the deck has ${plural(main, 'action/combo card')}, not ${DRAFT.mainCards}` });
  }
  if (r.combos.length > DRAFT.maxCombos) {
    out.push({ code: 'lightseekers/deck-combo-count', rule: RULE.draft, message: `the deck has ${plural(r.combos.length, 'combo')}; a Draft deck uses up to ${DRAFT.maxCombos}` });
  }
  return out;
}

/**
 * Every way `deck` breaks the deck rules of `format` (2.1.1 Constructed, 2.1.2 Draft), each
 * citing an `ls:` key; empty when legal. Element access is not a deck rule (a card the hero
 * cannot play is dead, not illegal): see `lightseekersDeckWarnings`.
 */
export function checkLightseekersDeck(deck: LightseekersDeck, format: LightseekersDeckFormat | string, set: LightseekersCardSet): DeckViolation[] {
  if (!isLightseekersDeckFormat(format)) {
    return [{ code: 'lightseekers/deck-unknown-format', rule: RULE.formats, message: `"${format}" is not a Lightseekers deck format (constructed, draft)` }];
  }
  const resolved = resolve(deck, set, format === 'constructed' ? RULE.constructed : RULE.draft);
  return [...resolved.violations, ...(format === 'constructed' ? checkConstructed(resolved) : checkDraft(resolved))];
}
