import type { WarsAction, WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { A, act, arrange, B, codes, engine, OPEN_CARD, OPEN_TEXT, passes, put, started, toPhase } from './scenario-support';

/** The attest actions offered to a player for one card, one per ability of its text. */
const offered = (s: WarsState, player: string, card: string, on = engine) =>
  on.legalActions(s, player).filter((a) => a.type === 'attest' && (a.payload as { card: string }).card === card) as WarsAction[];

/** Engine 1.1.0, under which activated abilities are attested (1.2.0 carries out those it reads: wars-activated-abilities.spec.ts). */
const attesting = warsModule.engines.engine('1.1.0');

const BULLET = '• Pay 1 energy ≈ Look at the top card of any reserve.';

describe('wars:glossary/game-text: attested card text', () => {
  function withCoordinators(): WarsState {
    const s = started();
    put(s, '0-6', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    arrange(s, 0, [], ['0-20']);
    return s;
  }

  it('offers each ability of a card of yours in play with its "no change" outcome (engine 1.2.0, which carries CISyn Coordinators\' out, offers none)', () => {
    const s = withCoordinators();
    expect(offered(s, A, '0-6', attesting).map((a) => a.payload)).toEqual([{ card: '0-6', text: [BULLET], outcome: { moves: [] } }]);
    expect(offered(s, A, '1-1', attesting)).toEqual([]);
    expect(offered(s, A, '0-6')).toEqual([]);
  });

  it('wars:glossary/bullet: a bulleted activated ability is used once a turn for each bullet', () => {
    const s = withCoordinators();
    act(s, A, 'attest', { card: '0-6', text: [BULLET], outcome: { moves: [{ top: 'active', player: A, to: 'used' }] } }, attesting);
    expect(s.piles[0].used).toEqual(['0-20']);
    expect(codes(s, A, 'attest', { card: '0-6', text: [BULLET], outcome: { moves: [] } }, attesting)).toEqual(['wars/bullet-spent wars:glossary/bullet']);
    expect(offered(s, A, '0-6', attesting)).toEqual([]);
  });

  it('wars:glossary/quickdraw: adds a bullet to the abilities of a weapon beneath the card', () => {
    const s = started();
    put(s, '0-11', 'unit', '0-0');
    s.inPlay['0-12'] = { key: '0-12', owner: 0, kind: 'weapon', at: '0-0', host: '0-11', damaged: false };
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-12');
    s.piles[0].hand = s.piles[0].hand.filter((k) => k !== '0-12');
    const [use] = offered(s, A, '0-12', attesting).filter((a) => (a.payload as { text: string[] }).text[0].startsWith('•'));
    act(s, A, 'attest', use.payload, attesting);
    act(s, A, 'attest', use.payload, attesting);
    expect(codes(s, A, 'attest', use.payload, attesting)).toEqual(['wars/bullet-spent wars:glossary/bullet']);
  });

  it('applies moves of named cards and of the top of face-down piles, and damage, checked against the rules of damage (text a judge rules on)', () => {
    const s = withCoordinators();
    put(s, OPEN_CARD, 'unit', '0-0');
    const reserveTop = s.piles[0].reserve[0];
    act(s, A, 'attest', { card: OPEN_CARD, text: [OPEN_TEXT], outcome: { moves: [{ top: 'reserve', player: A, to: 'active' }], damage: ['1-1'] } });
    expect([s.piles[0].active.at(-1), s.inPlay['1-1'].damaged]).toEqual([reserveTop, true]);
    passes(s, 1);
    act(s, B, 'pass');
    const again = { card: OPEN_CARD, text: [OPEN_TEXT], outcome: { moves: [], damage: ['1-1'] } };
    expect(codes(s, A, 'attest', again)).toEqual(['wars/attest-bad-damage wars:glossary/damage']);
    expect(codes(s, A, 'attest', { ...again, outcome: { moves: [], undamage: ['0-6'] } })).toEqual(['wars/attest-bad-undamage wars:glossary/undamage']);
    expect(codes(s, A, 'attest', { ...again, outcome: { moves: [], battle: { power: [2, 0] } } })).toEqual(['wars/attest-no-battle wars:glossary/battle-phase']);
    expect(codes(s, A, 'attest', { ...again, outcome: { moves: [{ top: 'hand', player: A, to: 'used' }] } })).toEqual(['wars/bad-payload wars:glossary/effects']);
  });

  it('wars:glossary/modifiers: text adding to a battle counts in the power step, never below zero', () => {
    const s = withCoordinators();
    put(s, OPEN_CARD, 'unit', '1-0');
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    expect(codes(s, A, 'attest', { card: OPEN_CARD, text: [OPEN_TEXT], outcome: { moves: [], battle: { power: [100, 0] } } })).toEqual(['wars/bad-payload wars:glossary/effects']);
    // Ann's 3 power against Bob's 6: her text makes it 3 + 4, his -9 leaves him 0.
    act(s, A, 'attest', { card: OPEN_CARD, text: [OPEN_TEXT], outcome: { moves: [], battle: { power: [4, -9], attrition: [0, 0] } } });
    passes(s, 6);
    expect(s.battle).toMatchObject({ power: [7, 0], loser: 1, casualties: 7 });
  });

  it('wars:glossary/cancel: text that cancels a pending drain takes it off the stack without its effect', () => {
    const s = started();
    put(s, '1-1', 'unit', '0-0');
    // Reconnoiterer (1R199): "Put this character on top of its owner's used pile ≈ Cancel target pending drain at an adjacent site."
    put(s, '0-13', 'unit', '1-0');
    toPhase(s, 'draw');
    toPhase(s, 'control');
    act(s, B, 'drain', { location: '0-0' });
    act(s, B, 'pass');
    // Attested under 1.1.0: 1.2.0 carries this ability out itself (wars-pending.spec.ts).
    const [text] = offered(s, A, '0-13', attesting).map((a) => (a.payload as { text: string[] }).text);
    const paid = [{ card: '0-13', from: 'play', to: 'used' }];
    expect(codes(s, A, 'attest', { card: '0-13', text, outcome: { moves: paid, cancel: [1] } }, attesting)).toEqual(['wars/attest-bad-cancel wars:glossary/cancel']);
    act(s, A, 'attest', { card: '0-13', text, outcome: { moves: paid, cancel: [0] } }, attesting);
    expect([s.stack, s.pendingLoss, s.initiative, s.piles[0].used.at(-1)]).toEqual([[], null, 0, '0-13']);
    act(s, A, 'pass', {}, attesting);
    expect([s.phase, s.flags.drained]).toEqual(['control', ['0-0']]);
    expect(codes(s, B, 'drain', { location: '0-0' }, attesting)).toEqual(['wars/second-drain wars:glossary/drain-action']);
  });

  it('wars:glossary/inverter and wars:glossary/revert: an inverted inverter uses its upside-down stats; it is inverted or reverted only once', () => {
    const s = started();
    put(s, '0-9', 'unit', '0-0');
    const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
    const stats = () => statsOf(gameOf(s, (id) => cards.get(id)), '0-9');
    const invert = '• Invert this character ≈ Undamage your target character in a battle here.';
    expect(stats()).toEqual({ power: 3, tactics: 4, defense: 5 });
    expect(codes(s, A, 'attest', { card: '0-9', text: [invert], outcome: { moves: [], revert: ['0-9'] } }, attesting)).toEqual(['wars/attest-bad-revert wars:glossary/revert']);
    act(s, A, 'attest', { card: '0-9', text: [invert], outcome: { moves: [], invert: ['0-9'] } }, attesting);
    expect(stats()).toEqual({ power: 2, tactics: 4, defense: 4 });
    s.flags.abilityUses = {};
    expect(codes(s, A, 'attest', { card: '0-9', text: [invert], outcome: { moves: [], invert: ['0-9'] } }, attesting)).toEqual(['wars/attest-bad-invert wars:glossary/inverter']);
    // Its own text inverts it and nothing reverts it: text a judge rules on may.
    expect(codes(s, A, 'attest', { card: '0-9', text: [invert], outcome: { moves: [], revert: ['0-9'] } }, attesting)).toEqual(['wars/attested-beyond-text wars:glossary/effects']);
    put(s, OPEN_CARD, 'unit', '0-0');
    act(s, A, 'attest', { card: OPEN_CARD, text: [OPEN_TEXT], outcome: { moves: [], revert: ['0-9'] } }, attesting);
    expect([stats().power, s.inPlay['0-9'].inverted]).toEqual([3, undefined]);
  });
});
