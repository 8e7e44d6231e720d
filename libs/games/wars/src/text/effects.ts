import { alt, check, lazy, many, map, oneOf, opt, type Parser, sepBy1, seq, word as w } from './combinators';
import { condition } from './conditions';
import { duration } from './durations';
import type { Amount, Owner, Place, Target, VerbCall, VerbParams } from './reading';
import { amount, bareThis, destination, icon, kind, kinds, KEYWORDS, quoted, nouns, number, owner, pile, place, stat, target, whose } from './targets';
import { subjectEvent } from './triggers';

/**
 * Effects: one sentence of card text read into verb calls. A clause is a verb phrase
 * ("damage target unit here"); a sentence frames clauses with "if …", "until end of turn",
 * "you may", "for each …" and "unless …". Imperative ("Destroy …"), "make …" and
 * subject ("this character is power +2", "your opponent loses 2 energy") forms all read
 * into the same verbs.
 */

const call = <V extends VerbCall['verb']>(verb: V, params: VerbParams[V]): VerbCall => ({ verb, params }) as VerbCall;
const sign = oneOf<1 | -1>({ '+': 1, '-': -1 }, "'+' or '-'");
const signed = map(seq(sign, amount), ([s, a]) => ({ sign: s, by: a }));
const energy = oneOf({ energy: 1 }, "'energy'");
const cards = oneOf({ card: 1, cards: 1 }, "'cards'");
const verbOf = (...forms: string[]) => oneOf(Object.fromEntries(forms.map((f) => [f, f])), `'${forms[0]}'`);
const you: Target = { select: 'this', traits: [], kinds: ['player'] };

/** "power +2, tactics +1, and defense +2 and immune to attrition", "tactics +2, a kizen, and immune to attrition" */
type Change = { stat: VerbParams['modify-stats']['changes'][number]['stat']; sign: 1 | -1; by: Amount } | 'immune' | { label: string };
const change: Parser<Change> = alt<Change>(
  map(seq(stat, signed), ([s, v]) => ({ stat: s, ...v })),
  map(w('immune to attrition'), () => 'immune'),
  // "a kizen", "a port": one label, nothing more said.
  map(check(seq(oneOf({ a: 1, an: 1 }, "'a'"), nouns), ([, n]) => n.kinds.length === 1 && n.traits.length === 0), ([, n]) => ({ label: n.kinds[0] })),
);
const changes = sepBy1(change, alt(seq(w(','), w('and')), w(','), w('and')));
function statCalls(t: Target, cs: Change[]): VerbCall[] {
  const stats = cs.filter((c): c is Extract<Change, { stat: unknown }> => typeof c === 'object' && 'stat' in c);
  const labels = cs.flatMap((c) => (typeof c === 'object' && 'label' in c ? [c.label] : []));
  return [
    ...(stats.length ? [call('modify-stats', { target: t, changes: stats })] : []),
    ...labels.map((label) => call('gain-label', { target: t, label })),
    ...(cs.includes('immune') ? [call('immune-to-attrition', { target: t })] : []),
  ];
}

/** Totals of a side: "your battle destiny in that battle", "your total power at target sector". */
const battleDestinyOf = map(seq(whose, w('battle destiny'), opt(place)), ([o, , p]) => ({ who: o, ...(p ? { at: p } : {}) }));
const totalPowerOf = map(seq(whose, w('total power'), opt(place)), ([o, , p]) => ({ who: o, ...(p ? { at: p } : {}) }));
const drains = map(seq(alt(target, map(seq(whose, oneOf({ drain: 1, drains: 1 }, "'drains'")), ([o]): Target => ({ select: 'each', owner: o, traits: [], kinds: ['drain'] }))), opt(place)), ([t, p]) => (p && !t.at ? { ...t, at: p } : t));
const isDrain = (t: Target) => t.kinds.includes('drain');
const atPlace = (p: Place | undefined) => (p ? { at: p } : {});
/** A target with one more place: its first, or after the ones it has. */
const withPlace = (t: Target, p: Place | undefined): Target => (!p ? t : !t.at ? { ...t, at: p } : { ...t, alsoAt: [...(t.alsoAt ?? []), p] });

/** "Make …": stats, totals, drains, immunity. */
const make: Parser<VerbCall[]> = map(
  seq(
    w('make'),
    alt<VerbCall[]>(
      map(seq(battleDestinyOf, signed, opt(place)), ([b, v, p]) => [call('modify-battle-destiny', { ...b, ...v, ...(p && !b.at ? { at: p } : {}) })]),
      map(seq(totalPowerOf, signed, opt(place)), ([b, v, p]) => [call('modify-total-power', { ...b, ...v, ...(p && !b.at ? { at: p } : {}) })]),
      check(map(seq(drains, signed), ([t, v]) => (isDrain(t) ? [call('modify-drain', { target: t, ...v })] : [])), (c) => c.length > 0),
      map(seq(alt(target, bareThis), opt(w("'s")), changes), ([t, , cs]) => statCalls(t, cs)),
    ),
  ),
  ([, calls]) => calls,
);

/** "this character is power +2", "each of your drains here is +1", "your opponent's battle destiny in a battle here is -3". */
const is = oneOf({ is: 1, are: 1 }, "'is'");
const subjectIs: Parser<VerbCall[]> = alt<VerbCall[]>(
  map(seq(battleDestinyOf, is, signed, opt(place)), ([b, , v, p]) => [call('modify-battle-destiny', { ...b, ...v, ...(p && !b.at ? { at: p } : {}) })]),
  map(seq(totalPowerOf, is, signed, opt(place)), ([b, , v, p]) => [call('modify-total-power', { ...b, ...v, ...(p && !b.at ? { at: p } : {}) })]),
  // A place after the number is where the drains are ("… is –1 at each location related to …").
  check(map(seq(drains, is, signed, opt(place)), ([t, , v, p]) => (isDrain(t) ? [call('modify-drain', { target: withPlace(t, p), ...v })] : [])), (c) => c.length > 0),
  map(seq(target, opt(w("'s")), is, changes), ([t, , , cs]) => statCalls(t, cs)),
);

const causes = oneOf({ cause: 1, causes: 1 }, "'causes'");
const energyVerbs: Parser<VerbCall[]> = alt<VerbCall[]>(
  map(seq(opt(owner), verbOf('pay', 'pays'), amount, energy), ([o, , a]) => [call('pay-energy', { who: o ?? 'you', amount: a })]),
  map(seq(opt(owner), verbOf('pay', 'pays'), energy, w('equal to'), amount), ([o, , , , a]) => [call('pay-energy', { who: o ?? 'you', amount: a })]),
  map(seq(opt(owner), opt(w('must')), verbOf('lose', 'loses'), amount, energy, opt(seq(w('from'), whose, pile))), ([o, , , a, , from]) => [call('lose-energy', { who: o ?? 'you', amount: a, ...(from ? { from: from[2] } : {}) })]),
  map(seq(opt(owner), verbOf('activate'), opt(w('up to')), amount, energy), ([, , up, a]) => [call('activate-energy', { amount: a, ...(up ? { upTo: true } : {}) })]),
  map(seq(opt(owner), verbOf('activate'), energy, w('equal to'), amount), ([, , , , a]) => [call('activate-energy', { amount: a })]),
  map(seq(opt(owner), oneOf({ generate: 1, generates: 1 }, "'generate'"), amount, w('more energy'), opt(place)), ([o, , a, , p]) => [call('generate', { who: o ?? 'you', amount: a, ...atPlace(p) })]),
  map(seq(owner, causes, w('attrition'), signed, opt(place)), ([o, , , v, p]) => [call('modify-attrition', { who: o, ...v, ...atPlace(p) })]),
);

/** Verbs that take one target: destroy, damage, invert … (imperative or with a subject). */
const targetVerb = <V extends 'destroy' | 'damage' | 'undamage' | 'invert' | 'revert' | 'cancel' | 'dismiss' | 'download' | 'look' | 'choose'>(verb: V, ...forms: string[]) =>
  map(seq(opt(owner), verbOf(...forms), target), ([o, , t]) => [call(verb, verb === 'dismiss' && o ? { target: t, who: o } : { target: t })]);

const pileEnd = alt(
  map(seq(oneOf({ 'on top of': 'top', 'on the top of': 'top', 'on the bottom of': 'bottom', 'on bottom of': 'bottom', beneath: 'beneath' }, "'on top of'"), alt(whose, map(w('that'), () => 'any' as Owner)), pile), ([e, o, p]) => ({ pile: p, owner: o, end: e as 'top' })),
  map(seq(oneOf({ in: 1, into: 1 }, "'in'"), whose, pile), ([, o, p]) => ({ pile: p, owner: o })),
  map(seq(w('on top if'), whose, pile), ([, o, p]) => ({ pile: p, owner: o, end: 'top' as const })),
);

/** A put whose pile the target phrase read as its last place: the pile is where it goes, the places before it where it is. */
function putInPlacePile(t: Target): VerbCall[] {
  const places = [...(t.at ? [t.at] : []), ...(t.alsoAt ?? [])];
  const last = places.at(-1);
  if (last?.relation !== 'pile') return [];
  const { at: _at, alsoAt: _also, ...rest } = t;
  const where = places.slice(0, -1);
  const target: Target = { ...rest, ...(where[0] ? { at: where[0] } : {}), ...(where.length > 1 ? { alsoAt: where.slice(1) } : {}) };
  return [call('put', { target, to: { pile: last.pile, owner: last.owner } })];
}

/** Who draws, retrieves or puts, when the sentence names someone other than "you" ("he or she retrieves a card"). */
const whoUnlessYou = (o: Owner | null | undefined): { who?: Owner } => (o && o !== 'you' ? { who: o } : {});

/** "Your opponent puts a card from his or her hand on top of his or her used pile": "his or her" is the subject's. */
function theirs(p: { target: Target; to: VerbParams['put']['to'] }, o: Owner | null | undefined): { target: Target; to: VerbParams['put']['to'] } {
  if (!o || o === 'you' || o === 'that-player') return p;
  const at = p.target.at?.relation === 'pile' && p.target.at.owner === 'that-player' ? { ...p.target.at, owner: o } : p.target.at;
  return { target: { ...p.target, ...(at ? { at } : {}) }, to: p.to.owner === 'that-player' ? { ...p.to, owner: o } : p.to };
}

const cardVerbs: Parser<VerbCall[]> = alt<VerbCall[]>(
  map(seq(opt(owner), verbOf('search', 'searches'), whose, pile, w('for'), target), ([, , o, p, , t]) => [call('search', { pile: p, owner: o, for: t })]),
  map(seq(opt(owner), verbOf('shuffle', 'shuffles'), alt(whose, map(w('that'), () => 'any' as Owner)), pile), ([, , o, p]) => [call('shuffle', { pile: p, owner: o })]),
  map(seq(verbOf('note'), oneOf({ 'its destiny': 'destiny', 'their total destiny': 'total destiny' }, "'its destiny'")), ([, what]) => [call('note', { what })]),
  map(seq(opt(owner), verbOf('draw', 'draws'), opt(w('up to')), alt(amount, map(w('a'), () => ({ n: 1 }))), cards, w('from'), whose, pile), ([o, , up, a, , , , p]) => [call('draw', { count: a, from: p, ...(up ? { upTo: true } : {}), ...whoUnlessYou(o) })]),
  map(seq(opt(owner), verbOf('retrieve', 'retrieves'), opt(w('up to')), alt(amount, map(w('a'), () => ({ n: 1 }))), cards), ([o, , up, a]) => [call('retrieve', { count: a, ...(up ? { upTo: true } : {}), ...whoUnlessYou(o) })]),
  map(seq(opt(owner), verbOf('put', 'puts'), target, pileEnd, opt(w('in any order'))), ([o, , t, to, any]) => [call('put', { ...theirs({ target: t, to }, o), ...(any ? { anyOrder: true } : {}), ...whoUnlessYou(o) })]),
  // "Put this character in its owner's hand", "put target unit here in its owner's hand": the target phrase took the pile as a place of it.
  check(map(seq(opt(owner), verbOf('put', 'puts'), target), ([, , t]) => putInPlacePile(t)), (c) => c.length > 0),
  map(seq(opt(owner), verbOf('lose', 'loses'), target, opt(w('at random')), opt(seq(w('from'), whose, pile))), ([o, , t, r, from]) => [
    call('lose-card', { who: o ?? 'you', target: from ? { ...t, at: { relation: 'pile', pile: from[2], owner: from[1] } } : t, ...(r ? { atRandom: true } : {}) }),
  ]),
  map(seq(opt(owner), verbOf('reveal', 'reveals'), target), ([o, , t]) => [call('reveal', { target: t, who: o ?? 'you' })]),
  map(seq(verbOf('look at', 'examine'), target), ([, t]) => [call('look', { target: t })]),
  map(seq(verbOf('stack', 'stacks'), target, opt(oneOf({ 'face up': 'up', 'face down': 'down' }, "'face down'")), w('on'), target), ([, t, face, , on]) => [call('stack', { target: t, on, ...(face === 'down' ? { faceDown: true } : {}) })]),
  map(seq(verbOf('play'), target, opt(alt(destination, place)), opt(alt(map(w('at full cost'), () => 'full' as const), map(w('at no cost'), () => 'free' as const))), opt(alt(destination, place))), ([, t, p, c, p2]) => [
    call('play', { target: t, ...atPlace(p ?? p2), ...(c ? { cost: c } : {}) }),
  ]),
  map(seq(opt(owner), verbOf('move', 'moves'), target, opt(alt(destination, place))), ([, , t, p]) => [call('move', { target: t, ...(p ? { to: p } : {}) })]),
);

const oneTarget: Parser<VerbCall[]> = alt(
  targetVerb('destroy', 'destroy', 'destroys'),
  targetVerb('damage', 'damage', 'damages'),
  targetVerb('undamage', 'undamage'),
  targetVerb('invert', 'invert'),
  targetVerb('revert', 'revert'),
  targetVerb('cancel', 'cancel'),
  targetVerb('dismiss', 'dismiss', 'dismisses'),
  targetVerb('download', 'download'),
  targetVerb('choose', 'choose', 'chooses'),
);

const gains: Parser<VerbCall[]> = map(
  seq(opt(seq(whose, w('side of'))), target, oneOf({ gains: 1, gain: 1 }, "'gains'"), alt(map(oneOf({ a: 1, an: 1 }, "'a'"), () => 1), number), alt(map(icon, (i) => i), map(w('energy'), () => 'energy')), oneOf({ 'support icon': 1, 'support icons': 1, icon: 1, icons: 1 }, "'support icon'")),
  ([side, t, , n, i]) => [call('gain-icon', { where: t, icon: i, count: { n }, side: side ? side[0] : 'you' })],
);
const yourSideGains: Parser<VerbCall[]> = map(
  seq(whose, w('side'), oneOf({ gains: 1 }, "'gains'"), alt(map(oneOf({ a: 1, an: 1 }, "'a'"), () => 1), number), alt(icon, map(w('energy'), () => 'energy')), oneOf({ 'support icon': 1, icon: 1 }, "'support icon'")),
  ([o, , , n, i]) => [call('gain-icon', { where: { select: 'this', traits: [], kinds: ['location'] }, icon: i, count: { n }, side: o })],
);

const costChange: Parser<VerbCall[]> = alt(
  map(
    seq(target, oneOf({ costs: 1, cost: 1 }, "'costs'"), amount, oneOf<1 | -1>({ more: 1, less: -1 }, "'more' or 'less'"), alt(energy, map(seq(icon, w('support icon')), ([i]) => i)), w('to'), oneOf({ play: 'play', use: 'use', perform: 'perform' }, "'to play'"), opt(place)),
    ([t, , a, s, r, , act, p]) => [call('modify-cost', { what: p && !t.at ? { ...t, at: p } : t, action: act as 'play', sign: s, by: a, resource: typeof r === 'string' ? r : 'energy' })],
  ),
  // "That warrior costs no energy to play": less by all of its energy cost.
  map(seq(target, oneOf({ costs: 1, cost: 1 }, "'costs'"), w('no energy to play')), ([t]) => [
    call('modify-cost', { what: t, action: 'play', sign: -1, by: { stat: 'energy cost', of: t }, resource: 'energy' }),
  ]),
);

const CANT = {
  move: 'move', 'be damaged': 'be damaged', attack: 'attack', drain: 'drain', 'be targeted': 'be targeted', 'reveal cards for battle destiny': 'reveal for battle destiny',
  'reveal a card for battle destiny': 'reveal for battle destiny', 'reveal any cards for battle destiny': 'reveal for battle destiny', play: 'play', 'be moved': 'be moved', 'be destroyed': 'be destroyed',
  'lose cards from his or her hand to a drain': 'lose hand cards to a drain', 'lose cards from your hand to a drain': 'lose hand cards to a drain',
};
const prohibition: Parser<VerbCall[]> = map(
  seq(alt<Target | Owner>(owner, target, map(w('neither player'), () => 'any' as Owner)), oneOf({ "can't": 1, cannot: 1, 'may not': 1 }, "'can't'"), oneOf(CANT, 'an action'), opt(w('by your opponent')), opt(target), opt(place)),
  ([s, , action, by, t, p]) => [call('prohibit', { subject: s, action, ...(by ? { by: 'opponent' } : {}), ...(t ? { what: t } : {}), ...(p ? { place: p } : {}) })],
);

/** The battle a side's casualties are of: the one under way ("in that battle"). */
const THAT_BATTLE: Place = { relation: 'in-battle', battle: 'any', which: 'that' };
const casualties: Parser<VerbCall[]> = alt(
  map(seq(w('reduce'), whose, w('casualties'), opt(place), oneOf({ by: 'by', to: 'to' }, "'by'"), amount, opt(place)), ([, o, , p, by, a, p2]) => [
    call('reduce-casualties', { who: o, ...(by === 'to' ? { to: a } : { by: a }), ...atPlace(p ?? p2) }),
  ]),
  // "If your casualties are more than 5, they are reduced to 5": the casualties the condition names, whose side `readAbility` puts for "that player".
  map(seq(w('they are reduced'), oneOf({ by: 'by', to: 'to' }, "'by'"), amount), ([, by, a]) => [
    call('reduce-casualties', { who: 'that-player', ...(by === 'to' ? { to: a } : { by: a }), at: THAT_BATTLE }),
  ]),
);

const ACTIONS = { play: 'play', drain: 'drain', attack: 'attack', draw: 'draw', use: 'use', move: 'move' };
/** "As an additional cost for your opponent to play a unit here, he or she pays 1 energy." */
const additionalCost: Parser<VerbCall[]> = map(
  seq(w('as an additional cost'), opt(seq(w('for'), owner)), w('to'), oneOf(ACTIONS, 'an action'), opt(target), many(place), opt(seq(w('during'), target)), w(','), lazy(() => clause)),
  ([, who, , action, t, ps, during, , c]) => [call('additional-cost', {
    for: who ? who[1] : 'you', action, ...(t ? { what: t } : {}), ...atPlace(ps[0]), ...(ps.length > 1 ? { alsoAt: ps.slice(1) } : {}), ...(during ? { during: during[1] } : {}), cost: c[0],
  })],
);
const capacity: Parser<VerbCall[]> = map(seq(nouns, place, oneOf({ "don't": 1, "doesn't": 1 }, "'don't'"), w('count against its capacity')), ([n, p]) => [
  call('capacity', { target: { select: 'each', traits: n.traits, kinds: n.kinds, at: p }, notCounted: true }),
]);

/** "The next time your target character is lost this turn, put it here.": a delayed effect with its own event. */
const nextTime: Parser<VerbCall[]> = map(seq(w('the next time'), subjectEvent, opt(duration), w(','), lazy(() => sentenceBody)), ([, e, d, , calls]) => [
  { verb: 'next-time', params: { event: e, effects: calls }, ...(d ? { until: d } : {}) } as VerbCall,
]);

/** "Prevent that": the event a "next time … would be …" waits for does not happen (CR glossary `replacement effect`). */
const prevent: Parser<VerbCall[]> = map(w('prevent that'), () => [call('prevent', {})]);

/** "Vehicles don't add their power to a player's total power during a battle here." */
const notAdded: Parser<VerbCall[]> = map(
  seq(alt(target, kinds), oneOf({ "don't": 1, "doesn't": 1 }, "'doesn't'"), w('add'), oneOf({ its: 1, their: 1 }, "'its'"), stat, w("to a player 's total"), stat, opt(place)),
  ([t, , , , s, , , p]) => [call('not-added', { target: p && !t.at ? { ...t, at: p } : t, stat: s })],
);

/** "he or she chooses to pay 1 energy or dismiss that unit", "your opponent chooses to pay or lose 2 energy". */
const chooseOne: Parser<VerbCall[]> = alt(
  map(seq(owner, oneOf({ chooses: 1, 'must choose': 1 }, "'chooses'"), w('to'), opt(w('either')), lazy(() => clause), w('or'), lazy(() => clause)), ([o, , , , a, , b]) => [
    call('choose-one', { who: o, options: [bySubject(a, o), bySubject(b, o)] }),
  ]),
  map(seq(owner, w('chooses to pay or lose'), amount, energy), ([o, , a]) => [
    call('choose-one', { who: o, options: [[call('pay-energy', { who: o, amount: a })], [call('lose-energy', { who: o, amount: a })]] }),
  ]),
  map(seq(owner, w('chooses to pay or lose energy equal to'), amount), ([o, , a]) => [
    call('choose-one', { who: o, options: [[call('pay-energy', { who: o, amount: a })], [call('lose-energy', { who: o, amount: a })]] }),
  ]),
);

/** "gains Piloting 2", "gains the ability: “…”" (the quoted ability kept as text). */
const gainsAbility: Parser<VerbCall[]> = alt(
  map(seq(target, oneOf({ gains: 1, gain: 1 }, "'gains'"), oneOf(KEYWORDS, 'a keyword'), opt(number)), ([t, , k, n]) => [call('gain-keyword', { target: t, keyword: k, ...(n !== undefined ? { value: n } : {}) })]),
  map(seq(target, oneOf({ gains: 1 }, "'gains'"), oneOf({ 'the ability': 1, 'this ability': 1 }, "'the ability'"), opt(w(':')), quoted, opt(w('.'))), ([t, , , , q]) => [call('gain-ability', { target: t, ability: q })]),
);
/** "You may play this ship at no energy cost at a sector where you have no ships." */
const playPermission: Parser<VerbCall[]> = map(
  seq(w('you may play this'), kind, opt(place), alt(map(w('at no energy cost'), () => 'free' as const), map(w('at full cost'), () => 'full' as const)), opt(alt(destination, place))),
  ([, k, p, c, p2]) => [{ verb: 'play', params: { target: { select: 'this', traits: [], kinds: [k] }, cost: c, ...atPlace(p ?? p2) }, may: true } as VerbCall],
);

/** "Each player can drain at no more than two locations during each of his or her turns." */
const drainLimit: Parser<VerbCall[]> = map(
  seq(alt(owner, map(w('each player'), () => 'any' as Owner)), w('can drain at no more than'), number, oneOf({ locations: 1, location: 1 }, "'locations'"), opt(w('during each of his or her turns'))),
  ([o, , n]) => [call('drain-limit', { who: o, max: n })],
);

/** A clause reads into at least one verb call: a phrase that reads into none fails here, so the ability is reported unread rather than read as doing nothing. */
export const clause: Parser<VerbCall[]> = check(alt(playPermission, drainLimit, gainsAbility, chooseOne, nextTime, prevent, notAdded, additionalCost, capacity, make, energyVerbs, cardVerbs, oneTarget, gains, yourSideGains, costChange, prohibition, casualties, subjectIs), (calls) => calls.length > 0);

type Frame = Pick<VerbCall, 'if' | 'until' | 'may' | 'forEach' | 'unless' | 'x'>;
const frame = (calls: VerbCall[], f: Frame): VerbCall[] => calls.map((c) => ({ ...c, ...Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) }) as VerbCall);

/** Words after a clause: "until end of turn", "for each …", "unless …", "if …", "this turn". */
type Suffix = { until: VerbCall['until'] } | { forEach: Target } | { unless: VerbCall } | { if: VerbCall['if'] } | { if: VerbCall['if']; unless: VerbCall } | { x: Amount };
const suffix: Parser<Suffix> = alt<Suffix>(
  map(duration, (d) => ({ until: d })),
  map(seq(w('for each'), opt(w('of')), alt(target, kinds)), ([, , t]) => ({ forEach: t })),
  map(seq(opt(w(',')), w('unless'), lazy(() => clause)), ([, , c]) => ({ unless: c[0] })),
  // "dismiss it unless you have another [Shi] support icon in play or reveal a Shi card from your hand": not when the condition holds, and not when its doer does that instead.
  map(seq(opt(w(',')), w('unless'), condition, w('or'), lazy(() => clause)), ([, , c, , cl]) => ({ if: { is: 'not' as const, of: c }, unless: cl[0] })),
  map(seq(w('if'), condition), ([, c]) => ({ if: c })),
  map(seq(opt(w(',')), w('unless'), condition), ([, , c]) => ({ if: { is: 'not' as const, of: c } })),
  map(seq(opt(w(',')), w('where x'), oneOf({ is: 1, equals: 1 }, "'is'"), amount), ([, , , a]) => ({ x: a })),
);
/** "its owner may pay 3 energy", "he or she chooses to … dismiss that unit": the subject is who acts (a dismissed card is always its dismisser's). */
const bySubject = (calls: VerbCall[], who: Owner): VerbCall[] => calls.map((c) => ('who' in c.params || c.verb === 'dismiss' || c.verb === 'play' ? ({ ...c, params: { ...c.params, who } } as VerbCall) : c));
const framedClause: Parser<VerbCall[]> = alt(
  map(seq(opt(w('you may')), clause, many(suffix)), ([may, calls, sufs]) => frame(calls, Object.assign({ may: may ? true : undefined }, ...sufs) as Frame)),
  map(seq(owner, w('may'), clause, many(suffix)), ([o, , calls, sufs]) => frame(bySubject(calls, o), Object.assign({ may: true }, ...sufs) as Frame)),
);

/** Sentence openers: "If …,", "Until end of turn,", "For each …,". */
type Prefix = { if?: VerbCall['if']; until?: VerbCall['until']; forEach?: Target };
const prefix: Parser<Prefix> = alt<Prefix>(
  map(seq(w('if'), condition, w(',')), ([, c]) => ({ if: c })),
  map(seq(duration, w(',')), ([d]) => ({ until: d })),
  map(seq(w('for each'), opt(w('of')), target, w(',')), ([, , t]) => ({ forEach: t })),
  map(seq(w('then')), () => ({})),
  map(seq(w('also ,')), () => ({})),
);

/** A clause after "and," with an opener of its own ("prevent that and, if it's damaged, undamage it"). */
const openedClause: Parser<VerbCall[]> = map(seq(w('and ,'), many(prefix), framedClause), ([, pres, calls]) => frame(calls, Object.assign({}, ...pres) as Frame));

/** A sentence without its full stop: openers, then clauses joined by "and" or a comma. */
const sentenceBody: Parser<VerbCall[]> = map(
  seq(many(prefix), framedClause, many(alt(openedClause, map(seq(alt(seq(w(','), w('and then')), seq(w(','), w('and')), seq(w(','), w('then')), w('and'), w(','), w('then')), framedClause), ([, c]) => c)))),
  ([pres, first, rest]) => frame([...first, ...rest.flat()], Object.assign({}, ...pres) as Frame),
);
export const sentence: Parser<VerbCall[]> = map(seq(sentenceBody, opt(w('.'))), ([calls]) => calls);

export const effects: Parser<VerbCall[]> = map(sepBy1(sentence, many(w('.'))), (ss) => ss.flat());
export { you, number };
