import { applyEffect } from './apply-effect';
import { automated, board, MINE } from './real-card-fixtures';

describe('conditions beyond the attack checks', () => {
  it('Blind Fury deals 5 only when the striker has Recklessness', () => {
    const [effect] = automated('SS-39');
    expect(effect.conditions).toEqual([{ kind: 'has-ability', who: MINE, ability: 'recklessness' }]);
    const ctx = board();
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('a').abilities.push({ kind: 'recklessness', x: 5 });
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(25);
  });

  it('Evergreen Tunic: "Stat Check Courage 50:" reads the equipped creature (glossary Stat Check)', () => {
    const [effect] = automated('TOTT-60');
    expect(effect.conditions).toEqual([{ kind: 'stat-at-least', who: { select: 'equipped' }, stat: 'courage', x: 50 }]);
    const ctx = board();
    ctx.equipped = 'c';
    ctx.creature('c').stats.courage = 45;
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('c').stats.courage = 50;
    applyEffect(ctx, effect);
    expect(ctx.creature('c').stats.energy).toBe(55);
  });

  it('Citadel Lodestone: "it" in an engagement trigger is the equipped creature', () => {
    const [effect] = automated('AU-139');
    expect(effect).toMatchObject({ timing: { kind: 'triggered', event: 'equipped-becomes-engaged' }, steps: [{ verb: 'gain-element', params: { element: 'Earth', to: { select: 'equipped' }, duration: 'end-of-turn' } }] });
  });

  it('The OverWorld Library reduces Courage attack damage (CR 3.5.8.2 discipline type)', () => {
    const [, reduce] = automated('MI-214');
    expect(reduce.steps).toEqual([{ verb: 'modify-attack-damage', params: { delta: -5, elements: [], disciplines: ['courage'], duration: 'while-in-play' } }]);
  });

  it("H'earring looks at three location cards and puts them back in any order", () => {
    expect(automated('DOP-36')[0].steps).toEqual([{ verb: 'look-at-deck', params: { owner: 'target-player', decks: ['location'], count: 3, arrangement: 'any-order' } }]);
  });
});

describe('counting and Hive (glossary "Hive (effect)")', () => {
  it('Ekuud: "Hive: … an additional 5 Energy for each Mandiblor you control and each Infected Creature in play"', () => {
    const [effect] = automated('DOP-57');
    expect(effect.conditions).toEqual([{ kind: 'hive-active' }]);
    expect(effect.steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: { select: 'self' }, duration: 'while-in-play', per: [{ subtype: 'Mandiblor', controller: 'you' }, { infected: true }] } },
    ]);
    const ctx = board();
    ctx.self = 'a';
    ctx.creature('a').subtypes = ['Mandiblor'];
    ctx.creature('c').infected = true;
    expect(applyEffect(ctx, effect)).toBe(false); // Hive off
    ctx.hive = true;
    applyEffect(ctx, effect);
    expect(ctx.creature('a').stats.energy).toBe(60); // one Mandiblor + one Infected creature
  });

  it('Song of Mandiblor: 5 in each discipline for each Danian creature in play', () => {
    const [effect] = automated('DOP-193');
    const ctx = board();
    ctx.creature('a').tribe = 'Danian';
    ctx.creature('c').tribe = 'Danian';
    applyEffect(ctx, effect);
    expect(ctx.creature('b').stats).toEqual({ courage: 60, power: 60, wisdom: 60, speed: 60, energy: 50 });
  });
});

describe('CR 8.4.2 Mugic costs and CR 3.4.4.1 affiliation', () => {
  it('Glacier Plains: UnderWorld Mugic costs one more counter while it is active', () => {
    expect(automated('DOP-215')[0].steps).toEqual([{ verb: 'modify-mugic-cost', params: { delta: 1, tribes: ['UnderWorld'], duration: 'while-in-play' } }]);
  });

  it('Heptadd can play Mugic of any tribe', () => {
    const ctx = board();
    ctx.self = 'a';
    for (const e of automated('DOP-11-heptadd')) applyEffect(ctx, e);
    expect(ctx.log).toEqual(['allow-mugic a any while-in-play']);
  });

  it('Castle Bodhran and Eye of the Maelstrom: each player returns (may) or discards a Mugic card', () => {
    const ctx = board();
    applyEffect(ctx, automated('DOP-203')[0]);
    applyEffect(ctx, automated('DOP-211')[0]);
    expect(ctx.log).toEqual(['return-mugic each optional', 'discard-mugic each 1']);
  });
});

describe('engaged creatures compared at the beginning of combat', () => {
  it('Castle Pillar: the engaged creature with higher Wisdom gets a Mugic counter', () => {
    const [effect] = automated('DOP-204');
    const ctx = board();
    ctx.creature('b').stats.wisdom = 70;
    applyEffect(ctx, effect);
    expect(ctx.creatures.map((c) => c.mugicCounters)).toEqual([1, 3, 0]);
  });

  it('Fear Valley: the engaged creature with lower Courage loses 10 Energy; a tie changes nothing', () => {
    const [effect] = automated('DOP-212');
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creatures.map((c) => c.stats.energy)).toEqual([50, 50, 50]);
    ctx.creature('a').stats.courage = 30;
    applyEffect(ctx, effect);
    expect(ctx.creatures.map((c) => c.stats.energy)).toEqual([40, 50, 50]);
  });
});

describe('first attack each combat', () => {
  it('Mipedim Oasis: Mipedian creatures deal 10 more with their first attack', () => {
    const ctx = board();
    ctx.creature('c').tribe = 'Mipedian';
    applyEffect(ctx, automated('DOP-222')[0]);
    expect(ctx.log).toEqual(['first-attack c 10 while-in-play']);
  });

  it('Marquis Darini: only creatures you control with Invisibility', () => {
    const [effect] = automated('DOP-76');
    expect(effect.steps).toEqual([
      { verb: 'modify-first-attack-damage', params: { delta: 5, by: { select: 'all', filter: { controller: 'you', ability: 'invisibility' } }, duration: 'while-in-play' } },
    ]);
  });
});
