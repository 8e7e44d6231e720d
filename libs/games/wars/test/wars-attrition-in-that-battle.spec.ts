import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { lingeringBattle } from '../src/engine/until-end-of-turn';
import { A, act, battleAt, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0: "When you invert this NoBot in a site battle here, you cause attrition + [D] here."
 * (Hannya 2R37, inverted side; wars:glossary/battle-phase#5): with no duration, "here" is the battle
 * under way there, in which the event happened; the [D] is revealed as the ability resolves.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Hannya (0-1, "Lose 3 energy ≈ Invert this NoBot"),
 * Mouthpieces (from 0-2, destiny 3). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
const ANN = ['1S301', '2R37', ...Array(36).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const INVERT = cards.get('2R37')!.abilities[0].text;

/** Hannya and one of Bob's Mouthpieces at Ann's Camp; Ann inverts Hannya (a battle under way there when `inBattle`). */
function inverted(inBattle: boolean): WarsState {
  const s = startedWith([ANN, BOB], engine, 'attrition-in-that-battle');
  put(s, '0-1', 'unit', '0-0');
  put(s, '1-1', 'unit', '0-0');
  toPhase(s, 'deploy');
  if (inBattle) {
    battleAt(s, '0-0');
    s.initiative = 0;
  }
  act(s, A, 'use', { card: '0-1', text: INVERT });
  for (let i = 0; i < 3; i++) act(s, A, 'lose', { from: 'reserve' });
  passes(s);
  return s;
}

describe('wars:glossary/battle-phase#5: "When you invert this NoBot in a site battle here, you cause attrition + [D] here." (Hannya 2R37, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    const text = cards.get('2R37')!.invertedAbilities![0].text;
    expect(engineCardText('1.2.0').carries(cards.get('2R37')!, text)).toBe(true);
    expect(engineCardText('1.1.0').carries(cards.get('2R37')!, text)).toBe(false);
  });

  it('inverted in a battle at its site, Ann causes attrition + her [D] there', () => {
    const s = inverted(true);
    expect(s.inPlay['0-1'].inverted).toBe(true);
    expect(s.stack).toEqual([expect.objectContaining({ kind: 'ability', card: '0-1', trigger: true })]);
    const top = s.piles[0].reserve[0];
    passes(s);
    const destiny = cards.get(s.decks[0][Number(top.slice(2))])!.destiny ?? 0;
    expect([s.piles[0].used.at(-1), lingeringBattle(s, 'attrition', 0, '0-0')]).toEqual([top, destiny]);
  });

  it('inverted with no battle under way, nothing triggers', () => {
    const s = inverted(false);
    expect([s.inPlay['0-1'].inverted, s.stack, s.triggered]).toEqual([true, [], undefined]);
  });
});
