export * from './types';
export * from './board';
export * from './engine';
export { attackDamage, ZERO_DAMAGE_LIMIT } from './combat';
export { initiativeSeat } from './initiative';
export { checkMatchConfig } from './config-check';
export type { ChaoticView, ZonesView } from './view';
export type { MastersState, BurstItem, GearState, PriorityPoint } from './masters-state';
export type { MastersAction, PlayMugicPayload, ActivatePayload, AttestedMove, AttestZone, InterceptPayload } from './masters-actions';
