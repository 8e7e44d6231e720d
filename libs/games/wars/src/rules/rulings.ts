import { warsRuleKeys, warsRuleText } from './wars-rules';

/** One card's entry in the CR's Rulings section. */
export interface WarsRuling {
  /** `wars:ruling/1C7`. */
  readonly key: string;
  readonly collectorNumber: string;
  /** The card title the ruling names. */
  readonly title: string;
  /** The complete revised text of the card, one ability a paragraph, when the ruling is an Erratum. */
  readonly erratum?: readonly string[];
  /** Banned: not for sanctioned constructed play (limited play may use it). */
  readonly banned: boolean;
}

/**
 * Errata printed over more than one paragraph. Every other erratum is its first paragraph:
 * what follows it is an example (Kucha 1U240) or a note on when the erratum changed
 * (Alnak Station/Hallway 1R294), not card text.
 */
const ERRATUM_PARAGRAPHS: Readonly<Record<string, number>> = { '1R199': 2, '1U252': 2, '1U276': 2, '2R133': 2 };

let cached: readonly WarsRuling[] | undefined;

/** Every ruling of the CR, in its order (read from the bundled rules index). */
export function warsRulings(): readonly WarsRuling[] {
  cached ??= warsRuleKeys()
    .filter((key) => key.startsWith('wars:ruling/'))
    .map((key): WarsRuling => {
      const collectorNumber = key.slice('wars:ruling/'.length);
      const [header, ...paragraphs] = warsRuleText(key)!.split('\n');
      const title = header.replace(/ \S+$/, '');
      const at = paragraphs.findIndex((p) => p.startsWith('Erratum: '));
      const banned = paragraphs.some((p) => p.startsWith('Banned: '));
      if (at < 0) return { key, collectorNumber, title, banned };
      const erratum = paragraphs.slice(at, at + (ERRATUM_PARAGRAPHS[collectorNumber] ?? 1));
      erratum[0] = erratum[0].slice('Erratum: '.length);
      return { key, collectorNumber, title, erratum, banned };
    });
  return cached;
}

/** The ruling about a card, by collector number. */
export function warsRulingFor(collectorNumber: string): WarsRuling | undefined {
  return warsRulings().find((r) => r.collectorNumber === collectorNumber);
}
