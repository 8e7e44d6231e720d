/**
 * Card text as words. The grammar reads words, not characters, so a phrase is a list of
 * words and "expected 'energy'" names a word; the data's spelling variants (curly quotes,
 * en dashes, `→`) are made one before anything is read.
 */
export interface Token {
  /** Lower case, apostrophes straight: what the grammar compares. */
  readonly word: string;
  /** As printed: what a reading keeps of titles and names. */
  readonly raw: string;
}

const TOKEN = /\[[A-Za-z]+\]|[A-Za-zō][A-Za-zō']*(?:-[A-Za-z]+)*|\d+|[≈•,.;:()"<>=+\-×≥]/g;

/** The text with one spelling for each symbol: straight quotes, hyphen minus, ≈ for the rift. */
export function normalizeText(text: string): string {
  return text
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/→/g, '≈')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A possessive is its own word ("kizen's" → kizen 's), so the kind before it reads as a kind; "it's" is "it is" (the possessive is "its"). */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const [raw] of normalizeText(text).matchAll(TOKEN)) {
    if (/^it's$/i.test(raw)) {
      tokens.push({ word: 'it', raw: raw.slice(0, 2) }, { word: 'is', raw: "'s" });
      continue;
    }
    const possessive = /^(.+?)('s|')$/i.exec(raw);
    if (possessive) tokens.push({ word: possessive[1].toLowerCase(), raw: possessive[1] }, { word: possessive[2].toLowerCase(), raw: possessive[2] });
    else tokens.push({ word: raw.toLowerCase(), raw });
  }
  return tokens;
}
