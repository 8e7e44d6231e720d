import { Pending, Seat } from './types';

/**
 * The waits replay sets after nearly every action, made once and shared (replay speed: no
 * object per action). `Pending` is readonly throughout, and frozen here, so no state can
 * change a shared one in place.
 */
const PRIORITY = [Object.freeze({ kind: 'priority', seat: 0 }), Object.freeze({ kind: 'priority', seat: 1 })] as const;
const STRIKE = [Object.freeze({ kind: 'strike', seat: 0 }), Object.freeze({ kind: 'strike', seat: 1 })] as const;
const DRAW_TO_STRIKE = [Object.freeze({ kind: 'draw-attack', seat: 0, reason: 'strike' }), Object.freeze({ kind: 'draw-attack', seat: 1, reason: 'strike' })] as const;

export const ACTION_STEP: Pending = Object.freeze({ kind: 'action-step' });

export const priorityWait = (seat: Seat): Pending => PRIORITY[seat];
export const strikeWait = (seat: Seat): Pending => STRIKE[seat];
export const drawWait = (seat: Seat, reason: 'opening' | 'strike'): Pending => (reason === 'strike' ? DRAW_TO_STRIKE[seat] : { kind: 'draw-attack', seat, reason });
