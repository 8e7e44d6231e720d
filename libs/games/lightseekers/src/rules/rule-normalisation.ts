/**
 * The printed defects of the Lightseekers rules (effective 1 January 2019) and how the index
 * keys them. A printed number used twice gets a key of its own, found by the order in which
 * the number occurs; the printed label stays an alias of the key.
 */
export interface RenumberedRule {
  /** The number as printed. */
  readonly printed: string;
  /** Which occurrence of the printed number (1 = the first line that carries it). */
  readonly occurrence: number;
  /** The number the index keys it by (without the `ls:` prefix). */
  readonly number: string;
  readonly why: string;
}

export const RENUMBERED_RULES: readonly RenumberedRule[] = [
  {
    printed: '4.1.3.3d', occurrence: 1, number: '4.1.3.2d',
    why: 'Printed under 4.1.3.2 (Superior access) with the number of the later 4.1.3.3d (cards of a name once per turn).',
  },
  {
    printed: '4.1.3.3e', occurrence: 1, number: '4.1.3.2e',
    why: 'Printed under 4.1.3.2 (additional actions are still governed by access) with the number 4.1.3.3e.',
  },
  {
    printed: '4.1.3.6c', occurrence: 1, number: '4.1.3.6b',
    why: '4.1.3.6c is printed twice and 4.1.3.6b not at all: the first 4.1.3.6c follows 4.1.3.6a.',
  },
];

/** A number the rules cite that no rule carries, and the rule that says what the citation means. */
export interface DanglingReference {
  readonly printed: string;
  readonly number: string;
  readonly why: string;
}

export const DANGLING_REFERENCES: readonly DanglingReference[] = [
  {
    printed: '2.5.3.8g', number: '2.5.3.9h',
    why: '2.5.3.7 says "see 2.5.3.8g for Expire"; there is no 2.5.3.8g, and 2.5.3.9h is the rule that defines Expiring.',
  },
];

/**
 * Keyword and term keys whose slug is not simply the printed label's: one entry names two
 * words, and each word is an alias of the key.
 */
export const TERM_KEYS: Readonly<Record<string, string>> = {
  'Play or Playing': 'play',
  'To the Left & To the Right': 'to-the-left-and-right',
};

/**
 * Text the PDF export scrambled. 2.3.2.1's table of Elements by Order came out as three
 * interleaved columns; read back, it gives each Order three Elements (18 in all, as the rule
 * says), with Soul under Nature and Lightning, Water and Air under Storm.
 */
export const REPAIRED_TEXT: Readonly<Record<string, { readonly keepParts: number; readonly parts: readonly string[] }>> = {
  '2.3.2.1': {
    keepParts: 1,
    parts: [
      'Astral: Solar, Lunar, Gravity',
      'Dread: Poison, Death, Shadow',
      'Mountain: Fire, Earth, Crystal',
      'Nature: Animal, Forest, Soul',
      'Storm: Lightning, Water, Air',
      'Tech: Explosives, Mechanical, Time',
    ],
  },
};

/** Other printed oddities the index keeps as printed (documented, not rewritten). */
export const KEPT_AS_PRINTED: readonly string[] = [
  '2.3.2.3 is missing (2.3.2.2 is followed by 2.3.2.4).',
  '2.5.3.9 and 2.5.3.10 are each both a rule and the heading of the sub-rules under it: one key holds both.',
  '3.2.3 says the play area has 6 parts and lists 7 (3.2.3.1–3.2.3.7, the Limbo Area only as a heading).',
];
