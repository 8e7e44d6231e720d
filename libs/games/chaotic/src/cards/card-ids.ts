import type { CardFields } from './read-row';

function slug(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Stable ids for a file's cards, in row order: `<set>-<cardNumber>` (e.g. `DOP-1`), or
 * `<set>-<name>` when unnumbered. The data reuses a number for different cards in a
 * few sets (AU, PROTO), so a clashing id gets the card's name, then a counter.
 */
export function assignIds(cards: readonly CardFields[]): string[] {
  const bases = cards.map((c) => (c.cardNumber === null ? `${c.set}-${slug(c.name)}` : `${c.set}-${c.cardNumber}`));
  const count = new Map<string, number>();
  for (const b of bases) count.set(b, (count.get(b) ?? 0) + 1);
  const named = cards.map((c, i) => {
    const b = bases[i];
    if (count.get(b) === 1) return b;
    const withName = c.cardNumber === null ? b : `${b}-${slug(c.name)}`;
    return c.variant ? `${withName}-${slug(c.variant)}` : withName;
  });
  const seen = new Map<string, number>();
  return named.map((id) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n === 1 ? id : `${id}-${n}`;
  });
}
