import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { attritionAgainst } from '../src/engine/battle-steps';
import { A, act, B, battleAt, codes, passes, put, readyInHand, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 reads a side's total tactics at a location in the conditions of card text ("at a
 * site where you have a higher total tactics than your opponent", "in a site battle where your
 * total tactics are at least twice your opponent's total tactics"): the tactics of that player's
 * units at a site, or ships at a sector, as a battle there adds them up (wars:glossary/battle-phase#3).
 * Ann's deck: two Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/Traginium Source (0-2),
 * Assault Guru 1C4 (0-3, tactics 1), Consultation 1R14 (0-4), Subjugate 1U205 (0-5), Undercurrents
 * 2R113 (0-6), then Zealous Squads (tactics 2). Bob's: Ganymede/Traginium Well (1-0), two Zealous
 * Squads (1-1, 1-2), Infantry Support Vehicle 1C33 (1-3), Zealous Squads.
 */
const DECK = ['1S301', '1S301', '1C309', '1C4', '1R14', '1U205', '2R113', ...Array(31).fill('1C55')];
const BOB = ['1C310', '1C55', '1C55', '1C33', ...Array(34).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState, version = engine.version) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(version));

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'total-tactics');
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - 8, 8));
  return s;
}

describe('wars:glossary/battle-phase#3: a side\'s total tactics at a location, in conditions of card text (engine 1.2.0)', () => {
  /** Assault Guru and a Zealous Squad of Ann's (tactics 1 + 2) against one of Bob's (2), in a battle at her camp. */
  function guruBattle(): WarsState {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    put(s, '0-7', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    battleAt(s, '0-0');
    return s;
  }

  it('Assault Guru 1C4 ("As long as this character is at a site where you have a higher total tactics than your opponent, you cause attrition +2 here."): 1 + 2 against 2 adds 2; against 4 it does not', () => {
    const s = guruBattle();
    const withGuru = attritionAgainst(game(s), 1);
    expect(withGuru - attritionAgainst(game(s, '1.1.0'), 1)).toBe(2);
    put(s, '1-2', 'unit', '0-0');
    expect(attritionAgainst(game(s), 1)).toBe(attritionAgainst(game(s, '1.1.0'), 1));
  });

  it('the same game asked again after an effect until end of turn changes a total (Bob\'s squad tactics +2) no longer adds the 2: standing effects are worked out again', () => {
    const s = guruBattle();
    const g = game(s);
    const before = attritionAgainst(g, 1);
    (s.untilEndOfTurn ??= []).push({ kind: 'stat', card: '1-1', stat: 'tactics', by: 2 });
    expect(before - attritionAgainst(g, 1)).toBe(2);
  });

  it('Consultation 1R14 ("Destroy target vehicle at a site where you have a higher total tactics than your opponent."): Bob\'s vehicle at his Well is no target; at Ann\'s camp, where her two squads outnumber it, it is destroyed', () => {
    const s = started();
    put(s, '0-7', 'unit', '0-0');
    put(s, '0-8', 'unit', '0-0');
    put(s, '1-3', 'unit', '1-0');
    readyInHand(s, '0-4');
    toPhase(s, 'move');
    expect(codes(s, A, 'play-interrupt', { card: '1R14', targets: ['1-3'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    s.inPlay['1-3'] = { ...s.inPlay['1-3'], at: '0-0' };
    act(s, A, 'play-interrupt', { card: '1R14', targets: ['1-3'] });
    passes(s);
    expect([s.inPlay['1-3'], s.piles[1].lost]).toEqual([undefined, ['1-3']]);
  });

  it('Subjugate 1U205 ("Damage target unit in a site battle where your total tactics are at least twice your opponent\'s total tactics."): 4 against 2 allows it; 4 against 4 does not', () => {
    const s = started();
    put(s, '0-7', 'unit', '0-0');
    put(s, '0-8', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    readyInHand(s, '0-5');
    battleAt(s, '0-0');
    s.initiative = 0;
    act(s, A, 'play-interrupt', { card: '1U205', targets: ['1-1'] });
    put(s, '1-2', 'unit', '0-0');
    // Bob's second squad arrives before it resolves: the target is no longer legal and the effect is canceled (wars:glossary/effects).
    passes(s);
    expect(s.inPlay['1-1'].damaged).toBe(false);
    const again = started();
    for (const [key, at] of [['0-7', '0-0'], ['0-8', '0-0'], ['1-1', '0-0'], ['1-2', '0-0']] as const) put(again, key, 'unit', at);
    readyInHand(again, '0-5');
    battleAt(again, '0-0');
    again.initiative = 0;
    expect(codes(again, A, 'play-interrupt', { card: '1U205', targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
  });

  it('Subjugate against 2 with 4: the unit is damaged', () => {
    const s = started();
    for (const [key, at] of [['0-7', '0-0'], ['0-8', '0-0'], ['1-1', '0-0']] as const) put(s, key, 'unit', at);
    readyInHand(s, '0-5');
    battleAt(s, '0-0');
    s.initiative = 0;
    act(s, A, 'play-interrupt', { card: '1U205', targets: ['1-1'] });
    passes(s);
    expect(s.inPlay['1-1'].damaged).toBe(true);
  });
});

describe('wars:glossary/drain-action: "each opponent\'s drain" (engine 1.2.0)', () => {
  it('Undercurrents 2R113 ("As an additional cost to play this interrupt, lose 2 energy." / "Make each opponent\'s drain -1 until end of turn."): played on Bob\'s turn, his drain at his Well costs Ann 1, not 2', () => {
    const s = started();
    put(s, '0-7', 'unit', '0-0');
    put(s, '1-1', 'unit', '1-0');
    readyInHand(s, '0-6');
    Object.assign(s, { current: 1, phase: 'control', initiative: 1, passes: 0 });
    act(s, B, 'pass');
    act(s, A, 'play-interrupt', { card: '2R113' });
    for (let i = 0; i < 2; i++) act(s, A, 'lose', { from: 'active' });
    passes(s);
    act(s, B, 'drain', { location: '1-0' });
    passes(s);
    expect(s.pendingLoss).toEqual({ seat: 0, remaining: 1, rule: 'wars:glossary/drain-action' });
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these abilities attested, so its logs replay as they were played', () => {
    for (const id of ['1C4', '1R14', '1U205', '2R113']) {
      const c = cards.get(id)!;
      const line = c.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(c, line), engineCardText('1.2.0').carries(c, line)]).toEqual([id, false, true]);
    }
  });
});
