import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, B, codes, passes, put, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "At the start of each player's control phase, that player loses 1 energy unless
 * he or she pays 2 energy." (wars:general/turn-sequence, wars:glossary/triggered-ability): a
 * phase beginning is an event; "that player" is the player whose turn it is, who chooses
 * whether to pay. The grammar keeps whose phase it is ("each of your control phases", "each
 * player's control phase"), which it used to drop.
 *
 * Ann's deck: Ganymede/Exploratory Camp, Prolonged Exposure 2R147 (0-1, an asset), then Zealous
 * Squads. Bob's: Ganymede/Traginium Well, Zealous Squads.
 */
const DECK = ['1S301', '2R147', ...Array(36).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();

/** Prolonged Exposure in play, each player with three energy in their active pile, at the start of Ann's activate phase. */
function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'phase-triggers');
  put(s, '0-1', 'asset', '0-0');
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(0, 3));
  return s;
}

const triggered = (s: WarsState) => s.stack.flatMap((i) => (i.kind === 'ability' && i.trigger ? [i.card] : []));

describe('wars:general/turn-sequence: "At the start of each player\'s control phase, …" (engine 1.2.0)', () => {
  it('Prolonged Exposure 2R147: it triggers as Ann\'s control phase begins; she pays 2 energy rather than lose 1', () => {
    const s = started();
    expect(triggered(s)).toEqual([]);
    passes(s);
    expect([s.phase, triggered(s)]).toEqual(['control', ['0-1']]);
    passes(s);
    expect(s.choosing?.seat).toBe(0);
    expect(codes(s, B, 'choose', { take: true })).toEqual(['wars/choice-pending wars:glossary/effects']);
    act(s, A, 'choose', { take: true });
    expect([s.piles[0].active.length, s.piles[0].used.length, s.pendingLoss]).toEqual([1, 2, null]);
  });

  it('not paying, Ann loses 1 energy, card by card with her own `lose` action', () => {
    const s = started();
    passes(s);
    passes(s);
    act(s, A, 'choose', { take: false });
    expect(s.pendingLoss).toMatchObject({ seat: 0, remaining: 1 });
  });

  it('it triggers for Bob\'s control phase too ("each player\'s"), asking Bob; not as another phase begins', () => {
    const s = started();
    passes(s);
    passes(s);
    act(s, A, 'choose', { take: true });
    toPhase(s, 'deploy');
    expect(triggered(s)).toEqual([]);
    while (!(s.current === 1 && s.phase === 'control')) passes(s);
    expect(triggered(s)).toEqual(['0-1']);
    passes(s);
    expect(s.choosing?.seat).toBe(1);
    act(s, B, 'choose', { take: false });
    expect(s.pendingLoss).toMatchObject({ seat: 1, remaining: 1 });
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('2R147', 0)).toEqual([false, true]);
  });
});
