import type { Stat } from '../keywords/ability';
import type { Count, CreatureFilter, Subject } from './effect-types';
import { isCreatureSubtype } from './creature-names';
import { count, countedCreatures, subject, tribeList } from './phrases';
import type { SentenceState, Template } from './sentence-templates';
import { countPhrase } from './templates-counts';
import { MODE_SEPARATOR } from '../keywords/modal-lines';
import type { VerbCall } from './verb-calls';

const DISCIPLINES = ['courage', 'power', 'wisdom', 'speed'] as const;
const TRIBE = String.raw`(?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)`;
/** The creature a Mugic's first line targeted (a Mugic's lines resolve together, one list of targets). */
const FIRST_TARGET: Subject = { select: 'target', index: 0, filter: {} };

/** "target M'arrillian or Minion Creature": a tribe or a subtype, any of them (`anyOf`). */
function eitherKind(phrase: string, s: SentenceState): Subject | null {
  const m = /^target ([A-Z][\w']+(?: or [A-Z][\w']+)+) Creature$/i.exec(phrase.trim());
  if (!m) return subject(phrase, s);
  const anyOf: CreatureFilter[] = [];
  for (const word of m[1].split(' or ')) {
    const tribes = tribeList(word);
    if (tribes) anyOf.push({ tribes });
    else if (isCreatureSubtype(word)) anyOf.push({ subtype: word });
    else return null;
  }
  const to: Subject = { select: 'target', index: s.targets++, filter: { anyOf } };
  s.last = to;
  return to;
}

/** "Tribe you control"; "Mandiblor you control and each Infected Creature in play" (each counted, added up). */
function mugicCount(text: string): Count | null {
  // Strain of the Tide: the cards an earlier step removed.
  if (/^card you remove this way$/i.test(text)) return { of: 'removed-this-way' };
  // Nocturne of the Elements, Strain of Infection, Melody of Parasitic Mayhem: counted by the steps before.
  if (/^Elemental Type lost this way$/i.test(text)) return { of: 'elements-lost-this-way' };
  if (/^Creature Uninfected (?:by .+ )?this way$/i.test(text)) return { of: 'uninfected-this-way' };
  const tribes = /^Tribe (you|your opponent) controls?$/i.exec(text);
  if (tribes) return { of: 'tribes', controller: /^you$/i.test(tribes[1]) ? 'you' : 'opponent' };
  const parts = text.split(/ and each /i);
  if (parts.length < 2) return null;
  const filters = countedCreatures(parts.join(' and '));
  return filters && filters.length === parts.length ? { of: 'creatures', filter: filters[0], plus: filters.slice(1) } : null;
}

/** Battlegear are targeted through the creature they are equipped to (CR 2.2.6); that creature must have one. */
function gearTarget(s: SentenceState, extra: CreatureFilter = {}): Subject {
  return { select: 'target', index: s.targets++, filter: { ...extra, equipped: true } };
}

/** Steps that happen only while the caster is engaged: "Creatures engaged with the caster" is then the opposing engaged creature. */
function whileCasterEngaged(then: VerbCall[] | null): VerbCall[] | null {
  return then ? [{ verb: 'conditional', params: { conditions: [{ kind: 'engaged', who: { select: 'caster' } }], then, otherwise: [] } }] : null;
}

/**
 * Mugic sentence shapes: later lines that name the first line's target, battlegear
 * targets, the caster's opponent, and creature kinds joined by "or".
 */
export const MUGIC_TEMPLATES: readonly Template[] = [
  {
    // Domestic Hive Hymn's second line "If Hive is active, that Creature gains …": a Mugic's lines share one target list, so a
    // later line's "that Creature" is the creature its first line targeted.
    re: /^(?:that Creature|it) .+$/i,
    build: (m, s, read) => {
      if (s.cardType !== 'Mugic' || s.last || s.targets > 0) return null;
      s.last = FIRST_TARGET;
      s.targets = 1;
      return read(m[0]);
    },
  },
  {
    // Casters' Warsong's second line: the additional damage goes to the creature the first line damaged (its target).
    re: /^deal an additional (\d+) damage$/i,
    build: (m, s) => {
      if (s.cardType !== 'Mugic' || s.damaged || s.targets > 0) return null;
      s.targets = 1;
      return [{ verb: 'deal-damage', params: { amount: Number(m[1]), to: FIRST_TARGET } }];
    },
  },
  {
    // "it loses an Elemental Type of your choice and loses 30 to all Disciplines": two changes to the same creature.
    re: /^(it|that Creature) (gains|loses) (.+?) and (gains|loses) (.+)$/i,
    build: (m, s, read) => {
      if (!s.last) return null;
      const who = s.last;
      const first = read(`it ${m[2]} ${m[3]}`);
      s.last = who;
      const second = first ? read(`it ${m[4]} ${m[5]}`) : null;
      return first && second ? [...first, ...second] : null;
    },
  },
  {
    // Gear Glissando: "face-up or face-down" turns it over, whichever way it lies.
    re: /^flip target Battlegear (face-up or face-down|face-down or face-up|face-up|face-down)$/i,
    build: (m, s) => {
      const face = / or /i.test(m[1]) ? 'over' : (m[1].toLowerCase().replace('face-', '') as 'up' | 'down');
      return [{ verb: 'flip-battlegear', params: { of: gearTarget(s), face } }];
    },
  },
  {
    // Stereostrike.
    re: /^destroy two target Battlegear$/i,
    build: (_m, s) => [0, 1].map(() => ({ verb: 'destroy-battlegear', params: { of: gearTarget(s) } })),
  },
  {
    // Unbalancing Battlesong: "Caster gains 15 Energy and Creatures engaged with caster lose 15 Energy".
    re: /^(.+?) and (Creatures engaged with (?:the )?caster .+)$/i,
    build: (m, _s, read) => {
      const first = read(m[1]);
      const second = first ? read(m[2]) : null;
      return first && second ? [...first, ...second] : null;
    },
  },
  {
    // Battlesong of Depletion: the creature engaged with the caster, if the caster is engaged.
    re: /^Creatures engaged with (?:the )?caster (.+)$/i,
    build: (m, _s, read) => whileCasterEngaged(read(`opposing engaged Creature ${m[1]}`)),
  },
  {
    // Desert's Wrathsong, Unheard Melody, Ballad of the Belittled: a target within several stat bounds.
    re: /^(destroy|deal (\d+) damage to) target Creature (?:with (\d+) (Courage|Power|Wisdom|Speed|Energy) and (\d+) (Courage|Power|Wisdom|Speed|Energy)|(with no Mugic counters on it)|that has no Disciplines greater than (\d+))$/i,
    build: (m, s) => {
      const bounds: { stat: Stat | 'mugic-counters'; min?: number; max?: number }[] = m[3]
        ? [{ stat: m[4].toLowerCase() as Stat, min: Number(m[3]), max: Number(m[3]) }, { stat: m[6].toLowerCase() as Stat, min: Number(m[5]), max: Number(m[5]) }]
        : m[7]
          ? [{ stat: 'mugic-counters', max: 0 }]
          : DISCIPLINES.map((stat) => ({ stat, max: Number(m[8]) }));
      const to: Subject = { select: 'target', index: s.targets++, filter: { stats: bounds } };
      s.last = to;
      return [m[2] ? { verb: 'deal-damage', params: { amount: Number(m[2]), to } } : { verb: 'destroy-creature', params: { to } }];
    },
  },
  {
    // Purge Dirge: "…, then Uninfect all Creatures" (a verb the clause splitter does not split before).
    re: /^(.+), then ((?:uninfect|infect|activate|destroy) .+)$/i,
    build: (_m, _s, read) => {
      const first = read(_m[1]);
      const second = first ? read(_m[2]) : null;
      return first && second ? [...first, ...second] : null;
    },
  },
  {
    // Opus Opposed, Purge Dirge: counts the registry's "for each" phrase does not read.
    re: /^(heal|deal) (\d+) damage to (.+?) for each (.+)$/i,
    build: (m, s) => {
      const to = subject(m[3], s);
      const per = to ? mugicCount(m[4]) : null;
      return to && per ? [{ verb: /^heal$/i.test(m[1]) ? 'heal' : 'deal-damage', params: { amount: Number(m[2]), to, per } }] : null;
    },
  },
  {
    // Rocky Refrain: "Target engaged Creature gains 5 Energy for each Elemental Type the opposing engaged Creature has".
    re: /^(.+?) (gains|loses) (?:an additional )?(\d+) (Courage|Power|Wisdom|Speed|Energy) for each (Elemental Type .+ has|Mugic counter on .+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const perCount = to ? countPhrase(m[5], s) : null;
      if (!to || !perCount) return null;
      s.last = to;
      return [{ verb: 'modify-stat', params: { stat: m[4].toLowerCase() as Stat, delta: (/^loses$/i.test(m[2]) ? -1 : 1) * Number(m[3]), to, duration: s.duration, perCount } }];
    },
  },
  {
    // Empowering Encore, Song of Elemental Attunement: Elemental Types printed on cards (glossary Scanned).
    re: /^(.+?) gains all (?:Elemental Types your Creature Cards in your general discard pile have|of its Scanned Elemental Types)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const from = /Scanned/i.test(m[0]) ? 'scanned' : 'your-discard';
      return to ? [{ verb: 'gain-printed-elements', params: { to, from, duration: s.duration } }] : null;
    },
  },
  {
    // Selective Strain "That Creature loses 25 to another Discipline of your choice"; Momental Virtuosity's second line "Target
    // Creature gains 50 in another Discipline of your choice. (You can target the same Creature.)": a target of its own,
    // chosen after the first line's (index 1).
    re: /^(.+?) (gains|loses) (\d+) (?:in|to) another Discipline of your choice$/i,
    build: (m, s) => {
      const later = /^target Creature$/i.test(m[1]) && s.cardType === 'Mugic' && s.targets === 0;
      if (later) s.targets = 1;
      const to = subject(m[1], s);
      const delta = (/^loses$/i.test(m[2]) ? -1 : 1) * Number(m[3]);
      return to ? [{ verb: 'choose-discipline', params: { delta, to, duration: s.duration, other: true } }] : null;
    },
  },
  {
    // Elemental Denial (cost X): one choice per X.
    re: /^(.+?) loses X Elemental Types of your choice$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'choose-element', params: { gain: false, to, duration: s.duration, times: 'x' } }] : null;
    },
  },
  {
    // Chromatic Postlude (cost X).
    re: /^deal (\d+) damage to (.+?) for each Mugic counter spent to play (.+)$/i,
    build: (m, s) => {
      const to = m[3] === s.cardName ? subject(m[2], s) : null;
      return to ? [{ verb: 'deal-damage', params: { amount: Number(m[1]), to, per: { of: 'counters-spent' } } }] : null;
    },
  },
  {
    // Ostinato of Oban'emre.
    re: /^(.+?) gains (\d+) Energy for each ([A-Z][\w']+) Creature Card in each general discard pile$/,
    build: (m, s) => {
      const to = eitherKind(m[1], s);
      if (!to || !isCreatureSubtype(m[3])) return null;
      return [{ verb: 'modify-stat', params: { stat: 'energy', delta: Number(m[2]), to, duration: s.duration, perCount: { of: 'creature-cards-in-discard', players: 'each', subtype: m[3] } } }];
    },
  },
  {
    // Swartbron Battlesong: "the opposing engaged Creature and the caster each gain Energy equal to their lowest Discipline".
    re: /^(.+?) and (.+?) each gain Energy equal to their lowest Discipline$/i,
    build: (m, s) => {
      const both = [subject(m[1], s), subject(m[2], s)];
      if (both.some((on) => !on)) return null;
      return (both as Subject[]).map((on) => ({ verb: 'modify-stat', params: { stat: 'energy', delta: 1, to: on, duration: s.duration, perCount: { of: 'lowest-discipline', on } } }));
    },
  },
  {
    // Duality Dirge (glossary Scanned; "cannot be targeted by Mugic or abilities" is Untargetable).
    re: /^(.+?) gains or loses Courage, Power, Wisdom and Speed to make its Disciplines equal to its Scanned Disciplines and (cannot be targeted by Mugic or abilities)$/i,
    build: (m, s, read) => {
      const to = subject(m[1], s);
      const rest = to ? read(`it ${m[2]}`) : null;
      return to && rest ? [{ verb: 'match-scanned', params: { disciplines: [...DISCIPLINES], to, of: to, duration: s.duration } }, ...rest] : null;
    },
  },
  {
    // Deep Dirge (CR 9.2: its Brainwashed text is active).
    re: /^(.+?) is treated as if that Creature's controller also controlled a Chieftain$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'brainwash', params: { to, duration: s.duration } }] : null;
    },
  },
  {
    // Song of Encompassing: the plural of "has Creature Type "Mandiblor" in addition to its other types".
    re: /^(.+?) gain the Creature Type "([A-Z][\w']+)" in addition to their other types$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to && isCreatureSubtype(m[2]) ? [{ verb: 'gain-subtype', params: { subtype: m[2], to, duration: s.duration } }] : null;
    },
  },
  {
    // Jig of Reinforcement: "Target Creature gains: 10 Energy if it is an OverWorld Creature • …" (lines joined by the keyword layer).
    re: /^(.+?) gains: (.+ • .+)$/i,
    build: (m, s, read) => {
      const who = subject(m[1], s);
      if (!who) return null;
      const calls: VerbCall[] = [];
      for (const part of m[2].split(MODE_SEPARATOR)) {
        const gain = new RegExp(String.raw`^(.+) if it is an? (${TRIBE}) Creature$`, 'i').exec(part);
        const tribes = gain ? tribeList(gain[2]) : null;
        s.last = who;
        const then = gain && tribes ? read(`it gains ${gain[1]}`) : null;
        if (!then || !tribes) return null;
        calls.push({ verb: 'conditional', params: { conditions: [{ kind: 'is-tribe', who, tribes }], then, otherwise: [] } });
      }
      return calls;
    },
  },
  {
    // Decomposition (glossary Stat Check: a Discipline check).
    re: /^(.+?) fails all Discipline checks on attacks it plays$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'fail-checks', params: { who, duration: s.duration } }] : null;
    },
  },
  {
    // Fanfare of Elemental Champions: the Elemental Type chosen by the sentence before.
    re: /^(.+?) gains "Element (\d+)" of the chosen Elemental Type$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      if (!to) return null;
      // Chosen just before, with nothing gained: only the "Element X" ability of the type chosen (Nivenna).
      if (s.elementToChoose) return [{ verb: 'choose-element', params: { gain: true, to, duration: s.duration, value: Number(m[2]), abilityOnly: true } }];
      return [{ verb: 'grant-chosen-element', params: { x: Number(m[2]), to, duration: s.duration } }];
    },
  },
  {
    // Ode to Obscurity (cost X): "Infect X Uninfected Creatures", "Infect another X Uninfected Creatures" — picked, not targeted.
    re: /^infect (?:another )?X Uninfected Creatures$/i,
    build: () => [{ verb: 'infect', params: { to: { select: 'all', filter: { infected: false } }, chosen: true, times: 'x' } }],
  },
  {
    // Strain of Infection: "Uninfect up to three Infected Creatures" — picked on resolution, not targeted.
    re: /^uninfect up to (\w+) Infected Creatures$/i,
    build: (m) => {
      const upTo = count(m[1]);
      return upTo ? [{ verb: 'uninfect', params: { to: { select: 'all', filter: { infected: true } }, upTo } }] : null;
    },
  },
  {
    // Strain of Infection: "Put a Mugic counter on target Danian Creature for each Creature Uninfected by Strain of Infection this way".
    re: /^put (a|\d+|two) Mugic counters? on (.+?) for each (.+)$/i,
    build: (m, s) => {
      const to = subject(m[2], s);
      const per = to ? mugicCount(m[3]) : null;
      return to && per ? [{ verb: 'add-mugic-counters', params: { amount: count(m[1]) ?? 1, to, per } }] : null;
    },
  },
  {
    // Melody of Parasitic Mayhem: "target Uninfected engaged Creature" says "target engaged Uninfected Creature".
    re: /^(infect|uninfect) target (Uninfected|Infected) (engaged|unengaged) Creature$/i,
    build: (m, _s, read) => read(`${m[1]} target ${m[3]} ${m[2]} Creature`),
  },
  {
    // Najarin's Tower of Song's second line: "That Creature" is the first line's target; its controller discards.
    re: /^that Creature's controller discards (a|two) (random )?Mugic Cards? from their hand$/i,
    build: (m, s) => {
      const of = s.last ?? (s.cardType === 'Mugic' && s.targets === 0 ? FIRST_TARGET : null);
      if (!of) return null;
      const discard: VerbCall = { verb: 'discard-mugic', params: { players: 'you', count: count(m[1]) ?? 1, ...(m[2] ? { random: true } : {}) } };
      return [{ verb: 'for-controllers', params: { of, steps: [discard] } }];
    },
  },
  {
    // Harmonies of the Wind.
    re: /^(.+?) cannot move or play activated abilities$/i,
    build: (m, s) => {
      const who = eitherKind(m[1], s);
      if (!who) return null;
      return (['move', 'play-activated-abilities'] as const).map((action) => ({ verb: 'prohibit', params: { action, who, duration: s.duration } }));
    },
  },
  {
    // Intertwined Melody: the target must be engaged with such a creature of yours.
    re: new RegExp(String.raw`^Target Creature engaged with an? (non-)?(${TRIBE} )?Creature you control (.+)$`, 'i'),
    build: (m, s, read) => {
      const tribes = m[2] ? tribeList(m[2].trim()) : null;
      const mine: CreatureFilter = { controller: 'you', ...(tribes ? (m[1] ? { notTribes: tribes } : { tribes }) : {}) };
      const to: Subject = { select: 'target', index: s.targets++, filter: { engagedWith: mine } };
      s.last = to;
      return read(`it ${m[3]}`);
    },
  },
];
