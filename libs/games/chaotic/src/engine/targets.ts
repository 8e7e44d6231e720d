import type { AutomatedEffect, CardEffect, Condition, CreatureFilter, Subject } from '../effects/effect-types';
import type { VerbCall } from '../effects/verb-calls';
import type { EngineContext } from './context';

/** Params holding verb calls that resolve with this one ("If …, X instead", "If you do, Y"); a granted ability's own targets are not these. */
const NESTED_STEPS = new Set(['then', 'otherwise', 'steps', 'ifDone']);

/** Every Subject a verb call names, its nested steps' and conditions' included (their targets are chosen on play too, CR 8.4.1.3). */
function subjectsOf(call: VerbCall): Subject[] {
  const out: Subject[] = [];
  for (const [key, value] of Object.entries(call.params as Record<string, unknown>)) {
    if (value && typeof value === 'object' && 'select' in (value as object)) out.push(value as Subject);
    else if (NESTED_STEPS.has(key) && Array.isArray(value)) out.push(...(value as VerbCall[]).flatMap(subjectsOf));
    // "Choose one:": every mode's targets (the modes agree on them, read-modes.ts).
    else if (key === 'modes' && Array.isArray(value)) out.push(...(value as VerbCall[][]).flat().flatMap(subjectsOf));
    else if (key === 'conditions' && Array.isArray(value)) out.push(...(value as Condition[]).flatMap(conditionSubjects));
  }
  return out;
}

function conditionSubjects(condition: Condition): Subject[] {
  if (condition.kind === 'all' || condition.kind === 'any') return condition.conditions.flatMap(conditionSubjects);
  if (condition.kind === 'not') return conditionSubjects(condition.condition);
  return 'who' in condition ? [condition.who] : [];
}

/**
 * The targets an effect needs (CR 8.4.1.3), by index, with the filter each must match.
 * "Target Creature" names any creature in play that matches the filter.
 */
export function targetFilters(ctx: EngineContext, effects: readonly CardEffect[]): readonly CreatureFilter[] {
  return ctx.caches.targetFilters.get(effects, readTargetFilters);
}

function readTargetFilters(effects: readonly CardEffect[]): readonly CreatureFilter[] {
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
