import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, codes, passes, readyInHand, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Your side of target location gains two energy icons until end of turn." (Fuel
 * Theft 1C127; wars:glossary/energy-icon): until the turn ends the side has them for all that reads
 * energy icons, such as where a unit may be played (wars:glossary/deployment-phase#4). Engine
 * 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Fuel Theft 1C127 (0-1), then Zealous Squads. Bob's:
 * Ganymede/Traginium Well (1-0), Alnak Station/Hallway 1R294 (1-1: an energy icon on its owner's
 * side, none on the other), Zealous Squads.
 */
const DECK = ['1S301', '1C127', ...Array(36).fill('1C55')];
const BOB = ['1C310', '1R294', ...Array(36).fill('1C55')];
const engine = warsModule.engines.engine();

/** Bob's Hallway in play, Ann in her deploy phase with Fuel Theft and a Zealous Squad in hand. */
function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'energy-icons-gained');
  s.inPlay['1-1'] = { key: '1-1', owner: 1, kind: 'location', at: null, host: null, damaged: false };
  s.groups.push({ name: 'Alnak Station', sites: ['1-1'], sectors: [] });
  for (const key of ['0-1', '0-2']) readyInHand(s, key);
  s.piles[0].active.push(...s.piles[0].reserve.splice(0, 6));
  toPhase(s, 'deploy');
  return s;
}

describe('wars:glossary/energy-icon: "Your side of target location gains two energy icons until end of turn." (engine 1.2.0)', () => {
  it('Fuel Theft 1C127 on Bob\'s Alnak Station/Hallway: with no icon on Ann\'s side she can\'t play a unit there; with the two gained, she can', () => {
    const s = started();
    expect(codes(s, A, 'deploy', { card: '1C55', at: '1-1' })).toEqual(['wars/illegal-target wars:glossary/character']);
    act(s, A, 'play-interrupt', { card: '1C127', targets: ['1-1'] });
    passes(s);
    expect(codes(s, A, 'deploy', { card: '1C55', at: '1-1' })).toEqual([]);
    // Kept among the effects that end with the turn.
    expect(s.untilEndOfTurn).toContainEqual({ kind: 'energy-icon', seat: 0, location: '1-1', count: 2 });
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('1C127', 0)).toEqual([false, true]);
  });
});
