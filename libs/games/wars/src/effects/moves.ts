import type { Game } from '../engine/game-cards';
import { cant, hasKind } from '../engine/game-cards';
import { adjacentSites, isSector, related } from '../engine/locations';
import type { Place, Target } from '../text/reading';
import { warsVocabulary } from '../text/vocabulary';

/**
 * Moving a card by card text (engine 1.2.0 on; CR glossary `movement actions`: "Other abilities
 * allow you to 'move' cards for other costs", no movement action and no 1 energy): "Move this
 * character to a related location.", "Move this ship to target sector.", "… move it to the
 * location of that battle." A ship goes to a sector, a unit to a site, never where it already is;
 * "related", "adjacent" and "another" are said of where the moved card is, and "where a battle
 * is taking place" of the battle under way. A card that can't move stays.
 */

/** "The location of that battle". */
export const battleLocation = (t: Target) =>
  t.select === 'the' && t.kinds.length === 1 && t.kinds[0] === 'location' && t.traits.length === 0 && !t.filters
  && t.at?.relation === 'same-location' && t.at.as.select === 'that' && t.at.as.kinds.length === 1 && t.at.as.kinds[0] === 'battle';

const LOCATION_KINDS = new Set(['site', 'sector', 'location']);

/** Labels a location's card may have, read as what a destination must be ("a moon sector"). */
const isLocationLabel = (word: string) => warsVocabulary().locationLabels.has(word);

/** A destination the engine reads: a location picked as it resolves ("a related location"), chosen as a target, or the battle's. */
export function destinationSupported(to: Place | undefined): boolean {
  if (to?.relation === 'here') return true;
  if (to?.relation !== 'to') return false;
  const t = to.location;
  if (battleLocation(t)) return true;
  return (t.select === 'a' || t.select === 'target') && t.kinds.every((k) => LOCATION_KINDS.has(k)) && t.traits.every((x) => x === 'related' || x === 'adjacent' || isLocationLabel(x))
    && !t.filters && !t.alsoAt && !t.and && t.owner === undefined && t.count === undefined
    && (!t.at || (t.at.relation === 'where' && t.at.condition.is === 'battle' && !t.at.condition.place));
}

/** Why `dest` is not a place the phrase lets `mover` move to now; null when it is. */
export function destinationProblem(g: Game, mover: string, dest: string, t: Target): string | null {
  const s = g.s;
  const m = s.inPlay[mover];
  const d = s.inPlay[dest];
  const name = g.card(mover).name;
  if (!d || d.kind !== 'location') return `${name} moves to a location in play`;
  if (dest === m.at) return `${name} is already at ${g.card(dest).name}`;
  if (m.kind === 'ship' ? !isSector(g.card(dest)) : isSector(g.card(dest))) return `${name} moves to a ${m.kind === 'ship' ? 'sector' : 'site'}`;
  if (battleLocation(t)) return s.battle?.location === dest ? null : `${g.card(dest).name} is not where the battle is`;
  if (!t.kinds.some((k) => hasKind(g, dest, k))) return `${g.card(dest).name} is not a ${t.kinds.join(' or ')}`;
  const from = m.at;
  if (t.traits.includes('related') && (from === null || !related(s, from, dest))) return `${g.card(dest).name} is not related to where ${name} is`;
  if (t.traits.includes('adjacent') && (from === null || !adjacentSites(s, from, dest))) return `${g.card(dest).name} is not adjacent to where ${name} is`;
  const label = t.traits.find((x) => isLocationLabel(x) && !hasKind(g, dest, x));
  if (label) return `${g.card(dest).name} is not a ${label} ${t.kinds.join(' or ')}`;
  // "To a site where a battle is taking place".
  if (t.at?.relation === 'where' && s.battle?.location !== dest) return `no battle is taking place at ${g.card(dest).name}`;
  return null;
}

/** Whether a card moved by text moves at all: a ship or unit in play that card text does not say can't move. */
export const movable = (g: Game, key: string): boolean => {
  const p = g.s.inPlay[key];
  return p !== undefined && (p.kind === 'ship' || p.kind === 'unit') && !cant(g, key, 'move');
};
