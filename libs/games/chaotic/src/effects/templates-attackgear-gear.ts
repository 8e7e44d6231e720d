import type { Stat } from '../keywords/ability';
import { isCreatureSubtype } from './creature-names';
import type { Count, Subject } from './effect-types';
import { statList, subject } from './phrases';
import type { Template } from './sentence-templates';
import { countPhrase } from './templates-counts';
import type { VerbCall } from './verb-calls';

const ALL_ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'] as const;

/**
 * Battlegear shapes: compound innate text (Warbeast Power Leash, Citadel Fragments), Creature
 * Types and Elemental Types given, targeting and movement barred, Battlegear flipped or destroyed.
 * Read before the Attack shapes of `templates-attackgear.ts`, which spreads them in.
 */
export const ATTACKGEAR_GEAR_TEMPLATES: readonly Template[] = [
  {
    re: /^(.+?) deals an additional (\d+) damage with non-Elemental and non-Discipline Attacks$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[2]), by, against: {}, duration: s.duration, plainOnly: true } }] : null;
    },
  },
  {
    re: /^(.+?) takes (\d+) less damage from Mugic$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'modify-mugic-damage-to', params: { delta: -Number(m[2]), to, duration: s.duration } }] : null;
    },
  },
  {
    // Only while the equipped creature is engaged is the opposing engaged creature "engaged with" it.
    re: /^Creatures engaged with equipped Creature fail all Challenges on attacks they play$/i,
    build: (_m, s) => [{
      verb: 'conditional',
      params: { conditions: [{ kind: 'engaged', who: { select: 'equipped' } }], then: [{ verb: 'prohibit', params: { action: 'win-challenges', who: { select: 'opposing-engaged' }, duration: s.duration } }], otherwise: [] },
    }],
  },
  {
    re: /^Creatures cannot end their move in (.+?)'s space$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'prohibit', params: { action: 'end-move-in-space', who, duration: s.duration } }] : null;
    },
  },
  {
    // Sirocco, Wall of Flame: picked on resolution (not targeted), among Battlegear that can turn that way.
    re: /^flip (?:a face-(?:down|up) Battlegear you control face-(up|down)|one Battlegear face-(up|down) and one Battlegear face-(up|down))$/i,
    build: (m) => {
      const flip = (face: string, controller?: 'you'): VerbCall => ({ verb: 'flip-battlegear', params: { of: { select: 'all', filter: controller ? { controller } : {} }, face: face.toLowerCase() as 'up', chosen: true } });
      return m[1] ? [flip(m[1], 'you')] : [flip(m[2]), flip(m[3])];
    },
  },
  {
    re: /^(.+?) can play Mugic from any Tribe you control$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'allow-mugic-tribes', params: { who, tribes: [], duration: s.duration, controlled: true } }] : null;
    },
  },
  {
    re: /^(.+?) (?:has|gains) Creature Type "([A-Z][\w']+)" in addition to its other types$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to && isCreatureSubtype(m[2]) ? [{ verb: 'gain-subtype', params: { subtype: m[2], to, duration: s.duration } }] : null;
    },
  },
  {
    // Warbeast Power Leash: "Equipped Creature has "Recklessness 5," has an additional 5 Energy for each Conjuror Creature you control and deals an additional 5 damage with attacks".
    re: /^(.+?) has ("[^"]+"),? has an additional (\d+) (Courage|Power|Wisdom|Speed|Energy) for each (.+?) and (deals an additional \d+ damage with attacks)$/i,
    build: (m, s, read) => {
      const to = subject(m[1], s);
      const perCount = countPhrase(m[5], s);
      const granted = read(`${m[1]} has ${m[2].replace(/,"$/, '"')}`);
      const deals = read(`${m[1]} ${m[6]}`);
      if (!to || !perCount || !granted || !deals) return null;
      return [...granted, { verb: 'modify-stat', params: { stat: m[4].toLowerCase() as Stat, delta: Number(m[3]), to, duration: s.duration, perCount } }, ...deals];
    },
  },
  {
    // Gigantroper: "loses all abilities and gains or loses Courage, … and Energy to make those values 70": each becomes 70.
    re: /^(.+?) loses all abilities and gains or loses ((?:(?:Courage|Power|Wisdom|Speed|Energy)(?:,? (?:and )?)?)+) to make those values (\d+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const stats = statList(m[2]);
      if (!to || !stats) return null;
      return [
        { verb: 'remove-ability', params: { ability: 'all', to, duration: s.duration } },
        ...stats.map((stat): VerbCall => ({ verb: 'set-stat', params: { stat, value: Number(m[3]), to, duration: s.duration } })),
      ];
    },
  },
  {
    // Elementalist Pauldrons: "has all Elemental Types your Creatures have" (innate: it has them while they do).
    re: /^(.+?) has all Elemental Types (your Creatures|Creatures you control) have$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'gain-elements-of', params: { from: { select: 'all', filter: { controller: 'you' } }, to, duration: s.duration } }] : null;
    },
  },
  {
    // "equipped Kha'rall Creature gains 40 Energy" inside a sentence: only when it is equipped to a Kha'rall.
    re: /^equipped ([A-Z][\w']+) Creature (gains|loses) (.+)$/,
    build: (m, s, read) => {
      if (s.cardType !== 'Battlegear' || !isCreatureSubtype(m[1])) return null;
      const then = read(`Equipped Creature ${m[2]} ${m[3]}`);
      return then ? [{ verb: 'conditional', params: { conditions: [{ kind: 'matches', who: { select: 'equipped' }, filter: { subtype: m[1] } }], then, otherwise: [] } }] : null;
    },
  },
  {
    re: /^(.+?) cannot play Mugic or activated abilities$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? (['play-mugic', 'play-activated-abilities'] as const).map((action): VerbCall => ({ verb: 'prohibit', params: { action, who, duration: s.duration } })) : null;
    },
  },
  {
    // "Equipped Creature has an additional 5 Energy and 5 in each Discipline for each Elemental Type it has".
    re: /^(.+?) (?:has|have) (?:an additional (\d+) Energy and (\d+) in each Discipline|(\d+) less in all Disciplines) for each Elemental Type (it|they) (?:has|have)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      // "they" after "Creatures engaged with equipped Creature" is that one creature (the opposing engaged one).
      if (!to || to.select === 'all') return null;
      const perCount: Count = { of: 'elements', on: to };
      const change = (stat: Stat, delta: number): VerbCall => ({ verb: 'modify-stat', params: { stat, delta, to, duration: s.duration, perCount } });
      const disciplines: Stat[] = ['courage', 'power', 'wisdom', 'speed'];
      // Only while the equipped creature is engaged is the opposing engaged creature "engaged with" it.
      const engagedWith = /^Creatures engaged with equipped Creature$/i.test(m[1]);
      if (m[4] && engagedWith) return [{ verb: 'conditional', params: { conditions: [{ kind: 'engaged', who: { select: 'equipped' } }], then: disciplines.map((d) => change(d, -Number(m[4]))), otherwise: [] } }];
      if (m[4]) return disciplines.map((d) => change(d, -Number(m[4])));
      return [change('energy', Number(m[2])), ...disciplines.map((d) => change(d, Number(m[3])))];
    },
  },
  {
    // CR 8.4.1.3: it cannot be chosen as the target of Mugic / of abilities.
    re: /^(.+?) cannot be targeted by (Mugic|abilities)$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      const action = /^Mugic$/i.test(m[2]) ? 'be-targeted-by-mugic' : 'be-targeted-by-abilities';
      return who ? [{ verb: 'prohibit', params: { action, who, duration: s.duration } }] : null;
    },
  },
  {
    re: /^if (.+?) would take more than (\d+) damage from an attack, it takes (\d+) damage instead$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to && m[2] === m[3] ? [{ verb: 'cap-attack-damage', params: { max: Number(m[2]), to, duration: s.duration } }] : null;
    },
  },
  {
    // The target is the creature the Battlegear is equipped to (CR 2.2.6), here an engaged one.
    re: /^destroy target Battlegear equipped to an? (engaged|unengaged) Creature$/i,
    build: (m, s) => [{ verb: 'destroy-battlegear', params: { of: { select: 'target', index: s.targets++, filter: { engaged: /^engaged$/i.test(m[1]) } } } }],
  },
  {
    re: /^(.+?) deals an additional (\d+) attack damage to Creatures with no Elemental Types$/i,
    build: (m, s) => {
      const by: Subject | null = subject(m[1], s);
      return by ? [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[2]), by, against: { withoutElements: [...ALL_ELEMENTS] }, duration: s.duration } }] : null;
    },
  },
];
