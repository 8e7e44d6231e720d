import type { KitCitations, RulesIndex } from '@arbiter/rules';
import { LS_PREFIX } from './parse-rules';
import { DANGLING_REFERENCES, RENUMBERED_RULES } from './rule-normalisation';

/**
 * The Lightseekers rules (effective 1 January 2019) keyed `ls:<number>` and `ls:6.1.2/<keyword>`,
 * `ls:6.2.1/<term>`: the bundled `lightseekers-rules-2019.json`, generated from the rules'
 * markdown by `parseLightseekersRules` (a test keeps the two equal).
 */
let rules: Readonly<Record<string, string>> | undefined;

function loadRules(): Readonly<Record<string, string>> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  rules ??= require('../../data/lightseekers-rules-2019.json') as Record<string, string>;
  return rules;
}

/** The text of a rule by key (`ls:2.4.2.2e`, `ls:6.1.2/burn`), or undefined for a key the rules do not have. */
export function lightseekersRuleText(key: string): string | undefined {
  const all = loadRules();
  return Object.prototype.hasOwnProperty.call(all, key) && typeof all[key] === 'string' ? all[key] : undefined;
}

/** Whether a key exists in the rules index: every Lightseekers violation cites one that does. */
export function isLightseekersRule(key: string): boolean {
  return lightseekersRuleText(key) !== undefined;
}

let keys: readonly string[] | undefined;

/** Every key, by rule number, each keyword and term after its list. */
export function lightseekersRuleKeys(): readonly string[] {
  keys ??= Object.freeze(Object.keys(loadRules()));
  return keys;
}

/**
 * The kit's citations. The game ends by removal (5.2.1, one-on-one) or when one player
 * remains (5.3.5, multiplayer): only section 5 covers both. Who wins is 1.1 (removal, or most
 * VP). 2.1.1.2 is the only rule that ties a player to their own deck. The seeds decide what
 * 3.4.1.1 leaves to chance: first player and seating (step a) and each shuffle (step c).
 */
export const LIGHTSEEKERS_KIT_CITATIONS: KitCitations = {
  gameOver: 'ls:5',
  registeredDeck: 'ls:2.1.1.2',
  seeds: 'ls:3.4.1.1',
  result: 'ls:1.1',
};

/** The Lightseekers rules as the kit's rules index; the bundled file loads on first use. */
export const lightseekersRulesIndex: RulesIndex = {
  game: 'lightseekers',
  text: lightseekersRuleText,
  keys: lightseekersRuleKeys,
  kit: LIGHTSEEKERS_KIT_CITATIONS,
};

/** A printed label that differs from the key it stands for. */
export interface LightseekersRuleAlias {
  /** As printed: a rule number (`4.1.3.3d`) or a keyword or term (`Playing`). */
  readonly printed: string;
  readonly key: string;
  readonly why: string;
}

let aliases: readonly LightseekersRuleAlias[] | undefined;

/**
 * Printed labels that are not their key: numbers printed twice (`4.1.3.3d` is also
 * `ls:4.1.3.2d`), numbers cited but never printed (`2.5.3.8g`), and the words of a keyword
 * or term entry (`Playing` → `ls:6.1.2/play`).
 */
export function lightseekersRuleAliases(): readonly LightseekersRuleAlias[] {
  if (aliases) return aliases;
  const out: LightseekersRuleAlias[] = [
    ...RENUMBERED_RULES.map((r) => ({ printed: r.printed, key: LS_PREFIX + r.number, why: r.why })),
    ...DANGLING_REFERENCES.map((r) => ({ printed: r.printed, key: LS_PREFIX + r.number, why: r.why })),
  ];
  for (const key of lightseekersRuleKeys()) {
    if (!key.includes('/')) continue;
    const label = (lightseekersRuleText(key) as string).split(' - ')[0];
    for (const name of [label, ...label.split(/\s+(?:or|&)\s+/)]) {
      if (!out.some((a) => a.printed === name && a.key === key)) {
        out.push({ printed: name, key, why: `${key.slice(LS_PREFIX.length).split('/')[0]} lists "${label}"` });
      }
    }
  }
  aliases = out;
  return out;
}

/**
 * The keys a printed reference may mean: a key stands for itself; a printed number for its
 * key, and for every key it was printed on (`4.1.3.3d` → `ls:4.1.3.2d`, `ls:4.1.3.3d`); a
 * keyword or term for its entry, in any case (`playing` → `ls:6.1.2/play`). Empty when none.
 */
export function lightseekersKeysFor(reference: string): string[] {
  const trimmed = reference.trim();
  const keys = new Set<string>();
  if (isLightseekersRule(trimmed)) keys.add(trimmed);
  if (isLightseekersRule(LS_PREFIX + trimmed)) keys.add(LS_PREFIX + trimmed);
  const bare = trimmed.startsWith(LS_PREFIX) ? trimmed.slice(LS_PREFIX.length) : trimmed;
  for (const alias of lightseekersRuleAliases()) {
    if (alias.printed.toLowerCase() === bare.toLowerCase()) keys.add(alias.key);
  }
  return [...keys];
}

/** The number a key was printed with (`ls:4.1.3.2d` → `4.1.3.3d`), or undefined for a key the rules do not have. */
export function lightseekersPrintedNumber(key: string): string | undefined {
  if (!isLightseekersRule(key)) return undefined;
  const renumbered = RENUMBERED_RULES.find((r) => LS_PREFIX + r.number === key);
  return renumbered ? renumbered.printed : key.slice(LS_PREFIX.length);
}
