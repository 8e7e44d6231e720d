import type { Template } from './sentence-templates';
import { isCreatureSubtype } from './creature-names';
import { count, elementList, subject, tribeList } from './phrases';
import type { Ability } from '../keywords/ability';
import type { AutomatedEffect } from './effect-types';
import type { VerbCall } from './verb-calls';

/**
 * Sentences of triggered abilities on state events (the triggers are read by
 * `state-trigger-phrases.ts`): counters for each counter the event's creature had,
 * counters removed from a creature of a tribe picked on resolution.
 */
export const TRIGSTATE_TEMPLATES: readonly Template[] = [
  {
    // Enre-hep: "that Creature" is the one the event is about (named before this sentence), not Enre-hep.
    re: /^put (a|\d+) Mugic counters? on (.+?) for each Mugic counter on (?:that Creature|it)$/i,
    build: (m, s) => {
      const that = s.last;
      const to = subject(m[2], s);
      const amount = count(m[1]);
      return to && that && amount ? [{ verb: 'add-mugic-counters', params: { amount, to, per: { of: 'mugic-counters', on: that } } }] : null;
    },
  },
  {
    // Not a target (CR 8.4.1.3): the creature is picked on resolution, as "from a Creature you control".
    re: /^remove (a|\d+) Mugic counters? from an? (OverWorld|UnderWorld|Mipedian|Danian|M'arrillian) Creature you control$/i,
    build: (m) => {
      const tribes = tribeList(m[2]);
      return tribes ? [{ verb: 'remove-mugic-counters', params: { amount: count(m[1]) ?? 0, from: { select: 'all', filter: { controller: 'you', tribes } }, chosen: true } }] : null;
    },
  },
  {
    // "Flip Warriors of Owayki face-down", "destroy Mipedian Fulgurite": a battlegear's own name is that battlegear (on the equipped creature, CR 2.2.6).
    re: /^(flip|destroy) (.+?)(?: face-?(up|down))?$/i,
    build: (m, s) => {
      if (s.cardType !== 'Battlegear' || m[2] !== s.cardName) return null;
      const of = { select: 'equipped' } as const;
      if (/^destroy$/i.test(m[1])) return m[3] ? null : [{ verb: 'destroy-battlegear', params: { of } }];
      return m[3] ? [{ verb: 'flip-battlegear', params: { of, face: m[3].toLowerCase() as 'up' | 'down' } }] : null;
    },
  },
  {
    // Topar: "the Mugic or ability" is the one whose targeting triggered this: the most recent on the burst that targets the creature.
    re: /^(.+?) and negate the Mugic or ability$/i,
    build: (m, s, read) => {
      const that = s.last;
      const first = read(m[1]);
      return first && that?.select === 'trigger-creature' ? [...first, { verb: 'negate', params: { what: 'mugic-or-ability', tribes: [], targeting: that } }] : null;
    },
  },
  {
    re: /^remove all Mugic counters from (.+)$/i,
    build: (m, s) => {
      const from = subject(m[1], s);
      return from ? [{ verb: 'remove-mugic-counters', params: { amount: 0, from, all: true } }] : null;
    },
  },
  {
    // Recurring Rescue: the Mugic's own name.
    re: /^return (.+) to your hand when it resolves$/i,
    build: (m, s) => (s.cardType === 'Mugic' && m[1] === s.cardName ? [{ verb: 'return-this-mugic-to-hand', params: {} }] : null),
  },
  {
    re: /^Attacks played by (.+?) also count as ((?:(?:Fire|Air|Earth|Water)(?:,? (?:and |or )?)?)+) attacks$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      const elements = elementList(m[2]);
      return by && elements ? [{ verb: 'attacks-count-as', params: { by, elements, duration: s.duration } }] : null;
    },
  },
  {
    // "the equipped Fluidmorpher Creature": the equipped creature, if it is one.
    re: /^put (a|\d+) Mugic counters? on the equipped ([A-Z][\w'-]*) Creature$/,
    build: (m, s) => {
      const amount = count(m[1]);
      if (s.cardType !== 'Battlegear' || !amount || !isCreatureSubtype(m[2])) return null;
      const to = { select: 'equipped' } as const;
      return [{ verb: 'conditional', params: { conditions: [{ kind: 'matches', who: to, filter: { subtype: m[2] } }], then: [{ verb: 'add-mugic-counters', params: { amount, to } }], otherwise: [] } }];
    },
  },
  {
    // Nunk'worn: "it" is the creature whose leaving triggered this, back from its owner's discard pile.
    re: /^return (it|that Creature) to play (?:to|in) (?:any )?(?:an )?unoccupied space( on your side of the Battleboard)?$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who?.select === 'trigger-creature' ? [{ verb: 'return-to-play', params: { who, ownSide: !!m[2] } }] : null;
    },
  },
  {
    // Ulmar's Activating Arpeggio: "that Battlegear" is the one the earlier target is equipped with.
    re: /^Destroy that Battlegear at the beginning of the next turn$/i,
    build: (_m, s) => (s.targets > 0 ? [{ verb: 'destroy-battlegear-next-turn', params: { of: { select: 'target', index: s.targets - 1, filter: {} } } }] : null),
  },
  {
    // Na-inna: each player picks one of their own creatures (not a target), in turn.
    re: /^each player puts (a|\d+) Mugic counters? on a Creature they control with no Mugic counters$/i,
    build: (m) => {
      const amount = count(m[1]);
      const to = { select: 'all', filter: { controller: 'you', stat: { stat: 'mugic-counters', max: 0 } } } as const;
      return amount ? [{ verb: 'for-players', params: { who: 'each', steps: [{ verb: 'add-mugic-counters', params: { amount, to, chosen: true } }] } }] : null;
    },
  },
  {
    // "from any Creature they control": one with a counter to remove, if they have one.
    re: /^each player removes (a|\d+) Mugic counters? from any Creature they control$/i,
    build: (m) => {
      const amount = count(m[1]);
      const from = { select: 'all', filter: { controller: 'you', stat: { stat: 'mugic-counters', min: 1 } } } as const;
      return amount ? [{ verb: 'for-players', params: { who: 'each', steps: [{ verb: 'remove-mugic-counters', params: { amount, from, chosen: true } }] } }] : null;
    },
  },
  {
    // Destructozooka (as state-trigger-phrases.ts words its two sentences): any of the four, and "Element 5" of it.
    re: /^(.+?) gains an Elemental Type of your choice and Element (\d+) of it$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'choose-element', params: { gain: true, to, duration: s.duration, value: Number(m[2]) } }] : null;
    },
  },
  {
    // Pranker Tanker: the other creature is picked on resolution (not a target); "another" is not the equipped one.
    re: /^equipped Creature swaps spaces on the Battleboard with another (unengaged )?Creature you control$/i,
    build: (m, s) => {
      if (s.cardType !== 'Battlegear') return null;
      const b = { select: 'all', filter: { controller: 'you', other: true, ...(m[1] ? { engaged: false } : {}) } } as const;
      return [{ verb: 'swap', params: { what: 'spaces', a: { select: 'equipped' }, b, chosen: true } }];
    },
  },
  {
    // Mommark: removing all its counters removes exactly as many as it had, so "5 or more removed" is "it had 5 or more" (checked first).
    re: /^remove all Mugic counters from (.+?), and if you have removed (\d+) or more Mugic counters this way, return that Creature to play in an unoccupied space$/i,
    build: (m, s) => {
      const that = s.last;
      const from = subject(m[1], s);
      if (!from || that?.select !== 'trigger-creature') return null;
      const back: VerbCall = { verb: 'return-to-play', params: { who: that, ownSide: false } };
      return [
        { verb: 'conditional', params: { conditions: [{ kind: 'stat-at-least', who: from, stat: 'mugic-counters', x: Number(m[2]) }], then: [back], otherwise: [] } },
        { verb: 'remove-mugic-counters', params: { amount: 0, from, all: true } },
      ];
    },
  },
  {
    // "Mindclasp deals 5 damage to target engaged Creature": the battlegear's own name as the source.
    re: /^(.+?) deals (\d+) damage to (.+)$/i,
    build: (m, s) => {
      if (s.cardType !== 'Battlegear' || m[1] !== s.cardName) return null;
      const to = subject(m[3], s);
      return to ? [{ verb: 'deal-damage', params: { amount: Number(m[2]), to } }] : null;
    },
  },
  {
    // Hive Amber: this battlegear card, from its owner's general discard pile.
    re: /^return (.+?) to play equipped to an unequipped Creature you control$/i,
    build: (m, s) => (s.cardType === 'Battlegear' && m[1] === s.cardName ? [{ verb: 'return-battlegear-to-play', params: { self: true } }] : null),
  },
  {
    // Vix'ben: removing all its counters removes as many as it has, so the cost is compared with them first; "that Mugic" is the one played.
    re: /^remove all Mugic counters from (.+?), and if the Mugic's cost is less than the number of Mugic counters removed this way, negate that Mugic$/i,
    build: (m, s) => {
      const from = subject(m[1], s);
      if (!from) return null;
      return [
        { verb: 'conditional', params: { conditions: [{ kind: 'triggering-mugic-cost-below', who: from }], then: [{ verb: 'negate-triggering-mugic', params: {} }], otherwise: [] } },
        { verb: 'remove-mugic-counters', params: { amount: 0, from, all: true } },
      ];
    },
  },
  {
    // Saand: "sacrifice Saand" (glossary Sacrifice): the creature itself.
    re: /^sacrifice (.+)$/i,
    build: (m, s) => (s.cardType === 'Creature' && m[1] === s.cardName ? [{ verb: 'sacrifice-creature', params: { from: { select: 'self' }, all: true } }] : null),
  },
  {
    // Saand: each player takes 3 counters, one at a time, from creatures of theirs that have one (picked, not targeted).
    re: /^each player removes a total of (\w+) Mugic counters from among any Creatures they control$/i,
    build: (m) => {
      const n = count(m[1]);
      const from = { select: 'all', filter: { controller: 'you', stat: { stat: 'mugic-counters', min: 1 } } } as const;
      const one: VerbCall = { verb: 'remove-mugic-counters', params: { amount: 1, from, chosen: true } };
      return n ? [{ verb: 'for-players', params: { who: 'each', steps: Array.from({ length: n }, () => one) } }] : null;
    },
  },
  {
    // Mivindal: a targeted card (CR 8.4.1.3) onto its controller's side (CR 4.1.1).
    re: /^return target (?:(\w+) )?Creature Card (?:in|from) your general discard pile to play to any unoccupied space on your side of the Battleboard$/i,
    build: (m) => {
      const kind = m[1] ? (tribeList(m[1]) ? { tribes: tribeList(m[1])! } : isCreatureSubtype(m[1]) ? { subtype: m[1] } : null) : {};
      return kind ? [{ verb: 'return-creature-to-play', params: { filter: kind, targeted: true, ownSide: true } }] : null;
    },
  },
  {
    // Mivindal: "When target Chieftain Creature is destroyed this turn, return it to play …": a delayed trigger on that creature (CR 8.3.1).
    re: /^When (.+?) is destroyed this turn, (.+)$/i,
    build: (m, s, read) => {
      const about = subject(m[1], s);
      if (!about || about.select !== 'target') return null;
      s.last = { select: 'trigger-creature' };
      const steps = read(m[2]);
      if (!steps) return null;
      const effect: AutomatedEffect = { kind: 'automated', timing: { kind: 'triggered', event: 'creature-destroyed' }, conditions: [], steps, text: m[0] };
      return [{ verb: 'delayed-trigger', params: { about, effect, once: false, duration: s.duration } }];
    },
  },
  {
    // Illexia (Hive), Khritlaan (from the discard pile): what else counts "when counting Mandiblors" you control.
    re: /^(Mugic counters on (.+?)|Mandiblor Creature Cards in your general discard pile) count as Mandiblors you control when counting Mandiblors$/i,
    build: (m, s) => {
      if (!m[2]) return [{ verb: 'count-as-mandiblors', params: { what: 'discard-cards', duration: s.duration } }];
      const on = subject(m[2], s);
      return on ? [{ verb: 'count-as-mandiblors', params: { what: 'counters-on', on, duration: s.duration } }] : null;
    },
  },
  {
    // Illexia: "Your adjacent Creatures": those of its controller on spaces adjacent to it (CR 2.1.2).
    re: /^Your adjacent Creatures (?:have|gain) "(Defender|Range)\.?"$/i,
    build: (m, s) => (s.cardType === 'Creature' ? [{ verb: 'grant-ability', params: { ability: { kind: m[1].toLowerCase() } as Ability, to: { select: 'all', filter: { controller: 'you', adjacent: true } }, duration: s.duration } }] : null),
  },
  {
    // Stingblade Prototype: any attack, either player's (CR 8.8.2 replacement).
    re: /^the next time an Attack would deal damage this turn, it deals (\d+) damage instead$/i,
    build: (m) => [{ verb: 'replace-next-attack-damage', params: { amount: Number(m[1]), duration: 'end-of-turn' } }],
  },
  {
    // Makrabon: activating an active Hive (or deactivating an inactive one) changes nothing, so the choice that does something is the other state.
    re: /^Activate or Deactivate Hive$/i,
    build: () => [{ verb: 'conditional', params: { conditions: [{ kind: 'hive-active' }], then: [{ verb: 'set-hive', params: { on: false } }], otherwise: [{ verb: 'set-hive', params: { on: true } }] } }],
  },
];
