import type { Ability } from '../keywords/ability';
import type { VerbName } from './verb-calls';

/** The kinds of value a verb parameter may hold. A trailing `?` marks it optional. */
type ParamKind =
  | 'amount' | 'signed' | 'stat' | 'element' | 'elements' | 'subject' | 'duration' | 'bool' | 'face'
  | 'disciplines' | 'filters' | 'players' | 'ability' | 'ability-kind' | 'destination' | 'negatable' | 'strings' | 'owner' | 'decks' | 'arrangement' | 'prohibited'
  | 'filter' | 'card-class' | 'attack-which' | 'verbs' | 'verb-list' | 'effect' | 'count' | 'conditions';

type Schema = Readonly<Record<string, ParamKind | `${ParamKind}?`>>;

/** One schema per verb: the registry is closed, so an unknown verb has none. */
export const VERB_SCHEMAS: { readonly [V in VerbName]: Schema } = {
  'deal-damage': { amount: 'amount', to: 'subject', per: 'count?' },
  heal: { amount: 'amount', to: 'subject', per: 'count?' },
  'modify-stat': { stat: 'stat', delta: 'signed', to: 'subject', duration: 'duration', per: 'filters?' },
  'gain-element': { element: 'element', to: 'subject', duration: 'duration' },
  'lose-element': { element: 'element', to: 'subject', duration: 'duration' },
  'grant-ability': { ability: 'ability', to: 'subject', duration: 'duration' },
  'remove-ability': { ability: 'ability-kind', to: 'subject', duration: 'duration', cannotGain: 'bool?' },
  'set-hive': { on: 'bool' },
  infect: { to: 'subject' },
  uninfect: { to: 'subject' },
  'flip-battlegear': { of: 'subject', face: 'face' },
  'destroy-battlegear': { of: 'subject' },
  'add-mugic-counters': { amount: 'amount', to: 'subject' },
  'remove-mugic-counters': { amount: 'amount', from: 'subject', chosen: 'bool?' },
  relocate: { to: 'subject', destination: 'destination' },
  'return-mugic-to-hand': { players: 'players', optional: 'bool' },
  'discard-mugic': { players: 'players', count: 'amount' },
  'modify-mugic-cost': { delta: 'signed', tribes: 'strings', duration: 'duration' },
  'allow-mugic-tribes': { who: 'subject', tribes: 'strings', duration: 'duration' },
  'modify-first-attack-damage': { delta: 'signed', by: 'subject', duration: 'duration' },
  negate: { what: 'negatable', tribes: 'strings', targeting: 'subject?' },
  'look-at-deck': { owner: 'owner', decks: 'decks', count: 'amount', arrangement: 'arrangement' },
  'shuffle-deck': { owner: 'owner', decks: 'decks' },
  'draw-attack': { count: 'amount', players: 'players?' },
  'discard-attack': { count: 'amount', players: 'players?' },
  'modify-attack-damage': { delta: 'signed', elements: 'elements', disciplines: 'disciplines?', to: 'subject?', duration: 'duration' },
  prohibit: { action: 'prohibited', who: 'subject?', duration: 'duration' },
  'choose-element': { gain: 'bool', to: 'subject', duration: 'duration' },
  'choose-discipline': { delta: 'signed', to: 'subject', duration: 'duration' },
  optional: { steps: 'verbs', ifDone: 'verb-list' },
  'if-done': { steps: 'verbs', ifDone: 'verbs' },
  'set-attack-damage': { amount: 'amount', which: 'attack-which', by: 'subject?', duration: 'duration' },
  'suppress-abilities': { cards: 'card-class', duration: 'duration' },
  'grant-card-ability': { cards: 'card-class', ability: 'ability', duration: 'duration' },
  'grant-effect': { effect: 'effect', to: 'subject', duration: 'duration' },
  'grant-attack-effect': { effect: 'effect', by: 'subject', duration: 'duration' },
  'return-creature-to-play': { filter: 'filter', targeted: 'bool' },
  'modify-mugic-damage': { delta: 'signed', by: 'subject', duration: 'duration' },
  'move-as-if-adjacent': { who: 'subject', duration: 'duration' },
  'modify-first-mugic-cost': { delta: 'signed', who: 'subject', duration: 'duration' },
  'reveal-location': {},
  'shuffle-discard-into-deck': { players: 'players', decks: 'decks' },
  'change-target': {},
  'for-controllers': { of: 'subject', steps: 'verbs' },
  conditional: { conditions: 'conditions', then: 'verb-list', otherwise: 'verb-list' },
  'set-stat': { stat: 'stat', value: 'amount', to: 'subject', duration: 'duration' },
  'modify-attack-damage-by': { delta: 'signed', by: 'subject', against: 'filter', duration: 'duration' },
  'set-mugic-damage': { amount: 'amount', to: 'subject', duration: 'duration' },
  'modify-first-attack-damage-to': { delta: 'signed', to: 'subject', duration: 'duration' },
  'destroy-creature': { to: 'subject' },
  'modify-healing': { delta: 'signed', to: 'subject', duration: 'duration' },
  'modify-recklessness-damage': { delta: 'signed', to: 'subject', duration: 'duration', per: 'count?' },
};

const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'];
const STATS = ['courage', 'power', 'wisdom', 'speed', 'energy'];
const SUBJECTS = ['self', 'equipped', 'caster', 'your-engaged', 'opposing-engaged', 'trigger-creature', 'target', 'all'];
const ABILITY_KINDS = ['all', 'invisibility', 'range', 'swift', 'strike', 'defender', 'untargetable'];

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
  face: oneOf(['up', 'down']),
  players: oneOf(['you', 'each']),
  ability: isAbility,
  'ability-kind': oneOf(ABILITY_KINDS),
  destination: oneOf(['adjacent-unoccupied', 'any-unoccupied']),
  negatable: oneOf(['mugic', 'mugic-or-ability']),
  strings: listOf((v) => typeof v === 'string'),
  owner: oneOf(['you', 'target-player']),
  decks: (v) => listOf(oneOf(['attack', 'location']))(v) && (v as unknown[]).length > 0,
  arrangement: oneOf(['unchanged', 'any-order', 'one-top-rest-bottom']),
  prohibited: oneOf(['move', 'play-mugic', 'play-tribal-mugic', 'play-activated-abilities', 'be-healed']),
  filter: (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  'card-class': oneOf(['battlegear', 'active-location', 'mugic']),
  'attack-which': oneOf(['target-attack', 'first-attack', 'this-attack']),
  count: isCount,
  conditions: (v) => Array.isArray(v) && v.length > 0 && v.every((c) => typeof c === 'object' && c !== null && typeof (c as { kind?: unknown }).kind === 'string'),
  verbs: (v) => Array.isArray(v) && v.length > 0 && v.every((c) => verbCallErrors(c).length === 0),
  'verb-list': (v) => Array.isArray(v) && v.every((c) => verbCallErrors(c).length === 0),
  effect: isEffect,
};

/** What "for each …" counts: a known kind with its filter, subject or pile. */
function isCount(v: unknown): boolean {
  if (typeof v !== 'object' || v === null) return false;
  const c = v as { of?: unknown; filter?: unknown; on?: unknown; pile?: unknown };
  if (c.of === 'creatures') return typeof c.filter === 'object' && c.filter !== null;
  if (c.of === 'mugic-counters' || c.of === 'elements') return isSubject(c.on);
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
