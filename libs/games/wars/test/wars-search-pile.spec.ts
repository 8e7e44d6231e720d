import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { A, act, arrange, codes, passes, put, sectorInPlay, startedWith, toPhase } from './scenario-support';
import { carriedBy } from './support';

/**
 * Engine 1.2.0: text that searches a pile (wars:glossary/download). "Search your used pile for an
 * inverter, put it in your hand, then shuffle your used pile." (The Beckoning 1C270); "download a
 * location that has “Ganymede” in its title" (Ganymede/Vantage Point 1U314): search your reserve
 * for that card, reveal it, put it in your hand, then shuffle your reserve. Not finding the card, or
 * not wanting it, is allowed (the pile is shuffled all the same). The searcher's `choose` names the
 * card found in `found`; in paper play it may be one of the hidden pool while places of that pile
 * are unknown, and after the shuffle none of them is known.
 *
 * Ann's deck: Ganymede/Exploratory Camp (0-0), The Beckoning 1C270 (0-1), two Haggard Hulks 1U129
 * (0-2, 0-3: inverter fighters), two Komoku Fighters 1R84 (0-4, 0-5), Ganymede/Vantage Point 1U314
 * (0-6), Alnak Station/Captured Base 1U293 (0-7, a sector), Ganymede/Traginium Source 1C309 (0-8,
 * a sector), Alnak Station/Hallway 1R294 (0-9, a site), then Zealous Squads 1C55 (from 0-10).
 */
const DECK = ['1S301', '1C270', '1U129', '1U129', '1R84', '1R84', '1U314', '1U293', '1C309', '1R294', ...Array(28).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));

/** Ann's deploy phase with `hand` in her hand, two energy in her active pile and `used` as her used pile. */
function annDeploys(hand: string[], used: string[] = []): WarsState {
  const s = startedWith([DECK, BOB], engine, 'search-pile');
  toPhase(s, 'deploy');
  arrange(s, 0, hand, ['0-10', '0-11']);
  s.piles[0].reserve = s.piles[0].reserve.filter((k) => !used.includes(k));
  s.piles[0].used = [...used];
  return s;
}

const payloads = (s: WarsState) => engine.legalActions(s, A).map((a) => a.payload);

/** The Beckoning played with a [Quay] icon for its support cost, resolved up to Ann's choice. */
function beckoning(used: string[]): WarsState {
  const s = annDeploys(['0-1'], used);
  (s.untilEndOfTurn ??= []).push({ kind: 'icon', seat: 0, location: '0-0', faction: 'quay', count: 1 });
  act(s, A, 'deploy', { card: '1C270' });
  passes(s);
  return s;
}

/** Paper play: the places of Ann's used pile holding `unknown` become UNKNOWN, those cards her hidden pool. */
function inPaper(s: WarsState, unknown: string[]): void {
  s.hidden = [[...unknown], []];
  s.piles[0].used = s.piles[0].used.map((k) => (unknown.includes(k) ? '?' : k));
}

const USED = ['0-2', '0-12', '0-13', '0-14', '0-15', '0-16'];

describe('wars:glossary/download: "Search your used pile for an inverter, put it in your hand, then shuffle your used pile." (The Beckoning 1C270, engine 1.2.0)', () => {
  it('engine 1.1.0 left the text attested; 1.2.0 carries it out', () => {
    expect(carriedBy('1C270', 0)).toEqual([false, true]);
  });

  it('Ann is asked what she finds: the inverter in her used pile, or nothing', () => {
    const s = beckoning(USED);
    expect([s.choosing?.seat, payloads(s)]).toEqual([0, [{}, { found: '1U129' }]]);
  });

  it('a card of another kind, one not in the pile, or a found that is no collector number is refused, naming what is wrong', () => {
    const s = beckoning(USED);
    expect(codes(s, A, 'choose', { found: '1C55' })).toEqual(['wars/wrong-card-found wars:glossary/download']);
    expect(codes(s, A, 'choose', { found: '1U293' })).toEqual(['wars/not-in-pile wars:glossary/download']);
    expect(codes(s, A, 'choose', { found: 3 })).toEqual(['wars/bad-found wars:glossary/effects']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'choose', payload: { found: '1C55' } })[0].message).toBe('Zealous Squad (1C55) is not what the search is for: an inverter');
  });

  it('the Haggard Hulk found goes to her hand and the rest of the used pile is shuffled from the game\'s seed; the order then goes to the used pile', () => {
    const s = beckoning(USED);
    const rng = s.rng;
    act(s, A, 'choose', { found: '1U129' });
    expect([s.piles[0].hand.includes('0-2'), s.piles[0].used.includes('0-2'), s.piles[0].used.at(-1)]).toEqual([true, false, '0-1']);
    expect([[...s.piles[0].used.slice(0, -1)].sort(), s.rng === rng]).toEqual([[...USED.slice(1)].sort(), false]);
  });

  it('finding nothing puts nothing in her hand, and the used pile is still shuffled', () => {
    const s = beckoning(USED);
    const rng = s.rng;
    act(s, A, 'choose', {});
    expect([s.piles[0].hand.includes('0-2'), [...s.piles[0].used.slice(0, -1)].sort(), s.rng === rng]).toEqual([false, [...USED].sort(), false]);
  });

  it('the same game chooses the same shuffle: the order of the used pile after is the seed\'s', () => {
    const [one, two] = [beckoning(USED), beckoning(USED)];
    act(one, A, 'choose', {});
    act(two, A, 'choose', {});
    expect(one.piles[0].used).toEqual(two.piles[0].used);
  });

  it('in paper play the card found may be one of the hidden pool while the used pile has unknown places; after the shuffle no place there is known', () => {
    const s = beckoning(USED);
    inPaper(s, ['0-2', '0-13']);
    expect(payloads(s)).toEqual([{}, { found: '1U129' }]);
    act(s, A, 'choose', { found: '1U129' });
    expect([s.piles[0].hand.includes('0-2'), s.piles[0].used, [...s.hidden![0]].sort()]).toEqual([true, ['?', '?', '?', '?', '?', '0-1'], ['0-12', '0-13', '0-14', '0-15', '0-16']]);
  });

  it('in paper play a card neither known in the pile nor left in the hidden pool can\'t be found there', () => {
    const s = beckoning(USED);
    inPaper(s, ['0-13']);
    expect(codes(s, A, 'choose', { found: '1U129' })).toEqual([]);
    s.piles[0].used = s.piles[0].used.filter((k) => k !== '0-2');
    expect(codes(s, A, 'choose', { found: '1U129' })).toEqual(['wars/not-in-pile wars:glossary/download']);
  });
});

describe('wars:glossary/download: "When this location enters play, you may pay 1 energy. If you do, download a location that has “Ganymede” in its title." (Ganymede/Vantage Point 1U314, engine 1.2.0)', () => {
  /** Vantage Point deployed from Ann's hand and its ability resolving. */
  function vantage(): WarsState {
    const s = annDeploys(['0-6']);
    act(s, A, 'deploy', { card: '1U314', place: 0 });
    passes(s);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-6', trigger: true });
    passes(s);
    return s;
  }

  it('Ann may pay and name a Ganymede location of her reserve, pay and find none, or not pay', () => {
    expect(carriedBy('1U314', 0)).toEqual([false, true]);
    expect(payloads(vantage())).toEqual([{ take: true }, { take: true, found: '1C309' }, { take: false }]);
  });

  it('Alnak Station/Hallway has no “Ganymede” in its title', () => {
    const s = vantage();
    expect(codes(s, A, 'choose', { take: true, found: '1R294' })).toEqual(['wars/wrong-card-found wars:glossary/download']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'choose', payload: { take: true, found: '1R294' } })[0].message).toContain('a location with “Ganymede” in its title');
  });

  it('paying, she takes Ganymede/Traginium Source into her hand; not paying, she downloads nothing', () => {
    const s = vantage();
    act(s, A, 'choose', { take: true, found: '1C309' });
    expect([s.piles[0].hand.includes('0-8'), s.piles[0].reserve.includes('0-8'), s.piles[0].active.length]).toEqual([true, false, 1]);
    const t = vantage();
    expect(codes(t, A, 'choose', { take: false, found: '1C309' })).toEqual([]);
    act(t, A, 'choose', { take: false });
    expect([t.piles[0].hand.includes('0-8'), t.piles[0].active.length]).toEqual([false, 2]);
  });
});

describe('wars:glossary/download: "you may download a card titled “Komoku Fighter.”" (Komoku Fighter 1R84, engine 1.2.0)', () => {
  it('the title whole: another Komoku Fighter is found, a Haggard Hulk is not; the reminder text in parentheses is not read as text', () => {
    expect(carriedBy('1R84', 0)).toEqual([false, true]);
    const s = annDeploys([]);
    sectorInPlay(s, '0-8');
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-4');
    s.stack.push({ kind: 'card', seat: 0, card: '0-4', target: { at: '0-8' }, mode: null });
    passes(s);
    passes(s);
    expect(payloads(s)).toEqual([{ take: true }, { take: true, found: '1R84' }, { take: false }]);
    expect(codes(s, A, 'choose', { take: true, found: '1U129' })).toEqual(['wars/wrong-card-found wars:glossary/download']);
    act(s, A, 'choose', { take: true, found: '1R84' });
    expect([s.inPlay['0-4']?.at, s.piles[0].hand.includes('0-5'), s.piles[0].reserve.includes('0-5')]).toEqual(['0-8', true, false]);
  });
});

describe('wars:glossary/download: "Put target ship you have here on top of your used pile ≈ Download a site that has “Alnak Station” in its title." (Alnak Station/Captured Base 1U293, engine 1.2.0)', () => {
  it('the ship paid goes on top of Ann\'s used pile; the site she finds, to her hand', () => {
    expect(carriedBy('1U293', 0)).toEqual([false, true]);
    const s = annDeploys([]);
    sectorInPlay(s, '0-7');
    put(s, '0-2', 'ship', '0-7');
    const text = cards.get('1U293')!.abilities[0].text;
    expect(codes(s, A, 'use', { card: '0-7', text, paying: ['0-10'] })).not.toEqual([]);
    act(s, A, 'use', { card: '0-7', text, paying: ['0-2'] });
    expect([s.inPlay['0-2'], s.piles[0].used.at(-1)]).toEqual([undefined, '0-2']);
    passes(s);
    expect(payloads(s)).toEqual([{}, { found: '1R294' }]);
    act(s, A, 'choose', { found: '1R294' });
    expect(s.piles[0].hand).toEqual(['0-9']);
  });
});

describe('wars:glossary/download: "When this ship enters play at a sector where you have no support icons, you may search your used pile for a card and put it into your hand. If you do, shuffle your used pile." (Tahka Assault Craft 2U140, engine 1.2.0)', () => {
  // Ann's: Ganymede/Exploratory Camp, Tahka Assault Craft (0-1), Ganymede/Traginium Source (0-2, a sector), Zealous Squads.
  const TAHKA = ['1S301', '2U140', '1C309', ...Array(35).fill('1C55')];

  function entered(): WarsState {
    const s = startedWith([TAHKA, BOB], engine, 'search-pile-tahka');
    toPhase(s, 'deploy');
    arrange(s, 0, [], ['0-10', '0-11']);
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => !['0-1', '0-12', '0-13', '0-14'].includes(k));
    s.piles[0].used = ['0-12', '0-13', '0-14'];
    sectorInPlay(s, '0-2');
    s.stack.push({ kind: 'card', seat: 0, card: '0-1', target: { at: '0-2' }, mode: null });
    passes(s);
    passes(s);
    return s;
  }

  it('Ann may search (and find a Zealous Squad, or nothing) or not; not searching, her used pile is neither searched nor shuffled', () => {
    expect([carriedBy('2U140', 0), carriedBy('1C246', 0)]).toEqual([[false, true], [false, true]]);
    const s = entered();
    expect(payloads(s)).toEqual([{ take: true }, { take: true, found: '1C55' }, { take: false }]);
    const rng = s.rng;
    act(s, A, 'choose', { take: false });
    expect([s.piles[0].used, s.piles[0].hand, s.rng === rng]).toEqual([['0-12', '0-13', '0-14'], [], true]);
  });

  it('searching, the card she names goes to her hand and the used pile is shuffled', () => {
    const s = entered();
    act(s, A, 'choose', { take: true, found: '1C55' });
    expect([s.piles[0].hand.length, s.piles[0].used.length]).toEqual([1, 2]);
  });
});
