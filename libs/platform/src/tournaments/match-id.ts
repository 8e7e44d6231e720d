/** A match is a table of a round; its public id is `<round>-<table>` (e.g. `3-12`). */
export const matchIdOf = (round: number, table: number): string => `${round}-${table}`;

export function parseMatchId(matchId: string): { round: number; table: number } | undefined {
  const m = /^([1-9]\d{0,3})-([1-9]\d{0,5})$/.exec(matchId);
  return m ? { round: Number(m[1]), table: Number(m[2]) } : undefined;
}
