import {
  ACCESS_LEVELS, ELEMENTS, FAMILIES, ITEM_WORTHS, KEYWORDS, type CardSetFile, type LightseekersCard, STUB_REASON,
  bundledCardSet, cardCatalog, completeCardSet, importCardSet, isOrder,
} from '../src';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const testwaveFile = (): CardSetFile => JSON.parse(JSON.stringify(require('../data/testwave.cards.json'))) as CardSetFile;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const realNames = require('../data/lightseekers-cards.json') as { name: string; type: string; category?: string }[];

function withCards(cards: unknown[]): unknown {
  return { formatVersion: 1, id: 'user', name: 'A user set', cards };
}

const hero = {
  id: 'h', name: 'Made-up Hero', type: 'hero', health: 20, trait: { kind: 'passive', text: 'Nothing much.' },
  access: [{ element: 'Fire', level: 'basic' }, { element: 'Water', level: 'superior' }, { element: 'Time', level: 'basic' }],
};

describe('ls:2.4 card files: the importer', () => {
  it('loads a good file and derives each card\'s Orders from its symbols and Elements (ls:2.3.1.3–4)', () => {
    const { set, problems } = importCardSet(withCards([
      hero,
      { id: 'c', name: 'Made-up Combo', type: 'combo', category: 'attack', requires: ['Storm', 'Fire'], effects: [{ verb: 'damage', amount: 3 }] },
      { id: 'u', name: 'Made-up Drifter', type: 'action', category: 'defend', effects: [{ text: 'Something the verbs cannot say.' }] },
    ]));
    expect(problems).toEqual([]);
    expect(set?.byId('h')?.orders).toEqual(['Mountain', 'Storm', 'Tech']);
    expect(set?.byId('c')?.orders).toEqual(['Mountain', 'Storm']);
    expect(set?.byName('made-up drifter')?.unaligned).toBe(true);
  });

  it('reads JSON text too, and reports text that is not JSON', () => {
    expect(importCardSet(JSON.stringify(withCards([hero]))).problems).toEqual([]);
    const bad = importCardSet('{"cards": [');
    expect(bad.set).toBeUndefined();
    expect(bad.problems).toEqual([{ where: '', message: expect.stringMatching(/^is not JSON: /) }]);
  });

  it('rejects a bad file with the JSON pointer and the reason, and loads nothing', () => {
    const file = testwaveFile() as unknown as { cards: Record<string, unknown>[] };
    const at = (id: string) => file.cards.findIndex((c) => c.id === id);
    (file.cards[at('tw-ember-warden')] as { health: number }).health = 40;
    file.cards[at('tw-fire-surge')].effects = [{ verb: 'damage', count: 3 }];
    file.cards[at('tw-ember-scout')].requires = ['Fyre'];
    file.cards[at('tw-storm-lash')].category = 'item';
    (file.cards[at('tw-sun-totem')].corners as unknown[]).pop();
    file.cards[at('tw-rubble-golem')].worth = 2;
    file.cards[at('tw-tide-mender')].effects = [{ verb: 'zap' }];
    file.cards[at('tw-mech-medic')].colour = 'blue';
    const { set, problems } = importCardSet(file);
    expect(set).toBeUndefined();
    const i = at;
    expect(problems).toEqual(expect.arrayContaining([
      { where: `/cards/${i('tw-ember-warden')}/health`, message: 'must be <= 35: no hero starts above the maximum health of 35 (2.10.2)' },
      { where: `/cards/${i('tw-fire-surge')}/effects/0/amount`, message: 'is missing: "damage" needs amount (ls:2.10.3)' },
      { where: `/cards/${i('tw-fire-surge')}/effects/0/count`, message: 'is not an argument here: "damage" takes amount, target' },
      { where: `/cards/${i('tw-ember-scout')}/requires/0`, message: '"Fyre" is not an Element (2.3.2.1) or an Order (2.3.1.1)' },
      { where: `/cards/${i('tw-storm-lash')}/category`, message: '"item" is not a combo category: attack, defend or buff (Items are action cards, 2.4.3.4)' },
      { where: `/cards/${i('tw-sun-totem')}/corners`, message: 'must NOT have fewer than 4 items: a Buff has four corners (6.2.1 Corner)' },
      { where: `/cards/${i('tw-rubble-golem')}/worth`, message: 'only Items have a worth (2.5.4.4)' },
      { where: `/cards/${i('tw-tide-mender')}/effects/0/verb`, message: '"zap" is not a verb of the effect vocabulary' },
      { where: `/cards/${i('tw-mech-medic')}/colour`, message: 'is not a field of the card-file format here' },
    ]));
  });

  it.each([
    ['a hero without health', [{ ...hero, health: undefined }], '/cards/0/health', /^is missing: a playable hero has health, access and a trait/],
    ['a combo without cost', [{ id: 'c', name: 'C', type: 'combo', category: 'attack' }], '/cards/0/requires', /^is missing: a playable combo/],
    ['a combo with an empty cost', [{ id: 'c', name: 'C', type: 'combo', category: 'attack', requires: [] }], '/cards/0/requires', /1 or more Elements or Orders \(2\.4\.2\.2a\)/],
    ['an Item with a requirement', [{ id: 'i', name: 'I', type: 'action', category: 'item', worth: 1, requires: ['Fire'] }], '/cards/0/requires', /no Element to play \(2\.5\.4\.2\)/],
    ['an Item worth 3', [{ id: 'i', name: 'I', type: 'action', category: 'item', worth: 3 }], '/cards/0/worth', /^3 is not an Item worth: 1 or 2/],
    ['corners on an Attack', [{ id: 'a', name: 'A', type: 'action', category: 'attack', corners: [] }], '/cards/0/corners', /^only Buffs have corners/],
    ['a hero with a category', [{ ...hero, category: 'attack' }], '/cards/0/category', /^a hero has no category/],
    ['an unplayable card without a reason', [{ id: 'x', name: 'X', playable: false }], '/cards/0/unplayableReason', /^is missing: an unplayable card says why/],
    ['unknown fields on a playable card', [{ ...hero, unknown: ['family'] }], '/cards/0/playable', /cannot be played/],
    ['a bad id', [{ ...hero, id: 'Not An Id' }], '/cards/0/id', /lower-case letters, digits and hyphens/],
    ['a count that is not a number', [{ id: 'd', name: 'D', type: 'action', category: 'defend', effects: [{ verb: 'draw', count: 'some' }] }], '/cards/0/effects/0/count', /a whole number or "all"/],
    ['a keyword the rules do not list', [{ ...hero, keywords: ['Flying'] }], '/cards/0/keywords/0', /^"Flying" is not a Keyword of 6\.1\.2/],
  ])('%s', (_what, cards, where, message) => {
    const { set, problems } = importCardSet(withCards(cards));
    expect(set).toBeUndefined();
    expect(problems).toContainEqual({ where, message: expect.stringMatching(message) });
  });

  it.each([
    ['a repeated id', [hero, { ...hero, name: 'Other' }], '/cards/1/id', '"h" is already the id of /cards/0'],
    ['a repeated name', [hero, { ...hero, id: 'h2', name: 'made-up hero' }], '/cards/1/name', '"made-up hero" is already the name of /cards/0: cards of a name are one card (4.1.3.3d)'],
    ['a hero with one Element twice', [{ ...hero, access: [hero.access[0], hero.access[1], hero.access[0]] }], '/cards/0/access/2/element', 'Fire is listed twice: a hero has 3 different Elements (2.4.1.1c)'],
    ['an unknown field that is given', [{ id: 'x', name: 'X', type: 'combo', requires: ['Fire'], playable: false, unplayableReason: 'r', unknown: ['requires'] }], '/cards/0/unknown/0', '"requires" is marked unknown but the card gives it'],
    ['rotatesWhen without a clunky corner', [{ id: 'b', name: 'B', type: 'action', category: 'buff', corners: [{ symbol: 'round' }, { symbol: 'none' }, { symbol: 'none' }, { symbol: 'none' }], rotatesWhen: { when: 'you-attack' } }], '/cards/0/rotatesWhen', 'only a Clunky Buff says when it rotates (2.5.3.9e–f); no corner is clunky'],
    ['a playable ability that says nothing', [{ id: 'b', name: 'B', type: 'action', category: 'item', worth: 1, abilities: [{ category: 'defend' }] }], '/cards/0/abilities/0', 'says nothing: a playable card gives each ability (and trait) its effects or text'],
  ])('%s', (_what, cards, where, message) => {
    const { set, problems } = importCardSet(withCards(cards));
    expect(set).toBeUndefined();
    expect(problems).toEqual([{ where, message }]);
  });
});

describe('ls:2.4 the bundled test wave (fictional cards covering the format)', () => {
  const set = bundledCardSet('testwave');
  const cards = set.cards;

  it('loads every card playable, each name obviously invented', () => {
    expect(cards).toHaveLength(49);
    expect(cards.every((c) => c.playable && c.name.startsWith('Testwave '))).toBe(true);
    const real = new Set(realNames.map((r) => r.name.toLowerCase()));
    expect(cards.filter((c) => real.has(c.name.toLowerCase()) || real.has(c.name.slice('Testwave '.length).toLowerCase()))).toEqual([]);
  });

  it('uses every Keyword (ls:6.1.2), Family, Element, corner symbol and mark, Item worth and access level', () => {
    expect(new Set(cards.flatMap((c) => c.keywords ?? []))).toEqual(new Set(KEYWORDS));
    expect(new Set(cards.flatMap((c) => (c.family ? [c.family] : [])))).toEqual(new Set(FAMILIES));
    expect(new Set(cards.filter((c) => c.type === 'hero').flatMap((c) => c.elements))).toEqual(new Set(ELEMENTS));
    const corners = cards.flatMap((c) => c.corners ?? []);
    expect(new Set(corners.map((c) => c.symbol))).toEqual(new Set(['none', 'round', 'clunky']));
    expect(corners.some((c) => c.mark === 'x')).toBe(true);
    expect(corners.some((c) => typeof c.mark === 'number')).toBe(true);
    expect(cards.some((c) => c.category === 'buff' && (c.corners ?? []).every((k) => k.symbol === 'none'))).toBe(true);
    expect(new Set(cards.flatMap((c) => (c.worth ? [c.worth] : [])))).toEqual(new Set(ITEM_WORTHS));
    expect(new Set(cards.flatMap((c) => [...(c.access ?? []), ...(c.grants ? [c.grants] : [])].map((a) => a.level)))).toEqual(new Set(ACCESS_LEVELS));
  });

  it('has combos paid with Orders (ls:2.4.2.2l), the Fire-Fire-Earth shape (ls:2.4.2.2c), Unaligned and cross-Order cards, a 4-combo hero', () => {
    expect(cards.filter((c) => c.type === 'combo' && (c.requires ?? []).some(isOrder)).length).toBeGreaterThanOrEqual(2);
    expect(cards.some((c) => JSON.stringify(c.requires) === '["Fire","Fire","Earth"]')).toBe(true);
    expect(cards.some((c) => c.type === 'action' && c.category !== 'item' && c.unaligned)).toBe(true);
    expect(cards.some((c) => c.orders.length > 1)).toBe(true);
    expect(cards.some((c) => c.deckMods?.combos === 4)).toBe(true);
  });
});

describe('ls:2.4 the bundled examples (the rules\' own examples, illustrative)', () => {
  const set = bundledCardSet('examples');

  it('holds the cards the rules name, none playable, each with its unknown fields and rule', () => {
    expect(set.info.illustrative).toBe(true);
    expect(set.cards.map((c) => c.name)).toEqual(expect.arrayContaining(['Chilling Curse', 'Duplication', 'Swamp Creeper', 'Tempuz', 'Blinding Beetle']));
    for (const card of set.cards) {
      expect(card.playable).toBe(false);
      expect(card.unknown?.length).toBeGreaterThan(0);
      expect(card.source).toMatch(/^Rules \d+(\.\d+)+[a-z]?/);
    }
  });

  it('states only what the rules state', () => {
    const byName = (name: string) => set.byName(name) as LightseekersCard;
    expect(byName('Chilling Curse').effects).toEqual([{ verb: 'limit-actions', count: 1, text: 'only allows a hero to only take 1 action per turn' }]);
    expect(byName('Chilling Curse').type).toBeUndefined();
    expect(byName('Duplication').type).toBe('combo');
    expect(byName('Tempuz').abilities?.[0].effects).toEqual([expect.objectContaining({ verb: 'move', from: 'hand', to: 'deck', position: 'bottom', count: 1 })]);
    expect(byName('Blinding Beetle').effects).toEqual([expect.objectContaining({ verb: 'move', count: 2, cards: { category: 'attack' }, from: 'hand', to: 'deck' })]);
    expect(byName('Example Combo: Fire, Fire, Earth').requires).toEqual(['Fire', 'Fire', 'Earth']);
    expect(byName('Example Combo: Lightning, Air').requires).toEqual(['Lightning', 'Air']);
    const fourCombos = byName('Example Hero: Four Combos');
    expect(fourCombos.deckMods).toEqual({ combos: 4 });
    expect([fourCombos.health, fourCombos.access, fourCombos.trait]).toEqual([undefined, undefined, undefined]);
  });
});

describe('ls:2.4 the 77 real names (unplayable stubs)', () => {
  const set = bundledCardSet('astral-names');

  it('imports every name with only its type, category and Order, unplayable with a reason', () => {
    expect(set.cards).toHaveLength(77);
    expect(set.cards.map((c) => c.name)).toEqual(realNames.map((r) => r.name));
    const count = (type: string, category?: string) => set.cards.filter((c) => c.type === type && c.category === category).length;
    expect([count('hero'), count('combo', 'attack') + count('combo', 'defend') + count('combo', 'buff'), count('action', 'item')]).toEqual([15, 17, 3]);
    for (const card of set.cards) {
      expect(card).toMatchObject({ playable: false, unplayableReason: STUB_REASON, orders: ['Astral'] });
      for (const field of ['health', 'access', 'trait', 'requires', 'effects', 'abilities', 'corners', 'worth', 'grants', 'text', 'family']) {
        expect(card).not.toHaveProperty(field);
      }
    }
  });

  it('a later file completes a stub by name', () => {
    const { set: merged, problems } = completeCardSet(set, bundledCardSet('examples'));
    expect(problems).toEqual([]);
    expect(merged?.cards).toHaveLength(77 + 8);
    expect(merged?.byName('Blinding Beetle')?.set).toBe('examples');
    expect(merged?.byName('Blinding Beetle')?.effects).toHaveLength(1);
    expect(merged?.byName('Anti-Gravity Snail')?.set).toBe('astral-names');
  });

  it('refuses to merge when an id would name two different cards', () => {
    const clash = importCardSet(withCards([{ ...hero, id: 'cassini-2', name: 'Other Hero' }, { ...hero, id: 'eclipse' }])).set;
    const { set: merged, problems } = completeCardSet(set, clash!);
    expect(merged).toBeUndefined();
    expect(problems).toEqual([{ where: '/cards/1/id', message: '"eclipse" is already the id of "Eclipse" in set astral-names' }]);
  });
});

describe('ls:2.3.1.5 cardCatalog groups cards by Order', () => {
  it('shows each card with its type line and its Order as group', () => {
    const catalog = cardCatalog(bundledCardSet('testwave'));
    expect(catalog.byId('tw-fire-surge')).toEqual({ id: 'tw-fire-surge', name: 'Testwave Fire Surge', type: 'Combo Attack', group: 'Mountain' });
    expect(catalog.byId('tw-dusk-nomad')?.group).toBe('Cross-Order');
    expect(catalog.byId('tw-wandering-brawler')).toMatchObject({ type: 'Attack', group: 'Unaligned' });
    expect(catalog.all()).toHaveLength(49);
  });
});
