import { joinModalLines } from '../keywords/modal-lines';
import { parseAbilities } from '../keywords/parse-abilities';
import { automated } from './real-card-fixtures';

/** Mugic that act on the burst and on zones, printed text to effects. */
const TURN = 'end-of-turn';
const T0 = (filter: object = {}) => ({ select: 'target', index: 0, filter });
const steps = (id: string, index = 0) => automated(id)[index].steps;

describe('CR 8.2 negating burst items', () => {
  it('Cadence Clash: "Negate target Mugic and return that card to its controller\'s hand"', () => {
    expect(steps('MI-157')).toEqual([{ verb: 'negate', params: { what: 'mugic', tribes: [], toHand: true } }]);
  });

  it('Dissonance of Will: "Negate target activated Creature ability"', () => {
    expect(steps('MI-175')).toEqual([{ verb: 'negate', params: { what: 'creature-ability', tribes: [] } }]);
  });

  it('Adaptive Progression: "Negate target Elemental Attack" (CR 8.6.1.4)', () => {
    expect(steps('FUN-84')).toEqual([{ verb: 'negate', params: { what: 'elemental-attack', tribes: [] } }]);
  });

  it('Silent Requiem: "Negate target Mugic or ability that targets a Creature with Invisibility"', () => {
    expect(steps('AU-186')).toEqual([
      { verb: 'negate', params: { what: 'mugic-or-ability', tribes: [], targeting: { select: 'all', filter: { ability: 'invisibility' } } } },
    ]);
  });
});

describe('"Choose one:" — the keyword layer keeps the modes with it', () => {
  it('Song of the Dyad (both printings): heal 10 or deal 10 to the one target', () => {
    for (const id of ['SS-80', 'AU-80-song-of-the-dyad']) {
      const [effect, ...rest] = automated(id);
      expect(rest).toEqual([]);
      expect(effect.steps).toEqual([
        { verb: 'choose-one', params: { modes: [[{ verb: 'heal', params: { amount: 10, to: T0() } }], [{ verb: 'deal-damage', params: { amount: 10, to: T0() } }]] } },
      ]);
    }
  });

  it('a mode printed over two lines is one mode (Hymn of Teleportation)', () => {
    expect(joinModalLines(['Choose one:', 'If the Active Location is a Mirage, put it into play on any space on the Battleboard and', 'reveal a new active Location.', 'Move target Mirage Location in play.'])).toEqual([
      'Choose one: If the Active Location is a Mirage, put it into play on any space on the Battleboard and reveal a new active Location • Move target Mirage Location in play',
    ]);
    expect(parseAbilities('Choose one: \nHeal 10 damage to target Creature.\nDeal 10 damage to target Creature.').abilities).toEqual([
      { kind: 'text', text: 'Choose one: Heal 10 damage to target Creature • Deal 10 damage to target Creature' },
    ]);
  });
});

describe('swaps: spaces, Battlegear, the Attack Deck and its discard pile', () => {
  it('Switch Riff: two target unengaged Mipedian Creatures you control', () => {
    const mine = { engaged: false, controller: 'you', tribes: ['Mipedian'] };
    expect(steps('ZOTH-86')).toEqual([{ verb: 'swap', params: { what: 'spaces', a: T0(mine), b: { select: 'target', index: 1, filter: mine } } }]);
  });

  it('Armament Adagio: "Swap all Battlegear equipped to two target Creatures controlled by the same player"', () => {
    expect(steps('SS-86')).toEqual([{ verb: 'swap', params: { what: 'battlegear', a: T0(), b: { select: 'target', index: 1, filter: {} } } }]);
  });

  it('Cascading Rondo: swap, then shuffle the Attack Deck', () => {
    expect(steps('ZOTH-71')).toEqual([{ verb: 'swap-attack-deck-and-discard', params: {} }, { verb: 'shuffle-deck', params: { owner: 'you', decks: ['attack'] } }]);
  });
});

describe('CR 8.4.2.6 X costs', () => {
  it('Elemental Denial (both printings): "loses X Elemental Types of your choice"', () => {
    for (const id of ['ZOTH-73', 'AU-73-elemental-denial']) {
      expect(steps(id)).toEqual([{ verb: 'choose-element', params: { gain: false, to: T0(), duration: TURN, times: 'x' } }]);
    }
  });

  it('Chromatic Postlude: 5 damage for each Mugic counter spent to play it', () => {
    expect(steps('MI-180')).toEqual([{ verb: 'deal-damage', params: { amount: 5, to: T0(), per: { of: 'counters-spent' } } }]);
  });
});

describe('CR 8.8.2 redirection: Fighters\' Fanfare (both printings)', () => {
  it('"… it deals damage to target engaged Creature of your choice instead"', () => {
    for (const id of ['SS-87', 'PE1-87-fighters-fanfare']) {
      expect(steps(id)).toEqual([{ verb: 'redirect-next-attack', params: { to: T0({ engaged: true }), duration: TURN } }]);
    }
  });
});

describe('CR 8.8.2 / 8.5.4 the attack or Mugic on the burst', () => {
  it('Symphony of Shielding: "Target attack or Mugic deals 0 damage"', () => {
    expect(steps('AU-173')).toEqual([{ verb: 'set-attack-damage', params: { amount: 0, which: 'target-attack-or-mugic', duration: TURN } }]);
  });

  it('Elemental Counterpoint: "Target attack deals 10 less damage for each Elemental Type that attack has"', () => {
    expect(steps('AU-180')).toEqual([{ verb: 'change-target-attack', params: { delta: -10, perElement: true, duration: TURN } }]);
  });

  it('Aegis Airia: "Negate target attack. The next attack played this turn deals 0 damage"', () => {
    expect(steps('AU-184')).toEqual([
      { verb: 'negate', params: { what: 'attack', tribes: [] } },
      { verb: 'set-attack-damage', params: { amount: 0, which: 'next-attack', duration: TURN } },
    ]);
  });
});

describe('Mondo Rondo: "Target attack counts as the first attack played this combat"', () => {
  it('reads as the attack on the burst counting as a first attack', () => {
    expect(steps('FAS-10001')).toEqual([{ verb: 'change-target-attack', params: { first: true, duration: TURN } }]);
  });
});

describe('CR 9.3 Mirage Locations', () => {
  const MOVE = { verb: 'mirage', params: { action: 'move' } };
  it('Illusion Glissando: "Relocate target Mirage Location to any space on the Battleboard"', () => {
    expect(steps('FUN-87')).toEqual([MOVE]);
  });

  it('Hymn of Teleportation: put the active Mirage onto the Battleboard and reveal a new one, or move the Mirage in play', () => {
    const place = { verb: 'conditional', params: { conditions: [{ kind: 'active-mirage' }], then: [{ verb: 'mirage', params: { action: 'place-active' } }, { verb: 'reveal-location', params: {} }], otherwise: [] } };
    expect(steps('SS-88')).toEqual([{ verb: 'choose-one', params: { modes: [[place], [MOVE]] } }]);
  });

  it('Strain of Clarity: shuffle the Mirage in play, or the active Mirage (its owner reveals anew), into its owner\'s Location Deck', () => {
    const active = { verb: 'conditional', params: { conditions: [{ kind: 'active-mirage' }], then: [{ verb: 'mirage', params: { action: 'shuffle-active' } }], otherwise: [] } };
    expect(steps('SS-76')).toEqual([{ verb: 'choose-one', params: { modes: [[{ verb: 'mirage', params: { action: 'shuffle' } }], [active]] } }]);
  });

  it('Strain of Expensive Delusions: the Battlegear of creatures on the Mirage\'s space, then the Mirage shuffled away', () => {
    expect(steps('SS-89')).toEqual([
      { verb: 'destroy-battlegear', params: { of: { select: 'all', filter: { inMirageSpace: true } } } },
      { verb: 'mirage', params: { action: 'shuffle' } },
    ]);
  });
});

describe('CR 4.1.6 removing cards from the game', () => {
  it('Ancestral Anthem: "Remove a Creature Card in your general discard pile from the game. If you do, activate Hive"', () => {
    expect(steps('AU-179')).toEqual([
      { verb: 'if-done', params: { steps: [{ verb: 'remove-from-game', params: { players: 'you', count: 1, cardType: 'Creature' } }], ifDone: [{ verb: 'set-hive', params: { on: true } }] } },
    ]);
  });

  it('Forgotten Origins: "Target player removes all cards in their general discard pile from the game"', () => {
    expect(steps('ZOTH-89')).toEqual([{ verb: 'remove-from-game', params: { players: 'target-player', count: 'all' } }]);
  });
});

describe('glossary Sacrifice: Strain of Ash', () => {
  it('"Sacrifice a Battlegear equipped to an unengaged UnderWorld Creature you control. If you do, destroy target Battlegear"', () => {
    const mine = { select: 'all', filter: { engaged: false, controller: 'you', tribes: ['UnderWorld'] } };
    expect(steps('SS-83')).toEqual([
      { verb: 'if-done', params: { steps: [{ verb: 'destroy-battlegear', params: { of: mine, sacrifice: true, chosen: true } }], ifDone: [{ verb: 'destroy-battlegear', params: { of: T0() } }] } },
    ]);
  });
});

describe('"this way": the card removed or the creature sacrificed by the step before', () => {
  const energy = { of: 'scanned-this-way', stat: 'energy' };
  it('Psionic Serenade: damage equal to the removed Minion Creature Card\'s Scanned Energy', () => {
    expect(steps('MI-170')).toEqual([
      {
        verb: 'if-done',
        params: {
          steps: [{ verb: 'remove-from-game', params: { players: 'you', count: 1, cardType: 'Creature', subtype: 'Minion' } }],
          ifDone: [{ verb: 'deal-damage', params: { amount: 1, to: T0({ engaged: true }), per: energy } }],
        },
      },
    ]);
  });

  it('Strain of the Tide: any number of OverWorld Creature Cards, then 10 healed for each', () => {
    expect(steps('SS-81')).toEqual([
      { verb: 'remove-from-game', params: { players: 'you', count: 'any', cardType: 'Creature', tribes: ['OverWorld'] } },
      { verb: 'heal', params: { amount: 10, to: T0(), per: { of: 'removed-this-way' } } },
    ]);
  });

  it('Nourishing Nocturne: Energy equal to the sacrificed Minion\'s Scanned Energy', () => {
    expect(steps('MI-167')).toEqual([
      {
        verb: 'if-done',
        params: {
          steps: [{ verb: 'sacrifice-creature', params: { from: { select: 'all', filter: { controller: 'you', subtype: 'Minion' } } } }],
          ifDone: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 1, to: T0({ engaged: true }), duration: TURN, perCount: energy } }],
        },
      },
    ]);
  });
});
