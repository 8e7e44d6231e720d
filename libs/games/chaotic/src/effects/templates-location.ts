import type { Stat } from '../keywords/ability';
import { isCreatureSubtype } from './creature-names';
import type { CreatureFilter, Subject } from './effect-types';
import { count, elementList, subject, tribeList } from './phrases';
import type { SentenceState, Template } from './sentence-templates';
import type { VerbCall } from './verb-calls';

const STAT = String.raw`(Courage|Power|Wisdom|Speed|Energy)`;
const TRIBES = String.raw`(?:Generic|OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)`;

/** "a M'arrillian", "a Minion", "Danian": a tribe or a printed subtype; null otherwise. */
function kind(word: string): CreatureFilter | null {
  const w = word.replace(/^an? /i, '').trim();
  const tribes = tribeList(w);
  if (tribes) return { tribes };
  return isCreatureSubtype(w) ? { subtype: w } : null;
}

/** What follows "with" / "without" in a noun phrase, as filter fields; null when not one of these. */
function withClause(text: string, without: boolean): CreatureFilter | null {
  if (without) {
    const elements = elementList(text);
    return elements ? { withoutElements: elements } : null;
  }
  let m = new RegExp(String.raw`^(less|more) than (\d+) ${STAT}$`, 'i').exec(text);
  if (m) {
    const x = Number(m[2]);
    const stat = m[3].toLowerCase() as Stat;
    return { stat: /^less$/i.test(m[1]) ? { stat, max: x - 1 } : { stat, min: x + 1 } };
  }
  m = new RegExp(String.raw`^(\d+) or (more|less) (Scanned )?${STAT}$`, 'i').exec(text);
  if (m) {
    const stat = m[4].toLowerCase() as Stat;
    const scanned = m[3] ? { scanned: true } : {};
    return { stat: /^more$/i.test(m[2]) ? { stat, min: Number(m[1]), ...scanned } : { stat, max: Number(m[1]), ...scanned } };
  }
  if (/^no Mugic counters(?: on (?:it|them))?$/i.test(text)) return { stat: { stat: 'mugic-counters', max: 0 } };
  if (/^(?:one|1) or more Mugic counters(?: on (?:it|them))?$/i.test(text)) return { stat: { stat: 'mugic-counters', min: 1 } };
  return null;
}

/**
 * Noun phrases Locations print that `subject` does not read: "Creatures with less than 50
 * Courage", "Creatures without Fire", "Creatures engaged with Scouts", "Creatures that are a
 * M'arrillian or a Minion", "the engaged Creature with the lowest Power", "Infected engaged
 * non-Danian Creatures". Each names every creature matching (`select: 'all'`).
 */
export function locationSubject(phrase: string, s: SentenceState): Subject | null {
  const p = phrase.trim();
  const all = (filter: CreatureFilter): Subject => (s.last = { select: 'all', filter });
  // CR 9.3.5: "Creatures in this space" on a Mirage Location's text.
  const here = /^(.+?) in this space$/i.exec(p);
  if (here && s.cardType === 'Location') {
    const base = subject(here[1], { ...s });
    return base?.select === 'all' ? all({ ...base.filter, inMirageSpace: true }) : null;
  }
  // "Infected engaged non-Danian Creatures": the adjectives in the order `subject` reads them.
  const reordered = /^(Uninfected|Infected) (engaged|unengaged) (.+)$/i.exec(p);
  if (reordered) return subject(`${reordered[2]} ${reordered[1]} ${reordered[3]}`, s);
  // "Non-Caretaker Creatures": every creature not of that subtype (a tribe is `subject`'s "non-OverWorld").
  const notKind = /^non-([A-Z][\w']+) Creatures$/i.exec(p);
  if (notKind && isCreatureSubtype(notKind[1])) return all({ notSubtype: notKind[1] });
  let m = /^Creatures that are (an? [\w']+) or (an? [\w']+)$/i.exec(p);
  if (m) {
    const either = [kind(m[1]), kind(m[2])];
    return either[0] && either[1] ? all({ anyOf: [either[0], either[1]] }) : null;
  }
  m = /^Creatures engaged with (.+)$/i.exec(p);
  if (m) {
    const foe = subject(m[1], { ...s });
    return foe?.select === 'all' ? all({ engagedWith: foe.filter }) : null;
  }
  // Two creatures are engaged: the one with the lowest value is the one lower than the other (a tie: neither).
  m = new RegExp(String.raw`^the engaged Creature with the (lowest|highest) ${STAT}$`, 'i').exec(p);
  if (m) return all({ engaged: true, comparedToOpponent: { stat: m[2].toLowerCase() as Stat, relation: /lowest/i.test(m[1]) ? 'lower' : 'higher' } });
  m = /^(.+?) (with|without) (.+)$/i.exec(p);
  if (m) {
    const extra = withClause(m[3], /^without$/i.test(m[2]));
    const base = extra ? (locationSubject(m[1], { ...s }) ?? subject(m[1], { ...s })) : null;
    return base?.select === 'all' ? all({ ...base.filter, ...extra }) : null;
  }
  return null;
}

/** A subject `subject` reads, or one of the Location phrases above. */
function anySubject(phrase: string, s: SentenceState): Subject | null {
  return locationSubject(phrase, s) ?? subject(phrase, s);
}

const EVERY: Subject = { select: 'all', filter: {} };
/** Inside `for-each-creature`, the creature at hand. */
const IT: Subject = { select: 'trigger-creature' };
const each = (of: Subject, steps: VerbCall[], byController = false): VerbCall => ({ verb: 'for-each-creature', params: { of, steps, ...(byController ? { byController } : {}) } });
const isEvery = (v: unknown): boolean => typeof v === 'object' && v !== null && (v as Subject).select === 'all' && Object.keys((v as { filter: object }).filter).length === 0;

/** Every `{ select: 'all', filter: {} }` in the calls replaced by `who` (the clause was read with "Creatures" standing for the phrase). */
function substitute(calls: readonly VerbCall[], who: Subject): VerbCall[] | null {
  let replaced = 0;
  const walk = (v: unknown): unknown => {
    if (isEvery(v)) { replaced++; return who; }
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const out = walk(calls) as VerbCall[];
  return replaced > 0 ? out : null;
}

/** Subject phrases only `locationSubject` reads, at the front of a clause. */
const LEADING = [
  /^(Non-[A-Z][\w']+ Creatures) (.+)$/,
  /^((?:engaged )?Creatures in this space with \d+ or (?:less|more) Scanned (?:Courage|Power|Wisdom|Speed|Energy)) (.+)$/i,
  /^(Creatures with \d+ or (?:less|more) Scanned (?:Courage|Power|Wisdom|Speed|Energy)) (.+)$/i,
  /^((?:engaged )?Creatures in this space) (.+)$/i,
  /^(Creatures that are an? [\w']+ or an? [\w']+) (.+)$/i,
  /^(Creatures engaged with [A-Z][\w']+) (.+)$/,
  /^(the engaged Creature with the (?:lowest|highest) (?:Courage|Power|Wisdom|Speed|Energy)) (.+)$/i,
  /^(Creatures with (?:less|more) than \d+ (?:Courage|Power|Wisdom|Speed|Energy)) (.+)$/i,
  /^(Creatures with (?:one or more|no) Mugic counters) (.+)$/i,
  /^(Creatures without (?:Fire|Air|Earth|Water)) (.+)$/i,
];

/** Innate and triggered text printed on Locations (and shapes other cards share). */
export const LOCATION_TEMPLATES: readonly Template[] = [
  {
    // "Creatures without Fire have "Recklessness 5."": the clause read with "Creatures", then narrowed to the phrase.
    re: /^(.+)$/,
    build: (m, s, read) => {
      for (const re of LEADING) {
        const found = re.exec(m[1]);
        if (!found) continue;
        const who = locationSubject(found[1], s);
        if (!who) return null;
        const verb = /^(?:has|have|gains?|loses?|deals?|do not|does not|take|takes|cannot|can) /i.exec(found[2]) ? found[2] : null;
        if (!verb) return null;
        const plural = verb.replace(/^has /i, 'have ').replace(/^deals /i, 'deal ').replace(/^does not /i, 'do not ').replace(/^(gain|lose|take)s /i, '$1 ');
        const calls = read(`Creatures ${plural}`);
        return calls ? substitute(calls, who) : null;
      }
      return null;
    },
  },
  {
    re: /^deal (\d+) damage to (.+)$/i,
    build: (m, s) => {
      const to = locationSubject(m[2], s);
      return to ? [{ verb: 'deal-damage', params: { amount: Number(m[1]), to } }] : null;
    },
  },
  {
    // CR 8.6.2.2: every attack the creatures play deals more or less to whatever it strikes.
    re: /^(.+?) (?:deals?|does) (?:an additional (\d+)|(\d+) less) (?:attack damage|damage with attacks)$/i,
    build: (m, s) => {
      const by = anySubject(m[1], s);
      const delta = m[2] ? Number(m[2]) : -Number(m[3]);
      return by ? [{ verb: 'modify-attack-damage-by', params: { delta, by, against: {}, duration: s.duration } }] : null;
    },
  },
  {
    re: /^attacks deal (\d+) less damage to (.+)$/i,
    build: (m, s) => {
      const to = anySubject(m[2], s);
      return to ? [{ verb: 'modify-attack-damage', params: { delta: -Number(m[1]), elements: [], to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) do not have and cannot gain (Defender|Range|Swift|Invisibility|Untargetable)$/i,
    build: (m, s) => {
      const to = anySubject(m[1], s);
      return to ? [{ verb: 'remove-ability', params: { ability: m[2].toLowerCase(), to, duration: s.duration, cannotGain: true } }] : null;
    },
  },
  {
    // CR 8.4.2 (PROMO Glacier Plains).
    re: new RegExp(String.raw`^(${TRIBES}(?: or ${TRIBES})*) Mugic costs? (\d+|an) additional Mugic counters? to play$`, 'i'),
    build: (m, s) => [{ verb: 'modify-mugic-cost', params: { delta: /^an$/i.test(m[2]) ? 1 : Number(m[2]), tribes: m[1].split(/ or /), duration: s.duration } }],
  },
  {
    // CR 3.4.4.1: "of any Tribe or affiliation" — Mugic of every tribe, Generic included.
    re: /^(.+?) can play Mugic of any Tribe or affiliation$/i,
    build: (m, s) => {
      const who = anySubject(m[1], s);
      return who ? [{ verb: 'allow-mugic-tribes', params: { who, tribes: [], duration: s.duration } }] : null;
    },
  },
  {
    // Not a target (CR 8.4.1.3): the player picks the creature on resolution.
    re: /^(put (?:a|\d+) Mugic counters? on|infect) an? (Uninfected )?Creature you control$/i,
    build: (m) => {
      const to: Subject = { select: 'all', filter: { controller: 'you', ...(m[2] ? { infected: false } : {}) } };
      if (/^infect/i.test(m[1])) return [{ verb: 'infect', params: { to, chosen: true } }];
      return [{ verb: 'add-mugic-counters', params: { amount: Number(/\d+/.exec(m[1])?.[0] ?? 1), to, chosen: true } }];
    },
  },
  {
    // Glossary "Sacrifice": the player picks which of their creatures goes to the discard pile.
    re: /^sacrifice an? (?:non-([A-Z][\w']+) )?Creature you control$/,
    build: (m) => (m[1] && !isCreatureSubtype(m[1]) ? null : [{ verb: 'sacrifice-creature', params: { from: { select: 'all', filter: { controller: 'you', ...(m[1] ? { notSubtype: m[1] } : {}) } } } }]),
  },
  {
    // CR 4.1.1: "your side of the Battleboard"; "another": not the creature this effect sacrificed.
    re: /^return (another|a|an) (.*?)Creature Card (?:in|from) your general discard pile to play to any unoccupied space on your side of the Battleboard$/i,
    build: (m) => {
      const filter = m[2].trim() ? kind(m[2].trim()) : {};
      return filter ? [{ verb: 'return-creature-to-play', params: { filter, targeted: false, ownSide: true, ...(/^another$/i.test(m[1]) ? { another: true } : {}) } }] : null;
    },
  },
  { re: /^return a Mugic Card (?:in|from) your general discard pile to your hand$/i, build: () => [{ verb: 'return-mugic-to-hand', params: { players: 'you', optional: false } }] },
  {
    // "for each Elemental Type they have": counted for each creature on its own.
    re: new RegExp(String.raw`^(.+?) gains? (\d+) ${STAT} for each Elemental Type (?:they have|it has)$`, 'i'),
    build: (m, s) => {
      const of = anySubject(m[1], s);
      const stat = m[3].toLowerCase() as Stat;
      return of ? [each(of, [{ verb: 'modify-stat', params: { stat, delta: Number(m[2]), to: IT, duration: s.duration, perCount: { of: 'elements', on: IT } } }])] : null;
    },
  },
  {
    re: /^deal (\d+) damage to (each .+?) for each Mugic counter on that Creature$/i,
    build: (m, s) => {
      const of = anySubject(m[2], s);
      return of ? [each(of, [{ verb: 'deal-damage', params: { amount: Number(m[1]), to: IT, per: { of: 'mugic-counters', on: IT } } }])] : null;
    },
  },
  {
    // Gorram's Briefing: the tribes among the creatures of each engaged creature's controller.
    re: /^(.+?) gains? (\d+) Energy and (\d+) to all Disciplines for each Tribe its controller controls$/i,
    build: (m, s) => {
      const of = anySubject(m[1], s);
      const per = { of: 'tribes', controller: 'you' } as const;
      const stats: [Stat, number][] = [['energy', Number(m[2])], ...(['courage', 'power', 'wisdom', 'speed'] as const).map((d): [Stat, number] => [d, Number(m[3])])];
      return of ? [each(of, stats.map(([stat, delta]) => ({ verb: 'modify-stat', params: { stat, delta, to: IT, duration: s.duration, perCount: per } })), true)] : null;
    },
  },
  {
    re: /^(.+?) gains? an Elemental type of their controller's choice$/i,
    build: (m, s) => {
      const of = anySubject(m[1], s);
      return of ? [each(of, [{ verb: 'choose-element', params: { gain: true, to: IT, duration: s.duration } }], true)] : null;
    },
  },
  {
    // CR 8.8.2: a replacement capping the damage of each attack against those creatures (Silchaw's Mine).
    re: /^Attacks that would deal more than (\d+) damage to (.+?) deal (\d+) damage instead$/i,
    build: (m, s) => {
      const to = anySubject(m[2], s);
      return to && m[1] === m[3] ? [{ verb: 'cap-attack-damage', params: { max: Number(m[1]), to, duration: s.duration } }] : null;
    },
  },
  {
    // CR 8.4.2 (The Oligarch's Path): every creature pays less for Mugic of that name.
    re: /^Creatures pay (\d+) less Mugic counters? to play Mugic named (.+)$/i,
    build: (m, s) => [{ verb: 'modify-mugic-cost', params: { delta: -Number(m[1]), tribes: [], duration: s.duration, named: m[2] } }],
  },
  {
    re: /^(.+?) cannot (be relocated by Mugic, abilities or Attacks|gain or lose Elemental Types from Mugic, Attacks or abilities|(?:spend|use) Mugic counters to (?:play|pay for) Mugic or abilities)$/i,
    build: (m, s) => {
      const who = anySubject(m[1], s);
      const action = /relocated/i.test(m[2]) ? 'be-relocated' : /Elemental/i.test(m[2]) ? 'change-elements' : 'spend-mugic-counters';
      return who ? [{ verb: 'prohibit', params: { action, who, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) cannot have Mugic counters put on them or use Mugic counters to pay for Mugic or abilities$/i,
    build: (m, s) => {
      const who = anySubject(m[1], s);
      return who ? (['gain-mugic-counters', 'spend-mugic-counters'] as const).map((action) => ({ verb: 'prohibit', params: { action, who, duration: s.duration } })) : null;
    },
  },
  {
    // CR 8.4.4.1 (Stormgrounds).
    re: /^(.+?)'s? activated abilities cost an additional Mugic counter to play$/i,
    build: (m, s) => {
      const who = anySubject(m[1], s);
      return who ? [{ verb: 'modify-ability-cost', params: { delta: 1, who, duration: s.duration } }] : null;
    },
  },
  {
    // Foothold Assault Trench: "share a Tribe" is one Tribe among all of that player's creatures.
    re: /^If all Creatures a player controls share a Tribe, that player's engaged Creature deals an additional (\d+) attack damage$/i,
    build: (m, s) => [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[1]), by: { select: 'all', filter: { engaged: true, controllerTribes: { max: 1 } } }, against: {}, duration: s.duration } }],
  },
  {
    // Quarters of the Quartet: "Untargetable by opponents" is "cannot be targeted by opposing Mugic or abilities".
    re: /^While a player controls exactly (\w+) Tribes, that player's Creatures have "Untargetable by opponents\.?"$/i,
    build: (m, s) => {
      const n = count(m[1]);
      return n ? [{ verb: 'prohibit', params: { action: 'be-targeted-by-opposing', who: { select: 'all', filter: { controllerTribes: { min: n, max: n } } }, duration: s.duration } }] : null;
    },
  },
  {
    // CR 8.6.1.4: every attack is also of these elements for what refers to them.
    re: /^All attacks (?:also )?count as ((?:(?:Fire|Air|Earth|Water)(?:,? (?:and |or )?)?)+) attacks$/i,
    build: (m, s) => {
      const elements = elementList(m[1]);
      return elements ? [{ verb: 'attacks-count-as', params: { by: EVERY, elements, duration: s.duration } }] : null;
    },
  },
  {
    // Kaizeph: an attack "shares" an Elemental Type with a creature when it is an attack of one the creature has (CR 8.6.1.4).
    re: /^(.+?) take (\d+) less damage from attacks they share an Elemental Type with$/i,
    build: (m, s) => {
      const to = anySubject(m[1], s);
      return to ? [{ verb: 'modify-attack-damage', params: { delta: -Number(m[2]), elements: [], to, duration: s.duration, sharedElement: true } }] : null;
    },
  },
  {
    // Grand Hall of Muge's Summit: the engaged creature of the player who controls the creature the counter left.
    re: /^(.+?) deals (\d+) damage to the engaged Creature controlled by the same player$/i,
    build: (m, s) => {
      const of = s.last;
      if (m[1] !== s.cardName || of?.select !== 'trigger-creature') return null;
      return [{ verb: 'for-controllers', params: { of, steps: [{ verb: 'deal-damage', params: { amount: Number(m[2]), to: { select: 'your-engaged' } } }] } }];
    },
  },
  {
    // Mipedim Valley (CR 7.2.2).
    re: /^Battlegear equipped to (.+?) is not flipped face-up at the beginning of combat$/i,
    build: (m, s) => {
      const who = anySubject(m[1], s);
      return who ? [{ verb: 'prohibit', params: { action: 'reveal-battlegear', who, duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) do not have (Fire|Air|Earth|Water) and cannot gain it$/i,
    build: (m, s) => {
      const to = anySubject(m[1], s);
      const element = elementList(m[2])?.[0];
      return to && element ? [{ verb: 'lose-element', params: { element, to, duration: s.duration, cannotGain: true } }] : null;
    },
  },
  {
    // CR 9.2.2 (Open Doors of the Deepmines): every Minion's Brainwashed text is active; only a Location prints it.
    re: /^Minion Creatures are treated as if their controller also controlled a Chieftain$/i,
    build: (_m, s) => (s.cardType === 'Location' && s.duration === 'while-in-play' ? [{ verb: 'minions-as-with-chieftain', params: { duration: s.duration } }] : null),
  },
  { re: /^Non-attack damage is reduced to (\d+)$/i, build: (m, s) => [{ verb: 'modify-non-attack-damage', params: { set: Number(m[1]), duration: s.duration } }] },
  {
    re: /^(.+?) take (\d+) less non-attack damage$/i,
    build: (m, s) => {
      const to = anySubject(m[1], s);
      return to ? [{ verb: 'modify-non-attack-damage', params: { to, delta: -Number(m[2]), duration: s.duration } }] : null;
    },
  },
  {
    // Shardcrafters' Workshop: the quoted Battlegear text, for creatures equipped with such a Battlegear (face-up, CR 2.2.6).
    re: /^([A-Z][\w']+) Battlegear have "Equipped Creature deals an additional (\d+) attack damage\.?"$/,
    build: (m, s) => [{ verb: 'modify-attack-damage-by', params: { delta: Number(m[2]), by: { select: 'all', filter: { gearSubtype: m[1] } }, against: {}, duration: s.duration } }],
  },
  { re: /^Battlegear cannot be flipped face-down$/i, build: (_m, s) => [{ verb: 'prohibit', params: { action: 'flip-gear-face-down', duration: s.duration } }] },
  {
    // The Training Grounds: as many counters as the creature's printed Mugic Ability (CR 4.2.2).
    re: /^put Mugic counters on (.+?) equal to its Mugic Ability$/i,
    build: (m, s) => {
      const to = anySubject(m[1], s);
      return to ? [{ verb: 'add-mugic-counters', params: { amount: 1, to, per: { of: 'mugic-ability', on: to } } }] : null;
    },
  },
  {
    // Rao'Pa Sahkk (SS): the controller of the creature that played the attack (`trigger-creature`).
    re: /^that attack's controller reveals a new active Location$/i,
    build: (_m, s) => (s.last?.select === 'trigger-creature' ? [{ verb: 'for-controllers', params: { of: s.last, steps: [{ verb: 'reveal-location', params: {} }] } }] : null),
  },
  { re: /^Attack Cards played by (.+)$/i, build: (m, _s, read) => read(`Attacks played by ${m[1]}`) },
  // CR 9.3.4: the Mirage on the Battleboard back into its owner's Location Deck (one at a time on the board).
  { re: /^shuffle any Mirage Locations on the Battleboard into their controllers' Location Decks$/i, build: () => [{ verb: 'mirage', params: { action: 'shuffle' } }] },
  {
    // Iparu Jungle: the active Location (a Mirage) leaves, and its owner reveals a new one.
    re: /^shuffle (.+?) into its controller's Location Deck and that player reveals a new active Location$/i,
    build: (m, s) => (m[1] === s.cardName && s.cardType === 'Location' ? [{ verb: 'mirage', params: { action: 'shuffle-active' } }] : null),
  },
  {
    re: /^(.+?) gains or loses (Energy|Courage|Power|Wisdom|Speed) so its \2 is equal to its Scanned \2$/i,
    build: (m, s) => {
      const to = anySubject(m[1], s);
      return to ? [{ verb: 'reset-to-scanned', params: { stat: m[2].toLowerCase() as Stat, to, duration: s.duration } }] : null;
    },
  },
  {
    re: /^put (a|\d+) Mugic counters? on the engaged Creature with the (most|fewest) Elemental types$/i,
    build: (m) => [{ verb: 'add-mugic-counters', params: { amount: count(m[1]) ?? 1, to: { select: 'all', filter: { engaged: true, comparedElements: /most/i.test(m[2]) ? 'more' : 'fewer' } } } }],
  },
  { re: /^shuffle your attack hand into your Attack Deck$/i, build: () => [{ verb: 'shuffle-hand-into-deck', params: {} }] },
  { re: /^return a Battlegear Card from your general discard pile to play equipped to an unequipped Creature you control$/i, build: () => [{ verb: 'return-battlegear-to-play', params: {} }] },
  { re: /^sacrifice a Battlegear$/i, build: () => [{ verb: 'sacrifice-battlegear', params: {} }] },
  {
    // Rao'Pa Sahkk (SS): an attack of either element (CR 8.6.1.4) deals 5 more, once even when it has both.
    re: /^Attacks that are either (Fire|Air|Earth|Water) or (Fire|Air|Earth|Water) deal an additional (\d+) damage$/i,
    build: (m, s) => {
      const elements = elementList(`${m[1]} or ${m[2]}`);
      return elements ? [{ verb: 'modify-attack-damage', params: { delta: Number(m[3]), elements, duration: s.duration } }] : null;
    },
  },
  {
    // CR 8.5.4: damage those creatures are dealt by attacks ("Creatures with Water take an additional 5 attack damage").
    re: /^(.+?) take (?:an additional (\d+)|(\d+) less) attack damage$/i,
    build: (m, s) => {
      const to = anySubject(m[1], s);
      const delta = m[2] ? Number(m[2]) : -Number(m[3]);
      return to ? [{ verb: 'modify-attack-damage', params: { delta, elements: [], to, duration: s.duration } }] : null;
    },
  },
  {
    // Herken's Feast: each creature's first attack each combat.
    re: /^the first attack played by a Creature each combat is reduced by (\d+) damage$/i,
    build: (m, s) => [{ verb: 'modify-first-attack-damage', params: { delta: -Number(m[1]), by: EVERY, duration: s.duration } }],
  },
];

/** "they control" / "their" in a clause about each player, said as that player would say it. */
const asYou = (text: string): string =>
  text.replace(/\b(?:they control|that player controls)\b/gi, 'you control').replace(/\btheir\b/gi, 'your').replace(/\bthey\b/gi, 'you');

/**
 * "each player puts …", "your opponent can return …": read after every other template (the
 * older "each player discards a Mugic Card" shapes keep their own reading), as the
 * imperative each of those players carries out (`for-players`).
 */
export const LOCATION_FALLBACK_TEMPLATES: readonly Template[] = [
  {
    re: /^(each player|your opponent) (can )?([A-Za-z]+) (.+)$/i,
    build: (m, _s, read) => {
      // Third person to imperative: "puts" → "put", "Infects" → "infect"; after "can" it already is.
      const verb = m[2] ? m[3] : m[3].replace(/s$/i, '');
      const calls = read(asYou(`${verb.toLowerCase()} ${m[4]}`));
      if (!calls) return null;
      const steps: VerbCall[] = m[2] ? [{ verb: 'optional', params: { steps: calls, ifDone: [] } }] : calls;
      return [{ verb: 'for-players', params: { who: /^each/i.test(m[1]) ? 'each' : 'opponent', steps } }];
    },
  },
];
