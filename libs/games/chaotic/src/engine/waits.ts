import type { Pending,Seat } from './types';

/**
 * Every wait has the same four fields, in the same order (those its kind does not use are
 * undefined: left out of the canonical JSON and the hash, as absent fields were), and is frozen:
 * reads of `pending.kind`, made at every action, then see one object shape instead of one per
 * kind (replay speed: a read of many shapes is a slow, megamorphic lookup). `Pending` is readonly
 * throughout, so a shared wait cannot be changed in place either.
 */
function wait(kind: Pending['kind'], seat?: Seat, reason?: 'opening' | 'strike', item?: number): Pending {
  return Object.freeze({ kind, seat, reason, item }) as Pending;
}

/** The waits replay sets after nearly every action, made once and shared (replay speed: no object per action). */
const PRIORITY = [wait('priority', 0), wait('priority', 1)] as const;
const STRIKE = [wait('strike', 0), wait('strike', 1)] as const;
const DRAW_TO_STRIKE = [wait('draw-attack', 0, 'strike'), wait('draw-attack', 1, 'strike')] as const;

export const ACTION_STEP: Pending = wait('action-step');
export const GAME_OVER: Pending = wait('game-over');

export const priorityWait = (seat: Seat): Pending => PRIORITY[seat];
export const strikeWait = (seat: Seat): Pending => STRIKE[seat];
export const drawWait = (seat: Seat, reason: 'opening' | 'strike'): Pending => (reason === 'strike' ? DRAW_TO_STRIKE[seat] : wait('draw-attack', seat, reason));
/** A wait for `seat` to reveal a location, intercept, pick a showdown space or place a Mirage. */
export const seatWait = (kind: 'reveal-location' | 'intercept' | 'showdown-pick' | 'place-mirage', seat: Seat): Pending => wait(kind, seat);
/** The controller of the attested item on top of the burst states its outcome (docs/match-log-format.md). */
export const attestWait = (seat: Seat, item: number): Pending => wait('attest', seat, undefined, item);
