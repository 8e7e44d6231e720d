import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, battleAt, codes, passes, put, sectorInPlay, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Each time you lose a battle at a related site, you may lose 5 energy. If you do,
 * reduce your casualties in that battle to 0." (Orbital Coverage 1U41, an asset played beneath an
 * opponent's sector; wars:glossary/casualties). Losing the battle triggers it after the power step;
 * it resolves before the loss step, whose casualties it reduces.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Orbital Coverage (0-1), Mouthpieces (2C13, power 2,
 * from 0-2). Bob's: Ganymede/Traginium Well (1-0), Ganymede/Traginium Source (1-1, a sector related
 * to both sites), Mouthpieces (from 1-2).
 */
const DECK = ['1S301', '1U41', ...Array(36).fill('2C13')];
const BOB = ['1C310', '1C309', ...Array(36).fill('2C13')];
const engine = warsModule.engines.engine();

/** Ann's Mouthpiece against two of Bob's at her Camp, Orbital Coverage beneath Bob's sector, the power step done: Ann lost by 2. */
function lost(coverageAt: '1-1' | null = '1-1'): WarsState {
  const s = startedWith([DECK, BOB], engine, 'casualties');
  sectorInPlay(s, '1-1');
  if (coverageAt) put(s, '0-1', 'asset', coverageAt, coverageAt);
  put(s, '0-2', 'unit', '0-0');
  put(s, '1-2', 'unit', '0-0');
  put(s, '1-3', 'unit', '0-0');
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 6, 6));
  battleAt(s, '0-0', 0, 'before-power');
  Object.assign(s, { initiative: 0, passes: 0 });
  passes(s);
  return s;
}

describe('wars:glossary/casualties: "Each time you lose a battle at a related site, you may lose 5 energy. If you do, reduce your casualties in that battle to 0." (Orbital Coverage 1U41, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1U41', 1)).toEqual([false, true]);
  });

  it('Ann loses by 2 at a site related to the sector it is beneath: it triggers, and losing 5 energy takes her casualties to 0', () => {
    const s = lost();
    expect([s.battle?.loser, s.battle?.casualties, s.stack.at(-1)]).toEqual([0, 2, expect.objectContaining({ kind: 'ability', card: '0-1', trigger: true })]);
    passes(s);
    act(s, A, 'choose', { take: true });
    expect([s.pendingLoss, s.battle?.casualties]).toEqual([{ seat: 0, remaining: 5, rule: 'wars:glossary/lose-energy' }, 0]);
  });

  it('not losing the 5, her casualties stay 2', () => {
    const s = lost();
    passes(s);
    act(s, A, 'choose', { take: false });
    expect([s.pendingLoss, s.battle?.casualties]).toEqual([null, 2]);
  });

  it('without it in play, losing triggers nothing', () => {
    const s = lost(null);
    expect([s.stack, s.triggered, codes(s, A, 'choose', { take: true })]).toEqual([[], undefined, ['wars/nothing-to-satisfy wars:glossary/effects']]);
  });
});

describe('wars:glossary/casualties: "Each time you lose a battle here, if your casualties are more than 5, they are reduced to 5." (Diplomacy Bot 1U278, engine 1.2.0)', () => {
  // Ann's Diplomacy Bot (0-1, power 2) alone at her Camp against Bob's Zealous Squads (power 6 each, from 1-2).
  const BOT = ['1S301', '1U278', ...Array(36).fill('2C13')];
  const SQUADS = ['1C310', '1C309', ...Array(36).fill('1C55')];

  function lostTo(squads: number): WarsState {
    const s = startedWith([BOT, SQUADS], engine, 'casualties-bot');
    put(s, '0-1', 'unit', '0-0');
    for (let i = 0; i < squads; i++) put(s, `1-${2 + i}`, 'unit', '0-0');
    battleAt(s, '0-0', 0, 'before-power');
    Object.assign(s, { initiative: 0, passes: 0 });
    passes(s);
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out, "they" being the casualties the condition names', () => {
    expect(carriedBy('1U278', 0)).toEqual([false, true]);
  });

  it('lost by 10 (two Squads against the Bot): the casualties are reduced to 5 before the loss step', () => {
    const s = lostTo(2);
    expect([s.battle?.loser, s.battle?.casualties]).toEqual([0, 10]);
    passes(s);
    expect(s.battle?.casualties).toBe(5);
  });

  it('lost by 4 (one Squad): more than 5 it is not, and they stay 4', () => {
    const s = lostTo(1);
    expect(s.battle?.casualties).toBe(4);
    passes(s);
    expect(s.battle?.casualties).toBe(4);
  });
});
