import type { Condition, VerbCall } from '../text/reading';

/**
 * Who "he or she" is in standing text (engine 1.2.0 on). Text about each player in turn: "As long
 * as a player has an inverted ship here, he or she generates 2 more energy here", "Each player's
 * drain here is +1 for each related site he or she controls". It holds for each player apart, as
 * if that player's own text: "a player", "each player" and "he or she" are that player ("you"),
 * "his or her opponent" is theirs. Text that also names the card's controller or their opponent
 * is not read this way. Otherwise "he or she" after a condition that names your opponent alone is
 * your opponent. An additional cost's "that player" is the one who acts, and is left as it is.
 */

const WHO_KEYS = new Set(['owner', 'who', 'side', 'controlledBy', 'by', 'for']);
const AS_THAT_PLAYER: Readonly<Record<string, string>> = { any: 'you', 'that-player': 'you', 'that-opponent': 'opponent' };

/** The players a reading's phrases name, at any depth. */
function playersNamed(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) playersNamed(v, found);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (WHO_KEYS.has(k) && typeof v === 'string') found.add(v);
      else if (k === 'subject' && typeof v === 'string') found.add(v);
      else playersNamed(v, found);
    }
  }
  return found;
}

/** A reading with the players its phrases name renamed, at any depth. */
function renamed<T>(value: T, names: Readonly<Record<string, string>>): T {
  if (Array.isArray(value)) return value.map((v) => renamed(v, names)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, (WHO_KEYS.has(k) || k === 'subject') && typeof v === 'string' ? names[v] ?? v : renamed(v, names)])) as T;
}

/**
 * "As long as … your opponent has fewer than three units here, he or she can't …": "he or she" is
 * the one player the condition names, when that is your opponent. The calls with that player
 * named, or null when it is not such text.
 */
export function namedInCondition(condition: Condition | undefined, calls: readonly VerbCall[]): readonly VerbCall[] | null {
  if (!condition || calls.some((c) => c.verb === 'additional-cost')) return null;
  const inCondition = playersNamed(condition, new Set());
  if (inCondition.size !== 1 || !inCondition.has('opponent') || !playersNamed(calls, new Set()).has('that-player')) return null;
  return renamed(calls, { 'that-player': 'opponent' });
}

/** An ongoing ability's condition and calls read for each player apart, as that player's ("you"); null when it is not such text. */
export function perPlayer(condition: Condition | undefined, calls: readonly VerbCall[]): { readonly condition?: Condition; readonly calls: readonly VerbCall[] } | null {
  if (calls.some((c) => c.verb === 'additional-cost')) return null;
  const named = playersNamed([condition, calls], new Set());
  if (!named.has('that-player') || named.has('you') || named.has('opponent') || named.has('owner')) return null;
  return { ...(condition ? { condition: renamed(condition, AS_THAT_PLAYER) } : {}), calls: renamed(calls, AS_THAT_PLAYER) };
}
