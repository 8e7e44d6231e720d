import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, passes, put, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Each time your total battle destiny is exactly 1 at the end of the battle destiny
 * step, you may make target character power +3 until end of turn for each of your evidence
 * assets." (Empty Heart 2U69; wars:glossary/battle-phase#3): the end of that step of any battle,
 * and a condition on the player's battle destiny then (what was revealed, with what card text
 * adds). The grammar reads the trigger's own condition. Engine 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Empty Heart 2U69 (0-1, an evidence asset), then
 * Zealous Squads (1C55, power 6). Bob's: Ganymede/Traginium Well (1-0), Zealous Squads.
 */
const DECK = ['1S301', '2U69', ...Array(36).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));

/** Empty Heart in play; Ann attacks at her camp, where her squad (0-2) and Bob's (1-1) are; her battle destiny is `destiny` as the step ends, no one revealing. */
function destinyStepEnded(destiny: number): WarsState {
  const s = startedWith([DECK, BOB], engine, 'battle-destiny-exactly');
  s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'asset', at: null, host: null, damaged: false };
  s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-1');
  put(s, '0-2', 'unit', '0-0');
  put(s, '1-1', 'unit', '0-0');
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 2, 2));
  toPhase(s, 'battle');
  act(s, A, 'attack', { location: '0-0' });
  passes(s);
  s.battle!.destiny[0] = destiny;
  passes(s);
  return s;
}

const power = (s: WarsState, key: string) => statsOf(gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version)), key).power;

describe('wars:glossary/battle-phase#3: "Each time your total battle destiny is exactly 1 at the end of the battle destiny step, …" (engine 1.2.0)', () => {
  it('Empty Heart 2U69 with Ann\'s battle destiny 1: she targets her squad and takes it; it is power +3 for her one evidence asset', () => {
    const s = destinyStepEnded(1);
    expect(s.choosing).toMatchObject({ seat: 0, targets: true });
    act(s, A, 'choose', { targets: ['0-2'] });
    passes(s);
    const before = power(s, '0-2');
    act(s, A, 'choose', { take: true });
    expect(power(s, '0-2') - before).toBe(3);
  });

  it('with her battle destiny 2 it does not trigger', () => {
    const s = destinyStepEnded(2);
    expect([s.choosing, s.stack]).toEqual([undefined, []]);
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('2U69', 0)).toEqual([false, true]);
  });
});
