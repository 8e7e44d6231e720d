import type { EffectContext } from './effect-context';
import type { Subject } from './effect-types';
import type { ParamsOf, VerbCall, VerbName } from './verb-calls';

type Apply<V extends VerbName> = (ctx: EffectContext, params: ParamsOf<V>) => void;

/** For each creature the subject names now (a subject that names none does nothing). */
function each(ctx: EffectContext, subject: Subject, act: (creature: string) => void): void {
  for (const creature of ctx.select(subject)) act(creature);
}

/** One implementation per verb (Forge's one effect class per verb, here one function). */
export const VERBS: { readonly [V in VerbName]: Apply<V> } = {
  'deal-damage': (ctx, p) => each(ctx, p.to, (c) => ctx.dealDamage(c, p.amount)),
  heal: (ctx, p) => each(ctx, p.to, (c) => ctx.heal(c, p.amount)),
  'modify-stat': (ctx, p) => {
    // Counted when it applies; the engine re-applies innate effects as the count changes (CR 8.7.2.3).
    const times = p.per ? p.per.reduce((n, filter) => n + ctx.select({ select: 'all', filter }).length, 0) : 1;
    each(ctx, p.to, (c) => ctx.modifyStat(c, p.stat, p.delta * times, p.duration));
  },
  'gain-element': (ctx, p) => each(ctx, p.to, (c) => ctx.setElement(c, p.element, true, p.duration)),
  'lose-element': (ctx, p) => each(ctx, p.to, (c) => ctx.setElement(c, p.element, false, p.duration)),
  'grant-ability': (ctx, p) => each(ctx, p.to, (c) => ctx.grantAbility(c, p.ability, p.duration)),
  'remove-ability': (ctx, p) => each(ctx, p.to, (c) => ctx.removeAbility(c, p.ability, p.duration)),
  'set-hive': (ctx, p) => ctx.setHive(p.on),
  infect: (ctx, p) => each(ctx, p.to, (c) => ctx.infect(c)),
  uninfect: (ctx, p) => each(ctx, p.to, (c) => ctx.uninfect(c)),
  'flip-battlegear': (ctx, p) => each(ctx, p.of, (c) => ctx.flipBattlegear(c, p.face)),
  'destroy-battlegear': (ctx, p) => each(ctx, p.of, (c) => ctx.destroyBattlegear(c)),
  'add-mugic-counters': (ctx, p) => each(ctx, p.to, (c) => void ctx.addMugicCounters(c, p.amount)),
  'remove-mugic-counters': (ctx, p) => each(ctx, p.from, (c) => void ctx.removeMugicCounters(c, p.amount)),
  relocate: (ctx, p) => each(ctx, p.to, (c) => ctx.relocate(c, p.destination)),
  'return-mugic-to-hand': (ctx, p) => ctx.returnMugicToHand(p.players, p.optional),
  'discard-mugic': (ctx, p) => ctx.discardMugic(p.players, p.count),
  'modify-mugic-cost': (ctx, p) => ctx.modifyMugicCost(p.delta, p.tribes, p.duration),
  'allow-mugic-tribes': (ctx, p) => each(ctx, p.who, (c) => ctx.allowMugicTribes(c, p.tribes, p.duration)),
  'modify-first-attack-damage': (ctx, p) => each(ctx, p.by, (c) => ctx.modifyFirstAttackDamage(c, p.delta, p.duration)),
  negate: (ctx, p) => ctx.negate(p.what, p.tribes),
  'look-at-deck': (ctx, p) => ctx.lookAtTopOfDeck(p.owner, p.decks, p.count, p.arrangement),
  'shuffle-deck': (ctx, p) => ctx.shuffleDeck(p.owner, p.decks),
  'draw-attack': (ctx, p) => ctx.drawAttack(p.count),
  'discard-attack': (ctx, p) => ctx.discardAttack(p.count),
  'modify-attack-damage': (ctx, p) => {
    const disciplines = p.disciplines ?? [];
    if (!p.to) ctx.modifyAttackDamage(p.delta, p.elements, disciplines, undefined, p.duration);
    else each(ctx, p.to, (c) => ctx.modifyAttackDamage(p.delta, p.elements, disciplines, c, p.duration));
  },
  prohibit: (ctx, p) => {
    if (!p.who) ctx.prohibit(p.action, undefined, p.duration);
    else each(ctx, p.who, (c) => ctx.prohibit(p.action, c, p.duration));
  },
};

/** Runs one verb call against the context. */
export function applyVerb(ctx: EffectContext, call: VerbCall): void {
  (VERBS[call.verb] as Apply<VerbName>)(ctx, call.params as never);
}

/** Verbs that make a lasting change and so may be printed as innate text (CR 8.9.2). */
export const CONTINUOUS_VERBS: ReadonlySet<VerbName> = new Set<VerbName>([
  'modify-stat', 'gain-element', 'lose-element', 'grant-ability', 'remove-ability', 'modify-attack-damage', 'prohibit', 'modify-mugic-cost', 'allow-mugic-tribes', 'modify-first-attack-damage',
]);
