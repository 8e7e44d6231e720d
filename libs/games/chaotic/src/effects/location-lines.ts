import type { Card, Element } from '../cards/card';
import type { Stat } from '../keywords/ability';
import { creatureNames } from './creature-names';
import { isCreatureSubtype } from './creature-names';
import type { AutomatedEffect, CardEffect, CreatureFilter, Duration, Subject, Timing } from './effect-types';
import { elementList, subject, tribeList } from './phrases';
import type { SentenceState } from './sentence-templates';
import { locationSubject } from './templates-location';
import type { VerbCall } from './verb-calls';

const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];
const IT: Subject = { select: 'trigger-creature' };

/** Reads one sentence (or clause list) of the same ability: its steps, or null. */
type ReadSteps = (text: string) => readonly VerbCall[] | null;

/** "they can …" / "their …" said as each player would: "you can …" / "your …". */
const asYou = (text: string): string =>
  text.replace(/\b(?:they control|that player controls)\b/gi, 'you control').replace(/\btheir\b/gi, 'your').replace(/\bthey\b/gi, 'you');

/**
 * Whole lines of several sentences whose sentences only make sense together (a coin flip and
 * its two outcomes, "If they do" about each player, "lost this way", a named exception
 * "instead"). `readSteps` reads the other sentences as the registry does; null when the line is
 * not one of these shapes.
 */
export function readLocationLine(text: string, card: Card, timing: Timing, readSteps: ReadSteps): AutomatedEffect | null {
  const body = text.trim().replace(/\.$/, '');
  const duration: Duration = timing.kind === 'static' ? 'while-in-play' : 'end-of-turn';
  // Lasting changes only come from innate text; these lines are all one-shot.
  if (timing.kind !== 'triggered' && timing.kind !== 'activated' && timing.kind !== 'on-resolve') return null;
  const state: SentenceState = { cardName: card.name, cardType: card.type, targets: 0, duration, creatureNames: creatureNames() };
  const who = (phrase: string) => locationSubject(phrase, state) ?? subject(phrase, state);
  const done = (steps: VerbCall[] | null): AutomatedEffect | null => (steps && steps.length > 0 ? { kind: 'automated', timing, conditions: [], steps, text: text.trim() } : null);

  // Carnival of Confusion: every creature's elements move one step round (what it lost decides what it gains).
  let m = /^(.+?) lose all Elemental Types((?:\. If a Creature lost (?:Fire|Air|Earth|Water), it gains (?:Fire|Air|Earth|Water))+)$/i.exec(body);
  if (m) {
    const to = who(m[1]);
    const pairs = [...m[2].matchAll(/If a Creature lost (\w+), it gains (\w+)/gi)].map((p) => [elementList(p[1])?.[0], elementList(p[2])?.[0]] as const);
    if (!to || pairs.some(([a, b]) => !a || !b)) return null;
    const shift = pairs.map(([from, into]) => ({ from: from!, into: into! }));
    return done([{ verb: 'shift-elements', params: { to, shift, duration } }]);
  }

  // Numin Voidland: the Energy is counted from the elements each creature has before it loses them.
  m = /^(.+?) lose all Elemental Types and gain (\d+) (Energy|Courage|Power|Wisdom|Speed) for each Elemental Type lost this way$/i.exec(body);
  if (m) {
    const of = who(m[1]);
    const stat = m[3].toLowerCase() as Stat;
    const gain: VerbCall = { verb: 'modify-stat', params: { stat, delta: Number(m[2]), to: IT, duration, perCount: { of: 'elements', on: IT } } };
    const lose: VerbCall[] = ELEMENTS.map((element) => ({ verb: 'lose-element', params: { element, to: IT, duration } }));
    return of ? done([{ verb: 'for-each-creature', params: { of, steps: [gain, ...lose] } }]) : null;
  }

  // Lake Blakeer: "… lose 10 Energy. … named Aa'une gain 20 Energy instead": the named ones only gain.
  m = /^(.+?) (gain|lose) (\d+) (Energy|Courage|Power|Wisdom|Speed)\. (.+?) named (.+?) (gain|lose) (\d+) (Energy|Courage|Power|Wisdom|Speed) instead$/i.exec(body);
  if (m && m[5].toLowerCase() === m[1].toLowerCase()) {
    const base = who(m[1]);
    // "named Aa'une": the one creature whose printed name is Aa'une with a title ("Aa'une the Oligarch"), as a judge reads it.
    const titled = [...creatureNames()].filter((n) => n === m![6] || n.startsWith(`${m![6]} `));
    if (base?.select !== 'all' || new Set(titled).size !== 1) return null;
    m[6] = titled[0];
    const sign = (w: string) => (/^lose$/i.test(w) ? -1 : 1);
    return done([
      { verb: 'modify-stat', params: { stat: m[4].toLowerCase() as Stat, delta: sign(m[2]) * Number(m[3]), to: { select: 'all', filter: { ...base.filter, notName: m[6] } }, duration } },
      { verb: 'modify-stat', params: { stat: m[9].toLowerCase() as Stat, delta: sign(m[7]) * Number(m[8]), to: { select: 'all', filter: { ...base.filter, name: m[6] } }, duration } },
    ]);
  }

  // A coin flip decides which sentence happens (glossary "Flip a coin"): one flip, two outcomes.
  m = /^flip a coin\.(?: If heads, (.+?)\.?)?(?: If tails, (.+))?$/i.exec(body);
  if (m && (m[1] || m[2])) {
    const heads = m[1] ? readSteps(m[1]) : [];
    const tails = m[2] ? readSteps(m[2]) : [];
    return heads && tails ? done([{ verb: 'flip-coin', params: { heads, tails } }]) : null;
  }

  // Star Towers of Kehn-sep: the controller of the engaged creature with the higher value may do A, then B.
  m = /^if an engaged Creature has (higher|lower) (Courage|Power|Wisdom|Speed|Energy) than the opposing engaged Creature, that Creature's controller can (.+?)\. If they do, (they can )?(.+)$/i.exec(body);
  if (m) {
    const first = readSteps(asYou(m[3]));
    const then = readSteps(asYou(m[5]));
    if (!first || !then) return null;
    const of: Subject = { select: 'all', filter: { engaged: true, comparedToOpponent: { stat: m[2].toLowerCase() as Stat, relation: /higher/i.test(m[1]) ? 'higher' : 'lower' } } };
    const ifDone: VerbCall[] = m[4] ? [{ verb: 'optional', params: { steps: then, ifDone: [] } }] : [...then];
    return done([{ verb: 'for-controllers', params: { of, steps: [{ verb: 'optional', params: { steps: first, ifDone } }] } }]);
  }

  // Siril'ean's Lair: each player in turn checks their own hand against their own creatures.
  m = /^if a player has fewer Mugic Cards in (?:their )?hand than the number of Creatures they control, that player ([a-z]+?)s (.+)$/i.exec(body);
  if (m) {
    const steps = readSteps(asYou(`${m[1]} ${m[2]}`));
    if (!steps) return null;
    return done([{ verb: 'for-players', params: { who: 'each', steps: [{ verb: 'conditional', params: { conditions: [{ kind: 'fewer-in-hand', hand: 'mugic', than: 'creatures' }], then: steps, otherwise: [] } }] } }]);
  }

  // "each player shuffles … and draws two Attack Cards": both verbs are each player's.
  m = /^each player ([a-z]+?)s (.+?) and ([a-z]+?)s (.+)$/i.exec(body);
  if (m) {
    const first = readSteps(asYou(`${m[1]} ${m[2]}`));
    const then = readSteps(asYou(`${m[3]} ${m[4]}`));
    return first && then ? done([{ verb: 'for-players', params: { who: 'each', steps: [...first, ...then] } }]) : null;
  }

  // "each player can A. If they do, they can B": each player in turn, B only if that player did A.
  m = /^each player can (.+?)\. If they do, (they can )?(.+)$/i.exec(body);
  if (m) {
    const first = readSteps(asYou(m[1]));
    const then = readSteps(asYou(m[3]));
    if (!first || !then) return null;
    const ifDone: VerbCall[] = m[2] ? [{ verb: 'optional', params: { steps: then, ifDone: [] } }] : [...then];
    return done([{ verb: 'for-players', params: { who: 'each', steps: [{ verb: 'optional', params: { steps: first, ifDone } }] } }]);
  }
  return null;
}

/** Reads the rest of a triggered line with its timing (parse-effects' `readEffect`). */
type ReadRest = (text: string, card: Card, timing: Timing, it?: Subject) => AutomatedEffect | null;

/** "a M'arrillian or Minion Creature" → a filter (a tribe or a subtype each); null otherwise. */
function eitherKind(phrase: string): CreatureFilter | null {
  const m = /^an? ([\w']+) or ([\w']+) Creature$/.exec(phrase.trim());
  const kinds = m ? [m[1], m[2]].map((w) => (tribeList(w) ? { tribes: tribeList(w)! } : isCreatureSubtype(w) ? { subtype: w } : null)) : [];
  return kinds.length === 2 && kinds[0] && kinds[1] ? { anyOf: [kinds[0], kinds[1]] } : null;
}

/**
 * Combat-event triggers printed on a Location (CR 8.3.1), about any creature the event
 * matches: "When a M'arrillian or Minion Creature wins a Challenge on an Attack it plays",
 * "When a Creature deals 20 or more damage with its first attack each combat", "When your
 * engaged Creature loses Initiative" (the opposing engaged creature wins it). Null otherwise.
 */
export function readLocationTrigger(text: string, card: Card, read: ReadRest): CardEffect | null {
  if (card.type !== 'Location') return null;
  const IT_CREATURE: Subject = { select: 'trigger-creature' };
  const line = (timing: Timing, rest: string, it: Subject): CardEffect => {
    const effect = read(rest, card, timing, it);
    return effect ? { ...effect, text } : { kind: 'attested', text };
  };
  let m = /^When (an? [\w']+ or [\w']+ Creature) wins a Challenge on an Attack it plays, (.+)$/i.exec(text);
  const either = m ? eitherKind(m[1]) : null;
  if (m && either) return line({ kind: 'triggered', event: 'wins-challenge', about: { select: 'all', filter: either } }, m[2], IT_CREATURE);
  // "When an Elemental Attack is played by a Creature" (CR 8.6.1.4: of at least one element), "When a Water attack is played".
  m = /^When an? (Elemental|Fire|Air|Earth|Water) Attack is played(?: by a Creature)?, (.+)$/i.exec(text);
  if (m) {
    const attackElements = /^Elemental$/i.test(m[1]) ? ELEMENTS : elementList(m[1]) ?? [];
    return line({ kind: 'triggered', event: 'plays-attack', about: { select: 'all', filter: {} }, on: { attackElements } }, m[2], IT_CREATURE);
  }
  m = /^When a Creature wins combat, (.+)$/i.exec(text);
  if (m) return line({ kind: 'triggered', event: 'wins-combat', about: { select: 'all', filter: {} } }, m[1], IT_CREATURE);
  m = /^When a Creature deals (\d+) or more damage with its first attack each combat, (.+)$/i.exec(text);
  if (m) return line({ kind: 'triggered', event: 'deals-attack-damage', about: { select: 'all', filter: {} }, on: { minDamage: Number(m[1]), firstAttack: true } }, m[2], IT_CREATURE);
  m = /^When your engaged Creature loses Initiative, (.+)$/i.exec(text);
  // CR 7.2.4: one engaged creature wins initiative, so yours loses it when the opposing one wins it.
  if (m) return line({ kind: 'triggered', event: 'wins-initiative', about: { select: 'all', filter: { engaged: true, controller: 'opponent' } } }, m[1], { select: 'your-engaged' });
  return null;
}
