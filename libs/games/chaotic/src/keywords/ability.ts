import type { Discipline, Element } from '../cards/card';

/** A creature statistic an ability can name: the four disciplines or energy. */
export type Stat = Discipline | 'energy';

/**
 * The keyword abilities the Comprehensive Rules define (§8.8, §9, glossary), typed with
 * their parameters. Cumulative abilities (CR 8.8.1.1) carry their X. Card text that is
 * not a keyword stays `{ kind: 'text' }` for the effect-verb layer.
 */
export type Ability =
  | { readonly kind: 'swift'; readonly x: number }
  | { readonly kind: 'range' }
  /** `condition` restricts whom it may intercept for ("Defender: Danian"). */
  | { readonly kind: 'defender'; readonly condition?: string }
  | { readonly kind: 'strike'; readonly x: number }
  | { readonly kind: 'element'; readonly element: Element; readonly x: number }
  | { readonly kind: 'elementproof'; readonly elements: readonly Element[]; readonly x: number }
  | { readonly kind: 'recklessness'; readonly x: number }
  | { readonly kind: 'intimidate'; readonly stats: readonly Stat[]; readonly x: number }
  | { readonly kind: 'exhaust'; readonly disciplines: readonly Discipline[]; readonly x: number }
  | { readonly kind: 'outperform'; readonly disciplines: readonly Discipline[]; readonly x: number }
  | { readonly kind: 'support'; readonly stats: readonly Stat[]; readonly x: number }
  | { readonly kind: 'surprise' }
  | { readonly kind: 'disarm' }
  | { readonly kind: 'untargetable' }
  | { readonly kind: 'fluidmorph' }
  /** CR 9.4: the inner ability applies against creatures without Invisibility. */
  | { readonly kind: 'invisibility'; readonly ability: Ability }
  /** Glossary "Hive (effect)": the inner ability is active while Hive is on. */
  | { readonly kind: 'hive'; readonly ability: Ability }
  /** CR 9.3: Mirage text of a Mirage Location. */
  | { readonly kind: 'mirage'; readonly ability: Ability }
  | { readonly kind: 'heal'; readonly x: number; readonly target: string }
  | { readonly kind: 'infect'; readonly target: string }
  | { readonly kind: 'activate-hive' }
  /** CR 8.4.4: an activated ability, its cost and its effects in printed order. */
  | { readonly kind: 'activated'; readonly cost: ActivationCost; readonly effects: readonly Ability[] }
  | { readonly kind: 'text'; readonly text: string };

export type AbilityKind = Ability['kind'];

export interface ActivationCost {
  /** Number of Mugic counters (`{{MC}}` in card text) removed from the creature. */
  readonly mugicCounters: number;
  /** Other printed costs, verbatim: "Sacrifice Aqua Shield", "Expend Water". */
  readonly other: readonly string[];
}

/** A keyword-looking token in card text that the parser does not know. */
export interface UnknownKeyword {
  readonly cardId: string;
  readonly cardName: string;
  readonly token: string;
  readonly line: string;
}
