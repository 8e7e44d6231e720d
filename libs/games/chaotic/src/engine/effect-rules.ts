import { takeFromPile } from './discard-pile';
import type { Element } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { CreatureRef, RemovableCards } from '../effects/effect-context';
import type { AutomatedEffect, CreatureFilter, Duration } from '../effects/effect-types';
import type { AttackWhich, CardClass, ChoiceKind } from '../effects/verb-calls';
import type { RuleMod,Until } from './masters-state';
import { ZoneEffects } from './effect-zones';
import { type ChoicePoint, pick } from './choices';
import { putIntoPlay, returnableCreatures, unoccupiedSpaces } from './revive';
import { boardFor } from './board';
import { retarget } from './retarget';
import { noteInnateRead, READ_MOVED } from './innate-reads';
import { attackElementCount } from './burst-damage';
import { isElementalAttack } from './attack-item';
import { actOnMirage, type MirageAction } from './mirage-effects';
import { removeFromDiscard } from './remove-from-game';
import type { ChaoticState, Seat } from './types';
import type { EngineContext } from './context';
import type { EffectSource, StaticLayer } from './effect-context';

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
  /** Creatures this effect sacrificed ("return another Creature Card"); null until one is (replay speed: most effects sacrifice none). */
  declare protected sacrificed: number[] | null;

  /** "This attack deals N damage" (CR 8.8.2): set while the attack's own text resolves. */
  declare attackSet: number | null;
  /** "The caster pays 2 less mugic counters to play this Mugic if …": the change its text makes, read as it is played (own-mugic-cost.ts). */
  declare thisMugicCost: number;

  constructor(state: ChaoticState, ctx: EngineContext, from: EffectSource, layer: StaticLayer | null) {
    super(state, ctx, from, layer);
    this.sacrificed = null;
    this.attackSet = null;
    this.thisMugicCost = 0;
  }

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

  delayedTrigger(creature: CreatureRef, effect: AutomatedEffect, once: boolean, duration: Duration): void {
    const source = this.from.source;
    // The card whose text made it: the attack or Mugic resolving, else the creature's own ability.
    const card = this.from.attackCard ?? this.from.mugicCard ?? (source !== null ? this.state.creatures[source].card : undefined);
    if (!this.layer && card) this.addRule({ kind: 'delayed-trigger', uid: uidOf(creature), effect, once, controller: this.from.controller, source, card, until: until(duration) });
  }

  revealHand(hand: 'attack' | 'mugic'): void {
    if (this.layer) return;
    const seat = (1 - this.from.controller) as Seat;
    const cards = hand === 'attack' ? this.state.zones[seat].attackHand : this.m.mugicHand[seat];
    (this.m.revealed ??= []).push({ seat, hand, cards: [...cards] });
  }

  reflectAttackDamage(): void {
    // The target attack: the attack on the burst below this item, as for "Target attack deals 0 damage".
    const attack = this.layer ? undefined : [...this.m.burst].reverse().find((item) => item.kind === 'attack' && item.id !== this.from.itemId);
    if (attack) this.addRule({ kind: 'reflect-attack-item', uid: -1, item: attack.id, until: 'end-of-turn' });
  }

  setAttackDamage(amount: number, which: AttackWhich, by: CreatureRef | undefined, duration: Duration, buildPoints?: number): void {
    if (which === 'this-attack') { if (!this.layer) this.attackSet = amount; return; }
    if (which === 'attacks-against') { if (by !== undefined) this.addRule({ kind: 'attacks-against-damage', uid: uidOf(by), amount, ...(buildPoints === undefined ? {} : { buildPoints }), until: until(duration) }); return; }
    if (which === 'first-attack') { this.addRule({ kind: 'set-first-attack-damage', uid: by === undefined ? -1 : uidOf(by), amount, until: until(duration) }); return; }
    if (which === 'first-attack-against') { if (by !== undefined) this.addRule({ kind: 'set-first-attack-damage-to', uid: uidOf(by), amount, until: until(duration) }); return; }
    // An attack played after this resolves: burst items are numbered in order (engine/next-attack-set.ts).
    if (which === 'next-attack') { if (!this.layer) this.addRule({ kind: 'next-attack-set', uid: by === undefined ? -1 : uidOf(by), amount, after: this.m.nextItemId, until: until(duration) }); return; }
    // "Target attack": the attack on the burst below this item (an attack burst holds one attack, CR 7.2.5).
    if (this.layer) return;
    const orMugic = which === 'target-attack-or-mugic';
    const attack = [...this.m.burst].reverse().find((item) => (item.kind === 'attack' || (orMugic && item.kind === 'mugic')) && item.id !== this.from.itemId);
    // Symphony of Shielding: a Mugic's damage is replaced as it deals it (burst-damage.ts).
    if (attack?.kind === 'mugic') this.addRule({ kind: 'mugic-item-damage', uid: -1, item: attack.id, amount, until: until(duration) });
    else if (attack) this.addRule({ kind: 'attack-item-damage', uid: -1, item: attack.id, amount, until: until(duration) });
  }

  modifyAttackDamageBy(attacker: CreatureRef, delta: number, against: CreatureFilter, duration: Duration, elements?: readonly Element[], plainOnly = false): void {
    this.addRule({ kind: 'attack-damage-by', uid: uidOf(attacker), seat: this.from.controller, delta, against, until: until(duration), ...(elements ? { elements: [...elements] } : {}), ...(plainOnly ? { plainOnly } : {}) });
  }

  modifyFirstAttackDamageTo(creature: CreatureRef, delta: number, duration: Duration): void {
    this.addRule({ kind: 'first-attack-damage-to', uid: uidOf(creature), delta, until: until(duration) });
  }

  modifyHealing(creature: CreatureRef, delta: number, duration: Duration): void {
    this.addRule({ kind: 'healing', uid: uidOf(creature), delta, until: until(duration) });
  }

  extraCostPaid(): boolean { return this.from.extraPaid === true; }

  // Noted for the innate-layer cache (innate-reads.ts): the layer keys on moving only when innate text read it.
  movedThisTurn(creature: CreatureRef): boolean { noteInnateRead(READ_MOVED); return this.state.creatures[uidOf(creature)].movedThisTurn; }

  destroyBattlegearNextTurn(of: CreatureRef): void {
    const gear = this.m.gear[uidOf(of)];
    if (this.layer || !gear) return;
    this.addRule({ kind: 'destroy-gear-next-turn', uid: uidOf(of), card: gear.card, seat: this.from.controller, source: this.from.mugicCard ?? gear.card, turn: this.state.turn, until: 'game' });
  }

  /** CR 4.1.6: that very creature card, if still in its owner's general discard pile, back under its owner; the space is a choice (`choices`). */
  returnToPlay(creature: CreatureRef, ownSide: boolean): boolean {
    const uid = uidOf(creature);
    const c = this.state.creatures[uid];
    if (this.layer || c.space !== null || !this.state.zones[c.owner].generalDiscard.includes(c.card)) return false;
    const side = boardFor(this.state.size).side;
    const free = unoccupiedSpaces(this.state).filter((s) => !ownSide || side[s] === c.owner).map(String);
    const space = this.ask('space', free);
    if (space === undefined) return false;
    putIntoPlay(this.state, uid, Number(space));
    return true;
  }

  /** Read off the cards where Mandiblors are counted (mandiblor-count.ts): the innate text itself changes no state. */
  countAsMandiblors(_what: 'counters-on' | 'discard-cards', _on: CreatureRef | undefined, _duration: Duration): void {}

  attacksCountAs(creature: CreatureRef, elements: readonly Element[], duration: Duration): void {
    this.addRule({ kind: 'attacks-count-as', uid: uidOf(creature), elements: [...elements], until: until(duration) });
  }

  /** CR 8.5.7: the resolving Mugic is already in the general discard pile; it goes to the hand instead. */
  returnThisMugicToHand(): boolean {
    const card = this.from.mugicCard;
    if (this.layer || card === undefined) return false;
    const pile = this.state.zones[this.from.controller].generalDiscard;
    const at = pile.lastIndexOf(card);
    if (at < 0) return false;
    takeFromPile(pile, at);
    this.m.mugicHand[this.from.controller].push(card);
    return true;
  }

  actOnMirage(action: MirageAction): boolean {
    return !this.layer && actOnMirage(this.state, this.ctx, action, (spaces) => this.ask('space', spaces));
  }

  /** "Target player": the controller names one, by default the opponent. */
  removeFromGame(players: 'you' | 'each' | 'target-player' | 'either', count: number | 'all' | 'any', which: RemovableCards): readonly string[] {
    if (this.layer) return [];
    const you = this.from.controller;
    if (players === 'either') {
      // "a card in a general discard pile": the controller picks the pile (one with cards), then the card.
      const piles = ([you, (1 - you) as Seat] as Seat[]).filter((seat) => this.state.zones[seat].generalDiscard.length > 0);
      const named = this.ask('player', piles.map((seat) => (seat === you ? 'you' : 'opponent')));
      if (named === undefined) return [];
      return removeFromDiscard(this.state, this.ctx, named === 'you' ? you : ((1 - you) as Seat), count, which, (cards) => this.ask('card-to-remove', cards));
    }
    const seats: Seat[] = players === 'each' ? [you, (1 - you) as Seat] : players === 'you' ? [you] : [this.ask('player', ['opponent', 'you']) === 'you' ? you : ((1 - you) as Seat)];
    return seats.flatMap((seat) => removeFromDiscard(this.state, this.ctx, seat, count, which, (cards) => this.ask('card-to-remove', cards)));
  }

  printedStat(card: string, stat: Stat): number {
    const found = this.ctx.cards.byId(card);
    return found?.type === 'Creature' ? found[stat] : 0;
  }

  activeLocationIsMirage(): boolean { return this.m.activeMirage && this.state.activeLocation !== null; }
  mirageOnBattleboard(): boolean { return this.m.mirage !== null; }

  redirectNextAttack(creature: CreatureRef, duration: Duration): void {
    if (this.layer) return; // a one-shot redirection, used up by the attack it redirects
    this.addRule({ kind: 'redirect-next-attack', uid: uidOf(creature), until: until(duration) });
  }

  replaceNextAttackDamage(amount: number, duration: Duration): void {
    if (this.layer) return; // a one-shot replacement, used up by the attack it replaces
    this.addRule({ kind: 'next-damaging-attack', uid: -1, amount, until: until(duration) });
  }

  failChecks(creature: CreatureRef, duration: Duration): void {
    this.addRule({ kind: 'fail-checks', uid: uidOf(creature), until: until(duration) });
  }

  succeedChecks(creature: CreatureRef, duration: Duration): void {
    this.addRule({ kind: 'succeed-checks', uid: uidOf(creature), until: until(duration) });
  }

  /** Read by `brainwashed` (text-active.ts) off the state's lasting changes: a resolved effect, never innate text. */
  brainwash(creature: CreatureRef, duration: Duration): void {
    if (!this.layer) this.addRule({ kind: 'brainwashed', uid: uidOf(creature), until: until(duration) });
  }

  unbrainwash(creature: CreatureRef, duration: Duration): void {
    if (!this.layer) this.addRule({ kind: 'not-brainwashed', uid: uidOf(creature), until: until(duration) });
  }

  modifyCasterMugicCost(creature: CreatureRef, delta: number, minimum: number | undefined, duration: Duration): void {
    this.addRule({ kind: 'caster-mugic-cost', uid: uidOf(creature), delta, ...(minimum === undefined ? {} : { minimum }), until: until(duration) });
  }

  redirectDamage(from: CreatureRef, to: CreatureRef, duration: Duration): void {
    this.addRule({ kind: 'redirect-damage', uid: uidOf(from), to: uidOf(to), until: until(duration) });
  }

  modifyNextAttackDamage(by: CreatureRef, delta: number, to: CreatureRef | undefined, duration: Duration): void {
    if (this.layer) return; // a one-shot change, used up by the attack it changes
    this.addRule({ kind: 'next-attack-damage', uid: uidOf(by), delta, to: to === undefined ? null : uidOf(to), after: this.m.nextItemId, until: until(duration) });
  }

  /** "Target attack": the attack on the burst below this item (an attack burst holds one attack, CR 7.2.5). */
  changeTargetAttack(change: { readonly delta?: number; readonly first?: boolean; readonly perElement?: boolean; readonly noText?: boolean }, elemental: boolean, duration: Duration): boolean {
    if (this.layer) return false;
    const attack = [...this.m.burst].reverse().find((item) => item.kind === 'attack' && item.id !== this.from.itemId);
    if (!attack || (elemental && !isElementalAttack(this.ctx, attack))) return false;
    const { perElement, ...rest } = change;
    // Elemental Counterpoint: "for each Elemental Type that attack has", counted as it resolves.
    const delta = perElement && rest.delta !== undefined ? { delta: rest.delta * attackElementCount(this.ctx, attack.card) } : {};
    this.addRule({ kind: 'attack-item-change', uid: -1, item: attack.id, ...rest, ...delta, until: until(duration) });
    return true;
  }

  /** Lomma: the attack on the burst below this item, if Elemental (when asked) and played against `against` (engaged with its striker). */
  setTargetAttackDamageIf(amount: number, only: { readonly elemental: boolean; readonly against?: CreatureRef }, duration: Duration): boolean {
    if (this.layer) return false;
    const attack = [...this.m.burst].reverse().find((item) => item.kind === 'attack' && item.id !== this.from.itemId);
    if (!attack || (only.elemental && !isElementalAttack(this.ctx, attack))) return false;
    const combat = this.state.combat;
    const target = combat && attack.source !== null ? (attack.source === combat.attacker ? combat.defender : combat.attacker) : undefined;
    if (only.against !== undefined && target !== uidOf(only.against)) return false;
    this.addRule({ kind: 'attack-item-damage', uid: -1, item: attack.id, amount, until: until(duration) });
    return true;
  }

  nextAttackCountsAsFirst(creature: CreatureRef, duration: Duration): void {
    if (!this.layer) this.addRule({ kind: 'next-attack-first', uid: uidOf(creature), after: this.m.nextItemId, until: until(duration) });
  }

  replaceZeroAttackDamage(creature: CreatureRef, amount: number, duration: Duration): void {
    this.addRule({ kind: 'zero-attack-damage', uid: uidOf(creature), amount, until: until(duration) });
  }

  setRecklessnessDamage(creature: CreatureRef, amount: number, duration: Duration): void {
    this.addRule({ kind: 'set-recklessness', uid: uidOf(creature), amount, until: until(duration) });
  }

  modifyRecklessnessDamage(creature: CreatureRef, delta: number, duration: Duration): void {
    this.addRule({ kind: 'recklessness', uid: uidOf(creature), delta, until: until(duration) });
  }

  setMugicDamageTo(creature: CreatureRef, amount: number, duration: Duration): void {
    this.addRule({ kind: 'set-mugic-damage', uid: uidOf(creature), amount, until: until(duration) });
  }

  modifyMugicDamage(caster: CreatureRef, delta: number, duration: Duration, tribes?: readonly string[]): void {
    this.addRule({ kind: 'mugic-damage', uid: uidOf(caster), delta, until: until(duration), ...(tribes ? { tribes: [...tribes] } : {}) });
  }

  modifyNonAttackDamage(creature: CreatureRef | undefined, change: { readonly delta?: number; readonly set?: number }, duration: Duration): void {
    this.addRule({ kind: 'non-attack-damage', uid: creature === undefined ? -1 : uidOf(creature), ...change, until: until(duration) });
  }

  modifyAbilityCost(creature: CreatureRef, delta: number, duration: Duration, ifCosted = false): void {
    this.addRule({ kind: 'ability-cost', uid: uidOf(creature), delta, until: until(duration), ...(ifCosted ? { ifCosted } : {}) });
  }

  modifyMugicCost(delta: number, tribes: readonly string[], duration: Duration, named?: string): void {
    this.addRule({ kind: 'mugic-cost', uid: -1, delta, tribes: [...tribes], until: until(duration), ...(named !== undefined ? { named } : {}) });
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

  modifyThisMugicCost(delta: number): void {
    this.thisMugicCost += delta;
  }

  /** The controller picks the card (`choices`: its uid) and then the space; by default the first of each. */
  returnCreatureToPlay(filter: CreatureFilter, _targeted: boolean, where?: { readonly ownSide: boolean; readonly another: boolean }): boolean {
    if (this.layer) return false;
    const cards = returnableCreatures(this.state, this.ctx, this.from.controller, filter).filter((uid) => !(where?.another && this.sacrificed !== null && this.sacrificed.includes(uid)));
    const card = this.ask('creature', cards.map(String));
    // CR 4.1.1: a player's side is the spaces their creatures start on.
    const side = boardFor(this.state.size).side;
    const free = unoccupiedSpaces(this.state).filter((s) => !where?.ownSide || side[s] === this.from.controller).map(String);
    if (card === undefined || free.length === 0) return false;
    const space = this.ask('space', free);
    putIntoPlay(this.state, Number(card), Number(space));
    return true;
  }

  /** "Each Mugic has "Untargetable."" is the one card ability the engine grants (ENGINE_SUPPORT). */
  grantCardAbility(cards: CardClass, ability: Ability, duration: Duration, of?: CreatureRef): void {
    // The battlegear equipped to `of` cannot be a target (gear-untargetable.ts).
    if (cards === 'battlegear' && ability.kind === 'untargetable' && of !== undefined) { this.addRule({ kind: 'gear-untargetable', uid: uidOf(of), until: until(duration) }); return; }
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
  changeTarget(what?: 'mugic'): void {
    if (this.layer) return;
    retarget(this.state, this.ctx, this.from.itemId, (options) => this.ask('creature', options), what === 'mugic');
  }
}
