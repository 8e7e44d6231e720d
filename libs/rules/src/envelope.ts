/** A player's id as it appears in the match-log header, e.g. `alice`. */
export type PlayerId = string;

/**
 * One recorded game action. Every game uses this envelope; `type` and `payload` are the
 * game's own vocabulary. `seq` numbers actions from 1 in log order; `at` is optional
 * metadata (an ISO time stamp supplied by the recorder, never read by a rules engine).
 */
export interface ActionEnvelope<Type extends string = string, Payload = unknown> {
  readonly seq: number;
  readonly player: PlayerId;
  readonly type: Type;
  readonly payload: Payload;
  readonly at?: string;
}

/**
 * Who is looking at the state: a seated player sees their own hidden cards, a spectator
 * only public information, a judge everything (including RNG state).
 */
export type Viewer =
  | { readonly kind: 'player'; readonly player: PlayerId }
  | { readonly kind: 'spectator' }
  | { readonly kind: 'judge' };
