import type { Discipline, Element } from '../cards/card';
import type { EngineContext } from './context';
import { EngineEffectContext } from './effect-context';
import type { BurstItem } from './masters-state';
import { Stats } from './stats';
import { modifyDamage } from './damage-order';
import { useNextAttackSet } from './next-attack-set';
import { attackDamageCap, attackItemDamage, attackRuleMods, recklessnessDamage } from './rule-mods';
import { addDamageTriggers, mayTriggerOnDamage } from './damage-triggers';
import { zeroReplaced } from './zero-damage';
import { attackItemDeltas, attackTextLost, firstAttackOverride } from './attack-item';
import { nonAttackDamage } from './non-attack-damage';
import { addCombatTriggers, addOwnAttackTriggers, applyAttackEffect, type CombatEvent, damageEvents, mayTriggerOnAttackDamage, reflectAttackDamage } from './combat-triggers';
import { grantedAttackEffects } from './granted';
import type { ChaoticState } from './types';
import { countsAs, replaceNextDamagingAttack, useNextAttackDeltas } from './next-attack';
import { attacksAgainstDamage } from './attacks-against';
import { redirectedTarget } from './attack-redirect';
import { matchTriggers, type MatchTriggers } from './match-triggers';
import { attackFacts } from './attack-facts';
import { lowerByKeyword } from './keyword-reduction';
import { recordAttack } from './turn-log';

/**
 * CR 8.6: an attack on the burst resolves. Initial damage is the base plus the elemental
 * values of the striker's elements (CR 8.6.1), plus Element X for those elements and
 * Strike X on the creature's first attack in the combat (glossary); the text then runs in
 * printed order (CR 8.6.2.1), its damage to the opposing engaged creature adding to the
 * attack (CR 8.6.2.2), and Outperform X adds once for a won Discipline check; innate damage
 * modifications apply last. Recklessness then damages the striker and Exhaust lowers the opposing creature's Disciplines (glossary).
 * Returns the match's trigger index when it is still that of the state at the end (for `afterResolution`).
 */
export function resolveAttack(state: ChaoticState, ctx: EngineContext, item: BurstItem): MatchTriggers | undefined {
  const m = state.masters!;
  const combat = state.combat;
  state.zones[item.controller].attackDiscard.push(item.card); // CR 8.2.3.2
  const facts = attackFacts(ctx, item.card);
  if (!combat || facts === null || item.source === null) return undefined;
  const striker = item.source;
  const target = striker === combat.attacker ? combat.defender : combat.attacker;
  const stats = new Stats(state, ctx);
  let total = facts.base;
  for (let i = 0; i < facts.elements.length; i++) {
    const element = facts.elements[i];
    if (!stats.hasElement(striker, element)) continue;
    total += facts.amounts[i];
    total += stats.total(striker, 'element', target, OF_ELEMENT[element]);
  }
  // Blügon, Takinom: an attack may count, or not, as the first this combat (attack-item.ts).
  const override = firstAttackOverride(state, stats, striker, item.id);
  const struck = m.struck.includes(striker);
  const firstByStriker = override ?? !struck;
  if (firstByStriker) total += stats.total(striker, 'strike', target);
  if (!struck) m.struck.push(striker);
  const firstAgainstTarget = override ?? !(m.attacked !== undefined && m.attacked.includes(target));
  // CR 8.6.2.1: the printed text in order, then quoted abilities the attack has been granted.
  const granted = grantedAttackEffects(stats, striker);
  const text = attackTextLost(stats, item.id) ? [] : granted.length === 0 ? facts.onResolve : [...facts.onResolve, ...granted];
  // Replay speed: an attack with no text needs no effect context, and no set of won checks until one is won.
  const ectx = text.length === 0 ? null : new EngineEffectContext(state, ctx, stats, { controller: item.controller, source: striker, targets: item.targets, itemId: item.id, attackCard: item.card }, null, true);
  const events: CombatEvent[] = [];
  let won: Set<Discipline> | null = null;
  // The Challenges won, for text that asks later this turn (turn-log.ts); kept only in games that record the turn.
  const log = m.turnLog !== undefined;
  let challenges: Discipline[] | null = null;
  for (const effect of text) {
    if (!applyAttackEffect(ectx!, effect, striker, target, events)) continue;
    for (const c of effect.conditions) {
      if ((c.kind === 'challenge' || c.kind === 'stat-check' || c.kind === 'stat-fail') && c.stat !== 'mugic-counters') (won ??= new Set()).add(c.stat);
      if (log && c.kind === 'challenge' && c.stat !== 'mugic-counters') (challenges ??= []).push(c.stat);
    }
  }
  if (ectx) total += ectx.attackExtra;
  if (won) for (const discipline of won) total += stats.total(striker, 'outperform', target, (a) => a.disciplines.includes(discipline));
  // "Attacks played by Nunk'worn also count as Fire and Water attacks": for what reads the attack's elements, not its damage.
  const ofAttack = countsAs(stats, striker, facts.elements);
  const ofDiscipline = facts.disciplines;
  // CR 8.5.4: a modification "to" a creature changes the damage that creature is dealt.
  const deltas: number[] = [];
  for (const d of stats.damageMods()) {
    if ((d.uid === null || d.uid === target) && (d.elements.length === 0 || d.elements.some((e) => ofAttack.includes(e)))
      && (d.disciplines.length === 0 || d.disciplines.some((x) => ofDiscipline.includes(x))) && (!d.shared || ofAttack.some((e) => stats.hasElement(target, e)))) deltas.push(d.delta);
  }
  const rules = stats.ruleMods().length > 0 ? attackRuleMods(stats, striker, target, firstByStriker, firstAgainstTarget, ofAttack, ofDiscipline) : null;
  if (rules) pushAll(deltas, rules.deltas);
  pushAll(deltas, useNextAttackDeltas(state, striker, target, item.id));
  if (ectx?.attackDeltas) pushAll(deltas, ectx.attackDeltas);
  if (rules) pushAll(deltas, attackItemDeltas(stats, item.id));
  // "The next attack played this combat deals 0 damage / this turn deals 10 less" is used up by this attack whatever else replaces its damage.
  const next = rules ? useNextAttackSet(state, item.id, striker) : null;
  if (next) pushAll(deltas, next.deltas);
  // CR 8.8.2: a replacement of the attack's damage applies after every modification.
  const replaced = (rules ? attackItemDamage(stats, item.id) ?? attacksAgainstDamage(stats, target, facts.card) : null) ?? next?.set ?? ectx?.attackSet ?? rules?.set ?? null;
  const dealt = zeroReplaced(stats, striker, capped(stats, target, ectx?.attackCap ?? null, replaceNextDamagingAttack(state, replaced ?? modifyDamage(total, deltas))));
  if (m.attacked === undefined || !m.attacked.includes(target)) (m.attacked ??= []).push(target);
  // CR 8.8.2: "deals damage to target engaged Creature … instead" (Fighters' Fanfare): the creature hit.
  const hit = redirectedTarget(state, dealt, target);
  // A target that already left play takes nothing; the rest of the attack still resolves.
  const landed = state.creatures[hit].space !== null ? dealt : 0;
  state.creatures[hit].damage += landed;
  if (log) recordAttack(state, striker, hit, landed, challenges ?? []);
  // Replay speed: one look at the match's text for the damage and combat triggers and the defeat check after this item. From
  // here on only damage, Stat mods and burst items are written, none of them a source of the index (match-triggers.ts),
  // except a delayed trigger used up as it is added: then the index is read again.
  const index = matchTriggers(state, ctx);
  // The damage's triggers and events only when some text of the match can trigger on them (none can on the others).
  const damageTriggers = dealt > 0 && mayTriggerOnDamage(index);
  const damageEvented = dealt > 0 && mayTriggerOnAttackDamage(index);
  if (damageTriggers || damageEvented) {
    // The damage's elements: the attack's elements its striker has (CR 8.6.1.2).
    const elements = facts.elements.length === 0 ? facts.elements : facts.elements.filter((e) => stats.hasElement(striker, e));
    if (damageTriggers) addDamageTriggers(state, ctx, stats, striker, hit, elements);
    if (damageEvented && state.creatures[hit].space !== null) for (const event of damageEvents(striker, hit, dealt, elements, ofAttack, firstByStriker)) events.push(event);
  }
  const added = addCombatTriggers(state, ctx, events, stats, undefined, index);
  if (facts.triggered && dealt > 0 && state.creatures[hit].space !== null) addOwnAttackTriggers(state, ctx, stats, item.card, item.controller, striker, hit);
  if (dealt > 0) reflectAttackDamage(state, item.id, striker, dealt, stats);
  combat.zeroDamageStreak = dealt > 0 ? 0 : combat.zeroDamageStreak + 1;
  const reckless = stats.total(striker, 'recklessness', target);
  if (reckless > 0 && state.creatures[striker].space !== null) state.creatures[striker].damage += nonAttackDamage(stats, striker, recklessnessDamage(stats, striker, reckless));
  for (const ability of stats.keywords(striker, target)) {
    if (ability.kind === 'exhaust') lowerByKeyword(state, ctx, stats, target, ability.disciplines, ability.x, item.controller, ability.x > 0 && ability.disciplines.length > 0);
  }
  return added ? undefined : index;
}

/** Element X of each Elemental Type: one predicate per type, made once (replay speed: no closure per attack). */
const OF_ELEMENT: Readonly<Record<Element, (a: { readonly element: Element }) => boolean>> = {
  Fire: (a) => a.element === 'Fire', Air: (a) => a.element === 'Air', Earth: (a) => a.element === 'Earth', Water: (a) => a.element === 'Water',
};

/** Appends without a spread (replay speed: most lists here are empty). */
function pushAll(to: number[], from: readonly number[]): void {
  for (const x of from) to.push(x);
}

/** CR 8.8.2: "would deal more than N … deals N instead", of the attack's own text or against the target. */
function capped(stats: Stats, target: number, own: number | null, dealt: number): number {
  const against = stats.ruleMods().length > 0 ? attackDamageCap(stats, target) : null;
  return Math.min(dealt, own ?? dealt, against ?? dealt);
}
