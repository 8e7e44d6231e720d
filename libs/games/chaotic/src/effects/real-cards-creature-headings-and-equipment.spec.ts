import { applyEffect } from './apply-effect';
import { automated, board } from './real-card-fixtures';

const ALL = (filter: object) => ({ select: 'all', filter });
const SELF = { select: 'self' } as const;
const STATIC = 'while-in-play';
const TURN = 'end-of-turn';
const ELEMENTS = ['Fire', 'Air', 'Earth', 'Water'];
/** The card's text effects, keywords left out. */
const text = (id: string) => automated(id).filter((e) => e.text !== '');

describe('CR 6.1 a heading line and the lines under it: "On an opponent\'s turn, Tangath Toborn has:"', () => {
  it('Tangath Toborn (both printings): each line is the sentence it completes, with the turn as a condition; the heading adds nothing', () => {
    for (const id of ['FUN-7', 'PROMO-70']) {
      const [heading, fire, disarm, proof] = text(id);
      const turn = { kind: 'turn', whose: 'opponent' };
      expect(heading).toMatchObject({ timing: { kind: 'static' }, conditions: [turn], steps: [], text: "On an opponent's turn, Tangath Toborn has:" });
      expect(fire.conditions).toEqual([turn, { kind: 'exists', filter: { tribes: ['UnderWorld'], controller: 'you' } }]);
      expect(fire.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Fire', x: 5 }, to: SELF, duration: STATIC } }]);
      expect(fire.text).toBe('"Fire 5" while you control an UnderWorld Creature');
      expect(disarm.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'disarm' }, to: SELF, duration: STATIC } }]);
      expect(proof.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'elementproof', elements: ELEMENTS, x: 5 }, to: SELF, duration: STATIC } }]);
    }
  });

  it('Grantkae: "On your turn, other Creatures you control have an additional:" 25 in all Disciplines / "Intimidate: Energy 10" / "Waterproof 25"', () => {
    const [heading, disciplines, intimidate, waterproof] = text('FUN-27');
    const turn = { kind: 'turn', whose: 'yours' };
    const others = ALL({ controller: 'you', other: true });
    expect(heading.conditions).toEqual([turn]);
    expect(disciplines.conditions).toEqual([turn, { kind: 'exists', filter: { tribes: ['OverWorld'], controller: 'you' } }]);
    expect(disciplines.steps).toEqual(['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 25, to: others, duration: STATIC } })));
    expect(intimidate.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'intimidate', stats: ['energy'], x: 10 }, to: others, duration: STATIC } }]);
    expect(waterproof.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'elementproof', elements: ['Water'], x: 25 }, to: others, duration: STATIC } }]);
  });

  it('the turn condition on the tiny board: holds on your turn only', () => {
    const ctx = board();
    const effect = { kind: 'automated' as const, timing: { kind: 'static' as const }, conditions: [{ kind: 'turn' as const, whose: 'opponent' as const }], steps: [{ verb: 'gain-element' as const, params: { element: 'Water' as const, to: SELF, duration: STATIC as 'while-in-play' } }], text: '' };
    ctx.self = 'a';
    applyEffect(ctx, effect);
    expect(ctx.log).toEqual([]);
    ctx.yourTurn = false;
    applyEffect(ctx, effect);
    expect(ctx.log).toEqual(['gain-element a Water while-in-play']);
  });
});

describe('equipment and copies: Kamangareth, Klik\'ssi, Kolmo, Ulmar', () => {
  it('Kamangareth: "While you control a Danian Creature, unequipped Creatures you control have "Outperform Power 5.""', () => {
    const [effect] = text('FUN-12');
    expect(effect.conditions).toEqual([{ kind: 'exists', filter: { tribes: ['Danian'], controller: 'you' } }]);
    expect(effect.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'outperform', disciplines: ['power'], x: 5 }, to: ALL({ controller: 'you', equipped: false }), duration: STATIC } }]);
  });

  it('Klik\'ssi: "If Klik\'ssi is equipped with a Shard Battlegear, it has "Water 5.""', () => {
    const [effect] = text('AU-78');
    expect(effect.conditions).toEqual([{ kind: 'equipped', who: SELF, subtype: 'Shard' }]);
    expect(effect.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Water', x: 5 }, to: SELF, duration: STATIC } }]);
  });

  it('Kolmo (both printings): one "Invisibility: Strike 10" for each Elemental Type the opposing engaged Creature has', () => {
    for (const id of ['AU-67', 'PROMO-67']) {
      const granted = text(id).find((e) => e.steps.some((s) => s.verb === 'grant-ability' && s.params.per))!;
      expect(granted.steps).toEqual([
        { verb: 'grant-ability', params: { ability: { kind: 'invisibility', ability: { kind: 'strike', x: 10 } }, to: SELF, duration: STATIC, per: { of: 'elements', on: { select: 'opposing-engaged' } } } },
      ]);
    }
  });

  it('Ulmar: "Minion Creatures cannot play activated abilities if their controller also controls a Chieftain Creature"; "Ulmar cannot be targeted by Mugic"', () => {
    const [minions, mugic] = text('LR-4');
    expect(minions.steps).toEqual([{ verb: 'prohibit', params: { action: 'play-activated-abilities', who: ALL({ subtype: 'Minion', controllerControls: { subtype: 'Chieftain' } }), duration: STATIC } }]);
    expect(mugic.steps).toEqual([{ verb: 'prohibit', params: { action: 'be-targeted-by-mugic', who: SELF, duration: STATIC } }]);
  });
});

describe('decks, initiative, scanned values and discard piles', () => {
  it('Blazier: "Look at the top card of your Location Deck. You can put that card on the bottom of that deck"', () => {
    expect(text('AU-7')[0].steps).toEqual([
      { verb: 'look-at-deck', params: { owner: 'you', decks: ['location'], count: 1, arrangement: 'unchanged' } },
      { verb: 'optional', params: { steps: [{ verb: 'deck-top-to-bottom', params: { owner: 'you', decks: ['location'] } }], ifDone: [] } },
    ]);
  });

  it('Silchaw: "if the Initiative of the active Location is an Elemental Type, your engaged Creature gains that Elemental Type"', () => {
    const [effect] = text('AU-21');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
    expect(effect.steps).toEqual([{ verb: 'gain-initiative-element', params: { to: { select: 'your-engaged' }, duration: TURN } }]);
  });

  it('gain-initiative-element on the tiny board: an element initiative is gained, a Discipline one is not', () => {
    const ctx = board();
    const effect = { kind: 'automated' as const, timing: { kind: 'on-resolve' as const }, conditions: [], steps: text('AU-21')[0].steps, text: '' };
    ctx.location = { controller: 'you', initiative: 'courage' };
    applyEffect(ctx, effect);
    expect(ctx.log).toEqual([]);
    ctx.location = { controller: 'you', initiative: 'water' };
    applyEffect(ctx, effect);
    expect(ctx.log).toEqual(['gain-element a Water end-of-turn']);
  });

  it('Hune Canin: "Target Creature gains or loses all Disciplines so they become their scanned values"', () => {
    const target = { select: 'target', index: 0, filter: {} };
    expect(text('AU-12')[0].steps).toEqual([{ verb: 'match-scanned', params: { disciplines: ['courage', 'power', 'wisdom', 'speed'], to: target, of: target, duration: TURN } }]);
  });

  it('Mhein: "an additional 5 Energy for each Creature Card in all general discard piles"', () => {
    expect(text('AU-39-mhein')[0].steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: SELF, duration: STATIC, perCount: { of: 'creature-cards-in-discard', players: 'each' } } },
    ]);
  });

  it('Gorram: "While your general discard pile has:" then one line per tribe of creature card', () => {
    const [heading, water, fire, air] = text('FUN-19');
    expect(heading).toMatchObject({ conditions: [], steps: [], text: 'While your general discard pile has:' });
    const holds = (tribe: string) => [{ kind: 'count-at-least', count: { of: 'creature-cards-in-discard', players: 'you', tribes: [tribe] }, x: 1 }];
    expect(water.conditions).toEqual(holds('OverWorld'));
    expect(water.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Water', x: 5 }, to: ALL({ controller: 'you' }), duration: STATIC } }]);
    expect(fire.conditions).toEqual(holds('UnderWorld'));
    expect(air.conditions).toEqual(holds('Mipedian'));
  });
});

describe('Battlegear moved or sacrificed, Energy kept from Mugic, reminder lines', () => {
  it('Slufurah: "sacrifice a Battlegear equipped to your engaged Creature. If you do, that Creature gains Fire and "Fire 5.""', () => {
    const mine = { select: 'your-engaged' };
    expect(text('AU-39-slufurah')[0].steps).toEqual([
      {
        verb: 'if-done',
        params: {
          steps: [{ verb: 'destroy-battlegear', params: { of: mine, sacrifice: true } }],
          ifDone: [
            { verb: 'gain-element', params: { element: 'Fire', to: mine, duration: TURN } },
            { verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Fire', x: 5 }, to: mine, duration: TURN } },
          ],
        },
      },
    ]);
  });

  it('Vlar: "if Vlar is unequipped, all Battlegear equipped to the opposing engaged Creature becomes equipped to Vlar"; its reminder line adds nothing', () => {
    const [effect, reminder] = text('AU-24');
    expect(effect.conditions).toEqual([{ kind: 'not', condition: { kind: 'equipped', who: SELF } }]);
    expect(effect.steps).toEqual([{ verb: 'move-battlegear', params: { from: { select: 'opposing-engaged' }, to: SELF } }]);
    expect(reminder).toMatchObject({ timing: { kind: 'static' }, conditions: [], steps: [] });
  });

  it('Cromaxx: "Cromaxx\'s Energy cannot be reduced by Mugic"', () => {
    expect(text('AU-1')[1].steps).toEqual([{ verb: 'prohibit', params: { action: 'lose-energy-to-mugic', who: SELF, duration: STATIC } }]);
  });

  it('Rath\'tab: "Target Creature with 0 in any Discipline loses an Elemental Type of your choice"', () => {
    const anyOf = ['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ stat: { stat, max: 0 } }));
    expect(text('AU-81')[0].steps).toEqual([{ verb: 'choose-element', params: { gain: false, to: { select: 'target', index: 0, filter: { anyOf } }, duration: TURN } }]);
  });
});

describe('CR 4.1.7 sides of the Battleboard, CR 8.8.2 non-attack damage dealt to another creature instead', () => {
  it('Kaal: "… for each Creature you control on your opponent\'s side"; Korg: "… for each Creature your opponent controls on your side"', () => {
    const target = { select: 'target', index: 0, filter: {} };
    expect(text('AU-25')[0].steps).toEqual([{ verb: 'deal-damage', params: { amount: 5, to: target, per: { of: 'creatures', filter: { controller: 'you', onSide: 'opponent' } } } }]);
    expect(text('AU-15')[0].steps).toEqual([{ verb: 'heal', params: { amount: 10, to: target, per: { of: 'creatures', filter: { controller: 'opponent', onSide: 'you' } } } }]);
  });

  it('Porthyn: "All non-attack damage that would be dealt to target adjacent Creature is dealt to Porthyn instead"', () => {
    expect(text('AU-20')[0].steps).toEqual([{ verb: 'redirect-damage', params: { from: { select: 'target', index: 0, filter: { adjacent: true } }, to: SELF, duration: TURN } }]);
  });

  it('Gaffat-ra: "Non-attack damage dealt to adjacent Royal Creatures is dealt to Gaffat-ra instead"', () => {
    expect(text('PROMO-77')[0].steps).toEqual([{ verb: 'redirect-damage', params: { from: ALL({ subtype: 'Royal', adjacent: true }), to: SELF, duration: STATIC } }]);
  });
});

describe('CR 8.4.2 and first attacks: Najarin, Takinom', () => {
  it('Najarin: "pays 1 less Mugic counter to play Mugic Cards to a minimum of 1"', () => {
    expect(text('AU-18')[0].steps).toEqual([{ verb: 'modify-caster-mugic-cost', params: { delta: -1, who: SELF, minimum: 1, duration: STATIC } }]);
  });

  it('Takinom: "The next attack played by Takinom this turn counts as its first attack this combat"', () => {
    const [effect] = text('PROMO-75');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 1, other: [] } });
    expect(effect.steps).toEqual([{ verb: 'next-attack-first', params: { by: SELF, duration: TURN } }]);
  });
});

describe('Brainwashed Minions and Swift counted by tribes: Wilt\'dred, Jorre', () => {
  it('Wilt\'dred: "Discard a Mugic Card: Target Minion Creature is treated as if its controller did not also control a Chieftain"', () => {
    const [effect] = text('FUN-38');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Discard a Mugic Card'] } });
    expect(effect.steps).toEqual([{ verb: 'unbrainwash', params: { to: { select: 'target', index: 0, filter: { subtype: 'Minion' } }, duration: TURN } }]);
  });

  it('Jorre: "Target Creature gains "Range" and "Swift X," where X is the number of Tribes you control"', () => {
    const target = { select: 'target', index: 0, filter: {} };
    expect(text('FUN-28')[0].steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'range' }, to: target, duration: TURN } },
      { verb: 'grant-ability', params: { ability: { kind: 'swift', x: 1 }, to: target, duration: TURN, per: { of: 'tribes', controller: 'you' } } },
    ]);
  });
});

describe('swapping spaces: Ast\'imal', () => {
  it('"Target unengaged Creature swaps spaces on the Battleboard with another unengaged Creature of the same controller\'s choice"', () => {
    const a = { select: 'target', index: 0, filter: { engaged: false } };
    expect(text('AU-75')[0].steps).toEqual([
      { verb: 'for-controllers', params: { of: a, steps: [{ verb: 'swap', params: { what: 'spaces', a, b: ALL({ engaged: false, controller: 'you' }), chosen: true } }] } },
    ]);
  });
});

describe('"Sacrifice a Battlegear" as a cost; a subtype alone names a Creature', () => {
  it('Khybon\'s Engineered Automaton: "Sacrifice a Battlegear: Target Taskmaster gains 40 to all Disciplines. Use this ability only once per turn"', () => {
    const [effect] = text('LR-3');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Sacrifice a Battlegear'] }, oncePerTurn: true });
    const target = { select: 'target', index: 0, filter: { subtype: 'Taskmaster' } };
    expect(effect.steps).toEqual(['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 40, to: target, duration: TURN } })));
  });
});

describe('CR 8.8.2 a target attack\'s damage replaced: Lomma', () => {
  it('"{{MC}}{{MC}}: Target Elemental Attack deals 0 damage to Lomma"', () => {
    expect(text('AU-16').find((e) => e.timing.kind === 'activated')!.steps).toEqual([
      { verb: 'set-attack-damage', params: { amount: 0, which: 'target-attack', duration: TURN, elemental: true, to: SELF } },
    ]);
  });
});

describe('glossary Recklessness: Habekh', () => {
  it('"reduced by 10 for each Elemental Type that Warbeast Creature has": counted on each Warbeast', () => {
    expect(text('AU-61')[0].steps).toEqual([
      { verb: 'modify-recklessness-damage', params: { delta: -10, to: ALL({ controller: 'you', subtype: 'Warbeast' }), duration: STATIC, perOwnElement: true } },
    ]);
  });
});

describe('the active Location\'s initiative: Krekk', () => {
  it('"if the active Location\'s Initiative is a Discipline, engaged Creatures with less than 60 in that Discipline lose 10 Energy"', () => {
    const [effect] = text('AU-30');
    expect(effect.conditions).toEqual([{ kind: 'location-initiative', is: 'discipline' }]);
    expect(effect.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: -10, to: ALL({ engaged: true, initiativeStat: { max: 59 } }), duration: TURN } }]);
  });
});

describe('CR 8.8.2 attacks of a Build Point cost: Illiar', () => {
  it('"Attacks with a Build Points of 2 played against Illiar deal 0 damage"', () => {
    expect(text('AU-13')[0].steps).toEqual([{ verb: 'set-attack-damage', params: { amount: 0, which: 'attacks-against', by: SELF, duration: STATIC, buildPoints: 2 } }]);
  });
});

describe('Scanned values and added types: Uksum', () => {
  it('"gains Energy equal to the lowest Scanned Energy among other Creatures you control"; "an additional 40 Energy and Creature Type "Kha\'rall""', () => {
    const [combat, innate] = text('FUN-16');
    expect(combat.steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 1, to: SELF, duration: TURN, perCount: { of: 'lowest-scanned', stat: 'energy', filter: { controller: 'you', other: true } } } },
    ]);
    expect(innate.steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 40, to: SELF, duration: STATIC } },
      { verb: 'gain-subtype', params: { subtype: "Kha'rall", to: SELF, duration: STATIC } },
    ]);
  });
});

describe('costs and checks: Nivenna, Arrthoa', () => {
  it('Nivenna: "While you control only Nivenna and Aivenna, this ability costs 1 less Mugic counter to play"', () => {
    const [, cheaper] = text('FUN-14');
    expect(cheaper.conditions).toEqual([{ kind: 'controls-only', names: ['Nivenna', 'Aivenna'] }]);
    expect(cheaper.steps).toEqual([{ verb: 'modify-ability-cost', params: { delta: -1, who: SELF, duration: STATIC } }]);
  });

  it('Arrthoa: "Your other Creatures with Water succeed on all Discipline checks on attacks they play"', () => {
    expect(text('AU-6')[0].steps).toEqual([{ verb: 'succeed-checks', params: { who: ALL({ controller: 'you', elements: ['Water'], other: true }), duration: STATIC } }]);
  });

  it('a creature that succeeds on all checks passes a Stat Check, a Stat Fail and a Challenge it would fail (tiny board)', () => {
    const ctx = board();
    const effect = (condition: object) => ({ kind: 'automated' as const, timing: { kind: 'on-resolve' as const }, conditions: [condition as never], steps: [{ verb: 'heal' as const, params: { amount: 5, to: { select: 'your-engaged' as const } } }], text: '' });
    const checks = [{ kind: 'stat-check', stat: 'courage', x: 500 }, { kind: 'stat-fail', stat: 'courage', x: 0 }, { kind: 'challenge', stat: 'courage', x: 500 }];
    for (const c of checks) applyEffect(ctx, effect(c));
    expect(ctx.log).toEqual([]);
    ctx.alwaysSucceed = ['a'];
    for (const c of checks) applyEffect(ctx, effect(c));
    expect(ctx.log).toEqual(['heal a 5', 'heal a 5', 'heal a 5']);
  });
});

describe('CR 8.4.4.1 "Expend any Elemental Type": Tassanil', () => {
  it('"Expend any Elemental Type: Target Danian Creature gains the expended Elemental Type. Use this ability only once per turn"', () => {
    const [effect] = text('FAS-24');
    expect(effect.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Expend any Elemental Type'] }, oncePerTurn: true });
    expect(effect.steps).toEqual([{ verb: 'gain-expended-element', params: { to: { select: 'target', index: 0, filter: { tribes: ['Danian'] } }, duration: TURN } }]);
  });
});

describe('Battlegear from the discard pile and a Battlegear of your choice: Bodal', () => {
  it('"Return target Battlegear Card in your general discard pile to play equipped to another unequipped Creature you control"; "Destroy a Battlegear you control. If you do, destroy target Battlegear"', () => {
    const [back, destroy] = text('FAS-11');
    expect(back.steps).toEqual([{ verb: 'return-battlegear-to-play', params: { other: true } }]);
    expect(destroy.steps).toEqual([
      {
        verb: 'if-done',
        params: {
          steps: [{ verb: 'destroy-battlegear', params: { of: ALL({ controller: 'you' }), chosen: true } }],
          ifDone: [{ verb: 'destroy-battlegear', params: { of: { select: 'target', index: 0, filter: {} } } }],
        },
      },
    ]);
  });
});

describe('swapping Battlegear: Nis\'dabba', () => {
  it('"Discard a Mugic Card: Swap two Shard Battlegear equipped to two Kha\'rall Creatures you control" — both creatures chosen', () => {
    const kharall = ALL({ controller: 'you', subtype: "Kha'rall", gearSubtype: 'Shard' });
    expect(text('LR-10')[0].steps).toEqual([{ verb: 'swap', params: { what: 'battlegear', a: kharall, b: kharall, chosen: true, chosenA: true } }]);
  });
});
