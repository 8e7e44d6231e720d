import { distance } from 'fastest-levenshtein';

/** The most names a suggestion offers. */
const MOST = 3;

/**
 * Card names that a name nobody printed may have meant: those within a few typed characters
 * of it (one for short names, up to three for long ones), closest first. `names` maps each
 * name in the card set's lookup form (trimmed, lower case) to the name as printed; `typed` is
 * in that form too.
 */
export function similarNames(names: ReadonlyMap<string, string>, typed: string): string[] {
  const within = Math.min(3, Math.max(1, Math.floor(typed.length / 4)));
  const near: { name: string; edits: number }[] = [];
  for (const [lower, printed] of names) {
    // Names whose lengths differ by more than the allowance cannot be within it.
    if (Math.abs(lower.length - typed.length) > within) continue;
    const edits = distance(lower, typed);
    if (edits <= within) near.push({ name: printed, edits });
  }
  near.sort((a, b) => a.edits - b.edits || a.name.localeCompare(b.name));
  return near.slice(0, MOST).map((n) => n.name);
}
