import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, WARS_ENGINE_VERSION, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { attestedLines } from '../src/engine/attested-lines';
import { A, act, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 checks where an asset may be played as its text says (CR glossary `asset`:
 * "Usually, you can only play your asset beneath one of your cards. Some assets allow you to play
 * them beneath your opponent's cards as well." and "Some assets have an ability that says you can
 * only play one of that asset beneath a particular card."). Ann's deck: two Ganymede/Exploratory
 * Camp sites, Ganymede/Traginium Source, Incapacitated 1U185 (0-3, a character asset that may go
 * beneath an opponent's character), two Untapped Mettle 1R50 (0-4, 0-5, a kizen asset, one beneath
 * the same kizen), two Kizen Sentinels 1C189 (0-6, 0-7), Rapid Fire 2U45 (0-8, a character asset
 * with neither), then Zealous Squads 1C55 from 0-9. Bob's: Ganymede/Traginium Well, then Zealous
 * Squads (6/2/2).
 */
const DECK = ['1S301', '1S301', '1C309', '1U185', '1R50', '1R50', '1C189', '1C189', '2U45', ...Array(30).fill('1C55')];
const BOB = ['1C310', ...Array(38).fill('1C55')];
const engines = { now: warsModule.engines.engine(), old: warsModule.engines.engine('1.1.0') };
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const text = engineCardText(WARS_ENGINE_VERSION);
const stats = (s: WarsState, key: string) => statsOf(gameOf(s, (id) => cards.get(id), undefined, text), key);

/** Ann's deploy phase with `hand` in her hand, six cards of energy in her active pile and support icons of every faction she needs at 0-0. */
function deploying(hand: string[], engine = engines.now): WarsState {
  const s = startedWith([DECK, BOB], engine, 'assets');
  s.piles[0].reserve = s.piles[0].reserve.filter((k) => !hand.includes(k));
  s.piles[0].hand = hand;
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 6, 6));
  for (const faction of ['shi', 'earther', 'gongen']) (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction, count: 3 });
  toPhase(s, 'deploy');
  return s;
}

describe('wars:glossary/asset: where an asset may be played, as its text says (engine 1.2.0)', () => {
  it('Incapacitated 1U185: "You may play this asset beneath one of your opponent\'s characters." — beneath Bob\'s character, whose stats its other ability lowers', () => {
    const s = deploying(['0-3']);
    put(s, '1-1', 'unit', '0-0');
    expect(stats(s, '1-1')).toEqual({ power: 6, tactics: 2, defense: 2 });
    const offered = engines.now.legalActions(s, A).filter((a) => a.type === 'deploy').map((a) => a.payload);
    expect(offered).toContainEqual({ card: '1U185', beneath: '1-1' });
    act(s, A, 'deploy', { card: '1U185', beneath: '1-1' });
    passes(s);
    expect(s.inPlay['0-3']).toMatchObject({ owner: 0, kind: 'asset', host: '1-1' });
    expect(stats(s, '1-1')).toEqual({ power: 5, tactics: 1, defense: 1 });
  });

  it('"as well": Incapacitated may still go beneath one of your own characters', () => {
    const s = deploying(['0-3']);
    put(s, '0-9', 'unit', '0-0');
    act(s, A, 'deploy', { card: '1U185', beneath: '0-9' });
    passes(s);
    expect(s.inPlay['0-3']?.host).toBe('0-9');
  });

  it('Rapid Fire 2U45, an asset that says nothing of it, goes beneath your own cards only: refused beneath Bob\'s character, with where it may go', () => {
    const s = deploying(['0-8']);
    put(s, '1-1', 'unit', '0-0');
    const [v] = engines.now.validate(s, { seq: s.seq + 1, player: A, type: 'deploy', payload: { card: '2U45', beneath: '1-1' } });
    expect(v).toMatchObject({ code: 'wars/illegal-target', rule: 'wars:glossary/asset', message: 'Rapid Fire goes beneath one of your cards of kind Character' });
    expect(engines.now.legalActions(s, A).filter((a) => a.type === 'deploy').map((a) => a.payload)).not.toContainEqual({ card: '2U45', beneath: '1-1' });
  });

  it('Incapacitated goes beneath a character, not another kind of the opponent\'s cards (its site)', () => {
    const s = deploying(['0-3']);
    put(s, '1-1', 'unit', '0-0');
    expect(codes(s, A, 'deploy', { card: '1U185', beneath: '1-0' })).toEqual(['wars/illegal-target wars:glossary/asset']);
  });

  it('Untapped Mettle 1R50: "You can\'t play more than one of this asset beneath the same kizen." — a second copy refused beneath the same kizen, taken beneath another', () => {
    const s = deploying(['0-4', '0-5']);
    put(s, '0-6', 'unit', '0-0');
    put(s, '0-7', 'unit', '0-0');
    act(s, A, 'deploy', { card: '1R50', beneath: '0-6' });
    passes(s);
    const [v] = engines.now.validate(s, { seq: s.seq + 1, player: A, type: 'deploy', payload: { card: '1R50', beneath: '0-6' } });
    expect(v).toMatchObject({ code: 'wars/illegal-target', rule: 'wars:glossary/asset', message: 'Kizen Sentinel already has Untapped Mettle beneath it: its text allows only one beneath the same Kizen' });
    act(s, A, 'deploy', { card: '1R50', beneath: '0-7' });
    passes(s);
    expect([s.inPlay['0-4']?.host, s.inPlay['0-5']?.host]).toEqual(['0-6', '0-7']);
  });

  it('the placement lines are the engine\'s, not attested; engine 1.1.0 logs replay as they were played (beneath your own cards only, copies unlimited)', () => {
    for (const id of ['1U185', '1R50']) expect(attestedLines(cards.get(id)!, text)).toEqual([]);
    const s = deploying(['0-3', '0-4', '0-5'], engines.old);
    put(s, '1-1', 'unit', '0-0');
    put(s, '0-6', 'unit', '0-0');
    expect(codes(s, A, 'deploy', { card: '1U185', beneath: '1-1' }, engines.old)).toEqual(['wars/illegal-target wars:glossary/asset']);
    act(s, A, 'deploy', { card: '1R50', beneath: '0-6' }, engines.old);
    for (let i = 0; i < 2; i++) act(s, s.players[s.initiative!], 'pass', {}, engines.old);
    act(s, A, 'deploy', { card: '1R50', beneath: '0-6' }, engines.old);
    for (let i = 0; i < 2; i++) act(s, s.players[s.initiative!], 'pass', {}, engines.old);
    expect([s.inPlay['0-4']?.host, s.inPlay['0-5']?.host]).toEqual(['0-6', '0-6']);
  });
});

describe('wars:glossary/asset: "You may play this asset only beneath a location where …" (engine 1.2.0)', () => {
  // Ann's Ensnared 1R122 (0-3) and Defiled 1U230 (0-4), location assets that may also go beneath an opponent's location; Seyaltika 1U262 (0-5, an infiltrator).
  const ONLY_DECK = ['1S301', '1S301', '1C309', '1R122', '1U230', '1U262', ...Array(32).fill('1C55')];
  const onlyGame = (hand: string[]) => {
    const s = startedWith([ONLY_DECK, BOB], engines.now, 'assets');
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => !hand.includes(k));
    s.piles[0].hand = hand;
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 6, 6));
    for (const faction of ['maverick', 'quay']) (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction, count: 3 });
    toPhase(s, 'deploy');
    return s;
  };

  it('Ensnared 1R122 ("… only beneath a location where your opponent has a ship or unit."): beneath Bob\'s Well once his unit is there, never beneath Ann\'s empty camp', () => {
    const s = onlyGame(['0-3']);
    expect(codes(s, A, 'deploy', { card: '1R122', beneath: '1-0' })).toEqual(['wars/illegal-target wars:glossary/asset']);
    expect(engines.now.validate(s, { seq: s.seq + 1, player: A, type: 'deploy', payload: { card: '1R122', beneath: '1-0' } })[0].message)
      .toBe('Ensnared can\'t go beneath Ganymede/Traginium Well: "You may play this asset only beneath a location where your opponent has a ship or unit."');
    put(s, '1-1', 'unit', '1-0');
    expect(codes(s, A, 'deploy', { card: '1R122', beneath: '0-0' })).toEqual(['wars/illegal-target wars:glossary/asset']);
    act(s, A, 'deploy', { card: '1R122', beneath: '1-0' });
    passes(s);
    expect(s.inPlay['0-3']).toMatchObject({ host: '1-0', at: '1-0' });
  });

  it('Defiled 1U230 ("… only beneath a location where you have an infiltrator."): beneath Ann\'s camp once her infiltrator is there', () => {
    const s = onlyGame(['0-4']);
    expect(codes(s, A, 'deploy', { card: '1U230', beneath: '0-0' })).toEqual(['wars/illegal-target wars:glossary/asset']);
    put(s, '0-5', 'unit', '0-0');
    expect(codes(s, A, 'deploy', { card: '1U230', beneath: '0-0' })).toEqual([]);
  });
});


describe('wars:glossary/asset: "You may play this asset only beneath target opponent\'s unit at a site where you have an infiltrator." (Kneecapped 2R12, engine 1.2.0)', () => {
  // Ann's Kneecapped (0-1, a unit asset), Chan Whitmer 1R8 (0-2, an infiltrator), a Zealous Squad of hers (0-3); Bob's Zealous Squads.
  const KNEE_DECK = ['1S301', '2R12', '1R8', ...Array(35).fill('1C55')];
  const BOB_SQUADS = ['1C310', ...Array(37).fill('1C55')];
  const kneeGame = () => {
    const s = startedWith([KNEE_DECK, BOB_SQUADS], engines.now, 'assets-knee');
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-1');
    s.piles[0].hand = ['0-1'];
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 4, 4));
    (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction: 'earther', count: 2 });
    put(s, '1-1', 'unit', '1-0');
    put(s, '0-3', 'unit', '1-0');
    toPhase(s, 'deploy');
    return s;
  };

  it('engine 1.1.0 left the line attested; 1.2.0 carries it out', () => {
    expect([engineCardText('1.1.0'), engineCardText('1.2.0')].map((t) => t.carries(cards.get('2R12')!, cards.get('2R12')!.abilities[0].text))).toEqual([false, true]);
  });

  it('beneath Bob\'s unit only once Ann has an infiltrator at its site; never beneath her own unit there', () => {
    const s = kneeGame();
    expect(codes(s, A, 'deploy', { card: '2R12', beneath: '1-1' })).toEqual(['wars/illegal-target wars:glossary/asset']);
    expect(engines.now.validate(s, { seq: s.seq + 1, player: A, type: 'deploy', payload: { card: '2R12', beneath: '1-1' } })[0].message)
      .toBe('Kneecapped can\'t go beneath Zealous Squad: "You may play this asset only beneath target opponent’s unit at a site where you have an infiltrator."');
    put(s, '0-2', 'unit', '1-0');
    expect(codes(s, A, 'deploy', { card: '2R12', beneath: '0-3' })).toEqual(['wars/illegal-target wars:glossary/asset']);
    act(s, A, 'deploy', { card: '2R12', beneath: '1-1' });
    passes(s);
    expect(s.inPlay['0-1']).toMatchObject({ host: '1-1', at: '1-0' });
  });
});
