import { parseAbilities } from '../keywords/parse-abilities';
import { isCreatureSubtype } from './creature-names';
import type { Count } from './effect-types';
import type { Template } from './sentence-templates';
import { subject, tribeList } from './phrases';
import type { VerbCall } from './verb-calls';

const STAT = String.raw`(Courage|Power|Wisdom|Speed|Energy)`;

/**
 * Sentence shapes printed on creature cards: joined innate clauses ("cannot move and has …",
 * "has … and Creatures engaged with it have …"), Recklessness damage worded another way,
 * Scanned values, counted grants ("Swift X", "for each Conjuror Creature Card …"), costs and
 * prohibitions on Hive, counters, movement and battlegear, the Location Deck, and Mugic of
 * one tribe. Attack text is in `templates-creaturea-attacks.ts`.
 */
export const CREATUREA_TEMPLATES: readonly Template[] = [
  {
    // "Daj Huun cannot move and has an additional 10 Energy".
    re: /^(.+?) cannot move and (has|gains) (.+)$/i,
    build: (m, s, read) => {
      const who = subject(m[1], s);
      if (!who) return null;
      const rest = read(`it ${m[2]} ${m[3]}`);
      return rest ? [{ verb: 'prohibit', params: { action: 'move', who, duration: s.duration } }, ...rest] : null;
    },
  },
  {
    // "Hiadrom has an additional 15 Energy and Creatures engaged with it have 15 less Energy": only while it is engaged.
    re: /^(.+?) (has|gains) (.+?) and (Creatures engaged with (?:it|\1) (?:have|has|gain|gains|lose|loses) .+)$/i,
    build: (m, s, read) => {
      const who = subject(m[1], s);
      if (who?.select !== 'self') return null;
      const first = read(`${m[1]} ${m[2]} ${m[3]}`);
      s.last = who;
      const second = read(m[4].replace(new RegExp(`engaged with ${m[1]}`), 'engaged with it'));
      if (!first || !second) return null;
      return [...first, { verb: 'conditional', params: { conditions: [{ kind: 'engaged', who }], then: second, otherwise: [] } }];
    },
  },
  {
    // "Damage dealt to Warbeast Creatures you control by Recklessness is reduced by an additional 10" (Bylkian): "additional" to other reductions.
    re: /^damage dealt to (.+?) by Recklessness is (reduced|increased) by an additional (\d+)$/i,
    build: (m, _s, read) => read(`Damage dealt to ${m[1]} by Recklessness is ${m[2]} by ${m[3]}`),
  },
  {
    // "Increase Recklessness damage dealt to Warbeasts by 10 for each Mugic counter on Savell".
    re: /^(increase|reduce) Recklessness damage dealt to (.+?) by (\d+)( for each Mugic counter on .+)?$/i,
    build: (m, _s, read) => read(`Damage dealt to ${m[2]} by Recklessness is ${/^increase/i.test(m[1]) ? 'increased' : 'reduced'} by ${m[3]}${m[4] ?? ''}`),
  },
  {
    // "Nimmei has an additional 5 Energy and 5 in all Disciplines for each Mandiblor you control and …": both counted alike.
    re: new RegExp(String.raw`^(.+?) has an additional (\d+) ${STAT} and (\d+) in all Disciplines for each (.+)$`, 'i'),
    build: (m, s, read) => {
      const first = read(`${m[1]} has an additional ${m[2]} ${m[3]} for each ${m[5]}`);
      const second = read(`${m[1]} has an additional ${m[4]} in all Disciplines for each ${m[5]}`);
      return first && second ? [...first, ...second] : null;
    },
  },
  {
    // "Ilx has an additional "Air 5" and "Recklessness 5."": keyword values add up (CR 8.8.1.2), so "additional" is the grant itself.
    re: /^(.+?) (has|have|gains?) an additional ("[^"]+"(?:(?: and |, )"[^"]+")*)$/i,
    build: (m, _s, read) => read(`${m[1]} ${m[2]} ${m[3]}`),
  },
  {
    // Iparu: "… gains or loses Courage, Power, Wisdom and Speed so those values become equal to the opposing engaged Creature's Scanned Courage, …";
    // Tangath Toborn: "… to make its Disciplines equal to its Scanned Disciplines" (glossary Scanned: the printed values).
    re: /^(.+?) gains or loses Courage, Power, Wisdom and Speed (?:so those values become equal to (.+?)'s Scanned Courage, Power, Wisdom and Speed|to make its Disciplines equal to its Scanned Disciplines)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const of = m[2] ? subject(m[2], s) : to;
      const disciplines = ['courage', 'power', 'wisdom', 'speed'] as const;
      return to && of ? [{ verb: 'match-scanned', params: { disciplines: [...disciplines], to, of, duration: s.duration } }] : null;
    },
  },
  {
    // Ritzu'dag: "your engaged Creature gains 50 to its lowest Discipline" (a tie is the controller's choice).
    re: /^(.+?) (gains|loses) (\d+) to its lowest Discipline$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'choose-discipline', params: { delta: (/^loses$/i.test(m[2]) ? -1 : 1) * Number(m[3]), to, duration: s.duration, lowest: true } }] : null;
    },
  },
  {
    // Anarkiar: "Damage dealt to Anarkiar by Recklessness is reduced to 0".
    re: /^damage dealt to (.+?) by Recklessness is reduced to (\d+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'set-recklessness-damage', params: { amount: Number(m[2]), to, duration: s.duration } }] : null;
    },
  },
  // Bahrakatan: "Battlegear cannot be destroyed" (its reminder: they can still be sacrificed or flipped face-down).
  { re: /^Battlegear cannot be destroyed$/i, build: (_m, s) => [{ verb: 'prohibit', params: { action: 'destroy-battlegear', duration: s.duration } }] },
  // Wytod: "Choose a new target for target Mugic which only targets a single Creature" (CR 8.4.1.3).
  { re: /^choose a new target for target Mugic which only targets a single Creature$/i, build: () => [{ verb: 'change-target', params: { what: 'mugic' } }] },
  {
    // Fla'gamp: "Look at the top card of target player's Location Deck".
    re: /^look at the top card of (your|target player's) (Attack|Location) Deck$/i,
    build: (m) => [{ verb: 'look-at-deck', params: { owner: /^your$/i.test(m[1]) ? 'you' : 'target-player', decks: [m[2].toLowerCase() as 'attack' | 'location'], count: 1, arrangement: 'unchanged' } }],
  },
  {
    // Fla'gamp: "Put the top card of target player's Location Deck on the bottom of that deck".
    re: /^put the top card of (your|target player's) (Attack|Location) Deck on the bottom of that deck$/i,
    build: (m) => [{ verb: 'deck-top-to-bottom', params: { owner: /^your$/i.test(m[1]) ? 'you' : 'target-player', decks: [m[2].toLowerCase() as 'attack' | 'location'] } }],
  },
  // Fla'gamp: "Your opponent reveals a new active Location" (from their own Location Deck, CR 6.2.1).
  { re: /^your opponent reveals a new active Location$/i, build: () => [{ verb: 'for-players', params: { who: 'opponent', steps: [{ verb: 'reveal-location', params: {} }] } }] },
  {
    // Lord Van Bloot: "it does not have and cannot gain any Elemental Types".
    re: /^(.+?) (?:does not have|do not have) and cannot gain any Elemental Types$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'remove-ability', params: { ability: 'elements', to, duration: s.duration, cannotGain: true } }] : null;
    },
  },
  // Faash: "Hive cannot be Activated again this turn".
  { re: /^Hive cannot be Activated(?: again)?(?: this turn)?$/i, build: (_m, s) => [{ verb: 'prohibit', params: { action: 'activate-hive', duration: s.duration } }] },
  {
    // Khybon: "Khybon gains 5 Energy for each Battlegear Card in each general discard pile".
    re: /^(.+?) (gains|loses) (\d+) Energy for each Battlegear Card in (your|each) general discard pile$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const perCount: Count = { of: 'battlegear-in-discard', players: /^each$/i.test(m[4]) ? 'each' : 'you' };
      return to ? [{ verb: 'modify-stat', params: { stat: 'energy', delta: (/^loses$/i.test(m[2]) ? -1 : 1) * Number(m[3]), to, duration: s.duration, perCount } }] : null;
    },
  },
  {
    // Glost: "Glost has an additional 5 Energy, "Earth 5", and "Air 5" for each Conjuror Creature Card in your general discard pile".
    re: /^(.+?) has an additional (\d+) Energy, ((?:"[^"]+",? )+)and ("[^"]+") for each ([A-Z][\w']+) Creature Card in (your|each) general discard pile$/,
    build: (m, s) => {
      const to = subject(m[1], s);
      if (!to || !isCreatureSubtype(m[5])) return null;
      const per: Count = { of: 'creature-cards-in-discard', players: m[6] === 'each' ? 'each' : 'you', subtype: m[5] };
      const quoted = [...`${m[3]} ${m[4]}`.matchAll(/"([^"]+?)\.?"/g)].map((q) => parseAbilities(q[1]).abilities);
      if (quoted.some((a) => a.length !== 1 || a[0].kind === 'text' || a[0].kind === 'activated')) return null;
      return [
        { verb: 'modify-stat', params: { stat: 'energy', delta: Number(m[2]), to, duration: s.duration, perCount: per } },
        ...quoted.map((a): VerbCall => ({ verb: 'grant-ability', params: { ability: a[0], to, duration: s.duration, per } })),
      ];
    },
  },
  {
    // Xelfe: "Target Creature gains "Range" and "Swift X," where X is the number of Mugic counters on Xelfe": X copies of "Swift 1" (CR 8.8.1.2: they add up).
    re: /^(.+?) gains ((?:"[^"]+"(?: and |, )?)+),? where X is the number of Mugic counters on (.+)$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const on = m[3] === s.cardName && s.cardType === 'Creature' ? ({ select: 'self' } as const) : subject(m[3], s);
      if (!to || !on) return null;
      const calls: VerbCall[] = [];
      for (const q of m[2].matchAll(/"([^"]+?),?\.?"/g)) {
        const x = /\bX$/.test(q[1]);
        const parsed = parseAbilities(q[1].replace(/\bX$/, '1')).abilities;
        if (parsed.length !== 1 || parsed[0].kind === 'text' || parsed[0].kind === 'activated') return null;
        calls.push({ verb: 'grant-ability', params: { ability: parsed[0], to, duration: s.duration, ...(x ? { per: { of: 'mugic-counters', on } } : {}) } });
      }
      return calls.length > 0 ? calls : null;
    },
  },
  {
    // Tassanil: "Tassanil counts as a Mandiblor".
    re: /^(.+?) counts as an? ([A-Z][\w']+)$/,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to && isCreatureSubtype(m[2]) ? [{ verb: 'gain-subtype', params: { subtype: m[2], to, duration: s.duration } }] : null;
    },
  },
  {
    // Tassanil: "… has an additional 5 Energy for each Elemental Type opposing Creatures have": each type once, however many have it.
    re: /^(.+?) has an additional (\d+) (Energy|Courage|Power|Wisdom|Speed) for each Elemental Type (opposing Creatures|Creatures you control|your Creatures) have$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      const on = { select: 'all', filter: { controller: /^opposing/i.test(m[4]) ? 'opponent' : 'you' } } as const;
      return to ? [{ verb: 'modify-stat', params: { stat: m[3].toLowerCase() as 'energy', delta: Number(m[2]), to, duration: s.duration, perCount: { of: 'elements', on, distinct: true } } }] : null;
    },
  },
  // Rath'tab: "Remove all Mugic counters on target engaged Creature".
  { re: /^remove all Mugic counters on (.+)$/i, build: (m, _s, read) => read(`remove all Mugic counters from ${m[1]}`) },
  // Aa'une the Oligarch: "Your opponent sacrifices a Creature" (glossary Sacrifice: one they control, of their choice).
  {
    re: /^your opponent sacrifices a Creature$/i,
    build: () => [{ verb: 'for-players', params: { who: 'opponent', steps: [{ verb: 'sacrifice-creature', params: { from: { select: 'all', filter: { controller: 'you' } } } }] } }],
  },
  {
    // Jaidwarl: "Target Creature loses all Elemental Types your Creatures have" (as they are on resolution).
    re: /^(.+?) loses all Elemental Types (your Creatures|Creatures you control) have$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'gain-elements-of', params: { from: { select: 'all', filter: { controller: 'you' } }, to, duration: s.duration, lose: true } }] : null;
    },
  },
  {
    // Dhilas: "Danian Mugic played by Creatures you control which deals damage deal an additional 5 damage".
    re: /^(OverWorld|UnderWorld|Mipedian|Danian|M'arrillian|Generic) Mugic played by (.+?) (?:which|that) deals? damage deals? an additional (\d+) damage$/i,
    build: (m, s) => {
      const by = subject(m[2], s);
      const tribe = tribeList(m[1])?.[0] ?? (/^generic$/i.test(m[1]) ? 'Generic' : undefined);
      return by && tribe ? [{ verb: 'modify-mugic-damage', params: { delta: Number(m[3]), by, duration: s.duration, tribes: [tribe] } }] : null;
    },
  },
  {
    // Dreg'ora: "Creatures engaged with Dreg'ora have 10 less Energy for each Discipline they have below 30": only while it is engaged.
    re: /^Creatures engaged with (.+?) have (\d+) less (Energy|Courage|Power|Wisdom|Speed) for each Discipline they have below (\d+)$/i,
    build: (m, s) => {
      const self = subject(m[1], s);
      if (self?.select !== 'self') return null;
      const foe = { select: 'opposing-engaged' } as const;
      const perCount: Count = { of: 'disciplines-below', on: foe, x: Number(m[4]) };
      const step: VerbCall = { verb: 'modify-stat', params: { stat: m[3].toLowerCase() as 'energy', delta: -Number(m[2]), to: foe, duration: s.duration, perCount } };
      return [{ verb: 'conditional', params: { conditions: [{ kind: 'engaged', who: self }], then: [step], otherwise: [] } }];
    },
  },
  {
    // Ørth: "If the Initiative of the active Location is an Elemental Type, your engaged Creature has "Element 5" in that Elemental Type".
    re: /^if the Initiative of the active Location is an Elemental Type, (.+?) has "Element (\d+)" in that Elemental Type$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [{ verb: 'gain-initiative-element', params: { to, duration: s.duration, x: Number(m[2]) } }] : null;
    },
  },
  {
    // Galmedar: "that Creature cannot be healed or gain Energy from non-innate abilities".
    re: /^(.+?) cannot be healed or gain Energy from non-innate abilities$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? (['be-healed', 'gain-energy'] as const).map((action): VerbCall => ({ verb: 'prohibit', params: { action, who, duration: s.duration } })) : null;
    },
  },
  {
    // Tomugar: "Target Creature gains 25 to a Discipline and loses 10 to another" (both of the controller's choice; the second not the first).
    re: /^(.+?) gains (\d+) to a Discipline and loses (\d+) to another$/i,
    build: (m, s) => {
      const to = subject(m[1], s);
      return to ? [
        { verb: 'choose-discipline', params: { delta: Number(m[2]), to, duration: s.duration } },
        { verb: 'choose-discipline', params: { delta: -Number(m[3]), to, duration: s.duration, other: true } },
      ] : null;
    },
  },
  // Tomugar: "Target opponent discards a random Mugic Card" (of two players, the opponent is the one to target).
  { re: /^target opponent discards a random Mugic Card$/i, build: () => [{ verb: 'for-players', params: { who: 'opponent', steps: [{ verb: 'discard-mugic', params: { players: 'you', count: 1, random: true } }] } }] },
  {
    // Phelphor: "Creatures lose Swift and cannot move or relocate into unoccupied spaces" (a move into combat is still a move, CR 6.3.5).
    re: /^(.+?) lose Swift and cannot move or relocate into unoccupied spaces$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [
        { verb: 'remove-ability', params: { ability: 'swift', to: who, duration: s.duration } },
        { verb: 'prohibit', params: { action: 'move-to-unoccupied', who, duration: s.duration } },
      ] : null;
    },
  },
  {
    // Dasalin: "Dasalin does not have "Water 5" and has "{{MC}}: Heal 10 damage to target Mandiblor Creature"".
    re: /^(.+?) does not have "(Fire|Air|Earth|Water) \d+\.?" and (has "[^"]+")$/i,
    build: (m, s, read) => {
      const who = subject(m[1], s);
      if (who?.select !== 'self') return null;
      const rest = read(`${m[1]} ${m[3]}`);
      const element = m[2][0].toUpperCase() + m[2].slice(1).toLowerCase();
      return rest ? [{ verb: 'remove-ability', params: { ability: `element:${element}`, to: who, duration: s.duration } }, ...rest] : null;
    },
  },
  {
    // Ebbikka: "Battlegear equipped to OverWorld Creatures you control have "Untargetable."" (glossary Untargetable).
    re: /^Battlegear equipped to (.+?) have "Untargetable\.?"$/i,
    build: (m, s) => {
      const of = subject(m[1], s);
      return of?.select === 'all' ? [{ verb: 'grant-card-ability', params: { cards: 'battlegear', ability: { kind: 'untargetable' }, duration: s.duration, of } }] : null;
    },
  },
  {
    // "Ultadur cannot have Mugic counters put on it".
    re: /^(.+?) cannot have Mugic counters put on (?:it|them)$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      const call: VerbCall | null = who ? { verb: 'prohibit', params: { action: 'gain-mugic-counters', who, duration: s.duration } } : null;
      return call ? [call] : null;
    },
  },
];
