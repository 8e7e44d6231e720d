import { isModalText, MODE_SEPARATOR } from '../keywords/modal-lines';
import type { AutomatedEffect, CreatureFilter, Subject } from './effect-types';
import type { VerbCall } from './verb-calls';

/** The target filters a mode names, by index (nested steps included). */
function targetsOf(steps: readonly VerbCall[]): (CreatureFilter | undefined)[] {
  const out: (CreatureFilter | undefined)[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) { value.forEach(visit); return; }
    if (typeof value !== 'object' || value === null) return;
    const s = value as Subject;
    if (s.select === 'target') out[s.index] ??= s.filter;
    else for (const [key, v] of Object.entries(value)) if (key !== 'effect') visit(v);
  };
  visit(steps);
  return out;
}

/**
 * "Choose one: A • B" (joined by the keyword layer): each mode read as a line of its own,
 * its conditions kept with it. Targets are chosen on play (CR 8.4.1.3), before the mode is
 * picked on resolution, so every mode must ask for the same targets; null otherwise.
 */
export function readModes(text: string, read: (mode: string) => AutomatedEffect | null): AutomatedEffect | null {
  if (!isModalText(text)) return null;
  const modes: VerbCall[][] = [];
  for (const mode of text.replace(/^Choose one:\s*/i, '').split(MODE_SEPARATOR)) {
    const effect = read(mode);
    if (!effect) return null;
    modes.push(effect.conditions.length === 0 ? [...effect.steps] : [{ verb: 'conditional', params: { conditions: effect.conditions, then: effect.steps, otherwise: [] } }]);
  }
  const targets = JSON.stringify(targetsOf(modes[0]));
  if (modes.length < 2 || modes.some((m) => JSON.stringify(targetsOf(m)) !== targets)) return null;
  return { kind: 'automated', timing: { kind: 'on-resolve' }, conditions: [], steps: [{ verb: 'choose-one', params: { modes } }], text };
}
