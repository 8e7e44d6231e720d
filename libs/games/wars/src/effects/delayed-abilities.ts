import type { AbilityReading, VerbCall, VerbParams } from '../text/reading';
import { isUnread } from '../text/reading';
import { type TriggeredAbility, triggeredAbility } from './triggered-abilities';

/**
 * Delayed abilities (engine 1.2.0 on; CR glossary `triggered ability`, `replacement effect`): "The
 * next time one of your other units is lost from a battle here this turn, put it in its owner's
 * hand." creates, as it resolves, a triggered ability of its own — the event after "the next time"
 * and the effects after the comma — watched until it triggers once or the turn ends. Its targets
 * are chosen when it triggers, as any triggered ability's. The engine carries it out when it would
 * carry out a printed triggered ability of those words.
 */
export function delayedAbility(p: VerbParams['next-time']): TriggeredAbility | null {
  return triggeredAbility({ kind: 'triggered', trigger: { when: 'when', ...p.event }, effects: p.effects });
}

/** Whether the engine carries out the ability a "next time" text creates. */
export const delays = (p: VerbParams['next-time']): boolean => delayedAbility(p) !== null;

/** The "next time" call of an activated ability or an interrupt's or order's effect, when it creates an ability the engine carries out. */
export function delayedIn(reading: AbilityReading): TriggeredAbility | null {
  if (isUnread(reading) || (reading.kind !== 'activated' && reading.kind !== 'effect')) return null;
  const call = reading.effects.find((c): c is Extract<VerbCall, { verb: 'next-time' }> => c.verb === 'next-time');
  return call ? delayedAbility(call.params) : null;
}
