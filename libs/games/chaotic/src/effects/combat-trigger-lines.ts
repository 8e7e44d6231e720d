import type { Card, Discipline, Element } from '../cards/card';
import type { AutomatedEffect, CardEffect, CombatTriggerFilter, Condition, CreatureFilter, Subject, Timing, TriggerEvent } from './effect-types';
import type { Stat } from '../keywords/ability';
import { elementList } from './phrases';
import { readCondition } from './read-conditions';
import type { VerbCall } from './verb-calls';

/** Reads the rest of a triggered line with its timing and "it" (parse-effects' `readEffect`). */
type ReadRest = (text: string, card: Card, timing: Timing, it?: Subject) => AutomatedEffect | null;

const ELEM = String.raw`(?:Fire|Air|Earth|Water)`;
const TRIGGER_CREATURE: Subject = { select: 'trigger-creature' };

/** The creature a combat trigger is about: the card's own name on a creature, "(the) equipped Creature" on battlegear or granted text. */
function holder(phrase: string, card: Card): Subject | null {
  const p = phrase.trim();
  if (/^(?:the )?equipped Creature$/i.test(p) && (card.type === 'Battlegear' || (card.type === 'Creature' && card.name === ''))) return { select: 'equipped' };
  if (card.type === 'Creature' && card.name !== '' && p.toLowerCase() === card.name.toLowerCase()) return { select: 'self' };
  return null;
}

interface Head {
  readonly event: TriggerEvent;
  readonly about: Subject;
  readonly on?: CombatTriggerFilter;
  /** What "it" / "that Creature" names in the rest of the line. */
  readonly it: Subject;
  readonly rest: string;
}

/** "When a Muge or Elementalist Creature you control wins combat": the winner's filter and any subtype alternatives. */
function winnerFilter(words: string): { filter: CreatureFilter; subtypes: string[] } | null {
  const m = /^a ((?:[A-Z][\w']+)(?: or [A-Z][\w']+)*) Creature you control$/.exec(words.trim());
  return m ? { filter: { controller: 'you' }, subtypes: m[1].split(' or ') } : null;
}

function damageFilter(min?: string, exact?: string, elements?: Element[] | null, to?: CreatureFilter): CombatTriggerFilter {
  return {
    ...(elements ? { elements } : {}),
    ...(min ? { minDamage: Number(min) } : {}),
    ...(exact ? { exactDamage: Number(exact) } : {}),
    ...(to ? { filter: to } : {}),
  };
}

/** A combat-event trigger at the front of a printed line; null when the line starts with none. */
function readHead(text: string, card: Card, extra: Condition[]): Head | null {
  if (card.type === 'Attack') return attackHead(text, card, extra);
  let m = /^When (.+?) wins combat,? (.+)$/i.exec(text);
  if (m) {
    const about = holder(m[1], card);
    if (about) return { event: 'wins-combat', about, it: about, rest: m[2] };
    const winner = winnerFilter(m[1]);
    if (!winner) return null;
    // A subtype alternative is a condition on the winner; the filter is checked when combat is won.
    extra.push({ kind: 'any', conditions: winner.subtypes.map((subtype) => ({ kind: 'matches', who: TRIGGER_CREATURE, filter: { subtype } })) });
    return { event: 'wins-combat', about: { select: 'all', filter: winner.filter }, it: TRIGGER_CREATURE, rest: m[2] };
  }
  // Challenges are Attack Card text (glossary "Challenge"): "wins a Power Challenge" is on an attack it plays.
  m = /^When (.+?) wins an? (Courage|Power|Wisdom|Speed) Challenge(?: on an attack it plays)?, (.+)$/i.exec(text);
  if (m) {
    const about = holder(m[1], card);
    return about ? { event: 'wins-challenge', about, on: { stat: m[2].toLowerCase() as Discipline }, it: about, rest: m[3] } : null;
  }
  m = /^When (.+?) (wins Initiative|plays an Attack Card( while equipped)?), (.+)$/i.exec(text);
  if (m) {
    const about = holder(m[1], card);
    if (!about) return null;
    // "while equipped": the creature has a Battlegear when it plays the attack (checked again on resolution).
    if (m[3]) extra.push({ kind: 'equipped', who: about });
    return { event: /Initiative/i.test(m[2]) ? 'wins-initiative' : 'plays-attack', about, it: about, rest: m[4] };
  }
  m = /^When (.+?) becomes engaged, (.+)$/i.exec(text);
  if (m) {
    const about = holder(m[1], card);
    // "When equipped Creature becomes engaged" printed on battlegear is the older `equipped-becomes-engaged`; granted to a creature it is its own.
    return about && (about.select === 'self' || card.type === 'Creature') ? { event: 'becomes-engaged', about, it: about, rest: m[2] } : null;
  }
  m = new RegExp(String.raw`^When (.+?) deals (?:(\d+) or more |exactly (\d+) )?(${ELEM} )?(attack )?damage( with a single attack| with its first attack each combat)?( to an? (Uninfected )?Creature)?, (.+)$`, 'i').exec(text);
  if (m) {
    const about = holder(m[1], card);
    // Only attack damage: "attack damage", an element's damage (CR 8.6.1.2), or "with a single attack" / "with its first attack".
    if (!about || !(m[4] || m[5] || m[6])) return null;
    const to: CreatureFilter | undefined = m[8] ? { infected: false } : undefined;
    const on = { ...damageFilter(m[2], m[3], m[4] ? elementList(m[4]) : null, to), ...(/first/i.test(m[6] ?? '') ? { firstAttack: true } : {}) };
    return { event: 'deals-attack-damage', about, on, it: m[7] ? TRIGGER_CREATURE : about, rest: m[9] };
  }
  m = new RegExp(String.raw`^When (.+?) (?:is dealt|takes) (?:(\d+) or more )?(${ELEM}(?: or ${ELEM})? )?(attack )?damage( from a single source)?, (.+)$`, 'i').exec(text);
  if (m) {
    const about = holder(m[1], card);
    if (!about) return null;
    const attack = !!(m[3] || m[4]);
    if (!attack && !m[5]) return null;
    return { event: attack ? 'dealt-attack-damage' : 'dealt-damage', about, on: damageFilter(m[2], undefined, m[3] ? elementList(m[3]) : null), it: about, rest: m[6] };
  }
  m = new RegExp(String.raw`^When (.+?) takes damage from an? (${ELEM}(?: or ${ELEM})*) attack, (.+)$`, 'i').exec(text);
  if (m) {
    const about = holder(m[1], card);
    const attackElements = elementList(m[2]);
    return about && attackElements ? { event: 'dealt-attack-damage', about, on: { attackElements }, it: about, rest: m[3] } : null;
  }
  m = /^When a Creature deals damage to (.+?), (.+)$/i.exec(text);
  if (m) {
    const about = holder(m[1], card);
    return about ? { event: 'dealt-damage', about, on: {}, it: TRIGGER_CREATURE, rest: m[2] } : null;
  }
  m = /^When any Creature engaged with (.+?) fails a (Stat Check or Challenge|Discipline check) on an attack it played, (.+)$/i.exec(text);
  if (m) {
    const about = holder(m[1], card);
    // A "Discipline check" is any Stat Check, Stat Fail or Challenge (glossary "Discipline Attack") of a
    // Discipline: Courage, Power, Wisdom or Speed (CR 3.2.6.1, 3.5.8.2), never "Challenge Mugic counters".
    const discipline = /Discipline/i.test(m[2]);
    const checks: CombatTriggerFilter['checks'] = discipline ? ['stat-check', 'stat-fail', 'challenge'] : ['stat-check', 'challenge'];
    return about ? { event: 'engaged-fails-check', about, on: discipline ? { checks, disciplines: true } : { checks }, it: TRIGGER_CREATURE, rest: m[3] } : null;
  }
  return null;
}

/** "Stelgar has more than 125 Power", "… has 2 or more Mugic counters on it": values are whole numbers, so "more than 125" is "126 or more". */
function stateCondition(text: string, card: Card): Condition | null {
  const who = /^(.+?) has /i.exec(text);
  const about = who ? holder(who[1], card) : null;
  if (!about) return null;
  const rest = text.slice(who![0].length);
  const counters = /^(\d+) or more Mugic counters on it$/i.exec(rest);
  if (counters) return { kind: 'stat-at-least', who: about, stat: 'mugic-counters', x: Number(counters[1]) };
  const more = /^more than (\d+) (Courage|Power|Wisdom|Speed|Energy)$/i.exec(rest);
  if (more) return { kind: 'stat-at-least', who: about, stat: more[2].toLowerCase() as Stat, x: Number(more[1]) + 1 };
  return null;
}

/**
 * "If Stelgar has more than 125 Power, destroy it": not a "When" trigger but a standing rule,
 * read as the game reads defeat (CR 8.5.6): the creature is destroyed whenever the game
 * checks for defeated creatures and the condition holds.
 */
function readStateCheck(text: string, card: Card): CardEffect | null {
  const m = /^If (.+), destroy (it|.+)$/i.exec(text.trim().replace(/\.$/, ''));
  if (!m || card.type !== 'Creature') return null;
  const condition = stateCondition(m[1], card);
  const who = condition && 'who' in condition ? condition.who : null;
  if (!condition || !who || (!/^it$/i.test(m[2]) && holder(m[2], card)?.select !== who.select)) return null;
  return { kind: 'automated', timing: { kind: 'triggered', event: 'condition-holds' }, conditions: [condition], steps: [{ verb: 'destroy-creature', params: { to: who } }], text };
}

const STRIKER: Subject = { select: 'your-engaged' };

/** "When Strengthening Bond deals damage", "When a Fluidmorpher Creature deals damage with Fluidmight": this attack, played by the striker, dealt damage. */
function attackHead(text: string, card: Card, extra: Condition[]): Head | null {
  const m = /^When (?:a ([A-Z][\w']+) Creature deals damage with (.+?)|(.+?) deals damage), (.+)$/.exec(text);
  if (!m || (m[2] ?? m[3]) !== card.name) return null;
  if (m[1]) extra.push({ kind: 'matches', who: STRIKER, filter: { subtype: m[1] } });
  return { event: 'deals-attack-damage', about: STRIKER, it: STRIKER, rest: m[4] };
}

/**
 * A line that starts with a combat event (CR 8.3.1): "When Stelgar wins combat, …", "When
 * equipped Creature deals 25 or more damage with a single attack, …", "Stat Check Speed 75:
 * When equipped Creature takes 20 or more damage from a single source, …". Null when the
 * line is not one; attested text when the head is one but the rest is not read.
 */
export function readCombatTrigger(text: string, card: Card, read: ReadRest): CardEffect | null {
  const standing = readStateCheck(text, card);
  if (standing) return standing;
  const conditions: Condition[] = [];
  let line = text.trim();
  const check = /^Stat Check (Courage|Power|Wisdom|Speed) (\d+): (.+)$/i.exec(line);
  if (check && (card.type === 'Battlegear' || card.type === 'Attack')) {
    const stat = check[1].toLowerCase() as Discipline;
    // On battlegear the equipped creature's value; on an attack the glossary Stat Check of the striker.
    conditions.push(card.type === 'Attack' ? { kind: 'stat-check', stat, x: Number(check[2]) } : { kind: 'stat-at-least', who: { select: 'equipped' }, stat, x: Number(check[2]) });
    line = check[3];
  }
  // "While you control an OverWorld Creature, when Klencka deals damage …": the condition holds when it triggers and resolves.
  const during = /^While (.+?), when (.+)$/i.exec(line);
  const whilst = during ? readCondition(during[1], card) : null;
  if (during && whilst) {
    conditions.push(whilst);
    line = `When ${during[2]}`;
  }
  // "Earth: When Gravel Grind deals damage, …": the attack's elemental condition (CR 8.6.2) on the striker.
  const element = card.type === 'Attack' ? new RegExp(String.raw`^(${ELEM}(?:, ${ELEM})*): (When .+)$`).exec(line) : null;
  const needed = element ? elementList(element[1]) : null;
  if (element && needed) {
    conditions.push({ kind: 'has-elements', who: { select: 'your-engaged' }, elements: needed });
    line = element[2];
  }
  const head = readHead(line, card, conditions);
  if (!head) return null;
  const on = head.on && Object.keys(head.on).length > 0 ? head.on : undefined;
  const timing: Timing = { kind: 'triggered', event: head.event, about: head.about, ...(on ? { on } : {}) };
  // Nimmei: "it gains all Elemental Types that attack had. When Nimmei gains an Elemental Type this way, it gains "Element 5" in the corresponding Elemental Type".
  const elementsOf = head.event === 'dealt-attack-damage' ? /^it gains all Elemental Types that attack had(?:\. When (.+?) gains an Elemental Type this way, it gains "Element (\d+)" in the corresponding Elemental Type)?$/i.exec(head.rest) : null;
  if (elementsOf && (!elementsOf[1] || holder(elementsOf[1], card))) {
    const step: VerbCall = { verb: 'gain-attack-elements', params: { to: head.it, ...(elementsOf[2] ? { elementX: Number(elementsOf[2]) } : {}), duration: 'end-of-turn' } };
    return { kind: 'automated', timing, conditions, steps: [step], text };
  }
  const effect = read(head.rest.replace(/ {2,}/g, ' '), card, timing, head.it);
  return effect ? { ...effect, conditions: [...conditions, ...effect.conditions], text } : { kind: 'attested', text };
}

