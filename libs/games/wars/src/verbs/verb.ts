import type { Place, Target, VerbCall, VerbName, VerbParams } from '../text/reading';
import type { Bound } from './bound';

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
  /** Changes what a side adds to the attrition it causes, or to its total power, in battles at the place named (anywhere without one). */
  battle(number: 'attrition' | 'power', side: 'you' | 'opponent', at: Place | undefined, by: number): void;
  /** Changes each drain a phrase names ("each of your drains here"). */
  drain(drains: Target, by: number): void;
  /** A unit aboard a ship that does not count against its capacity. */
  notCounted(key: string): void;
  /** Support icons of a faction a side gains. */
  supportIcon(side: 'you' | 'opponent', faction: string, count: number): void;
  /** Energy a side generates for its activation, once, or at each location the place names. */
  generate(side: 'you' | 'opponent', at: Place | undefined, amount: number): void;
}

/** A verb the engine carries out while its ongoing ability's condition holds, instead of a player attesting it. */
export interface OngoingVerb<V extends VerbName> {
  /** Whether these parameters are ones `apply` carries out; `can` says whether the engine picks a phrase's cards, or reads a place as one a battle or drain is at. */
  supported(params: VerbParams[V], can: { target(t: Target): boolean; location(place: Place): boolean }): boolean;
  /** Carries the verb out `times` times ("for each …"). */
  apply(params: VerbParams[V], times: number, ctx: OngoingContext): void;
}

/**
 * One verb of the closed vocabulary the grammar reads card text into, as an object: the rules
 * it carries out (`rule`, a key of the WARS rules index), whether its controller chooses
 * something when it resolves, what of the game it reads, and what it can change (`bound`),
 * which checks a stated outcome of attested text (engine 1.1.0 on); `ongoing` where the engine
 * carries the verb out itself as a standing effect.
 */
export interface Verb<V extends VerbName = VerbName> {
  readonly name: V;
  readonly rule: string;
  readonly asksChoice: boolean;
  /** What the verb reads of the game: `cards in play`, `piles`, `battle`, `stack`, `rules` (a standing change to what players may do). */
  readonly reads: readonly ('cards in play' | 'piles' | 'battle' | 'stack' | 'rules')[];
  bound(params: VerbParams[V], ctx: BoundContext): Bound;
  readonly ongoing?: OngoingVerb<V>;
}

/** Every verb, by name: a verb added to the grammar without an object here does not compile. */
export type VerbRegistry = { readonly [V in VerbName]: Verb<V> };
