/** The tribe the plurality of a deck's creatures share (ties: alphabetical); `Unknown` without creatures. */
export function deckTribe(cards: readonly string[], tribeOf: (cardId: string) => string | undefined): { tribe: string; creatures: number } {
  const counts = new Map<string, number>();
  for (const id of cards) {
    const tribe = tribeOf(id);
    if (tribe) counts.set(tribe, (counts.get(tribe) ?? 0) + 1);
  }
  const creatures = [...counts.values()].reduce((a, b) => a + b, 0);
  // Generic and Tribeless creatures fit any deck: they name the deck only when nothing else does.
  const named = [...counts].filter(([t]) => t !== 'Generic' && t !== 'Tribeless');
  const pool = named.length > 0 ? named : [...counts];
  pool.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { tribe: pool[0]?.[0] ?? 'Unknown', creatures };
}
