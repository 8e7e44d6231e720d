import { type SeededRng, shuffledCopy } from '@arbiter/rules';
import type { LightseekersCard } from '../cards/card';
import type { LightseekersCardSet } from '../cards/card-set';
import type { Element } from '../cards/vocabulary';
import { missingAccess } from './access';
import { CONSTRUCTED, DRAFT } from './check-deck';
import type { LightseekersDeck, LightseekersDeckFormat } from './deck';

/** The generator a deck is drawn with: `SeededRng` from @arbiter/rules, or anything with its `int`. */
export type DeckRng = Pick<SeededRng, 'int'>;

const shuffled = <T>(items: readonly T[], rng: DeckRng): T[] => shuffledCopy(items, rng);

/** Cards the heroes can play first (each group shuffled), so random decks are playable as well as legal. */
function accessOf(heroes: readonly LightseekersCard[]): Set<Element> {
  return new Set<Element>(heroes.flatMap((h) => (h.access ?? []).map((a) => a.element)));
}

function playableFirst(cards: readonly LightseekersCard[], heroes: readonly LightseekersCard[], rng: DeckRng): LightseekersCard[] {
  const access = accessOf(heroes);
  const fits = cards.filter((c) => missingAccess(c, access).length === 0);
  const rest = cards.filter((c) => missingAccess(c, access).length > 0);
  return [...shuffled(fits, rng), ...shuffled(rest, rng)];
}

/** `count` action cards, at most `max` of a name: a random number of each, then topped up in order. */
function withCopies(pool: readonly LightseekersCard[], count: number, max: number, rng: DeckRng): LightseekersCard[] {
  const copies = new Map<LightseekersCard, number>();
  let left = count;
  for (const card of pool) {
    if (left === 0) break;
    const n = Math.min(rng.int(1, max), left);
    copies.set(card, n);
    left -= n;
  }
  for (const card of pool) {
    if (left === 0) break;
    const more = Math.min(max - (copies.get(card) ?? 0), left);
    copies.set(card, (copies.get(card) ?? 0) + more);
    left -= more;
  }
  if (left > 0) throw new Error(`not enough different action cards for ${count} with at most ${max} of each`);
  return [...copies].flatMap(([card, n]) => Array.from({ length: n }, () => card));
}

function ids(cards: readonly LightseekersCard[]): string[] {
  return cards.map((c) => c.id);
}

/**
 * A random deck, legal in `format` by construction, from the playable cards of `set` (the
 * bundled test wave is made to have enough). Cards the hero can play come first. Throws when
 * the set cannot make a legal deck at all.
 */
export function randomLightseekersDeck(set: LightseekersCardSet, format: LightseekersDeckFormat, rng: DeckRng): LightseekersDeck {
  const playable = set.playable();
  const heroes = playable.filter((c) => c.type === 'hero');
  const combos = playable.filter((c) => c.type === 'combo');
  const actions = playable.filter((c) => c.type === 'action');
  if (heroes.length === 0) throw new Error(`set ${set.id} has no playable hero`);

  if (format === 'constructed') {
    const hero = heroes[rng.int(0, heroes.length - 1)];
    const comboCount = hero.deckMods?.combos ?? CONSTRUCTED.combos;
    const actionCount = hero.deckMods?.actions ?? CONSTRUCTED.actions;
    if (combos.length < comboCount) throw new Error(`set ${set.id} has ${combos.length} playable combos; ${hero.name}'s deck needs ${comboCount} different ones`);
    const deckCombos = playableFirst(combos, [hero], rng).slice(0, comboCount);
    const deckActions = withCopies(playableFirst(actions, [hero], rng), actionCount, CONSTRUCTED.copiesPerAction, rng);
    return { heroes: [hero.id], cards: [...ids(deckCombos), ...ids(deckActions)] };
  }

  // Draft: one or two heroes, up to five combos (duplicates allowed) the heroes can pay for,
  // and action cards they can play (any, when none fits).
  const deckHeroes = shuffled(heroes, rng).slice(0, rng.int(1, Math.min(heroes.length, DRAFT.maxHeroes)));
  const access = accessOf(deckHeroes);
  const comboPool = playableFirst(combos, deckHeroes, rng).filter((c) => missingAccess(c, access).length === 0);
  const orderedActions = playableFirst(actions, deckHeroes, rng);
  const fittingActions = orderedActions.filter((c) => missingAccess(c, access).length === 0);
  const actionPool = fittingActions.length > 0 ? fittingActions : orderedActions;
  if (actionPool.length === 0) throw new Error(`set ${set.id} has no playable action card for a Draft deck`);
  const comboCount = comboPool.length === 0 ? 0 : rng.int(Math.min(3, comboPool.length), DRAFT.maxCombos);
  const main: LightseekersCard[] = [];
  for (let i = 0; i < comboCount; i++) main.push(comboPool[rng.int(0, comboPool.length - 1)]);
  while (main.length < DRAFT.mainCards) main.push(actionPool[rng.int(0, actionPool.length - 1)]);
  return { heroes: ids(deckHeroes), cards: ids(main) };
}
