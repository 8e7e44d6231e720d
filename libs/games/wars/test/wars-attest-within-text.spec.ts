import type { WarsAction, WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, arrange, B, codes, engine, OPEN_CARD, OPEN_TEXT, passes, put, started, toPhase } from './scenario-support';

/**
 * Engine 1.1.0: an attested outcome is checked against what the quoted text can change, as the
 * card's reading bounds it (kinds of change, whose cards, numbers); text the grammar does not
 * read is left to a judge. Each case is a real card of the scenario decks.
 */

const COORDINATORS = '• Pay 1 energy ≈ Look at the top card of any reserve.';
const FLIC = '• Pay 1 energy ≈ Choose target unit your opponent has in a site battle here. Damage target if its defense < [D] + the number of warriors you have here.';
const GR_BLADE = 'Pay 4 energy ≈ If this vehicle is in a site battle, make your battle destiny +2 in that battle.';
const ZEALOUS = 'When this character enters play, dismiss a unit here.';

/** Engine 1.1.0, which attests CISyn Coordinators' ability (1.2.0 carries it out: `wars/not-attestable`). */
const v110 = warsModule.engines.engine('1.1.0');

const attest = (card: string, text: string, outcome: object) => ({ card, text: [text], outcome: { moves: [], ...outcome } });
const BEYOND = ['wars/attested-beyond-text wars:glossary/effects'];

function withCoordinators(): WarsState {
  const s = started();
  put(s, '0-6', 'unit', '0-0');
  arrange(s, 0, [], ['0-20', '0-21']);
  return s;
}

describe('wars:glossary/effects: an attested outcome within what the quoted text can change (engine 1.1.0)', () => {
  it('CISyn Coordinators pays 1 energy: the top of your active pile to your used pile, nothing more', () => {
    const s = withCoordinators();
    expect(codes(s, A, 'attest', attest('0-6', COORDINATORS, { moves: [{ top: 'active', player: A, to: 'used' }] }), v110)).toEqual([]);
    expect(codes(s, A, 'attest', attest('0-6', COORDINATORS, { moves: [{ top: 'active', player: A, to: 'used' }, { top: 'active', player: A, to: 'used' }] }), v110)).toEqual(BEYOND);
    expect(codes(s, A, 'attest', attest('0-6', COORDINATORS, { moves: [{ top: 'active', player: A, to: 'lost' }] }), v110)).toEqual(BEYOND);
    expect(codes(s, A, 'attest', attest('0-6', COORDINATORS, { moves: [{ top: 'reserve', player: B, to: 'used' }] }), v110)).toEqual(BEYOND);
    expect(codes(s, A, 'attest', attest('0-6', COORDINATORS, { moves: [{ top: 'active', player: A, to: 'used' }] }))).toEqual(['wars/not-attestable wars:glossary/game-text']);
  });

  it('says what the text can change and what the outcome did beyond it', () => {
    const s = withCoordinators();
    put(s, '1-1', 'unit', '0-0');
    const [found] = v110.validate(s, { seq: s.seq + 1, player: A, type: 'attest', payload: attest('0-6', COORDINATORS, { damage: ['1-1'] }) } as WarsAction);
    expect(found.message).toBe(`CISyn Coordinators' "${COORDINATORS}" can move up to 1 of your cards from active pile to used pile; the stated outcome damages 1 card, which the text cannot do`);
  });

  it('F.L.I.C. pays 1 energy, reveals a destiny (the top of your reserve to your used pile) and damages one unit, not two', () => {
    const s = withCoordinators();
    put(s, '0-12', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    put(s, '1-2', 'unit', '0-0');
    const paidAndRevealed = [{ top: 'active', player: A, to: 'used' }, { top: 'reserve', player: A, to: 'used' }];
    // Attested under 1.1.0 only: 1.2.0 carries this ability out itself (wars-activated-abilities.spec.ts).
    const v110 = warsModule.engines.engine('1.1.0');
    expect(codes(s, A, 'attest', attest('0-12', FLIC, { moves: paidAndRevealed, damage: ['1-1'] }), v110)).toEqual([]);
    expect(codes(s, A, 'attest', attest('0-12', FLIC, { moves: paidAndRevealed, damage: ['1-1', '1-2'] }), v110)).toEqual(BEYOND);
    expect(codes(s, A, 'attest', attest('0-12', FLIC, { moves: [...paidAndRevealed, { top: 'reserve', player: A, to: 'used' }] }), v110)).toEqual(BEYOND);
    expect(codes(s, A, 'attest', attest('0-12', FLIC, { moves: paidAndRevealed, damage: ['1-1'] }))).toEqual(['wars/not-attestable wars:glossary/game-text']);
  });

  it('GR-Blade pays 4 energy and makes your battle destiny +2: not 3, and not your opponent\'s', () => {
    const s = withCoordinators();
    arrange(s, 0, [], ['0-20', '0-21', '0-22', '0-23', '0-24']);
    put(s, '0-4', 'unit', '0-0');
    toPhase(s, 'battle');
    put(s, '1-1', 'unit', '0-0');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    const paid = Array.from({ length: 4 }, () => ({ top: 'active', player: A, to: 'used' }));
    // Attested under 1.1.0 only: 1.2.0 carries this ability out itself (wars-until-end-of-turn.spec.ts).
    const v110 = warsModule.engines.engine('1.1.0');
    expect(codes(s, A, 'attest', attest('0-4', GR_BLADE, { moves: paid, battle: { destiny: [2, 0] } }), v110)).toEqual([]);
    expect(codes(s, A, 'attest', attest('0-4', GR_BLADE, { moves: paid, battle: { destiny: [3, 0] } }), v110)).toEqual(BEYOND);
    expect(codes(s, A, 'attest', attest('0-4', GR_BLADE, { moves: paid, battle: { destiny: [0, 2] } }), v110)).toEqual(BEYOND);
    expect(codes(s, A, 'attest', attest('0-4', GR_BLADE, { moves: paid, battle: { power: [1, 0] } }), v110)).toEqual(BEYOND);
    expect(codes(s, A, 'attest', attest('0-4', GR_BLADE, { moves: paid, battle: { destiny: [2, 0] } }))).toEqual(['wars/not-attestable wars:glossary/game-text']);
  });

  it('wars:glossary/destroyed-dismissed-lost: Zealous Squad dismisses a unit of its owner\'s, never the opponent\'s', () => {
    const s = started();
    put(s, '1-1', 'unit', '0-0');
    put(s, '1-2', 'unit', '0-0');
    put(s, '0-6', 'unit', '0-0');
    passes(s, 1);
    expect(s.initiative).toBe(1);
    // Attested under 1.1.0 only: 1.2.0 carries this ability out itself (wars-resolution-choices.spec.ts).
    const v110 = warsModule.engines.engine('1.1.0');
    expect(codes(s, B, 'attest', attest('1-1', ZEALOUS, { moves: [{ card: '1-2', from: 'play', to: 'lost' }] }), v110)).toEqual([]);
    expect(codes(s, B, 'attest', attest('1-1', ZEALOUS, { moves: [{ card: '0-6', from: 'play', to: 'lost' }] }), v110)).toEqual(BEYOND);
    expect(codes(s, B, 'attest', attest('1-1', ZEALOUS, { moves: [{ card: '1-2', from: 'play', to: 'lost' }] }))).toEqual(['wars/not-attestable wars:glossary/game-text']);
  });

  it('leaves text the grammar does not read to a judge: any outcome that keeps the invariants', () => {
    const s = withCoordinators();
    put(s, OPEN_CARD, 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    expect(codes(s, A, 'attest', attest(OPEN_CARD, OPEN_TEXT, { moves: [{ card: '1-1', from: 'play', to: 'lost' }], damage: [] }))).toEqual([]);
  });

  it('takes the outcome on trust under engine 1.0.0, so its logs replay as they were played', () => {
    const s = withCoordinators();
    put(s, '1-1', 'unit', '0-0');
    const old = warsModule.engines.engine('1.0.0');
    const beyond = { seq: s.seq + 1, player: A, type: 'attest', payload: attest('0-6', COORDINATORS, { damage: ['1-1'] }) } as WarsAction;
    expect(old.validate(s, beyond)).toEqual([]);
    expect(v110.validate(s, beyond).map((v) => v.code)).toEqual(['wars/attested-beyond-text']);
  });
});
