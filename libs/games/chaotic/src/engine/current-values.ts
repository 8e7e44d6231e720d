import type { Element } from '../cards/card';
import type { Ability } from '../keywords/ability';
import type { EngineContext } from './context';
import { Stats } from './stats';
import type { ChaoticState } from './types';

/** A creature's disciplines, energy, elements and keywords as the engine computes them now (CR 8.7). */
export interface CurrentValues {
  readonly courage: number;
  readonly power: number;
  readonly wisdom: number;
  readonly speed: number;
  readonly energy: number;
  readonly elements: readonly Element[];
  /** Keyword abilities in force, as printed on cards ("Strike 10", "Swift 1", "Fire 5"); text abilities left out. */
  readonly keywords: readonly string[];
}

const title = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);
const withX = (name: string, x: number): string => `${name} ${x}`;

/** How a keyword reads on a card; null for card text and activated abilities, which are not values. */
export function keywordLabel(ability: Ability): string | null {
  switch (ability.kind) {
    case 'text': case 'activated': case 'heal': case 'infect': case 'activate-hive': return null;
    case 'element': return withX(title(ability.element), ability.x);
    case 'elementproof': return withX(`${ability.elements.map(title).join('')}proof`, ability.x);
    case 'intimidate': case 'support': return withX(`${title(ability.kind)}: ${ability.stats.map(title).join(', ')}`, ability.x);
    case 'exhaust': case 'outperform': return withX(`${title(ability.kind)} ${ability.disciplines.map(title).join(', ')}`, ability.x);
    case 'invisibility': case 'hive': case 'mirage': {
      const inner = keywordLabel(ability.ability);
      return inner === null ? null : `${title(ability.kind)}: ${inner}`;
    }
    case 'defender': return ability.condition ? `Defender: ${ability.condition}` : 'Defender';
    default: return 'x' in ability ? withX(title(ability.kind), ability.x) : title(ability.kind);
  }
}

/** Per creature uid in a Masters game: its current values, null when it is not on the board. */
export function currentValuesOf(state: ChaoticState, ctx: EngineContext): (CurrentValues | null)[] {
  const stats = new Stats(state, ctx);
  return state.creatures.map((c) => {
    if (c.space === null) return null;
    const keywords: string[] = [];
    for (const ability of stats.keywords(c.uid)) {
      const label = keywordLabel(ability);
      if (label !== null && !keywords.includes(label)) keywords.push(label);
    }
    return {
      courage: stats.stat(c.uid, 'courage'), power: stats.stat(c.uid, 'power'), wisdom: stats.stat(c.uid, 'wisdom'), speed: stats.stat(c.uid, 'speed'),
      energy: stats.stat(c.uid, 'energy'), elements: stats.elements(c.uid), keywords,
    };
  });
}
