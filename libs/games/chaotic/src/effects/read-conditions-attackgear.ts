import type { Card, Discipline } from '../cards/card';
import type { Stat } from '../keywords/ability';
import { creatureNames, isCreatureSubtype } from './creature-names';
import type { Condition, Subject } from './effect-types';
import { statList } from './phrases';

const MINE: Subject = { select: 'your-engaged' };
const THEIRS: Subject = { select: 'opposing-engaged' };
const CHALLENGE_LINE = /^Challenge (Courage|Power|Wisdom|Speed) (\d+):/i;

/** "your engaged Creature", "the opposing engaged Creature", "equipped Creature" (on a Battlegear), "it". */
function engagedOrEquipped(phrase: string, card: Card, last?: Subject): Subject | null {
  if (/^your engaged Creature$/i.test(phrase)) return MINE;
  if (/^(?:the )?opposing engaged Creature$/i.test(phrase)) return THEIRS;
  if (/^equipped Creature$/i.test(phrase) && card.type === 'Battlegear') return { select: 'equipped' };
  if (/^(?:it|that Creature)$/i.test(phrase)) return last ?? null;
  return null;
}

/**
 * Conditions printed on Attacks and Battlegear: "If the opposing engaged Creature is equipped",
 * "is equipped with a Shard", "If your opponent controls the active Location", "If you have fewer
 * Mugic Cards in your hand than your opponent", "has 30 or less Scanned Energy", "has a Mugic
 * counter", "does not share a Tribe with", "an odd number of Creatures in play", "If the active
 * Location's Initiative is a Discipline", "If you win both challenges", "While any player controls
 * a Chieftain Creature", "If engaged with an Infected Creature", "If Dractyl Scales was equipped to H'earring".
 */
export function readAttackGearCondition(t: string, card: Card, last?: Subject): Condition | null {
  let m = /^(.+?) is equipped(?: with an? ([A-Z][\w']+))?$/i.exec(t);
  let who = m ? engagedOrEquipped(m[1], card, last) : null;
  if (m && who) return { kind: 'equipped', who, ...(m[2] ? { subtype: m[2] } : {}) };
  // Lucky Shot: "lower Courage, Power, Wisdom, Speed and Current Energy than the opposing engaged Creature".
  m = /^your engaged Creature has (lower|higher) ((?:(?:Courage|Power|Wisdom|Speed)(?:,? (?:and )?)?)+)and Current Energy than the opposing engaged Creature$/i.exec(t);
  const compared = m ? statList(m[2].trim().replace(/,$/, '')) : null;
  if (m && compared) {
    const relation = m[1].toLowerCase() as 'lower' | 'higher';
    return { kind: 'all', conditions: [{ kind: 'compared-to-opposing', stats: compared, relation }, { kind: 'current-energy-compared', relation }] };
  }
  // Hyperhover: "… if it has moved this turn" — on a Battlegear "it" is the equipped creature.
  m = /^(.+?) has moved this turn$/i.exec(t);
  who = m ? (/^it$/i.test(m[1]) && card.type === 'Battlegear' && !last ? { select: 'equipped' } : engagedOrEquipped(m[1], card, last)) : null;
  if (m && who) return { kind: 'moved-this-turn', who };
  m = /^(you|your opponent) controls? the active Location$/i.exec(t);
  if (m) return { kind: 'controls-active-location', controller: /^you$/i.test(m[1]) ? 'you' : 'opponent' };
  m = /^you have fewer (Mugic|Attack) Cards in your hand than your opponent$/i.exec(t);
  if (m) return { kind: 'fewer-in-hand', hand: m[1].toLowerCase() as 'mugic' | 'attack' };
  m = /^(.+?) has (\d+) or less Scanned (Courage|Power|Wisdom|Speed|Energy)$/i.exec(t);
  who = m ? engagedOrEquipped(m[1], card, last) : null;
  if (m && who) return { kind: 'scanned-at-most', who, stat: m[3].toLowerCase() as Stat, x: Number(m[2]) };
  m = /^(.+?) has (a|\d+ or more) Mugic counters?$/i.exec(t);
  who = m ? engagedOrEquipped(m[1], card, last) : null;
  if (m && who) return { kind: 'stat-at-least', who, stat: 'mugic-counters', x: /^a$/i.test(m[2]) ? 1 : Number.parseInt(m[2], 10) };
  if (/^your engaged Creature does not share a Tribe with the opposing engaged Creature$/i.test(t)) return { kind: 'not', condition: { kind: 'engaged-share-tribe' } };
  m = /^there are an (odd|even) number of Creatures in play$/i.exec(t);
  if (m) return { kind: 'creatures-in-play', parity: m[1].toLowerCase() as 'odd' | 'even' };
  if (/^the active Location's Initiative is a Discipline$/i.test(t)) return { kind: 'location-initiative', is: 'discipline' };
  if (/^you win both challenges$/i.test(t)) return bothChallenges(card);
  m = /^any player controls an? ([A-Z][\w']+) Creature$/.exec(t);
  if (m && isCreatureSubtype(m[1])) return { kind: 'exists', filter: { subtype: m[1] } };
  m = /^engaged with an? (Infected|Uninfected) Creature$/i.exec(t);
  if (m && card.type === 'Battlegear') {
    const equipped: Subject = { select: 'equipped' };
    return { kind: 'all', conditions: [{ kind: 'engaged', who: equipped }, { kind: 'matches', who: THEIRS, filter: { infected: /^Infected$/i.test(m[1]) } }] };
  }
  m = /^there are (\d+) or more Mugic counters among Creatures (you|your opponent) controls?$/i.exec(t);
  if (m) return { kind: 'count-at-least', count: { of: 'mugic-counters', on: { select: 'all', filter: { controller: /^you$/i.test(m[2]) ? 'you' : 'opponent' } } }, x: Number(m[1]) };
  // "If equipped Kha'rall Creature is engaged": equipped to a Kha'rall, and engaged.
  m = /^equipped ([A-Z][\w']+) Creature is engaged$/i.exec(t);
  if (m && card.type === 'Battlegear' && isCreatureSubtype(m[1])) {
    const equipped: Subject = { select: 'equipped' };
    return { kind: 'all', conditions: [{ kind: 'matches', who: equipped, filter: { subtype: m[1] } }, { kind: 'engaged', who: equipped }] };
  }
  // "Play this ability only while you control Dread Tread": a Battlegear of that name on a creature you control.
  m = /^you control ([A-Z][\w' -]+)$/.exec(t);
  if (m && card.type === 'Battlegear' && !creatureNames().has(m[1]) && !/Creatures?$/.test(m[1])) return { kind: 'equipped', who: { select: 'all', filter: { controller: 'you' } }, name: m[1] };
  m = /^(.+?) was equipped to (.+)$/i.exec(t);
  if (m && card.type === 'Battlegear' && m[1] === card.name) return { kind: 'matches', who: { select: 'equipped' }, filter: { name: m[2] } };
  return null;
}

/** "If you win both challenges": both Challenges the card prints on its other lines (glossary Challenge). */
function bothChallenges(card: Card): Condition | null {
  const lines = (card.text ?? '').split('\n').map((l) => CHALLENGE_LINE.exec(l.trim())).filter((x): x is RegExpExecArray => x !== null);
  if (card.type !== 'Attack' || lines.length !== 2) return null;
  return { kind: 'all', conditions: lines.map((l) => ({ kind: 'challenge', stat: l[1].toLowerCase() as Discipline, x: Number(l[2]) })) };
}
