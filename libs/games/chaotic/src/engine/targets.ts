import type { AutomatedEffect, CardEffect, Condition, CreatureFilter, Subject } from '../effects/effect-types';
import type { VerbCall } from '../effects/verb-calls';

/** Every Subject a verb call names (its params hold at most a few). */
function subjectsOf(call: VerbCall): Subject[] {
  const out: Subject[] = [];
  for (const value of Object.values(call.params as Record<string, unknown>)) {
    if (value && typeof value === 'object' && 'select' in (value as object)) out.push(value as Subject);
  }
  return out;
}

function conditionSubjects(condition: Condition): Subject[] {
  return 'who' in condition ? [condition.who] : [];
}

/**
 * The targets an effect needs (CR 8.4.1.3), by index, with the filter each must match.
 * "Target Creature" names any creature in play that matches the filter.
 */
export function targetFilters(effects: readonly CardEffect[]): CreatureFilter[] {
  const filters: CreatureFilter[] = [];
  for (const effect of effects) {
    if (effect.kind !== 'automated') continue;
    const subjects = [...effect.steps.flatMap(subjectsOf), ...effect.conditions.flatMap(conditionSubjects)];
    for (const s of subjects) if (s.select === 'target' && filters[s.index] === undefined) filters[s.index] = s.filter;
  }
  for (let i = 0; i < filters.length; i++) filters[i] ??= {};
  return filters;
}

/** Effects that resolve when a card is played (a mugic's or an attack's text). */
export function onResolve(effects: readonly CardEffect[]): AutomatedEffect[] {
  return effects.filter((e): e is AutomatedEffect => e.kind === 'automated' && e.timing.kind === 'on-resolve');
}

/** True when some of the text is attested: the log must state its outcome. */
export function hasAttested(effects: readonly CardEffect[]): boolean {
  return effects.some((e) => e.kind === 'attested');
}
