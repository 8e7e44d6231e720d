import { loadChaoticCards } from '../cards/load-cards';

let names: ReadonlySet<string> | undefined;
let subtypes: ReadonlySet<string> | undefined;

/** Names of every creature in the bundled set, for text that names a creature printed on another card. */
export function creatureNames(): ReadonlySet<string> {
  names ??= new Set(loadChaoticCards().cards.filter((c) => c.type === 'Creature').map((c) => c.name));
  return names;
}

/** Whether a word is a creature subtype printed in the bundled set ("Warbeast", "Kha'rall"); "Other" is not. */
export function isCreatureSubtype(word: string): boolean {
  subtypes ??= new Set(loadChaoticCards().cards.flatMap((c) => (c.type === 'Creature' ? [...c.subtypes] : [])));
  return subtypes.has(word);
}
