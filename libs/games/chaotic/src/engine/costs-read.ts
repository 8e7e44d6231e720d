import type { Tribe } from '../cards/card';
import type { CreatureFilter } from '../effects/effect-types';
import { expendCost, type ExpendCost } from './expend';
import { selfCost, type SelfCost } from './self-costs';

/**
 * The printed non-counter activation costs this engine pays (CR 8.4.4.1). `readCost` is the one
 * reader: validation, payment, legal actions and ENGINE_SUPPORT.costs all go through it, so a
 * cost it does not read is never paid silently and its card never counts as automated.
 */
export type PrintedCost =
  /** "Expend Fire (while engaged)", "Expend any Elemental Type" (expend.ts). */
  | { readonly kind: 'expend'; readonly expend: ExpendCost }
  /** "Discard a Mugic Card", "Discard two Mugic Cards", "Discard an UnderWorld Mugic Card". */
  | { readonly kind: 'discard-mugic'; readonly count: number; readonly tribe?: Tribe }
  /** "Sacrifice a Battlegear" (any the player controls); `ownOnly`: "… equipped to <this creature>". */
  | { readonly kind: 'sacrifice-gear'; readonly ownOnly: boolean }
  /** The card carrying the ability: "Sacrifice <its name>", "Sacrifice this Creature", "Sacrifice equipped Creature". */
  | { readonly kind: 'sacrifice-source'; readonly equipped: boolean }
  /** "Sacrifice a Minion Creature", "Sacrifice an UnderWorld Creature": one the player controls and chooses. */
  | { readonly kind: 'sacrifice-creature'; readonly filter: CreatureFilter }
  /** "Uninfect 3 Creatures", "Uninfect three Infected Creatures", "Uninfect an Infected Creature you control". */
  | { readonly kind: 'uninfect'; readonly count: number; readonly yours: boolean }
  /** Damage to the creature itself, "Deactivate Hive", named counters on it (self-costs.ts). */
  | { readonly kind: 'self'; readonly cost: SelfCost };

/** Where the ability is: a creature's own or granted text, or a battlegear's; `name` the card's name when known. */
export interface CostSource {
  readonly from: 'creature' | 'battlegear';
  readonly name?: string;
}

const NUMBERS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
const count = (word: string): number | undefined => (/^\d+$/.test(word) ? Number(word) : NUMBERS[word.toLowerCase()]);

const TRIBES: readonly Tribe[] = ['OverWorld', 'UnderWorld', 'Mipedian', 'Danian', "M'arrillian"];
const tribe = (word: string | undefined): Tribe | undefined => TRIBES.find((t) => t.toLowerCase() === word?.toLowerCase());

/**
 * Readings by source kind, source name and printed text. The reading is a pure function of
 * those three and readonly, so one object serves every call (replay speed: the regular
 * expressions below cost microseconds each time a rarely used one is compiled again).
 */
const readings = new Map<string, PrintedCost | null>();

/** The cost as printed on `source`; null when this engine cannot pay it. */
export function readCost(printed: string, source: CostSource): PrintedCost | null {
  const key = `${source.from}\u0000${source.name === undefined ? '\u0001' : source.name}\u0000${printed}`;
  let found = readings.get(key);
  if (found === undefined) readings.set(key, (found = readCostText(printed, source)));
  return found;
}

function readCostText(printed: string, source: CostSource): PrintedCost | null {
  const text = printed.trim();
  const lower = text.toLowerCase();
  if (source.from === 'creature') {
    const expend = expendCost(text);
    if (expend) return { kind: 'expend', expend };
    const own = selfCost(text, source.name);
    if (own) return { kind: 'self', cost: own };
  }
  const discard = /^Discard (a|an|one|two|three|\d+) (?:([A-Za-z']+) )?Mugic Cards?$/i.exec(text);
  if (discard) {
    const n = count(discard[1]);
    const t = tribe(discard[2]);
    if (n !== undefined && (discard[2] === undefined || t !== undefined)) return { kind: 'discard-mugic', count: n, ...(t ? { tribe: t } : {}) };
  }
  if (lower === 'sacrifice a battlegear') return { kind: 'sacrifice-gear', ownOnly: false };
  if (source.from === 'creature' && source.name !== undefined && lower === `sacrifice a battlegear equipped to ${source.name.toLowerCase()}`) return { kind: 'sacrifice-gear', ownOnly: true };
  if (source.from === 'creature' && lower === 'sacrifice equipped creature') return { kind: 'sacrifice-source', equipped: true };
  if (source.from === 'creature' && lower === 'sacrifice this creature') return { kind: 'sacrifice-source', equipped: false };
  if (source.name !== undefined && lower === `sacrifice ${source.name.toLowerCase()}`) return { kind: 'sacrifice-source', equipped: false };
  const creature = /^Sacrifice an? (?:([A-Za-z']+) )?Creature$/i.exec(text);
  if (creature) {
    const t = tribe(creature[1]);
    // A Creature Type ("Minion") is one capitalised word that is not a tribe.
    if (creature[1] === undefined) return { kind: 'sacrifice-creature', filter: {} };
    return t ? { kind: 'sacrifice-creature', filter: { tribes: [t] } } : /^[A-Z][a-z]+$/.test(creature[1]) ? { kind: 'sacrifice-creature', filter: { subtype: creature[1] } } : null;
  }
  // "Sacrifice a Mandiblor": a Creature Type alone names a creature of that type (Tabaal).
  const typed = /^Sacrifice an? ([A-Z][a-z]+)$/.exec(text);
  if (typed && !['Battlegear', 'Creature', 'Mugic', 'Location', 'Attack'].includes(typed[1])) return { kind: 'sacrifice-creature', filter: { subtype: typed[1] } };
  const uninfect = /^Uninfect (a|an|one|two|three|\d+) (Infected )?Creatures?( you control)?$/i.exec(text);
  if (uninfect) {
    const n = count(uninfect[1]);
    if (n !== undefined) return { kind: 'uninfect', count: n, yours: !!uninfect[3] };
  }
  return null;
}
