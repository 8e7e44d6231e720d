import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { A, act, B, battleAt, codes, passes, put, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: stockpile assets that keep the energy an opponent loses (wars:glossary/asset,
 * wars:glossary/lose-energy): "your opponent loses 1 energy and stacks that card face down on this
 * asset" — the card lost goes face down onto the asset instead of into the lost pile.
 * "• Pay 1 energy ≈ If there is no card stacked here, …" (Traginium Surplus 2U25); "• Pay 1 energy ≈
 * If your battle destiny is greater than your opponent's battle destiny and there are fewer than two
 * cards stacked here, … You may only use this ability during a battle after the battle destiny step."
 * (Traginium Stash 2U83).
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Traginium Surplus (0-1), Traginium Stash (0-2),
 * Mouthpieces (from 0-3). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces (from 1-1).
 */
const ANN = ['1S301', '2U25', '2U83', ...Array(35).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const SURPLUS = cards.get('2U25')!.abilities[0].text;
const STASH = cards.get('2U83')!.abilities[0].text;

/** Ann's stockpile asset `key` on the table, energy for both. */
function withAsset(key: string): WarsState {
  const s = startedWith([ANN, BOB], engine, 'stockpile-energy');
  put(s, key, 'asset', '0-0');
  s.inPlay[key] = { ...s.inPlay[key], at: null };
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - 4, 4));
  return s;
}

describe('wars:glossary/asset: "If there is no card stacked here, your opponent loses 1 energy and stacks that card face down on this asset." (Traginium Surplus 2U25, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('2U25', 0)).toEqual([false, true]);
  });

  it('Bob\'s card lost goes face down onto the Surplus, not to his lost pile', () => {
    const s = withAsset('0-1');
    toPhase(s, 'deploy');
    act(s, A, 'use', { card: '0-1', text: SURPLUS });
    passes(s);
    expect(s.pendingLoss).toEqual({ seat: 1, remaining: 1, rule: 'wars:glossary/lose-energy', stackOn: '0-1' });
    const top = s.piles[1].reserve[0];
    act(s, B, 'lose', { from: 'reserve' });
    expect([s.stacked, s.piles[1].lost, s.pendingLoss]).toEqual([{ '0-1': [{ key: top, faceDown: true }] }, [], null]);
  });

  it('with a card already stacked there, the condition fails and Bob loses nothing', () => {
    const s = withAsset('0-1');
    s.stacked = { '0-1': [{ key: '1-30', faceDown: true }] };
    toPhase(s, 'deploy');
    act(s, A, 'use', { card: '0-1', text: SURPLUS });
    passes(s);
    expect([s.pendingLoss, s.stacked]).toEqual([null, { '0-1': [{ key: '1-30', faceDown: true }] }]);
  });

  it('a card of his hand lost instead of energy is the card stacked', () => {
    const s = withAsset('0-1');
    toPhase(s, 'deploy');
    act(s, A, 'use', { card: '0-1', text: SURPLUS });
    passes(s);
    const hand = s.piles[1].hand[0];
    act(s, B, 'lose', { from: 'hand', card: '2C13' });
    expect(s.stacked).toEqual({ '0-1': [{ key: hand, faceDown: true }] });
  });
});

describe('wars:glossary/battle-phase#3: "If your battle destiny is greater than your opponent\'s battle destiny and there are fewer than two cards stacked here, … only during a battle after the battle destiny step." (Traginium Stash 2U83, engine 1.2.0)', () => {
  /** A battle at Ann's Camp in `step`, the battle destinies `destiny`, Ann holding initiative, the Stash on the table. */
  function battle(step: 'open' | 'before-attrition', destiny: [number, number]): WarsState {
    const s = withAsset('0-2');
    put(s, '0-3', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    battleAt(s, '0-0', 0, step);
    s.battle!.destiny = destiny;
    Object.assign(s, { initiative: 0, passes: 0 });
    return s;
  }

  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('2U83', 0)).toEqual([false, true]);
  });

  it('after the battle destiny step, Ann\'s 3 against Bob\'s 1: Bob\'s card lost is stacked on the Stash', () => {
    const s = battle('before-attrition', [3, 1]);
    act(s, A, 'use', { card: '0-2', text: STASH });
    passes(s);
    const top = s.piles[1].reserve[0];
    act(s, B, 'lose', { from: 'reserve' });
    expect(s.stacked).toEqual({ '0-2': [{ key: top, faceDown: true }] });
  });

  it('with Bob\'s battle destiny the greater, he loses nothing', () => {
    const s = battle('before-attrition', [1, 3]);
    act(s, A, 'use', { card: '0-2', text: STASH });
    passes(s);
    expect([s.pendingLoss, s.stacked]).toEqual([null, undefined]);
  });

  it('before the battle destiny step it can\'t be used', () => {
    const s = battle('open', [3, 1]);
    expect(codes(s, A, 'use', { card: '0-2', text: STASH })).toHaveLength(1);
    expect(codes(s, A, 'use', { card: '0-2', text: STASH })[0]).toMatch(/^wars\/not-now /);
  });
});
