import { loadWarsCards } from '../cards/load-cards';
import { WARS_ENGINE_VERSION } from '../engine/engine-versions';
import { compileWarsReadings, type ReadingOverrides, type WarsReadings } from './card-readings';

/** The checked-in overrides (readings/overrides.json), loaded with require so it works from dist/. */
export function warsReadingOverrides(): ReadingOverrides {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('../../readings/overrides.json') as ReadingOverrides;
}

let cached: WarsReadings | undefined;

/** The bundled cards read by the grammar now, with the overrides: what `readings/<engine>.json` must hold. */
export function bundledWarsReadings(): WarsReadings {
  return (cached ??= compileWarsReadings(loadWarsCards(), WARS_ENGINE_VERSION, warsReadingOverrides()));
}

/** Where the checked-in readings of this engine version live, relative to libs/games/wars. */
export const WARS_READINGS_FILE = `readings/${WARS_ENGINE_VERSION}.json`;
