import { applyEffect } from './apply-effect';
import { automated, board, TARGET } from './real-card-fixtures';

const ALL = (filter: object) => ({ select: 'all', filter });
const STATIC = 'while-in-play';
const TURN = 'end-of-turn';

describe('plural subjects: "Creatures … gain", "Scouts have", "Your other Creatures", "non-Tribe"', () => {
  it('Defender\'s Song: "Creatures you control gain "Defender."" (plural "gain")', () => {
    expect(automated('ZOTH-67')[0].steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'defender' }, to: ALL({ controller: 'you' }), duration: TURN } },
    ]);
  });

  it('Mommark\'s Catapult Tower: on becoming the active Location, "Creatures you control gain "Swift 1.""', () => {
    const [effect] = automated('MI-211');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'becomes-active-location' });
    expect(effect.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'swift', x: 1 }, to: ALL({ controller: 'you' }), duration: TURN } }]);
  });

  it('Oipont\'s Lookout: "Creatures with Air have Earth" (plural "have" an element)', () => {
    expect(automated('ZOTH-96')[0].steps).toEqual([{ verb: 'gain-element', params: { element: 'Earth', to: ALL({ elements: ['Air'] }), duration: STATIC } }]);
  });

  it('Mipedian Dew Farm: "Scouts have Water" — a subtype in the plural names every creature of it', () => {
    expect(automated('SS-96')[0].steps).toEqual([{ verb: 'gain-element', params: { element: 'Water', to: ALL({ subtype: 'Scout' }), duration: STATIC } }]);
  });

  it('Slufurah: "Muges have "Sacrifice this Creature: Deal 10 damage to target Creature.""', () => {
    const [effect] = automated('ZOTH-12');
    expect(effect.steps).toHaveLength(1);
    expect(effect.steps[0]).toMatchObject({ verb: 'grant-effect', params: { to: ALL({ subtype: 'Muge' }), duration: STATIC } });
  });

  it('Chamber of Waves: "Creatures have 10 less in all Disciplines"', () => {
    expect(automated('MI-198')[0].steps).toEqual(
      ['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: -10, to: ALL({}), duration: STATIC } })),
    );
  });

  it('Deadrange Gong: "Chieftain Creatures have an additional 15 in all Disciplines and "Water 5.""', () => {
    const to = ALL({ subtype: 'Chieftain' });
    expect(automated('MI-199')[0].steps).toEqual([
      ...['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 15, to, duration: STATIC } })),
      { verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Water', x: 5 }, to, duration: STATIC } },
    ]);
  });

  it('Tarin, Rellim, Ixxik, Magmon: "other" Creatures you control leave the creature itself out', () => {
    const mineOther = (filter: object) => ALL({ controller: 'you', ...filter, other: true });
    expect(automated('AU-53')[0].steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: mineOther({ elements: ['Earth'] }), duration: STATIC } }]);
    expect(automated('TOTT-20')[0].steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: mineOther({ elements: ['Water'] }), duration: STATIC } }]);
    expect(automated('AU-31')[0].steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'recklessness', x: 5 }, to: mineOther({ elements: ['Fire'] }), duration: STATIC } },
      { verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Fire', x: 5 }, to: mineOther({ elements: ['Fire'] }), duration: STATIC } },
    ]);
    const [ixxik] = automated('AU-64');
    expect(ixxik.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: -10, to: mineOther({}), duration: STATIC } }]);
    // On the tiny board: Ixxik is "a"; another creature of yours loses 10 Energy, Ixxik does not.
    const ctx = board();
    ctx.self = 'a';
    ctx.creatures.push({ ...ctx.creature('a'), id: 'd', engaged: false, stats: { ...ctx.creature('a').stats } });
    applyEffect(ctx, ixxik);
    expect([ctx.creature('a').stats.energy, ctx.creature('d').stats.energy, ctx.creature('b').stats.energy]).toEqual([50, 40, 50]);
  });

  it('Vidav\'s Voicing and Iflar\'s Improvisation: "Target non-Tribe Creature"', () => {
    expect(automated('FUN-81')[0].steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 20, to: { select: 'target', index: 0, filter: { notTribes: ['OverWorld'] } }, duration: TURN } },
    ]);
    expect(automated('FUN-86')[0].steps).toEqual([
      {
        verb: 'grant-ability',
        params: { ability: { kind: 'invisibility', ability: { kind: 'strike', x: 30 } }, to: { select: 'target', index: 0, filter: { notTribes: ['Mipedian'] } }, duration: TURN },
      },
    ]);
  });
});

describe('heals, "another", "also gains", "an additional" and chosen Disciplines on real cards', () => {
  it('Battlesong of Renewal: "Caster heals 25 Damage"', () => {
    expect(automated('AU-169')[0].steps).toEqual([{ verb: 'heal', params: { amount: 25, to: { select: 'caster' } } }]);
  });

  it('Ettala: "has an additional 30 Power and 30 less Wisdom"', () => {
    expect(automated('PROMO-18')[0].steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'power', delta: 30, to: { select: 'self' }, duration: STATIC } },
      { verb: 'modify-stat', params: { stat: 'wisdom', delta: -30, to: { select: 'self' }, duration: STATIC } },
    ]);
  });

  it('Specific Diminishing: "Target Creature loses 20 to a Discipline of your choice"', () => {
    expect(automated('MI-172')[0].steps).toEqual([{ verb: 'choose-discipline', params: { delta: -20, to: TARGET, duration: TURN } }]);
  });

  it('Tharc: "If that Creature has Earth, it gains an additional 50 Courage"', () => {
    const [effect] = automated('AU-54-tharc');
    expect(effect.steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'courage', delta: 50, to: TARGET, duration: TURN } },
      {
        verb: 'conditional',
        params: {
          conditions: [{ kind: 'has-elements', who: TARGET, elements: ['Earth'] }],
          then: [{ verb: 'modify-stat', params: { stat: 'courage', delta: 50, to: TARGET, duration: TURN } }],
          otherwise: [],
        },
      },
    ]);
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('b').stats.courage).toBe(100);
    ctx.creature('b').elements = ['Earth'];
    applyEffect(ctx, effect);
    expect(ctx.creature('b').stats.courage).toBe(200);
  });

  it('Fanfare of the Brain: "If the target is a Minion Creature, it gains another 25 Courage and 25 Wisdom"', () => {
    const [effect] = automated('MI-163');
    const gains = [
      { verb: 'modify-stat', params: { stat: 'courage', delta: 25, to: TARGET, duration: TURN } },
      { verb: 'modify-stat', params: { stat: 'wisdom', delta: 25, to: TARGET, duration: TURN } },
    ];
    expect(effect.steps).toEqual([...gains, { verb: 'conditional', params: { conditions: [{ kind: 'matches', who: TARGET, filter: { subtype: 'Minion' } }], then: gains, otherwise: [] } }]);
  });

  it('Girgeth Tar: "If the target is a Caretaker Creature, put a Mugic counter on it"', () => {
    const [, effect] = automated('TOTT-62');
    expect(effect.steps[1]).toEqual({
      verb: 'conditional',
      params: { conditions: [{ kind: 'matches', who: TARGET, filter: { subtype: 'Caretaker' } }], then: [{ verb: 'add-mugic-counters', params: { amount: 1, to: TARGET } }], otherwise: [] },
    });
  });

  it('Ylinné, Sonata of Storms, Symphony of the Guard: "it also gains …" is one more conditional grant', () => {
    const surprise = { kind: 'invisibility', ability: { kind: 'surprise' } };
    expect(automated('AU-73-ylinne')[0].steps[1]).toEqual({
      verb: 'conditional',
      params: { conditions: [{ kind: 'has-elements', who: TARGET, elements: ['Air'] }], then: [{ verb: 'grant-ability', params: { ability: surprise, to: TARGET, duration: TURN } }], otherwise: [] },
    });
    expect(automated('AU-187')[0].steps[2]).toEqual({
      verb: 'conditional',
      params: { conditions: [{ kind: 'has-elements', who: { select: 'caster' }, elements: ['Air'] }], then: [{ verb: 'grant-ability', params: { ability: surprise, to: TARGET, duration: TURN } }], otherwise: [] },
    });
    expect(automated('TOTT-87')[0].steps[2]).toEqual({
      verb: 'conditional',
      params: {
        conditions: [{ kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', notTribes: ['Mipedian'] } } }],
        then: [{ verb: 'grant-ability', params: { ability: { kind: 'outperform', disciplines: ['speed'], x: 5 }, to: TARGET, duration: TURN } }],
        otherwise: [],
      },
    });
  });

  it('Unisong and Rhythms of Rage: "If Hive is active, it also gains …"', () => {
    const danian = { select: 'target', index: 0, filter: { tribes: ['Danian'] } };
    expect(automated('TOTT-84')[0].steps[1]).toEqual({
      verb: 'conditional',
      params: {
        conditions: [{ kind: 'hive-active' }],
        then: [{ verb: 'modify-stat', params: { stat: 'courage', delta: 10, to: danian, duration: TURN, per: [{ tribes: ['Danian'], controller: 'you' }] } }],
        otherwise: [],
      },
    });
    const mandiblor = { select: 'target', index: 0, filter: { subtype: 'Mandiblor' } };
    expect(automated('MI-188')[0].steps[2]).toEqual({
      verb: 'conditional',
      params: { conditions: [{ kind: 'hive-active' }], then: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 15, to: mandiblor, duration: TURN } }], otherwise: [] },
    });
  });

  it('Consuming Cacophony and Phoenix Belt: "deal an additional 10 damage" goes to the creature just damaged', () => {
    const [cacophony] = automated('AU-175');
    expect(cacophony.steps).toEqual([
      { verb: 'deal-damage', params: { amount: 20, to: TARGET } },
      { verb: 'conditional', params: { conditions: [{ kind: 'has-elements', who: { select: 'caster' }, elements: ['Fire'] }], then: [{ verb: 'deal-damage', params: { amount: 10, to: TARGET } }], otherwise: [] } },
    ]);
    const ctx = board();
    ctx.caster = 'a'; // "a" has Fire
    applyEffect(ctx, cacophony);
    expect([ctx.creature('a').damage, ctx.creature('b').damage]).toEqual([0, 50]);
    const [belt] = automated('AU-150');
    expect(belt.steps[1]).toEqual({
      verb: 'conditional',
      params: { conditions: [{ kind: 'has-elements', who: { select: 'equipped' }, elements: ['Fire'] }], then: [{ verb: 'deal-damage', params: { amount: 10, to: TARGET } }], otherwise: [] },
    });
  });

});
