/** Bumped whenever a change could alter the replay of an existing log. */
export const LIGHTSEEKERS_ENGINE_VERSION = '1.1.0';

/**
 * What each engine version carries out, where versions differ. A log records the version it was
 * played under and replays with that version's rules, so a log of an older version stays valid
 * after the engine automates text that version attested.
 */
export interface VersionRules {
  /**
   * 2.8.4.1: a storage card's `store` from the hand or the discard pile is carried out (the owner
   * chooses the cards). 1.0.0 attested it, like any text it did not carry out (2.2.1); 1.1.0 automates it.
   */
  readonly storesCards: boolean;
}

const RULES: Readonly<Record<string, VersionRules>> = {
  '1.0.0': { storesCards: false },
  [LIGHTSEEKERS_ENGINE_VERSION]: { storesCards: true },
};

/** Every engine version whose logs this engine replays, oldest first. */
export const REPLAYABLE_ENGINE_VERSIONS: readonly string[] = Object.keys(RULES);

/** The rules of a replayable version; throws for any other (the module's registry names the versions it replays). */
export function versionRules(version: string): VersionRules {
  const rules = RULES[version];
  if (!rules) throw new Error(`Lightseekers engine version ${JSON.stringify(version)} is not one this engine replays (${REPLAYABLE_ENGINE_VERSIONS.join(', ')})`);
  return rules;
}
