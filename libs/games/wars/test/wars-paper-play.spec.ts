import { checkLegalActionsAgreeWithValidate, checkMutations, checkViewsHideSecrets } from '@arbiter/rules';
import type { LogMutant } from '@arbiter/rules';
import type { WarsAction, WarsDeck, WarsState } from '../src';
import { boundOfReading, bundledWarsReadings, cardEntries, warsModule } from '../src';
import { botLog, engine, FORMAT, statesOf, type WarsLog } from './engine-support';
import { A, act, B, codes, DECKS } from './scenario-support';
import { card } from './support';

const UNKNOWN = '?';
const games = [1, 2, 3, 4].map((seed) => {
  const { log } = botLog(seed, undefined, 'paper');
  return { log, states: statesOf(log) };
});

const seatOf = (s: WarsState, player: string) => s.players.indexOf(player) as 0 | 1;
const cardOf = (a: WarsAction) => (a.payload as { card?: string }).card;

/** The first action of a paper game that `pick` chooses at the state before it, with its log and index. */
function find(pick: (s: WarsState, a: WarsAction) => boolean): { log: WarsLog; index: number; state: WarsState } {
  for (const { log, states } of games) {
    const index = log.actions.findIndex((a, i) => pick(states[i], a));
    if (index >= 0) return { log, index, state: states[index] };
  }
  throw new Error('no paper bot game reaches the situation this test needs');
}

/** A mutant that names another card in action `index`. */
function renamed(name: string, code: string, rule: string, index: number, card: string): LogMutant<WarsDeck, WarsAction> {
  return { name, code, rule, mutate: (l) => ({ ...l, actions: l.actions.map((a, i) => (i === index ? { ...a, payload: { ...(a.payload as object), card } } : a)) }) };
}

/** A paper game of the rules tests' decks, both starting locations chosen. */
function paperStarted(): WarsState {
  const s = engine.setup({ matchId: 'paper', format: 'limited', mode: 'paper', players: [A, B], decks: DECKS.map((cards) => ({ cards })), startingPlayer: A }, {});
  act(s, A, 'choose-location', { card: '1S301' });
  act(s, B, 'choose-location', { card: '1C310' });
  return s;
}

describe('wars:general/starting-the-game: paper play declares the opening hands', () => {
  it('is offered by the module, and a paper header needs the starting player', () => {
    expect(warsModule.engines.modes(FORMAT)).toContain('paper');
    const config = warsModule.engines.configFromHeader(games[0].log.header);
    expect([config.mode, warsModule.engines.checkConfig(config)]).toEqual(['paper', []]);
    expect(warsModule.engines.checkConfig({ ...config, startingPlayer: undefined }).map((v) => v.code)).toEqual(['wars/starting-player']);
  });

  it('leaves every place in the reserve unknown, and waits for eight declared draws from each player before the first turn', () => {
    const s = paperStarted();
    expect([s.phase, s.piles[0].reserve.every((k) => k === UNKNOWN), s.piles[0].reserve.length, s.piles[0].hand]).toEqual(['setup', true, 39, []]);
    expect(engine.activePlayers(s)).toEqual([A, B]);
    expect(codes(s, A, 'pass', {})).toEqual(['wars/game-not-started wars:general/starting-the-game']);
    expect(codes(s, A, 'draw', {})).toEqual(['wars/card-not-declared wars:general/starting-the-game']);
    expect(codes(s, A, 'draw', { card: '1C310' })).toEqual(['wars/not-in-deck wars:general/starting-the-game']);
    // Ann's deck holds two 1S301, one of them her starting location: one is left to draw, not two.
    act(s, A, 'draw', { card: '1S301' });
    expect(codes(s, A, 'draw', { card: '1S301' })).toEqual(['wars/card-not-left wars:general/starting-the-game']);
    for (let i = 0; i < 7; i++) act(s, A, 'draw', { card: '1C55' });
    expect(codes(s, A, 'draw', { card: '1C55' })).toEqual(['wars/opening-hand-drawn wars:general/starting-the-game']);
    expect(engine.activePlayers(s)).toEqual([B]);
    for (let i = 0; i < 8; i++) act(s, B, 'draw', { card: '1C55' });
    expect([s.phase, s.turn, s.current, s.piles[0].hand.length, s.piles[0].reserve.length, s.hidden![0].length]).toEqual(['activate', 1, 0, 8, 31, 31]);
  });

  it('hides a paper draw from the other player until the game ends, and nothing else it did not hide', () => {
    const hidden = warsModule.log.hiddenUntilEnd!;
    expect(hidden({ seq: 3, player: A, type: 'draw', payload: { card: '1C55' } })).toBe(true);
    expect(hidden({ seq: 3, player: A, type: 'draw', payload: {} })).toBe(false);
    expect(hidden({ seq: 3, player: A, type: 'battle-destiny', payload: { reveal: true, card: '1C55' } })).toBe(false);
    // A card a choice names may be one drawn off the reserve: hidden too; a choice naming none is not.
    expect(hidden({ seq: 3, player: A, type: 'choose', payload: { take: true, cards: ['1C55'] } })).toBe(true);
    expect(hidden({ seq: 3, player: A, type: 'choose', payload: { take: true } })).toBe(false);
  });
});

describe('wars:glossary/destiny, wars:glossary/draw-phase, wars:glossary/lose-energy: each card declared is one the deck has left', () => {
  /** Takes a card of a player's hidden pool to a known place, as if its place had become known: the top of the reserve, or into play. */
  function known(s: WarsState, key: string): void {
    const seat = Number(key[0]) as 0 | 1;
    s.hidden![seat].splice(s.hidden![seat].indexOf(key), 1);
    s.piles[seat].reserve.shift();
  }

  /**
   * A paper battle at Ann's site: her two CISyn Coordinators (tactics 6) against Bob's Zealous
   * Squad, the top of her reserve Reconnoiterer (1R199), whose place is known.
   */
  function paperBattle(): WarsState {
    const s = paperStarted();
    for (let i = 0; i < 8; i++) act(s, A, 'draw', { card: '1C55' });
    for (let i = 0; i < 8; i++) act(s, B, 'draw', { card: '1C55' });
    for (const key of ['0-6', '0-7']) {
      known(s, key);
      s.inPlay[key] = { key, owner: 0, kind: 'unit', at: '0-0', host: null, damaged: false };
    }
    s.piles[1].hand.splice(s.piles[1].hand.indexOf('1-1'), 1);
    s.inPlay['1-1'] = { key: '1-1', owner: 1, kind: 'unit', at: '0-0', host: null, damaged: false };
    known(s, '0-13');
    s.piles[0].reserve.unshift('0-13');
    s.piles[0].active.push(s.piles[0].reserve.pop()!, s.piles[0].reserve.pop()!);
    while (s.phase !== 'battle') act(s, s.players[s.initiative!], 'pass');
    act(s, A, 'attack', { location: '0-0' });
    for (let i = 0; i < 4; i++) act(s, s.players[s.initiative!], 'pass');
    return s;
  }

  it('a destiny draw is the top of the reserve: the known card at a known place, else a card of the deck at no known place', () => {
    const s = paperBattle();
    expect([s.battle!.step, engine.activePlayers(s)]).toEqual(['destiny', [A]]);
    expect(codes(s, A, 'battle-destiny', { reveal: true, card: '1C55' })).toEqual(['wars/not-top-card wars:glossary/destiny']);
    expect(codes(s, A, 'battle-destiny', { reveal: true })).toEqual(['wars/card-not-declared wars:glossary/destiny']);
    // Bob's reserve top is unknown: any card his deck has at no known place, nothing else (his tactics made to reach 4).
    const bob: WarsState = engine.clone(s);
    bob.battle!.destinyDone = [true, false];
    act(s, A, 'battle-destiny', { reveal: true, card: '1R199' });
    expect([s.battle!.destiny[0], s.piles[0].used.at(-1), s.piles[0].reserve[0]]).toEqual([card('1R199').destiny, '0-13', UNKNOWN]);
    expect(codes(bob, B, 'battle-destiny', { reveal: true, card: '1R199' })).toEqual(['wars/not-in-deck wars:glossary/destiny']);
    expect(codes(bob, B, 'battle-destiny', { reveal: true, card: '1C310' })).toEqual(['wars/card-not-left wars:glossary/destiny']);
    expect(codes(bob, B, 'battle-destiny', { reveal: true, card: '1C71' })).toEqual([]);
  });

  it('catches a destiny draw of a card the rest of the deck cannot hold, a drawn card not in the registered deck, and a card lost face up without its name', () => {
    // An unknown top of the reserve, and a card of the deck whose every copy is at a known place.
    const unknown = find((s, a) => {
      if (a.type !== 'battle-destiny' || cardOf(a) === undefined || s.piles[seatOf(s, a.player)].reserve[0] !== UNKNOWN) return false;
      const seat = seatOf(s, a.player);
      return s.decks[seat].some((id) => !s.hidden![seat].some((k) => s.decks[seat][Number(k.slice(2))] === id));
    });
    const unknownSeat = seatOf(unknown.state, unknown.log.actions[unknown.index].player);
    const pool = new Set(unknown.state.hidden![unknownSeat].map((k) => unknown.state.decks[unknownSeat][Number(k.slice(2))]));
    const accounted = unknown.state.decks[unknownSeat].find((id) => !pool.has(id))!;

    const drawn = find((s, a) => a.type === 'draw' && s.phase === 'draw');
    const notInDeck = ['1C7', '1C55', '1C310', '2C3'].find((id) => !drawn.state.decks[seatOf(drawn.state, drawn.log.actions[drawn.index].player)].includes(id))!;

    const lost = find((s, a) => a.type === 'lose' && (a.payload as { from: string }).from !== 'hand');
    const lostRule = lost.state.pendingLoss?.rule ?? 'wars:glossary/battle-phase#9';
    const unnamed: LogMutant<WarsDeck, WarsAction> = {
      name: 'a card lost face up off a pile without naming it', code: 'wars/card-not-declared', rule: lostRule,
      mutate: (l) => ({ ...l, actions: l.actions.map((a, i) => (i === lost.index ? { ...a, payload: { from: (a.payload as { from: string }).from } } : a)) }),
    };

    expect(checkMutations(warsModule, unknown.log, [renamed('a destiny draw of a card the rest of the deck cannot hold', 'wars/card-not-left', 'wars:glossary/destiny', unknown.index, accounted)])).toEqual([]);
    expect(checkMutations(warsModule, drawn.log, [renamed('a drawn card not in the registered deck', 'wars/not-in-deck', 'wars:glossary/draw-phase', drawn.index, notInDeck)])).toEqual([]);
    expect(checkMutations(warsModule, lost.log, [unnamed])).toEqual([]);
  });
});

describe('wars:glossary/game-text: attested moves in paper play', () => {
  const readings = bundledWarsReadings();
  /** An attest of text whose reading bounds nothing (unread), so any outcome is the text's to state and only the piles are checked. */
  const unbounded = (s: WarsState, x: WarsAction) => {
    if (x.type !== 'attest') return false;
    const { card: key, text } = x.payload as { card: string; text: string[] };
    const entries = cardEntries(readings.cards[s.decks[Number(key[0])][Number(key.slice(2))]]);
    return text.every((line) => entries.some((e) => e.text === line && boundOfReading(e.reading).open === true));
  };
  /** A paper bot game in a deploy phase where the player whose turn it is may attest such text, the top of their reserve unknown. */
  const at = find((s, a) => s.phase === 'deploy' && s.stack.length === 0 && s.initiative === s.current && a.player === s.players[s.current]
    && s.piles[s.current].reserve[0] === UNKNOWN && engine.legalActions(s, a.player).some((x) => unbounded(s, x)));
  const s = at.state;
  const player = s.players[s.current];
  const seat = s.current;
  const attest = engine.legalActions(s, player).find((x) => unbounded(s, x))!;
  const withMoves = (moves: unknown[]) => ({ ...(attest.payload as object), outcome: { moves } });

  it('names a card an attested effect takes face up off a face-down pile, and keeps the unknown places matching the cards at no known place', () => {
    expect(engine.validate(s, { ...attest, payload: withMoves([{ top: 'reserve', player, to: 'hand' }]) }).map((v) => `${v.code} ${v.rule}`)).toEqual(['wars/card-not-declared wars:glossary/reserve']);
    const left = s.hidden![seat][0];
    const id = s.decks[seat][Number(left.slice(2))];
    const named = { ...attest, payload: withMoves([{ top: 'reserve', player, to: 'hand', card: id }]) };
    expect(engine.validate(s, named)).toEqual([]);
    const after = engine.apply(s, named);
    expect([after.piles[seat].hand.length - s.piles[seat].hand.length, after.hidden![seat].length, s.hidden![seat].length - 1]).toEqual([1, s.hidden![seat].length - 1, after.hidden![seat].length]);
    // Face down, an unknown top stays unknown; a card of the pool named from a pile takes one of its unknown places.
    expect(engine.validate(s, { ...attest, payload: withMoves([{ top: 'reserve', player, to: 'used' }]) })).toEqual([]);
    expect(engine.validate(s, { ...attest, payload: withMoves([{ card: left, from: 'reserve', to: 'lost' }]) })).toEqual([]);
    expect(engine.validate(s, { ...attest, payload: withMoves([{ card: left, from: 'hand', to: 'lost' }]) }).map((v) => v.code)).toEqual(['wars/attest-cards-not-conserved']);
  });
});

describe('the WARS engine contract in paper play', () => {
  const sampled = games.slice(0, 2).flatMap(({ states }) => states.filter((_, i) => i < 20 || i % 11 === 0));

  /** Every action the bots could log now, and each declaration with every card of both decks. */
  function candidates(s: WarsState): WarsAction[] {
    const seq = s.seq + 1;
    const ids = [...new Set(s.decks.flat())];
    const out = s.players.flatMap((player) => [
      ...engine.legalActions(s, player),
      ...[{}, ...ids.map((card) => ({ card }))].flatMap((p) => [
        { type: 'draw', payload: p }, { type: 'battle-destiny', payload: { reveal: true, ...p } },
        ...['reserve', 'active', 'used'].map((from) => ({ type: 'lose', payload: { from, ...p } })),
      ]).map((a) => ({ seq, player, ...a }) as WarsAction),
    ]);
    return out;
  }

  it('agrees: legalActions lists exactly the declarations validate accepts', () => {
    expect(checkLegalActionsAgreeWithValidate(engine, sampled, candidates)).toEqual([]);
  });

  it('shows a player neither the other hand nor which cards are at no known place', () => {
    /** Swaps the other player's hand with cards of their hidden pool (both unseen by `seat`). */
    const scramble = (seat: 0 | 1) => (state: WarsState): WarsState => {
      const other = seat === 0 ? 1 : 0;
      const p = state.piles[other];
      const pool = state.hidden![other];
      const n = Math.min(p.hand.length, pool.length);
      const swapped = pool.splice(0, n, ...p.hand.splice(0, n));
      p.hand.unshift(...swapped);
      return state;
    };
    const mid = sampled.filter((s) => s.phase !== 'setup' && s.piles.every((p) => p.hand.length > 0) && s.hidden!.every((h) => h.length > 0));
    expect(mid.length).toBeGreaterThan(10);
    for (const s of mid) {
      expect(checkViewsHideSecrets(engine, s, { kind: 'player', player: s.players[0] }, scramble(0))).toBeNull();
      expect(checkViewsHideSecrets(engine, s, { kind: 'player', player: s.players[1] }, scramble(1))).toBeNull();
    }
    // The scramble does change the hand it hides: the hand's owner sees it.
    const s = mid[0];
    expect(checkViewsHideSecrets(engine, s, { kind: 'player', player: s.players[1] }, scramble(0))).not.toBeNull();
  });
});
