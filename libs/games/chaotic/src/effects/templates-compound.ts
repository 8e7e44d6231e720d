import type { Template } from './sentence-templates';
import { subject } from './phrases';
import type { VerbCall } from './verb-calls';

/** One thing gained: "30 Energy", "an additional 25 Energy", "15 to all Disciplines", "Fire", a quoted ability. */
const PART = String.raw`(?:(?:an additional |another )?\d+ (?:(?:to|in) all Disciplines|Courage|Power|Wisdom|Speed|Energy)|Fire|Air|Earth|Water|"[^"]+")`;

/**
 * Sentences that join what could be printed apart: "Target Creature gains 30 Energy and
 * "Recklessness 10."" reads as "Target Creature gains 30 Energy" and "it gains
 * "Recklessness 10."" (one target, CR 8.4.1.3); "Creatures lose all Elemental Types".
 */
export const COMPOUND_TEMPLATES: readonly Template[] = [
  {
    re: new RegExp(String.raw`^(.+?) (gains|loses|has|have) (${PART}(?:,? (?:and )?${PART})+)$`, 'i'),
    build: (m, s, read) => {
      const who = subject(m[1], s);
      if (!who) return null;
      const parts = [...m[3].matchAll(new RegExp(PART, 'gi'))].map((p) => p[0]);
      if (parts.length < 2) return null;
      const calls: VerbCall[] = [];
      for (const part of parts) {
        s.last = who;
        const one = read(`it ${/^have$/i.test(m[2]) ? 'has' : m[2]} ${part}`);
        if (!one) return null;
        calls.push(...one);
      }
      return calls;
    },
  },
  {
    re: /^(.+?) loses? all Elemental Types$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? (['Fire', 'Air', 'Earth', 'Water'] as const).map((element) => ({ verb: 'lose-element', params: { element, to, duration: s.duration } })) : null;
    },
  },
];
