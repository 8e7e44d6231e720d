/** The five factions and the independents (CR glossary `factions`). */
export const WARS_FACTIONS = ['Earther', 'Gongen', 'Maverick', 'Shi', 'Quay', 'Independent'] as const;
export type WarsFaction = (typeof WARS_FACTIONS)[number];
/** A faction that has a support icon (every faction but the independents). */
export type SupportFaction = Exclude<WarsFaction, 'Independent'>;
export const SUPPORT_FACTIONS: readonly SupportFaction[] = ['Earther', 'Gongen', 'Maverick', 'Shi', 'Quay'];
