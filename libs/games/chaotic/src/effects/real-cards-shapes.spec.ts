import { applyEffect } from './apply-effect';
import { cardEffects } from './parse-effects';
import { automated, board, card, MINE, TARGET, THEIRS } from './real-card-fixtures';

const OPPONENTS = { select: 'all', filter: { controller: 'opponent' } } as const;

describe('joined and trailing clauses on real cards', () => {
  it('Carnivore\'s Keening: "gains 30 Energy and "Recklessness 10."" is one target, two steps', () => {
    expect(automated('MI-158')[0].steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 30, to: TARGET, duration: 'end-of-turn' } },
      { verb: 'grant-ability', params: { ability: { kind: 'recklessness', x: 10 }, to: TARGET, duration: 'end-of-turn' } },
    ]);
  });

  it('Deserter\'s Finale: "Deal an additional 10 damage to it if it has Water"', () => {
    const [effect] = automated('MI-181');
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(25);
    ctx.creature('b').elements = ['Water'];
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(40);
  });

  it('Fluid Fugue: "If the caster of this Mugic has Water, also put a Mugic counter on the target Creature"', () => {
    const [effect] = automated('AU-170');
    const ctx = board();
    ctx.caster = 'a';
    applyEffect(ctx, effect);
    expect([ctx.creature('b').damage, ctx.creature('b').mugicCounters]).toEqual([0, 2]);
    ctx.creature('a').elements = ['Water'];
    applyEffect(ctx, effect);
    expect(ctx.creature('b').mugicCounters).toBe(3);
  });

  it('Harmonious Highsong: 30 Energy instead of the heal if you control only OverWorld creatures', () => {
    const [effect] = automated('TOTT-77');
    const ctx = board();
    ctx.creature('a').tribe = 'OverWorld';
    applyEffect(ctx, effect);
    expect([ctx.creature('b').damage, ctx.creature('b').stats.energy]).toEqual([20, 80]);
  });

  it('Hive-phoon: "If your engaged Creature is a Danian Creature, it gains Earth" — it is the striker', () => {
    const [effect] = automated('ZOTH-44');
    expect(effect.steps).toEqual([{ verb: 'gain-element', params: { element: 'Earth', to: MINE, duration: 'end-of-turn' } }]);
  });

  it('Mindful Finish: "Stat Fail Courage, Power, Wisdom and Speed 20" is one check per discipline', () => {
    expect(automated('MI-90')[0].conditions).toEqual(['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ kind: 'stat-fail', stat, x: 20 })));
  });
});

describe('players, zones and prohibitions on real cards', () => {
  it('Vidav\'s Refectorium: each player draws two Attack Cards, then discards two', () => {
    const ctx = board();
    applyEffect(ctx, automated('MI-222')[0]);
    expect(ctx.log).toEqual(['draw-attack 2 each', 'discard-attack 2 each']);
  });

  it('AZAIA Mindscrying Chamber: creatures lose all Elemental Types', () => {
    const ctx = board();
    ctx.creature('a').elements = ['Fire', 'Water'];
    applyEffect(ctx, automated('AU-189')[0]);
    expect(ctx.creature('a').elements).toEqual([]);
  });

  it('Whirling Wail and Plasmarrow prohibit (mugic; healing)', () => {
    expect(automated('MI-124')[0].steps).toEqual([{ verb: 'prohibit', params: { action: 'play-mugic', who: OPPONENTS, duration: 'end-of-turn' } }]);
    expect(automated('MI-98')[0].steps).toEqual([{ verb: 'prohibit', params: { action: 'be-healed', who: THEIRS, duration: 'end-of-turn' } }]);
  });

  it('Gear Grind flips every face-up Battlegear face-down; Arbeid sets a target attack to 5', () => {
    expect(automated('ZOTH-42')[0].steps).toEqual([{ verb: 'flip-battlegear', params: { of: { select: 'all', filter: {} }, face: 'down' } }]);
    expect(automated('SS-1')[0].steps).toEqual([{ verb: 'set-attack-damage', params: { amount: 5, which: 'target-attack', duration: 'end-of-turn' } }]);
  });

  it('Shock Song destroys the target\'s Battlegear only if you control only UnderWorld creatures', () => {
    const [effect] = automated('TOTT-81');
    const ctx = board();
    ctx.creature('a').tribe = 'UnderWorld';
    applyEffect(ctx, effect);
    expect([ctx.creature('b').damage, ctx.creature('b').gear]).toEqual([30, null]);
  });
});

describe('damage, healing and granted abilities of creatures and battlegear', () => {
  it('Kinnianne: Mipedian creatures you control are healed 5 more', () => {
    const ctx = board();
    ctx.creature('a').tribe = 'Mipedian';
    applyEffect(ctx, automated('SS-7')[0]);
    expect(ctx.log).toEqual(['healing a 5 while-in-play']);
  });

  it('Savell: Recklessness damage to Warbeasts you control is reduced by 10 per Mugic counter on Savell', () => {
    const [effect] = automated('MI-53', true);
    expect(effect.steps).toEqual([{
      verb: 'modify-recklessness-damage',
      params: { delta: -10, to: { select: 'all', filter: { controller: 'you', subtype: 'Warbeast' } }, duration: 'while-in-play', per: { of: 'mugic-counters', on: { select: 'self' } } },
    }]);
    const ctx = board();
    ctx.self = 'a';
    ctx.creature('a').subtypes = ['Warbeast'];
    applyEffect(ctx, effect);
    expect(ctx.log).toEqual(['recklessness-damage a -10 while-in-play']);
  });

  it('Levitaar: "When equipped Creature is dealt attack damage, deal 5 damage to the opposing engaged Creature"', () => {
    const [, effect] = automated('TOTT-65');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'equipped-dealt-attack-damage' });
    const ctx = board();
    applyEffect(ctx, effect);
    expect(ctx.creature('b').damage).toBe(25);
  });

  it('Aquatic Familiar: a granted "Expend Water: Gain 50 Wisdom." acts on the creature that has it', () => {
    const [effect] = automated('AU-136');
    const granted = effect.steps[0].verb === 'grant-effect' ? effect.steps[0].params.effect : undefined;
    expect(granted?.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Expend Water'] } });
    expect(granted?.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'wisdom', delta: 50, to: { select: 'self' }, duration: 'end-of-turn' } }]);
  });

  it('a capitalised word is a subtype only if creatures print it: "Other Creatures you control" is not an "Other" subtype', () => {
    expect(automated('AU-64')[0].steps[0]).toMatchObject({ params: { to: { select: 'all', filter: { controller: 'you', other: true } } } });
    expect(JSON.stringify(cardEffects(card('AU-64')))).not.toContain('"subtype"');
    expect(automated('SS-26')[0].steps[0]).toMatchObject({ params: { to: { select: 'all', filter: { controller: 'you', subtype: 'Warbeast' } } } });
  });
});

describe('"If you do" without a choice, and "If engaged with …"', () => {
  it('Mugician Steal: the counter moves only if one was removed', () => {
    const [effect] = automated('ZOTH-49');
    expect(effect.steps[1]).toEqual({
      verb: 'if-done',
      params: { steps: [{ verb: 'remove-mugic-counters', params: { amount: 1, from: THEIRS } }], ifDone: [{ verb: 'add-mugic-counters', params: { amount: 1, to: MINE } }] },
    });
    const ctx = board();
    ctx.creature('a').elements = ['Water'];
    ctx.creature('b').mugicCounters = 1;
    applyEffect(ctx, effect);
    expect([ctx.creature('a').mugicCounters, ctx.creature('b').mugicCounters]).toEqual([2, 0]);
    applyEffect(ctx, { ...effect, conditions: [] });
    expect([ctx.creature('a').mugicCounters, ctx.creature('b').mugicCounters]).toEqual([2, 0]);
  });

  it('Kolmo: "If engaged with a Danian Noble Creature" needs Kolmo engaged and the foe a Danian Noble', () => {
    const [effect] = automated('ZOTH-33').filter((e) => e.conditions.length > 0);
    const ctx = board();
    ctx.self = 'a';
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('b').tribe = 'Danian';
    ctx.creature('b').subtypes = ['Noble'];
    applyEffect(ctx, effect);
    expect(ctx.creature('a').abilities).toEqual([{ kind: 'invisibility', ability: { kind: 'strike', x: 20 } }]);
  });
});

describe('"While you control …", "engaged with …" and joined stat changes', () => {
  it('Loderool: "While you control an UnderWorld Creature, Loderool has "Fire 5.""', () => {
    const [effect] = automated('FUN-5');
    expect(effect.conditions).toEqual([{ kind: 'exists', filter: { tribes: ['UnderWorld'], controller: 'you' } }]);
    const ctx = board();
    ctx.self = 'a';
    expect(applyEffect(ctx, effect)).toBe(false);
    ctx.creature('a').tribe = 'UnderWorld';
    applyEffect(ctx, effect);
    expect(ctx.creature('a').abilities).toEqual([{ kind: 'element', element: 'Fire', x: 5 }]);
  });

  it('Eximiar: engaged with an UnderWorld creature, it has "Fire 5" and "Recklessness 5."', () => {
    const [effect] = automated('TOTT-9');
    const ctx = board();
    ctx.self = 'a';
    ctx.creature('b').tribe = 'UnderWorld';
    applyEffect(ctx, effect);
    expect(ctx.creature('a').abilities).toEqual([{ kind: 'element', element: 'Fire', x: 5 }, { kind: 'recklessness', x: 5 }]);
  });

  it('Lendai: Uninfected it has "Water 5."; Infected it has "Untargetable."', () => {
    const [uninfected, infected] = automated('MI-35');
    expect([uninfected.conditions, infected.conditions]).toEqual([
      [{ kind: 'matches', who: { select: 'self' }, filter: { infected: false } }],
      [{ kind: 'matches', who: { select: 'self' }, filter: { infected: true } }],
    ]);
  });

  it('Ecstatic Fanfare and Odd Opus: a list of gains is one target', () => {
    const ctx = board();
    applyEffect(ctx, automated('MI-176')[0]);
    expect(ctx.creature('b').stats).toEqual({ courage: 65, power: 55, wisdom: 70, speed: 60, energy: 50 });
    applyEffect(ctx, automated('MI-179')[0]);
    expect(ctx.creature('b').stats).toEqual({ courage: 80, power: 70, wisdom: 85, speed: 75, energy: 65 });
  });

  it('Aer\'dak: loses Range; 20 damage to a target with Swift; destroy all opposing creatures with Range', () => {
    const [loses, swift, destroy] = automated('ROTO-30');
    expect(loses.steps).toEqual([{ verb: 'remove-ability', params: { ability: 'range', to: TARGET, duration: 'end-of-turn' } }]);
    expect(swift.steps).toEqual([{ verb: 'deal-damage', params: { amount: 20, to: { select: 'target', index: 0, filter: { ability: 'swift' } } } }]);
    expect(destroy.steps).toEqual([{ verb: 'destroy-creature', params: { to: { select: 'all', filter: { controller: 'opponent', ability: 'range' } } } }]);
    // "10{{MC}}:" is a cost of ten Mugic counters (CR 8.4.4).
    expect(destroy.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 10, other: [] } });
  });
});
