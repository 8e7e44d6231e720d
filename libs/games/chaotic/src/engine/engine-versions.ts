import type { CardEffect } from '../effects/effect-types';

/** Bumped whenever a change could alter the replay of an existing log. */
export const CHAOTIC_ENGINE_VERSION = '1.6.0';

/** A card's text as an engine version read it in play: keywords, automated and attested effects. */
export interface FrozenCardText {
  readonly normal: readonly CardEffect[];
  readonly brainwashed: readonly CardEffect[];
}

export type FrozenText = Readonly<Record<string, FrozenCardText>>;

/**
 * Card text as each earlier engine version read it, written when that version was superseded.
 * A log records the engine version it was played under; replaying it with the card text of
 * that version keeps it valid after later versions automate text it attested (its
 * `AttestedEffectResolved` entries), while the rules code itself only ever grows.
 */
const FROZEN: Readonly<Record<string, () => FrozenText>> = {
  // Loaded on first use with require so it works from src/ under Jest and from dist/.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  '1.0.0': () => require('../../data/card-effects-1.0.0.json') as FrozenText,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  '1.1.0': () => require('../../data/card-effects-1.1.0.json') as FrozenText,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  '1.2.0': () => require('../../data/card-effects-1.2.0.json') as FrozenText,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  '1.3.0': () => require('../../data/card-effects-1.3.0.json') as FrozenText,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  '1.4.0': () => require('../../data/card-effects-1.4.0.json') as FrozenText,
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  '1.5.0': () => require('../../data/card-effects-1.5.0.json') as FrozenText,
};

/**
 * Versions that took an attested outcome on trust (generic invariants only). From 1.5.0 on, each
 * stated outcome is also checked against what the card's text could do (`attest-bounds.ts`).
 */
const ATTESTED_ON_TRUST: ReadonlySet<string> = new Set(['1.0.0', '1.1.0', '1.2.0', '1.3.0', '1.4.0']);

/** True when `version` checks an attested outcome against the bounds its card's text sets. */
export const checksAttestedBounds = (version: string): boolean => !ATTESTED_ON_TRUST.has(version);

/**
 * Versions that bounded an attested outcome only where the clause templates read its text, taking
 * the rest on trust. From 1.6.0 on, that rest is bounded by its words (`attest-word-bounds.ts`).
 */
const BOUNDED_BY_TEMPLATES_ONLY: ReadonlySet<string> = new Set(['1.5.0']);

/** True when `version` bounds attested text no clause template reads by the words it uses. */
export const boundsAttestedByWords = (version: string): boolean => checksAttestedBounds(version) && !BOUNDED_BY_TEMPLATES_ONLY.has(version);

/** Every engine version whose logs this engine replays, oldest first. */
export const REPLAYABLE_ENGINE_VERSIONS: readonly string[] = [...new Set([...Object.keys(FROZEN), CHAOTIC_ENGINE_VERSION])];

/** Thrown for a log of an engine version this engine cannot replay. */
export class UnknownEngineVersionError extends Error {
  constructor(readonly version: string) {
    super(`engine version ${JSON.stringify(version)} is not one this engine replays (it replays ${REPLAYABLE_ENGINE_VERSIONS.join(', ')})`);
  }
}

const loaded = new Map<string, FrozenText>();

/** The frozen card text of an earlier version; null for the current version (read live from the card set). */
export function frozenCardText(version: string): FrozenText | null {
  if (version === CHAOTIC_ENGINE_VERSION) return null;
  const load = FROZEN[version];
  if (!load) throw new UnknownEngineVersionError(version);
  let text = loaded.get(version);
  if (!text) loaded.set(version, (text = load()));
  return text;
}
