import type { Ability } from '../keywords/ability';
import type { CreatureRef } from '../effects/effect-context';
import type { AutomatedEffect, CreatureFilter, Duration } from '../effects/effect-types';
import type { AttackWhich, CardClass, ChoiceKind } from '../effects/verb-calls';
import { RuleMod, Until } from './masters-state';
import { ZoneEffects } from './effect-zones';
import { ChoicePoint, pick } from './choices';
import { putIntoPlay, returnableCreatures, unoccupiedSpaces } from './revive';
import { retarget } from './retarget';

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
    // "Target attack": the attack on the burst below this item (an attack burst holds one attack, CR 7.2.5).
    if (this.layer) return;
    const attack = [...this.m.burst].reverse().find((item) => item.kind === 'attack' && item.id !== this.from.itemId);
    if (attack) this.addRule({ kind: 'attack-item-damage', uid: -1, item: attack.id, amount, until: until(duration) });
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

  /**
   * Battlegear have no abilities / the active location loses all abilities. Innate text of a
   * location ("Battlegear have no abilities") is read off the location itself (text-active.ts),
   * so collecting it adds nothing here.
   */
  suppressAbilities(cards: CardClass, duration: Duration): void {
    if (this.layer) return;
    if (cards === 'battlegear') { this.addRule({ kind: 'suppress-battlegear', uid: -1, until: until(duration) }); return; }
    const location = this.state.activeLocation;
    if (cards === 'active-location' && location) { this.addRule({ kind: 'suppress-location', uid: -1, card: location.card, until: until(duration) }); return; }
    if (cards === 'mugic') throw new NotModelledError('suppress-abilities (mugic)');
  }

  allowMoveAsIfAdjacent(creature: CreatureRef, duration: Duration): void {
    this.addRule({ kind: 'move-anywhere', uid: uidOf(creature), until: until(duration) });
  }

  modifyFirstMugicCost(creature: CreatureRef, delta: number, duration: Duration): void {
    this.addRule({ kind: 'first-mugic-cost', uid: uidOf(creature), delta, until: until(duration) });
  }

  /** The controller picks the card (`choices`: its uid) and then the space; by default the first of each. */
  returnCreatureToPlay(filter: CreatureFilter, _targeted: boolean): boolean {
    if (this.layer) return false;
    const card = this.ask('creature', returnableCreatures(this.state, this.ctx, this.from.controller, filter).map(String));
    const free = unoccupiedSpaces(this.state).map(String);
    if (card === undefined || free.length === 0) return false;
    const space = this.ask('space', free);
    putIntoPlay(this.state, Number(card), Number(space));
    return true;
  }

  /** "Each Mugic has "Untargetable."" is the one card ability the engine grants (ENGINE_SUPPORT). */
  grantCardAbility(cards: CardClass, ability: Ability, duration: Duration): void {
    if (cards !== 'mugic' || ability.kind !== 'untargetable') throw new NotModelledError(`grant-card-ability (${cards} ${ability.kind})`);
    this.addRule({ kind: 'mugic-untargetable', uid: -1, until: until(duration) });
  }

  grantEffect(target: CreatureRef, effect: AutomatedEffect, duration: Duration): void {
    this.addRule({ kind: 'granted-effect', uid: uidOf(target), effect, until: until(duration) });
  }

  grantAttackEffect(by: CreatureRef, effect: AutomatedEffect, duration: Duration): void {
    this.addRule({ kind: 'granted-attack-effect', uid: uidOf(by), effect, until: until(duration) });
  }

  /**
   * CR 8.4.1.3: the most recent mugic or ability below this one with a single target gets a
   * new legal target the controller picks (`choices`: a uid); Untargetable Mugic is skipped.
   */
  changeTarget(): void {
    if (this.layer) return;
    retarget(this.state, this.ctx, this.from.itemId, (options) => this.ask('creature', options));
  }
}
