import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, B, battleAt, codes, DECKS, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 carries out standing "can't" text (wars:general/cant: it takes precedence over
 * what another card or rule allows): a card that can't move, can't be damaged, a location where
 * a player can't drain. Each case is a real card in a hand-made game. Ann's deck: two
 * Ganymede/Exploratory Camp sites, Ganymede/Traginium Source, then Kano Masako 1R82 (0-3:
 * "This character can't be damaged."), Spineslinger 2R138 (0-4: "This character can't move."),
 * Venus/Gula Mons Correctional Facility 2U163 (0-5: a site, "You can't drain here."), Zealous
 * Squads (1C55: 6/2/2) from 0-6, Kayu Gekkane 2U42 (0-36). Bob's deck is the rules tests' (Zealous Squads from 1-1).
 */
const DECK = ['1S301', '1S301', '1C309', '1R82', '2R138', '2U163', ...Array(30).fill('1C55'), '2U42'];
const engine = warsModule.engines.engine();
const started = (on = engine) => startedWith([DECK, DECKS[1]], on, 'cant');

function activeEnergy(s: WarsState, seat: 0 | 1, n: number): void {
  s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - n, n));
}

/** Ann's `card` and a Zealous Squad (0-6) at her site 0-0 with a Zealous Squad of Bob's (1-1), his other one (1-2) at `bobsOther`, and 4 energy in her active pile. */
function withUnits(card: string, bobsOther: string): WarsState {
  const s = started();
  for (const [key, at] of [[card, '0-0'], ['0-6', '0-0'], ['1-1', '0-0'], ['1-2', bobsOther]]) put(s, key, 'unit', at);
  activeEnergy(s, 0, 4);
  return s;
}

describe('wars:general/cant: standing "can\'t" text the engine carries out (engine 1.2.0)', () => {
  it('Kano Masako 1R82 can\'t be damaged: she is not damaged toward attrition, and with only her left undamaged the attrition against Ann is done', () => {
    const s = withUnits('0-3', '0-0');
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    // As text adding to Bob's attrition would: Ann has 5 attrition to satisfy. No one reveals battle destiny.
    s.battle!.mods.attrition[1] = 5;
    for (let i = 0; i < 20 && s.battle?.step !== 'attrition'; i++) {
      const [player] = engine.activePlayers(s);
      if (s.battle?.step === 'destiny') act(s, player, 'battle-destiny', { reveal: false });
      else act(s, player, 'pass');
    }
    expect([s.battle?.step, s.battle?.attritionDone[0]]).toEqual(['attrition', false]);
    expect(codes(s, A, 'damage', { card: '0-3' })).toEqual(['wars/cant-be-damaged wars:general/cant']);
    act(s, A, 'damage', { card: '0-6' });
    expect([s.inPlay['0-3'].damaged, s.battle?.attritionDone[0]]).toEqual([false, true]);
  });

  it('Kano Masako 1R82: "• Put a card from your hand on top of your used pile ≈ Activate 1 energy": the use names the card', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    s.piles[0].hand = ['0-6'];
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-6');
    const text = '• Put a card from your hand on top of your used pile ≈ Activate 1 energy.';
    expect(codes(s, A, 'use', { card: '0-3', text })).toEqual(['wars/cannot-pay-cost wars:glossary/costs']);
    act(s, A, 'use', { card: '0-3', text, fromHand: '1C55' });
    expect([s.piles[0].hand, s.piles[0].used]).toEqual([[], ['0-6']]);
    const active = s.piles[0].active.length;
    passes(s);
    expect(s.piles[0].active).toHaveLength(active + 1);
  });

  it('Spineslinger 2R138 can\'t move, though another unit may move there (engine 1.1.0 attested the text, so it moved)', () => {
    const s = withUnits('0-4', '1-0');
    toPhase(s, 'move');
    expect(codes(s, A, 'move', { card: '0-4', to: '1-0' })).toEqual(['wars/cant-move wars:general/cant']);
    expect(codes(s, A, 'move', { card: '0-6', to: '1-0' })).toEqual([]);
    const old = warsModule.engines.engine('1.1.0');
    expect(codes(s, A, 'move', { card: '0-4', to: '1-0' }, old)).toEqual([]);
  });

  it('Spineslinger 2R138: "Dismiss this character and lose 2 energy ≈ Destroy each unit at this location", only in Ann\'s control phase', () => {
    const s = withUnits('0-4', '1-0');
    const text = 'Dismiss this character and lose 2 energy ≈ Destroy each unit at this location. You may use this ability only during your control phase.';
    expect(codes(s, A, 'use', { card: '0-4', text })).toEqual(['wars/not-now wars:glossary/game-text']);
    toPhase(s, 'control');
    act(s, A, 'use', { card: '0-4', text });
    expect([s.inPlay['0-4'], s.pendingLoss]).toEqual([undefined, { seat: 0, remaining: 2, rule: 'wars:glossary/costs' }]);
    act(s, A, 'lose', { from: 'active' });
    act(s, A, 'lose', { from: 'active' });
    passes(s);
    expect(['0-6', '1-1', '1-2'].map((k) => s.inPlay[k] !== undefined)).toEqual([false, false, true]);
  });

  it('Venus/Gula Mons Correctional Facility 2U163: "You can\'t drain here": its owner may not drain there, though the drain is otherwise legal', () => {
    const s = started();
    s.inPlay['0-5'] = { key: '0-5', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'Venus', sites: ['0-5'], sectors: [] });
    put(s, '0-6', 'unit', '0-5');
    toPhase(s, 'control');
    expect(codes(s, A, 'drain', { location: '0-5' })).toEqual(['wars/cant-drain wars:general/cant']);
    const old = warsModule.engines.engine('1.1.0');
    expect(codes(s, A, 'drain', { location: '0-5' }, old)).toEqual([]);
    expect(engine.legalActions(s, A).some((a) => a.type === 'drain' && (a.payload as { location: string }).location === '0-5')).toBe(false);
  });
});

describe('wars:general/cant: "… he or she can\'t reveal a card for battle destiny in a battle here." (engine 1.2.0)', () => {
  /** Kayu Gekkane at Ann's site with `bobs` Zealous Squads of Bob's (tactics 2 each), in the battle destiny step there, Ann's decision made. */
  function destinyStep(bobs: number): WarsState {
    const s = started();
    put(s, '0-36', 'unit', '0-0');
    for (const key of ['1-1', '1-3', '1-4'].slice(0, bobs)) put(s, key, 'unit', '0-0');
    battleAt(s, '0-0', 0, 'destiny');
    s.battle!.destinyDone = [true, false];
    return s;
  }

  it('Kayu Gekkane 2U42 ("As long as this character is at a site and your opponent has fewer than three units here, …"): with two units there Bob can\'t reveal; he may only decline', () => {
    const s = destinyStep(2);
    expect(codes(s, B, 'battle-destiny', { reveal: true })).toEqual(['wars/cant-reveal wars:general/cant']);
    expect(engine.legalActions(s, B).map((a) => a.payload)).toEqual([{ reveal: false }]);
    expect(codes(s, B, 'battle-destiny', { reveal: false })).toEqual([]);
  });

  it('with three units of Bob\'s there, he reveals as usual; under engine 1.1.0 the text is attested', () => {
    expect(codes(destinyStep(3), B, 'battle-destiny', { reveal: true })).toEqual([]);
    const older = warsModule.engines.engine('1.1.0');
    const s = startedWith([DECK, DECKS[1]], older, 'cant');
    put(s, '0-36', 'unit', '0-0');
    for (const key of ['1-1', '1-3']) put(s, key, 'unit', '0-0');
    battleAt(s, '0-0', 0, 'destiny');
    s.battle!.destinyDone = [true, false];
    expect(codes(s, B, 'battle-destiny', { reveal: true }, older)).toEqual([]);
  });
});
