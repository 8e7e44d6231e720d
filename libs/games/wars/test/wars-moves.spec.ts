import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 moves cards by card text (wars:glossary/movement-actions: "Other abilities allow
 * you to 'move' cards for other costs", no movement action and no 1 energy). A ship goes to a
 * sector and a unit to a site; "related" and "adjacent" are said of where the moved card is; a
 * place named without a target is picked as the ability resolves, by the `choose` action's
 * `pick`. Ann's deck: Ganymede/Exploratory Camp (0-0), another (0-1), Ganymede/Traginium Source
 * (0-2, a sector), Clandestine Team 2C119 (0-3), Seyaltika 1U262 (0-4), Infantry Support Vehicle
 * 1C33 (0-5), Chuluktika 1U226 (0-6), Tataki Commander 2U51 (0-7), Jet Pack Attack 1R78 (0-8),
 * then Zealous Squads. Bob's: Ganymede/Traginium Well (1-0, related and adjacent to Ann's camp),
 * a Zealous Squad (1-1), Seyal/Dark Side (1-2, a sector of another system), Zealous Squads.
 */
const DECK = ['1S301', '1S301', '1C309', '2C119', '1U262', '1C33', '1U226', '2U51', '1R78', ...Array(29).fill('1C55')];
const BOB = ['1C310', '1C55', '1R320', ...Array(35).fill('1C55')];
const engine = warsModule.engines.engine();

/** A started game with Ann's Ganymede sector in play and `active` energy from her reserve's bottom. */
function started(active = 6): WarsState {
  const s = startedWith([DECK, BOB], engine, 'moves');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - active, active));
  return s;
}

const use = (card: string, text: string, targets?: string[]) => ({ card, text, ...(targets ? { targets } : {}) });
const textOf = (id: string) => loadWarsCards().find((c) => c.id === id)!.abilities.at(-1)!.text;

/** Ann attacks Bob's Traginium Well, where each has a unit (Ann's Zealous Squad 0-9, Bob's 1-1), and the battle begins. */
function battleAtWell(s: WarsState): void {
  put(s, '0-9', 'unit', '1-0');
  put(s, '1-1', 'unit', '1-0');
  toPhase(s, 'battle');
  act(s, A, 'attack', { location: '1-0' });
  passes(s);
  expect(s.battle?.location).toBe('1-0');
}

describe('wars:glossary/movement-actions: a place picked as the ability resolves (engine 1.2.0)', () => {
  const text = textOf('2C119');

  it('Clandestine Team 2C119 ("• Pay 0 energy ≈ Move this character to a related location. You may only use this ability during your move phase."): Ann picks Bob\'s related site, the one place a unit at her camp may go', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    toPhase(s, 'move');
    act(s, A, 'use', use('0-3', text));
    passes(s);
    expect(s.choosing?.seat).toBe(0);
    // Her own camp is where it is and the sector is no place for a unit: only the Well.
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{ pick: ['1-0'] }]);
    expect(codes(s, A, 'choose', {})).toEqual(['wars/place-not-picked wars:glossary/effects']);
    expect(codes(s, A, 'choose', { pick: ['0-2'] })).toEqual(['wars/illegal-place wars:glossary/effects']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'choose', payload: { pick: ['0-2'] } })[0].message).toBe('Clandestine Team moves to a site');
    act(s, A, 'choose', { pick: ['1-0'] });
    expect([s.inPlay['0-3'].at, s.choosing]).toEqual(['1-0', undefined]);
  });

  it('outside Ann\'s move phase the ability is refused, naming the phase', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    toPhase(s, 'deploy');
    expect(codes(s, A, 'use', use('0-3', text))).toEqual(['wars/not-now wars:glossary/game-text']);
  });

  it('with no related site to go to, nothing is picked and the character stays', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    s.groups[0].sites = ['0-0'];
    s.groups.push({ name: 'Ganymede', sites: ['1-0'], sectors: [] });
    toPhase(s, 'move');
    act(s, A, 'use', use('0-3', text));
    passes(s);
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{}]);
    act(s, A, 'choose', {});
    expect(s.inPlay['0-3'].at).toBe('0-0');
  });

  it('Chuluktika 1U226 ("Pay 3 energy ≈ Move target vehicle at a related site to an adjacent site. You can\'t use this ability during a battle phase."): the vehicle goes to the site adjacent to its own', () => {
    const s = started();
    put(s, '0-6', 'ship', '0-2');
    put(s, '0-5', 'unit', '0-0');
    act(s, A, 'use', use('0-6', textOf('1U226'), ['0-5']));
    passes(s);
    act(s, A, 'choose', { pick: ['1-0'] });
    expect(s.inPlay['0-5'].at).toBe('1-0');
    toPhase(s, 'battle');
    expect(codes(s, A, 'use', use('0-6', textOf('1U226'), ['0-5']))).toEqual(['wars/not-now wars:glossary/game-text']);
  });
});

describe('wars:glossary/movement-actions: a place chosen as a target, or the battle\'s (engine 1.2.0)', () => {
  it('Seyaltika 1U262 ("• Lose 3 energy and put a card from your hand on top of your used pile ≈ Move this ship to target sector."): to Bob\'s Seyal sector, not to a site', () => {
    const s = started();
    s.inPlay['1-2'] = { key: '1-2', owner: 1, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'Seyal', sites: [], sectors: ['1-2'] });
    put(s, '0-4', 'ship', '0-2');
    s.piles[0].hand.push(s.piles[0].reserve.shift()!);
    const hand = s.decks[0][Number(s.piles[0].hand.at(-1)!.slice(2))];
    const text = textOf('1U262');
    expect(codes(s, A, 'use', { ...use('0-4', text, ['1-0']), fromHand: hand })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', { ...use('0-4', text, ['1-2']), fromHand: hand });
    for (let i = 0; i < 3; i++) act(s, A, 'lose', { from: 'reserve' });
    passes(s);
    expect(s.inPlay['0-4'].at).toBe('1-2');
  });

  it('Infantry Support Vehicle 1C33 ("Pay 2 energy ≈ If this vehicle is at a site adjacent to a site battle, move it to the location of that battle."): into the battle at the Well; with no battle it stays', () => {
    const text = textOf('1C33');
    const quiet = started();
    put(quiet, '0-5', 'unit', '0-0');
    act(quiet, A, 'use', use('0-5', text));
    passes(quiet);
    expect(quiet.inPlay['0-5'].at).toBe('0-0');
    const s = started();
    put(s, '0-5', 'unit', '0-0');
    battleAtWell(s);
    act(s, A, 'use', use('0-5', text));
    passes(s);
    expect(s.inPlay['0-5'].at).toBe('1-0');
  });

  it('Jet Pack Attack 1R78 ("Move target character you have at a site adjacent to a site battle to the location of that battle."): Ann\'s Clandestine Team joins the battle', () => {
    const s = started();
    put(s, '0-3', 'unit', '0-0');
    battleAtWell(s);
    // The two Gongen support icons Jet Pack Attack needs, as text Ann used this turn would give them.
    s.untilEndOfTurn = [{ kind: 'icon', seat: 0, location: '0-0', faction: 'gongen', count: 2 }];
    s.piles[0].hand.push(s.piles[0].reserve.splice(s.piles[0].reserve.indexOf('0-8'), 1)[0]);
    expect(codes(s, A, 'play-interrupt', { card: '1R78', targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'play-interrupt', { card: '1R78', targets: ['0-3'] });
    passes(s);
    expect(s.inPlay['0-3'].at).toBe('1-0');
  });

  it('Tataki Commander 2U51 ("• Pay 1 energy ≈ Move this character to target adjacent site where a battle is taking place. You may use this ability only during your opponent\'s turn."): in Bob\'s battle at the Well', () => {
    const text = textOf('2U51');
    const s = started();
    put(s, '0-7', 'unit', '0-0');
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'use', payload: use('0-7', text, ['1-0']) }).map((v) => v.message))
      .toEqual(['Tataki Commander\'s ability may be used only during your opponent\'s turn']);
    // Bob's battle phase: his attack at the Well has begun, and Ann holds initiative in its first window.
    put(s, '1-1', 'unit', '1-0');
    put(s, '0-9', 'unit', '1-0');
    Object.assign(s, { current: 1, initiative: 0, passes: 0 });
    battleAt(s, '1-0', 1);
    expect(codes(s, A, 'use', use('0-7', text, ['0-2']))).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'use', use('0-7', text, ['1-0']));
    act(s, A, 'pass');
    act(s, B, 'pass');
    expect(s.inPlay['0-7'].at).toBe('1-0');
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 moves nothing by card text: these abilities stay attested, so its logs replay as they were played', () => {
    const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
    for (const id of ['2C119', '1U262', '1C33', '1U226', '2U51', '1R78']) {
      const card = cards.get(id)!;
      const line = card.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
