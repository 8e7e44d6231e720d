import type { Game } from '../engine/game-cards';
import { isPaper, takeHidden, UNKNOWN } from '../engine/paper-play';
import type { Seat } from '../engine/state';
import { targetWords } from '../engine/target-words';
import { broken as problem } from '../engine/violation';
import type { Target, VerbCall } from '../text/reading';
import type { ResolutionChoice } from './choice-parts';
import { describesSearched } from './search-phrases';

/** What a search looks for, in words: "an inverter", "a location with “Ganymede” in its title". */
function lookedFor(t: Target): string {
  const words = targetWords(t);
  const titles = (t.filters ?? []).map((f) => ('title' in f ? ` titled “${f.title}”` : 'titleHas' in f ? ` with “${f.titleHas}” in its title` : '')).join('');
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}${titles}`;
}

/**
 * The card a player finds searching one of their face-down piles, as their `choose` names it in
 * `found` (CR glossary `download`: not finding it, or not wanting it, is naming none). Digital
 * play: a card of that pile. Paper play: a card known to be there, or, while places there are
 * unknown, one of the hidden pool, which then takes an unknown place of that pile. Undefined when
 * none is found or the choice is wrong (its problem noted).
 */
export function searchedCard(g: Game, seat: Seat, pile: 'reserve' | 'used', t: Target, choice: ResolutionChoice | undefined): string | undefined {
  const s = g.s;
  const id = choice?.found;
  if (id === undefined || !choice) return undefined;
  const cards = s.piles[seat][pile];
  const where = `${s.players[seat]}'s ${pile === 'reserve' ? 'reserve' : 'used pile'}`;
  let key = cards.find((k) => k !== UNKNOWN && g.card(k).id === id);
  if (key === undefined && isPaper(s) && cards.includes(UNKNOWN) && s.hidden![seat].some((k) => g.card(k).id === id)) {
    key = takeHidden(g, seat, id);
    cards[cards.indexOf(UNKNOWN)] = key;
  }
  if (key === undefined) return void choice.problems.push(...problem(choice.seq, 'not-in-pile', 'wars:glossary/download', `${where} holds no ${id} to find`));
  if (!describesSearched(g, key, t)) return void choice.problems.push(...problem(choice.seq, 'wrong-card-found', 'wars:glossary/download', `${g.card(key).name} (${id}) is not what the search is for: ${lookedFor(t)}`));
  return key;
}

/** The search an ability's effects make: the pile and what it looks for; null when none. */
export function searchOf(effects: readonly VerbCall[]): { readonly pile: 'reserve' | 'used'; readonly t: Target } | null {
  for (const c of effects) {
    if (c.verb === 'download') return { pile: 'reserve', t: c.params.target };
    if (c.verb === 'search') return { pile: c.params.pile as 'reserve' | 'used', t: c.params.for };
  }
  return null;
}

/** What a search could find now, by collector number, and none (undefined): the cards of the pile it describes (paper play: also the hidden pool's while places there are unknown). */
export function searchCandidates(g: Game, seat: Seat, effects: readonly VerbCall[]): (string | undefined)[] {
  const search = searchOf(effects);
  if (!search) return [undefined];
  const cards = g.s.piles[seat][search.pile];
  const pool = isPaper(g.s) && cards.includes(UNKNOWN) ? g.s.hidden![seat] : [];
  const ids = [...cards.filter((k) => k !== UNKNOWN), ...pool].filter((k) => describesSearched(g, k, search.t)).map((k) => g.card(k).id);
  return [undefined, ...[...new Set(ids)].sort()];
}
