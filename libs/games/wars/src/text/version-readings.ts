import type { WarsReadings } from './card-readings';

const loaded = new Map<string, WarsReadings>();

/**
 * The card readings an engine version plays by: `readings/<version>.json` as checked in, never
 * the grammar as it reads now, so a log replays the same after the grammar learns more.
 */
export function checkedInReadings(version: string): WarsReadings {
  let found = loaded.get(version);
  if (!found) {
    // Loaded with require so it works from src/ under Jest and from dist/.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    found = require(`../../readings/${version}.json`) as WarsReadings;
    loaded.set(version, found);
  }
  return found;
}
