import { isCreatureSubtype } from './creature-names';
import type { CreatureFilter } from './effect-types';
import type { Template } from './sentence-templates';
import { count, subject, tribeList } from './phrases';

/** "Mandiblor " / "UnderWorld " / "" before "Creature Card": a tribe or a subtype; null if neither. */
function cardFilter(words: string): CreatureFilter | null {
  const w = words.trim();
  if (!w) return {};
  const tribes = tribeList(w);
  if (tribes) return { tribes };
  return isCreatureSubtype(w) ? { subtype: w } : null;
}

/**
 * Cards and zones other than creatures in play: returning creature cards from the
 * general discard pile (CR 4.1.6), the Location Deck (CR 6.2.5), the burst (a targeted
 * attack, a target changed) and abilities of battlegear, mugic and locations.
 */
export const CARD_TEMPLATES: readonly Template[] = [
  {
    re: /^return (target |a )?(.*?)Creature Card (?:in|from) your general discard pile to play to any unoccupied space on the Battleboard$/i,
    build: (m) => {
      const filter = cardFilter(m[2]);
      return filter ? [{ verb: 'return-creature-to-play', params: { filter, targeted: /^target/i.test(m[1] ?? '') } }] : null;
    },
  },
  {
    re: /^each player draws (\w+) Attack Cards?, then discards (\w+) Attack Cards?$/i,
    build: (m) => {
      const [draw, discard] = [count(m[1]), count(m[2])];
      return draw && discard ? [{ verb: 'draw-attack', params: { count: draw, players: 'each' } }, { verb: 'discard-attack', params: { count: discard, players: 'each' } }] : null;
    },
  },
  {
    re: /^destroy all Battlegear equipped to (.+)$/i,
    build: (m, s) => {
      const of = subject(m[1], s);
      return of ? [{ verb: 'destroy-battlegear', params: { of } }] : null;
    },
  },
  { re: /^reveal a new active Location$/i, build: () => [{ verb: 'reveal-location', params: {} }] },
  {
    re: /^both players shuffle their Attack Decks and Attack Discard piles together$/i,
    build: () => [{ verb: 'shuffle-discard-into-deck', params: { players: 'each', decks: ['attack'] } }],
  },
  { re: /^change the target of target Mugic or ability with a single target$/i, build: () => [{ verb: 'change-target', params: {} }] },
  { re: /^target attack deals (\d+) damage$/i, build: (m, s) => [{ verb: 'set-attack-damage', params: { amount: Number(m[1]), which: 'target-attack', duration: s.duration } }] },
  {
    re: /^(?:turn|flip) (target|all) (face-up|face-down) Battlegear face-?(up|down)$/i,
    build: (m, s) => {
      const face = m[3].toLowerCase() as 'up' | 'down';
      if (m[2].toLowerCase() === `face-${face}`) return null;
      const of = /^target$/i.test(m[1]) ? ({ select: 'target', index: s.targets++, filter: {} } as const) : ({ select: 'all', filter: {} } as const);
      return [{ verb: 'flip-battlegear', params: { of, face } }];
    },
  },
  {
    re: /^your opponent cannot play (activated abilities|Mugic Cards)$/i,
    build: (m, s) => [{ verb: 'prohibit', params: { action: /^activated/i.test(m[1]) ? 'play-activated-abilities' : 'play-mugic', who: { select: 'all', filter: { controller: 'opponent' } }, duration: s.duration } }],
  },
  {
    re: /^(.+?) cannot be healed$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'prohibit', params: { action: 'be-healed', who, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) deals (\d+) damage on its first attack each combat$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'set-attack-damage', params: { amount: Number(m[2]), which: 'first-attack', by, duration: s.duration } }] : null;
    },
  },
  { re: /^Battlegear have no abilities$/i, build: (_m, s) => [{ verb: 'suppress-abilities', params: { cards: 'battlegear', duration: s.duration } }] },
  { re: /^the active Location loses all abilities$/i, build: (_m, s) => [{ verb: 'suppress-abilities', params: { cards: 'active-location', duration: s.duration } }] },
  {
    re: /^(.+?) (?:has no abilities and cannot gain abilities|loses? and cannot gain Invisibility|do not have and cannot gain Invisibility)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const ability = /no abilities/i.test(m[0]) ? 'all' : 'invisibility';
      return to ? [{ verb: 'remove-ability', params: { ability, to, duration: s.duration, cannotGain: true } }] : null;
    },
  },
  {
    // Glossary "Untargetable": cannot be chosen as the target of Mugic or abilities.
    re: /^(.+?) cannot be targeted by Mugic or abilities$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'grant-ability', params: { ability: { kind: 'untargetable' }, to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) loses? and cannot gain (Range|Swift|Invisibility|Defender)(?: and (Range|Swift|Invisibility|Defender))?$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const kinds = [m[2], m[3]].filter((k): k is string => k !== undefined).map((k) => k.toLowerCase());
      return to ? kinds.map((ability) => ({ verb: 'remove-ability', params: { ability, to, duration: s.duration, cannotGain: true } })) : null;
    },
  },
  {
    re: /^negate target ((?:(?:Generic|OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)(?: or )?)*) ?Mugic( or ability)? that targets (.+)$/i,
    build: (m, s) => {
      const targeting = subject(m[3], s);
      const tribes = m[1].split(/ or /).map((t) => t.trim()).filter((t) => t);
      return targeting ? [{ verb: 'negate', params: { what: m[2] ? 'mugic-or-ability' : 'mugic', tribes, targeting } }] : null;
    },
  },
];
