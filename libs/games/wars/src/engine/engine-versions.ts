/** Bumped whenever a change could alter the replay of an existing log. */
export const WARS_ENGINE_VERSION = '1.2.0';

/** Every engine version whose logs this engine replays, oldest first. */
export const WARS_ENGINE_VERSIONS: readonly string[] = ['1.0.0', '1.1.0', WARS_ENGINE_VERSION];

/**
 * 1.0.0 took an attested outcome on trust (the invariants only). From 1.1.0 on, the outcome is
 * also checked against what the quoted text can change, as that version's checked-in card
 * readings bound it (`attest-within-text.ts`).
 */
export const boundsAttestedByReading = (version: string): boolean => version !== '1.0.0';

/** From 1.2.0 on, the engine carries out the activated (`use`) and triggered abilities it can read, and no longer takes them attested. */
export const carriesAbilities = (version: string): boolean => version !== '1.0.0' && version !== '1.1.0';
