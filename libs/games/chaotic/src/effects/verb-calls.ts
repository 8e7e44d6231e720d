import type { Discipline, Element } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { CreatureFilter, Duration, Subject } from './effect-types';

export type DeckKind = 'attack' | 'location';
/** After looking (glossary "Look at"): keep order, any order, or one on top and the rest on the bottom. */
export type Arrangement = 'unchanged' | 'any-order' | 'one-top-rest-bottom';
export type Players = 'you' | 'each';
export type Prohibited = 'move' | 'play-mugic' | 'play-tribal-mugic' | 'play-activated-abilities';

/**
 * The closed set of effect verbs: each call is data `{ verb, params }`. Every verb has a
 * parameter schema (`VERB_SCHEMAS`) checked when the card set loads and one `apply`
 * (`verbs.ts`) that works through `EffectContext`.
 */
export type VerbCall =
  | { readonly verb: 'deal-damage'; readonly params: { readonly amount: number; readonly to: Subject } }
  | { readonly verb: 'heal'; readonly params: { readonly amount: number; readonly to: Subject } }
  /** `per`: the delta counts once for each creature matching each filter ("for each Mandiblor you control"). */
  | { readonly verb: 'modify-stat'; readonly params: { readonly stat: Stat; readonly delta: number; readonly to: Subject; readonly duration: Duration; readonly per?: readonly CreatureFilter[] } }
  | { readonly verb: 'gain-element'; readonly params: { readonly element: Element; readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'lose-element'; readonly params: { readonly element: Element; readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'grant-ability'; readonly params: { readonly ability: Ability; readonly to: Subject; readonly duration: Duration } }
  /** `ability` is an ability kind ("invisibility") or "all". */
  | { readonly verb: 'remove-ability'; readonly params: { readonly ability: string; readonly to: Subject; readonly duration: Duration } }
  | { readonly verb: 'set-hive'; readonly params: { readonly on: boolean } }
  | { readonly verb: 'infect'; readonly params: { readonly to: Subject } }
  | { readonly verb: 'uninfect'; readonly params: { readonly to: Subject } }
  | { readonly verb: 'flip-battlegear'; readonly params: { readonly of: Subject; readonly face: 'up' | 'down' } }
  | { readonly verb: 'destroy-battlegear'; readonly params: { readonly of: Subject } }
  | { readonly verb: 'add-mugic-counters'; readonly params: { readonly amount: number; readonly to: Subject } }
  | { readonly verb: 'remove-mugic-counters'; readonly params: { readonly amount: number; readonly from: Subject } }
  | { readonly verb: 'relocate'; readonly params: { readonly to: Subject; readonly destination: 'adjacent-unoccupied' | 'any-unoccupied' } }
  /** `players`: who returns one; `optional` when the text says "can". */
  | { readonly verb: 'return-mugic-to-hand'; readonly params: { readonly players: Players; readonly optional: boolean } }
  | { readonly verb: 'discard-mugic'; readonly params: { readonly players: Players; readonly count: number } }
  /** CR 8.4.2: Mugic of these tribes costs `delta` more counters (negative: less). */
  | { readonly verb: 'modify-mugic-cost'; readonly params: { readonly delta: number; readonly tribes: readonly string[]; readonly duration: Duration } }
  /** CR 3.4.4.1: `who` may play Mugic of these tribes (empty: of any tribe). */
  | { readonly verb: 'allow-mugic-tribes'; readonly params: { readonly who: Subject; readonly tribes: readonly string[]; readonly duration: Duration } }
  /** The first attack each combat of each creature `by` names deals `delta` more damage. */
  | { readonly verb: 'modify-first-attack-damage'; readonly params: { readonly delta: number; readonly by: Subject; readonly duration: Duration } }
  | { readonly verb: 'negate'; readonly params: { readonly what: 'mugic' | 'mugic-or-ability'; readonly tribes: readonly string[] } }
  | { readonly verb: 'look-at-deck'; readonly params: { readonly owner: 'you' | 'target-player'; readonly decks: readonly DeckKind[]; readonly count: number; readonly arrangement: Arrangement } }
  | { readonly verb: 'shuffle-deck'; readonly params: { readonly owner: 'you' | 'target-player'; readonly decks: readonly DeckKind[] } }
  | { readonly verb: 'draw-attack'; readonly params: { readonly count: number } }
  | { readonly verb: 'discard-attack'; readonly params: { readonly count: number } }
  /**
   * CR 8.5.4: attack damage changed by `delta`, for attacks with any of `elements` (CR 8.6.1.4) or
   * of `disciplines` (CR 3.5.8.2) when given, and only to `to` when given.
   */
  | { readonly verb: 'modify-attack-damage'; readonly params: { readonly delta: number; readonly elements: readonly Element[]; readonly disciplines?: readonly Discipline[]; readonly to?: Subject; readonly duration: Duration } }
  | { readonly verb: 'prohibit'; readonly params: { readonly action: Prohibited; readonly who?: Subject; readonly duration: Duration } };

export type VerbName = VerbCall['verb'];
export type ParamsOf<V extends VerbName> = Extract<VerbCall, { verb: V }>['params'];
