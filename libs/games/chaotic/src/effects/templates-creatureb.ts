import { isCreatureSubtype } from './creature-names';
import type { Count, CreatureFilter, Subject } from './effect-types';
import { againstFilter } from './templates-damage';
import { countPhrase } from './templates-counts';
import { parseAbilities } from '../keywords/parse-abilities';
import { count, subject, tribeList, type PhraseState } from './phrases';
import type { SentenceState, Template } from './sentence-templates';
import type { Prohibited, VerbCall } from './verb-calls';

const ALL_ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'] as const;
const STATS = String.raw`((?:(?:Courage|Power|Wisdom|Speed|Energy)(?:,? (?:and )?)?)+|all Disciplines)`;

/** "a M'arrillian", "a Minion", "an OverWorld Creature" → a filter; null otherwise. */
function kind(text: string): CreatureFilter | null {
  const word = /^an? (.+?)(?: Creature)?$/i.exec(text.trim())?.[1];
  if (!word) return null;
  const tribes = tribeList(word);
  if (tribes) return { tribes };
  return isCreatureSubtype(word) ? { subtype: word } : null;
}

/** "Creatures that are a M'arrillian or a Minion" (and "… you control that are …"): the base phrase, any of the kinds. */
function creaturesThatAre(phrase: string, s: PhraseState): Subject | null {
  const m = /^(.+?) that are (an? .+?)(?: or (an? .+))?$/i.exec(phrase.trim());
  if (!m) return subject(phrase, s);
  const kinds = [m[2], m[3]].filter((k): k is string => k !== undefined).map(kind);
  const base = subject(m[1], s);
  if (base?.select !== 'all' || kinds.some((k) => k === null)) return null;
  const anyOf = kinds as CreatureFilter[];
  return { select: 'all', filter: { ...base.filter, ...(anyOf.length === 1 ? anyOf[0] : { anyOf }) } };
}

/** The creatures an attack is against: "Infected Creatures", "non-M'arrillian Creatures", "Creatures that are a M'arrillian or a Minion", or the damage templates' kinds. */
function against(text: string, s: PhraseState): CreatureFilter | null {
  const known = againstFilter(text);
  if (known) return known;
  if (/^(?:Infected|Uninfected) Creatures$/i.test(text)) return { infected: /^Infected/i.test(text) };
  const them = creaturesThatAre(text, { ...s, targets: 0 });
  return them?.select === 'all' ? them.filter : null;
}

/** The creature the text is printed on by its name, "unequipped Creatures you control", else any subject. */
function who(phrase: string, s: PhraseState): Subject | null {
  if (phrase === s.cardName && s.cardType === 'Creature') return { select: 'self' };
  const near = /^adjacent (.*Creatures\b.*)$/i.exec(phrase);
  const all = near && s.cardType === 'Creature' ? subject(near[1], s) : null;
  if (near) return all?.select === 'all' ? { select: 'all', filter: { ...all.filter, adjacent: true } } : null;
  const gear = /^(equipped|unequipped) (Creatures\b.*)$/i.exec(phrase);
  const rest = gear ? subject(gear[2], s) : null;
  if (gear) return rest?.select === 'all' ? { select: 'all', filter: { ...rest.filter, equipped: /^equipped$/i.test(gear[1]) } } : null;
  return creaturesThatAre(phrase, s);
}

function prohibit(action: Prohibited, to: Subject | null, s: SentenceState): VerbCall[] | null {
  return to ? [{ verb: 'prohibit', params: { action, who: to, duration: s.duration } }] : null;
}

/** "Look at the top card of your Location Deck. You can put that card on the bottom of that deck": the deck looked at. */
const lookedAt = new WeakMap<SentenceState, { owner: 'you' | 'target-player'; deck: 'attack' | 'location' }>();

/** "Both players discard two Attack Cards and draw two Attack Cards": the second clause is both players' too. */
const bothPlayers = new WeakSet<SentenceState>();

/**
 * Shapes printed on creature cards (second half of the list): attack damage by some
 * creatures against others, damage with Elemental Attacks, protection from infection and
 * from targeting, prohibitions while engaged, the next attack's damage, elements gained
 * from other creatures, counts of tribes and of other creatures.
 */
export const CREATUREB_TEMPLATES: readonly Template[] = [
  {
    // CR 8.6.2.2: "Magmon deals an additional 5 attack damage to Creatures that are a M'arrillian or a Minion",
    // "Non-Danian Creatures you control deal 5 additional attack damage to Infected Creatures".
    re: /^(.+?) deals? (?:an additional (\d+)|(\d+) additional) attack damage to (.+)$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      const to = against(m[4], s);
      return by && to ? [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[2] ?? m[3]), by, against: to, duration: s.duration } }] : null;
    },
  },
  {
    // "Dalgad deals an additional 5 damage with Elemental Attacks" (an attack with an elemental value, CR 8.6.1.4); "… with attacks".
    re: /^(.+?) deals an additional (\d+) damage with (Elemental Attacks|attacks)$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      const elements = /^Elemental/i.test(m[3]) ? { elements: [...ALL_ELEMENTS] } : {};
      return by ? [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[2]), by, against: {}, duration: s.duration, ...elements } }] : null;
    },
  },
  {
    // "Elemental Attacks deal 5 less damage to Ketun" (CR 8.5.4).
    re: /^Elemental Attacks deal (\d+) (less|additional) damage to (.+)$/i,
    build: (m, s) => {
      const to = who(m[3], s);
      const delta = (/less/i.test(m[2]) ? -1 : 1) * Number(m[1]);
      return to ? [{ verb: 'modify-attack-damage', params: { delta, elements: [...ALL_ELEMENTS], to, duration: s.duration } }] : null;
    },
  },
  {
    // "Mugic played by Kopond that deals damage deals an additional 10 damage".
    re: /^Mugic played by (.+?) that deals damage deals an additional (\d+) damage$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      return by ? [{ verb: 'modify-mugic-damage', params: { delta: Number(m[2]), by, duration: s.duration } }] : null;
    },
  },
  // CR 9.1: "Creatures you control that are a M'arrillian or a Minion cannot be Infected".
  { re: /^(.+?) cannot be Infected$/i, build: (m, s) => prohibit('be-infected', who(m[1], s), s) },
  // CR 8.4.1.3: "Ulmar cannot be targeted by Mugic"; "Your other Creatures with Air cannot be targeted by opposing Mugic or abilities".
  { re: /^(.+?) cannot be targeted by Mugic$/i, build: (m, s) => prohibit('be-targeted-by-mugic', who(m[1], s), s) },
  { re: /^(.+?) cannot be targeted by opposing Mugic or abilities$/i, build: (m, s) => prohibit('be-targeted-by-opposing', who(m[1], s), s) },
  {
    // "If Zamool is engaged, opposing Creatures cannot play Mugic or abilities".
    re: /^(.+?) cannot play Mugic or abilities$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      const mugic = prohibit('play-mugic', by, s);
      const abilities = prohibit('play-activated-abilities', by, s);
      return mugic && abilities ? [...mugic, ...abilities] : null;
    },
  },
  {
    // "Minion Creatures cannot play activated abilities if their controller also controls a Chieftain Creature" (Ulmar).
    re: /^(.+?) cannot play activated abilities if their controller also controls (an? .+)$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      const other = kind(m[2]);
      return by?.select === 'all' && other ? prohibit('play-activated-abilities', { select: 'all', filter: { ...by.filter, controllerControls: other } }, s) : null;
    },
  },
  // CR 6.2.1: "The active player reveals a new active Location" (from their own Location Deck).
  { re: /^the active player reveals a new active Location$/i, build: () => [{ verb: 'reveal-location', params: { byActivePlayer: true } }] },
  {
    re: /^both players (draw|discard) (an|a|two|three) Attack Cards?$/i,
    build: (m, s) => {
      bothPlayers.add(s);
      return [{ verb: /^draw/i.test(m[1]) ? 'draw-attack' : 'discard-attack', params: { count: count(m[2]) ?? 0, players: 'each' } }];
    },
  },
  {
    re: /^(draw|discard) (an|a|two|three) Attack Cards?$/i,
    build: (m, s) => (bothPlayers.has(s) ? [{ verb: /^draw/i.test(m[1]) ? 'draw-attack' : 'discard-attack', params: { count: count(m[2]) ?? 0, players: 'each' } }] : null),
  },
  {
    // "The next attack played by Maxxor this turn deals an additional 10 damage"; "… by the opposing engaged Creature this turn deals 10 less damage to Maxxor".
    re: /^the next attack played by (.+?) this turn deals (?:an additional (\d+)|(\d+) less) damage(?: to (.+))?$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      const to = m[4] === undefined ? undefined : who(m[4], s);
      const delta = m[2] ? Number(m[2]) : -Number(m[3]);
      return by && to !== null ? [{ verb: 'modify-next-attack-damage', params: { delta, by, ...(to ? { to } : {}), duration: s.duration } }] : null;
    },
  },
  {
    // "Target Creature deals an additional 10 damage with its next attack this turn", "Ihun'kalin deals 10 additional damage with its next attack this turn".
    re: /^(.+?) deals (?:an additional (\d+)|(\d+) additional) damage with its next attack this turn$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      return by ? [{ verb: 'modify-next-attack-damage', params: { delta: Number(m[2] ?? m[3]), by, duration: s.duration } }] : null;
    },
  },
  {
    // "Arctus gains all Elemental Types your adjacent Creatures have", "Valban gains all Elemental Types Infected Creatures have".
    re: /^(.+?) gains all Elemental Types (.+?) have$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      const adjacent = /^your adjacent Creatures$/i.exec(m[2]);
      const from: Subject | null = adjacent ? (s.cardType === 'Creature' ? { select: 'all', filter: { controller: 'you', adjacent: true } } : null) : subject(m[2], s);
      return to && from?.select === 'all' ? [{ verb: 'gain-elements-of', params: { from, to, duration: s.duration } }] : null;
    },
  },
  {
    // "Kepiaan has an additional 10 Energy … for each Tribe you control", "Mhein … for each Creature Card in all general discard piles".
    re: new RegExp(String.raw`^(.+?) has an additional (\d+) (?:in )?${STATS} for each (Tribe you control|Creature Card in all general discard piles)$`, 'i'),
    build: (m, s) => {
      const to = who(m[1], s);
      const perCount: Count = /^Tribe/i.test(m[4]) ? { of: 'tribes', controller: 'you' } : { of: 'creature-cards-in-discard', players: 'each' };
      const stats = /^all Disciplines$/i.test(m[3]) ? (['courage', 'power', 'wisdom', 'speed'] as const) : m[3].toLowerCase().split(/,? (?:and )?/);
      if (!to || !stats.every((x) => ['courage', 'power', 'wisdom', 'speed', 'energy'].includes(x))) return null;
      return stats.map((stat) => ({ verb: 'modify-stat', params: { stat: stat as 'energy', delta: Number(m[2]), to, duration: s.duration, perCount } }));
    },
  },
  {
    // "Makromil has an additional 5 Energy for each other Danian Creature you control", "… each other Past Creature you control".
    re: /^(.+?) has an additional (\d+) (Courage|Power|Wisdom|Speed|Energy) for each other (\S+) Creature you control$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      const tribes = tribeList(m[4]);
      const kindOf: CreatureFilter | null = tribes ? { tribes } : isCreatureSubtype(m[4]) ? { subtype: m[4] } : null;
      if (to?.select !== 'self' || !kindOf) return null;
      return [{ verb: 'modify-stat', params: { stat: m[3].toLowerCase() as 'energy', delta: Number(m[2]), to, duration: s.duration, per: [{ ...kindOf, controller: 'you', other: true }] } }];
    },
  },
  {
    // "unequipped Creatures you control have "Outperform Power 5."" (Kamangareth).
    re: /^((?:un)?equipped Creatures\b.*?) (?:have|gain) "([^"]+?)\.?"$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      const parsed = parseAbilities(m[2]).abilities;
      if (!to || parsed.length !== 1 || parsed[0].kind === 'text' || parsed[0].kind === 'activated') return null;
      return [{ verb: 'grant-ability', params: { ability: parsed[0], to, duration: s.duration } }];
    },
  },
  {
    // Blazier: "Look at the top card of your Location Deck" (glossary "Look at": the order is kept).
    re: /^look at the top card of (your|target player's) (Attack|Location) Deck$/i,
    build: (m, s) => {
      const owner = /^your$/i.test(m[1]) ? 'you' : 'target-player';
      const deck = m[2].toLowerCase() as 'attack' | 'location';
      lookedAt.set(s, { owner, deck });
      return [{ verb: 'look-at-deck', params: { owner, decks: [deck], count: 1, arrangement: 'unchanged' } }];
    },
  },
  {
    // "… You can put that card on the bottom of that deck": the card just looked at.
    re: /^put that card on the bottom of that deck$/i,
    build: (_m, s) => {
      const look = lookedAt.get(s);
      return look ? [{ verb: 'deck-top-to-bottom', params: { owner: look.owner, decks: [look.deck] } }] : null;
    },
  },
  {
    // Silchaw: "if the Initiative of the active Location is an Elemental Type, your engaged Creature gains that Elemental Type".
    re: /^if the Initiative of the active Location is an Elemental Type, (.+?) gains that Elemental Type$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      return to ? [{ verb: 'gain-initiative-element', params: { to, duration: s.duration } }] : null;
    },
  },
  {
    // Hune Canin: "Target Creature gains or loses all Disciplines so they become their scanned values" (glossary Scanned).
    re: /^(.+?) gains or loses all Disciplines so they become their scanned values$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      return to ? [{ verb: 'match-scanned', params: { disciplines: ['courage', 'power', 'wisdom', 'speed'], to, of: to, duration: s.duration } }] : null;
    },
  },
  // "Cromaxx's Energy cannot be reduced by Mugic".
  { re: /^(.+?)'s Energy cannot be reduced by Mugic$/i, build: (m, s) => prohibit('lose-energy-to-mugic', who(m[1], s), s) },
  // Song of Stable Shields: "Target Creature's Disciplines cannot be increased or decreased".
  { re: /^(.+?)'s Disciplines cannot be increased or decreased$/i, build: (m, s) => prohibit('change-disciplines', who(m[1], s), s) },
  // Counterpoint of Chaos: "Target Creature cannot gain Elemental Types".
  { re: /^(.+?) cannot gain Elemental Types$/i, build: (m, s) => prohibit('gain-elements', who(m[1], s), s) },
  {
    // Scarab of Khilai: only while the equipped creature is engaged is the opposing engaged creature "engaged with it".
    re: /^Equipped Creature and Creatures engaged with it cannot lose Elemental Types from Mugic, Attacks or abilities$/i,
    build: (_m, s) => [
      ...prohibit('lose-elements', { select: 'equipped' }, s)!,
      { verb: 'conditional', params: { conditions: [{ kind: 'engaged', who: { select: 'equipped' } }], then: prohibit('lose-elements', { select: 'opposing-engaged' }, s)!, otherwise: [] } },
    ],
  },
  {
    // Rath'tab: "Target Creature with 0 in any Discipline loses an Elemental Type of your choice".
    re: /^(.+?) with 0 in any Discipline (gains|loses) an Elemental Type of your choice$/i,
    build: (m, s) => {
      const base = subject(m[1], s);
      if (base?.select !== 'target') return null;
      const anyOf: CreatureFilter[] = (['courage', 'power', 'wisdom', 'speed'] as const).map((stat) => ({ stat: { stat, max: 0 } }));
      const to: Subject = { ...base, filter: { ...base.filter, anyOf } };
      s.last = to;
      return [{ verb: 'choose-element', params: { gain: /^gains$/i.test(m[2]), to, duration: s.duration } }];
    },
  },
  {
    // Slufurah: "sacrifice a Battlegear equipped to your engaged Creature" (glossary Sacrifice).
    re: /^sacrifice a Battlegear equipped to (.+)$/i,
    build: (m, s) => {
      const of = who(m[1], s);
      return of ? [{ verb: 'destroy-battlegear', params: { of, sacrifice: true } }] : null;
    },
  },
  {
    // Vlar: "all Battlegear equipped to the opposing engaged Creature becomes equipped to Vlar".
    re: /^all Battlegear equipped to (.+?) becomes equipped to (.+)$/i,
    build: (m, s) => {
      const from = who(m[1], s);
      const to = who(m[2], s);
      return from && to ? [{ verb: 'move-battlegear', params: { from, to } }] : null;
    },
  },
  {
    // Kaal: "Deal 5 damage to target Creature for each Creature you control on your opponent's side of the Battleboard"; Korg heals the same way.
    re: /^(deal|heal) (\d+) damage to (.+?) for each Creature (you control|your opponent controls) on (your|your opponent's) side of the Battleboard$/i,
    build: (m, s) => {
      const to = who(m[3], s);
      const filter: CreatureFilter = { controller: /^you control$/i.test(m[4]) ? 'you' : 'opponent', onSide: /opponent/i.test(m[5]) ? 'opponent' : 'you' };
      return to ? [{ verb: /^deal/i.test(m[1]) ? 'deal-damage' : 'heal', params: { amount: Number(m[2]), to, per: { of: 'creatures', filter } } }] : null;
    },
  },
  {
    // CR 8.8.2: "All non-attack damage that would be dealt to target adjacent Creature is dealt to Porthyn instead" (Porthyn);
    // "Non-attack damage dealt to adjacent Royal Creatures is dealt to Gaffat-ra instead".
    re: /^(?:all )?non-attack damage (?:that would be )?dealt to (.+?) is dealt to (.+?) instead$/i,
    build: (m, s) => {
      const from = who(m[1], s);
      const to = who(m[2], s);
      return from && to ? [{ verb: 'redirect-damage', params: { from, to, duration: s.duration } }] : null;
    },
  },
  {
    // Lomma: "Target Elemental Attack deals 0 damage to Lomma" (CR 8.8.2, only an attack played against Lomma).
    re: /^target (Elemental )?Attack deals (\d+) damage to (.+)$/i,
    build: (m, s) => {
      const to = who(m[3], s);
      return to ? [{ verb: 'set-attack-damage', params: { amount: Number(m[2]), which: 'target-attack', duration: s.duration, elemental: !!m[1], to } }] : null;
    },
  },
  {
    // Habekh: "Damage dealt to Warbeast Creatures you control by Recklessness is reduced by 10 for each Elemental Type that Warbeast Creature has".
    re: /^damage dealt to (.+?) by Recklessness is (reduced|increased) by (\d+) for each Elemental Type that ([A-Z][\w'-]*) Creature has$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      if (to?.select !== 'all' || to.filter.subtype !== m[4]) return null;
      const delta = (/reduced/i.test(m[2]) ? -1 : 1) * Number(m[3]);
      return [{ verb: 'modify-recklessness-damage', params: { delta, to, duration: s.duration, perOwnElement: true } }];
    },
  },
  {
    // Krekk, after "if the active Location's Initiative is a Discipline": "engaged Creatures with less than 60 in that Discipline lose 10 Energy".
    re: /^engaged Creatures with less than (\d+) in that Discipline (lose|gain) (\d+) (Courage|Power|Wisdom|Speed|Energy)$/i,
    build: (m, s) => {
      const to: Subject = { select: 'all', filter: { engaged: true, initiativeStat: { max: Number(m[1]) - 1 } } };
      return [{ verb: 'modify-stat', params: { stat: m[4].toLowerCase() as 'energy', delta: (/lose/i.test(m[2]) ? -1 : 1) * Number(m[3]), to, duration: s.duration } }];
    },
  },
  {
    // Illiar: "Attacks with a Build Points of 2 played against Illiar deal 0 damage" (CR 8.8.2).
    re: /^Attacks with a Build Points of (\d+) played against (.+?) deal (\d+) damage$/i,
    build: (m, s) => {
      const by = who(m[2], s);
      return by ? [{ verb: 'set-attack-damage', params: { amount: Number(m[3]), which: 'attacks-against', by, duration: s.duration, buildPoints: Number(m[1]) } }] : null;
    },
  },
  {
    // Uksum: "Uksum gains Energy equal to the lowest Scanned Energy among other Creatures you control" (glossary Scanned).
    re: /^(.+?) gains (Courage|Power|Wisdom|Speed|Energy) equal to the lowest Scanned \2 among (.+)$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      const among = subject(m[3], { ...s, targets: 0 });
      const stat = m[2].toLowerCase() as 'energy';
      return to && among?.select === 'all' ? [{ verb: 'modify-stat', params: { stat, delta: 1, to, duration: s.duration, perCount: { of: 'lowest-scanned', stat, filter: among.filter } } }] : null;
    },
  },
  {
    // Uksum: "Uksum has an additional 40 Energy and Creature Type "Kha'rall" in addition to its other types".
    re: /^(.+?) has (an additional \d+ (?:Courage|Power|Wisdom|Speed|Energy)) and (Creature Type "[^"]+" in addition to its other types)$/i,
    build: (m, _s, read) => {
      const first = read(`${m[1]} has ${m[2]}`);
      const second = read(`${m[1]} has ${m[3]}`);
      return first && second ? [...first, ...second] : null;
    },
  },
  {
    // Nivenna: "this ability costs 1 less Mugic counter to play" — its one activated ability, so the creature's abilities (CR 8.4.4.1).
    re: /^this ability costs (\d+) (less|more) Mugic counters? to play$/i,
    build: (m, s) => (s.cardType === 'Creature' ? [{ verb: 'modify-ability-cost', params: { delta: (/less/i.test(m[2]) ? -1 : 1) * Number(m[1]), who: { select: 'self' }, duration: s.duration } }] : null),
  },
  {
    // Arrthoa: "Your other Creatures with Water succeed on all Discipline checks on attacks they play".
    re: /^(.+?) succeed on all Discipline checks on attacks they play$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      return by ? [{ verb: 'succeed-checks', params: { who: by, duration: s.duration } }] : null;
    },
  },
  // Tassanil: "Target Danian Creature gains the expended Elemental Type".
  { re: /^(.+?) gains the expended Elemental Type$/i, build: (m, s) => { const to = who(m[1], s); return to ? [{ verb: 'gain-expended-element', params: { to, duration: s.duration } }] : null; } },
  {
    // Bodal: "Return target Battlegear Card in your general discard pile to play equipped to another unequipped Creature you control"
    // (a card in a pile is chosen, not targeted: only creatures are targets here, CR 8.4.1.3).
    re: /^return target Battlegear Card in your general discard pile to play equipped to another unequipped Creature you control$/i,
    build: (_m, s) => (s.cardType === 'Creature' ? [{ verb: 'return-battlegear-to-play', params: { other: true } }] : null),
  },
  {
    // Bodal: "Destroy a Battlegear you control" (one of the player's choice).
    re: /^destroy a Battlegear you control$/i,
    build: () => [{ verb: 'destroy-battlegear', params: { of: { select: 'all', filter: { controller: 'you' } }, chosen: true } }],
  },
  {
    // Nis'dabba: "Swap two Shard Battlegear equipped to two Kha'rall Creatures you control": both creatures are the player's choice.
    re: /^[Ss]wap two ([A-Z][\w'-]*) Battlegear equipped to two ([A-Z][\w'-]*) Creatures you control$/,
    build: (m) => {
      if (!isCreatureSubtype(m[2])) return null;
      const kind: Subject = { select: 'all', filter: { controller: 'you', subtype: m[2], gearSubtype: m[1] } };
      return [{ verb: 'swap', params: { what: 'battlegear', a: kind, b: kind, chosen: true, chosenA: true } }];
    },
  },
  {
    // Najarin: "Najarin pays 1 less Mugic counter to play Mugic Cards to a minimum of 1" (CR 8.4.2).
    re: /^(.+?) pays (\d+) (less|more) Mugic counters? to play Mugic Cards(?: to a minimum of (\d+))?$/i,
    build: (m, s) => {
      const by = who(m[1], s);
      const delta = (/less/i.test(m[3]) ? -1 : 1) * Number(m[2]);
      return by ? [{ verb: 'modify-caster-mugic-cost', params: { delta, who: by, ...(m[4] ? { minimum: Number(m[4]) } : {}), duration: s.duration } }] : null;
    },
  },
  {
    // Jorre: "Target Creature gains "Range" and "Swift X," where X is the number of Tribes you control": Swift 1 once per tribe (copies add up, CR 8.8.1.2).
    re: /^(.+?) gains "Range" and "Swift X,?" where X is the number of Tribes you control$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      return to
        ? [
            { verb: 'grant-ability', params: { ability: { kind: 'range' }, to, duration: s.duration } },
            { verb: 'grant-ability', params: { ability: { kind: 'swift', x: 1 }, to, duration: s.duration, per: { of: 'tribes', controller: 'you' } } },
          ]
        : null;
    },
  },
  {
    // Wilt'dred: "Target Minion Creature is treated as if its controller did not also control a Chieftain" (CR 9.2).
    re: /^(.+?) is treated as if its controller did not also control a Chieftain$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      return to ? [{ verb: 'unbrainwash', params: { to, duration: s.duration } }] : null;
    },
  },
  {
    // Ast'imal: "Target unengaged Creature swaps spaces on the Battleboard with another unengaged Creature of the same controller's choice":
    // read as the target's controller choosing another unengaged Creature they control.
    re: /^(.+?) swaps spaces on the Battleboard with another unengaged Creature of the same controller's choice$/i,
    build: (m, s) => {
      const a = who(m[1], s);
      if (!a) return null;
      const b: Subject = { select: 'all', filter: { engaged: false, controller: 'you' } };
      return [{ verb: 'for-controllers', params: { of: a, steps: [{ verb: 'swap', params: { what: 'spaces', a, b, chosen: true } }] } }];
    },
  },
  {
    // "Target Taskmaster gains 40 to all Disciplines": a creature subtype alone names a Creature of it.
    re: /^([Tt]arget|[Aa]nother target) ([A-Z][\w'-]*) (gains|loses|has) (.+)$/,
    build: (m, _s, read) => (isCreatureSubtype(m[2]) ? read(`${m[1]} ${m[2]} Creature ${m[3]} ${m[4]}`) : null),
  },
  {
    // "Kolmo has "Invisibility: Strike 10" for each Elemental Type the opposing engaged Creature has": one copy per element (CR 8.8.1.2).
    re: /^(.+?) has "([^"]+?)\.?" for each (.+)$/i,
    build: (m, s) => {
      const to = who(m[1], s);
      const parsed = parseAbilities(m[2]).abilities;
      const per = countPhrase(m[3], s);
      if (!to || !per || parsed.length !== 1 || parsed[0].kind === 'text' || parsed[0].kind === 'activated') return null;
      return [{ verb: 'grant-ability', params: { ability: parsed[0], to, duration: s.duration, per } }];
    },
  },
  {
    // Prototype text: "Heptad may play spells of any clan" — a judge reads "spells" as Mugic and "clan" as tribe (CR 3.4.4.1); the name is the card's own, misspelt.
    re: /^(.+?) may play spells of any clan$/i,
    build: (m, s) => (s.cardType === 'Creature' && s.cardName.toLowerCase().startsWith(m[1].toLowerCase()) ? [{ verb: 'allow-mugic-tribes', params: { who: { select: 'self' }, tribes: [], duration: s.duration } }] : null),
  },
];
