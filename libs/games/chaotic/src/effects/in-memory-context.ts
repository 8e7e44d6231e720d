import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { CreatureRef, EffectContext, RemovableCards } from './effect-context';
import type { AutomatedEffect, CreatureFilter, Duration, Subject } from './effect-types';
import { type FakeCreature, matches } from './fake-creature';
import type { Arrangement, AttackWhich, CardClass, ChoiceKind, DeckKind, Negatable, Players, Prohibited } from './verb-calls';

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

  selectOne(s: Subject): CreatureRef | undefined {
    return this.select(s)[0];
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
  /** The tiny board has no printed card: the elements it was made with stand for the scanned ones. */
  scannedElements(id: CreatureRef): readonly Element[] {
    return this.creature(id).scannedElements ?? this.creature(id).elements;
  }
  swap(what: 'spaces' | 'battlegear', a: CreatureRef, b: CreatureRef): boolean {
    if (what === 'battlegear') [this.creature(a).gear, this.creature(b).gear] = [this.creature(b).gear, this.creature(a).gear];
    this.log.push(`swap ${what} ${a} ${b}`);
    return true;
  }
  /** The X chosen and the counters paid for the resolving Mugic. */
  x = 0;
  spent = 0;
  costX(): number {
    return this.x;
  }
  /** The damage of the triggering combat event. */
  amount = 0;
  eventAmount(): number {
    return this.amount;
  }
  /** The triggering attack's elemental types. */
  attackElements: Element[] = [];
  eventAttackElements(): readonly Element[] {
    return this.attackElements;
  }
  countersSpent(): number {
    return this.spent;
  }
  /** The damage the last attack of the combat dealt. */
  lastAttack = 0;
  lastAttackDamage(): number {
    return this.lastAttack;
  }
  swapAttackDeckAndDiscard(): void {
    this.log.push('swap attack deck and discard');
  }
  discardCreatureElements(): readonly Element[] {
    return [...new Set(this.discard.filter((c) => c.controller === 'you').flatMap((c) => c.elements))];
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
  flipBattlegear(id: CreatureRef, face: 'up' | 'down' | 'over'): void {
    const c = this.creature(id);
    if (c.gear) c.gear.face = face === 'over' ? (c.gear.face === 'up' ? 'down' : 'up') : face;
    this.log.push(`flip ${id} ${face}`);
  }
  destroyBattlegear(id: CreatureRef): void {
    this.creature(id).gear = null;
    this.log.push(`destroy-gear ${id}`);
  }
  readonly named = new Map<string, number>();
  addNamedCounters(id: CreatureRef, name: string, amount: number): void {
    this.named.set(`${id}:${name}`, this.namedCounters(id, name) + amount);
    this.log.push(`${name} counters ${id} +${amount}`);
  }
  namedCounters(id: CreatureRef, name: string): number {
    return this.named.get(`${id}:${name}`) ?? 0;
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
  discardMugic(players: Players, count: number, _random?: boolean): void {
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
  negate(what: Negatable, tribes: readonly string[], targeting?: CreatureRef, toHand = false): boolean {
    this.log.push(`negate ${what} ${tribes.join('|')}${targeting ? ` targeting ${targeting}` : ''}${toHand ? ' to hand' : ''}`);
    return true;
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
  countAsMandiblors(what: 'counters-on' | 'discard-cards', on: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`count-as-mandiblors ${what}${on === undefined ? '' : ` ${on}`} ${duration}`);
  }
  extraCreatures(): number {
    return 0;
  }
  /** Tests set it: the cost of the Mugic whose play triggered the effect. */
  triggeringCost: number | undefined = undefined;
  triggeringMugicCost(): number | undefined {
    return this.triggeringCost;
  }
  negateTriggeringMugic(): boolean {
    this.log.push('negate-triggering-mugic');
    return this.triggeringCost !== undefined;
  }
  /** Tests set it: the optional extra cost of the Mugic resolving was paid. */
  extraPaid = false;
  extraCostPaid(): boolean {
    return this.extraPaid;
  }
  movedThisTurn(id: CreatureRef): boolean {
    return this.creature(id).movedThisTurn === true;
  }
  destroyBattlegearNextTurn(id: CreatureRef): void {
    this.log.push(`destroy-battlegear-next-turn ${id}`);
  }
  returnToPlay(id: CreatureRef, ownSide: boolean): boolean {
    this.log.push(`return-to-play ${id}${ownSide ? ' own-side' : ''}`);
    return true;
  }
  attacksCountAs(id: CreatureRef, elements: readonly Element[], duration: Duration): void {
    this.log.push(`attacks-count-as ${id} ${elements.join(',')} ${duration}`);
  }
  returnThisMugicToHand(): boolean {
    this.log.push('return-this-mugic-to-hand');
    return true;
  }
  /** The tiny game's Mirages: on the Battleboard and as the active Location. */
  mirageOnBoard = false;
  activeMirage = false;
  actOnMirage(action: 'move' | 'shuffle' | 'place-active' | 'shuffle-active'): boolean {
    const done = action === 'move' || action === 'shuffle' ? this.mirageOnBoard : this.activeMirage;
    this.log.push(`mirage ${action}${done ? '' : ' (none)'}`);
    return done;
  }
  removeFromGame(players: 'you' | 'each' | 'target-player' | 'either', count: number | 'all' | 'any', which: RemovableCards): readonly string[] {
    const fits = this.discard.filter((c) => (!which.tribes || which.tribes.includes(c.tribe)) && (!which.subtype || (c.subtypes ?? []).includes(which.subtype)));
    const gone = typeof count === 'number' ? fits.slice(0, count) : fits;
    this.discard = this.discard.filter((c) => !gone.includes(c));
    this.log.push(`remove-from-game ${players} ${count}${which.cardType ? ` ${which.cardType}` : ''}`);
    return gone.map((c) => c.id);
  }
  /** The tiny game's cards are its creatures: their current values stand for the printed ones. */
  printedStat(card: string, stat: Stat): number {
    const c = [...this.creatures, ...this.discard].find((x) => x.id === card);
    return c ? c.stats[stat] : 0;
  }
  mirageOnBattleboard(): boolean {
    return this.mirageOnBoard;
  }
  activeLocationIsMirage(): boolean {
    return this.activeMirage;
  }
  redirectNextAttack(id: CreatureRef, duration: Duration): void {
    this.log.push(`redirect-next-attack ${id} ${duration}`);
  }
  replaceNextAttackDamage(amount: number, duration: Duration): void {
    this.log.push(`replace-next-attack-damage ${amount} ${duration}`);
  }
  modifyNextAttackDamage(by: CreatureRef, delta: number, to: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`next-attack-damage ${by} ${delta}${to === undefined ? '' : ` to ${to}`} ${duration}`);
  }
  modifyRecklessnessDamage(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`recklessness-damage ${id} ${delta} ${duration}`);
  }
  changeTargetAttack(change: { readonly delta?: number; readonly first?: boolean; readonly perElement?: boolean; readonly noText?: boolean }, elemental: boolean, duration: Duration): boolean {
    this.log.push(`target-attack ${JSON.stringify(change)}${elemental ? ' elemental' : ''} ${duration}`);
    return true;
  }
  nextAttackCountsAsFirst(id: CreatureRef, duration: Duration): void {
    this.log.push(`next-attack-first ${id} ${duration}`);
  }
  replaceZeroAttackDamage(id: CreatureRef, amount: number, duration: Duration): void {
    this.log.push(`zero-attack-damage ${id} ${amount} ${duration}`);
  }
  setRecklessnessDamage(id: CreatureRef, amount: number, duration: Duration): void {
    this.log.push(`recklessness-damage-to ${id} ${amount} ${duration}`);
  }
  putTopOnBottom(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void {
    this.log.push(`top-to-bottom ${owner} ${decks.join('|')}`);
  }
  modifyAttackDamage(delta: number, elements: readonly Element[], disciplines: readonly Discipline[], to: CreatureRef | undefined, duration: Duration, _shared?: boolean, all?: boolean): void {
    this.log.push(`${all ? 'all-damage' : 'attack-damage'} ${delta} ${[...elements, ...disciplines].join('|') || 'any'} ${to ?? 'any'} ${duration}`);
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
  setTargetAttackDamageIf(amount: number, only: { readonly elemental: boolean; readonly against?: CreatureRef }, duration: Duration): boolean {
    this.log.push(`target-attack-damage ${amount}${only.elemental ? ' elemental' : ''}${only.against === undefined ? '' : ` against ${only.against}`} ${duration}`);
    return true;
  }
  setAttackDamage(amount: number, which: AttackWhich, by: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`set-attack-damage ${which} ${by ?? 'any'} ${amount} ${duration}`);
  }
  reflectAttackDamage(): void {
    this.log.push('reflect-attack-damage');
  }
  revealHand(hand: 'attack' | 'mugic'): void {
    this.log.push(`reveal ${hand} hand`);
  }
  delayedTrigger(id: CreatureRef, effect: AutomatedEffect, once: boolean, duration: Duration): void {
    this.log.push(`delayed-trigger ${id} ${effect.timing.kind === 'triggered' ? effect.timing.event : ''}${once ? ' once' : ''} ${duration}`);
  }
  suppressAbilities(cards: CardClass, duration: Duration): void {
    this.log.push(`suppress ${cards} ${duration}`);
  }
  grantCardAbility(cards: CardClass, ability: Ability, duration: Duration, of?: CreatureRef): void {
    this.log.push(`grant ${cards} ${ability.kind} ${duration}${of === undefined ? '' : ` of ${of}`}`);
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
  modifyMugicDamage(caster: CreatureRef, delta: number, duration: Duration, tribes?: readonly string[]): void {
    this.log.push(`mugic-damage ${caster} ${delta} ${duration}${tribes ? ` ${tribes.join('|')}` : ''}`);
  }
  allowMoveAsIfAdjacent(id: CreatureRef, duration: Duration): void {
    this.log.push(`move-as-if-adjacent ${id} ${duration}`);
  }
  modifyFirstMugicCost(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`first-mugic-cost ${id} ${delta} ${duration}`);
  }
  modifyThisMugicCost(delta: number): void {
    this.log.push(`this-mugic-cost ${delta}`);
  }
  revealNewActiveLocation(): void {
    this.log.push('reveal-location');
  }
  shuffleDiscardIntoDeck(players: Players, decks: readonly DeckKind[]): void {
    this.log.push(`shuffle-discard ${players} ${decks.join('|')}`);
  }
  changeTarget(what?: 'mugic'): void {
    this.log.push(what ? `change-target ${what}` : 'change-target');
  }
  /** Names of the cards in the controller's attack discard pile. */
  attackDiscard: string[] = [];
  /** Hands and the active Location of the tiny game, for the conditions that read them. */
  hands: Record<'you' | 'opponent', { mugic: number; attack: number }> = { you: { mugic: 0, attack: 0 }, opponent: { mugic: 0, attack: 0 } };
  location?: { controller: 'you' | 'opponent'; initiative: string };
  modifyThisAttackDamage(delta: number): void {
    this.log.push(`this-attack-damage ${delta}`);
  }
  modifyMugicDamageTo(id: CreatureRef, delta: number, duration: Duration): void {
    this.log.push(`mugic-damage-to ${id} ${delta} ${duration}`);
  }
  failsChallenges(_id: CreatureRef): boolean {
    return false;
  }
  canGainMugicCounters(_id: CreatureRef): boolean {
    return true;
  }
  modifyNextPlayedAttack(delta: number, duration: Duration): void {
    this.log.push(`next-played-attack ${delta} ${duration}`);
  }
  gainSubtype(id: CreatureRef, subtype: string, duration: Duration): void {
    const c = this.creature(id);
    c.subtypes = [...(c.subtypes ?? []), subtype];
    this.log.push(`subtype ${id} ${subtype} ${duration}`);
  }
  capAttackDamage(max: number, to: CreatureRef | undefined, duration: Duration): void {
    this.log.push(`cap-attack-damage ${max}${to === undefined ? '' : ` to ${to}`} ${duration}`);
  }
  gearFaceUp(id: CreatureRef): boolean | undefined {
    const gear = this.creature(id).gear;
    return gear ? gear.face === 'up' : undefined;
  }
  /** Attack Card names in the controller's hand. */
  attackHand: string[] = [];
  discardNamedAttack(name: string): boolean {
    const i = this.attackHand.indexOf(name);
    if (i < 0) return false;
    this.attackHand.splice(i, 1);
    this.log.push(`discard attack ${name}`);
    return true;
  }
  damageOf(id: CreatureRef): number {
    return this.creature(id).damage;
  }
  abilityValue(id: CreatureRef, kind: string): number {
    return this.creature(id).abilities.filter((a) => a.kind === kind).reduce((n, a) => n + ((a as { x?: number }).x ?? 1), 0);
  }
  hasBattlegear(id: CreatureRef, subtype?: string, name?: string): boolean {
    const gear = this.creature(id).gear;
    return !!gear && (subtype === undefined || gear.subtypes?.includes(subtype) === true) && (name === undefined || gear.name === name);
  }
  activeLocationController(): 'you' | 'opponent' | undefined {
    return this.location?.controller;
  }
  handSize(hand: 'mugic' | 'attack', whose: 'you' | 'opponent'): number {
    return this.hands[whose][hand];
  }
  /** The tiny board has no printed card: its current values stand for the scanned ones. */
  /** The tiny board's creatures have no printed card: 1, as most creatures print. */
  mugicAbility(_id: CreatureRef): number {
    return 1;
  }
  scanned(id: CreatureRef, stat: Stat): number {
    return this.creature(id).stats[stat];
  }
  /** The tiny game's turn: the controller's unless a test says otherwise. */
  yourTurn = true;
  isYourTurn(): boolean {
    return this.yourTurn;
  }
  /** The element the tiny game's ability cost expended. */
  expended?: Element;
  expendedElement(): Element | undefined {
    return this.expended;
  }
  /** Creatures of the tiny board that succeed on every Discipline check. */
  alwaysSucceed: CreatureRef[] = [];
  succeedsChecks(id: CreatureRef): boolean {
    return this.alwaysSucceed.includes(id);
  }
  modifyCasterMugicCost(id: CreatureRef, delta: number, minimum: number | undefined, duration: Duration): void {
    this.log.push(`caster-mugic-cost ${id} ${delta}${minimum === undefined ? '' : ` min ${minimum}`} ${duration}`);
  }
  /** Creatures of the tiny board that fail every Discipline check. */
  alwaysFail: CreatureRef[] = [];
  failsChecks(id: CreatureRef): boolean {
    return this.alwaysFail.includes(id);
  }
  failChecks(id: CreatureRef, duration: Duration): void {
    this.alwaysFail.push(id);
    this.log.push(`fail-checks ${id} ${duration}`);
  }
  succeedChecks(id: CreatureRef, duration: Duration): void {
    this.alwaysSucceed.push(id);
    this.log.push(`succeed-checks ${id} ${duration}`);
  }
  brainwash(id: CreatureRef, duration: Duration): void {
    this.log.push(`brainwash ${id} ${duration}`);
  }
  unbrainwash(id: CreatureRef, duration: Duration): void {
    this.log.push(`unbrainwash ${id} ${duration}`);
  }
  redirectDamage(from: CreatureRef, to: CreatureRef, duration: Duration): void {
    this.log.push(`redirect-damage ${from} ${to} ${duration}`);
  }
  moveBattlegear(from: CreatureRef, to: CreatureRef): void {
    this.creature(to).gear = this.creature(from).gear;
    this.creature(from).gear = null;
    this.log.push(`move-battlegear ${from} ${to}`);
  }
  /** Battlegear cards in the tiny game's discard piles. */
  gearDiscard = 0;
  battlegearCardsInDiscard(_players: 'you' | 'each'): number {
    return this.gearDiscard;
  }
  /** The tiny game's discard pile holds creatures only: the controller's (each player's: the same here). */
  creatureCardsInDiscard(_players: 'you' | 'each', tribes?: readonly Tribe[], subtype?: string): number {
    return this.discard.filter((c) => (!tribes || tribes.includes(c.tribe)) && (subtype === undefined || (c.subtypes ?? []).includes(subtype))).length;
  }
  activeLocationInitiative(): string | undefined {
    return this.location?.initiative;
  }
  /** The card whose text resolves lies in the general discard pile. */
  inDiscard = false;
  inGeneralDiscard(): boolean {
    return this.inDiscard;
  }
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
  /** The next coin flips (true: heads); heads once they run out. */
  coins: boolean[] = [];

  modifyAbilityCost(id: CreatureRef, delta: number, duration: Duration, ifCosted?: boolean): void {
    this.log.push(`ability-cost ${id} ${delta} ${duration}${ifCosted ? ' if-costed' : ''}`);
  }

  modifyNonAttackDamage(id: CreatureRef | undefined, change: { readonly delta?: number; readonly set?: number }, duration: Duration): void {
    this.log.push(`non-attack-damage ${id ?? 'all'} ${change.set !== undefined ? `= ${change.set}` : change.delta} ${duration}`);
  }

  shuffleHandIntoDeck(): void {
    this.log.push('shuffle-hand-into-deck');
  }

  returnBattlegearToPlay(): boolean {
    this.log.push('return-battlegear-to-play');
    return true;
  }

  sacrificeBattlegear(): boolean {
    const c = this.creatures.find((x) => x.controller === 'you' && x.gear);
    this.log.push(`sacrifice-battlegear ${c?.id ?? 'none'}`);
    if (!c) return false;
    c.gear = null;
    return true;
  }

  flipCoin(): boolean {
    const heads = this.coins.shift() ?? true;
    this.log.push(`coin ${heads ? 'heads' : 'tails'}`);
    return heads;
  }

  sacrificeCreature(id: CreatureRef): void {
    this.log.push(`sacrifice ${id}`);
    this.creatures.splice(this.creatures.indexOf(this.creature(id)), 1);
  }

  forCreature(id: CreatureRef, byController: boolean, run: () => void): void {
    const saved = this.triggerCreature;
    this.triggerCreature = id;
    this.log.push(`for-creature ${id}${byController ? ' as its controller' : ''}`);
    try { run(); } finally { this.triggerCreature = saved; }
  }

  forPlayers(who: 'each' | 'opponent', run: () => void): void {
    for (const player of who === 'each' ? ['you', 'opponent'] : ['opponent']) {
      this.log.push(`as-player ${player}`);
      run();
    }
  }

  asControllerOf(id: CreatureRef, run: () => void): void {
    this.log.push(`as-controller-of ${id}`);
    run();
  }
}
