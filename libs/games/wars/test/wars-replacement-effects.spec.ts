import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 carries out the replacement effect of First Aid 1U22 and Patch Job 2C15 ("The next
 * time your target unit would be destroyed this turn, prevent that and, if it's damaged, undamage
 * it."), as the rules' own example has it (wars:glossary/replacement-effect: "When you use First
 * Aid and your target unit is about to be destroyed in the end of battle step, the effect of First
 * Aid prevents that"): the destruction does not happen, the unit is undamaged, and the effect is
 * used up ("You can't replace a single effect more than once"). Ann's deck: two Ganymede/Exploratory
 * Camps (0-0, 0-1: an Earther support icon each, the two Patch Job needs), Ganymede/Traginium Source
 * (0-2), First Aid (0-3, an asset), Patch Job (0-4, an interrupt), then Zealous Squads. Bob's:
 * Ganymede/Traginium Well (1-0), Zealous Squads.
 */
const DECK = ['1S301', '1S301', '1C309', '1U22', '2C15', ...Array(33).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const card = (id: string) => cards.find((c) => c.id === id)!;
const FIRST_AID = card('1U22').abilities[0].text;

/** Ann's deploy phase: both camps in play, First Aid at the first, her Zealous Squad 0-8 there, Bob's 1-1 too; Patch Job in her hand and 8 energy in her active pile. */
function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'replacement');
  s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sites.push('0-1');
  put(s, '0-3', 'asset', '0-0', '0-0');
  put(s, '0-8', 'unit', '0-0');
  put(s, '1-1', 'unit', '0-0');
  const reserve = s.piles[0].reserve;
  s.piles[0].hand.push(reserve.splice(reserve.indexOf('0-4'), 1)[0]);
  s.piles[0].active.push(...reserve.splice(reserve.length - 8, 8));
  toPhase(s, 'deploy');
  return s;
}

/** The end of battle step of a battle at Ann's camp with her Zealous Squad damaged: she must destroy it. */
function endOfBattle(s: WarsState): void {
  s.inPlay['0-8'].damaged = true;
  battleAt(s, '0-0', 0, 'end');
  s.initiative = null;
  expect(engine.activePlayers(s)).toEqual([A]);
}

describe('wars:glossary/replacement-effect: "The next time your target unit would be destroyed this turn, prevent that and, if it\'s damaged, undamage it." (engine 1.2.0)', () => {
  it('First Aid 1U22: Ann\'s Zealous Squad, about to be destroyed in the end of battle step, stays in play undamaged', () => {
    const s = started();
    act(s, A, 'use', { card: '0-3', text: FIRST_AID, targets: ['0-8'] });
    passes(s);
    expect(s.untilEndOfTurn).toEqual([{ kind: 'prevent-destroy', card: '0-8', undamage: true }]);
    endOfBattle(s);
    act(s, A, 'destroy', { card: '0-8' });
    expect([s.inPlay['0-8']?.damaged, s.piles[0].lost, s.untilEndOfTurn, s.battle]).toEqual([false, [], undefined, null]);
  });

  it('"You can\'t replace a single effect more than once": used up, the effect does not save the unit a second time; left in play, it is refused', () => {
    const s = started();
    act(s, A, 'use', { card: '0-3', text: FIRST_AID, targets: ['0-8'] });
    passes(s);
    endOfBattle(s);
    act(s, A, 'destroy', { card: '0-8' });
    endOfBattle(s);
    expect(codes(s, A, 'pass', {})).toEqual(['wars/damaged-card-not-destroyed wars:glossary/battle-phase#11']);
    act(s, A, 'destroy', { card: '0-8' });
    expect([s.inPlay['0-8'], s.piles[0].lost]).toEqual([undefined, ['0-8']]);
  });

  it('Patch Job 2C15 and First Aid on one unit: each replaces one destruction, the third destroys it', () => {
    const s = started();
    act(s, A, 'play-interrupt', { card: '2C15', targets: ['0-8'] });
    passes(s);
    act(s, A, 'use', { card: '0-3', text: FIRST_AID, targets: ['0-8'] });
    passes(s);
    expect(s.untilEndOfTurn).toHaveLength(2);
    for (let i = 0; i < 2; i++) {
      endOfBattle(s);
      act(s, A, 'destroy', { card: '0-8' });
      expect(s.inPlay['0-8']?.damaged).toBe(false);
    }
    endOfBattle(s);
    act(s, A, 'destroy', { card: '0-8' });
    // Patch Job (a LOST interrupt) went to the lost pile as it resolved.
    expect(s.piles[0].lost).toEqual(['0-4', '0-8']);
  });

  it('"your target unit": Bob\'s Zealous Squad is not one Ann may choose', () => {
    const s = started();
    expect(codes(s, A, 'use', { card: '0-3', text: FIRST_AID, targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    expect(codes(s, A, 'play-interrupt', { card: '2C15', targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
  });

  it('"this turn": at the end of the turn an effect not used up is gone', () => {
    const s = started();
    act(s, A, 'use', { card: '0-3', text: FIRST_AID, targets: ['0-8'] });
    passes(s);
    while (s.current === 0) passes(s);
    expect(s.untilEndOfTurn).toBeUndefined();
    expect(B).toBe(s.players[s.current]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves both attested, so its logs replay as they were played', () => {
    for (const id of ['1U22', '2C15']) {
      const c = card(id);
      expect([id, engineCardText('1.1.0').carries(c, c.abilities[0].text), engineCardText('1.2.0').carries(c, c.abilities[0].text)]).toEqual([id, false, true]);
    }
  });
});
