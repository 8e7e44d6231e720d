import type { Ability } from '../keywords/ability';
import type { CreatureRef } from '../effects/effect-context';
import type { AutomatedEffect, CreatureFilter, Duration } from '../effects/effect-types';
import type { AttackWhich, CardClass, ChoiceKind } from '../effects/verb-calls';
import { RuleMod, Until } from './masters-state';
import { ZoneEffects } from './effect-zones';
import { ChoicePoint, pick } from './choices';

export const until = (duration: Duration): Until => (duration === 'while-in-play' ? 'game' : duration);
const uidOf = (ref: CreatureRef): number => Number(ref);

/** A verb `ENGINE_SUPPORT` marks as not implemented was called: its text should have been attested. */
export class NotModelledError extends Error {
  constructor(readonly verb: string) {
    super(`${verb} is not implemented by this engine; ENGINE_SUPPORT must mark it so its text is attested`);
  }
}

/**
 * Verbs that change rules rather than characteristics: ability removal, attack, mugic,
 * healing and Recklessness damage, mugic costs and tribes. Each adds a `RuleMod` (to the
 * innate layer when collecting innate text) that the rule it changes reads.
 */
export abstract class RuleEffects extends ZoneEffects {
  /** "This attack deals N damage" (CR 8.8.2): set while the attack's own text resolves. */
  attackSet: number | null = null;

  protected addRule(mod: RuleMod): void {
    if (this.layer) { this.layer.ruleMods.push(mod); return; }
    (this.m.ruleMods ??= []).push(mod);
  }

  /** A choice on resolution, stated in the log (`choices`); innate text never asks one. */
  protected ask(kind: ChoicePoint, options: readonly string[]): string | undefined {
    return this.layer ? options[0] : pick(this.state, kind, options);
  }

  choose(kind: ChoiceKind, options: readonly string[]): string | undefined { return this.ask(kind, options); }
  chooseCreature(options: readonly CreatureRef[]): CreatureRef | undefined { return this.ask('creature', options); }
  /** "You can …": "yes" or "no". */
  confirm(_text: string): boolean { return this.ask('confirm', ['yes', 'no']) === 'yes'; }

  removeAbility(target: CreatureRef, ability: string, duration: Duration, cannotGain = false): void {
    this.addRule({ kind: 'remove-ability', uid: uidOf(target), ability, cannotGain, until: until(duration) });
  }

  setAttackDamage(amount: number, which: AttackWhich, by: CreatureRef | undefined, duration: Duration): void {
    if (which === 'this-attack') { if (!this.layer) this.attackSet = amount; return; }
    if (which === 'first-attack') { this.addRule({ kind: 'set-first-attack-damage', uid: by === undefined ? -1 : uidOf(by), amount, until: until(duration) }); return; }
    throw new NotModelledError('set-attack-damage (target attack)');
  }

  modifyAttackDamageBy(attacker: CreatureRef, delta: number, against: CreatureFilter, duration: Duration): void {
    this.addRule({ kind: 'attack-damage-by', uid: uidOf(attacker), seat: this.from.controller, delta, against, until: until(duration) });
  }

  modifyFirstAttackDamageTo(creature: CreatureRef, delta: number, duration: Duration): void {
    this.addRule({ kind: 'first-attack-damage-to', uid: uidOf(creature), delta, until: until(duration) });
  }

  modifyHealing(creature: CreatureRef, delta: number, duration: Duration): void {
    this.addRule({ kind: 'healing', uid: uidOf(creature), delta, until: until(duration) });
  }

  modifyRecklessnessDamage(creature: CreatureRef, delta: number, duration: Duration): void {
    this.addRule({ kind: 'recklessness', uid: uidOf(creature), delta, until: until(duration) });
  }

  setMugicDamageTo(creature: CreatureRef, amount: number, duration: Duration): void {
    this.addRule({ kind: 'set-mugic-damage', uid: uidOf(creature), amount, until: until(duration) });
  }

  modifyMugicDamage(caster: CreatureRef, delta: number, duration: Duration): void {
    this.addRule({ kind: 'mugic-damage', uid: uidOf(caster), delta, until: until(duration) });
  }

  modifyMugicCost(delta: number, tribes: readonly string[], duration: Duration): void {
    this.addRule({ kind: 'mugic-cost', uid: -1, delta, tribes: [...tribes], until: until(duration) });
  }

  allowMugicTribes(creature: CreatureRef, tribes: readonly string[], duration: Duration): void {
    this.addRule({ kind: 'mugic-tribes', uid: uidOf(creature), tribes: [...tribes], until: until(duration) });
  }

  // Not implemented: ENGINE_SUPPORT marks them false, so their text is attested and never reaches here.
  suppressAbilities(_cards: CardClass, _duration: Duration): void { throw new NotModelledError('suppress-abilities'); }
  grantCardAbility(_cards: CardClass, _ability: Ability, _duration: Duration): void { throw new NotModelledError('grant-card-ability'); }
  grantEffect(_target: CreatureRef, _effect: AutomatedEffect, _duration: Duration): void { throw new NotModelledError('grant-effect'); }
  grantAttackEffect(_by: CreatureRef, _effect: AutomatedEffect, _duration: Duration): void { throw new NotModelledError('grant-attack-effect'); }
  returnCreatureToPlay(_filter: CreatureFilter, _targeted: boolean): boolean { throw new NotModelledError('return-creature-to-play'); }
  allowMoveAsIfAdjacent(_creature: CreatureRef, _duration: Duration): void { throw new NotModelledError('move-as-if-adjacent'); }
  modifyFirstMugicCost(_creature: CreatureRef, _delta: number, _duration: Duration): void { throw new NotModelledError('modify-first-mugic-cost'); }
  changeTarget(): void { throw new NotModelledError('change-target'); }
}
