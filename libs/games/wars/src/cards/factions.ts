/** The five factions and the independents (CR glossary `factions`). */
export const WARS_FACTIONS = ['Earther', 'Gongen', 'Maverick', 'Shi', 'Quay', 'Independent'] as const;
export type WarsFaction = (typeof WARS_FACTIONS)[number];
/** A faction that has a support icon (every faction but the independents). */
export type SupportFaction = Exclude<WarsFaction, 'Independent'>;
export const SUPPORT_FACTIONS: readonly SupportFaction[] = ['Earther', 'Gongen', 'Maverick', 'Shi', 'Quay'];

const FACTION_WORDS: ReadonlySet<string> = new Set(WARS_FACTIONS.map((f) => f.toLowerCase()));
/** Whether a word of card text is a faction, as the grammar writes it (lower case: "each Shi card"). */
export const isFactionWord = (word: string): boolean => FACTION_WORDS.has(word);
