import type { Element, Tribe } from '../cards/card';
import type { Ability, Stat } from '../keywords/ability';
import type { CreatureRef } from './effect-context';
import type { CreatureFilter } from './effect-types';

/** One creature of the tiny board: current stats, damage and state. */
export interface FakeCreature {
  readonly id: CreatureRef;
  readonly controller: 'you' | 'opponent';
  name?: string;
  subtypes?: string[];
  tribe: Tribe;
  engaged: boolean;
  stats: Record<Stat, number>;
  damage: number;
  mugicCounters: number;
  elements: Element[];
  abilities: Ability[];
  removed: string[];
  infected: boolean;
  gear?: { face: 'up' | 'down'; subtypes?: string[]; name?: string } | null;
  /** Printed Elemental Types when they differ from `elements` (glossary Scanned). */
  scannedElements?: Element[];
  movedThisTurn?: boolean;
}

/** Whether a creature of the tiny board matches a filter (the engine has its own). */
export function matches(c: FakeCreature, f: CreatureFilter, board: readonly FakeCreature[], self?: string): boolean {
  if (f.other && c.id === self) return false;
  if (f.ability !== undefined && !c.abilities.some((a) => a.kind === f.ability)) return false;
  if (f.comparedToOpponent) {
    const foe = board.find((o) => o.engaged && o.controller !== c.controller);
    if (!c.engaged || !foe) return false;
    const [mine, theirs] = [c.stats[f.comparedToOpponent.stat], foe.stats[f.comparedToOpponent.stat]];
    if (f.comparedToOpponent.relation === 'higher' ? mine <= theirs : mine >= theirs) return false;
  }
  if (f.controller && c.controller !== f.controller) return false;
  if (f.engaged !== undefined && c.engaged !== f.engaged) return false;
  if (f.name !== undefined && c.name !== f.name) return false;
  if (f.notName !== undefined && c.name === f.notName) return false;
  if (f.subtype !== undefined && !(c.subtypes ?? []).includes(f.subtype)) return false;
  if (f.infected !== undefined && c.infected !== f.infected) return false;
  if (f.tribes && !f.tribes.includes(c.tribe)) return false;
  if (f.notTribes && f.notTribes.includes(c.tribe)) return false;
  const value = f.stat ? (f.stat.stat === 'mugic-counters' ? c.mugicCounters : c.stats[f.stat.stat]) : 0;
  if (f.stat && (value < (f.stat.min ?? 0) || value > (f.stat.max ?? Infinity))) return false;
  if (f.notSubtype !== undefined && (c.subtypes ?? []).includes(f.notSubtype)) return false;
  if (f.withoutElements && f.withoutElements.some((e) => c.elements.includes(e))) return false;
  if (f.anyOf && !f.anyOf.some((g) => matches(c, g, board, self))) return false;
  const valueOf = (stat: Stat | 'mugic-counters') => (stat === 'mugic-counters' ? c.mugicCounters : c.stats[stat]);
  if (f.stats?.some((b) => valueOf(b.stat) < (b.min ?? 0) || valueOf(b.stat) > (b.max ?? Infinity))) return false;
  if (f.elements && !f.elements.some((e) => c.elements.includes(e))) return false;
  return true;
}

/** A creature for tests: 50 in every discipline, 50 energy, no damage. */
export function fakeCreature(id: string, controller: 'you' | 'opponent', over: Partial<FakeCreature> = {}): FakeCreature {
  return {
    id, controller, tribe: 'OverWorld', engaged: false, damage: 0, mugicCounters: 0, elements: [], abilities: [], removed: [], infected: false,
    gear: { face: 'down' }, stats: { courage: 50, power: 50, wisdom: 50, speed: 50, energy: 50 }, ...over,
  };
}
