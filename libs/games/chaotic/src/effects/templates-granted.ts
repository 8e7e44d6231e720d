import { parseAbilities } from '../keywords/parse-abilities';
import type { Template } from './sentence-templates';
import { subject } from './phrases';

/**
 * Abilities granted in quotes that are not keywords (the keyword ones are
 * `grant-ability`), and what creatures may do with movement and Mugic.
 */
export const GRANTED_TEMPLATES: readonly Template[] = [
  {
    re: /^Each Mugic has "([^"]+?)\.?"$/i,
    build: (m, s) => {
      const parsed = parseAbilities(m[1]).abilities;
      if (parsed.length !== 1 || parsed[0].kind === 'text' || parsed[0].kind === 'activated') return null;
      return [{ verb: 'grant-card-ability', params: { cards: 'mugic', ability: parsed[0], duration: s.duration } }];
    },
  },
  {
    // Gigantempopolis: "Each Battlegear has "Untargetable."": the battlegear equipped to every creature (glossary Untargetable).
    re: /^Each Battlegear has "Untargetable\.?"$/i,
    build: (_m, s) => [{ verb: 'grant-card-ability', params: { cards: 'battlegear', ability: { kind: 'untargetable' }, duration: s.duration, of: { select: 'all', filter: {} } } }],
  },
  {
    re: /^Attacks played by (.+?) have "([^"]+?)\.?"$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      const effect = s.readQuoted?.(m[2], true);
      return by && effect ? [{ verb: 'grant-attack-effect', params: { effect, by, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) (?:gains|has|have) "([^"]+?)\.?"$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const effect = s.readQuoted?.(m[2], false);
      return to && effect ? [{ verb: 'grant-effect', params: { effect, to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) can move to any space on the (?:Battleboard|board) as if it were adjacent$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'move-as-if-adjacent', params: { who, duration: s.duration } }] : null;
    },
  },
  {
    re: /^Mugic played by (.+?) that deal damage deal an additional (\d+) damage$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'modify-mugic-damage', params: { delta: Number(m[2]), by, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) pay (\d+) less Mugic counters? to play their first Mugic this turn$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'modify-first-mugic-cost', params: { delta: -Number(m[2]), who, duration: s.duration } }] : null;
    },
  },
];
