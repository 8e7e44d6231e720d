import type { Violation } from '@arbiter/rules';
import type { AttestPayload, AttestUntil } from './masters-actions';
import type { ChaoticState } from './types';

const STATS = ['courage', 'power', 'wisdom', 'speed', 'energy'];
const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'];
const UNTIL: readonly AttestUntil[] = ['end-of-turn', 'end-of-combat', 'game'];

type Entry = Record<string, unknown>;
const list = (value: unknown): Entry[] => (Array.isArray(value) ? value : []) as Entry[];

/**
 * What is wrong with the Discipline, Energy, element, keyword and status changes an attested
 * outcome states, or null: each names a creature in play and a known change with a known duration.
 */
export function statedChangesProblem(state: ChaoticState, seq: number, p: Partial<AttestPayload>): Violation | null {
  const bad = (field: string, entry: unknown, why: string): Violation =>
    ({ code: 'chaotic/attested-bad-value', rule: '8.5.2', seq, message: `${field} entry ${JSON.stringify(entry)}: ${why}` });
  const inPlay = (uid: unknown): boolean => Number.isInteger(uid) && state.creatures[uid as number]?.space != null;
  const common = (field: string, e: Entry): Violation | null => {
    if (!e || typeof e !== 'object') return bad(field, e, 'is not an object');
    if (!inPlay(e.creature)) return bad(field, e, 'names no creature in play');
    if (e.until !== undefined && !UNTIL.includes(e.until as AttestUntil)) return bad(field, e, `until is one of ${UNTIL.join(', ')}`);
    return null;
  };
  for (const e of list(p.stats)) {
    const wrong = common('stats', e);
    if (wrong) return wrong;
    if (!STATS.includes(e.stat as string)) return bad('stats', e, `stat is one of ${STATS.join(', ')}`);
    if (!Number.isInteger(e.by)) return bad('stats', e, 'by is a whole number');
  }
  for (const e of list(p.elements)) {
    const wrong = common('elements', e);
    if (wrong) return wrong;
    if (!ELEMENTS.includes(e.element as string)) return bad('elements', e, `element is one of ${ELEMENTS.join(', ')}`);
    if (typeof e.has !== 'boolean') return bad('elements', e, 'has is true (gains) or false (loses)');
  }
  for (const [field, key] of [['keywords', 'keyword'], ['status', 'status']] as const) {
    for (const e of list(p[field])) {
      const wrong = common(field, e);
      if (wrong) return wrong;
      if (typeof e[key] !== 'string' || (e[key] as string).trim() === '') return bad(field, e, `${key} names it in words`);
      if (typeof e.has !== 'boolean') return bad(field, e, 'has is true (gains) or false (loses)');
    }
  }
  return null;
}

/**
 * Applies the stated Discipline, Energy and element changes as the engine's own modifications,
 * ending when stated (by default at the end of the turn, CR 8.9.1). Keywords and status are
 * the judge's to read: the engine reads a creature's keywords from its text.
 */
export function applyStatedChanges(state: ChaoticState, p: AttestPayload): void {
  const m = state.masters!;
  for (const e of p.stats ?? []) m.mods.push({ uid: e.creature, stat: e.stat, delta: e.by, until: e.until ?? 'end-of-turn' });
  for (const e of p.elements ?? []) m.elementMods.push({ uid: e.creature, element: e.element, has: e.has, until: e.until ?? 'end-of-turn' });
}
