import { applyEffect } from './apply-effect';
import { automated, board, MINE, TARGET, THEIRS } from './real-card-fixtures';

describe('"If …" conditions inside attack text (CR 8.6.2.1)', () => {
  it('Cyclone Slam: 20 damage only when the striker is a Warbeast', () => {
    const [effect] = automated('SS-40');
    expect(effect.conditions).toEqual([{ kind: 'matches', who: MINE, filter: { subtype: 'Warbeast' } }]);
    const ctx = board();
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('a').subtypes = ['Warbeast'];
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(40);
  });

  it('Power Punch: "If it isn\'t" is the otherwise branch', () => {
    const [effect] = automated('MI-101');
    expect(effect.steps).toEqual([{
      verb: 'conditional',
      params: {
        conditions: [{ kind: 'compare-stats', mine: 'power', theirs: 'wisdom', relation: 'higher' }],
        then: [{ verb: 'deal-damage', params: { amount: 5, to: THEIRS } }],
        otherwise: [{ verb: 'modify-stat', params: { stat: 'power', delta: -10, to: THEIRS, duration: 'end-of-turn' } }],
      },
    }]);
    const ctx = board();
    applyEffect(ctx, effect);
    expect([ctx.creature('b').damage, ctx.creature('b').stats.power]).toEqual([20, 40]);
    ctx.creature('a').stats.power = 60;
    applyEffect(ctx, effect);
    expect([ctx.creature('b').damage, ctx.creature('b').stats.power]).toEqual([25, 40]);
  });

  it('Flurry of Fists: 5 per attack card in the discard pile, 0 instead from 7', () => {
    const [effect] = automated('PROTO-flurry-of-fists');
    const ctx = board();
    ctx.attackDiscard = ['1', '2', '3'];
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(35);
    ctx.attackDiscard = ['1', '2', '3', '4', '5', '6', '7'];
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(35);
  });

  it('Force Balls: its own damage is 0 if you control a non-OverWorld creature', () => {
    const [effect] = automated('ROTO-52');
    expect(effect.steps).toEqual([{ verb: 'set-attack-damage', params: { amount: 0, which: 'this-attack', duration: 'end-of-turn' } }]);
    const ctx = board();
    ctx.creature('a').tribe = 'OverWorld';
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('a').tribe = 'Danian';
    expect(applyEffect(ctx, effect)).toBe(true);
  });

  it('Mind Mash: "Challenge Wisdom vs Courage 5" compares two disciplines', () => {
    const [vsCourage] = automated('AU-112-mind-mash');
    expect(vsCourage.conditions).toEqual([{ kind: 'challenge', stat: 'wisdom', theirs: 'courage', x: 5 }]);
    const ctx = board();
    ctx.creature('b').stats.courage = 45;
    applyEffect(ctx, vsCourage);
    expect(ctx.creature('b').damage).toBe(35);
  });

  it('Elementalist\'s Psy-Blast and Reefquake count what "for each" names', () => {
    const ctx = board();
    ctx.creature('a').elements = ['Fire', 'Water'];
    applyEffect(ctx, automated('ZOTH-40')[0]);
    expect(ctx.creature('b').damage).toBe(30);
    ctx.creature('a').subtypes = ["Kha'rall"];
    applyEffect(ctx, automated('TOTT-49')[0]);
    expect(ctx.creature('b').damage).toBe(35);
  });

  it('Herken: "If that Creature has Water, heal 20 damage instead" heals the same target', () => {
    const [effect] = automated('AU-11');
    const ctx = board();
    ctx.creature('b').elements = ['Water'];
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(0);
    expect(effect.steps[0].verb === 'conditional' && effect.steps[0].params.then).toEqual([{ verb: 'heal', params: { amount: 20, to: TARGET } }]);
  });

  it('Mineral Mayhem: "You can choose to have Mineral Mayhem deal 0 damage. If you do, gain 100 Courage."', () => {
    const [effect] = automated('AU-114');
    const ctx = board();
    applyEffect(ctx, effect);
    expect([ctx.log[1], ctx.creature('a').stats.courage]).toEqual(['set-attack-damage this-attack any 0 end-of-turn', 150]);
  });
});

describe('damage modifiers, set stats and destruction on real cards', () => {
  it('Sink Scream: "Fire: Reduce opposing engaged Creature\'s Power to 0"', () => {
    const ctx = board();
    applyEffect(ctx, automated('MI-111')[0]);
    expect(ctx.creature('b').stats.power).toBe(0);
  });

  it('Ikub\'ra, Gnarlus and Lomma change damage as it is dealt', () => {
    expect(automated('ROTO-36')[0].steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: { select: 'self' }, against: { tribes: ['OverWorld'] }, duration: 'while-in-play' } }]);
    expect(automated('SS-27')[0].steps).toEqual([{ verb: 'set-mugic-damage', params: { amount: 0, to: { select: 'self' }, duration: 'while-in-play' } }]);
    expect(automated('ZOTH-4')[0].steps).toEqual([{ verb: 'modify-first-attack-damage-to', params: { delta: -10, to: { select: 'self' }, duration: 'while-in-play' } }]);
  });

  it('Ihun\'kalin: "Destroy target engaged Creature with 0 Speed" names the target\'s filter', () => {
    const [effect] = automated('MI-60');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Discard two Mugic Cards'] } });
    expect(effect.steps).toEqual([{ verb: 'destroy-creature', params: { to: { select: 'target', index: 0, filter: { engaged: true, stat: { stat: 'speed', min: 0, max: 0 } } } } }]);
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creatures.map((c) => c.id)).toEqual(['a', 'c']);
  });

  it('Breath of the Desert may only be played while the equipped creature is engaged (CR 8.4.4)', () => {
    const [, effect] = automated('MI-134');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Sacrifice Breath of the Desert'] }, onlyWhile: [{ kind: 'engaged', who: { select: 'equipped' } }] });
  });

  it('Kha\'rall Amber Shard: "Equipped M\'arrillian or Minion Creature has Earth"', () => {
    const [effect] = automated('ROTO-69', true);
    const ctx = board();
    ctx.equipped = 'b';
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('b').subtypes = ['Minion'];
    applyEffect(ctx, effect);
    expect(ctx.creature('b').elements).toEqual(['Earth']);
  });
});
