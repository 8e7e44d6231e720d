import { applyEffect } from './apply-effect';
import { automated, board, MINE, THEIRS } from './real-card-fixtures';
import { fakeCreature, InMemoryEffectContext } from './in-memory-context';

const TURN = 'end-of-turn';
const STATIC = 'while-in-play';
const EQUIPPED = { select: 'equipped' } as const;
const DISCIPLINES = ['courage', 'power', 'wisdom', 'speed'] as const;
const damage = (amount: number, per?: object) => ({ verb: 'deal-damage', params: { amount, to: THEIRS, ...(per ? { per } : {}) } });
const zero = { verb: 'set-attack-damage', params: { amount: 0, which: 'this-attack', duration: TURN } };
/** The only automated effect of a card whose every line is read. */
const only = (id: string) => {
  const effects = automated(id);
  expect(effects).toHaveLength(1);
  return effects[0];
};

describe('glossary Recklessness: "deal damage equal to its Recklessness value" (Harnessed Rage, Reckless Defeat, Slashclaw)', () => {
  it('Harnessed Rage: your engaged creature\'s value, when it has Recklessness', () => {
    const e = only('SS-47');
    expect(e.conditions).toEqual([{ kind: 'has-ability', who: MINE, ability: 'recklessness' }]);
    expect(e.steps).toEqual([damage(1, { of: 'ability-value', ability: 'recklessness', on: MINE })]);
  });

  it('Reckless Defeat and Reckless Reproach: "that Creature\'s" is the opposing engaged creature the condition names', () => {
    for (const id of ['SS-57', 'SS-58']) {
      const e = only(id);
      expect(e.conditions).toEqual([{ kind: 'has-ability', who: THEIRS, ability: 'recklessness' }]);
      expect(e.steps).toEqual([damage(1, { of: 'ability-value', ability: 'recklessness', on: THEIRS })]);
    }
  });

  it('Slashclaw (both printings): twice the value', () => {
    for (const id of ['SS-60', 'PE1-60']) expect(only(id).steps).toEqual([damage(2, { of: 'ability-value', ability: 'recklessness', on: MINE })]);
  });

  it('on the tiny board: Recklessness 10 and 5 add up to 15, twice is 30', () => {
    const ctx = board();
    ctx.creature('a').abilities.push({ kind: 'recklessness', x: 10 }, { kind: 'recklessness', x: 5 });
    applyEffect(ctx, only('SS-60'));
    expect(ctx.creature('b').damage).toBe(20 + 30);
  });
});

describe('CR 8.6.2.2 damage counted off the board: tribes you control, shared Elemental Types', () => {
  it('Accelerated Unity: 5 for each Tribe you control beyond the first; Unified Tribecharge: 10 for each', () => {
    expect(only('ZOTH-36').steps).toEqual([damage(5, { of: 'tribes', controller: 'you', beyond: 1 })]);
    expect(only('FUN-63').steps).toEqual([damage(10, { of: 'tribes', controller: 'you' })]);
  });

  it('on the tiny board: two tribes beyond the first is one', () => {
    const ctx = new InMemoryEffectContext([
      fakeCreature('a', 'you', { engaged: true, tribe: 'Danian' }),
      fakeCreature('d', 'you', { tribe: 'Mipedian' }),
      fakeCreature('e', 'you', { tribe: 'Danian' }),
      fakeCreature('b', 'opponent', { engaged: true }),
    ]);
    applyEffect(ctx, only('ZOTH-36'));
    expect(ctx.creature('b').damage).toBe(5);
    applyEffect(ctx, only('FUN-63'));
    expect(ctx.creature('b').damage).toBe(5 + 20);
  });

  it('Symmetry Slam: 5 for each Elemental Type both engaged creatures have', () => {
    expect(only('SS-62').steps).toEqual([damage(5, { of: 'shared-elements' })]);
    const ctx = board();
    ctx.creature('a').elements = ['Fire', 'Water', 'Air'];
    ctx.creature('b').elements = ['Water', 'Air', 'Earth'];
    applyEffect(ctx, only('SS-62'));
    expect(ctx.creature('b').damage).toBe(20 + 10);
  });
});

describe('CR 8.5.4 an attack\'s own damage reduced, CR 8.8.2 capped', () => {
  it('Neuro Freeze: "damage dealt by Neuro Freeze is reduced by 10" if the opposing creature has Water', () => {
    const e = only('MI-93');
    expect(e.conditions).toEqual([{ kind: 'has-elements', who: THEIRS, elements: ['Water'] }]);
    expect(e.steps).toEqual([{ verb: 'modify-this-attack-damage', params: { delta: -10 } }]);
  });

  it('Poison Panic: reduced by 5 if another Poison Panic is in your attack discard pile', () => {
    const e = only('MI-99');
    expect(e.conditions).toEqual([{ kind: 'cards-in-pile', pile: 'attack-discard', atLeast: 1, name: 'Poison Panic' }]);
    expect(e.steps).toEqual([{ verb: 'modify-this-attack-damage', params: { delta: -5 } }]);
  });

  it('Morphwrath: 5 less for each Mugic counter on opposing Creatures', () => {
    const [, less] = automated('PROTO-47b');
    expect(less.steps).toEqual([{ verb: 'modify-this-attack-damage', params: { delta: -5, per: { of: 'mugic-counters', on: { select: 'all', filter: { controller: 'opponent' } } } } }]);
  });

  it('Rancorous Projection: 10 less for each Discipline over 50 the opposing engaged Creature has', () => {
    expect(only('ROTO-60').steps).toEqual([{ verb: 'modify-this-attack-damage', params: { delta: -10, per: { of: 'disciplines-above', on: THEIRS, x: 50 } } }]);
    const ctx = board();
    ctx.creature('b').stats = { courage: 60, power: 50, wisdom: 75, speed: 40, energy: 50 };
    applyEffect(ctx, only('ROTO-60'));
    expect(ctx.log).toContain('this-attack-damage -20');
  });

  it('Burning Rain: "If Burning Rain would deal more than 10 damage, it deals 10 damage instead"', () => {
    expect(only('MI-68').steps).toEqual([{ verb: 'cap-attack-damage', params: { max: 10, duration: TURN } }]);
  });

  it('Xerium Armor: attacks against the equipped creature deal at most 20', () => {
    const e = only('AU-162');
    expect(e.timing).toEqual({ kind: 'static' });
    expect(e.steps).toEqual([{ verb: 'cap-attack-damage', params: { max: 20, to: EQUIPPED, duration: STATIC } }]);
  });
});

describe('conditions of Attacks (glossary; CR 6.2 the active Location)', () => {
  it('Fire Stream: reduced to 0 if the opposing engaged Creature is equipped; Kha\'rall Crush: 10 more if yours is equipped with a Shard', () => {
    expect(only('ROTO-50').conditions).toEqual([{ kind: 'equipped', who: THEIRS }]);
    expect(only('ROTO-50').steps).toEqual([zero]);
    expect(only('ROTO-54').conditions).toEqual([{ kind: 'equipped', who: MINE, subtype: 'Shard' }]);
    expect(only('ROTO-54').steps).toEqual([damage(10)]);
  });

  it('Invader\'s Tactics and Petrifying Power: "If your opponent controls the active Location"', () => {
    const opp = [{ kind: 'controls-active-location', controller: 'opponent' }];
    expect(only('ROTO-53').conditions).toEqual(opp);
    expect(only('ROTO-53').steps).toEqual([damage(5)]);
    expect(only('ROTO-57').conditions).toEqual(opp);
    expect(only('ROTO-57').steps).toEqual([zero]);
  });

  it('Poison Steam: "If you have fewer Mugic Cards in your hand than your opponent"', () => {
    expect(only('ROTO-58').conditions).toEqual([{ kind: 'fewer-in-hand', hand: 'mugic' }]);
    const ctx = board();
    ctx.hands.you.mugic = 1;
    ctx.hands.opponent.mugic = 2;
    applyEffect(ctx, only('ROTO-58'));
    expect(ctx.log).toContain('set-attack-damage this-attack any 0 end-of-turn');
  });

  it('Tidal Surge and Eidolon Advance: "has a Mugic counter"', () => {
    expect(only('ROTO-66').conditions).toEqual([{ kind: 'stat-at-least', who: THEIRS, stat: 'mugic-counters', x: 1 }]);
    expect(only('AU-97').conditions).toEqual([{ kind: 'stat-at-least', who: MINE, stat: 'mugic-counters', x: 1 }]);
    expect(only('AU-97').steps).toEqual([damage(5)]);
  });

  it('Strike of the Meek: "30 or less Scanned Energy" (glossary Scanned: the printed value)', () => {
    expect(only('ZOTH-53').conditions).toEqual([{ kind: 'scanned-at-most', who: MINE, stat: 'energy', x: 30 }]);
    expect(only('ZOTH-53').steps).toEqual([damage(50)]);
  });

  it('Xenocentric Wrath: "does not share a Tribe with the opposing engaged Creature"', () => {
    expect(only('AU-133').conditions).toEqual([{ kind: 'not', condition: { kind: 'engaged-share-tribe' } }]);
    const ctx = board(); // a OverWorld, b UnderWorld
    applyEffect(ctx, only('AU-133'));
    expect(ctx.creature('b').damage).toBe(30);
  });

  it('Carniwin: an odd or an even number of Creatures in play', () => {
    const [odd, even] = automated('FUN-9-carniwin-hobby-packs');
    expect(odd.conditions).toEqual([{ kind: 'creatures-in-play', parity: 'odd' }]);
    expect(even.conditions).toEqual([{ kind: 'creatures-in-play', parity: 'even' }]);
    const ctx = board(); // three creatures
    applyEffect(ctx, odd);
    applyEffect(ctx, even);
    expect(ctx.creature('b').damage).toBe(30);
    expect(ctx.log.some((l) => l.startsWith('stat a energy'))).toBe(false);
  });

  it('Winterclaw: "If the active Location\'s Initiative is a Discipline"', () => {
    expect(only('TOTT-55').conditions).toEqual([{ kind: 'location-initiative', is: 'discipline' }]);
    const ctx = board();
    ctx.location = { controller: 'you', initiative: 'water' };
    applyEffect(ctx, only('TOTT-55'));
    expect(ctx.creature('b').damage).toBe(20);
    ctx.location = { controller: 'you', initiative: 'speed' };
    applyEffect(ctx, only('TOTT-55'));
    expect(ctx.creature('b').damage).toBe(35);
  });

  it('Reactive Resolution: "If you win both challenges" — the two Challenges printed above it', () => {
    const both = automated('SS-56')[2];
    expect(both.conditions).toEqual([{ kind: 'all', conditions: [{ kind: 'challenge', stat: 'courage', x: 15 }, { kind: 'challenge', stat: 'speed', x: 15 }] }]);
    expect(both.steps).toEqual([damage(15)]);
  });

  it('Desiccate the Land: "Earth: If an Attack Card named … is in your attack discard pile, heal 10 damage" — both conditions govern', () => {
    const e = only('ZOTH-39');
    expect(e.conditions).toEqual([
      { kind: 'has-elements', who: MINE, elements: ['Earth'] },
      { kind: 'cards-in-pile', pile: 'attack-discard', atLeast: 1, name: 'Desiccate the Land' },
    ]);
    expect(e.steps).toEqual([{ verb: 'heal', params: { amount: 10, to: MINE } }]);
  });
});

describe('stats set, healing, battlegear and Mugic counters', () => {
  it('Faster than the Wind: "Lose Courage, Power, and Wisdom so those Disciplines equal 0"', () => {
    expect(only('FAS-10000').steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'speed', delta: 100, to: MINE, duration: TURN } },
      ...['courage', 'power', 'wisdom'].map((stat) => ({ verb: 'set-stat', params: { stat, value: 0, to: MINE, duration: TURN } })),
    ]);
  });

  it('Orb of Unda: "heal 10 damage from it" after "If equipped Creature has Water"', () => {
    expect(only('AU-148').steps).toEqual([
      { verb: 'add-mugic-counters', params: { amount: 1, to: EQUIPPED } },
      { verb: 'conditional', params: { conditions: [{ kind: 'has-elements', who: EQUIPPED, elements: ['Water'] }], then: [{ verb: 'heal', params: { amount: 10, to: EQUIPPED } }], otherwise: [] } },
    ]);
  });

  it('Ozlai\'s Wreck: "Destroy target Battlegear equipped to an engaged Creature"', () => {
    expect(only('TOTT-68').steps).toEqual([{ verb: 'destroy-battlegear', params: { of: { select: 'target', index: 0, filter: { engaged: true } } } }]);
  });

  it('Terrantula Tackle and Flame Fright: engaged Creatures below 50 in either of two Disciplines', () => {
    const below = (a: string, b: string) => ({ select: 'all', filter: { engaged: true, anyOf: [{ stat: { stat: a, max: 49 } }, { stat: { stat: b, max: 49 } }] } });
    expect(only('AU-126').steps).toEqual([{ verb: 'destroy-battlegear', params: { of: below('power', 'speed') } }]);
    expect(only('AU-103-flame-fright').steps).toEqual([{ verb: 'remove-mugic-counters', params: { amount: 1, from: below('wisdom', 'courage') } }]);
  });

  it('Interthink: "Stat Check Wisdom 75: You can put a Mugic counter on any Creature" (chosen, not targeted)', () => {
    const e = only('FUN-54');
    expect(e.conditions).toEqual([{ kind: 'stat-check', stat: 'wisdom', x: 75 }]);
    expect(e.steps).toEqual([{ verb: 'optional', params: { steps: [{ verb: 'add-mugic-counters', params: { amount: 1, to: { select: 'all', filter: {} }, chosen: true } }], ifDone: [] } }]);
  });

  it('Deadwater Devastation: "Remove all Mugic counters from a Creature of your choice"', () => {
    expect(only('AU-92').steps).toEqual([{ verb: 'remove-mugic-counters', params: { amount: 0, from: { select: 'all', filter: {} }, chosen: true, all: true } }]);
    const ctx = board();
    ctx.answers.push('b');
    applyEffect(ctx, { ...only('AU-92'), conditions: [] });
    expect(ctx.creature('b').mugicCounters).toBe(0);
    expect(ctx.creature('a').mugicCounters).toBe(1);
  });

  it('Solar Flare: "Remove X Mugic counters …, where X is the number of Mugic counters on your engaged Creature"', () => {
    expect(only('ROTO-62').steps).toEqual([{ verb: 'remove-mugic-counters', params: { amount: 1, from: THEIRS, per: { of: 'mugic-counters', on: MINE } } }]);
    const ctx = board(); // a has 1, b has 2
    applyEffect(ctx, only('ROTO-62'));
    expect(ctx.creature('b').mugicCounters).toBe(1);
  });
});

describe('Battlegear innate text', () => {
  it('Challor and Weightless Energy Vessel: "cannot be targeted by abilities / by Mugic" (CR 8.4.1.3)', () => {
    for (const id of ['SS-66', 'PE1-66-challor']) expect(automated(id)[0].steps).toEqual([{ verb: 'prohibit', params: { action: 'be-targeted-by-abilities', who: EQUIPPED, duration: STATIC } }]);
    expect(automated('TOTT-74')[0].steps).toEqual([{ verb: 'prohibit', params: { action: 'be-targeted-by-mugic', who: EQUIPPED, duration: STATIC } }]);
  });

  it('Ankh of Kehn-Sep: 5 more attack damage to Creatures with no Elemental Types', () => {
    expect(only('AU-135').steps).toEqual([
      { verb: 'modify-attack-damage-by', params: { delta: 5, by: EQUIPPED, against: { withoutElements: ['Fire', 'Air', 'Earth', 'Water'] }, duration: STATIC } },
    ]);
  });

  it('Citadel Fragments: 5 Energy and 5 in each Discipline for each Elemental Type it has', () => {
    const perCount = { of: 'elements', on: EQUIPPED };
    expect(only('AU-138').steps).toEqual(['energy', ...DISCIPLINES].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 5, to: EQUIPPED, duration: STATIC, perCount } })));
  });

  it('Ulmanator: the creature engaged with it, only while it is engaged', () => {
    const perCount = { of: 'elements', on: THEIRS };
    expect(only('AU-159').steps).toEqual([{
      verb: 'conditional',
      params: { conditions: [{ kind: 'engaged', who: EQUIPPED }], then: DISCIPLINES.map((stat) => ({ verb: 'modify-stat', params: { stat, delta: -10, to: THEIRS, duration: STATIC, perCount } })), otherwise: [] },
    }]);
  });

  it('Dractyl Scales: two subjects in one sentence, then "If Dractyl Scales was equipped to H\'earring"', () => {
    const target = { select: 'target', index: 0, filter: {} };
    expect(only('ROTO-68').steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: EQUIPPED, duration: TURN } },
      ...DISCIPLINES.map((stat) => ({ verb: 'modify-stat', params: { stat, delta: -10, to: target, duration: TURN } })),
      { verb: 'conditional', params: { conditions: [{ kind: 'matches', who: EQUIPPED, filter: { name: "H'earring" } }], then: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: EQUIPPED, duration: TURN } }], otherwise: [] } },
    ]);
  });

  it('Aerodrone: "you can look at the top four cards of your Attack Deck and put them back on top in any order"', () => {
    const e = only('MI-126');
    expect(e.timing).toEqual({ kind: 'triggered', event: 'equipped-deals-element-damage', element: 'Air' });
    expect(e.steps).toEqual([{ verb: 'optional', params: { steps: [{ verb: 'look-at-deck', params: { owner: 'you', decks: ['attack'], count: 4, arrangement: 'any-order' } }], ifDone: [] } }]);
  });

  it('Kha\'rall Shard of the Tidal Crest: 40 Energy to an equipped Kha\'rall if 8 or more Mugic counters are among your creatures', () => {
    const e = automated('ROTO-73')[1];
    expect(e.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
    expect(e.conditions).toEqual([{ kind: 'count-at-least', count: { of: 'mugic-counters', on: { select: 'all', filter: { controller: 'you' } } }, x: 8 }]);
    expect(e.steps).toEqual([{
      verb: 'conditional',
      params: { conditions: [{ kind: 'matches', who: EQUIPPED, filter: { subtype: "Kha'rall" } }], then: [{ verb: 'modify-stat', params: { stat: 'energy', delta: 40, to: EQUIPPED, duration: TURN } }], otherwise: [] },
    }]);
  });

  it('Shard of Solitude: while an equipped Kha\'rall is engaged, unengaged Creatures cannot play Mugic or activated abilities', () => {
    const e = automated('FUN-76')[1];
    expect(e.conditions).toEqual([{ kind: 'all', conditions: [{ kind: 'matches', who: EQUIPPED, filter: { subtype: "Kha'rall" } }, { kind: 'engaged', who: EQUIPPED }] }]);
    const unengaged = { select: 'all', filter: { engaged: false } };
    expect(e.steps).toEqual(['play-mugic', 'play-activated-abilities'].map((action) => ({ verb: 'prohibit', params: { action, who: unengaged, duration: STATIC } })));
  });

  it('Reefshard: "While any player controls a Chieftain Creature"; Scepter of the Infernal Parasite: "If engaged with an Infected Creature"', () => {
    expect(only('MI-152').conditions).toEqual([{ kind: 'exists', filter: { subtype: 'Chieftain' } }]);
    expect(only('TOTT-71').conditions).toEqual([{ kind: 'all', conditions: [{ kind: 'engaged', who: EQUIPPED }, { kind: 'matches', who: THEIRS, filter: { infected: true } }] }]);
  });
});
