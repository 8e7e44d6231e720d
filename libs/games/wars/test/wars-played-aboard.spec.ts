import type { WarsState } from '../src';
import { warsModule } from '../src';
import { A, act, passes, put, readyInHand, sectorInPlay, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: "Each time you play a character who has piloting aboard this ship, you may invert
 * this ship." (Cat's Claw 2R63; wars:glossary/triggered-ability, wars:glossary/piloting): playing
 * the card is the event — it triggers as the card goes on the stack, above it, so it resolves first.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Cat's Claw (0-1, an inverter ship), Ganymede/
 * Traginium Source (0-2, a sector), Hellcat Aviatrix (0-3, Piloting 2), Mouthpieces (from 0-4, no
 * piloting). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
const ANN = ['1S301', '2R63', '1C309', '1C132', ...Array(34).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();

/** Cat's Claw at Ann's sector; she plays `card` (of collector number `id`) aboard it in her deploy phase. */
function playedAboard(card: string, id: string): WarsState {
  const s = startedWith([ANN, BOB], engine, 'played-aboard');
  sectorInPlay(s, '0-2');
  put(s, '0-1', 'ship', '0-2');
  toPhase(s, 'deploy');
  readyInHand(s, card);
  s.piles[0].active.push(...s.piles[0].reserve.splice(0, 4));
  act(s, A, 'deploy', { card: id, aboard: '0-1' });
  return s;
}

describe('wars:glossary/triggered-ability: "Each time you play a character who has piloting aboard this ship, you may invert this ship." (Cat\'s Claw 2R63, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('2R63', 0)).toEqual([false, true]);
  });

  it('Hellcat Aviatrix played aboard: the ability goes on the stack above her, and Ann may invert Cat\'s Claw before she enters play', () => {
    const s = playedAboard('0-3', '1C132');
    expect(s.stack.map((i) => [i.kind, 'card' in i ? i.card : null])).toEqual([['card', '0-3'], ['ability', '0-1']]);
    passes(s);
    act(s, A, 'choose', { take: true });
    expect([s.inPlay['0-1'].inverted, s.inPlay['0-3']]).toEqual([true, undefined]);
    passes(s);
    expect(s.inPlay['0-3']).toMatchObject({ kind: 'unit', host: '0-1' });
  });

  it('a Mouthpiece, who has no piloting, played aboard triggers nothing', () => {
    const s = playedAboard('0-4', '2C13');
    expect(s.stack.map((i) => i.kind)).toEqual(['card']);
  });
});
