import { parseAbilities } from '../keywords/parse-abilities';
import type { Discipline } from '../cards/card';
import type { Ability } from '../keywords/ability';
import type { AutomatedEffect, Duration, Subject } from './effect-types';
import { ATTACKGEAR_LAST_TEMPLATES, ATTACKGEAR_TEMPLATES } from './templates-attackgear';
import { CARD_TEMPLATES } from './templates-cards';
import { CHOICE_TEMPLATES } from './templates-choice';
import { COSTS_TEMPLATES } from './templates-costs';
import { CREATUREA_TEMPLATES } from './templates-creaturea';
import { CREATUREA_ATTACK_TEMPLATES } from './templates-creaturea-attacks';
import { CREATUREB_TEMPLATES } from './templates-creatureb';
import { COMPOUND_TEMPLATES } from './templates-compound';
import { COUNT_TEMPLATES } from './templates-counts';
import { DAMAGE_TEMPLATES } from './templates-damage';
import { GRANTED_TEMPLATES } from './templates-granted';
import { TRIGCOMBAT_TEMPLATES } from './templates-trigcombat';
import { TRIGSTATE_TEMPLATES } from './templates-trigstate';
import { MUGIC_TEMPLATES } from './templates-mugic';
import { MUGIC_BURST_TEMPLATES } from './templates-mugic-burst';
import { LOCATION_FALLBACK_TEMPLATES, LOCATION_TEMPLATES } from './templates-location';
import { actor, count, countedCreatures, damaged, elementList, type PhraseState, statList, subject } from './phrases';
import type { DeckKind, VerbCall } from './verb-calls';

/** What a sentence is read with: the phrase state and the duration its effects default to (CR 8.9). */
export interface SentenceState extends PhraseState {
  readonly duration: Duration;
  /** Reads a quoted ability ("… has "{{MC}}: …"") as an effect of its own; `asAttack` reads it as attack text. */
  readonly readQuoted?: (text: string, asAttack: boolean) => AutomatedEffect | null;
  /** The creature the last "Deal N damage to …" of this ability named, for a later "deal an additional N damage". */
  damaged?: Subject;
  /** A Mirage Location was named ("target Mirage Location"): a later "it" may be that Location. */
  mirage?: boolean;
  /** "Choose an Elemental Type." came first: the next sentence's "the chosen Elemental Type" is chosen there (Nivenna). */
  elementToChoose?: boolean;
}

/** A printed sentence shape; `read` reads another clause with the same state (for sentences that join clauses). */
export type Template = { re: RegExp; build: (m: RegExpExecArray, s: SentenceState, read: (clause: string) => VerbCall[] | null) => VerbCall[] | null };

/** Quoted keywords ("Fire 5." and "Air 5.") as the keyword layer parses them; null if one is not a keyword. */
function quotedAbilities(text: string): Ability[] | null {
  const quotes = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  const rest = text.replace(/"[^"]+"/g, '').replace(/\s*(?:and|,)\s*/g, '').trim();
  if (quotes.length === 0 || rest.length > 0) return null;
  const out: Ability[] = [];
  for (const q of quotes) {
    const parsed = parseAbilities(q.replace(/\.$/, '')).abilities;
    if (parsed.length !== 1 || parsed[0].kind === 'text' || parsed[0].kind === 'activated') return null;
    out.push(parsed[0]);
  }
  return out;
}

function statCalls(who: Subject | null, sign: number, amount: string, stats: string, s: SentenceState, forEach?: string): VerbCall[] | null {
  const list = statList(stats);
  const per = forEach === undefined ? undefined : countedCreatures(forEach);
  if (!who || !list || per === null) return null;
  return list.map((stat) => ({ verb: 'modify-stat', params: { stat, delta: sign * Number(amount), to: who, duration: s.duration, ...(per ? { per } : {}) } }));
}

function elementCalls(who: Subject | null, gain: boolean, elements: string, s: SentenceState): VerbCall[] | null {
  const list = elementList(elements);
  if (!who || !list) return null;
  return list.map((element) => ({ verb: gain ? 'gain-element' : 'lose-element', params: { element, to: who, duration: s.duration } }));
}

const sign = (word: string) => (/^(?:lose|loses|less)$/i.test(word) ? -1 : 1);
const decks = (text: string): DeckKind[] => [...(/Attack/.test(text) ? (['attack'] as const) : []), ...(/Location/.test(text) ? (['location'] as const) : [])];
const TRIBES = String.raw`(?:Generic|OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)`;
const STATS = String.raw`((?:(?:Courage|Power|Wisdom|Speed|Energy)(?:,? (?:and )?)?)+|all Disciplines)`;
const ELEMS = String.raw`((?:(?:Fire|Air|Earth|Water)(?:,? (?:and |or )?)?)+)`;

/** The printed sentence shapes the registry reads, each to verb calls. */
export const TEMPLATES: readonly Template[] = [
  {
    re: /^deal (?:an additional )?(\d+) damage(?: to (.+))?$/i,
    build: (m, s) => {
      const to = m[2] ? subject(m[2], s) : damaged(s);
      if (to && m[2]) s.damaged = to;
      return one('deal-damage', Number(m[1]), to);
    },
  },
  // "Deal 20 damage to target Creature. If …, deal an additional 10 damage" (not an attack, CR 8.6.2.2): more damage to the creature just damaged.
  { re: /^deal an additional (\d+) damage$/i, build: (m, s) => (s.cardType !== 'Attack' && s.damaged ? one('deal-damage', Number(m[1]), s.damaged) : null) },
  { re: /^heal (\d+) damage(?: to (.+))?$/i, build: (m, s) => one('heal', Number(m[1]), m[2] ? subject(m[2], s) : actor(s)) },
  // "Caster heals 25 Damage" (Battlesong of Renewal): the subject is healed.
  { re: /^(.+?) heals (\d+) damage$/i, build: (m, s) => one('heal', Number(m[2]), subject(m[1], s)) },
  { re: new RegExp(String.raw`^(.+?) (gains?|loses?) (?:an additional |another )?(\d+) (?:to |in )?${STATS}(?: for each (.+))?$`, 'i'), build: (m, s) => statCalls(subject(m[1], s), sign(m[2]), m[3], m[4], s, m[5]) },
  {
    re: new RegExp(String.raw`^(.+?) (?:has|have) an additional (\d+) (?:in )?${STATS} for each (.+)$`, 'i'),
    build: (m, s) => statCalls(subject(m[1], s), 1, m[2], m[3], s, m[4]),
  },
  { re: /^(.+?) loses (\d+) to all Disciplines$/i, build: (m, s) => statCalls(subject(m[1], s), -1, m[2], 'all Disciplines', s) },
  { re: new RegExp(String.raw`^(gain|lose) (\d+) (?:to |in )?${STATS}$`, 'i'), build: (m, s) => statCalls(actor(s), sign(m[1]), m[2], m[3], s) },
  {
    re: new RegExp(String.raw`^(.+?) (?:has|have) (?:an additional (\d+) (?:in )?${STATS}(?: and an additional (\d+) ${STATS}| and (\d+) ${STATS}| and (\d+) less ${STATS})?|(\d+) (less) (?:in )?${STATS})$`, 'i'),
    build: (m, s) => {
      const who = subject(m[1], s);
      if (m[11]) return statCalls(who, -1, m[10], m[12], s);
      const first = statCalls(who, 1, m[2], m[3], s);
      // "Ettala has an additional 30 Power and 30 less Wisdom".
      const second = m[4] ? statCalls(who, 1, m[4], m[5], s) : m[6] ? statCalls(who, 1, m[6], m[7], s) : m[8] ? statCalls(who, -1, m[8], m[9], s) : [];
      return first && second ? [...first, ...second] : null;
    },
  },
  { re: new RegExp(String.raw`^(.+?) (gains?|loses?|has|have) ${ELEMS}$`, 'i'), build: (m, s) => (/^ha(?:s|ve)$/i.test(m[2]) && s.duration !== 'while-in-play' ? null : elementCalls(subject(m[1], s), !/lose/i.test(m[2]), m[3], s)) },
  { re: new RegExp(String.raw`^(gain|lose) ${ELEMS}$`, 'i'), build: (m, s) => elementCalls(actor(s), /gain/i.test(m[1]), m[2], s) },
  {
    re: /^(.+?) (?:gains?|has|have) ((?:"[^"]+"(?: and |, )?)+)$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      const abilities = quotedAbilities(m[2]);
      if (!who || !abilities) return null;
      return abilities.map((ability) => ({ verb: 'grant-ability', params: { ability, to: who, duration: s.duration } }));
    },
  },
  {
    re: /^(.+?) loses (Invisibility|Range|Swift|Strike|Defender|Untargetable|all abilities)$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      const ability = /all/i.test(m[2]) ? 'all' : m[2].toLowerCase();
      return who ? [{ verb: 'remove-ability', params: { ability, to: who, duration: s.duration } }] : null;
    },
  },
  { re: /^(activate|deactivate) Hive$/i, build: (m) => [{ verb: 'set-hive', params: { on: /^activate/i.test(m[1]) } }] },
  { re: /^(infect|uninfect) (.+)$/i, build: (m, s) => to(/^infect/i.test(m[1]) ? 'infect' : 'uninfect', subject(m[2], s)) },
  {
    re: /^flip all Battlegear equipped to (.+?) face-?(up|down)$/i,
    build: (m, s) => {
      const of = subject(m[1], s);
      return of ? [{ verb: 'flip-battlegear', params: { of, face: m[2].toLowerCase() as 'up' | 'down' } }] : null;
    },
  },
  {
    re: /^your opponent turns all face-down Battlegear Cards they control face-up$/i,
    build: () => [{ verb: 'flip-battlegear', params: { of: { select: 'all', filter: { controller: 'opponent' } }, face: 'up' } }],
  },
  { re: /^destroy target Battlegear$/i, build: (_m, s) => [{ verb: 'destroy-battlegear', params: { of: { select: 'target', index: s.targets++, filter: {} } } }] },
  {
    re: /^choose a Battlegear equipped to an opposing Creature and destroy it$/i,
    build: (_m, s) => [{ verb: 'destroy-battlegear', params: { of: { select: 'target', index: s.targets++, filter: { controller: 'opponent' } } } }],
  },
  {
    re: /^put (a|\d+|two|three) Mugic counters? on (.+)$/i,
    build: (m, s) => {
      const who = subject(m[2], s);
      return who ? [{ verb: 'add-mugic-counters', params: { amount: count(m[1]) ?? 0, to: who } }] : null;
    },
  },
  {
    re: /^remove (a|\d+|two|three) Mugic counters? from (.+)$/i,
    build: (m, s) => {
      const who = subject(m[2], s);
      return who ? [{ verb: 'remove-mugic-counters', params: { amount: count(m[1]) ?? 0, from: who } }] : null;
    },
  },
  {
    re: /^relocate (.+?) to any unoccupied space on the Battleboard( adjacent to it)?$/i,
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'relocate', params: { to: who, destination: m[2] ? 'adjacent-unoccupied' : 'any-unoccupied' } }] : null;
    },
  },
  { re: /^return target Mugic Card from your general discard pile to your hand$/i, build: () => [{ verb: 'return-mugic-to-hand', params: { players: 'you', optional: false } }] },
  {
    re: /^each player can return a Mugic Card from their general discard pile to their hand$/i,
    build: () => [{ verb: 'return-mugic-to-hand', params: { players: 'each', optional: true } }],
  },
  { re: /^(each player discards|discard) (a|two) Mugic Cards?$/i, build: (m) => [{ verb: 'discard-mugic', params: { players: /^each/i.test(m[1]) ? 'each' : 'you', count: count(m[2]) ?? 0 } }] },
  {
    re: new RegExp(String.raw`^Creatures must pay an additional Mugic counter to play (${TRIBES}(?: or ${TRIBES})*) Mugic Cards$`, 'i'),
    build: (m, s) => [{ verb: 'modify-mugic-cost', params: { delta: 1, tribes: m[1].split(/ or /), duration: s.duration } }],
  },
  {
    re: new RegExp(String.raw`^(.+?) can play (?:Mugic of any tribe|(${TRIBES}(?: or ${TRIBES})*) Mugic)$`, 'i'),
    build: (m, s) => {
      const who = subject(m[1], s);
      return who ? [{ verb: 'allow-mugic-tribes', params: { who, tribes: m[2] ? m[2].split(/ or /) : [], duration: s.duration } }] : null;
    },
  },
  {
    re: /^(.+?) deals? an additional (\d+) damage (?:with|on) (?:their|its) first attack each combat$/i,
    build: (m, s) => {
      const by = subject(m[1], s);
      return by ? [{ verb: 'modify-first-attack-damage', params: { delta: Number(m[2]), by, duration: s.duration } }] : null;
    },
  },
  {
    re: /^negate target ((?:(?:Generic|OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)(?: or )?)*) ?Mugic( or ability)?$/i,
    build: (m) => [{ verb: 'negate', params: { what: m[2] ? 'mugic-or-ability' : 'mugic', tribes: m[1].split(/ or /).map((t) => t.trim()).filter((t) => t) } }],
  },
  {
    re: /^look at the top (\w+) cards of (your|target player's) ((?:Attack|Location) Deck(?: or (?:Attack|Location) Deck)?)( and put them back in any order)?$/i,
    build: (m) => {
      const n = count(m[1]);
      const owner = /^your$/i.test(m[2]) ? 'you' : 'target-player';
      return n ? [{ verb: 'look-at-deck', params: { owner, decks: decks(m[3]), count: n, arrangement: m[4] ? 'any-order' : 'unchanged' } }] : null;
    },
  },
  {
    re: /^shuffle (your|target player's) ((?:Attack|Location) Deck(?: or (?:Attack|Location) Deck)?)$/i,
    build: (m) => [{ verb: 'shuffle-deck', params: { owner: /^your$/i.test(m[1]) ? 'you' : 'target-player', decks: decks(m[2]) } }],
  },
  { re: /^(draw|discard) (an|a|two|three) Attack Cards?$/i, build: (m) => [{ verb: /^draw/i.test(m[1]) ? 'draw-attack' : 'discard-attack', params: { count: count(m[2]) ?? 0 } }] },
  {
    re: new RegExp(String.raw`^(?:damage dealt by ${ELEMS} attacks is (reduced|increased) by (\d+)|${ELEMS} attacks deal an additional (\d+) damage)$`, 'i'),
    build: (m, s) => {
      const elements = elementList(m[1] ?? m[4]);
      const delta = m[4] ? Number(m[5]) : sign(m[2] === 'reduced' ? 'lose' : 'gain') * Number(m[3]);
      return elements ? [{ verb: 'modify-attack-damage', params: { delta, elements, duration: s.duration } }] : null;
    },
  },
  {
    re: /^damage dealt by (Courage|Power|Wisdom|Speed) attacks is (reduced|increased) by (\d+)$/i,
    build: (m, s) => {
      const delta = (/reduced/i.test(m[2]) ? -1 : 1) * Number(m[3]);
      return [{ verb: 'modify-attack-damage', params: { delta, elements: [], disciplines: [m[1].toLowerCase() as Discipline], duration: s.duration } }];
    },
  },
  {
    // An "Elemental Attack" has at least one elemental type (CR 8.6.1.4).
    re: /^Elemental attacks deal an additional (\d+) damage$/i,
    build: (m, s) => [{ verb: 'modify-attack-damage', params: { delta: Number(m[1]), elements: ['Fire', 'Air', 'Earth', 'Water'], duration: s.duration } }],
  },
  {
    re: new RegExp(String.raw`^(?:all damage dealt to (.+?) is (increased|reduced) by (\d+)|damage dealt (?:by attacks )?to (.+?) (?:by ${ELEMS} attacks |by attacks )?is (increased|reduced) by (\d+))$`, 'i'),
    build: (m, s) => {
      const who = subject(m[1] ?? m[4], s);
      const delta = (/reduced/i.test(m[2] ?? m[6]) ? -1 : 1) * Number(m[3] ?? m[7]);
      const elements = m[5] ? elementList(m[5]) : [];
      // "All damage dealt to X" (Stone Mail), or damage to X with no attack named: damage from every source, not only attacks.
      const all = m[5] === undefined && !/\battacks\b/i.test(m[0]);
      return who && elements ? [{ verb: 'modify-attack-damage', params: { delta, elements, to: who, duration: s.duration, ...(all ? { all } : {}) } }] : null;
    },
  },
  { re: /^(.+?) cannot move$/i, build: (m, s) => prohibit('move', subject(m[1], s), s) },
  { re: /^Tribal Mugic cannot be played$/i, build: (_m, s) => prohibit('play-tribal-mugic', undefined, s) },
  { re: /^Mugic and activated abilities cannot be played$/i, build: (_m, s) => [...prohibit('play-mugic', undefined, s), ...prohibit('play-activated-abilities', undefined, s)] },
];

function one(verb: 'deal-damage' | 'heal', amount: number, who: Subject | null): VerbCall[] | null {
  return who ? [{ verb, params: { amount, to: who } }] : null;
}

function to(verb: 'infect' | 'uninfect', who: Subject | null): VerbCall[] | null {
  return who ? [{ verb, params: { to: who } }] : null;
}

function prohibit(action: 'move' | 'play-tribal-mugic' | 'play-mugic' | 'play-activated-abilities', who: Subject | null | undefined, s: SentenceState): VerbCall[] {
  if (who === null) return [];
  return [{ verb: 'prohibit', params: who ? { action, who, duration: s.duration } : { action, duration: s.duration } }];
}

/** One clause to verb calls by the first template that reads it whole; null when none does. */
export function readClause(text: string, state: SentenceState): VerbCall[] | null {
  // "also put a Mugic counter on …": "also" adds nothing the order of steps does not say.
  // "it also gains …" the same: the step follows the earlier ones.
  const clause = text.trim().replace(/^also /i, '').replace(/^(.+?) also (gains?|has|loses?) /i, '$1 $2 ');
  for (const t of [...COSTS_TEMPLATES, ...ATTACKGEAR_TEMPLATES, ...LOCATION_TEMPLATES, ...MUGIC_TEMPLATES, ...MUGIC_BURST_TEMPLATES, ...CREATUREB_TEMPLATES, ...CREATUREA_TEMPLATES, ...CREATUREA_ATTACK_TEMPLATES, ...CHOICE_TEMPLATES, ...COUNT_TEMPLATES, ...DAMAGE_TEMPLATES, ...COMPOUND_TEMPLATES, ...CARD_TEMPLATES, ...GRANTED_TEMPLATES, ...TRIGCOMBAT_TEMPLATES, ...TRIGSTATE_TEMPLATES, ...TEMPLATES, ...ATTACKGEAR_LAST_TEMPLATES, ...LOCATION_FALLBACK_TEMPLATES]) {
    const m = t.re.exec(clause.trim());
    if (!m) continue;
    const before = { targets: state.targets, last: state.last };
    const calls = t.build(m, state, (c) => readClause(c, state));
    if (calls && calls.length > 0) return calls;
    Object.assign(state, before);
  }
  return null;
}
