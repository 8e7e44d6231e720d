import { stringify } from 'csv-stringify/sync';

/** What a spreadsheet would run as a formula (OWASP CSV injection): =, +, -, @, tab or carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * CSV text of rows, safe to open in a spreadsheet: a text cell that starts like a formula is
 * prefixed with a single quote and quoted, as OWASP recommends. Numbers are the platform's own
 * and stay numbers. Every CSV export goes through here.
 */
export function csvText(rows: readonly (readonly unknown[])[]): string {
  return stringify(rows as unknown[][], {
    cast: {
      string: (value: string) => (FORMULA_START.test(value) ? { value: `'${value}`, quoted: true } : value),
    },
  });
}
