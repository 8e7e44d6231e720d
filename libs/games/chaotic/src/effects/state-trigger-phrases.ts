import type { Card } from '../cards/card';
import type { Condition, CreatureFilter, Subject, Timing, TriggerEvent } from './effect-types';
import { isCreatureSubtype } from './creature-names';
import { count, tribeList } from './phrases';

/** A state-event trigger read off the front of a printed line: its timing, the rest of the text and what "it" names. */
export interface StateTrigger {
  /** Triggered; or on-resolve for a Mugic's optional extra cost ("As Hive Unsung is played, …"). */
  readonly timing: Timing;
  readonly rest: string;
  readonly it?: Subject;
  /** Conditions the trigger phrase itself prints ("… and had exactly three Mugic counters on it"). */
  readonly conditions?: readonly Condition[];
}

const TRIBE = String.raw`(?:OverWorld|UnderWorld|Mipedian|Danian|M'arrillian)`;
const ONE_CREATURE = new RegExp(
  String.raw`^(?:an? |(?=another ))(another |opposing )?(Infected |Uninfected )?((?:non-)?${TRIBE} )?([A-Z][\w'-]* )?Creature( you control| an opponent controls| your opponent controls)?( not named .+)?$`,
);

/** "a Creature you control", "an Infected Creature", "an opposing Creature not named Najarin" → a filter; null otherwise. */
export function oneCreature(phrase: string): CreatureFilter | null {
  const m = ONE_CREATURE.exec(phrase.trim());
  if (!m) return null;
  if (m[4] && !isCreatureSubtype(m[4].trim())) return null;
  const filter: { -readonly [K in keyof CreatureFilter]: CreatureFilter[K] } = {};
  if (/another/i.test(m[1] ?? '')) filter.other = true;
  if (/opposing/i.test(m[1] ?? '') || /opponent/i.test(m[5] ?? '')) filter.controller = 'opponent';
  else if (m[5]) filter.controller = 'you';
  if (m[2]) filter.infected = /^Infected/i.test(m[2]);
  if (m[3] && /^non-/i.test(m[3])) filter.notTribes = tribeList(m[3].trim().slice(4)) ?? undefined;
  else if (m[3]) filter.tribes = tribeList(m[3].trim()) ?? undefined;
  if (m[4]) filter.subtype = m[4].trim();
  if (m[6]) filter.notName = m[6].replace(/^ not named /, '');
  return filter;
}

/** The card's own name, or "equipped Creature" on a battlegear, or a creature phrase → the subject the event must be about. */
function about(phrase: string, card: Card): Subject | null {
  if (phrase === card.name && (card.type === 'Creature' || card.type === 'Battlegear')) return { select: 'self' };
  if (/^equipped Creature$/i.test(phrase) && card.type === 'Battlegear') return { select: 'equipped' };
  // Fazkaal: "the opposing engaged Creature" is the one engaged opposing creature.
  if (/^the opposing engaged Creature$/i.test(phrase)) return { select: 'all', filter: { controller: 'opponent', engaged: true } };
  // "a Mandiblor Creature or an Infected Creature": either.
  const either = phrase.split(/ or (?=an? )/).map(oneCreature);
  if (either.length > 1) return either.every((f) => f !== null) ? { select: 'all', filter: { anyOf: either as CreatureFilter[] } } : null;
  const filter = oneCreature(phrase);
  return filter ? { select: 'all', filter } : null;
}

const trig = (event: TriggerEvent, rest: string, extra: { about?: Subject; tribes?: readonly string[]; by?: 'you' | 'opponent' } = {}, it?: Subject): StateTrigger => ({
  timing: {
    kind: 'triggered',
    event,
    ...(extra.about ? { about: extra.about } : {}),
    ...(extra.tribes ? { tribes: tribeList(extra.tribes.join(' or ')) ?? [] } : {}),
    ...(extra.by ? { by: extra.by } : {}),
  },
  rest,
  ...(it ? { it } : {}),
});

/** The creature "it" / "that Creature" names after a creature event: the event's creature (own text: itself). */
const itOf = (who: Subject): Subject => (who.select === 'all' ? { select: 'trigger-creature' } : who);

/**
 * Triggered abilities on a state event (CR 8.3.1): the beginning of a turn, a card put into a
 * general discard pile, a Mugic counter put on a creature, Hive activated, a battlegear flipped
 * face-up, a Mugic (or ability) played. Null when the line starts with none of them.
 */
export function readStateTrigger(text: string, card: Card): StateTrigger | null {
  const found = readTrigger(text, card);
  return found ? { ...found, rest: sameSentences(found.rest, card) } : null;
}

/**
 * Printed variants of shapes the templates read: "choose a Discipline. X gains 100 in the
 * chosen Discipline" (one choice on resolution), ", if you do put …" (a new sentence), and
 * a creature's full name ("Ramarhvir, the Danian Hivebringer").
 */
function sameSentences(rest: string, card: Card): string {
  const own = card.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return rest
    .replace(/^choose a Discipline\. (.+?) gains (\d+) in the chosen Discipline$/i, '$1 gains $2 in a Discipline of your choice')
    .replace(/^choose an Elemental Type\. (.+?) gains the chosen Elemental Type and "Element (\d+)" of the chosen Elemental Type$/i, '$1 gains an Elemental Type of your choice and Element $2 of it')
    .replace(/, if you do (?=[a-z])/, '. If you do, ')
    // Mommark, Vix'ben: "… this way" reads the sentence before, so the two are one.
    .replace(/\. (If (?:you have removed \d+ or more|the Mugic's cost is less than the number of) Mugic counters (?:removed )?this way, )/, (_m, rest: string) => `, and ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`)
    .replace(new RegExp(`\\b${own}, the [A-Z][\\w' -]+$`), card.name);
}

function readTrigger(text: string, card: Card): StateTrigger | null {
  // CR 8.4.2: an optional extra cost paid as the Mugic is played (`extra` of `play-mugic`); its effect resolves with the Mugic.
  const extra = /^As (.+?) is played, its caster can pay (a|an additional \w+) Mugic counters?\. If the caster does, (.+)$/i.exec(text);
  const amount = extra ? count(extra[2].replace(/^an additional /i, '')) : null;
  if (extra && amount && extra[1] === card.name && card.type === 'Mugic') {
    // "the target Creature": the target the Mugic's other text names (its first, chosen as it was played).
    const rest = extra[3].replace(/^the target Creature /, 'it ');
    return { timing: { kind: 'on-resolve' }, rest, conditions: [{ kind: 'extra-cost-paid', amount }], ...(rest !== extra[3] ? { it: { select: 'target', index: 0, filter: {} } } : {}) };
  }
  let m = /^At the beginning of (each|your) turn,? (.+)$/i.exec(text);
  if (m) return trig(/^each$/i.test(m[1]) ? 'beginning-of-turn' : 'beginning-of-your-turn', m[2]);
  // Nunk'worn: "When Nunk'worn is destroyed (sent to the discard) and had exactly three Mugic counters on it": the creature as it last was.
  m = /^When (.+?) is (destroyed|sent to the discard) and had exactly (\w+) Mugic counters on it, (.+)$/i.exec(text);
  if (m && m[1] === card.name && card.type === 'Creature' && count(m[3]) !== null) {
    const it: Subject = { select: 'trigger-creature' };
    const n = count(m[3])!;
    const exactly: Condition = { kind: 'all', conditions: [{ kind: 'stat-at-least', who: it, stat: 'mugic-counters', x: n }, { kind: 'not', condition: { kind: 'stat-at-least', who: it, stat: 'mugic-counters', x: n + 1 } }] };
    return { ...trig(/^destroyed$/i.test(m[2]) ? 'creature-destroyed' : 'creature-to-discard', m[4], { about: { select: 'self' } }, it), conditions: [exactly] };
  }
  m = /^When (.+?) is (?:put into (your|a) general discard pile( from face-up)?|(sent to the discard)), (.+)$/i.exec(text);
  if (m) {
    const [, phrase, printedPile, fromFaceUp, sent, rest] = m;
    // "sent to the discard": a creature goes to its owner's pile, as "your general discard pile" says.
    const yours = !!sent || /^your$/i.test(printedPile);
    if (fromFaceUp) return card.type === 'Battlegear' && phrase === card.name && yours ? trig('this-gear-to-discard-from-face-up', rest) : null;
    if (/^a Mugic Card$/i.test(phrase)) return trig('mugic-to-discard', rest);
    const who = about(phrase, card);
    if (!who || who.select === 'equipped') return null;
    if (yours && who.select === 'all' && who.filter.controller === 'opponent') return null;
    const mine = yours && who.select === 'all' ? { select: 'all' as const, filter: { ...who.filter, controller: 'you' as const } } : who;
    return trig('creature-to-discard', rest, { about: mine }, itOf(mine));
  }
  m = /^When (.+?) (?:has|gets) (?:an? )?Mugic counter put on it, (.+)$/i.exec(text);
  if (m) {
    const who = about(m[1], card);
    return who ? trig('mugic-counter-put-on', m[2], { about: who }, itOf(who)) : null;
  }
  m = /^When (.+?) is played, (.+)$/i.exec(text);
  if (m && m[1] === card.name && card.type === 'Attack') return trig('this-attack-played', m[2]);
  // Blazier's Map Collection: the condition printed first, then the trigger (any combat: the equipped creature need not be engaged).
  m = /^If (equipped Creature moved this turn), at the beginning of combat,? (.+)$/i.exec(text);
  if (m && card.type === 'Battlegear') return { ...trig('beginning-of-any-combat', m[2]), conditions: [{ kind: 'moved-this-turn', who: { select: 'equipped' } }] };
  m = /^If (.+?) is in your general discard pile, when (.+?) leaves play, (.+)$/i.exec(text);
  if (m) {
    const who = m[1] === card.name ? about(m[2], card) : null;
    return who?.select === 'all' ? trig('creature-leaves-play-in-discard', m[3], { about: who }, itOf(who)) : null;
  }
  m = /^If (.+?) is in your general discard pile, at the beginning of combat,? (.+)$/i.exec(text);
  if (m) return m[1] === card.name ? trig('beginning-of-combat-in-discard', m[2]) : null;
  m = /^At the end of each turn, (.+)$/i.exec(text);
  if (m) return trig('end-of-each-turn', m[1]);
  // "At the end of any combat, …" and "Flip Warriors of Owayki face-down at the end of combat": every combat (CR 7.3).
  m = /^At the end of (?:any )?combat, (.+)$/i.exec(text) ?? /^(.+?) at the end of (?:any )?combat$/i.exec(text.replace(/\.$/, ''));
  if (m) return trig('end-of-combat', m[1]);
  m = /^When (.+?) is targeted by a Mugic( or ability)?( you control| your opponent controls)?, (.+)$/i.exec(text);
  if (m) {
    const who = about(m[1], card);
    if (!who || who.select !== 'all') return null;
    const by = m[3] ? (/opponent/i.test(m[3]) ? 'opponent' : 'you') : undefined;
    return trig(m[2] ? 'targeted-by-mugic-or-ability' : 'targeted-by-mugic', m[4], { about: who, ...(by ? { by } : {}) }, itOf(who));
  }
  m = /^When a Mugic counter is removed from (.+?), (.+)$/i.exec(text);
  if (m) {
    const who = about(m[1], card);
    return who ? trig('mugic-counter-removed', m[2], { about: who }, itOf(who)) : null;
  }
  m = /^When a Battlegear goes to the opposing general discard pile, (.+)$/i.exec(text);
  if (m) return trig('battlegear-to-opposing-discard', m[1]);
  m = /^When a source controlled by an opponent reduces any of (.+?)'s Disciplines, (.+)$/i.exec(text);
  if (m) {
    const who = about(m[1], card);
    return who ? trig('disciplines-reduced', m[2], { about: who, by: 'opponent' }, itOf(who)) : null;
  }
  m = /^When Hive is activated, (.+)$/i.exec(text);
  if (m) return trig('hive-activated', m[1]);
  m = /^When (.+?) is flipped face-down, (.+)$/i.exec(text);
  if (m) return m[1] === card.name && card.type === 'Battlegear' ? trig('battlegear-flipped-face-down', m[2], { about: { select: 'self' } }) : null;
  m = /^When (.+?) is flipped face-up, (.+)$/i.exec(text);
  if (m) {
    if (m[1] === card.name && card.type === 'Battlegear') return trig('battlegear-flipped-face-up', m[2], { about: { select: 'self' } });
    const yours = /^a Battlegear (you control|an opponent controls)$/i.exec(m[1]);
    if (yours) return trig('battlegear-flipped-face-up', m[2], { about: { select: 'all', filter: { controller: /^you/i.test(yours[1]) ? 'you' : 'opponent' } } });
    return null;
  }
  m = new RegExp(String.raw`^When an? (?:(${TRIBE}) )?Mugic( or ability)? (?:is )?played by (.+?), (.+)$`, 'i').exec(text);
  if (m) {
    const who = /^an opposing Creature$/i.test(m[3]) ? ({ select: 'all', filter: { controller: 'opponent' } } as const) : about(m[3], card);
    if (!who || (m[2] && m[1])) return null;
    return trig(m[2] ? 'mugic-or-ability-played' : 'mugic-played', m[4], { about: who, ...(m[1] ? { tribes: [m[1]] } : {}) }, itOf(who));
  }
  return null;
}
