import { BASE_FORMATS, BASE_FORMAT_SPECS, type BaseFormat, type BaseFormatSpec } from './base-formats';
import { COMMUNITY_FORMATS, type CommunityFormat, type CommunityFormatSpec, communityFormats } from './community-formats';

/**
 * A format id: a base format (`masters`), a community format alone (`pauper`, played on
 * its default base, Masters except `aap`), or a base and a community list joined by a
 * slash (`apprentice/standard`).
 */
export type ChaoticFormat = BaseFormat | CommunityFormat | `${BaseFormat}/${CommunityFormat}`;

export interface ResolvedFormat {
  readonly id: string;
  readonly base: BaseFormatSpec;
  readonly community?: CommunityFormatSpec;
}

/** Every format id a user may name, for help texts. */
export function formatIds(): string[] {
  return [...BASE_FORMATS, ...COMMUNITY_FORMATS];
}

/** Resolves a format id, or explains why it is not one. */
export function resolveFormat(id: string): ResolvedFormat | { error: string } {
  const [first, second, ...rest] = id.trim().toLowerCase().split('/');
  const known = `known formats: ${formatIds().join(', ')} (or base/community, e.g. apprentice/standard)`;
  if (rest.length > 0) return { error: `format "${id}" has more than one "/"; ${known}` };
  const isBase = (s: string): s is BaseFormat => (BASE_FORMATS as readonly string[]).includes(s);
  const isCommunity = (s: string): s is CommunityFormat => (COMMUNITY_FORMATS as readonly string[]).includes(s);
  if (second === undefined) {
    if (isBase(first)) return { id: first, base: BASE_FORMAT_SPECS[first] };
    if (isCommunity(first)) {
      const community = communityFormats().get(first)!;
      return { id: first, base: BASE_FORMAT_SPECS[community.defaultBase], community };
    }
    return { error: `unknown format "${id}"; ${known}` };
  }
  if (!isBase(first)) return { error: `unknown base format "${first}"; base formats: ${BASE_FORMATS.join(', ')}` };
  if (!isCommunity(second)) return { error: `unknown community format "${second}"; community formats: ${COMMUNITY_FORMATS.join(', ')}` };
  return { id: `${first}/${second}`, base: BASE_FORMAT_SPECS[first], community: communityFormats().get(second)! };
}
