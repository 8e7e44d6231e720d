import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, battleAt, passes, put, readyInHand, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Make each of your units and ships in a battle at target location defense +1 until
 * end of turn." (Dauntless Defense 1C63; wars:glossary/target, wars:glossary/effects): the battle's
 * place is the location chosen as the target. Engine 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Dauntless Defense 1C63 (0-1), then Zealous Squads
 * (1C55, defense 2). Bob's: Ganymede/Traginium Well (1-0), Zealous Squads.
 */
const DECK = ['1S301', '1C63', ...Array(36).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));

/** A battle at Ann's site (0-0) with squads of both players there and one of Ann's at Bob's site; Dauntless Defense played at `target`, resolved; each squad's defense. */
function defensesAfter(target: string): number[] {
  const s = startedWith([DECK, BOB], engine, 'battle-at-target');
  for (const [key, at] of [['0-2', '0-0'], ['0-3', '0-0'], ['1-1', '0-0'], ['0-4', '1-0']]) put(s, key, 'unit', at);
  readyInHand(s, '0-1');
  s.piles[0].active.push(...s.piles[0].reserve.splice(0, 4));
  battleAt(s, '0-0');
  Object.assign(s, { initiative: 0, passes: 0 });
  act(s, A, 'play-interrupt', { card: '1C63', targets: [target] });
  passes(s);
  const g = gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));
  return ['0-2', '0-3', '1-1', '0-4'].map((key) => statsOf(g, key).defense);
}

describe('wars:glossary/effects: "Make each of your units and ships in a battle at target location defense +1 until end of turn." (engine 1.2.0)', () => {
  it('Dauntless Defense 1C63 at the battle\'s site: Ann\'s two squads in it are defense +1; Bob\'s squad there and Ann\'s squad elsewhere are not', () => {
    expect(defensesAfter('0-0')).toEqual([3, 3, 2, 2]);
  });

  it('at a location where no battle is taking place it changes nothing', () => {
    expect(defensesAfter('1-0')).toEqual([2, 2, 2, 2]);
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('1C63', 0)).toEqual([false, true]);
  });
});
