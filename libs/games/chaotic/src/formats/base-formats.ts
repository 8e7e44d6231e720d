/** The rule sets of Comprehensive Rules §10. */
export type BaseFormat = 'masters' | 'apprentice' | 'advanced-apprentice' | 'limited';

export const BASE_FORMATS: readonly BaseFormat[] = ['masters', 'apprentice', 'advanced-apprentice', 'limited'];

/** What a base format asks of a deck, each figure with the rule that sets it. */
export interface BaseFormatSpec {
  readonly id: BaseFormat;
  /** CR 10.1: Apprentice uses no Battlegear. */
  readonly usesBattlegear: boolean;
  /** CR 2.2.7.1: Apprentice and Advanced Apprentice use no Mugic. */
  readonly usesMugic: boolean;
  /** CR 2.2.8 / 2.2.8.2. */
  readonly attackCount: number;
  /** CR 2.2.8.1 / 2.2.8.2. */
  readonly maxBuildCost: number;
  /** CR 2.2.9 / 2.2.9.1. */
  readonly locationCount: number;
  /** CR 10.4.1: Limited is played at game size 3; otherwise any triangular size (CR 2.1.2). */
  readonly fixedGameSize?: number;
  readonly defaultGameSize: number;
  /** The rule that sets the attack and location deck sizes. */
  readonly attackRule: string;
  readonly buildCostRule: string;
  readonly locationRule: string;
}

export const BASE_FORMAT_SPECS: Readonly<Record<BaseFormat, BaseFormatSpec>> = {
  masters: {
    id: 'masters', usesBattlegear: true, usesMugic: true,
    attackCount: 20, maxBuildCost: 20, locationCount: 10, defaultGameSize: 6,
    attackRule: '2.2.8', buildCostRule: '2.2.8.1', locationRule: '2.2.9',
  },
  apprentice: {
    id: 'apprentice', usesBattlegear: false, usesMugic: false,
    attackCount: 20, maxBuildCost: 20, locationCount: 10, defaultGameSize: 6,
    attackRule: '2.2.8', buildCostRule: '2.2.8.1', locationRule: '2.2.9',
  },
  'advanced-apprentice': {
    id: 'advanced-apprentice', usesBattlegear: true, usesMugic: false,
    attackCount: 20, maxBuildCost: 20, locationCount: 10, defaultGameSize: 6,
    attackRule: '2.2.8', buildCostRule: '2.2.8.1', locationRule: '2.2.9',
  },
  limited: {
    id: 'limited', usesBattlegear: true, usesMugic: true,
    attackCount: 10, maxBuildCost: 10, locationCount: 5, fixedGameSize: 3, defaultGameSize: 3,
    attackRule: '2.2.8.2', buildCostRule: '2.2.8.2', locationRule: '2.2.9.1',
  },
};

/** CR 2.1.2: a game size fills a triangular board: 1, 3, 6, 10, 15, … */
export function isTriangular(n: number): boolean {
  if (!Number.isInteger(n) || n < 1) return false;
  const k = Math.round((Math.sqrt(8 * n + 1) - 1) / 2);
  return (k * (k + 1)) / 2 === n;
}
