import type { AttackCard, Discipline, Element } from '../cards/card';
import { safeApply } from './effect-unmodelled';
import type { CardEffect } from '../effects/effect-types';
import { EngineContext } from './context';
import { EngineEffectContext } from './effect-context';
import { BurstItem } from './masters-state';
import { Stats } from './stats';
import { modifyDamage } from './damage-order';
import { attackItemDamage, attackRuleMods, recklessnessDamage } from './rule-mods';
import { addDamageTriggers } from './damage-triggers';
import { grantedAttackEffects } from './granted';
import { ChaoticState } from './types';

const ELEMENT_KEYS: readonly [Element, 'fire' | 'air' | 'earth' | 'water'][] = [['Fire', 'fire'], ['Air', 'air'], ['Earth', 'earth'], ['Water', 'water']];

/** CR 8.6.1.4: an attack is of an element when it has a value in that element's box (a blank reads as 0 in the data). */
export function attackElements(card: AttackCard): Element[] {
  return ELEMENT_KEYS.filter(([, key]) => card.damage[key] !== 0).map(([element]) => element);
}

export { modifyDamage } from './damage-order';

/**
 * CR 8.6: an attack on the burst resolves. Initial damage is the base plus the elemental
 * values of the striker's elements (CR 8.6.1), plus Element X for those elements and
 * Strike X on the creature's first attack in the combat (glossary); the text then runs in
 * printed order (CR 8.6.2.1), its damage to the opposing engaged creature adding to the
 * attack (CR 8.6.2.2), and Outperform X adds once for a won Discipline check; innate damage
 * modifications apply last. Recklessness then damages the striker and Exhaust lowers the opposing creature's Disciplines (glossary).
 */
export function resolveAttack(state: ChaoticState, ctx: EngineContext, item: BurstItem): void {
  const m = state.masters!;
  const combat = state.combat;
  state.zones[item.controller].attackDiscard.push(item.card); // CR 8.2.3.2
  const card = ctx.cards.byId(item.card);
  if (!combat || card?.type !== 'Attack' || item.source === null) return;
  const striker = item.source;
  const target = striker === combat.attacker ? combat.defender : combat.attacker;
  const stats = new Stats(state, ctx);
  const facts = attackFacts(card, ctx);
  let total = card.damage.base;
  for (const [element, key] of ELEMENT_KEYS) {
    if (card.damage[key] === 0 || !stats.hasElement(striker, element)) continue;
    total += card.damage[key];
    total += stats.total(striker, 'element', target, (a) => a.element === element);
  }
  const firstByStriker = !m.struck.includes(striker);
  if (firstByStriker) {
    total += stats.total(striker, 'strike', target);
    m.struck.push(striker);
  }
  const firstAgainstTarget = !(m.attacked ?? []).includes(target);
  const won = new Set<Discipline>();
  // CR 8.6.2.1: the printed text in order, then quoted abilities the attack has been granted.
  const granted = grantedAttackEffects(stats, striker);
  const text = granted.length === 0 ? ctx.effects(item.card).onResolve : [...ctx.effects(item.card).onResolve, ...granted];
  // Replay speed: an attack with no text needs no effect context.
  const ectx = text.length === 0 ? null : new EngineEffectContext(state, ctx, stats, { controller: item.controller, source: striker, targets: item.targets, itemId: item.id }, null, true);
  for (const effect of text) {
    if (!safeApply(ectx!, effect)) continue;
    for (const c of effect.conditions) if ((c.kind === 'challenge' || c.kind === 'stat-check' || c.kind === 'stat-fail') && c.stat !== 'mugic-counters') won.add(c.stat);
  }
  total += ectx?.attackExtra ?? 0;
  for (const discipline of won) total += stats.total(striker, 'outperform', target, (a) => a.disciplines.includes(discipline));
  const ofAttack = facts.elements;
  const ofDiscipline = facts.disciplines;
  // CR 8.5.4: a modification "to" a creature changes the damage that creature is dealt.
  const deltas = stats.damageMods()
    .filter((d) => (d.uid === null || d.uid === target) && (d.elements.length === 0 || d.elements.some((e) => ofAttack.includes(e)))
      && (d.disciplines.length === 0 || d.disciplines.some((x) => ofDiscipline.includes(x))))
    .map((d) => d.delta);
  const rules = stats.ruleMods().length > 0 ? attackRuleMods(stats, striker, target, firstByStriker, firstAgainstTarget) : null;
  if (rules) deltas.push(...rules.deltas);
  // CR 8.8.2: a replacement of the attack's damage applies after every modification.
  const replaced = (rules ? attackItemDamage(stats, item.id) : null) ?? ectx?.attackSet ?? rules?.set ?? null;
  const dealt = replaced ?? modifyDamage(total, deltas);
  if (firstAgainstTarget) (m.attacked ??= []).push(target);
  // A target that already left play takes nothing; the rest of the attack still resolves.
  if (state.creatures[target].space !== null) state.creatures[target].damage += dealt;
  if (dealt > 0) addDamageTriggers(state, ctx, stats, striker, target, facts.elements.filter((e) => stats.hasElement(striker, e)));
  combat.zeroDamageStreak = dealt > 0 ? 0 : combat.zeroDamageStreak + 1;
  const reckless = stats.total(striker, 'recklessness', target);
  if (reckless > 0 && state.creatures[striker].space !== null) state.creatures[striker].damage += recklessnessDamage(stats, striker, reckless);
  for (const ability of stats.keywords(striker, target)) {
    if (ability.kind !== 'exhaust') continue;
    for (const discipline of ability.disciplines) m.mods.push({ uid: target, stat: discipline, delta: -ability.x, until: 'end-of-turn' });
  }
}

/** CR 3.5.8.2: an attack is of each Discipline its Challenges, Stat Checks and Stat Fails name. */
export function attackDisciplines(effects: readonly CardEffect[]): Discipline[] {
  const out = new Set<Discipline>();
  for (const e of effects) {
    if (e.kind !== 'automated') continue;
    for (const c of e.conditions) if ((c.kind === 'challenge' || c.kind === 'stat-check' || c.kind === 'stat-fail') && c.stat !== 'mugic-counters') out.add(c.stat);
  }
  return [...out];
}

const facts = new WeakMap<AttackCard, { elements: Element[]; disciplines: Discipline[] }>();

/** An attack's elements and Disciplines, read once per card. */
function attackFacts(card: AttackCard, ctx: EngineContext): { elements: Element[]; disciplines: Discipline[] } {
  let found = facts.get(card);
  if (!found) facts.set(card, (found = { elements: attackElements(card), disciplines: attackDisciplines(ctx.effects(card.id).normal) }));
  return found;
}
