import type { VerbCall, VerbName, VerbParams } from '../text/reading';
import type { Bound } from './bound';

/** What a verb's bound may ask of the registry: the bound of verb calls it contains ("next time …", "choose one"). */
export interface BoundContext {
  readonly calls: (calls: readonly VerbCall[]) => Bound;
  /** What "X" stands for in the call, when the sentence says ("where X is …"). */
  readonly x?: VerbCall['x'];
}

/**
 * One verb of the closed vocabulary the grammar reads card text into, as an object: the rules
 * it carries out (`rule`, a key of the WARS rules index), whether its controller chooses
 * something when it resolves, what of the game it reads, and what it can change (`bound`),
 * which checks a stated outcome of attested text (engine 1.1.0 on).
 */
export interface Verb<V extends VerbName = VerbName> {
  readonly name: V;
  readonly rule: string;
  readonly asksChoice: boolean;
  /** What the verb reads of the game: `cards in play`, `piles`, `battle`, `stack`, `rules` (a standing change to what players may do). */
  readonly reads: readonly ('cards in play' | 'piles' | 'battle' | 'stack' | 'rules')[];
  bound(params: VerbParams[V], ctx: BoundContext): Bound;
}

/** Every verb, by name: a verb added to the grammar without an object here does not compile. */
export type VerbRegistry = { readonly [V in VerbName]: Verb<V> };
