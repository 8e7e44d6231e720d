import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, codes, passes, put, readyInHand, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0: "When this character is lost from a site, …" and "Each time a unit is lost from
 * here, …" (wars:glossary/destroyed-dismissed-lost: a card destroyed or dismissed goes to its
 * owner's lost pile, and a card that is lost is not necessarily destroyed; wars:general/leaving-play:
 * the cards beneath a card that leaves play are lost too). A card lost triggers from its lost
 * pile; a card lost "here" is "that unit", still in its owner's lost pile as the ability resolves.
 *
 * Ann's deck: two Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/Traginium Source (0-2, a
 * sector), Higen Orochito 1R73 (0-3), Lahrik 2R132 (0-4), Armored 1U224 (0-5, a site asset),
 * Tamon Interceptor 2C50 (0-6, a fighter), Close Call 1C173 (0-7, an interrupt), then Mouthpieces (2C13: only a keyword). Bob's:
 * Ganymede/Traginium Well (1-0), Mouthpieces (characters: 1-1, 1-2 …).
 */
const DECK = ['1S301', '1S301', '1C309', '1R73', '2R132', '1U224', '2C50', '1C173', ...Array(30).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));

/** The end step of Ann's battle at `location`, with `damaged` cards (key, kind, where, host) damaged, and three of Ann's cards in her lost pile to retrieve. */
function endOfBattle(location: string, damaged: [string, 'unit' | 'ship', string, string?][], more: [string, 'unit' | 'ship' | 'asset', string, string?][] = []): WarsState {
  const s = startedWith([DECK, BOB], engine, 'lost-events');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 4, 4));
  s.piles[1].active.push(...s.piles[1].reserve.splice(s.piles[1].reserve.length - 4, 4));
  s.piles[0].lost.push(...s.piles[0].reserve.splice(0, 3));
  for (const [key, kind, at, host] of more) put(s, key, kind, at, host ?? null);
  for (const [key, kind, at, host] of damaged) {
    put(s, key, kind, at, host ?? null);
    s.inPlay[key].damaged = true;
  }
  battleAt(s, location, 0, 'end');
  Object.assign(s, { initiative: null, passes: 0 });
  return s;
}

const triggered = (s: WarsState) => s.stack.flatMap((i) => (i.kind === 'ability' && i.trigger ? [i.card] : []));

describe('wars:glossary/destroyed-dismissed-lost: "When this character is lost from a site, …" triggers from the lost pile (engine 1.2.0)', () => {
  it('Higen Orochito 1R73 ("… retrieve up to three cards."): destroyed at a site, Ann chooses how many, up to three, and retrieves that many', () => {
    const s = endOfBattle('0-0', [['0-3', 'unit', '0-0']]);
    act(s, A, 'destroy', { card: '0-3' });
    expect(triggered(s)).toEqual(['0-3']);
    passes(s);
    expect(codes(s, A, 'choose', { count: 4 })).toEqual(['wars/bad-count wars:glossary/effects']);
    const lost = s.piles[0].lost.length;
    act(s, A, 'choose', { count: 2 });
    expect([s.piles[0].lost.length, s.piles[0].used.length]).toEqual([lost - 2, 2]);
  });

  it('lost with the ship it was aboard at a sector, it was not lost from a site: it does not trigger (the ship\'s own "when destroyed" does)', () => {
    const s = endOfBattle('0-2', [['0-6', 'ship', '0-2']], [['0-3', 'unit', '0-2', '0-6']]);
    act(s, A, 'destroy', { card: '0-6' });
    expect([s.piles[0].lost.slice(-2), triggered(s)]).toEqual([['0-3', '0-6'], ['0-6']]);
  });
});

describe('wars:glossary/destroyed-dismissed-lost: "Each time a unit is lost here, …" (engine 1.2.0)', () => {
  it('Lahrik 2R132 ("Each time an opponent\'s unit is lost at this location, you may invert this character."): Bob\'s unit lost there triggers it; Ann\'s own does not', () => {
    const s = endOfBattle('0-0', [['1-1', 'unit', '0-0']], [['0-4', 'unit', '0-0']]);
    act(s, B, 'destroy', { card: '1-1' });
    expect(triggered(s)).toEqual(['0-4']);
    passes(s);
    act(s, A, 'choose', { take: true });
    expect(s.inPlay['0-4'].inverted).toBe(true);
    const own = endOfBattle('0-0', [['0-3', 'unit', '0-0']], [['0-4', 'unit', '0-0']]);
    act(own, A, 'destroy', { card: '0-3' });
    expect(triggered(own)).toEqual(['0-3']);
  });

  it('a unit lost at another location does not trigger it', () => {
    const s = endOfBattle('0-1', [['1-1', 'unit', '0-1']], [['0-4', 'unit', '0-0']]);
    act(s, B, 'destroy', { card: '1-1' });
    expect(triggered(s)).toEqual([]);
  });

  it('Armored 1U224 ("… its owner may pay 3 energy. If he or she does, put that unit in that player\'s hand."): Bob pays 3 and has his unit back in hand from his lost pile; with 2 energy he can\'t choose to', () => {
    const s = endOfBattle('0-0', [['1-1', 'unit', '0-0']], [['0-5', 'asset', '0-0', '0-0']]);
    act(s, B, 'destroy', { card: '1-1' });
    expect(triggered(s)).toEqual(['0-5']);
    passes(s);
    expect(s.choosing?.seat).toBe(1);
    expect(codes(s, A, 'choose', { take: true })).toEqual(['wars/choice-pending wars:glossary/effects']);
    act(s, B, 'choose', { take: true });
    expect([s.piles[1].hand.at(-1), s.piles[1].lost.includes('1-1'), s.piles[1].active.length, s.piles[1].used.length]).toEqual(['1-1', false, 1, 3]);
    const poor = endOfBattle('0-0', [['1-1', 'unit', '0-0']], [['0-5', 'asset', '0-0', '0-0']]);
    poor.piles[1].active.splice(2);
    act(poor, B, 'destroy', { card: '1-1' });
    passes(poor);
    expect(codes(poor, B, 'choose', { take: true })).toEqual(['wars/cannot-pay wars:glossary/pay']);
    act(poor, B, 'choose', { take: false });
    expect(poor.piles[1].lost.at(-1)).toBe('1-1');
  });
});

describe('wars:glossary/destroyed-dismissed-lost: a card put from play into a hand or on a used pile is not lost', () => {
  it('Close Call 1C173 puts Ann\'s Mouthpiece from Armored\'s site into her hand: Armored does not trigger', () => {
    const s = startedWith([DECK, BOB], engine, 'lost-events');
    put(s, '0-5', 'asset', '0-0', '0-0');
    put(s, '0-8', 'unit', '0-0');
    s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 4, 4));
    toPhase(s, 'move');
    readyInHand(s, '0-7');
    act(s, A, 'play-interrupt', { card: '1C173', targets: ['0-8'] });
    passes(s);
    expect([s.piles[0].hand.includes('0-8'), s.piles[0].lost.includes('0-8'), triggered(s)]).toEqual([true, false, []]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 carries out none of them: they stay attested, so its logs replay as they were played', () => {
    for (const id of ['1R73', '2R132', '1U224']) {
      const card = cards.get(id)!;
      const line = card.abilities.find((a) => a.text.includes('lost'))!.text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
