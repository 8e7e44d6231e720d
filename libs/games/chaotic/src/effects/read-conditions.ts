import type { Card } from '../cards/card';
import type { Stat } from '../keywords/ability';
import type { Condition, CreatureFilter, Subject } from './effect-types';
import { isCreatureSubtype } from './creature-names';
import { tribeList } from './phrases';
import { readMugicCondition } from './read-conditions-mugic';
import { readCreatureCondition } from './read-conditions-creaturea';
import { readCreatureBCondition } from './read-conditions-creatureb';
import { readTrigstateCondition } from './read-conditions-trigstate';
import { readAttackGearCondition } from './read-conditions-attackgear';

const TRIBE = String.raw`(OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)`;
const STAT = String.raw`(Courage|Power|Wisdom|Speed|Energy)`;
const KEYWORDS = ['Recklessness', 'Defender', 'Invisibility', 'Range', 'Swift', 'Surprise', 'Strike', 'Outperform', 'Intimidate', 'Elementproof', 'Support', 'Exhaust', 'Untargetable', 'Disarm'];
const MINE: Subject = { select: 'your-engaged' };
const THEIRS: Subject = { select: 'opposing-engaged' };

/** "your engaged Creature" / "the opposing engaged Creature" / "equipped Creature" / the creature's own name / "it" → who. */
function whoIs(phrase: string, card: Card, last?: Subject): Subject | null {
  if (/^(?:it|that Creature)$/i.test(phrase)) return last ?? null;
  // "If the target is a Minion Creature": the target already named.
  if (/^the target$/i.test(phrase)) return last?.select === 'target' ? last : null;
  if (/^equipped Creature$/i.test(phrase) && card.type === 'Battlegear') return { select: 'equipped' };
  if (/^the caster of this Mugic$/i.test(phrase) && card.type === 'Mugic') return { select: 'caster' };
  if (/^your engaged Creature$/i.test(phrase)) return MINE;
  if (/^(?:the )?opposing engaged Creature$/i.test(phrase)) return THEIRS;
  if (card.type === 'Creature' && phrase === card.name) return { select: 'self' };
  return null;
}

/** "a Danian Creature", "a Warrior", "a Warbeast Creature", "Mipedian Creature", "Infected" → a filter; null otherwise. */
function kindOf(text: string): CreatureFilter | null {
  const infected = /^(?:an? )?(Infected|Uninfected)(?: Creature)?$/i.exec(text);
  if (infected) return { infected: /^Infected$/i.test(infected[1]) };
  const full = new RegExp(String.raw`^(?:an? )?(?:${TRIBE} )?(?:([A-Z][a-z'-]+) )?Creature$`).exec(text);
  const bare = /^an? ([A-Z][a-z'-]+)$/.exec(text);
  const tribe = full?.[1];
  const subtype = full ? full[2] : bare?.[1];
  if (!tribe && !subtype) return null;
  if (subtype && !isCreatureSubtype(subtype)) return null;
  return { ...(tribe ? { tribes: tribeList(tribe) ?? [] } : {}), ...(subtype ? { subtype } : {}) };
}

/**
 * The condition of an "If …," clause, or null when it is not one the registry reads.
 * Each is checked when the text resolves (CR 8.6.2.1 for attacks).
 */
export function readCondition(text: string, card: Card, last?: Subject): Condition | null {
  const t = text.trim();
  const who = (phrase: string, c: Card) => whoIs(phrase, c, last);
  // Shapes of state-event triggers, read before the general "X is …" below claims them.
  const trigstate = readTrigstateCondition(t, card, last);
  if (trigstate) return trigstate;
  let m = /^(.+?) is engaged with (.+)$/i.exec(t);
  const foeOf = m && whoIs(m[1], card, last)?.select === 'self' ? kindOf(m[2]) : null;
  if (foeOf) return { kind: 'all', conditions: [{ kind: 'engaged', who: { select: 'self' } }, { kind: 'matches', who: THEIRS, filter: foeOf }] };
  m = /^(you|an opponent|your opponent) controls? (an? .+)$/i.exec(t);
  const yours = m ? kindOf(m[2]) : null;
  if (m && yours) return { kind: 'exists', filter: { ...yours, controller: /^you$/i.test(m[1]) ? 'you' : 'opponent' } };
  m = /^(.+?) is (not engaged|unengaged|engaged)$/i.exec(t);
  if (m && who(m[1], card)) {
    const engaged: Condition = { kind: 'engaged', who: who(m[1], card) as Subject };
    return /^engaged$/i.test(m[2]) ? engaged : { kind: 'not', condition: engaged };
  }
  m = /^(.+?) is (.+)$/i.exec(t);
  if (m && who(m[1], card)) {
    const filter = kindOf(m[2]);
    if (filter) return { kind: 'matches', who: who(m[1], card) as Subject, filter };
  }
  m = new RegExp(String.raw`^(.+?) has (${KEYWORDS.join('|')})$`, 'i').exec(t);
  if (m && who(m[1], card)) return { kind: 'has-ability', who: who(m[1], card) as Subject, ability: m[2].toLowerCase() };
  m = /^(.+?) (?:already )?has (Fire|Air|Earth|Water)$/i.exec(t);
  if (m && who(m[1], card)) return { kind: 'has-elements', who: who(m[1], card) as Subject, elements: [m[2][0].toUpperCase() + m[2].slice(1).toLowerCase() as 'Fire'] };
  m = new RegExp(String.raw`^(.+?) has (\d+) or more ${STAT}$`, 'i').exec(t);
  if (m && who(m[1], card)) return { kind: 'stat-at-least', who: who(m[1], card) as Subject, stat: m[3].toLowerCase() as Stat, x: Number(m[2]) };
  m = new RegExp(String.raw`^(.+?) has less than (\d+) ${STAT}$`, 'i').exec(t);
  if (m && who(m[1], card)) return { kind: 'stat-below', who: who(m[1], card) as Subject, stat: m[3].toLowerCase() as Stat, x: Number(m[2]) };
  m = new RegExp(String.raw`^you control non-${TRIBE} Creatures$`, 'i').exec(t);
  if (m) return { kind: 'exists', filter: { controller: 'you', notTribes: tribeList(m[1]) ?? [] } };
  if (/^Hive is active$/i.test(t)) return { kind: 'hive-active' };
  const mugic = readMugicCondition(t, card, last);
  if (mugic) return mugic;
  m = /^engaged with (.+)$/i.exec(t);
  const foe = m ? kindOf(m[1]) : null;
  if (foe && card.type === 'Creature') {
    // The creature engaged with this one is the opposing engaged creature.
    return { kind: 'all', conditions: [{ kind: 'engaged', who: { select: 'self' } }, { kind: 'matches', who: THEIRS, filter: foe }] };
  }
  m = new RegExp(String.raw`^you (?:control only|only control) ${TRIBE} Creatures$`, 'i').exec(t);
  if (m) return { kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', notTribes: tribeList(m[1]) ?? [] } } };
  m = new RegExp(String.raw`^your Creature's ${STAT} is (more|less) than (?:the )?opposing engaged Creature's ${STAT}$`, 'i').exec(t);
  if (m) return { kind: 'compare-stats', mine: m[1].toLowerCase() as Stat, theirs: m[3].toLowerCase() as Stat, relation: /more/i.test(m[2]) ? 'higher' : 'lower' };
  m = /^you have (\d+) or more Attack Cards in your Attack Discard pile$/i.exec(t);
  if (m) return { kind: 'cards-in-pile', pile: 'attack-discard', atLeast: Number(m[1]) };
  m = /^an Attack Card named (.+) is in your Attack Discard pile$/i.exec(t);
  if (m) return { kind: 'cards-in-pile', pile: 'attack-discard', atLeast: 1, name: m[1] };
  return readCreatureCondition(t, card, last) ?? readAttackGearCondition(t, card, last) ?? readCreatureBCondition(t, card);
}
