import type { Ability } from '../keywords/ability';
import type { CreatureRef, EffectContext } from '../effects/effect-context';
import type { AutomatedEffect, CreatureFilter, Duration } from '../effects/effect-types';
import type { AttackWhich, CardClass, ChoiceKind } from '../effects/verb-calls';
import { applyEffect } from '../effects/apply-effect';

/**
 * The verbs the engine does not model yet, and the choices it makes for the controller.
 * A choice on resolution is taken deterministically (the first option, "yes" to "you
 * can …"), so a replay makes the same one; docs/engines.md lists both.
 */
export abstract class UnmodelledEffects {
  choose(_kind: ChoiceKind, options: readonly string[]): string | undefined { return options[0]; }
  chooseCreature(options: readonly CreatureRef[]): CreatureRef | undefined { return options[0]; }
  confirm(_text: string): boolean { return true; }
  setAttackDamage(_amount: number, _which: AttackWhich, _by: CreatureRef | undefined, _duration: Duration): void { /* not modelled */ }
  suppressAbilities(_cards: CardClass, _duration: Duration): void { /* not modelled */ }
  grantCardAbility(_cards: CardClass, _ability: Ability, _duration: Duration): void { /* not modelled */ }
  grantEffect(_target: CreatureRef, _effect: AutomatedEffect, _duration: Duration): void { /* not modelled */ }
  grantAttackEffect(_by: CreatureRef, _effect: AutomatedEffect, _duration: Duration): void { /* not modelled */ }
  returnCreatureToPlay(_filter: CreatureFilter, _targeted: boolean): boolean { return false; }
  modifyMugicDamage(_caster: CreatureRef, _delta: number, _duration: Duration): void { /* not modelled */ }
  allowMoveAsIfAdjacent(_creature: CreatureRef, _duration: Duration): void { /* not modelled */ }
  modifyFirstMugicCost(_creature: CreatureRef, _delta: number, _duration: Duration): void { /* not modelled */ }
  changeTarget(): void { /* not modelled */ }
  modifyMugicCost(): void { /* not modelled */ }
  allowMugicTribes(): void { /* not modelled */ }
  removeAbility(): void { /* not modelled */ }
  modifyAttackDamageBy(_attacker: CreatureRef, _delta: number, _against: CreatureFilter, _duration: Duration): void { /* not modelled */ }
  setMugicDamageTo(_creature: CreatureRef, _amount: number, _duration: Duration): void { /* not modelled */ }
  modifyFirstAttackDamageTo(_creature: CreatureRef, _delta: number, _duration: Duration): void { /* not modelled */ }
  modifyHealing(..._args: unknown[]): void { /* not modelled */ }
  modifyRecklessnessDamage(..._args: unknown[]): void { /* not modelled */ }
}

/**
 * The registry grows verb by verb; a verb this engine version does not implement yet must
 * not crash a replay: the effect is then applied only up to that verb (a try costs nothing
 * on the fast path, unlike wrapping the context in a Proxy).
 */
export function safeApply(ctx: EffectContext, effect: AutomatedEffect): boolean {
  try {
    return applyEffect(ctx, effect);
  } catch (error) {
    if (error instanceof TypeError && /is not a function/.test(error.message)) return false;
    throw error;
  }
}
