import type { EffectContext } from './effect-context';
import type { Discipline, Element } from '../cards/card';
import { conditionHolds } from './conditions';
import { countOf } from './counts';
import { STOP, thisWay } from './this-way';
import type { Subject } from './effect-types';
import type { ParamsOf, VerbCall, VerbName } from './verb-calls';

/** A verb returns false when it did nothing ("If you do" needs to know). */
type Apply<V extends VerbName> = (ctx: EffectContext, params: ParamsOf<V>) => boolean | void;

const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];
const DISCIPLINES: readonly Discipline[] = ['courage', 'power', 'wisdom', 'speed'];

/** The Discipline last chosen in a resolution (one context resolves a Mugic's every line), for "another Discipline". */
const lastDiscipline = new WeakMap<EffectContext, Discipline>();

/** For each creature the subject names now (a subject that names none does nothing); the most frequent verbs loop over `select` themselves (replay speed: no closure per call). */
function each(ctx: EffectContext, subject: Subject, act: (creature: string) => void): void {
  for (const creature of ctx.select(subject)) act(creature);
}

/** One implementation per verb (Forge's one effect class per verb, here one function). */
export const VERBS: { readonly [V in VerbName]: Apply<V> } = {
  'deal-damage': (ctx, p) => {
    const amount = p.amount * (p.per ? countOf(ctx, p.per) : 1);
    if (amount > 0) for (const c of ctx.select(p.to)) ctx.dealDamage(c, amount);
  },
  heal: (ctx, p) => {
    // "Heal all damage": more than any creature carries, so every damage counter goes whatever healing changes apply.
    const amount = p.all ? Number.MAX_SAFE_INTEGER : p.amount * (p.per ? countOf(ctx, p.per) : 1);
    if (amount > 0) for (const c of ctx.select(p.to)) ctx.heal(c, amount);
  },
  'modify-stat': (ctx, p) => {
    // Counted when it applies; the engine re-applies innate effects as the count changes (CR 8.7.2.3).
    const times = (p.per ? p.per.reduce((n, filter) => n + ctx.select({ select: 'all', filter }).length + ctx.extraCreatures(filter), 0) : 1) * (p.perCount ? countOf(ctx, p.perCount) : 1);
    for (const c of ctx.select(p.to)) ctx.modifyStat(c, p.stat, p.delta * times, p.duration);
  },
  'gain-element': (ctx, p) => each(ctx, p.to, (c) => ctx.setElement(c, p.element, true, p.duration)),
  'lose-element': (ctx, p) =>
    each(ctx, p.to, (c) => {
      // "for each Elemental Type lost this way" (Nocturne of the Elements).
      if (ctx.hasElement(c, p.element)) thisWay(ctx).elementsLost = (thisWay(ctx).elementsLost ?? 0) + 1;
      if (p.cannotGain) ctx.setElement(c, p.element, false, p.duration, true);
      else ctx.setElement(c, p.element, false, p.duration);
    }),
  'grant-ability': (ctx, p) => {
    const copies = p.per ? countOf(ctx, p.per) : 1;
    for (const c of ctx.select(p.to)) for (let i = 0; i < copies; i++) ctx.grantAbility(c, p.ability, p.duration);
  },
  'remove-ability': (ctx, p) => each(ctx, p.to, (c) => (p.cannotGain ? ctx.removeAbility(c, p.ability, p.duration, true) : ctx.removeAbility(c, p.ability, p.duration))),
  'set-hive': (ctx, p) => ctx.setHive(p.on),
  infect: (ctx, p) => {
    if (p.chosen && p.times === 'x') {
      // Each pick among those `to` names now ("Uninfected" ones), so no creature is picked twice.
      let infected = 0;
      for (let i = 0; i < ctx.costX(); i++) {
        const one = ctx.chooseCreature(ctx.select(p.to));
        if (one === undefined) break;
        ctx.infect(one);
        infected++;
      }
      return infected > 0;
    }
    const to = p.chosen ? [ctx.chooseCreature(ctx.select(p.to))].filter((c): c is string => c !== undefined) : ctx.select(p.to);
    to.forEach((c) => ctx.infect(c));
    return to.length > 0;
  },
  uninfect: (ctx, p) => {
    const infected = ctx.select({ select: 'all', filter: { infected: true } });
    let to = ctx.select(p.to);
    if (p.upTo !== undefined) {
      // "Uninfect up to three Infected Creatures": picked one by one; STOP ends the picking early.
      const picked: string[] = [];
      for (let i = 0; i < p.upTo; i++) {
        const one = ctx.chooseCreature([...to.filter((c) => !picked.includes(c)), STOP]);
        if (one === undefined || one === STOP) break;
        picked.push(one);
      }
      to = picked;
    }
    to.forEach((c) => ctx.uninfect(c));
    const way = thisWay(ctx);
    way.uninfected = (way.uninfected ?? 0) + to.filter((c) => infected.includes(c)).length;
  },
  'flip-battlegear': (ctx, p) => {
    if (!p.chosen) {
      for (const c of ctx.select(p.of)) ctx.flipBattlegear(c, p.face);
      return;
    }
    // Only a Battlegear lying the other way can be turned face-up (or face-down).
    const options = ctx.select(p.of).filter((c) => { const up = ctx.gearFaceUp(c); return up !== undefined && (p.face === 'over' || up !== (p.face === 'up')); });
    const picked = ctx.chooseCreature(options);
    if (picked === undefined) return false;
    ctx.flipBattlegear(picked, p.face);
  },
  'destroy-battlegear': (ctx, p) => {
    // "If you do": done only when there was a Battlegear to destroy or sacrifice.
    const all = ctx.select(p.of).filter((c) => ctx.hasBattlegear(c));
    const equipped = p.chosen ? [ctx.chooseCreature(all)].filter((c): c is string => c !== undefined) : all;
    equipped.forEach((c) => (p.sacrifice ? ctx.destroyBattlegear(c, true) : ctx.destroyBattlegear(c)));
    return equipped.some((c) => !ctx.hasBattlegear(c));
  },
  'add-named-counters': (ctx, p) => each(ctx, p.to, (c) => ctx.addNamedCounters(c, p.name, p.amount)),
  'add-mugic-counters': (ctx, p) => {
    const amount = p.amount * (p.per ? countOf(ctx, p.per) : 1);
    if (!p.chosen) {
      for (const c of ctx.select(p.to)) ctx.addMugicCounters(c, amount);
      return;
    }
    const to = ctx.chooseCreature(ctx.select(p.to));
    return to !== undefined && ctx.addMugicCounters(to, amount) > 0;
  },
  'remove-mugic-counters': (ctx, p) => {
    const pool = ctx.select(p.from);
    const from = p.chosen ? [ctx.chooseCreature(pool)].filter((c): c is string => c !== undefined) : pool;
    const amount = p.amount * (p.per ? countOf(ctx, p.per) : 1);
    return from.reduce((removed, c) => removed + ctx.removeMugicCounters(c, p.all ? ctx.stat(c, 'mugic-counters') : amount), 0) > 0;
  },
  relocate: (ctx, p) => each(ctx, p.to, (c) => ctx.relocate(c, p.destination)),
  'return-mugic-to-hand': (ctx, p) => ctx.returnMugicToHand(p.players, p.optional),
  'discard-mugic': (ctx, p) => {
    // "If you do": a player with no Mugic Card in hand discards nothing.
    if (p.players === 'you' && ctx.handSize('mugic', 'you') === 0) return false;
    if (p.random) ctx.discardMugic(p.players, p.count, true);
    else ctx.discardMugic(p.players, p.count);
  },
  'modify-mugic-cost': (ctx, p) => (p.named === undefined ? ctx.modifyMugicCost(p.delta, p.tribes, p.duration) : ctx.modifyMugicCost(p.delta, p.tribes, p.duration, p.named)),
  'allow-mugic-tribes': (ctx, p) => {
    // Innate text is re-read as creatures come and go (CR 8.7.2.3), so the tribes controlled are current.
    const tribes = p.controlled ? [...new Set(ctx.select({ select: 'all', filter: { controller: 'you' } }).map((c) => ctx.tribe(c)))] : p.tribes;
    if (p.controlled && tribes.length === 0) return false;
    each(ctx, p.who, (c) => ctx.allowMugicTribes(c, tribes, p.duration));
  },
  'modify-first-attack-damage': (ctx, p) => each(ctx, p.by, (c) => ctx.modifyFirstAttackDamage(c, p.delta, p.duration)),
  negate: (ctx, p) => {
    const toHand = p.toHand ?? false;
    if (!p.targeting) return ctx.negate(p.what, p.tribes, undefined, toHand);
    // One item is negated: the first of the named creatures that a matching item targets.
    return ctx.select(p.targeting).some((c) => ctx.negate(p.what, p.tribes, c, toHand));
  },
  'look-at-deck': (ctx, p) => ctx.lookAtTopOfDeck(p.owner, p.decks, p.count, p.arrangement),
  'shuffle-deck': (ctx, p) => ctx.shuffleDeck(p.owner, p.decks),
  'draw-attack': (ctx, p) => (p.players ? ctx.drawAttack(p.count, p.players) : ctx.drawAttack(p.count)),
  'discard-attack': (ctx, p) => {
    if (p.named !== undefined) return ctx.discardNamedAttack(p.named);
    return p.players ? ctx.discardAttack(p.count, p.players) : ctx.discardAttack(p.count);
  },
  'modify-attack-damage': (ctx, p) => {
    const disciplines = p.disciplines ?? [];
    const shared = p.sharedElement === true;
    const extra: [boolean, boolean] | [boolean] | [] = p.all === true ? [shared, true] : shared ? [shared] : [];
    if (!p.to) ctx.modifyAttackDamage(p.delta, p.elements, disciplines, undefined, p.duration, ...extra);
    else each(ctx, p.to, (c) => ctx.modifyAttackDamage(p.delta, p.elements, disciplines, c, p.duration, ...extra));
  },
  prohibit: (ctx, p) => {
    if (!p.who) ctx.prohibit(p.action, undefined, p.duration);
    else each(ctx, p.who, (c) => ctx.prohibit(p.action, c, p.duration));
  },
  'choose-element': (ctx, p) =>
    each(ctx, p.to, (c) => {
      for (let i = 0; i < (p.times === 'x' ? ctx.costX() : 1); i++) {
        const options = p.value !== undefined ? ELEMENTS : ELEMENTS.filter((e) => ctx.hasElement(c, e) !== p.gain);
        const element = ctx.choose('element', options) as Element | undefined;
        if (element && options.includes(element)) thisWay(ctx).element = element;
        if (element && options.includes(element) && !p.abilityOnly) ctx.setElement(c, element, p.gain, p.duration);
        if (element && options.includes(element) && p.value !== undefined) ctx.grantAbility(c, { kind: 'element', element, x: p.value }, p.duration);
      }
    }),
  'choose-discipline': (ctx, p) =>
    each(ctx, p.to, (c) => {
      // "its lowest Discipline": the choice is only among the lowest (a tie leaves one).
      const low = Math.min(...DISCIPLINES.map((d) => ctx.stat(c, d)));
      const earlier = p.other ? lastDiscipline.get(ctx) : undefined;
      const options = (p.lowest ? DISCIPLINES.filter((d) => ctx.stat(c, d) === low) : DISCIPLINES).filter((d) => d !== earlier);
      const stat = ctx.choose('discipline', options) as Discipline | undefined;
      if (stat && options.includes(stat)) {
        lastDiscipline.set(ctx, stat);
        ctx.modifyStat(c, stat, p.delta, p.duration);
      }
    }),
  optional: (ctx, p) => ctx.confirm(p.steps.map((s) => s.verb).join(', ')) && doThen(ctx, p.steps, p.ifDone),
  'if-done': (ctx, p) => {
    const done = doThen(ctx, p.steps, p.ifDone);
    if (!done) for (const step of p.otherwise ?? []) applyVerb(ctx, step);
    return done;
  },
  'reflect-attack-damage': (ctx) => ctx.reflectAttackDamage(),
  'reveal-hand': (ctx, p) => ctx.revealHand(p.hand),
  'gain-attack-elements': (ctx, p) =>
    each(ctx, p.to, (c) => {
      // "When Nimmei gains an Elemental Type this way": one it already had is not gained.
      for (const element of ctx.eventAttackElements()) {
        if (ctx.hasElement(c, element)) continue;
        ctx.setElement(c, element, true, p.duration);
        if (p.elementX) ctx.grantAbility(c, { kind: 'element', element, x: p.elementX }, p.duration);
      }
    }),
  'delayed-trigger': (ctx, p) => each(ctx, p.about, (c) => ctx.delayedTrigger(c, p.effect, p.once, p.duration)),
  'set-attack-damage': (ctx, p) => {
    if (p.elemental !== undefined || p.to) {
      // Lomma: only a target attack of that kind, played against that creature.
      const [against] = p.to ? ctx.select(p.to) : [];
      if (p.to && against === undefined) return false;
      return ctx.setTargetAttackDamageIf(p.amount, { elemental: p.elemental === true, ...(against !== undefined ? { against } : {}) }, p.duration);
    }
    if (!p.by) ctx.setAttackDamage(p.amount, p.which, undefined, p.duration);
    else if (p.buildPoints !== undefined) each(ctx, p.by, (c) => ctx.setAttackDamage(p.amount, p.which, c, p.duration, p.buildPoints));
    else each(ctx, p.by, (c) => ctx.setAttackDamage(p.amount, p.which, c, p.duration));
  },
  'suppress-abilities': (ctx, p) => ctx.suppressAbilities(p.cards, p.duration),
  'grant-card-ability': (ctx, p) => (p.of ? each(ctx, p.of, (c) => ctx.grantCardAbility(p.cards, p.ability, p.duration, c)) : ctx.grantCardAbility(p.cards, p.ability, p.duration)),
  'grant-effect': (ctx, p) => each(ctx, p.to, (c) => ctx.grantEffect(c, p.effect, p.duration)),
  'grant-attack-effect': (ctx, p) => each(ctx, p.by, (c) => ctx.grantAttackEffect(c, p.effect, p.duration)),
  'return-creature-to-play': (ctx, p) => (p.ownSide || p.another ? ctx.returnCreatureToPlay(p.filter, p.targeted, { ownSide: p.ownSide === true, another: p.another === true }) : ctx.returnCreatureToPlay(p.filter, p.targeted)),
  'modify-mugic-damage': (ctx, p) => each(ctx, p.by, (c) => (p.tribes ? ctx.modifyMugicDamage(c, p.delta, p.duration, p.tribes) : ctx.modifyMugicDamage(c, p.delta, p.duration))),
  'move-as-if-adjacent': (ctx, p) => each(ctx, p.who, (c) => ctx.allowMoveAsIfAdjacent(c, p.duration)),
  'modify-first-mugic-cost': (ctx, p) => each(ctx, p.who, (c) => ctx.modifyFirstMugicCost(c, p.delta, p.duration)),
  'modify-this-mugic-cost': (ctx, p) => ctx.modifyThisMugicCost(p.delta),
  'reveal-location': (ctx, p) => (p.byActivePlayer ? ctx.revealNewActiveLocation(true) : ctx.revealNewActiveLocation()),
  'shuffle-discard-into-deck': (ctx, p) => ctx.shuffleDiscardIntoDeck(p.players, p.decks),
  'change-target': (ctx, p) => (p.what ? ctx.changeTarget(p.what) : ctx.changeTarget()),
  conditional: (ctx, p) => {
    const steps = p.conditions.every((c) => conditionHolds(ctx, c)) ? p.then : p.otherwise;
    for (const step of steps) applyVerb(ctx, step);
  },
  'set-stat': (ctx, p) => each(ctx, p.to, (c) => ctx.modifyStat(c, p.stat, p.value - ctx.stat(c, p.stat), p.duration)),
  'replace-next-attack-damage': (ctx, p) => ctx.replaceNextAttackDamage(p.amount, p.duration),
  mirage: (ctx, p) => ctx.actOnMirage(p.action),
  'remove-from-game': (ctx, p) => {
    const removed = ctx.removeFromGame(p.players, p.count, { ...(p.cardType ? { cardType: p.cardType } : {}), ...(p.subtype ? { subtype: p.subtype } : {}), ...(p.tribes ? { tribes: p.tribes } : {}) });
    thisWay(ctx).removed = removed;
    return removed.length > 0;
  },
  'redirect-next-attack': (ctx, p) => each(ctx, p.to, (c) => ctx.redirectNextAttack(c, p.duration)),
  'return-this-mugic-to-hand': (ctx) => ctx.returnThisMugicToHand(),
  'negate-triggering-mugic': (ctx) => ctx.negateTriggeringMugic(),
  'count-as-mandiblors': (ctx, p) => {
    if (p.what === 'discard-cards') return ctx.countAsMandiblors('discard-cards', undefined, p.duration);
    each(ctx, p.on ?? { select: 'self' }, (c) => ctx.countAsMandiblors('counters-on', c, p.duration));
  },
  'destroy-battlegear-next-turn': (ctx, p) => each(ctx, p.of, (c) => ctx.destroyBattlegearNextTurn(c)),
  'return-to-play': (ctx, p) => ctx.select(p.who).reduce((done, c) => ctx.returnToPlay(c, p.ownSide) || done, false),
  'attacks-count-as': (ctx, p) => each(ctx, p.by, (c) => ctx.attacksCountAs(c, p.elements, p.duration)),
  'modify-next-attack-damage': (ctx, p) => {
    const to = p.to ? ctx.selectOne(p.to) : undefined;
    if (p.to && to === undefined) return false;
    each(ctx, p.by, (c) => ctx.modifyNextAttackDamage(c, p.delta, to, p.duration));
  },
  'gain-expended-element': (ctx, p) => {
    const element = ctx.expendedElement();
    if (!element) return false;
    each(ctx, p.to, (c) => ctx.setElement(c, element, true, p.duration));
  },
  'succeed-checks': (ctx, p) => each(ctx, p.who, (c) => ctx.succeedChecks(c, p.duration)),
  'grant-chosen-element': (ctx, p) => {
    const element = thisWay(ctx).element;
    if (element === undefined) return false;
    each(ctx, p.to, (c) => ctx.grantAbility(c, { kind: 'element', element, x: p.x }, p.duration));
  },
  'fail-checks': (ctx, p) => each(ctx, p.who, (c) => ctx.failChecks(c, p.duration)),
  unbrainwash: (ctx, p) => each(ctx, p.to, (c) => ctx.unbrainwash(c, p.duration)),
  brainwash: (ctx, p) => each(ctx, p.to, (c) => ctx.brainwash(c, p.duration)),
  'modify-caster-mugic-cost': (ctx, p) => each(ctx, p.who, (c) => ctx.modifyCasterMugicCost(c, p.delta, p.minimum, p.duration)),
  'redirect-damage': (ctx, p) => {
    const [to] = ctx.select(p.to);
    if (to === undefined) return false;
    each(ctx, p.from, (c) => ctx.redirectDamage(c, to, p.duration));
  },
  'move-battlegear': (ctx, p) => {
    const [from] = ctx.select(p.from);
    const [to] = ctx.select(p.to);
    if (from === undefined || to === undefined || from === to || !ctx.hasBattlegear(from) || ctx.hasBattlegear(to)) return false;
    ctx.moveBattlegear(from, to);
  },
  'gain-initiative-element': (ctx, p) => {
    const initiative = ctx.activeLocationInitiative();
    const element = ELEMENTS.find((e) => e.toLowerCase() === initiative);
    if (!element) return false;
    if (p.x !== undefined) each(ctx, p.to, (c) => ctx.grantAbility(c, { kind: 'element', element, x: p.x! }, p.duration));
    else each(ctx, p.to, (c) => ctx.setElement(c, element, true, p.duration));
  },
  'gain-elements-of': (ctx, p) => {
    const from = ctx.select(p.from);
    const elements = ELEMENTS.filter((e) => from.some((c) => ctx.hasElement(c, e)));
    each(ctx, p.to, (c) => elements.forEach((e) => ctx.setElement(c, e, p.lose !== true, p.duration)));
  },
  'modify-attack-damage-by': (ctx, p) =>
    each(ctx, p.by, (c) => {
      if (p.plainOnly) ctx.modifyAttackDamageBy(c, p.delta, p.against, p.duration, p.elements, true);
      else if (p.elements) ctx.modifyAttackDamageBy(c, p.delta, p.against, p.duration, p.elements);
      else ctx.modifyAttackDamageBy(c, p.delta, p.against, p.duration);
    }),
  'set-mugic-damage': (ctx, p) => each(ctx, p.to, (c) => ctx.setMugicDamageTo(c, p.amount, p.duration)),
  'modify-first-attack-damage-to': (ctx, p) => each(ctx, p.to, (c) => ctx.modifyFirstAttackDamageTo(c, p.delta, p.duration)),
  'destroy-creature': (ctx, p) => each(ctx, p.to, (c) => ctx.destroyCreature(c)),
  'modify-healing': (ctx, p) => each(ctx, p.to, (c) => ctx.modifyHealing(c, p.delta, p.duration)),
  'modify-recklessness-damage': (ctx, p) => {
    const delta = p.delta * (p.per ? countOf(ctx, p.per) : 1);
    const own = (c: string) => (p.perOwnElement ? ELEMENTS.filter((e) => ctx.hasElement(c, e)).length : 1);
    each(ctx, p.to, (c) => ctx.modifyRecklessnessDamage(c, delta * own(c), p.duration));
  },
  'modify-this-attack-damage': (ctx, p) => ctx.modifyThisAttackDamage(p.delta * (p.per ? countOf(ctx, p.per) : 1)),
  'unless-opponent': (ctx, p) => {
    let paid = false;
    // The opponent decides; what they pay reads "you" as them. Only all of it paid prevents `otherwise`.
    ctx.forPlayers('opponent', () => {
      paid = ctx.confirm(p.pay.map((s) => s.verb).join(', ')) && p.pay.every((s) => applyVerb(ctx, s));
    });
    if (!paid) for (const step of p.otherwise) applyVerb(ctx, step);
  },
  'modify-mugic-damage-to': (ctx, p) => each(ctx, p.to, (c) => ctx.modifyMugicDamageTo(c, p.delta, p.duration)),
  'move-mugic-counter': (ctx) => {
    const from = ctx.chooseCreature(ctx.select({ select: 'all', filter: { stat: { stat: 'mugic-counters', min: 1 } } }));
    if (from === undefined || ctx.removeMugicCounters(from, 1) === 0) return false;
    // "another Creature controlled by the same player" that "can have Mugic counters put on it".
    const mine = ctx.select({ select: 'all', filter: { controller: 'you' } });
    const side = mine.includes(from) ? mine : ctx.select({ select: 'all', filter: { controller: 'opponent' } });
    const to = ctx.chooseCreature(side.filter((c) => c !== from && ctx.canGainMugicCounters(c)));
    if (to !== undefined) ctx.addMugicCounters(to, 1);
  },
  'modify-next-played-attack': (ctx, p) => ctx.modifyNextPlayedAttack(p.delta, p.duration),
  'gain-subtype': (ctx, p) => each(ctx, p.to, (c) => ctx.gainSubtype(c, p.subtype, p.duration)),
  'cap-attack-damage': (ctx, p) => {
    if (!p.to) ctx.capAttackDamage(p.max, undefined, p.duration);
    else each(ctx, p.to, (c) => ctx.capAttackDamage(p.max, c, p.duration));
  },
  swap: (ctx, p) => {
    const [a] = p.chosenA ? [ctx.chooseCreature(ctx.select(p.a))] : ctx.select(p.a);
    const [b] = p.chosen ? [ctx.chooseCreature(ctx.select(p.b).filter((c) => c !== a))] : ctx.select(p.b);
    return a !== undefined && b !== undefined && ctx.swap(p.what, a, b);
  },
  'swap-attack-deck-and-discard': (ctx) => ctx.swapAttackDeckAndDiscard(),
  'choose-one': (ctx, p) => {
    const mode = Number(ctx.choose('mode', p.modes.map((_m, i) => String(i + 1))));
    for (const step of p.modes[mode - 1] ?? []) applyVerb(ctx, step);
  },
  'gain-printed-elements': (ctx, p) =>
    each(ctx, p.to, (c) => {
      const from = p.from === 'scanned' ? ctx.scannedElements(c) : ctx.discardCreatureElements();
      for (const element of ELEMENTS) if (from.includes(element) && !ctx.hasElement(c, element)) ctx.setElement(c, element, true, p.duration);
    }),
  'modify-ability-cost': (ctx, p) => each(ctx, p.who, (c) => (p.ifCosted ? ctx.modifyAbilityCost(c, p.delta, p.duration, true) : ctx.modifyAbilityCost(c, p.delta, p.duration))),
  // Read off the active Location by the engine (text-active.ts), like "Battlegear have no abilities".
  'minions-as-with-chieftain': () => undefined,
  // Read by the engine when an ability's Mugic counters are paid (engine/costs-counters.ts).
  'spend-counters-from': () => undefined,
  'modify-non-attack-damage': (ctx, p) => {
    const change = { ...(p.delta !== undefined ? { delta: p.delta } : {}), ...(p.set !== undefined ? { set: p.set } : {}) };
    if (!p.to) ctx.modifyNonAttackDamage(undefined, change, p.duration);
    else each(ctx, p.to, (c) => ctx.modifyNonAttackDamage(c, change, p.duration));
  },
  'shuffle-hand-into-deck': (ctx) => ctx.shuffleHandIntoDeck(),
  'reset-to-scanned': (ctx, p) => each(ctx, p.to, (c) => ctx.modifyStat(c, p.stat, ctx.scanned(c, p.stat) - ctx.stat(c, p.stat), p.duration)),
  'return-battlegear-to-play': (ctx, p) => (p.self || p.other ? ctx.returnBattlegearToPlay(p.self === true, p.other === true) : ctx.returnBattlegearToPlay()),
  'sacrifice-battlegear': (ctx) => ctx.sacrificeBattlegear(),
  'shift-elements': (ctx, p) =>
    each(ctx, p.to, (c) => {
      // What it gains depends on what it had before losing them all.
      const had = ELEMENTS.filter((e) => ctx.hasElement(c, e));
      const gains = new Set(p.shift.filter((s) => had.includes(s.from)).map((s) => s.into));
      for (const e of ELEMENTS) if (ctx.hasElement(c, e) !== gains.has(e)) ctx.setElement(c, e, gains.has(e), p.duration);
    }),
  'flip-coin': (ctx, p) => {
    for (const step of ctx.flipCoin() ? p.heads : p.tails) applyVerb(ctx, step);
  },
  'sacrifice-creature': (ctx, p) => {
    if (p.all) return ctx.select(p.from).map((c) => ctx.sacrificeCreature(c)).length > 0;
    const one = ctx.chooseCreature(ctx.select(p.from));
    if (one === undefined) return false;
    thisWay(ctx).sacrificed = one; // "the sacrificed Creature" (Nourishing Nocturne)
    ctx.sacrificeCreature(one);
    return true;
  },
  'for-each-creature': (ctx, p) =>
    each(ctx, p.of, (c) =>
      ctx.forCreature(c, p.byController === true, () => {
        for (const step of p.steps) applyVerb(ctx, step);
      }),
    ),
  'for-players': (ctx, p) =>
    ctx.forPlayers(p.who, () => {
      for (const step of p.steps) applyVerb(ctx, step);
    }),
  'for-controllers': (ctx, p) =>
    each(ctx, p.of, (c) =>
      ctx.asControllerOf(c, () => {
        for (const step of p.steps) applyVerb(ctx, step);
      }),
    ),
  'match-scanned': (ctx, p) => {
    const [of] = ctx.select(p.of);
    if (of === undefined) return false;
    // Read before any change: "so those values become equal" to the Scanned values as they are now.
    const wanted = p.disciplines.map((d) => ctx.scanned(of, d));
    each(ctx, p.to, (c) => p.disciplines.forEach((d, i) => {
      const delta = wanted[i] - ctx.stat(c, d);
      if (delta !== 0) ctx.modifyStat(c, d, delta, p.duration);
    }));
  },
  'change-target-attack': (ctx, p) => ctx.changeTargetAttack({ ...(p.delta !== undefined ? { delta: p.delta } : {}), ...(p.first !== undefined ? { first: p.first } : {}), ...(p.perElement ? { perElement: true } : {}), ...(p.noText ? { noText: true } : {}) }, p.elemental === true, p.duration),
  'next-attack-first': (ctx, p) => each(ctx, p.by, (c) => ctx.nextAttackCountsAsFirst(c, p.duration)),
  'replace-zero-attack-damage': (ctx, p) => each(ctx, p.by, (c) => ctx.replaceZeroAttackDamage(c, p.amount, p.duration)),
  'set-recklessness-damage': (ctx, p) => each(ctx, p.to, (c) => ctx.setRecklessnessDamage(c, p.amount, p.duration)),
  'deck-top-to-bottom': (ctx, p) => ctx.putTopOnBottom(p.owner, p.decks),
};

/** Runs `steps`, then `ifDone` when every step did something ("If you do"). */
function doThen(ctx: EffectContext, steps: readonly VerbCall[], ifDone: readonly VerbCall[]): boolean {
  const done = steps.map((step) => applyVerb(ctx, step)).every((did) => did);
  if (done) for (const step of ifDone) applyVerb(ctx, step);
  return done;
}

/** Runs one verb call against the context; false when the verb did nothing. */
export function applyVerb(ctx: EffectContext, call: VerbCall): boolean {
  return (VERBS[call.verb] as Apply<VerbName>)(ctx, call.params as never) !== false;
}

/** Whether a step makes only lasting changes: a lasting verb, or a conditional whose branches do (CR 8.9.2). */
export function isLasting(step: VerbCall): boolean {
  if (step.verb === 'conditional') return [...step.params.then, ...step.params.otherwise].every(isLasting);
  return CONTINUOUS_VERBS.has(step.verb);
}

/** Verbs that make a lasting change and so may be printed as innate text (CR 8.9.2). */
export const CONTINUOUS_VERBS: ReadonlySet<VerbName> = new Set<VerbName>([
  'modify-stat', 'gain-element', 'lose-element', 'grant-ability', 'remove-ability', 'modify-attack-damage', 'prohibit', 'modify-mugic-cost', 'allow-mugic-tribes', 'modify-first-attack-damage',
  'set-attack-damage', 'suppress-abilities', 'modify-attack-damage-by', 'set-mugic-damage', 'modify-first-attack-damage-to',
  'modify-healing', 'modify-recklessness-damage', 'minions-as-with-chieftain', 'modify-non-attack-damage', 'redirect-damage', 'modify-caster-mugic-cost', 'succeed-checks', 'modify-ability-cost', 'set-recklessness-damage', 'replace-zero-attack-damage', 'cap-attack-damage', 'gain-elements-of', 'gain-initiative-element', 'gain-subtype', 'modify-mugic-damage-to', 'grant-card-ability', 'grant-effect', 'grant-attack-effect', 'modify-mugic-damage', 'move-as-if-adjacent', 'modify-first-mugic-cost', 'modify-this-mugic-cost',
  'attacks-count-as', 'count-as-mandiblors', 'spend-counters-from',
]);
