import type { Element } from '../cards/card';
import { elementList } from '../effects/phrases';
import { Stats } from './stats';
import type { ChaoticState } from './types';

/** "Expend Fire" / "Expend Water while engaged" as a printed activation cost (CR 8.4.4). */
export interface ExpendCost {
  /** `any`: "Expend any Elemental Type" — the player names one the creature has. */
  readonly element: Element | 'any';
  readonly whileEngaged: boolean;
}

export function expendCost(cost: string): ExpendCost | null {
  const m = /^Expend (Fire|Air|Earth|Water|any Elemental Type)( while engaged)?$/i.exec(cost.trim());
  const element = m ? (/^any/i.test(m[1]) ? 'any' : elementList(m[1])?.[0]) : undefined;
  return m && element ? { element, whileEngaged: !!m[2] } : null;
}

const ELEMENTS: readonly Element[] = ['Fire', 'Air', 'Earth', 'Water'];

/** The element a cost expends: the printed one, or for "any" the one named (`chosen`), else the first the creature has. */
export function expendedElement(stats: Stats, uid: number, cost: ExpendCost, chosen?: unknown): Element | undefined {
  if (cost.element !== 'any') return cost.element;
  if (chosen !== undefined) return ELEMENTS.includes(chosen as Element) ? (chosen as Element) : undefined;
  return ELEMENTS.find((e) => stats.hasElement(uid, e));
}

function engaged(state: ChaoticState, uid: number): boolean {
  return state.combat !== null && (state.combat.attacker === uid || state.combat.defender === uid);
}

/** Expending an Elemental Type needs the creature to have it now (and be engaged when printed so). */
export function canExpend(state: ChaoticState, stats: Stats, uid: number, cost: ExpendCost, chosen?: unknown): boolean {
  const element = expendedElement(stats, uid, cost, chosen);
  return element !== undefined && stats.hasElement(uid, element) && (!cost.whileEngaged || engaged(state, uid));
}

/** Paying it: the creature loses that Elemental Type until the end of the turn (CR 8.9.1). */
export function payExpend(state: ChaoticState, uid: number, element: Element): void {
  state.masters!.elementMods.push({ uid, element, has: false, until: 'end-of-turn' });
}
