import { alt, check, map, oneOf, opt, type Parser, seq, word as w, many } from './combinators';
import type { Condition, Owner, Place, Target, Trigger } from './reading';
import { condition, hasCount, hasWhat } from './conditions';
import { filter, number, owner, place, target, whose } from './targets';

/**
 * Triggers: "When …", "Each time …", "At …" up to the comma (CR glossary `triggered ability`).
 * An event is a subject, a verb from a closed list, maybe an object, and places.
 */

const EVENTS = {
  drain: 'drain', drains: 'drain', attack: 'attack', attacks: 'attack', 'win a battle': 'win-battle', 'wins a battle': 'win-battle', 'lose a battle': 'lose-battle', 'loses a battle': 'lose-battle',
  'enters play': 'enters-play', 'enter play': 'enters-play', 'comes into play': 'enters-play', 'is destroyed': 'destroyed', 'are destroyed': 'destroyed', 'is damaged': 'damaged', 'is lost': 'lost',
  'is revealed': 'revealed', moves: 'moves', move: 'moves', play: 'play', plays: 'play', invert: 'invert', inverts: 'invert', revert: 'revert', reverts: 'revert', 'is inverted': 'inverted',
  'reveal a card for battle destiny': 'battle-destiny', 'reveal this card for battle destiny': 'battle-destiny-itself', 'reveals a card for battle destiny': 'battle-destiny', 'is revealed for battle destiny': 'revealed-for-battle-destiny',
  'is revealed as a destiny card': 'revealed-for-destiny', 'lose energy': 'lose-energy', 'loses energy': 'lose-energy', activate: 'activate', activates: 'activate', 'a battle begins': 'battle-begins',
  'win a site battle': 'win-site-battle', 'win a sector battle': 'win-sector-battle', 'wins a site battle': 'win-site-battle', 'lose a site battle': 'lose-site-battle', 'lose a sector battle': 'lose-sector-battle',
  controls: 'controls', control: 'controls', 'are lost': 'lost', 'would be destroyed': 'would-be-destroyed', damages: 'damages', 'is damaged by': 'damaged-by',
  'is canceled': 'canceled', begins: 'begins', ends: 'ends', 'leaves play': 'leaves-play', use: 'use', uses: 'use', perform: 'perform', performs: 'perform', 'is targeted by': 'targeted-by', 'is played': 'played', 'is lost from': 'lost', 'moves to': 'moves', 'lose one or more cards to': 'lose-cards-to', 'loses cards to': 'lose-cards-to', 'would reveal a card for battle destiny': 'battle-destiny', 'initiates a battle': 'attack', 'initiate a battle': 'attack',
};
const event = oneOf(EVENTS, 'an event');

/** What the event names, or only a filter on it ("reveal a card for battle destiny that has destiny 6 or more"). */
const eventObject: Parser<Target> = alt(target, map(filter, (f): Target => ({ select: 'that', traits: [], kinds: ['card'], filters: [f] })));

const PHASES = { deploy: 'deploy', draw: 'draw', control: 'control', move: 'move', battle: 'battle', activate: 'activate' };
const phaseWords = Object.fromEntries(Object.entries(PHASES).flatMap(([word, p]) => [[`${word} phase`, p], [`${word} phases`, p]]));

/** "… during your deploy phase": the phase, and whose, the event happens in. */
const duringPhase = map(seq(w('during'), whose, oneOf(phaseWords, 'a phase')), ([, o, p]) => ({ phase: p, whose: o }));

/** "a player's unit enters play here", "you drain here", "this character is lost from a site", "this location enters play during your deploy phase": a subject (a card, else a player), an event, what, where and in which phase. */
export const subjectEvent: Parser<Omit<Trigger, 'when'>> = map(
  seq(alt(seq(target, event, opt(eventObject), many(place)), seq(owner, event, opt(eventObject), many(place))), opt(duringPhase)),
  ([[s, e, o, ps], d]: readonly [readonly [Target | Owner, string, Target | undefined, Place[]], Trigger['during']]) => ({
    event: e, subject: s, ...(o ? { object: o } : {}), ...(ps[0] ? { place: ps[0] } : {}), ...(d ? { during: d } : {}),
  }),
);
const turn = map(seq(opt(whose), oneOf({ turn: { whose: undefined }, 'each turn': { whose: undefined }, "each player 's turn": { whose: 'any' as Owner } }, "'turn'")), ([o, t]) => ({ at: 'turn', whose: o ?? t.whose }));
/** "each of your control phases", "each player's control phase": the phase, and whose. */
const phase = map(seq(opt(w('each of')), whose, oneOf(phaseWords, 'a phase')), ([, o, p]) => ({ at: p, whose: o }));
/** "The battle destiny step of each site battle here": the step, and which battles (the trigger's object). */
const step = map(seq(w('the'), oneOf({ 'battle destiny step': 'battle-destiny-step', 'attrition step': 'attrition-step' }, 'a step'), w('of'), target), ([, s, , t]) => ({ step: s, battles: t }));

/** "Each battle you've won": the battles that player won, whose kept as the subject. */
const wonBattle = map(w("each battle you've won"), () => ({ at: 'won-battle', whose: 'you' as Owner }));

/** "At the end of each turn", "At the start of each of your control phases" (whose kept as the subject), "At the end of the battle destiny step of each site battle here", "At the end of each battle you've won here". */
const moment: Parser<Omit<Trigger, 'when'>> = map(
  seq(oneOf({ 'the end of': 'end', 'the start of': 'start', 'the beginning of': 'start' }, "'the end of'"), alt<{ at: string; whose: Owner | undefined } | { step: string; battles: Target }>(turn, phase, step, wonBattle), many(place)),
  ([edge, what, ps]) => ('at' in what
    ? { event: `${edge}-of-${what.at}`, ...(what.whose ? { subject: what.whose } : {}), ...(ps[0] ? { place: ps[0] } : {}) }
    : { event: `${edge}-of-${what.step}`, object: what.battles, ...(ps[0] ? { place: ps[0] } : {}) }),
);

/** "Each time a power step ends here": the end of that step of a battle at the place. */
const stepEnds: Parser<Omit<Trigger, 'when'>> = map(
  seq(w('a'), oneOf({ 'power step': 'power-step' }, 'a step'), w('ends'), many(place)),
  ([, s, , ps]) => ({ event: `end-of-${s}`, ...(ps[0] ? { place: ps[0] } : {}) }),
);

/** "At your opponent's end of turn", "At each player's end of turn". */
const endOfTurn: Parser<Omit<Trigger, 'when'>> = map(seq(whose, w('end of turn')), ([o]) => ({ event: 'end-of-turn', subject: o }));

export const trigger: Parser<Trigger> = map(
  seq(oneOf({ when: 'when', 'each time': 'each-time', at: 'at' }, "'when'"), alt(moment, endOfTurn, stepEnds, subjectEvent), w(',')),
  ([when, e]) => ({ when: when as Trigger['when'], ...e }),
);

/**
 * "Each time your total battle destiny is exactly 5 at the end of the battle destiny step, …": the
 * end of that step of any battle, and the number, a condition of the ability.
 */
const destinyAtStepEnd: Parser<{ trigger: Trigger; condition: Condition }> = map(
  seq(w('each time'), whose, w('total battle destiny is exactly'), number, w('at the end of the battle destiny step ,')),
  ([, o, , n]) => ({
    trigger: { when: 'each-time', event: 'end-of-battle-destiny-step', object: { select: 'each', traits: [], kinds: ['battle'] } },
    condition: { is: 'compare', left: { battleDestiny: o }, compare: '=', right: { n } },
  }),
);

/** "When you do not have at least two other Gongen units here, …": a state, which triggers the ability while it holds. */
const whenState: Parser<{ trigger: Trigger; condition: Condition }> = map(
  seq(w('when'), condition, w(',')),
  ([, c]) => ({ trigger: { when: 'when', event: 'state' }, condition: c }),
);

/** "Each time you win a battle here and have no more than one card in your used pile, …": what the player the event names has then, a condition of the ability. */
const eventAndHas: Parser<{ trigger: Trigger; condition: Condition } | null> = map(
  seq(oneOf({ when: 'when', 'each time': 'each-time' }, "'when'"), subjectEvent, w('and'), alt(hasCount, hasWhat), w(',')),
  ([when, e, , has]) => (typeof e.subject === 'string' ? { trigger: { when: when as Trigger['when'], ...e }, condition: has(e.subject) } : null),
);

/** A trigger, with the condition its own words set, if any. */
export const triggerWithCondition: Parser<{ trigger: Trigger; condition?: Condition }> = alt<{ trigger: Trigger; condition?: Condition }>(
  destinyAtStepEnd,
  map(trigger, (t) => ({ trigger: t })),
  check(eventAndHas, (r) => r !== null) as Parser<{ trigger: Trigger; condition: Condition }>,
  whenState,
);
