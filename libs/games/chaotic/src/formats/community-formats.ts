import type { BaseFormat } from './base-formats';

/** Community formats from data/chaotic-bans.json (community lists, not official rules). */
export type CommunityFormat = 'standard' | 'unrestricted' | 'pauper' | 'noble' | 'modern' | 'highlander' | 'aap';

export const COMMUNITY_FORMATS: readonly CommunityFormat[] = ['standard', 'unrestricted', 'pauper', 'noble', 'modern', 'highlander', 'aap'];

/** The lists a community format applies on top of its base format. Names as printed. */
export interface CommunityLists {
  readonly ban: readonly string[];
  readonly unique: readonly string[];
  readonly ununique: readonly string[];
  readonly legendary: readonly string[];
  readonly unlegendary: readonly string[];
  readonly loyal: readonly string[];
  readonly unloyal: readonly string[];
}

export interface CommunityFormatSpec {
  readonly id: CommunityFormat;
  readonly description: string;
  /** The base format used when the community format is named alone. */
  readonly defaultBase: BaseFormat;
  readonly lists: CommunityLists;
  /** Allowed rarities (pauper, noble); absent = any. */
  readonly rarities?: readonly string[];
  /** Allowed set codes (modern); absent = any. */
  readonly sets?: readonly string[];
  /** Highlander: every Creature, Battlegear and Mugic is treated as Unique. */
  readonly highlander?: boolean;
}

type RawBans = Record<string, unknown> & { formats?: Record<string, string> };

const LIST_KEYS = ['ban', 'unique', 'ununique', 'legendary', 'unlegendary', 'loyal', 'unloyal'] as const;

function listsOf(raw: unknown): CommunityLists {
  const src = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const out: Record<string, string[]> = {};
  for (const k of LIST_KEYS) out[k] = Array.isArray(src[k]) ? (src[k] as unknown[]).filter((x): x is string => typeof x === 'string') : [];
  return out as unknown as CommunityLists;
}

// Interpretations of the one-line format descriptions in chaotic-bans.json.
const EXTRAS: Record<CommunityFormat, Pick<CommunityFormatSpec, 'defaultBase' | 'rarities' | 'sets' | 'highlander'>> = {
  standard: { defaultBase: 'masters' },
  unrestricted: { defaultBase: 'masters' },
  pauper: { defaultBase: 'masters', rarities: ['Common', 'Uncommon'] },
  noble: { defaultBase: 'masters', rarities: ['Common', 'Uncommon', 'Rare'] },
  // "M'arrillian Invasion" is the saga of MI, ROTO, TOTT, FUN and AU; "Secrets of the
  // Lost City" is FAS in this data; Organized Play is OP1; League Rewards is LR.
  modern: { defaultBase: 'masters', sets: ['MI', 'ROTO', 'TOTT', 'FUN', 'AU', 'FAS', 'OP1', 'LR'] },
  highlander: { defaultBase: 'masters', highlander: true },
  // "No Mugic or Activated Abilities": the Advanced Apprentice rules (CR 10.2).
  aap: { defaultBase: 'advanced-apprentice' },
};

let cached: Map<CommunityFormat, CommunityFormatSpec> | undefined;

/** The community formats, read from the bundled ban file once. */
export function communityFormats(): Map<CommunityFormat, CommunityFormatSpec> {
  if (cached) return cached;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const raw = require('../../data/chaotic-bans.json') as RawBans;
  cached = new Map(
    COMMUNITY_FORMATS.map((id) => [
      id,
      { id, description: raw.formats?.[id] ?? id, lists: listsOf(raw[id]), ...EXTRAS[id] },
    ]),
  );
  return cached;
}
