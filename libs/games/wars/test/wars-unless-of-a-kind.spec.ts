import type { WarsState } from '../src';
import { gameOf, loadWarsCards, statsOf, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0: "Each ship here is tactics –1, unless that ship is a Shi ship." (Ganymede/Orbital
 * Expanse 2C156; wars:glossary/effects): a standing change to each card of a kind, the cards of
 * another kind left out. Engine 1.1.0 left the text attested.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), Ganymede/Orbital Expanse 2C156 (0-1, a sector),
 * Tilak Quarrel 1C212 (0-2, a Shi ship), then Guardian-Class Carriers (Gongen ships). Bob's:
 * Ganymede/Traginium Well, Guardian-Class Carriers.
 */
const DECK = ['1S301', '2C156', '1C212', ...Array(35).fill('1C71')];
const BOB = ['1C310', ...Array(37).fill('1C71')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const game = (s: WarsState, version = engine.version) => gameOf(s, (id) => cards.get(id), undefined, engineCardText(version));

describe('wars:glossary/effects: "Each ship here is tactics –1, unless that ship is a Shi ship." (engine 1.2.0)', () => {
  it('Ganymede/Orbital Expanse 2C156: Ann\'s and Bob\'s carriers there are tactics –1; her Shi Tilak Quarrel is not; a carrier elsewhere is not', () => {
    const s = startedWith([DECK, BOB], engine, 'unless-of-a-kind');
    s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups[0].sectors.push('0-1');
    for (const [key, at] of [['0-2', '0-1'], ['0-3', '0-1'], ['1-1', '0-1'], ['0-4', '0-0']]) put(s, key, 'ship', at);
    const tactics = (key: string, version?: string) => statsOf(game(s, version), key).tactics;
    expect(['0-2', '0-3', '1-1', '0-4'].map((k) => tactics(k) - tactics(k, '1.1.0'))).toEqual([0, -1, -1, 0]);
  });

  it('engine 1.1.0 leaves the text attested', () => {
    const card = cards.get('2C156')!;
    const line = card.abilities.at(-1)!.text;
    expect([engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([false, true]);
  });
});
