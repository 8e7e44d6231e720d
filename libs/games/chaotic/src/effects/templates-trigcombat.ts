import type { AutomatedEffect } from './effect-types';
import type { Stat } from '../keywords/ability';
import { elementList, subject } from './phrases';
import type { Template } from './sentence-templates';

const ELEM = String.raw`(?:Fire|Air|Earth|Water)`;
const TRIGGER_CREATURE = { select: 'trigger-creature' } as const;

/** Sentence shapes of combat triggers' effects. */
export const TRIGCOMBAT_TEMPLATES: readonly Template[] = [
  // "it gains "Maxxor deals an additional 5 attack damage."": the quoted ability is one more attack-damage modifier (CR 8.6.2.2) for the duration.
  {
    re: /^(.+?) gains "(.+?) deals an additional (\d+) attack damage\.?"$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      const named = m[2].toLowerCase() === s.cardName.toLowerCase() ? ({ select: 'self' } as const) : null;
      return by && named && by.select === 'self' ? [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[3]), by, against: {}, duration: s.duration } }] : null;
    },
  },
  // Rhyme of the Reckless, Maglax: a delayed trigger on the target attack (engine/combat-triggers.ts `reflectAttackDamage`).
  { re: /^When target attack deals damage, deal the same amount of damage to the Creature that played that attack$/i, build: () => [{ verb: 'reflect-attack-damage', params: {} }] },
  // Kha'rall Husk Armor: "the next attack played by the equipped Creature this turn deals 0 damage" (CR 8.8.2, a replacement).
  {
    re: /^the next attack played by (.+?) this turn deals (\d+) damage$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'set-attack-damage', params: { amount: Number(m[2]), which: 'next-attack', by, duration: s.duration } }] : null;
    },
  },
  // Klencka: "it gains Energy equal to the damage it dealt": as much as the triggering damage.
  {
    re: /^(.+?) gains (Courage|Power|Wisdom|Speed|Energy) equal to the damage it dealt$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'modify-stat', params: { stat: m[2].toLowerCase() as Stat, delta: 1, to, duration: s.duration, perCount: { of: 'event-amount' } } }] : null;
    },
  },
  // Dror'niq: "The next time Dror'niq is dealt attack damage this turn, …" / "When target Creature is dealt attack damage this turn, …" (CR 8.3.1, a delayed trigger).
  {
    re: /^(The next time|When) (.+?) is dealt attack damage this turn, (.+)$/i,
    build: (m, s, read) => {
      const about = subject(m[2], s);
      const steps = about ? read(m[3]) : null;
      if (!about || !steps) return null;
      const effect: AutomatedEffect = { kind: 'automated', timing: { kind: 'triggered', event: 'dealt-attack-damage', about }, conditions: [], steps, text: m[0] };
      return [{ verb: 'delayed-trigger', params: { about, effect, once: /next/i.test(m[1]), duration: s.duration } }];
    },
  },
  // "put a Leadership counter on it" (Kiru, glossary Counters): a counter of its own name, not a Mugic counter.
  {
    re: /^[Pp]ut (a|an|\d+) ([A-Z][a-z]+) counters? on (.+)$/,
    build: (m, s) => {
      const to = m[2] === 'Mugic' ? null : subject(m[3], s);
      return to ? [{ verb: 'add-named-counters', params: { name: m[2], amount: /^\d+$/.test(m[1]) ? Number(m[1]) : 1, to } }] : null;
    },
  },
  // "Other Creatures you control have an additional 10 Energy for each Leadership counter on Kiru", "… 10 Energy and 10 in all Disciplines for each Growth counter on it".
  {
    re: /^(.+?) (?:has|have) an additional (\d+) (Courage|Power|Wisdom|Speed|Energy)(?: and (\d+) in all Disciplines)? for each ([A-Z][a-z]+) counter on (.+)$/,
    build: (m, s) => {
      const to = subject(m[1], s);
      const on = m[5] === 'Mugic' ? null : subject(m[6], s);
      if (!to || !on) return null;
      const perCount = { of: 'named-counters', name: m[5], on } as const;
      const stats: [Stat, number][] = [[m[3].toLowerCase() as Stat, Number(m[2])], ...(m[4] ? (['courage', 'power', 'wisdom', 'speed'] as const).map((d): [Stat, number] => [d, Number(m[4])]) : [])];
      return stats.map(([stat, delta]) => ({ verb: 'modify-stat', params: { stat, delta, to, duration: s.duration, perCount } }));
    },
  },
  // Son'las: "… and your opponent reveals their attack hand".
  {
    re: /^(?:(.+?) and )?your opponent reveals their (attack|Mugic) hand$/i,
    build: (m, s, read) => {
      const before = m[1] ? read(m[1]) : [];
      return before ? [...before, { verb: 'reveal-hand', params: { who: 'opponent', hand: m[2].toLowerCase() as 'attack' | 'mugic' } }] : null;
    },
  },
  // Aftermath Feint: "When your engaged Creature is destroyed this turn, draw two Attack Cards and discard two Attack Cards" (a delayed trigger, CR 8.3.1).
  {
    re: /^When (your engaged Creature) is destroyed this turn, (.+)$/i,
    build: (m, s, read) => {
      const about = subject(m[1], s);
      const parts = m[2].split(/ and (?=draw|discard)/i).map((part) => read(part));
      if (!about || parts.some((p) => p === null)) return null;
      const effect: AutomatedEffect = { kind: 'automated', timing: { kind: 'triggered', event: 'creature-destroyed', about }, conditions: [], steps: parts.flatMap((p) => p!), text: m[0] };
      return [{ verb: 'delayed-trigger', params: { about, effect, once: true, duration: s.duration } }];
    },
  },
  // Voorx: "your opponent can sacrifice a Battlegear" (its "If they do not, …" follows, read-effect.ts).
  {
    re: /^your opponent can sacrifice a Battlegear$/i,
    build: () => [{ verb: 'for-players', params: { who: 'opponent', steps: [{ verb: 'optional', params: { steps: [{ verb: 'sacrifice-battlegear', params: {} }], ifDone: [] } }] } }],
  },
  // Gravel Grind: "remove a card in a general discard pile from the game" (CR 4.1.6): either player's pile.
  { re: /^remove a card in a general discard pile from the game$/i, build: () => [{ verb: 'remove-from-game', params: { players: 'either', count: 1 } }] },
  // "sacrifice another Creature" (Gintanai): one of the others its controller controls, picked on resolution (glossary Sacrifice).
  { re: /^sacrifice another Creature$/i, build: (_m, s) => (s.cardType === 'Creature' ? [{ verb: 'sacrifice-creature', params: { from: { select: 'all', filter: { controller: 'you', other: true } } } }] : null) },
  // "destroy Gintanai", "destroy it" (CR 8.5.6).
  {
    re: /^destroy (it|that Creature|[A-Z][\w' -]+)$/,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to && (to.select === 'self' || to.select === 'trigger-creature') ? [{ verb: 'destroy-creature', params: { to } }] : null;
    },
  },
  // "destroy target Battlegear equipped to the opposing engaged Creature" (Atrapol): a creature has one Battlegear (CR 4.1.2), so this is that one.
  { re: /^destroy target Battlegear equipped to the opposing engaged Creature$/i, build: () => [{ verb: 'destroy-battlegear', params: { of: { select: 'opposing-engaged' } } }] },
  // "Air or Water attacks deal an additional 5 damage to Blak'drin": attacks of those elemental types (CR 8.6.1.4).
  {
    re: new RegExp(String.raw`^(${ELEM}(?: or ${ELEM})*) attacks deal an additional (\d+) damage to (.+)$`, 'i'),
    build: (m, s) => {
      const elements = elementList(m[1]);
      const to = subject(m[3], s);
      return elements && to ? [{ verb: 'modify-attack-damage', params: { delta: Number(m[2]), elements, to, duration: s.duration } }] : null;
    },
  },
  // "the opposing engaged Creature loses 5 Energy for each Elemental Type it does not have" (Bo'aam).
  {
    re: /^(.+?) (gains|loses) (\d+) (Courage|Power|Wisdom|Speed|Energy) for each Elemental Type (?:it|that Creature) (does not have|has)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const delta = (/^loses$/i.test(m[2]) ? -1 : 1) * Number(m[3]);
      const missing = /not/i.test(m[5]);
      return to ? [{ verb: 'modify-stat', params: { stat: m[4].toLowerCase() as Stat, delta, to, duration: s.duration, perCount: { of: 'elements', on: to, ...(missing ? { missing } : {}) } } }] : null;
    },
  },
  // "deal 10 damage to the Creature which played that attack" (Blak'drin): the striker the trigger is about.
  { re: /^deal (\d+) damage to the Creature which played that attack$/i, build: (m) => [{ verb: 'deal-damage', params: { amount: Number(m[1]), to: TRIGGER_CREATURE } }] },
  // "flip Bodal's Element Converter face-down": a battlegear turning itself over is the one equipped to its creature.
  {
    re: /^flip (.+?) face-?(up|down)$/i,
    build: (m, s) => (s.cardType === 'Battlegear' && m[1] === s.cardName ? [{ verb: 'flip-battlegear', params: { of: { select: 'equipped' }, face: m[2].toLowerCase() as 'up' | 'down' } }] : null),
  },
];
