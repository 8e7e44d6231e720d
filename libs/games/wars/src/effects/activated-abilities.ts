import type { AbilityReading, Condition, VerbCall } from '../text/reading';
import { isUnread } from '../text/reading';
import type { WarsPhase } from '../text/vocabulary';
import { WARS_VERBS } from '../verbs/registry';
import type { Verb } from '../verbs/verb';
import { resolutionAsks } from './resolution-choices';
import { canFor, countIn, effectCarried, type ResolvingAbility, targetSlots } from './resolving-calls';

/**
 * Activated abilities the engine carries out itself (engine 1.2.0 on): "• Pay 1 energy ≈ Choose
 * target unit your opponent has in a site battle here. Damage target if its defense < [D]." An
 * ability is carried when every cost is one a verb object pays (`Verb.cost`), every effect one it
 * carries out when the ability resolves (`Verb.resolving`, `resolving-calls.ts`), its conditions
 * and numbers are ones the engine works out then, and its limits are ones it checks; anything
 * else stays attested.
 */
export interface ActivatedAbility extends ResolvingAbility {
  readonly bullets: number;
  readonly cost: readonly VerbCall[];
  /** "You may use this ability only during your deploy phase": the phase of the user's own turn, or the user's turn (`turn`). */
  readonly onlyDuring?: WarsPhase | 'turn';
}

function costCarried(c: VerbCall): boolean {
  if (c.may || c.unless || c.x || c.forEach || c.if || c.until) return false;
  const verb = WARS_VERBS[c.verb] as Verb;
  return verb.cost !== undefined && verb.cost.supported(c.params as never);
}

/** The phase limit of an ability, when its only limit is one: undefined without limits, null when it has one the engine does not check. */
function phaseLimit(limits: readonly { readonly only?: Condition }[] | undefined): WarsPhase | 'turn' | undefined | null {
  if (!limits || limits.length === 0) return undefined;
  if (limits.length > 1) return null;
  const only = limits[0].only;
  return only?.is === 'phase' && only.whose === 'you' ? only.phase : null;
}

/** The activated ability a reading is, when the engine carries all of it out; null otherwise. */
export function activatedAbility(reading: AbilityReading): ActivatedAbility | null {
  if (isUnread(reading) || reading.kind !== 'activated') return null;
  const onlyDuring = phaseLimit(reading.limits as { only?: Condition }[] | undefined);
  if (onlyDuring === null) return null;
  const targets = targetSlots(reading.effects);
  const counted = countIn(reading);
  // Every "target" is one the user chooses for an effect's own target; at most one [D], the user's.
  if (counted.targets !== targets.length || counted.opponent > 0 || counted.yours > 1 || counted.other > 0) return null;
  const can = canFor(targets.length, false, true);
  if (reading.cost.length === 0 || !reading.cost.every(costCarried)) return null;
  if (reading.effects.length === 0 || !reading.effects.every((c) => effectCarried(c, can))) return null;
  // A choice as it resolves comes before its effects, so not after a [D] it reveals first.
  const { carried, asks } = resolutionAsks(reading.effects);
  if (!carried || (asks && counted.yours > 0)) return null;
  return {
    ...(asks ? { asks } : {}),
    bullets: reading.bullets,
    cost: reading.cost,
    effects: reading.effects,
    targets,
    ...(onlyDuring ? { onlyDuring } : {}),
    revealsDestiny: counted.yours > 0,
  };
}
