import { checkCitations, checkLegalActionsAgreeWithValidate, checkViewsHideSecrets, stateHash } from '@arbiter/rules';
import type { Violation } from '@arbiter/rules';
import type { WarsAction, WarsState } from '../src';
import { warsModule } from '../src';
import { botLog, engine, statesOf } from './engine-support';

const games = [1, 2, 4].map((seed) => statesOf(botLog(seed).log));
/** Every 7th state of three games, and the first few (starting the game). */
const sampled = games.flatMap((states) => states.filter((_, i) => i < 4 || i % 7 === 0));

const SOURCES = ['reserve', 'active', 'used', 'hand'];

/** Actions a log could hold at a state, legal or not: every type with every key, card and amount in sight, by both players. */
function candidates(s: WarsState): WarsAction[] {
  const seq = s.seq + 1;
  const keys = Object.keys(s.inPlay);
  const g = engine.view(s, { kind: 'judge' });
  const handIds = g.piles.flatMap((p) => (Array.isArray(p.hand) ? p.hand : []));
  const deckLocations = [...new Set(s.decks.flat())].slice(0, 80);
  const out: Omit<WarsAction, 'seq' | 'player'>[] = [
    { type: 'pass', payload: {} }, { type: 'draw', payload: {} }, { type: 'ignore-attrition', payload: {} },
    { type: 'battle-destiny', payload: { reveal: true } }, { type: 'battle-destiny', payload: { reveal: false } }, { type: 'battle-destiny', payload: {} },
    { type: 'jump', payload: {} }, { type: 'activate', payload: { amount: 1.5 } },
    ...[0, 1, 2, 3, 4, 5, 6, 9].map((amount) => ({ type: 'activate', payload: { amount } })),
    ...SOURCES.map((from) => ({ type: 'lose', payload: { from } })),
    ...handIds.map((card) => ({ type: 'lose', payload: { from: 'hand', card } })),
    ...deckLocations.map((card) => ({ type: 'choose-location', payload: { card } })),
    ...keys.flatMap((k) => [
      { type: 'drain', payload: { location: k } }, { type: 'attack', payload: { location: k } },
      { type: 'damage', payload: { card: k } }, { type: 'destroy', payload: { card: k } },
      ...keys.map((to) => ({ type: 'move', payload: { card: k, to } })),
    ]),
    ...handIds.flatMap((card) => [
      { type: 'deploy', payload: { card } }, { type: 'deploy', payload: { card, mode: 'used' } },
      ...[0, 1, 2, 3].map((place) => ({ type: 'deploy', payload: { card, place } })),
      ...keys.flatMap((k) => [{ type: 'deploy', payload: { card, at: k } }, { type: 'deploy', payload: { card, aboard: k } }, { type: 'deploy', payload: { card, beneath: k } }]),
      { type: 'play-interrupt', payload: { card } }, { type: 'play-interrupt', payload: { card, mode: 'used' } }, { type: 'play-interrupt', payload: { card, mode: 'lost' } },
    ]),
  ];
  return [...s.players, 'stranger'].flatMap((player) => out.map((a) => ({ seq, player, ...a })));
}

describe('the WARS engine contract', () => {
  it('agrees: legalActions lists exactly what validate accepts (attested quotes and outcomes are free fields)', () => {
    expect(checkLegalActionsAgreeWithValidate(engine, sampled, candidates)).toEqual([]);
  });

  it('cites a key of the WARS rules index, with a wars/ code, in every refusal', () => {
    const refused: Violation[] = sampled.slice(0, 120).flatMap((s) => candidates(s).flatMap((a) => engine.validate(s, a)));
    expect(refused.length).toBeGreaterThan(1000);
    expect(checkCitations(warsModule.rules, refused)).toEqual([]);
  });

  it('never throws on a malformed action: shape errors are violations too', () => {
    const junk: unknown[] = [null, 7, 'x', [], {}, { card: 5, location: {}, amount: '3' }, { card: {}, to: [], with: 'x' }, { from: 'hand', card: 3 }, { card: '9-99', to: '0-0', with: ['9-9'] },
      { card: '0-0', text: [1], outcome: { moves: [null, { top: 'reserve', player: 'nobody', to: 'hand' }], damage: '0-1', cancel: [-1], battle: { power: [1] } } }];
    for (const s of sampled.filter((_, i) => i % 10 === 0)) {
      for (const type of Object.keys(warsModule.log.actionTypes)) {
        for (const payload of junk) for (const player of s.players) expect(() => engine.validate(s, { seq: s.seq + 1, player, type, payload } as WarsAction)).not.toThrow();
      }
    }
  });

  it('apply leaves its input untouched and agrees with applyInPlace', () => {
    const s = sampled[40];
    const [player] = engine.activePlayers(s);
    const action = engine.legalActions(s, player)[0];
    const before = stateHash(s);
    const next = engine.apply(s, action);
    expect(stateHash(s)).toBe(before);
    const inPlace = engine.clone(s);
    engine.applyInPlace(inPlace, action);
    expect(stateHash(inPlace)).toBe(stateHash(next));
  });
});

/** Scrambles what `seat` may not see: the other hand (swapped with reserve cards), every reserve's order, and the face-down active and used piles. */
function scrambleFor(seat: number | null) {
  return (s: WarsState): WarsState => {
    for (const [i, p] of s.piles.entries()) {
      const hidden = [...p.reserve, ...p.active, ...p.used, ...(i === seat ? [] : p.hand)];
      const take = (n: number) => hidden.splice(0, n);
      if (i !== seat) p.hand = take(p.hand.length);
      p.active = take(p.active.length);
      p.used = take(p.used.length);
      p.reserve = take(p.reserve.length);
    }
    if (s.phase === 'setup') s.setup = s.setup.map((c, i) => (c === null || i === seat ? c : s.piles[i].reserve[0] ?? c)) as WarsState['setup'];
    return s;
  };
}

describe('wars:glossary/reserve, wars:glossary/active-pile, wars:glossary/used-pile: views hide what a viewer may not see', () => {
  it('a player sees their own hand only; reserve, active and used piles only as counts; the other starting location only once both are in', () => {
    for (const s of sampled.filter((_, i) => i % 3 === 0)) {
      expect(checkViewsHideSecrets(engine, s, { kind: 'player', player: s.players[0] }, scrambleFor(0))).toBeNull();
      expect(checkViewsHideSecrets(engine, s, { kind: 'player', player: s.players[1] }, scrambleFor(1))).toBeNull();
      expect(checkViewsHideSecrets(engine, s, { kind: 'spectator' }, scrambleFor(null))).toBeNull();
    }
    // The scramble does change what it hides: a player's own hand is in their view.
    const mid = sampled.find((s) => s.phase !== 'setup' && s.piles[0].hand.length > 0 && s.piles[0].reserve.length > 0)!;
    expect(checkViewsHideSecrets(engine, mid, { kind: 'player', player: mid.players[0] }, scrambleFor(1))).not.toBeNull();
  });

  it('keeps the first starting location sealed until the second is chosen (wars:general/starting-the-game)', () => {
    const [start] = games[0];
    const [first] = engine.legalActions(start, start.players[0]);
    const sealed = engine.apply(start, first);
    expect(engine.view(sealed, { kind: 'player', player: start.players[1] }).setup).toEqual([true, false]);
    expect(engine.view(sealed, { kind: 'player', player: start.players[0] }).setup).toEqual([(first.payload as { card: string }).card, false]);
    expect(engine.activePlayers(sealed)).toEqual([start.players[1]]);
    expect(warsModule.log.hiddenUntilEnd!(first)).toBe(true);
  });
});
