/** The tiebreakers that are shares (of matches, games or rounds won), shown as percentages. */
export const PERCENT_TIEBREAKERS: ReadonlySet<string> = new Set(['omw', 'gw', 'ogw', 'oppWin', 'oppOppWin']);

/** A tiebreaker as people read it: a share as "66.67%" (so 1 is "100.00%"), a sum of points as a number. */
export function formatTiebreaker(name: string, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  return PERCENT_TIEBREAKERS.has(name) ? `${(value * 100).toFixed(2)}%` : String(value);
}
