import { isCreatureSubtype } from './creature-names';
import type { Count, Subject } from './effect-types';
import { damaged, subject, tribeList } from './phrases';
import type { SentenceState, Template } from './sentence-templates';
import type { VerbCall } from './verb-calls';

const TRIBE = String.raw`(OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)`;
const COUNTED_CREATURES = new RegExp(String.raw`^(?:${TRIBE} )?(?:([A-Z][A-Za-z']+) )?Creatures?(?: (you control|your opponent controls|in play))?$`);

/** "that Creature" after "each engaged Creature" counts per creature, which a single count cannot say. */
const perEach = (phrase: string, on: Subject | null) => on?.select === 'all' && /^(?:it|that Creature|them)$/i.test(phrase);

/** What "for each …" counts, or null when it is not a count the registry makes. */
export function countPhrase(text: string, s: SentenceState): Count | null {
  const elements = /^Elemental Type (.+?) has$/i.exec(text);
  if (elements) {
    const on = subject(elements[1], s);
    return on && !perEach(elements[1], on) ? { of: 'elements', on } : null;
  }
  const counters = /^Mugic counter on (.+)$/i.exec(text);
  if (counters) {
    const on = counters[1] === s.cardName && s.cardType === 'Creature' ? ({ select: 'self' } as const) : subject(counters[1], s);
    return on && !perEach(counters[1], on) ? { of: 'mugic-counters', on } : null;
  }
  if (/^Attack Card in your Attack Discard pile$/i.test(text)) return { of: 'cards-in-pile', pile: 'attack-discard' };
  const creatures = COUNTED_CREATURES.exec(text);
  if (creatures && (creatures[1] || creatures[2]) && !(creatures[2] && !isCreatureSubtype(creatures[2]))) {
    const controller = creatures[3] === 'you control' ? 'you' : creatures[3] === 'your opponent controls' ? 'opponent' : undefined;
    return {
      of: 'creatures',
      filter: { ...(creatures[1] ? { tribes: tribeList(creatures[1]) ?? [] } : {}), ...(creatures[2] ? { subtype: creatures[2] } : {}), ...(controller ? { controller } : {}) },
    };
  }
  return null;
}

function scaled(verb: 'deal-damage' | 'heal', amount: number, to: Subject | null, per: Count | null): VerbCall[] | null {
  return to && per ? [{ verb, params: { amount, to, per } }] : null;
}

/**
 * Damage and healing scaled by a count ("Deal 5 damage for each Elemental Type your
 * engaged Creature has"), additional attack damage (CR 8.6.2.2) and an attack's own
 * damage replaced ("damage dealt by Fire Stream is reduced to 0").
 */
export const COUNT_TEMPLATES: readonly Template[] = [
  {
    re: /^deal (?:an additional )?(\d+) damage(?: to (.+?))? for each (.+)$/i,
    build: (m, s) => scaled('deal-damage', Number(m[1]), m[2] ? subject(m[2], s) : damaged(s), countPhrase(m[3], s)),
  },
  {
    re: /^heal (\d+) damage(?: to (.+?))? for each (.+)$/i,
    build: (m, s) => scaled('heal', Number(m[1]), m[2] ? subject(m[2], s) : s.cardType === 'Attack' ? { select: 'your-engaged' } : null, countPhrase(m[3], s)),
  },
  {
    re: /^deal an additional (\d+) damage$/i,
    build: (m, s) => {
      const to = damaged(s);
      return to ? [{ verb: 'deal-damage', params: { amount: Number(m[1]), to } }] : null;
    },
  },
  {
    re: /^damage dealt by (.+?) is reduced to (\d+)$/i,
    build: (m, s) => (s.cardType === 'Attack' && m[1] === s.cardName ? [{ verb: 'set-attack-damage', params: { amount: Number(m[2]), which: 'this-attack', duration: s.duration } }] : null),
  },
];
