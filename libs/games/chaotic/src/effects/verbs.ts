import type { EffectContext } from './effect-context';
import type { Discipline, Element } from '../cards/card';
import { conditionHolds } from './conditions';
import { countOf } from './counts';
import type { Subject } from './effect-types';
import type { ParamsOf, VerbCall, VerbName } from './verb-calls';

/** A verb returns false when it did nothing ("If you do" needs to know). */
type Apply<V extends VerbName> = (ctx: EffectContext, params: ParamsOf<V>) => boolean | void;

const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];
const DISCIPLINES: readonly Discipline[] = ['courage', 'power', 'wisdom', 'speed'];

/** For each creature the subject names now (a subject that names none does nothing). */
function each(ctx: EffectContext, subject: Subject, act: (creature: string) => void): void {
  for (const creature of ctx.select(subject)) act(creature);
}

/** One implementation per verb (Forge's one effect class per verb, here one function). */
export const VERBS: { readonly [V in VerbName]: Apply<V> } = {
  'deal-damage': (ctx, p) => {
    const amount = p.amount * (p.per ? countOf(ctx, p.per) : 1);
    if (amount > 0) each(ctx, p.to, (c) => ctx.dealDamage(c, amount));
  },
  heal: (ctx, p) => {
    const amount = p.amount * (p.per ? countOf(ctx, p.per) : 1);
    if (amount > 0) each(ctx, p.to, (c) => ctx.heal(c, amount));
  },
  'modify-stat': (ctx, p) => {
    // Counted when it applies; the engine re-applies innate effects as the count changes (CR 8.7.2.3).
    const times = p.per ? p.per.reduce((n, filter) => n + ctx.select({ select: 'all', filter }).length, 0) : 1;
    each(ctx, p.to, (c) => ctx.modifyStat(c, p.stat, p.delta * times, p.duration));
  },
  'gain-element': (ctx, p) => each(ctx, p.to, (c) => ctx.setElement(c, p.element, true, p.duration)),
  'lose-element': (ctx, p) => each(ctx, p.to, (c) => ctx.setElement(c, p.element, false, p.duration)),
  'grant-ability': (ctx, p) => each(ctx, p.to, (c) => ctx.grantAbility(c, p.ability, p.duration)),
  'remove-ability': (ctx, p) => each(ctx, p.to, (c) => (p.cannotGain ? ctx.removeAbility(c, p.ability, p.duration, true) : ctx.removeAbility(c, p.ability, p.duration))),
  'set-hive': (ctx, p) => ctx.setHive(p.on),
  infect: (ctx, p) => each(ctx, p.to, (c) => ctx.infect(c)),
  uninfect: (ctx, p) => each(ctx, p.to, (c) => ctx.uninfect(c)),
  'flip-battlegear': (ctx, p) => each(ctx, p.of, (c) => ctx.flipBattlegear(c, p.face)),
  'destroy-battlegear': (ctx, p) => each(ctx, p.of, (c) => ctx.destroyBattlegear(c)),
  'add-mugic-counters': (ctx, p) => each(ctx, p.to, (c) => void ctx.addMugicCounters(c, p.amount)),
  'remove-mugic-counters': (ctx, p) => {
    const pool = ctx.select(p.from);
    const from = p.chosen ? [ctx.chooseCreature(pool)].filter((c): c is string => c !== undefined) : pool;
    return from.reduce((removed, c) => removed + ctx.removeMugicCounters(c, p.amount), 0) > 0;
  },
  relocate: (ctx, p) => each(ctx, p.to, (c) => ctx.relocate(c, p.destination)),
  'return-mugic-to-hand': (ctx, p) => ctx.returnMugicToHand(p.players, p.optional),
  'discard-mugic': (ctx, p) => ctx.discardMugic(p.players, p.count),
  'modify-mugic-cost': (ctx, p) => ctx.modifyMugicCost(p.delta, p.tribes, p.duration),
  'allow-mugic-tribes': (ctx, p) => each(ctx, p.who, (c) => ctx.allowMugicTribes(c, p.tribes, p.duration)),
  'modify-first-attack-damage': (ctx, p) => each(ctx, p.by, (c) => ctx.modifyFirstAttackDamage(c, p.delta, p.duration)),
  negate: (ctx, p) => {
    if (!p.targeting) return ctx.negate(p.what, p.tribes);
    each(ctx, p.targeting, (c) => ctx.negate(p.what, p.tribes, c));
  },
  'look-at-deck': (ctx, p) => ctx.lookAtTopOfDeck(p.owner, p.decks, p.count, p.arrangement),
  'shuffle-deck': (ctx, p) => ctx.shuffleDeck(p.owner, p.decks),
  'draw-attack': (ctx, p) => (p.players ? ctx.drawAttack(p.count, p.players) : ctx.drawAttack(p.count)),
  'discard-attack': (ctx, p) => (p.players ? ctx.discardAttack(p.count, p.players) : ctx.discardAttack(p.count)),
  'modify-attack-damage': (ctx, p) => {
    const disciplines = p.disciplines ?? [];
    if (!p.to) ctx.modifyAttackDamage(p.delta, p.elements, disciplines, undefined, p.duration);
    else each(ctx, p.to, (c) => ctx.modifyAttackDamage(p.delta, p.elements, disciplines, c, p.duration));
  },
  prohibit: (ctx, p) => {
    if (!p.who) ctx.prohibit(p.action, undefined, p.duration);
    else each(ctx, p.who, (c) => ctx.prohibit(p.action, c, p.duration));
  },
  'choose-element': (ctx, p) =>
    each(ctx, p.to, (c) => {
      const options = ELEMENTS.filter((e) => ctx.hasElement(c, e) !== p.gain);
      const element = ctx.choose('element', options) as Element | undefined;
      if (element && options.includes(element)) ctx.setElement(c, element, p.gain, p.duration);
    }),
  'choose-discipline': (ctx, p) =>
    each(ctx, p.to, (c) => {
      const stat = ctx.choose('discipline', DISCIPLINES) as Discipline | undefined;
      if (stat && DISCIPLINES.includes(stat)) ctx.modifyStat(c, stat, p.delta, p.duration);
    }),
  optional: (ctx, p) => ctx.confirm(p.steps.map((s) => s.verb).join(', ')) && doThen(ctx, p.steps, p.ifDone),
  'if-done': (ctx, p) => doThen(ctx, p.steps, p.ifDone),
  'set-attack-damage': (ctx, p) => {
    if (!p.by) ctx.setAttackDamage(p.amount, p.which, undefined, p.duration);
    else each(ctx, p.by, (c) => ctx.setAttackDamage(p.amount, p.which, c, p.duration));
  },
  'suppress-abilities': (ctx, p) => ctx.suppressAbilities(p.cards, p.duration),
  'grant-card-ability': (ctx, p) => ctx.grantCardAbility(p.cards, p.ability, p.duration),
  'grant-effect': (ctx, p) => each(ctx, p.to, (c) => ctx.grantEffect(c, p.effect, p.duration)),
  'grant-attack-effect': (ctx, p) => each(ctx, p.by, (c) => ctx.grantAttackEffect(c, p.effect, p.duration)),
  'return-creature-to-play': (ctx, p) => ctx.returnCreatureToPlay(p.filter, p.targeted),
  'modify-mugic-damage': (ctx, p) => each(ctx, p.by, (c) => ctx.modifyMugicDamage(c, p.delta, p.duration)),
  'move-as-if-adjacent': (ctx, p) => each(ctx, p.who, (c) => ctx.allowMoveAsIfAdjacent(c, p.duration)),
  'modify-first-mugic-cost': (ctx, p) => each(ctx, p.who, (c) => ctx.modifyFirstMugicCost(c, p.delta, p.duration)),
  'reveal-location': (ctx) => ctx.revealNewActiveLocation(),
  'shuffle-discard-into-deck': (ctx, p) => ctx.shuffleDiscardIntoDeck(p.players, p.decks),
  'change-target': (ctx) => ctx.changeTarget(),
  conditional: (ctx, p) => {
    const steps = p.conditions.every((c) => conditionHolds(ctx, c)) ? p.then : p.otherwise;
    for (const step of steps) applyVerb(ctx, step);
  },
  'set-stat': (ctx, p) => each(ctx, p.to, (c) => ctx.modifyStat(c, p.stat, p.value - ctx.stat(c, p.stat), p.duration)),
  'modify-attack-damage-by': (ctx, p) => each(ctx, p.by, (c) => ctx.modifyAttackDamageBy(c, p.delta, p.against, p.duration)),
  'set-mugic-damage': (ctx, p) => each(ctx, p.to, (c) => ctx.setMugicDamageTo(c, p.amount, p.duration)),
  'modify-first-attack-damage-to': (ctx, p) => each(ctx, p.to, (c) => ctx.modifyFirstAttackDamageTo(c, p.delta, p.duration)),
  'destroy-creature': (ctx, p) => each(ctx, p.to, (c) => ctx.destroyCreature(c)),
  'modify-healing': (ctx, p) => each(ctx, p.to, (c) => ctx.modifyHealing(c, p.delta, p.duration)),
  'modify-recklessness-damage': (ctx, p) => {
    const delta = p.delta * (p.per ? countOf(ctx, p.per) : 1);
    each(ctx, p.to, (c) => ctx.modifyRecklessnessDamage(c, delta, p.duration));
  },
  'for-controllers': (ctx, p) =>
    each(ctx, p.of, (c) =>
      ctx.asControllerOf(c, () => {
        for (const step of p.steps) applyVerb(ctx, step);
      }),
    ),
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
  'modify-healing', 'modify-recklessness-damage', 'grant-card-ability', 'grant-effect', 'grant-attack-effect', 'modify-mugic-damage', 'move-as-if-adjacent', 'modify-first-mugic-cost',
]);
