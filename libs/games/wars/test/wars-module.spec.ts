import { checkCitations, rngStateFromSeed, SeededRng } from '@arbiter/rules';
import type { WarsAction, WarsState } from '../src';
import { bundledWarsCardRows, WARS_ACTION_TYPES, warsModule } from '../src';
import { botLog, engine, quotedBound, statesOf } from './engine-support';

describe('warsModule', () => {
  it('is WARS for two players, with its rules index and formats', () => {
    expect([warsModule.id, warsModule.name, warsModule.seats]).toEqual(['wars', 'WARS', { min: 2, max: 2 }]);
    expect(warsModule.formats.default).toBe('sanctioned-constructed');
    expect(warsModule.formats.resolve('limited')).toEqual({ engineFormat: 'limited' });
    expect(warsModule.formats.resolve('vintage')).toHaveProperty('error');
    expect(Object.values(warsModule.rules.kit).filter((k) => warsModule.rules.text(k) === undefined)).toEqual([]);
    expect(warsModule.engines.current).toBe('1.2.0');
    expect(warsModule.engines.replayable).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(warsModule.engines.modes('limited')).toEqual(['digital', 'paper']);
  });

  it('bundles the 497 cards and checks a card file', () => {
    expect(warsModule.cards.bundled().all()).toHaveLength(497);
    expect(warsModule.cards.check(JSON.stringify(bundledWarsCardRows()), 'cards.json')).toMatchObject({ count: 497, problems: [] });
    expect(warsModule.cards.check('{', 'cards.json').problems[0].where).toBe('cards.json');
  });

  it('reads decks as card ids, {cards}, or a decklist; checks them; has legal samples and random decks; groups them by faction', () => {
    const [sample] = warsModule.decks.samples('sanctioned-constructed');
    expect(warsModule.decks.check(sample.deck, 'sanctioned-constructed')).toEqual([]);
    expect(warsModule.decks.read(sample.deck.cards)).toEqual({ deck: { cards: sample.deck.cards } });
    expect(warsModule.decks.read({ cards: ['1C7'] })).toEqual({ deck: { cards: ['1C7'] } });
    expect(warsModule.decks.read('2 CGC Grunt')).toEqual({ deck: { cards: ['1C7', '1C7'] } });
    const unreadable = warsModule.decks.read(42);
    expect(unreadable).toMatchObject({ violations: [{ code: 'wars/deck-unreadable' }] });
    expect(checkCitations(warsModule.rules, 'violations' in unreadable ? unreadable.violations : [])).toEqual([]);
    const rng = new SeededRng(rngStateFromSeed(3));
    for (const format of ['sanctioned-constructed', 'limited']) expect(warsModule.decks.check(warsModule.decks.random(format, rng), format)).toEqual([]);
    expect(warsModule.decks.samples('limited')).toEqual([]);
    expect(warsModule.decks.sameCards({ cards: ['1C7', '1C2'] }, { cards: ['1C2', '1C7'] })).toBe(true);
    expect(warsModule.decks.hash({ cards: ['1C7', '1C2'] })).not.toBe(warsModule.decks.hash({ cards: ['1C2', '1C7'] }));
    expect(warsModule.metagame.label).toBe('faction');
    expect(warsModule.decks.samples('sanctioned-constructed').map((s) => warsModule.metagame.groupOf(s.deck.cards))).toEqual(['Earther', 'Shi']);
  });

  it('refuses a configuration it cannot set up, citing the rules (at seq 0)', () => {
    const deck = warsModule.decks.samples('sanctioned-constructed')[0].deck;
    const found = warsModule.engines.checkConfig({ matchId: 'm', format: 'vintage', mode: 'digital', players: ['a', 'b', 'c'], decks: [deck, { cards: ['1C7'] }, { cards: ['9Z9'] }] });
    expect(found.map((v) => v.code)).toEqual(['wars/players', 'wars/unknown-format', 'wars/deck-no-location', 'wars/unknown-card']);
    expect(checkCitations(warsModule.rules, found)).toEqual([]);
  });

  it('describes every action type and checks each payload shape', () => {
    expect(Object.keys(warsModule.log.actionTypes).sort()).toEqual(Object.keys(WARS_ACTION_TYPES).sort());
    expect(Object.keys(WARS_ACTION_TYPES)).toHaveLength(17);
    const shape = (type: string, payload: unknown) => warsModule.log.payloadProblem({ seq: 1, player: 'a', type, payload });
    for (const type of Object.keys(WARS_ACTION_TYPES)) expect(shape(type, null)).not.toBeNull();
    for (const type of ['choose-location', 'activate', 'drain', 'deploy', 'play-interrupt', 'attack', 'battle-destiny', 'damage', 'lose', 'destroy', 'move', 'use', 'attest']) expect(shape(type, {})).not.toBeNull();
    expect(shape('pass', {})).toBeNull();
    expect(shape('pass', { card: 7 })).toBe('pass needs "card" a collector number when given');
    expect(shape('use', { card: '0-12', text: 'x', targets: ['1-1'] })).toBeNull();
    expect(shape('use', { card: '0-12', text: 'x', targets: '1-1' })).toBe('use needs "card" (a key) and "text" (the ability), "targets" and "paying" lists of keys and "fromHand" a collector number or a list of them when given');
    expect(shape('move', { card: '0-1', to: '0-2', with: ['0-3'] })).toBeNull();
    expect([shape('choose', {}), shape('choose', { take: false }), shape('choose', { take: true, cards: ['1C55'] })]).toEqual([null, null, null]);
    expect(shape('choose', { take: 'yes' })).toBe('choose needs "take" true or false, "cards" a list of collector numbers, "pick" a list of keys, "count" and "option" whole numbers and "found" and "fromPile" collector numbers when given');
    expect(shape('choose', { cards: '1C55' })).toBe('choose needs "take" true or false, "cards" a list of collector numbers, "pick" a list of keys, "count" and "option" whole numbers and "found" and "fromPile" collector numbers when given');
    expect([shape('choose', { take: true, found: '1C309' }), shape('choose', { found: ['1C309'] })]).toEqual([null, 'choose needs "take" true or false, "cards" a list of collector numbers, "pick" a list of keys, "count" and "option" whole numbers and "found" and "fromPile" collector numbers when given']);
    expect(shape('something', 7)).toBeNull();
  });
});

describe('wars:glossary/game-text: attested card text', () => {
  const states = statesOf(botLog(1).log);
  // Text the grammar does not read, so a judge rules on what it did: any outcome that keeps the invariants.
  const openAttests = (s: WarsState) => engine.legalActions(s, s.players[s.current]).filter((a) => a.type === 'attest' && quotedBound(s, a.payload) === null);
  const at = states.find((s) => s.phase === 'deploy' && s.stack.length === 0 && s.initiative === s.current && openAttests(s).length > 0)!;
  const player = at.players[at.current];
  const [offered] = openAttests(at);
  const stating = (moves: unknown[]): WarsAction => ({ ...offered, payload: { ...(offered.payload as object), outcome: { moves } } });

  it('offers the "no change" outcome for each card with text, and applies a stated outcome that keeps every card in one place', () => {
    expect(offered.payload).toMatchObject({ outcome: { moves: [] } });
    const card = at.piles[at.current].hand[0];
    const action = stating([{ card, from: 'hand', to: 'used' }]);
    expect(engine.validate(at, action)).toEqual([]);
    const after = engine.apply(at, action);
    expect(after.piles[at.current].used.at(-1)).toBe(card);
    expect(warsModule.log.attested([action], '1.0.0')).toEqual([{ seq: action.seq, player, card: (offered.payload as { card: string }).card, text: (offered.payload as { text: string[] }).text, outcome: { moves: [{ card, from: 'hand', to: 'used' }] } }]);
  });

  it('refuses text the card does not have, a card not the attester\'s, and an outcome that creates a card', () => {
    const code = (a: WarsAction) => engine.validate(at, a).map((v) => `${v.code} ${v.rule}`);
    expect(code({ ...offered, payload: { ...(offered.payload as object), text: ['Draw ten cards.'] } })).toEqual(['wars/not-card-text wars:glossary/game-text']);
    expect(code({ ...offered, payload: { ...(offered.payload as object), card: '9-9' } })).toEqual(['wars/not-attestable wars:glossary/game-text']);
    const card = at.piles[at.current].hand[0];
    expect(code(stating([{ card, from: 'lost', to: 'used' }]))).toEqual(['wars/attest-cards-not-conserved wars:general/in-play']);
  });
});
