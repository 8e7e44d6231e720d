import type { Amount, Owner, Place, Target, VerbCall, VerbName, VerbParams } from '../text/reading';
import type { BattleNumber, Bound } from './bound';

/** What a verb's bound may ask of the registry: the bound of verb calls it contains ("next time …", "choose one"). */
export interface BoundContext {
  readonly calls: (calls: readonly VerbCall[]) => Bound;
  /** What "X" stands for in the call, when the sentence says ("where X is …"). */
  readonly x?: VerbCall['x'];
}

/** What the engine gives a verb it carries out as a standing effect (engine 1.1.0 on). */
export interface OngoingContext {
  /** The cards in play a phrase picks now ("this ship", "each of your damaged characters"). */
  pick(t: Target): readonly string[];
  /** Changes a card's power, tactics or defense (the total never below 0, CR glossary `modifiers`). */
  stat(key: string, stat: 'power' | 'tactics' | 'defense', by: number): void;
  immune(key: string): void;
  /** A keyword ability a card gains, with its number ("gains Piloting 2"): added to one it has (CR glossary `keyword ability`). */
  keyword(key: string, keyword: string, value: number): void;
  /** The most locations a side may drain at each turn. */
  drainLimit(side: 'you' | 'opponent', max: number): void;
  /** A label a card has besides those printed ("this character is … a kizen"). */
  label(key: string, label: string): void;
  /** Changes what a side adds to the attrition it causes, or to its total power, in battles at the place named (anywhere without one). */
  battle(number: BattleNumber, side: 'you' | 'opponent', at: Place | undefined, by: number): void;
  /** Changes each drain a phrase names ("each of your drains here"). */
  drain(drains: Target, by: number): void;
  /** A unit aboard a ship that does not count against its capacity. */
  notCounted(key: string): void;
  /** A card that doesn't add its power to a player's total power. */
  notAdded(key: string): void;
  /** Support icons of a faction a side of a location gains. */
  supportIcon(location: string, side: 'you' | 'opponent', faction: string, count: number): void;
  /** Energy icons a side of a location gains. */
  energyIcon(location: string, side: 'you' | 'opponent', count: number): void;
  /** Energy a side generates for its activation, once, or at each location the place names. */
  generate(side: 'you' | 'opponent', at: Place | undefined, amount: number): void;
  /** What a card can't do ("can't move", "can't be damaged", "can't be targeted by your opponent": `by` whom), or where a side can't drain (engine 1.2.0 on). */
  cant(key: string, action: 'move' | 'be damaged' | 'be targeted', by?: 'you' | 'opponent'): void;
  cantDrain(side: 'you' | 'opponent', at: Place | undefined): void;
  /** Where a side can't lose cards from their hand to a drain: the energy it loses comes off its energy piles only. */
  cantLoseHandToDrain(side: 'you' | 'opponent', at: Place | undefined): void;
  /** Where a side can't reveal a card for battle destiny ("he or she can't reveal a card for battle destiny in a battle here"). */
  cantReveal(side: 'you' | 'opponent', at: Place): void;
  /** Changes what the cards a phrase describes cost to play, as they are played (engine 1.2.0 on). */
  cost(what: Target, by: number): void;
  /** An additional cost of playing a card a phrase describes, or of attacking or draining (at a place): energy paid and lost by the player doing it (engine 1.2.0 on). */
  extraCost(c: ExtraCostTerms): void;
}

/** What an additional cost in play asks, and of which action: to play (the cards as a cost-change phrase), to attack, to drain (where). */
export interface ExtraCostTerms {
  readonly action: 'play' | 'attack' | 'drain';
  /** Whose action: any player's, or the source controller's or their opponent's. */
  readonly for: Owner;
  readonly what?: Target;
  readonly at?: Place;
  readonly pay: number;
  readonly lose: number;
}

/** A verb the engine carries out while its ongoing ability's condition holds, instead of a player attesting it. */
export interface OngoingVerb<V extends VerbName> {
  /** Whether these parameters are ones `apply` carries out; `can` says whether the engine picks a phrase's cards, reads a place as one a battle or drain is at, or reads a phrase of cards as they are played. */
  supported(params: VerbParams[V], can: { target(t: Target): boolean; location(place: Place): boolean; played(t: Target): boolean }): boolean;
  /** Carries the verb out `times` times ("for each …"). */
  apply(params: VerbParams[V], times: number, ctx: OngoingContext): void;
}

/** What the engine can read of a phrase in an ability it carries out when it resolves (engine 1.2.0 on). */
export interface ResolveCan {
  /** The engine picks the phrase's cards: "this …", a chosen target, "that …" of one, or each card it describes. */
  target(t: Target): boolean;
  /** A number it works out when the ability resolves: printed, a revealed destiny, a count, a stat. */
  amount(a: Amount): boolean;
  /** A player it knows: "you", "your opponent", and where a triggering event names one, "that player" and "that player's opponent". */
  player(o: Owner): boolean;
  /** Whether a player may choose as it resolves (a `choose` action): "you may …", "if you do" (activated and triggered abilities). */
  readonly may?: boolean;
  /** Whether "that card" is a card revealed for battle destiny, the event that triggered the ability. */
  readonly revealed?: boolean;
  /** A phrase of cards as they are played ("each unit your opponent plays here") the engine reads. */
  played(t: Target): boolean;
  /** Where a card moved by text goes ("to a related location", "to target sector", "to the location of that battle"), as the engine reads it. */
  destination(to: Place | undefined): boolean;
  /** A phrase of one card in play picked as it resolves ("dismiss a unit here") that the engine describes. */
  picked(t: Target): boolean;
  /** A place a battle or drain is at that the engine reads ("at a site related to a site where you have a vehicle"). */
  location(place: Place): boolean;
  /** A card played by the text ("Play an inverter character at full cost.") that the engine plays. */
  playable(p: VerbParams['play']): boolean;
  /** Whether the ability plays a card, so "It costs 3 less energy to play" is said of that card. */
  readonly playing?: boolean;
  /** Whether the ability reveals a card first ("Reveal the top card of your used pile."), which "it" and "that card" then name. */
  readonly shown?: boolean;
  /** Whether the ability makes a player lose energy first ("Your opponent loses 1 energy"), which "that card" then names. */
  readonly losing?: boolean;
  /** Whether the ability's own event happens in a battle where its card is ("When you invert this NoBot in a site battle here"), so "here" is that battle. */
  readonly inBattleHere?: boolean;
  /** The card a search or download looks for is one the engine reads (`effects/search-phrases.ts`). */
  searchable(t: Target): boolean;
  /** Whether the engine carries out the triggered ability "The next time …, …" creates (its event watched, its effects carried). */
  delays(p: VerbParams['next-time']): boolean;
}

/** What the engine gives a verb it carries out when an ability resolves. "Until end of turn" changes last to the end of the turn. */
export interface ResolveContext {
  /** The cards a phrase picks now: "this …", the chosen target ("target …", "that …", "it"), or each card it describes. */
  pick(t: Target): readonly string[];
  amount(a: Amount): number;
  /** Energy a player pays (as much as their active pile holds, CR glossary `effects`), or loses card by card by their own `lose` actions next. */
  pay(who: Owner, amount: number): void;
  lose(who: Owner, amount: number, from?: 'reserve'): void;
  /** Energy the ability's controller activates. */
  activate(amount: number): void;
  /** How many of "up to N" its controller chose as it resolves (never more than N). */
  upTo(most: number): number;
  /** A side's casualties in the battle under way, when it lost it: reduced to a number, or by one (never below 0). */
  casualties(who: Owner, change: { readonly to: number } | { readonly by: number }): void;
  /** The option the player a "chooses to … or …" names picked as it resolves (`choose`'s `option`). */
  option(): number;
  /** One card off the top of a player's reserve (or used pile) into their hand. */
  draw(who: Owner, from: 'reserve' | 'used'): void;
  /** A card of the controller's hand the phrase describes, which they name as it resolves, revealed (it stays in hand). */
  revealFromHand(t: Target): void;
  /** The top card of one of the controller's piles, revealed (it stays there; a paper log names it). */
  revealTop(pile: 'reserve' | 'used'): void;
  /** The card revealed, from where it is into the controller's hand or onto the top of one of their piles. */
  putShown(to: 'hand' | 'reserve' | 'used'): void;
  /** The card the ability revealed, if any. */
  shown(): string | undefined;
  /** "Search your used pile for an inverter": the card the controller's `choose` names as found (none found, or none wanted, is no card), revealed where it is, as `revealTop` reveals. */
  search(pile: 'reserve' | 'used', t: Target): void;
  /** "You may stack it on this asset": the card the event names, from its owner's lost pile, onto this card (still in play). */
  stackEventCard(): void;
  /** "Your opponent loses 1 energy and stacks that card face down on this asset": the card the loss just asked for, when lost, onto this card. */
  stackLost(): void;
  /** Whether the ability makes a player lose energy, so that "that card" is the card lost. */
  losing(): boolean;
  /** "Stack the top card of your reserve face down on this asset" (in paper play the log names it). */
  stackTop(pile: 'reserve' | 'used', faceDown: boolean): void;
  /** Whether the ability searches a pile: "it" after the search is the card found, and nothing when none was (or none was looked for). */
  searches(): boolean;
  /** "Then shuffle your reserve": the controller's pile, from the game's seed (paper play: every place in it unknown again). */
  shuffle(pile: 'reserve' | 'used'): void;
  /** Cards of a player's hand that player picks as it resolves (as many as they have, up to `count`), onto one of their piles, the first picked on top. */
  putFromHand(who: Owner, count: number, pile: 'reserve' | 'used', end: 'top' | 'bottom', upTo?: boolean): void;
  /** One card at random from a player's lost pile onto their used pile (CR glossary `retrieve`). */
  retrieve(who: Owner): void;
  /** One card at random from a player's hand to their lost pile (a paper log names it). */
  loseAtRandom(who: Owner): void;
  damage(key: string): void;
  undamage(key: string): void;
  invert(key: string): void;
  /** This turn, the next time the card would be destroyed it is not (and, with `undamage`, it is undamaged): CR glossary `replacement effect`. */
  preventDestruction(key: string, undamage: boolean): void;
  /** "The next time …, …": the triggered ability the text creates, watched from now until it triggers once or the turn ends. */
  delay(): void;
  /** An inverted inverter turned right side up (CR glossary `revert`); one that is not inverted stays as it is. */
  revert(key: string): void;
  /** Into its owner's hand, or on top of its owner's reserve or used pile (leaving play: the cards beneath it are lost); a destroyed card's own text takes it from the lost pile. */
  putOutOfPlay(key: string, to: 'hand' | 'reserve' | 'used'): void;
  /** To its owner's lost pile, with the cards beneath it (CR glossary `destroyed, dismissed, lost`): destroyed, which text may watch, or dismissed. */
  destroy(key: string): void;
  dismiss(key: string): void;
  /** Until end of turn: a card's power, tactics or defense, and immunity to attrition. */
  stat(key: string, stat: 'power' | 'tactics' | 'defense', by: number): void;
  immune(key: string): void;
  /** "Make that card's destiny +1": the battle destiny of the player who revealed the card that triggered the ability, in the battle under way. */
  revealedDestiny(by: number): void;
  /** Until end of turn: what a side adds to the attrition it causes, or its total power, in battles at the place named ("here"). */
  battle(number: BattleNumber, side: 'you' | 'opponent', at: Place | undefined, by: number): void;
  /** Until end of turn: support icons of a faction a side of a location gains. */
  supportIcon(location: string, side: 'you' | 'opponent', faction: string, count: number): void;
  /** Until end of turn: energy icons a side of a location gains. */
  energyIcon(location: string, side: 'you' | 'opponent', count: number): void;
  /** Until end of turn: what the cards a phrase describes cost to play, as they are played. */
  cost(what: Target, by: number): void;
  /** Until end of turn: what a card can't do ("can't move", "can't be damaged", "can't be targeted by your opponent"). */
  cant(key: string, action: 'move' | 'be damaged' | 'be targeted', by?: 'you' | 'opponent'): void;
  /** Until end of turn: the drains a phrase names are changed. */
  drain(drains: Target, by: number): void;
  /** The pending drain at a location is changed (it comes off the stack changed). */
  pendingDrain(location: string, by: number): void;
  /** Until end of turn: a card's stat is not added to its side's total ("doesn't add its power to a player's total power"). */
  notAdded(key: string, stat: 'power'): void;
  /** A pending card or drain off the stack (a card to its owner's lost pile). */
  cancel(key: string, t: Target): void;
  /** Moves a ship or unit to the location a destination phrase names (picked as it resolves when the phrase says "a …"). */
  move(key: string, to: Target): void;
  /** The card of yours in play its controller picks as it resolves for a phrase "a …" ("dismiss a unit here"); undefined when the phrase describes none. */
  pickOwn(t: Target): string | undefined;
  /** A ship or unit of the controller's hand, named as it resolves, played where the text lets it enter play (once every effect is done). */
  play(p: VerbParams['play']): void;
  /** What the card being played costs, changed ("It costs 3 less energy to play"), or nothing at all ('all': "That warrior costs no energy to play."). */
  playCost(by: number | 'all'): void;
}

/** A verb the engine carries out when an activated ability resolves (engine 1.2.0 on), instead of a player attesting it. */
export interface ResolvingVerb<V extends VerbName> {
  /** Whether these parameters, with the call's "until", are ones `apply` carries out. */
  supported(params: VerbParams[V], until: VerbCall['until'], can: ResolveCan): boolean;
  apply(params: VerbParams[V], ctx: ResolveContext): void;
}

/** What the engine gives a verb it pays as the cost of an activated ability (before the rift, CR glossary `costs`). */
export interface CostContext {
  /** The card whose ability it is, which "this …" names. */
  readonly self: string;
  /** Cards in the user's active pile, and energy and hand cards they could lose. */
  readonly active: number;
  readonly losable: number;
  readonly inverter: boolean;
  readonly inverted: boolean;
  /** Whether the card is damaged (null when it is not a ship or unit, which are never damaged), and whether card text says it can't be. */
  readonly selfDamaged: boolean | null;
  readonly selfCantBeDamaged: boolean;
  damage(key: string): void;
  pay(amount: number): void;
  /** Energy lost card by card by the user's own `lose` actions next (CR glossary `lose energy`). */
  lose(amount: number): void;
  /** Dismissed: to its owner's lost pile (CR glossary `destroyed, dismissed, lost`). */
  dismiss(key: string): void;
  invert(key: string): void;
  revert(key: string): void;
  /** "Put this character on top of its owner's used pile": out of play (the cards beneath it lost), onto that pile. */
  toUsed(key: string): void;
  /** The card of the user's hand the use names for a cost that takes one ("Reveal an Earther card from your hand and put it on top of your used pile"), when it names one. */
  readonly handCard: string | null;
  /** Every card of the hand the use names ("Put two cards from your hand on top of your used pile"), as keys; an id the hand does not hold is left out. */
  readonly handCards: readonly string[];
  /** How many collector numbers the use names `fromHand`. */
  readonly handNamed: number;
  /** The cards in play the use names for this cost ("Dismiss target other unit you have here"), as many as `CostVerb.picks` says. */
  readonly picked: readonly string[];
  /** Whether a card in play is one a phrase of the ability's card describes ("your other units here"). */
  describesInPlay(key: string, t: Target): boolean;
  /** Whether a card of the hand is one the phrase describes (its faction, its kind). */
  describesHandCard(key: string, t: Target): boolean;
  /** A card of the hand onto the top of the user's used pile. */
  handToUsed(key: string): void;
  /** A card of the hand lost: onto the user's lost pile. */
  handToLost(key: string): void;
  /** Paper play: a card "at random" is the one the log names; digital play picks it with the game's seeded generator. */
  readonly paper: boolean;
  readonly handSize: number;
  /** A card of the user's hand at random lost (digital play). */
  handAtRandomToLost(): void;
}

/** A verb the engine pays as a cost: whether it can be paid now (a reason in words when it cannot), and paying it. */
export interface CostVerb<V extends VerbName> {
  supported(params: VerbParams[V]): boolean;
  /** How many cards in play the use names for this cost (`paying`); none when absent. */
  picks?(params: VerbParams[V]): number;
  problem(params: VerbParams[V], ctx: CostContext): string | null;
  pay(params: VerbParams[V], ctx: CostContext): void;
}

/**
 * One verb of the closed vocabulary the grammar reads card text into, as an object: the rules
 * it carries out (`rule`, a key of the WARS rules index), whether its controller chooses
 * something when it resolves, what of the game it reads, and what it can change (`bound`),
 * which checks a stated outcome of attested text (engine 1.1.0 on); `ongoing` where the engine
 * carries the verb out itself as a standing effect, `resolving` and `cost` where it carries it
 * out in an activated ability (1.2.0 on).
 */
export interface Verb<V extends VerbName = VerbName> {
  readonly name: V;
  readonly rule: string;
  readonly asksChoice: boolean;
  /** What the verb reads of the game: `cards in play`, `piles`, `battle`, `stack`, `rules` (a standing change to what players may do). */
  readonly reads: readonly ('cards in play' | 'piles' | 'battle' | 'stack' | 'rules')[];
  bound(params: VerbParams[V], ctx: BoundContext): Bound;
  readonly ongoing?: OngoingVerb<V>;
  /** Where the engine carries the verb out when an activated ability resolves (1.2.0 on). */
  readonly resolving?: ResolvingVerb<V>;
  /** Where the engine pays the verb as an activated ability's cost (1.2.0 on). */
  readonly cost?: CostVerb<V>;
}

/** Every verb, by name: a verb added to the grammar without an object here does not compile. */
export type VerbRegistry = { readonly [V in VerbName]: Verb<V> };
