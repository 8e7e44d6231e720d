import type { Condition, Target, VerbCall } from '../text/reading';

/**
 * "As long as this character is at a site, your side of that site gains an energy icon.": "that
 * site" is the place the condition puts the card at, so where the card is — "this location" of a
 * card that is not one (`phrases.ts` `pickCards`). The calls with such a phrase so named, or null
 * when the text is not of that shape (engine 1.2.0 on).
 */
export function placeNamedInCondition(condition: Condition | undefined, calls: readonly VerbCall[]): readonly VerbCall[] | null {
  if (condition?.is !== 'at' || condition.subject.select !== 'this' || condition.place.relation !== 'at') return null;
  const where = condition.place.location;
  if (where.select !== 'a' || where.traits.length > 0 || where.kinds.length !== 1 || where.at || where.filters || where.owner) return null;
  const that = (t: Target) => t.select === 'that' && t.kinds.length === 1 && t.kinds[0] === where.kinds[0] && t.traits.length === 0 && !t.at && !t.filters && !t.owner && !t.and;
  let named = false;
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (value === null || typeof value !== 'object') return value;
    if (that(value as Target)) {
      named = true;
      return { select: 'this', traits: [], kinds: ['location'] };
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rename(v)]));
  };
  const out = rename(calls) as VerbCall[];
  return named ? out : null;
}
