import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { A, act, B, codes, passes, put, readyInHand, startedWith } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Cancel target pending activated ability." (Disruption 1R16; wars:glossary/pending,
 * wars:glossary/cancel): an activated ability on the stack is a target, named by its card's key;
 * canceled, it does nothing and its costs stay paid. "You can't play this interrupt unless you
 * have a kizen at a location." is checked as it is played. Engine 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Disruption 1R16 (0-1), Horatio Hicks 1R27 (0-2, a
 * kizen), then Zealous Squads. Bob's: Ganymede/Traginium Well (1-0), Rally Cry 1C257 (1-1, an asset:
 * "Pay 3 energy ≈ Reveal the top card of your used pile. If it's a Quay unit, put it in your hand."),
 * Zealous Squads.
 */
const DECK = ['1S301', '1R16', '1R27', ...Array(35).fill('1C55')];
const BOB = ['1C310', '1C257', ...Array(36).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const RALLY = cards.get('1C257')!.abilities[0].text;

/** Bob's Rally Cry used and pending; Ann, holding Disruption, to respond; her kizen in play when `kizen`. */
function rallyPending(kizen: boolean): WarsState {
  const s = startedWith([DECK, BOB], engine, 'pending-ability');
  s.inPlay['1-1'] = { key: '1-1', owner: 1, kind: 'asset', at: null, host: null, damaged: false };
  s.piles[1].reserve = s.piles[1].reserve.filter((k) => k !== '1-1');
  if (kizen) put(s, '0-2', 'unit', '0-0');
  readyInHand(s, '0-1');
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - 4, 4));
  Object.assign(s, { initiative: 1, passes: 0 });
  act(s, B, 'use', { card: '1-1', text: RALLY });
  act(s, B, 'pass');
  return s;
}

describe('wars:glossary/cancel: "Cancel target pending activated ability." (engine 1.2.0)', () => {
  it('Disruption 1R16: Ann cancels Bob\'s pending Rally Cry ability; nothing is revealed, his 3 energy stay paid, Disruption is lost', () => {
    const s = rallyPending(true);
    const used = [...s.piles[1].used];
    expect(engine.legalActions(s, A).filter((a) => a.type === 'play-interrupt').map((a) => a.payload)).toEqual([{ card: '1R16', targets: ['1-1'] }]);
    act(s, A, 'play-interrupt', { card: '1R16', targets: ['1-1'] });
    passes(s);
    expect([s.stack, s.piles[1].used, s.piles[0].lost.at(-1)]).toEqual([[], used, '0-1']);
  });

  it('a card in play is not a pending activated ability, and without a kizen at a location Ann can\'t play it (wars:glossary/game-text)', () => {
    expect(codes(rallyPending(true), A, 'play-interrupt', { card: '1R16', targets: ['1-0'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    expect(codes(rallyPending(false), A, 'play-interrupt', { card: '1R16', targets: ['1-1'] })).toEqual(['wars/not-now wars:glossary/game-text']);
  });

  it('engine 1.1.0 leaves the text attested', () => {
    expect(carriedBy('1R16', 1)).toEqual([false, true]);
  });
});
