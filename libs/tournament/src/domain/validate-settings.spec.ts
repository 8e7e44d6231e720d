import { created } from '../testing/given';
import { validateSettings } from './validate-settings';

const settings = (game: string, structure: object) => ({ ...(created({ game }).data as { settings: object }).settings, structure }) as never;
const games = [
  { id: 'chaotic', seats: { min: 2, max: 2 } },
  { id: 'lightseekers', seats: { min: 2, max: 5 } },
];

describe('validateSettings: the registered games and what they seat', () => {
  it('refuses a game the caller does not play, naming the ones it does', () => {
    expect(validateSettings(settings('netrunner', { kind: 'swiss' }), games)).toMatchObject({
      code: 'tournament/invalid-settings', message: 'settings.game must be one of the registered games: chaotic, lightseekers',
    });
  });

  it('takes pods (3–5 at a table) only for a game that seats three or more', () => {
    expect(validateSettings(settings('chaotic', { kind: 'pods' }), games)).toMatchObject({
      message: 'settings.structure.kind pods are for games of 3 or more players; chaotic seats at most 2',
    });
    expect(validateSettings(settings('lightseekers', { kind: 'pods', rounds: 3 }), games)).toBeUndefined();
  });
});
