import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, passes, put, sectorInPlay, startedWith } from './scenario-support';
import { carriedBy } from './support';

const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const power = (s: WarsState, key: string) => statsOf(gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version)), key).power;

/**
 * Engine 1.2.0: "At the end of each battle you've won here, you may pay 1 energy. If you do,
 * invert this ship." (Plundering Bandit 1C144; wars:glossary/battle-phase#11): the battle ends
 * after its end of battle step, and the ability triggers only for the side that won it.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Plundering Bandit (0-1, power 0, 4 inverted),
 * Ganymede/Traginium Source (0-2, a sector). Bob's: Ganymede/Traginium Well (1-0), Commerce
 * Authority Fighter (1-1, power 2).
 */
describe('wars:glossary/battle-phase#11: "At the end of each battle you\'ve won here, you may pay 1 energy. If you do, invert this ship." (Plundering Bandit 1C144, engine 1.2.0)', () => {
  const ANN = ['1S301', '1C144', '1C309', ...Array(35).fill('2C13')];
  const BOB = ['1C310', '1U12', ...Array(36).fill('2C13')];

  /** The Bandit against Bob's fighter at the sector, the power step next, Ann's battle destiny `destiny`. */
  function sectorBattle(destiny: number): WarsState {
    const s = startedWith([ANN, BOB], engine, 'battle-ends');
    sectorInPlay(s, '0-2');
    put(s, '0-1', 'ship', '0-2');
    put(s, '1-1', 'ship', '0-2');
    s.piles[0].active.push(...s.piles[0].reserve.splice(0, 3));
    battleAt(s, '0-2', 0, 'before-power');
    s.battle!.destiny[0] = destiny;
    Object.assign(s, { initiative: 0, passes: 0 });
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1C144', 0)).toEqual([false, true]);
  });

  it('Ann wins by 3: nothing triggers until the battle ends; then she pays 1 energy and the Bandit is inverted', () => {
    const s = sectorBattle(5);
    passes(s);
    expect(s.battle).toMatchObject({ loser: 1, casualties: 3 });
    expect(s.stack).toEqual([]);
    passes(s);
    for (let i = 0; i < 3; i++) act(s, B, 'lose', { from: 'reserve' });
    passes(s);
    expect(s.battle).toBeNull();
    expect(s.stack.at(-1)).toEqual(expect.objectContaining({ kind: 'ability', card: '0-1', trigger: true }));
    const active = s.piles[0].active.length;
    passes(s);
    act(s, A, 'choose', { take: true });
    expect([s.inPlay['0-1'].inverted, s.piles[0].active.length]).toEqual([true, active - 1]);
    expect(power(s, '0-1')).toBe(4);
  });

  it('not paying, the Bandit stays as it was', () => {
    const s = sectorBattle(5);
    passes(s);
    passes(s);
    for (let i = 0; i < 3; i++) act(s, B, 'lose', { from: 'reserve' });
    passes(s);
    passes(s);
    act(s, A, 'choose', { take: false });
    expect(s.inPlay['0-1'].inverted).toBeFalsy();
  });

  it('a battle Bob won ends with nothing triggered', () => {
    const s = sectorBattle(0);
    passes(s);
    expect(s.battle).toMatchObject({ loser: 0, casualties: 2 });
    passes(s);
    act(s, A, 'lose', { from: 'reserve' });
    act(s, A, 'lose', { from: 'reserve' });
    passes(s);
    expect([s.battle, s.stack, s.triggered ?? []]).toEqual([null, [], []]);
  });
});

/**
 * Engine 1.2.0: "Each time a power step ends here, if your total power is 21, destroy each of your
 * opponent's units here." (Jack Wilgress 1R133; wars:glossary/battle-phase#7): the power step ends
 * with each side's total power added up, battle destiny in it, and the condition reads that total.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Jack Wilgress (0-1). Bob's: Ganymede/Traginium
 * Well (1-0), Mouthpieces (1-1, 1-2).
 */
describe('wars:glossary/battle-phase#7: "Each time a power step ends here, if your total power is 21, destroy each of your opponent\'s units here." (Jack Wilgress 1R133, engine 1.2.0)', () => {
  const ANN = ['1S301', '1R133', ...Array(36).fill('2C13')];
  const BOB = ['1C310', ...Array(37).fill('2C13')];

  /** Jack against two Mouthpieces at Ann's Camp, Ann's battle destiny making her total power `total`, the power step next. */
  function powerStepWith(total: number): WarsState {
    const s = startedWith([ANN, BOB], engine, 'power-step-ends');
    put(s, '0-1', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    put(s, '1-2', 'unit', '0-0');
    battleAt(s, '0-0', 0, 'before-power');
    s.battle!.destiny[0] = total - power(s, '0-1');
    Object.assign(s, { initiative: 0, passes: 0 });
    passes(s);
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1R133', 1)).toEqual([false, true]);
  });

  it('a total power of exactly 21: each of Bob\'s units at the Camp is destroyed', () => {
    const s = powerStepWith(21);
    expect(s.battle?.power[0]).toBe(21);
    expect(s.stack.at(-1)).toEqual(expect.objectContaining({ kind: 'ability', card: '0-1', trigger: true }));
    passes(s);
    expect([s.inPlay['1-1'], s.inPlay['1-2'], s.piles[1].lost]).toEqual([undefined, undefined, expect.arrayContaining(['1-1', '1-2'])]);
  });

  it('a total power of 22: Bob\'s units stay', () => {
    const s = powerStepWith(22);
    passes(s);
    passes(s);
    expect([s.inPlay['1-1']?.key, s.inPlay['1-2']?.key]).toEqual(['1-1', '1-2']);
  });
});
