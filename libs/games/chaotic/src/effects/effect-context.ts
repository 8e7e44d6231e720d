import type { Discipline, Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { AutomatedEffect, CreatureFilter, Duration, Pile, Subject } from './effect-types';
import type { Arrangement, AttackWhich, CardClass, ChoiceKind, DeckKind, Negatable, Players, Prohibited } from './verb-calls';

/** An engine's handle on a creature in play (its board position or instance id). */
export type CreatureRef = string;

/** Which cards of a general discard pile `removeFromGame` may remove. */
export interface RemovableCards { readonly cardType?: 'Creature'; readonly subtype?: string; readonly tribes?: readonly Tribe[] }

/**
 * What a verb may ask of the game. The engine implements it over its state for the
 * resolving card (which knows its source, controller and chosen targets); tests use
 * `InMemoryEffectContext`. Every effect goes through this seam, so a verb never
 * touches engine state directly.
 */
export interface EffectContext {
  /** The creatures a subject names right now (targets as chosen on play, CR 8.4.1.3). */
  select(subject: Subject): readonly CreatureRef[];
  /** The first creature `select` names, if any (replay speed: a subject of one creature needs no list). */
  selectOne(subject: Subject): CreatureRef | undefined;
  /** Current value of a discipline, energy or "mugic-counters" (CR 8.7.2, 8.7.3). */
  stat(creature: CreatureRef, stat: Stat | 'mugic-counters'): number;
  hasElement(creature: CreatureRef, element: Element): boolean;
  tribe(creature: CreatureRef): Tribe;
  /** Glossary "Hive (effect)". */
  hiveActive(): boolean;
  /** The Elemental Types printed on the creature's card (glossary Scanned). */
  scannedElements(creature: CreatureRef): readonly Element[];
  /** The Elemental Types printed on the Creature Cards in the controller's general discard pile. */
  discardCreatureElements(): readonly Element[];
  /** Two creatures trade spaces, or (of the same player) their Battlegear; false when they cannot. */
  swap(what: 'spaces' | 'battlegear', a: CreatureRef, b: CreatureRef): boolean;
  /** The controller's Attack Deck and Attack Discard pile trade places. */
  swapAttackDeckAndDiscard(): void;
  /** CR 8.4.2.6: the X chosen as the resolving Mugic was played (0 when it has none). */
  costX(): number;
  /** The damage of the combat event that triggered the resolving ability ("Energy equal to the damage it dealt"). */
  eventAmount(): number;
  /** The elemental types of the attack whose damage triggered the resolving ability (CR 8.6.1.4). */
  eventAttackElements(): readonly Element[];
  /** The Mugic counters paid to play the resolving Mugic with an X cost. */
  countersSpent(): number;
  /** The damage dealt by the last attack resolved this combat (Retaliatory Strike). */
  lastAttackDamage(): number;

  dealDamage(target: CreatureRef, amount: number): void;
  heal(target: CreatureRef, amount: number): void;
  modifyStat(target: CreatureRef, stat: Stat, delta: number, duration: Duration): void;
  /** `locked`: a loss no gain undoes for the duration ("cannot gain it"). */
  setElement(target: CreatureRef, element: Element, has: boolean, duration: Duration, locked?: boolean): void;
  grantAbility(target: CreatureRef, ability: Ability, duration: Duration): void;
  /** `cannotGain`: the ability cannot be granted to it again for the duration ("loses and cannot gain"). */
  removeAbility(target: CreatureRef, ability: string, duration: Duration, cannotGain?: boolean): void;
  setHive(on: boolean): void;
  infect(target: CreatureRef): void;
  uninfect(target: CreatureRef): void;
  flipBattlegear(of: CreatureRef, face: 'up' | 'down' | 'over'): void;
  /** `sacrifice`: put into the discard pile even where Battlegear cannot be destroyed. */
  destroyBattlegear(of: CreatureRef, sacrifice?: boolean): void;
  /** Returns how many counters were really added/removed (a creature cannot go below 0). */
  addMugicCounters(target: CreatureRef, amount: number): number;
  /** "a Leadership counter": counters of another name on a creature. */
  addNamedCounters(target: CreatureRef, name: string, amount: number): void;
  namedCounters(target: CreatureRef, name: string): number;
  removeMugicCounters(target: CreatureRef, amount: number): number;
  relocate(target: CreatureRef, destination: 'adjacent-unoccupied' | 'any-unoccupied'): void;
  /** Each of `players` picks a mugic card in their general discard pile and returns it to hand (may decline when optional). */
  returnMugicToHand(players: Players, optional: boolean): void;
  /** Each of `players` discards `count` cards from their Mugic hand. */
  /** `random`: each card discarded is picked at random (the match RNG), not chosen. */
  discardMugic(players: Players, count: number, random?: boolean): void;
  /** `named`: only Mugic with that name. */
  modifyMugicCost(delta: number, tribes: readonly string[], duration: Duration, named?: string): void;
  allowMugicTribes(creature: CreatureRef, tribes: readonly string[], duration: Duration): void;
  modifyFirstAttackDamage(creature: CreatureRef, delta: number, duration: Duration): void;
  /** Negates the targeted burst item (CR 8.2) if it matches; with `targeting`, only if that item targets this creature. */
  /** `toHand`: the negated card returns to its controller's hand. True when an item was negated. */
  negate(what: Negatable, tribes: readonly string[], targeting?: CreatureRef, toHand?: boolean): boolean;
  lookAtTopOfDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[], count: number, arrangement: Arrangement): void;
  shuffleDeck(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void;
  /** The controller (or each player) draws / discards Attack Cards. */
  drawAttack(count: number, players?: Players): void;
  discardAttack(count: number, players?: Players): void;
  /** `sharedElement`: only attacks of an element the damaged creature has. */
  /** `all`: to all damage `to` is dealt, from any source ("All damage dealt to equipped Creature"), not attack damage alone. */
  modifyAttackDamage(delta: number, elements: readonly Element[], disciplines: readonly Discipline[], to: CreatureRef | undefined, duration: Duration, sharedElement?: boolean, all?: boolean): void;
  hasAbility(creature: CreatureRef, kind: string): boolean;
  prohibit(action: Prohibited, who: CreatureRef | undefined, duration: Duration): void;

  /** The controller's pick among `options` on resolution; undefined when there is none. */
  choose(kind: ChoiceKind, options: readonly string[]): string | undefined;
  /** The controller picks one creature among `options` (not a target: untargetable does not stop it). */
  chooseCreature(options: readonly CreatureRef[]): CreatureRef | undefined;
  /** "You can …": whether the controller does the optional action. */
  confirm(text: string): boolean;
  /** The attack `which` names deals exactly `amount` (a replacement of its damage, CR 8.8.2). */
  /** `buildPoints`: only attacks of that Build Point cost ("Attacks with a Build Points of 2 played against Illiar"). */
  setAttackDamage(amount: number, which: AttackWhich, by: CreatureRef | undefined, duration: Duration, buildPoints?: number): void;
  /** The target attack deals exactly `amount` if it is Elemental (when asked) and played against `against`; false when it is not such an attack. */
  setTargetAttackDamageIf(amount: number, only: { readonly elemental: boolean; readonly against?: CreatureRef }, duration: Duration): boolean;
  /** The target attack (the one on the burst), once it deals damage, deals the same amount to the creature that played it. */
  reflectAttackDamage(): void;
  /** The controller's opponent reveals that hand: both players see the cards (until the end of the turn in this engine's view). */
  revealHand(hand: 'attack' | 'mugic'): void;
  /** `effect` (a triggered ability about `creature`) triggers on its event until `duration` ends; `once`: only the next time. */
  delayedTrigger(creature: CreatureRef, effect: AutomatedEffect, once: boolean, duration: Duration): void;
  /** Cards of this class have no abilities for the duration. */
  suppressAbilities(cards: CardClass, duration: Duration): void;
  /** `of`: only the battlegear equipped to this creature. */
  grantCardAbility(cards: CardClass, ability: Ability, duration: Duration, of?: CreatureRef): void;
  /** The creature has a quoted (non-keyword) ability: the engine runs it with its own timing. */
  grantEffect(target: CreatureRef, effect: AutomatedEffect, duration: Duration): void;
  /** Attacks this creature plays have the quoted ability as part of their text. */
  grantAttackEffect(by: CreatureRef, effect: AutomatedEffect, duration: Duration): void;
  /** A creature card matching `filter` goes from the controller's general discard pile to an unoccupied space (CR 4.1.6); false when there is none. */
  /** `where.ownSide`: only on the controller's side of the Battleboard; `where.another`: not a creature this effect sacrificed. */
  returnCreatureToPlay(filter: CreatureFilter, targeted: boolean, where?: { readonly ownSide: boolean; readonly another: boolean }): boolean;
  /** Mugic this creature plays that deal damage deal `delta` more. */
  modifyMugicDamage(caster: CreatureRef, delta: number, duration: Duration, tribes?: readonly string[]): void;
  /** The creature may move to any space as if it were adjacent. */
  allowMoveAsIfAdjacent(creature: CreatureRef, duration: Duration): void;
  /** CR 8.4.2: the creature's first Mugic this turn costs `delta` more (negative: less). */
  modifyFirstMugicCost(creature: CreatureRef, delta: number, duration: Duration): void;
  /** CR 8.4.2: the Mugic being played costs `delta` more (negative: less); read as it is played. */
  modifyThisMugicCost(delta: number): void;
  /** CR 6.2.5: the top Location of the controller's Location Deck becomes the active Location. */
  revealNewActiveLocation(byActivePlayer?: boolean): void;
  /** Each of `players` shuffles the discard pile of each deck kind into that deck. */
  shuffleDiscardIntoDeck(players: Players, decks: readonly DeckKind[]): void;
  /** The controller picks a new legal target for the targeted single-target mugic or ability (CR 8.4.1.3). */
  changeTarget(what?: 'mugic'): void;
  /** Runs `run` once for each player (`each`: the controller first) or for the opponent, with "you" meaning that player. */
  forPlayers(who: 'each' | 'opponent', run: () => void): void;
  /** CR 8.4.4.1: this creature's own activated abilities cost `delta` more Mugic counters. */
  /** `ifCosted`: only abilities whose printed cost has one or more Mugic counters. */
  modifyAbilityCost(creature: CreatureRef, delta: number, duration: Duration, ifCosted?: boolean): void;
  /** Non-attack damage to this creature (every creature when undefined) changes by `delta` or becomes `set`. */
  modifyNonAttackDamage(creature: CreatureRef | undefined, change: { readonly delta?: number; readonly set?: number }, duration: Duration): void;
  /** The controller shuffles their attack hand into their Attack Deck. */
  shuffleHandIntoDeck(): void;
  /** The controller returns a Battlegear card from their general discard pile equipped to an unequipped creature they control; false when they cannot. */
  returnBattlegearToPlay(self?: boolean, other?: boolean): boolean;
  /** The controller sacrifices a Battlegear equipped to one of their creatures; false when they have none. */
  sacrificeBattlegear(): boolean;
  /** Flips a coin: true for heads. */
  flipCoin(): boolean;
  /** Glossary "Sacrifice": the creature (with its Battlegear) goes to its owner's general discard pile; it is not destroyed. */
  sacrificeCreature(creature: CreatureRef): void;
  /** Runs `run` with `trigger-creature` meaning this creature (and, `byController`, "you" its controller). */
  forCreature(creature: CreatureRef, byController: boolean, run: () => void): void;
  /** Runs `run` with "you" meaning the controller of this creature ("if a player controls …, that player can …"). */
  asControllerOf(creature: CreatureRef, run: () => void): void;
  /** CR 8.6.2.2: attacks `attacker` plays deal `delta` more to creatures matching `against`. */
  /** `elements`: only its attacks of one of these elements. */
  /** `plainOnly`: only attacks of no element and no Discipline. */
  modifyAttackDamageBy(attacker: CreatureRef, delta: number, against: CreatureFilter, duration: Duration, elements?: readonly Element[], plainOnly?: boolean): void;
  /** Damage Mugic deals to this creature becomes `amount`. */
  setMugicDamageTo(creature: CreatureRef, amount: number, duration: Duration): void;
  /** The first attack against this creature each combat deals `delta` more (negative: less). */
  modifyFirstAttackDamageTo(creature: CreatureRef, delta: number, duration: Duration): void;
  /** CR 8.5.6: the creature is destroyed and goes to the general discard pile with its Battlegear. */
  destroyCreature(creature: CreatureRef): void;
  /** Healing this creature receives changes by `delta`. */
  modifyHealing(creature: CreatureRef, delta: number, duration: Duration): void;
  /** Recklessness damage dealt to this creature changes by `delta` (glossary Recklessness). */
  modifyRecklessnessDamage(creature: CreatureRef, delta: number, duration: Duration): void;
  /** The attack on the burst below this item (an Elemental one when `elemental`) deals `delta` more, or counts / does not count as a first attack; false when there is none. */
  /** `perElement`: the delta counts once per Elemental Type the attack has. */
  changeTargetAttack(change: { readonly delta?: number; readonly first?: boolean; readonly perElement?: boolean; readonly noText?: boolean }, elemental: boolean, duration: Duration): boolean;
  /** The next attack this creature plays counts as its first attack this combat. */
  nextAttackCountsAsFirst(creature: CreatureRef, duration: Duration): void;
  /** An attack this creature plays that would deal 0 damage deals `amount` instead (CR 8.8.2). */
  replaceZeroAttackDamage(creature: CreatureRef, amount: number, duration: Duration): void;
  /** Recklessness damage dealt to this creature becomes `amount` (a replacement, CR 8.8.2). */
  setRecklessnessDamage(creature: CreatureRef, amount: number, duration: Duration): void;
  /** The top card of the deck goes to its bottom (`target-player`: the opponent's deck). */
  putTopOnBottom(owner: 'you' | 'target-player', decks: readonly DeckKind[]): void;
  /** Things that count as Mandiblors the controller controls "when counting Mandiblors": counters on a creature, or Mandiblor cards in their discard pile. */
  countAsMandiblors(what: 'counters-on' | 'discard-cards', on: CreatureRef | undefined, duration: Duration): void;
  /** How many more count as creatures matching `filter` than are in play (the Mandiblors `countAsMandiblors` adds). */
  extraCreatures(filter: CreatureFilter): number;
  /** The cost of the Mugic whose play triggered this (printed, or its X), if it is still on the burst. */
  triggeringMugicCost(): number | undefined;
  /** Negates the Mugic whose play triggered this, if it is still on the burst. */
  negateTriggeringMugic(): boolean;
  /** Whether the caster paid the Mugic's optional extra cost as it was played. */
  extraCostPaid(): boolean;
  /** Whether the creature has moved this turn (CR 6.3). */
  movedThisTurn(creature: CreatureRef): boolean;
  /** At the beginning of the next turn, the battlegear equipped to the creature now is destroyed (if it is still there). */
  destroyBattlegearNextTurn(of: CreatureRef): void;
  /** The creature (out of play, its card in its owner's general discard pile) returns to an unoccupied space (`ownSide`: on its controller's side); false when it cannot. */
  returnToPlay(creature: CreatureRef, ownSide: boolean): boolean;
  /** Attacks this creature plays also count as attacks of these elements. */
  attacksCountAs(creature: CreatureRef, elements: readonly Element[], duration: Duration): void;
  /** The Mugic resolving goes to its controller's Mugic hand instead of the general discard pile; false when it is not there. */
  returnThisMugicToHand(): boolean;
  /** The next attack (anyone's) that would deal damage deals exactly `amount` instead (CR 8.8.2). */
  replaceNextAttackDamage(amount: number, duration: Duration): void;
  /** The next attack that would deal damage deals it to this creature instead (CR 8.8.2). */
  redirectNextAttack(creature: CreatureRef, duration: Duration): void;
  /** CR 9.3: acts on the Mirage on the Battleboard or the active Mirage; false when there is none. */
  actOnMirage(action: 'move' | 'shuffle' | 'place-active' | 'shuffle-active'): boolean;
  /** Whether the active Location is a Mirage (CR 9.3.2). */
  activeLocationIsMirage(): boolean;
  /** CR 9.3.2: a Mirage Location lies on a space of the Battleboard. */
  mirageOnBattleboard(): boolean;
  /** Cards leave general discard piles for good (CR 4.1.6): all, or `count` the controller picks; how many went. */
  removeFromGame(players: 'you' | 'each' | 'target-player' | 'either', count: number | 'all' | 'any', which: RemovableCards): readonly string[];
  /** A card's printed value of a stat (a Creature Card's Energy, glossary Scanned); 0 for anything else. */
  printedStat(card: string, stat: Stat): number;
  /** The next attack `by` plays deals `delta` more (only to `to`, when given). */
  modifyNextAttackDamage(by: CreatureRef, delta: number, to: CreatureRef | undefined, duration: Duration): void;
  /** CR 8.5.4: the resolving attack's own damage changes by `delta` (its text says "is reduced by 10"). */
  modifyThisAttackDamage(delta: number): void;
  /** CR 8.8.2: an attack deals at most `max`: the resolving one (`to` undefined) or each attack against `to`. */
  capAttackDamage(max: number, to: CreatureRef | undefined, duration: Duration): void;
  /** Damage Mugic deals to this creature changes by `delta` (CR 8.5.4). */
  modifyMugicDamageTo(creature: CreatureRef, delta: number, duration: Duration): void;
  /** "fail all Challenges on attacks they play" is in force for this creature. */
  failsChallenges(creature: CreatureRef): boolean;
  /** Whether Mugic counters can be put on the creature now (none says it "cannot have Mugic counters put on it"). */
  canGainMugicCounters(creature: CreatureRef): boolean;
  /** The next attack played after this resolves, by anyone, deals `delta` more (negative: less). */
  modifyNextPlayedAttack(delta: number, duration: Duration): void;
  /** The creature has this Creature Type in addition to its other types. */
  gainSubtype(creature: CreatureRef, subtype: string, duration: Duration): void;
  /** Whether the creature's Battlegear lies face-up; undefined when it has none. */
  gearFaceUp(creature: CreatureRef): boolean | undefined;
  /** The controller discards an Attack Card of this name from their hand; false when they hold none. */
  discardNamedAttack(name: string): boolean;
  /** Damage on the creature now (its Current Energy is its Energy less this). */
  damageOf(creature: CreatureRef): number;
  /** The X of a keyword the creature has now, copies added (CR 8.8.1.2): its Recklessness value. */
  abilityValue(creature: CreatureRef, kind: string): number;
  /** Whether the creature has a battlegear equipped (of this subtype: "equipped with a Shard"; of this name: "Dread Tread"). */
  hasBattlegear(creature: CreatureRef, subtype?: string, name?: string): boolean;
  /** Who controls the active Location (CR 6.2); undefined when there is none. */
  activeLocationController(): 'you' | 'opponent' | undefined;
  /** How many cards are in a player's Mugic or Attack hand. */
  handSize(hand: 'mugic' | 'attack', whose: 'you' | 'opponent'): number;
  /** The printed ("Scanned") value of a creature's stat (glossary Scanned). */
  scanned(creature: CreatureRef, stat: Stat): number;
  /** The creature's printed Mugic Ability (CR 4.2.2). */
  mugicAbility(creature: CreatureRef): number;
  /** The active Location's initiative: a Discipline, an Element or another word, lower case; undefined when none. */
  activeLocationInitiative(): string | undefined;
  /** Whether the controller is the active player (CR 6.1). */
  isYourTurn(): boolean;
  /** The Elemental Type this ability's cost expended ("Expend any Elemental Type"), if any. */
  expendedElement(): Element | undefined;
  /** Arrthoa: the creature succeeds on all Discipline checks (Stat Check, Stat Fail, Challenge) on attacks it plays. */
  succeedsChecks(creature: CreatureRef): boolean;
  /** Decomposition: the creature fails every Discipline check on attacks it plays. */
  failsChecks(creature: CreatureRef): boolean;
  /** The Battlegear equipped to `from` becomes equipped to `to` (which has none). */
  moveBattlegear(from: CreatureRef, to: CreatureRef): void;
  /** Non-attack damage that would be dealt to `from` is dealt to `to` instead. */
  redirectDamage(from: CreatureRef, to: CreatureRef, duration: Duration): void;
  /** CR 9.2: the Minion is treated as if its controller did not control a Chieftain. */
  unbrainwash(creature: CreatureRef, duration: Duration): void;
  /** The Minion is treated as if its controller also controlled a Chieftain (CR 9.2). */
  brainwash(creature: CreatureRef, duration: Duration): void;
  succeedChecks(creature: CreatureRef, duration: Duration): void;
  failChecks(creature: CreatureRef, duration: Duration): void;
  /** CR 8.4.2: Mugic this creature plays costs `delta` more, never below `minimum` by this change. */
  modifyCasterMugicCost(creature: CreatureRef, delta: number, minimum: number | undefined, duration: Duration): void;
  /** Creature cards (of these tribes) in the controller's general discard pile, or in each player's. */
  creatureCardsInDiscard(players: 'you' | 'each', tribes?: readonly Tribe[], subtype?: string): number;
  /** Battlegear cards in the controller's general discard pile, or in each player's. */
  battlegearCardsInDiscard(players: 'you' | 'each'): number;
  /** Whether the card whose text resolves lies in its owner's general discard pile ("If Elhadd is in your general discard pile"). */
  inGeneralDiscard(): boolean;
  /** How many cards are in the controller's pile, or only those with this name (CR 4.1.6). */
  cardsInPile(pile: Pile, name?: string): number;
}
