import type { WarsState } from '../src';
import { gameOf, loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { sideTotal } from '../src/engine/battle-sides';
import { A, act, B, battleAt, codes, passes, put, readyInHand, startedWith } from './scenario-support';

/**
 * Engine 1.2.0: pending cards and drains as targets (wars:glossary/pending: what is on the stack;
 * wars:glossary/cancel). A pending card is named by its key, a pending drain by its location's.
 * Ann's deck: two Ganymede/Exploratory Camp sites (0-0, 0-1), Ganymede/Traginium Source (0-2, a
 * sector), Quay Navigator 1U252 (0-3), Reconnoiterer 1R199 (0-4), Swift Response 1U104 (0-5),
 * Chicken 1U116 (0-6), then Mouthpieces. Bob's: Ganymede/Traginium Well (1-0), a Mouthpiece (1-1),
 * Guardian-Class Carrier 1C71 (1-2, a ship), Alnak Station/Hallway 1R294 (1-3, a site of another
 * system), Seyal/Dark Side 1R320 (1-4, a sector of a third), Mouthpieces.
 */
const DECK = ['1S301', '1S301', '1C309', '1U252', '1R199', '1U104', '1U116', ...Array(31).fill('2C13')];
const BOB = ['1C310', '2C13', '1C71', '1R294', '1R320', ...Array(33).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const textOf = (id: string) => cards.get(id)!.abilities.at(-1)!.text;

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'pending');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  s.inPlay['1-3'] = { key: '1-3', owner: 1, kind: 'location', at: null, host: null, damaged: false };
  s.groups.push({ name: 'Alnak Station', sites: ['1-3'], sectors: [] });
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - 4, 4));
  return s;
}

/** Bob's turn in `phase`, holding initiative. */
const bobs = (s: WarsState, phase: WarsState['phase']) => Object.assign(s, { current: 1, phase, initiative: 1, passes: 0 });

/** Bob drains at `location` (his Mouthpiece there) and passes: his drain is pending and Ann holds initiative. */
function bobDrains(location: string): WarsState {
  const s = started();
  put(s, '1-1', 'unit', location);
  bobs(s, 'control');
  act(s, B, 'drain', { location });
  act(s, B, 'pass');
  expect(s.stack).toEqual([{ kind: 'drain', seat: 1, location }]);
  return s;
}

describe('wars:glossary/cancel: a pending drain canceled (engine 1.2.0)', () => {
  it('Quay Navigator 1U252 ("Put this character on top of its owner\'s used pile ≈ Cancel target pending drain at a related location."): Bob\'s drain at the Well is gone, and Ann loses nothing', () => {
    const s = bobDrains('1-0');
    put(s, '0-3', 'unit', '0-0');
    act(s, A, 'use', { card: '0-3', text: textOf('1U252'), targets: ['1-0'] });
    expect(s.piles[0].used.at(-1)).toBe('0-3');
    passes(s);
    expect([s.stack, s.pendingLoss]).toEqual([[], null]);
  });

  it('a drain at a location unrelated to where the Navigator is is not one it may target, and none is offered', () => {
    const s = bobDrains('1-0');
    put(s, '0-3', 'unit', '1-3');
    expect(codes(s, A, 'use', { card: '0-3', text: textOf('1U252'), targets: ['1-0'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    expect(engine.legalActions(s, A).filter((a) => a.type === 'use')).toEqual([]);
  });

  it('Reconnoiterer 1R199 ("… Cancel target pending drain at an adjacent site."): the Well is adjacent to Ann\'s camp', () => {
    const s = bobDrains('1-0');
    put(s, '0-4', 'unit', '0-0');
    expect(engine.legalActions(s, A).filter((a) => a.type === 'use').map((a) => a.payload)).toEqual([{ card: '0-4', text: textOf('1R199'), targets: ['1-0'] }]);
    act(s, A, 'use', { card: '0-4', text: textOf('1R199'), targets: ['1-0'] });
    passes(s);
    expect([s.stack, s.pendingLoss]).toEqual([[], null]);
  });
});

describe('wars:glossary/pending: what an interrupt does to a pending card holds once it is in play (engine 1.2.0)', () => {
  /** Bob's Guardian-Class Carrier pending to Ann's sector (its cost paid); Bob passes, and Ann holds initiative. */
  function carrierPending(): WarsState {
    const s = started();
    bobs(s, 'deploy');
    for (const pile of Object.values(s.piles[1])) if ((pile as string[]).includes('1-2')) (pile as string[]).splice((pile as string[]).indexOf('1-2'), 1);
    s.stack.push({ kind: 'card', seat: 1, card: '1-2', target: { at: '0-2' }, mode: null });
    act(s, B, 'pass');
    return s;
  }

  it('Swift Response 1U104 ("Target pending ship can\'t move until end of turn."): Bob\'s Carrier enters play and can\'t move this turn', () => {
    const s = carrierPending();
    readyInHand(s, '0-5');
    expect(codes(s, A, 'play-interrupt', { card: '1U104', targets: ['0-0'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    expect(engine.legalActions(s, A).filter((a) => a.type === 'play-interrupt').map((a) => a.payload)).toContainEqual({ card: '1U104', targets: ['1-2'] });
    act(s, A, 'play-interrupt', { card: '1U104', targets: ['1-2'] });
    passes(s);
    passes(s);
    expect(s.inPlay['1-2']?.at).toBe('0-2');
    s.inPlay['1-4'] = { key: '1-4', owner: 1, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'Seyal', sites: [], sectors: ['1-4'] });
    Object.assign(s, { phase: 'move', initiative: 1 });
    expect(codes(s, B, 'move', { card: '1-2', to: '1-4' })).toEqual(['wars/cant-move wars:general/cant']);
  });

  it('Chicken 1U116 ("Target pending unit doesn\'t add its power to a player\'s total power until end of turn."): Bob\'s Mouthpiece adds nothing to his total power in a battle', () => {
    const s = started();
    bobs(s, 'deploy');
    for (const pile of Object.values(s.piles[1])) if ((pile as string[]).includes('1-1')) (pile as string[]).splice((pile as string[]).indexOf('1-1'), 1);
    s.stack.push({ kind: 'card', seat: 1, card: '1-1', target: { at: '1-0' }, mode: null });
    act(s, B, 'pass');
    readyInHand(s, '0-6');
    act(s, A, 'play-interrupt', { card: '1U116', targets: ['1-1'] });
    passes(s);
    passes(s);
    put(s, '1-5', 'unit', '1-0');
    put(s, '0-10', 'unit', '1-0');
    battleAt(s, '1-0', 1);
    const game = gameOf(s, (id) => cards.get(id), undefined, engineCardText(engine.version));
    // Two Mouthpieces of Bob's there, power 2 each: only the one Chicken did not name counts.
    expect(sideTotal(game, 1, 'power')).toBe(2);
    expect(sideTotal(game, 1, 'tactics')).toBe(4);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 carries out none of them: they stay attested, so its logs replay as they were played', () => {
    for (const id of ['1U252', '1R199', '1U104', '1U116']) {
      const card = cards.get(id)!;
      const line = card.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
