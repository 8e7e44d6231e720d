import { AnyGameModule, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import { ApiProblem } from '../api-problem';

/** Room above the largest ready-made deck of any format: bigger game sizes (Chaotic's 10 or 15 Creatures) stay well inside. */
const HEADROOM = 4;
const FLOOR = 100;
const limits = new WeakMap<AnyGameModule, number>();

/**
 * The most cards the api reads as one deck of `module`'s game: the game's own `maxCards` when
 * its decks declare one, otherwise four times its largest ready-made deck of any format. Deck
 * checks cost more than linear time in some games, so a larger deck is refused before any is read.
 */
export function deckCardLimit(module: AnyGameModule): number {
  const known = limits.get(module);
  if (known !== undefined) return known;
  const declared = (module.decks as { maxCards?: unknown }).maxCards;
  let limit: number;
  if (typeof declared === 'number' && declared > 0) {
    limit = declared;
  } else {
    const sizes = module.formats.list.flatMap((f) => [
      ...module.decks.samples(f.id).map((s) => module.decks.cardIds(s.deck).length),
      module.decks.cardIds(module.decks.random(f.id, new SeededRng(rngStateFromSeed(1)))).length,
    ]);
    limit = Math.max(FLOOR, HEADROOM * Math.max(0, ...sizes));
  }
  limits.set(module, limit);
  return limit;
}

/**
 * How many entries a submitted deck holds, counting list items and the lines of text in it,
 * stopping as soon as `limit` is passed (the walk is iterative: no depth blows the stack).
 */
export function deckEntriesOver(input: unknown, limit: number): number | undefined {
  let count = 0;
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      let lines = 1;
      for (let i = value.indexOf('\n'); i >= 0; i = value.indexOf('\n', i + 1)) lines++;
      count += lines > 1 ? lines : 0;
    } else if (Array.isArray(value)) {
      count += value.length;
      if (count <= limit) pending.push(...value);
    } else if (typeof value === 'object' && value !== null) {
      for (const item of Object.values(value)) pending.push(item);
    }
    if (count > limit) return count;
  }
  return undefined;
}

/** Refuses a deck of more entries (or, once read, more cards) than its game allows, naming both numbers. */
export function refuseOversizeDeck(module: AnyGameModule, cards: number | undefined, where = 'deck'): void {
  const limit = deckCardLimit(module);
  if (cards === undefined || cards <= limit) return;
  throw new ApiProblem(422, 'tournament/deck-too-large', `${where} holds ${cards} or more cards; a ${module.name} deck holds at most ${limit}, so it was not read.`, { limit, field: where });
}
