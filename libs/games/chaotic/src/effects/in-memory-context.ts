import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { CreatureRef, EffectContext } from './effect-context';
import type { AutomatedEffect, CreatureFilter, Duration, Subject } from './effect-types';
import { type FakeCreature, matches } from './fake-creature';
import type { Arrangement, AttackWhich, CardClass, ChoiceKind, DeckKind, Players, Prohibited } from './verb-calls';

export { fakeCreature, type FakeCreature } from './fake-creature';

/**
 * A tiny in-memory game for the effect seam: a handful of creatures, two decks and a
 * log of every call. The engine's own context replaces it in play; this one lets each
 * verb be tested with exact numbers.
 */
export class InMemoryEffectContext implements EffectContext {
  readonly log: string[] = [];
  hive = false;
  readonly decks: Record<DeckKind, string[]> = { attack: [], location: [] };
  /** Chosen targets, by index (CR 8.4.1.3). */
  targets: CreatureRef[] = [];
  self?: CreatureRef;
  equipped?: CreatureRef;
  caster?: CreatureRef;
  triggerCreature?: CreatureRef;

  constructor(readonly creatures: FakeCreature[]) {}

  creature(id: CreatureRef): FakeCreature {
    const c = this.creatures.find((x) => x.id === id);
    if (!c) throw new Error(`no creature ${id}`);
    return c;
  }

  select(s: Subject): readonly CreatureRef[] {
    switch (s.select) {
      case 'self':
        return this.self ? [this.self] : [];
      case 'trigger-creature':
        return this.triggerCreature ? [this.triggerCreature] : [];
      case 'equipped':
        return this.equipped ? [this.equipped] : [];
      case 'caster':
        return this.caster ? [this.caster] : [];
      case 'your-engaged':
        return this.creatures.filter((c) => c.engaged && c.controller === 'you').map((c) => c.id);
      case 'opposing-engaged':
        return this.creatures.filter((c) => c.engaged && c.controller === 'opponent').map((c) => c.id);
      case 'target':
        return this.targets[s.index] ? [this.targets[s.index]] : [];
      case 'all':
        return this.creatures.filter((c) => matches(c, s.filter, this.creatures, this.self)).map((c) => c.id);
      default: {
        const never: never = s;
        throw new Error(`unknown subject ${JSON.stringify(never)}`);
      }
    }
  }

  stat(id: CreatureRef, stat: Stat | 'mugic-counters'): number {
    const c = this.creature(id);
    return stat === 'mugic-counters' ? c.mugicCounters : c.stats[stat];
  }
  hasElement(id: CreatureRef, element: Element): boolean {
    return this.creature(id).elements.includes(element);
  }
  hiveActive(): boolean {
    return this.hive;
  }
  tribe(id: CreatureRef): Tribe {
    return this.creature(id).tribe;
  }
  dealDamage(id: CreatureRef, amount: number): void {
    this.creature(id).damage += amount;
    this.log.push(`damage ${id} ${amount}`);
  }
  heal(id: CreatureRef, amount: number): void {
    const c = this.creature(id);
    c.damage = Math.max(0, c.damage - amount);
    this.log.push(`heal ${id} ${amount}`);
  }
  modifyStat(id: CreatureRef, stat: Stat, delta: number, duration: Duration): void {
    const c = this.creature(id);
    c.stats[stat] = Math.max(0, c.stats[stat] + delta); // CR 8.7.2.4: never below 0
    this.log.push(`stat ${id} ${stat} ${delta} ${duration}`);
  }
  setElement(id: CreatureRef, element: Element, has: boolean, duration: Duration): void {
    const c = this.creature(id);
    c.elements = has ? [...new Set([...c.elements, element])] : c.elements.filter((e) => e !== element);
    this.log.push(`${has ? 'gain' : 'lose'}-element ${id} ${element} ${duration}`);
  }
  grantAbility(id: CreatureRef, ability: Ability, duration: Duration): void {
    this.creature(id).abilities.push(ability);
    this.log.push(`grant ${id} ${ability.kind} ${duration}`);
  }
  removeAbility(id: CreatureRef, ability: string, duration: Duration, cannotGain?: boolean): void {
    const c = this.creature(id);
    c.removed.push(ability);
    c.abilities = ability === 'all' ? [] : c.abilities.filter((a) => a.kind !== ability);
    this.log.push(`remove-ability ${id} ${ability} ${duration}${cannotGain ? ' cannot-gain' : ''}`);
  }
  setHive(on: boolean): void {
    this.hive = on;
    this.log.push(`hive ${on ? 'on' : 'off'}`);
  }
  infect(id: CreatureRef): void {
    this.creature(id).infected = true;
    this.log.push(`infect ${id}`);
  }
  uninfect(id: CreatureRef): void {
    this.creature(id).infected = false;
    this.log.push(`uninfect ${id}`);
  }
  flipBattlegear(id: CreatureRef, face: 'up' | 'down'): void {
    const c = this.creature(id);
    if (c.gear) c.gear.face = face;
    this.log.push(`flip ${id} ${face}`);
  }
  destroyBattlegear(id: CreatureRef): void {
    this.creature(id).gear = null;
    this.log.push(`destroy-gear ${id}`);
  }
  addMugicCounters(id: CreatureRef, amount: number): number {
    this.creature(id).mugicCounters += amount;
    this.log.push(`counters ${id} +${amount}`);
    return amount;
  }
  removeMugicCounters(id: CreatureRef, amount: number): number {
    const c = this.creature(id);
    const removed = Math.min(amount, c.mugicCounters);
    c.mugicCounters -= removed;
    this.log.push(`counters ${id} -${removed}`);
    return removed;
  }
  relocate(id: CreatureRef, destination: 'adjacent-unoccupied' | 'any-unoccupied'): void {
    this.log.push(`relocate ${id} ${destination}`);
  }
  returnMugicToHand(players: Players, optional: boolean): void {
    this.log.push(`return-mugic ${players}${optional ? ' optional' : ''}`);
  }
  discardMugic(players: Players, count: number): void {
    this.log.push(`discard-mugic ${players} ${count}`);
  }
  modifyMugicCost(delta: number, tribes: readonly string[], duration: Duration): void {
    this.log.push(`mugic-cost ${delta} ${tribes.join('|')} ${duration}`);
  }
  allowMugicTribes(id: CreatureRef, tribes: readonly string[], duration: Duration): void {
    this.log.push(`allow-mugic ${id} ${tribes.join('|') || 'any'} ${duration}`);
  }
  modifyFirstAttackDamage(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`first-attack ${id} ${delta} ${duration}`);
  }
  negate(what: 'mugic' | 'mugic-or-ability', tribes: readonly string[], targeting?: CreatureRef): void {
    this.log.push(`negate ${what} ${tribes.join('|')}${targeting ? ` targeting ${targeting}` : ''}`);
  }
  lookAtTopOfDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[], count: number, arrangement: Arrangement): void {
    // The tiny context plays the simplest legal choice: the first card stays on top.
    if (arrangement === 'one-top-rest-bottom' && decks.length === 1) {
      const deck = this.decks[decks[0]];
      const looked = deck.splice(0, count);
      deck.unshift(looked[0]);
      deck.push(...looked.slice(1));
    }
    this.log.push(`look ${owner} ${decks.join('|')} ${count} ${arrangement}`);
  }
  shuffleDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void {
    this.log.push(`shuffle ${owner} ${decks.join('|')}`);
  }
  drawAttack(count: number, players?: Players): void {
    this.log.push(`draw-attack ${count}${players ? ` ${players}` : ''}`);
  }
  discardAttack(count: number, players?: Players): void {
    this.log.push(`discard-attack ${count}${players ? ` ${players}` : ''}`);
  }
  modifyHealing(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`healing ${id} ${delta} ${duration}`);
  }
  modifyRecklessnessDamage(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`recklessness-damage ${id} ${delta} ${duration}`);
  }
  modifyAttackDamage(delta: number, elements: readonly Element[], disciplines: readonly Discipline[], to: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`attack-damage ${delta} ${[...elements, ...disciplines].join('|') || 'any'} ${to ?? 'any'} ${duration}`);
  }
  hasAbility(id: CreatureRef, kind: string): boolean {
    return this.creature(id).abilities.some((a) => a.kind === kind);
  }
  prohibit(action: Prohibited, who: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`prohibit ${action} ${who ?? 'all'} ${duration}`);
  }

  /** Scripted answers for choices, in order; the first option when the script runs out. */
  readonly answers: string[] = [];
  /** Answers to "You can …" questions, in order; yes when the script runs out. */
  readonly confirms: boolean[] = [];
  /** Creature cards in the controller's general discard pile (CR 4.1.6), and the spaces they return to. */
  discard: FakeCreature[] = [];

  choose(kind: ChoiceKind, options: readonly string[]): string | undefined {
    const answer = this.answers.shift() ?? options[0];
    this.log.push(`choose ${kind} ${answer ?? 'none'}`);
    return answer;
  }
  chooseCreature(options: readonly CreatureRef[]): CreatureRef | undefined {
    const answer = this.answers.shift() ?? options[0];
    this.log.push(`choose creature ${answer ?? 'none'}`);
    return answer;
  }
  confirm(text: string): boolean {
    const yes = this.confirms.shift() ?? true;
    this.log.push(`confirm ${text} ${yes ? 'yes' : 'no'}`);
    return yes;
  }
  setAttackDamage(amount: number, which: AttackWhich, by: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`set-attack-damage ${which} ${by ?? 'any'} ${amount} ${duration}`);
  }
  suppressAbilities(cards: CardClass, duration: Duration): void {
    this.log.push(`suppress ${cards} ${duration}`);
  }
  grantCardAbility(cards: CardClass, ability: Ability, duration: Duration): void {
    this.log.push(`grant ${cards} ${ability.kind} ${duration}`);
  }
  grantEffect(id: CreatureRef, effect: AutomatedEffect, duration: Duration): void {
    this.log.push(`grant-effect ${id} ${effect.steps.map((s) => s.verb).join('+')} ${duration}`);
  }
  grantAttackEffect(by: CreatureRef, effect: AutomatedEffect, duration: Duration): void {
    this.log.push(`grant-attack-effect ${by} ${effect.steps.map((s) => s.verb).join('+')} ${duration}`);
  }
  returnCreatureToPlay(filter: CreatureFilter, targeted: boolean): boolean {
    const i = this.discard.findIndex((c) => matches(c, filter, this.creatures));
    this.log.push(`return-creature ${i < 0 ? 'none' : this.discard[i].id}${targeted ? ' targeted' : ''}`);
    if (i < 0) return false;
    this.creatures.push(...this.discard.splice(i, 1));
    return true;
  }
  modifyMugicDamage(caster: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`mugic-damage ${caster} ${delta} ${duration}`);
  }
  allowMoveAsIfAdjacent(id: CreatureRef, duration: Duration): void {
    this.log.push(`move-as-if-adjacent ${id} ${duration}`);
  }
  modifyFirstMugicCost(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`first-mugic-cost ${id} ${delta} ${duration}`);
  }
  revealNewActiveLocation(): void {
    this.log.push('reveal-location');
  }
  shuffleDiscardIntoDeck(players: Players, decks: readonly DeckKind[]): void {
    this.log.push(`shuffle-discard ${players} ${decks.join('|')}`);
  }
  changeTarget(): void {
    this.log.push('change-target');
  }
  /** Names of the cards in the controller's attack discard pile. */
  attackDiscard: string[] = [];
  cardsInPile(pile: 'attack-discard' | 'general-discard', name?: string): number {
    const names = pile === 'attack-discard' ? this.attackDiscard : this.discard.map((c) => c.name ?? c.id);
    return names.filter((n) => name === undefined || n === name).length;
  }
  modifyAttackDamageBy(attacker: CreatureRef, delta: number, against: CreatureFilter, duration: Duration): void {
    this.log.push(`attack-damage-by ${attacker} ${delta} against ${JSON.stringify(against)} ${duration}`);
  }
  setMugicDamageTo(id: CreatureRef, amount: number, duration: Duration): void {
    this.log.push(`mugic-damage-to ${id} ${amount} ${duration}`);
  }
  modifyFirstAttackDamageTo(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`first-attack-against ${id} ${delta} ${duration}`);
  }
  destroyCreature(id: CreatureRef): void {
    const i = this.creatures.findIndex((c) => c.id === id);
    if (i >= 0) this.discard.push(...this.creatures.splice(i, 1));
    this.log.push(`destroy ${id}`);
  }
  asControllerOf(id: CreatureRef, run: () => void): void {
    this.log.push(`as-controller-of ${id}`);
    run();
  }
}
