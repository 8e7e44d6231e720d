import { applyEffect } from './apply-effect';
import { cardEffects } from './parse-effects';
import { automated, board, card, MINE, TARGET, THEIRS } from './real-card-fixtures';

describe('deal-damage on Ash Torrent (glossary: Challenge)', () => {
  it('reads "Challenge Power 15: Deal 10 Damage." and deals 10 only when the challenge is won', () => {
    const [effect] = automated('DOP-88');
    expect(effect).toMatchObject({ timing: { kind: 'on-resolve' }, conditions: [{ kind: 'challenge', stat: 'power', x: 15 }], steps: [{ verb: 'deal-damage', params: { amount: 10, to: THEIRS } }] });
    const ctx = board();
    expect(applyEffect(ctx, effect)).toBe(false); // 50 power vs 50: not 15 more
    ctx.creature('a').stats.power = 65;
    expect(applyEffect(ctx, effect)).toBe(true);
    expect(ctx.creature('b').damage).toBe(30);
  });
});

describe('heal on Donmar (CR 8.4.4 activated ability)', () => {
  it('reads "{{MC}}: Heal 10 damage to target Creature." with its cost and heals 10', () => {
    const [effect] = automated('DOP-7');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 1, other: [] } });
    expect(effect.steps).toEqual([{ verb: 'heal', params: { amount: 10, to: TARGET } }]);
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(10);
  });
});

describe('modify-stat (CR 8.9.1 mugic lasts the turn, CR 8.9.2 innate while in play)', () => {
  it('Song of Focus: target gains 10 in each discipline until end of turn', () => {
    const [effect] = automated('DOP-180');
    expect(effect.steps.map((s) => s.verb === 'modify-stat' && [s.params.stat, s.params.delta, s.params.duration])).toEqual([
      ['courage', 10, 'end-of-turn'], ['power', 10, 'end-of-turn'], ['wisdom', 10, 'end-of-turn'], ['speed', 10, 'end-of-turn'],
    ]);
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('b').stats).toEqual({ courage: 60, power: 60, wisdom: 60, speed: 60, energy: 50 });
  });

  it('Lightning Burst: "Air: Opposing engaged Creature loses 25 Power." needs Air on the striker', () => {
    const [effect] = automated('DOP-107');
    expect(effect.conditions).toEqual([{ kind: 'has-elements', who: MINE, elements: ['Air'] }]);
    const ctx = board();
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('a').elements.push('Air');
    applyEffect(ctx, effect);
    expect(ctx.creature('b').stats.power).toBe(25);
  });

  it('Riverland Star: "Equipped Creature has an additional 15 Courage" is innate', () => {
    const [effect] = automated('DOP-153', true).filter((e) => e.timing.kind === 'static' && e.conditions.length === 0);
    expect(effect.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'courage', delta: 15, to: { select: 'equipped' }, duration: 'while-in-play' } }]);
  });
});

describe('elements: Pyroblaster and Incinerase', () => {
  it('Pyroblaster gains Fire until the end of combat for a sacrifice', () => {
    const [effect] = automated('DOP-151');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Sacrifice Pyroblaster'] } });
    expect(effect.steps).toEqual([{ verb: 'gain-element', params: { element: 'Fire', to: { select: 'equipped' }, duration: 'end-of-combat' } }]);
    const ctx = board();
    ctx.equipped = 'b';
    applyEffect(ctx, effect);
    expect(ctx.creature('b').elements).toEqual(['Fire']);
  });

  it('Incinerase: "Fire: Your engaged Creature loses Fire."', () => {
    const [effect] = automated('DOP-103');
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('a').elements).toEqual([]);
  });
});

describe('abilities granted and removed', () => {
  it('Song of Surprisal grants Range and Swift 1 as keyword abilities', () => {
    const [effect] = automated('DOP-195');
    expect(effect.steps.map((s) => s.verb === 'grant-ability' && s.params.ability)).toEqual([{ kind: 'range' }, { kind: 'swift', x: 1 }]);
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('b').abilities).toEqual([{ kind: 'range' }, { kind: 'swift', x: 1 }]);
  });

  it('Song of Truesight (CR 9.4): target loses Invisibility', () => {
    const [effect] = automated('DOP-174');
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('b').removed).toEqual(['invisibility']);
  });
});

describe('Hive and Infection (glossary Hive, CR 9.1)', () => {
  it('Chorus of the Hive activates Hive', () => {
    const ctx = board();
    applyEffect(ctx, automated('DOP-191')[0]);
    expect(ctx.hive).toBe(true);
  });

  it('Dubin: "{{MC}}: Infect target Uninfected Creature." (CR 9.1.2.2)', () => {
    const [effect] = automated('ZOTH-20', true).filter((e) => e.timing.kind === 'activated');
    expect(effect.steps).toEqual([{ verb: 'infect', params: { to: { select: 'target', index: 0, filter: { infected: false } } } }]);
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('b').infected).toBe(true);
  });

  it('OverWorld Embassy at Mount Pillar uninfects all creatures when it becomes active (CR 9.1.3.1)', () => {
    const [effect] = automated('ZOTH-97');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'becomes-active-location' });
    const ctx = board();
    ctx.creatures.forEach((c) => (c.infected = true));
    applyEffect(ctx, effect);
    expect(ctx.creatures.map((c) => c.infected)).toEqual([false, false, false]);
  });
});

describe('battlegear: flip and destroy (CR 4.2.3, 7.2.2)', () => {
  it('Windstrider begins the game face-up', () => {
    const [, reveal] = automated('DOP-164');
    expect(reveal.timing).toEqual({ kind: 'triggered', event: 'game-start' });
    const ctx = board();
    ctx.equipped = 'a';
    applyEffect(ctx, reveal);
    expect(ctx.creature('a').gear).toEqual({ face: 'up' });
  });

  it('Windslash turns every opposing face-down battlegear face-up', () => {
    const ctx = board();
    applyEffect(ctx, automated('DOP-135')[0]);
    expect(ctx.creatures.map((c) => c.gear?.face)).toEqual(['down', 'up', 'up']);
  });

  it('Coil Crush: Stat Check Power 75 destroys a chosen opposing battlegear', () => {
    const [effect] = automated('DOP-89');
    expect(effect.conditions).toEqual([{ kind: 'stat-check', stat: 'power', x: 75 }]);
    const ctx = board();
    ctx.creature('a').stats.power = 75;
    applyEffect(ctx, effect);
    expect(ctx.creature('b').gear).toBeNull();
  });
});

describe('Mugic counters', () => {
  it('Gigantempopolis puts a counter on engaged OverWorld creatures at the beginning of combat', () => {
    const [effect] = automated('DOP-214');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
    const ctx = board();
    ctx.creature('c').engaged = true;
    applyEffect(ctx, effect);
    expect(ctx.creatures.map((c) => c.mugicCounters)).toEqual([2, 2, 1]);
  });

  it('Vyll removes a Mugic counter from target creature', () => {
    const ctx = board();
    applyEffect(ctx, automated('SS-14')[0]);
    expect(ctx.creature('b').mugicCounters).toBe(1);
  });
});

describe('board, burst and decks', () => {
  it('Phelphor relocates target opposing unengaged creature to an adjacent space', () => {
    const effect = automated('ROTO-42', true).find((e) => e.steps[0]?.verb === 'relocate');
    expect(effect?.steps).toEqual([{ verb: 'relocate', params: { to: { select: 'target', index: 0, filter: { engaged: false, controller: 'opponent' } }, destination: 'adjacent-unoccupied' } }]);
  });

  it('Mugic Reprise, Refrain of Denial, Interlude of Consequence, Song of Stasis, Iron Balls', () => {
    const ctx = board();
    for (const id of ['DOP-177', 'DOP-179', 'DOP-169', 'DOP-182', 'DOP-105']) applyEffect(ctx, automated(id)[0]);
    expect(ctx.log).toEqual([
      'return-mugic you', 'negate mugic ', 'shuffle target-player attack|location', 'prohibit move b end-of-turn', 'prohibit play-tribal-mugic all end-of-turn',
    ]);
  });

  it('Squeeze Play looks at two and puts one on top, the other on the bottom', () => {
    const [effect] = automated('DOP-124');
    expect(effect.steps).toEqual([{ verb: 'look-at-deck', params: { owner: 'you', decks: ['attack'], count: 2, arrangement: 'one-top-rest-bottom' } }]);
    const ctx = board();
    ctx.decks.attack = ['p', 'q', 'r'];
    applyEffect(ctx, effect);
    expect(ctx.decks.attack).toEqual(['p', 'r', 'q']);
  });

  it('Blaze Barrage: "Fire, Air: Draw an Attack Card and discard an Attack Card."', () => {
    const [effect] = automated('SS-38');
    expect(effect.conditions).toEqual([{ kind: 'has-elements', who: MINE, elements: ['Fire', 'Air'] }]);
    const ctx = board();
    ctx.creature('a').elements.push('Air');
    applyEffect(ctx, effect);
    expect(ctx.log).toEqual(['draw-attack 1', 'discard-attack 1']);
  });
});

describe('CR 8.5.4 damage modification: Lava Pond', () => {
  it('Fire attacks deal 5 more, Air attacks 5 less, and creatures named Magmon have "Fire 5." while it is active', () => {
    const effects = automated('DOP-221');
    expect(effects.map((e) => e.timing.kind)).toEqual(['static', 'static', 'static']);
    const ctx = board();
    ctx.creature('b').name = 'Magmon';
    for (const e of effects) applyEffect(ctx, e);
    expect(ctx.log).toEqual(['attack-damage 5 Fire any while-in-play', 'attack-damage -5 Air any while-in-play', 'grant b element while-in-play']);
    expect(ctx.creature('b').abilities).toEqual([{ kind: 'element', element: 'Fire', x: 5 }]);
  });
});

describe('Cascade Symphony and Doors of the Deepmines', () => {
  it('reduces Fire or Air attack damage to the target by 5 for the turn', () => {
    const [effect] = automated('DOP-175');
    expect(effect.steps).toEqual([{ verb: 'modify-attack-damage', params: { delta: -5, elements: ['Fire', 'Air'], to: TARGET, duration: 'end-of-turn' } }]);
  });

  it('gives every creature with Water 10 Energy at the beginning of combat', () => {
    const [effect] = automated('DOP-208');
    const ctx = board();
    ctx.creature('c').elements.push('Water');
    applyEffect(ctx, effect);
    expect(ctx.creatures.map((c) => c.stats.energy)).toEqual([50, 50, 60]);
  });
});
