import type { Ability } from '../keywords/ability';
import type { VerbName } from './verb-calls';

/** The kinds of value a verb parameter may hold. A trailing `?` marks it optional. */
type ParamKind =
  | 'amount' | 'signed' | 'stat' | 'element' | 'elements' | 'subject' | 'duration' | 'bool' | 'face'
  | 'disciplines' | 'filters' | 'players' | 'ability' | 'ability-kind' | 'destination' | 'negatable' | 'element-source' | 'modes' | 'swappable' | 'mirage-action' | 'removers' | 'count-or-all' | 'card-type' | 'x' | 'strings' | 'string' | 'owner' | 'decks' | 'arrangement' | 'prohibited'
  | 'mandiblor-source' | 'hand-owner' | 'hand' | 'filter' | 'whose' | 'shift' | 'text' | 'card-class' | 'attack-which' | 'verbs' | 'verb-list' | 'effect' | 'count' | 'conditions';

type Schema = Readonly<Record<string, ParamKind | `${ParamKind}?`>>;

/** One schema per verb: the registry is closed, so an unknown verb has none. */
export const VERB_SCHEMAS: { readonly [V in VerbName]: Schema } = {
  'deal-damage': { amount: 'amount', to: 'subject', per: 'count?' },
  heal: { amount: 'amount', to: 'subject', per: 'count?', all: 'bool?' },
  'modify-stat': { stat: 'stat', delta: 'signed', to: 'subject', duration: 'duration', per: 'filters?', perCount: 'count?' },
  'gain-element': { element: 'element', to: 'subject', duration: 'duration' },
  'lose-element': { element: 'element', to: 'subject', duration: 'duration', cannotGain: 'bool?' },
  'grant-ability': { ability: 'ability', to: 'subject', duration: 'duration', per: 'count?' },
  'remove-ability': { ability: 'ability-kind', to: 'subject', duration: 'duration', cannotGain: 'bool?' },
  'set-hive': { on: 'bool' },
  infect: { to: 'subject', chosen: 'bool?', times: 'x?' },
  uninfect: { to: 'subject', upTo: 'amount?' },
  'flip-battlegear': { of: 'subject', face: 'face', chosen: 'bool?' },
  'destroy-battlegear': { of: 'subject', sacrifice: 'bool?', chosen: 'bool?' },
  'add-mugic-counters': { amount: 'amount', to: 'subject', per: 'count?', chosen: 'bool?' },
  'add-named-counters': { name: 'string', amount: 'amount', to: 'subject' },
  'remove-mugic-counters': { amount: 'amount', from: 'subject', chosen: 'bool?', per: 'count?', all: 'bool?' },
  relocate: { to: 'subject', destination: 'destination' },
  'return-mugic-to-hand': { players: 'players', optional: 'bool' },
  'discard-mugic': { players: 'players', count: 'amount', random: 'bool?' },
  'modify-mugic-cost': { delta: 'signed', tribes: 'strings', duration: 'duration', named: 'text?' },
  'allow-mugic-tribes': { who: 'subject', tribes: 'strings', duration: 'duration', controlled: 'bool?' },
  'modify-first-attack-damage': { delta: 'signed', by: 'subject', duration: 'duration' },
  negate: { what: 'negatable', tribes: 'strings', targeting: 'subject?', toHand: 'bool?' },
  'look-at-deck': { owner: 'owner', decks: 'decks', count: 'amount', arrangement: 'arrangement' },
  'shuffle-deck': { owner: 'owner', decks: 'decks' },
  'draw-attack': { count: 'amount', players: 'players?' },
  'discard-attack': { count: 'amount', players: 'players?', named: 'string?' },
  'modify-attack-damage': { delta: 'signed', elements: 'elements', disciplines: 'disciplines?', to: 'subject?', duration: 'duration', sharedElement: 'bool?', all: 'bool?' },
  prohibit: { action: 'prohibited', who: 'subject?', duration: 'duration' },
  'choose-element': { gain: 'bool', to: 'subject', duration: 'duration', times: 'x?', value: 'amount?', abilityOnly: 'bool?' },
  'choose-discipline': { delta: 'signed', to: 'subject', duration: 'duration', lowest: 'bool?', other: 'bool?' },
  optional: { steps: 'verbs', ifDone: 'verb-list' },
  'if-done': { steps: 'verbs', ifDone: 'verb-list', otherwise: 'verb-list?' },
  'set-attack-damage': { amount: 'amount', which: 'attack-which', by: 'subject?', duration: 'duration', elemental: 'bool?', to: 'subject?', buildPoints: 'amount?' },
  'reflect-attack-damage': {},
  'reveal-hand': { who: 'hand-owner', hand: 'hand' },
  'gain-attack-elements': { to: 'subject', elementX: 'amount?', duration: 'duration' },
  'delayed-trigger': { about: 'subject', effect: 'effect', once: 'bool', duration: 'duration' },
  'suppress-abilities': { cards: 'card-class', duration: 'duration' },
  'grant-card-ability': { cards: 'card-class', ability: 'ability', duration: 'duration', of: 'subject?' },
  'grant-effect': { effect: 'effect', to: 'subject', duration: 'duration' },
  'grant-attack-effect': { effect: 'effect', by: 'subject', duration: 'duration' },
  'return-creature-to-play': { filter: 'filter', targeted: 'bool', ownSide: 'bool?', another: 'bool?' },
  'modify-mugic-damage': { delta: 'signed', by: 'subject', duration: 'duration', tribes: 'strings?' },
  'move-as-if-adjacent': { who: 'subject', duration: 'duration' },
  'modify-first-mugic-cost': { delta: 'signed', who: 'subject', duration: 'duration' },
  'modify-this-mugic-cost': { delta: 'signed' },
  'reveal-location': { byActivePlayer: 'bool?' },
  'shuffle-discard-into-deck': { players: 'players', decks: 'decks' },
  'change-target': { what: 'negatable?' },
  'for-controllers': { of: 'subject', steps: 'verbs' },
  'match-scanned': { disciplines: 'disciplines', to: 'subject', of: 'subject', duration: 'duration' },
  'set-recklessness-damage': { amount: 'amount', to: 'subject', duration: 'duration' },
  'replace-zero-attack-damage': { amount: 'amount', by: 'subject', duration: 'duration' },
  'change-target-attack': { delta: 'signed?', first: 'bool?', elemental: 'bool?', perElement: 'bool?', noText: 'bool?', duration: 'duration' },
  'next-attack-first': { by: 'subject', duration: 'duration' },
  'deck-top-to-bottom': { owner: 'owner', decks: 'decks' },
  'for-players': { who: 'whose', steps: 'verbs' },
  'for-each-creature': { of: 'subject', steps: 'verbs', byController: 'bool?' },
  'shift-elements': { to: 'subject', shift: 'shift', duration: 'duration' },
  'shuffle-hand-into-deck': {},
  'modify-non-attack-damage': { to: 'subject?', delta: 'signed?', set: 'amount?', duration: 'duration' },
  'minions-as-with-chieftain': { duration: 'duration' },
  'spend-counters-from': { from: 'filter', duration: 'duration' },
  'reset-to-scanned': { stat: 'stat', to: 'subject', duration: 'duration' },
  'return-battlegear-to-play': { self: 'bool?', other: 'bool?' },
  'sacrifice-battlegear': {},
  'modify-ability-cost': { delta: 'signed', who: 'subject', duration: 'duration', ifCosted: 'bool?' },
  'flip-coin': { heads: 'verb-list', tails: 'verb-list' },
  'sacrifice-creature': { from: 'subject', all: 'bool?' },
  'gain-printed-elements': { to: 'subject', from: 'element-source', duration: 'duration' },
  'choose-one': { modes: 'modes' },
  swap: { what: 'swappable', a: 'subject', b: 'subject', chosen: 'bool?', chosenA: 'bool?' },
  'swap-attack-deck-and-discard': {},
  conditional: { conditions: 'conditions', then: 'verb-list', otherwise: 'verb-list' },
  'set-stat': { stat: 'stat', value: 'amount', to: 'subject', duration: 'duration' },
  'modify-next-attack-damage': { delta: 'signed', by: 'subject', to: 'subject?', duration: 'duration' },
  'replace-next-attack-damage': { amount: 'amount', duration: 'duration' },
  'redirect-next-attack': { to: 'subject', duration: 'duration' },
  mirage: { action: 'mirage-action' },
  'remove-from-game': { players: 'removers', count: 'count-or-all', cardType: 'card-type?', subtype: 'string?', tribes: 'strings?' },
  'return-this-mugic-to-hand': {},
  'attacks-count-as': { by: 'subject', elements: 'elements', duration: 'duration' },
  'return-to-play': { who: 'subject', ownSide: 'bool' },
  'destroy-battlegear-next-turn': { of: 'subject' },
  'negate-triggering-mugic': {},
  'count-as-mandiblors': { what: 'mandiblor-source', on: 'subject?', duration: 'duration' },
  'gain-expended-element': { to: 'subject', duration: 'duration' },
  'succeed-checks': { who: 'subject', duration: 'duration' },
  'fail-checks': { who: 'subject', duration: 'duration' },
  'grant-chosen-element': { x: 'amount', to: 'subject', duration: 'duration' },
  'unbrainwash': { to: 'subject', duration: 'duration' },
  brainwash: { to: 'subject', duration: 'duration' },
  'modify-caster-mugic-cost': { delta: 'signed', who: 'subject', minimum: 'amount?', duration: 'duration' },
  'redirect-damage': { from: 'subject', to: 'subject', duration: 'duration' },
  'move-battlegear': { from: 'subject', to: 'subject' },
  'gain-initiative-element': { to: 'subject', duration: 'duration', x: 'amount?' },
  'gain-elements-of': { from: 'subject', to: 'subject', duration: 'duration', lose: 'bool?' },
  'modify-attack-damage-by': { delta: 'signed', by: 'subject', against: 'filter', duration: 'duration', elements: 'elements?', plainOnly: 'bool?' },
  'set-mugic-damage': { amount: 'amount', to: 'subject', duration: 'duration' },
  'modify-first-attack-damage-to': { delta: 'signed', to: 'subject', duration: 'duration' },
  'destroy-creature': { to: 'subject' },
  'modify-healing': { delta: 'signed', to: 'subject', duration: 'duration' },
  'modify-recklessness-damage': { delta: 'signed', to: 'subject', duration: 'duration', per: 'count?', perOwnElement: 'bool?' },
  'modify-this-attack-damage': { delta: 'signed', per: 'count?' },
  'cap-attack-damage': { max: 'amount', to: 'subject?', duration: 'duration' },
  'gain-subtype': { subtype: 'string', to: 'subject', duration: 'duration' },
  'modify-next-played-attack': { delta: 'signed', duration: 'duration' },
  'move-mugic-counter': {},
  'modify-mugic-damage-to': { delta: 'signed', to: 'subject', duration: 'duration' },
  'unless-opponent': { pay: 'verbs', otherwise: 'verbs' },
};

const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'];
const STATS = ['courage', 'power', 'wisdom', 'speed', 'energy'];
const SUBJECTS = ['self', 'equipped', 'caster', 'your-engaged', 'opposing-engaged', 'trigger-creature', 'target', 'all'];
// `elements`: "does not have and cannot gain any Elemental Types" (Lord Van Bloot).
const ABILITY_KINDS = ['all', 'invisibility', 'range', 'swift', 'strike', 'defender', 'untargetable', 'elements'];

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const oneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v);
const listOf = (ok: (v: unknown) => boolean) => (v: unknown) => Array.isArray(v) && v.every(ok);

/** A keyword ability is valid when it prints back to a keyword the keyword layer parses. */
function isAbility(v: unknown): boolean {
  return typeof v === 'object' && v !== null && typeof (v as Ability).kind === 'string' && (v as Ability).kind !== 'text';
}

function isSubject(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as { select?: unknown; index?: unknown; filter?: unknown };
  if (!oneOf(SUBJECTS)(s.select)) return false;
  if (s.select === 'target' && !(isInt(s.index) && s.index >= 0)) return false;
  if ((s.select === 'target' || s.select === 'all') && (typeof s.filter !== 'object' || s.filter === null)) return false;
  return true;
}

const CHECKS: { readonly [K in ParamKind]: (v: unknown) => boolean } = {
  amount: (v) => isInt(v) && v >= 0 && v <= 200,
  signed: (v) => isInt(v) && v >= -200 && v <= 200,
  stat: oneOf(STATS),
  element: oneOf(ELEMENTS),
  elements: listOf(oneOf(ELEMENTS)),
  disciplines: (v) => listOf(oneOf(STATS.slice(0, 4)))(v) && (v as unknown[]).length > 0,
  subject: isSubject,
  filters: (v) => Array.isArray(v) && v.length > 0 && v.every((f) => typeof f === 'object' && f !== null && !Array.isArray(f)),
  duration: oneOf(['end-of-turn', 'end-of-combat', 'while-in-play']),
  bool: (v) => typeof v === 'boolean',
  face: oneOf(['up', 'down', 'over']),
  players: oneOf(['you', 'each']),
  ability: isAbility,
  'ability-kind': (v) => oneOf(ABILITY_KINDS)(v) || (typeof v === 'string' && /^element:(Fire|Air|Earth|Water)$/.test(v)),
  destination: oneOf(['adjacent-unoccupied', 'any-unoccupied']),
  'element-source': oneOf(['your-discard', 'scanned']),
  negatable: oneOf(['mugic', 'mugic-or-ability', 'creature-ability', 'attack', 'elemental-attack']),
  strings: listOf((v) => typeof v === 'string'),
  string: (v) => typeof v === 'string' && v.length > 0,
  owner: oneOf(['you', 'target-player']),
  decks: (v) => listOf(oneOf(['attack', 'location']))(v) && (v as unknown[]).length > 0,
  arrangement: oneOf(['unchanged', 'any-order', 'one-top-rest-bottom']),
  prohibited: oneOf(['flip-gear-face-down', 'reveal-battlegear', 'be-relocated', 'change-elements', 'spend-mugic-counters', 'move', 'play-mugic', 'play-tribal-mugic', 'play-activated-abilities', 'be-healed', 'gain-mugic-counters', 'be-infected', 'be-targeted-by-mugic', 'be-targeted-by-opposing', 'be-targeted-by-abilities', 'destroy-battlegear', 'deactivate-hive', 'activate-hive', 'lose-energy-to-mugic', 'gain-energy', 'end-move-in-space', 'move-to-unoccupied', 'win-challenges', 'change-disciplines', 'gain-elements', 'lose-elements']),
  filter: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  whose: oneOf(['each', 'opponent']),
  'hand-owner': oneOf(['opponent']),
  hand: oneOf(['attack', 'mugic']),
  text: (v) => typeof v === 'string' && v.length > 0,
  shift: (v) => Array.isArray(v) && v.length > 0 && v.every((p) => typeof p === 'object' && p !== null && oneOf(ELEMENTS)((p as { from?: unknown }).from) && oneOf(ELEMENTS)((p as { into?: unknown }).into)),
  'card-class': oneOf(['battlegear', 'active-location', 'mugic']),
  'attack-which': oneOf(['target-attack', 'first-attack', 'this-attack', 'first-attack-against', 'next-attack', 'target-attack-or-mugic', 'attacks-against']),
  count: isCount,
  conditions: (v) => Array.isArray(v) && v.length > 0 && v.every((c) => typeof c === 'object' && c !== null && typeof (c as { kind?: unknown }).kind === 'string'),
  verbs: (v) => Array.isArray(v) && v.length > 0 && v.every((c) => verbCallErrors(c).length === 0),
  x: oneOf(['x']),
  removers: oneOf(['you', 'each', 'target-player', 'either']),
  'count-or-all': (v) => v === 'all' || v === 'any' || (typeof v === 'number' && Number.isInteger(v) && v > 0),
  'card-type': oneOf(['Creature']),
  'mirage-action': oneOf(['move', 'shuffle', 'place-active', 'shuffle-active']),
  swappable: oneOf(['spaces', 'battlegear']),
  'mandiblor-source': oneOf(['counters-on', 'discard-cards']),
  modes: (v) => Array.isArray(v) && v.length >= 2 && v.every((mode) => CHECKS.verbs(mode)),
  'verb-list': (v) => Array.isArray(v) && v.every((c) => verbCallErrors(c).length === 0),
  effect: isEffect,
};

/** What "for each …" counts: a known kind with its filter, subject or pile. */
function isCount(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as { of?: unknown; filter?: unknown; on?: unknown; pile?: unknown };
  if (c.of === 'creatures') return typeof c.filter === 'object' && c.filter !== null;
  if (c.of === 'mugic-counters' || c.of === 'elements' || c.of === 'mugic-ability') return isSubject(c.on);
  if (c.of === 'named-counters') return isSubject(c.on) && typeof (v as { name?: unknown }).name === 'string';
  if (c.of === 'ability-value') return isSubject(c.on) && typeof (v as { ability?: unknown }).ability === 'string';
  if (c.of === 'disciplines-above' || c.of === 'disciplines-below') return isSubject(c.on) && isInt((v as { x?: unknown }).x);
  if (c.of === 'lowest-discipline') return isSubject(c.on);
  if (c.of === 'lowest-scanned') return oneOf(STATS)((v as { stat?: unknown }).stat) && typeof c.filter === 'object' && c.filter !== null;
  if (c.of === 'creature-cards-in-discard' || c.of === 'battlegear-in-discard') return oneOf(['you', 'each'])((v as { players?: unknown }).players);
  if (c.of === 'tribes') return oneOf(['you', 'opponent'])((v as { controller?: unknown }).controller);
  if (c.of === 'shared-elements' || c.of === 'counters-spent' || c.of === 'last-attack-damage' || c.of === 'event-amount' || c.of === 'removed-this-way' || c.of === 'uninfected-this-way' || c.of === 'elements-lost-this-way') return true;
  if (c.of === 'scanned-this-way') return oneOf(['courage', 'power', 'wisdom', 'speed', 'energy'])((v as { stat?: unknown }).stat);
  return c.of === 'cards-in-pile' && oneOf(['attack-discard', 'general-discard'])(c.pile);
}

/** A granted ability: an automated effect whose own steps are valid verb calls. */
function isEffect(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as { kind?: unknown; timing?: unknown; conditions?: unknown; steps?: unknown };
  return e.kind === 'automated' && typeof e.timing === 'object' && e.timing !== null && Array.isArray(e.conditions) && CHECKS.verbs(e.steps);
}

/** What is wrong with a verb call, as messages naming the verb and parameter; empty when valid. */
export function verbCallErrors(call: unknown): string[] {
  if (typeof call !== 'object' || call === null) return ['a verb call must be an object { verb, params }'];
  const { verb, params } = call as { verb?: unknown; params?: unknown };
  if (typeof verb !== 'string' || !Object.prototype.hasOwnProperty.call(VERB_SCHEMAS, verb)) {
    return [`unknown verb "${String(verb)}"; known verbs: ${Object.keys(VERB_SCHEMAS).join(', ')}`];
  }
  if (typeof params !== 'object' || params === null) return [`${verb}: params must be an object`];
  const schema = VERB_SCHEMAS[verb as VerbName];
  const errors: string[] = [];
  const given = params as Record<string, unknown>;
  for (const [name, spec] of Object.entries(schema)) {
    const optional = spec.endsWith('?');
    const kind = spec.replace(/\?$/, '') as ParamKind;
    const value = given[name];
    if (value === undefined) {
      if (!optional) errors.push(`${verb}: missing parameter "${name}" (${kind})`);
    } else if (!CHECKS[kind](value)) {
      errors.push(`${verb}: parameter "${name}" is not a valid ${kind}: ${JSON.stringify(value)}`);
    }
  }
  for (const name of Object.keys(given)) if (!(name in schema)) errors.push(`${verb}: unknown parameter "${name}"`);
  return errors;
}
