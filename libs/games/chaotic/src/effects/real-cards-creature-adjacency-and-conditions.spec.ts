import { ALL, automated, DISCIPLINES, MC, printed, SELF, STATIC, target, THEIRS, TURN } from './real-card-fixtures';

describe('CR 2.1.2 "target adjacent Creature": adjacency to the creature with the ability (Dibanni, Wistanne, Attacat, Tasqa)', () => {
  it('Dibanni: "{{MC}}: Put a Mugic counter on target adjacent Creature"', () => {
    expect(printed('ZOTH-32', '{{MC}}: Put a Mugic counter on target adjacent Creature').steps).toEqual([
      { verb: 'add-mugic-counters', params: { amount: 1, to: target({ adjacent: true }) } },
    ]);
  });

  it('Wistanne and Attacat heal adjacent creatures; Attacat\'s of a tribe', () => {
    expect(printed('MI-56', '{{MC}}: Heal 15 damage to target adjacent Creature').steps).toEqual([{ verb: 'heal', params: { amount: 15, to: target({ adjacent: true }) } }]);
    expect(printed('ROTO-3', '{{MC}}: Heal 10 damage to target adjacent OverWorld Creature').steps).toEqual([
      { verb: 'heal', params: { amount: 10, to: target({ tribes: ['OverWorld'], adjacent: true }) } },
    ]);
  });

  it('Tasqa: "{{MC}}: Deal 15 damage to target adjacent equipped Creature" — equipped is a filter field too', () => {
    expect(printed('ROTO-14', '{{MC}}: Deal 15 damage to target adjacent equipped Creature').steps).toEqual([
      { verb: 'deal-damage', params: { amount: 15, to: target({ adjacent: true, equipped: true }) } },
    ]);
  });
});

describe('innate clauses joined on creatures (CR 8.7.1.2)', () => {
  it('Daj Huun: "Hive: Daj Huun cannot move and has an additional 10 Energy"', () => {
    const effect = printed('ZOTH-18', 'Hive: Daj Huun cannot move and has an additional 10 Energy');
    expect(effect.conditions).toEqual([{ kind: 'hive-active' }]);
    expect(effect.steps).toEqual([
      { verb: 'prohibit', params: { action: 'move', who: SELF, duration: STATIC } },
      { verb: 'modify-stat', params: { stat: 'energy', delta: 10, to: SELF, duration: STATIC } },
    ]);
  });

  it('Hiadrom: "… and Creatures engaged with it have 15 less Energy" only while Hiadrom is engaged', () => {
    const effect = printed('TOTT-23', 'Hive: Hiadrom has an additional 15 Energy and Creatures engaged with it have 15 less Energy');
    expect(effect.steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 15, to: SELF, duration: STATIC } },
      {
        verb: 'conditional',
        params: { conditions: [{ kind: 'engaged', who: SELF }], then: [{ verb: 'modify-stat', params: { stat: 'energy', delta: -15, to: THEIRS, duration: STATIC } }], otherwise: [] },
      },
    ]);
  });

  it('Nimmei: "an additional 5 Energy and 5 in all Disciplines for each Mandiblor you control and each Infected Creature in play"', () => {
    const per = [{ subtype: 'Mandiblor', controller: 'you' }, { infected: true }];
    expect(automated('MI-38')[0].steps).toEqual(['energy', ...DISCIPLINES].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 5, to: SELF, duration: STATIC, per } })));
  });

  it('Agrino Jaldar: "for each Minion Creature you control"; "deals an additional 5 damage to Infected Creatures" (CR 8.6.2.2)', () => {
    const [, , perMinion, infected] = automated('ROTO-15');
    expect(perMinion.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: SELF, duration: STATIC, per: [{ subtype: 'Minion', controller: 'you' }] } }]);
    expect(infected.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: SELF, against: { infected: true }, duration: STATIC } }]);
  });

  it('Ultadur: "Ultadur cannot have Mugic counters put on it"', () => {
    expect(printed('ZOTH-15', 'Ultadur cannot have Mugic counters put on it').steps).toEqual([
      { verb: 'prohibit', params: { action: 'gain-mugic-counters', who: SELF, duration: STATIC } },
    ]);
  });
});

describe('glossary Recklessness worded another way (Bylkian, Savell)', () => {
  const warbeasts = (controller?: string) => ALL({ ...(controller ? { controller } : {}), subtype: 'Warbeast' });
  it('Bylkian: "… is reduced by an additional 10" until the end of the turn', () => {
    expect(printed('SS-22', '{{MC}}: Damage dealt to Warbeast Creatures you control by Recklessness is reduced by an additional 10').steps).toEqual([
      { verb: 'modify-recklessness-damage', params: { delta: -10, to: warbeasts('you'), duration: TURN } },
    ]);
  });

  it('Savell: "Increase Recklessness damage dealt to Warbeasts by 10 for each Mugic counter on Savell" — every Warbeast', () => {
    expect(printed('MI-53', 'Increase Recklessness damage dealt to Warbeasts by 10 for each Mugic counter on Savell').steps).toEqual([
      { verb: 'modify-recklessness-damage', params: { delta: 10, to: warbeasts(), duration: STATIC, per: { of: 'mugic-counters', on: SELF } } },
    ]);
  });
});

describe('conditions printed on creatures', () => {
  it('Frafdo: "While you control no other Creatures"', () => {
    expect(automated('MI-3')[0].conditions).toEqual([{ kind: 'not', condition: { kind: 'exists', filter: { controller: 'you', other: true } } }]);
  });

  it('Arrthoa: "If an opposing Creature has Water / has Swift"', () => {
    const [water, swift] = automated('ROTO-2');
    expect(water.conditions).toEqual([{ kind: 'exists', filter: { controller: 'opponent', elements: ['Water'] } }]);
    expect(water.steps.map((s) => s.params)).toEqual([
      { ability: { kind: 'range' }, to: SELF, duration: STATIC },
      { ability: { kind: 'swift', x: 1 }, to: SELF, duration: STATIC },
    ]);
    expect(swift.conditions).toEqual([{ kind: 'exists', filter: { controller: 'opponent', ability: 'swift' } }]);
  });

  it('Brimflame and Neekwin: "If Brimflame is equipped" / "If Neekwin is unequipped" (a face-down Battlegear is still equipped)', () => {
    expect(printed('MI-18', 'If Brimflame is equipped, it has "Fire 5."').conditions).toEqual([{ kind: 'equipped', who: SELF }]);
    const neekwin = printed('TOTT-26', 'If Neekwin is unequipped, it has "Water 5" and "Untargetable."');
    expect(neekwin.conditions).toEqual([{ kind: 'not', condition: { kind: 'equipped', who: SELF } }]);
    expect(neekwin.steps.map((s) => s.params)).toEqual([
      { ability: { kind: 'element', element: 'Water', x: 5 }, to: SELF, duration: STATIC },
      { ability: { kind: 'untargetable' }, to: SELF, duration: STATIC },
    ]);
  });

  it('Ilx: "If engaged with an unequipped Creature, Ilx has an additional "Air 5" and "Recklessness 5.""', () => {
    const [ilx] = automated('MI-20').filter((e) => e.timing.kind === 'static');
    expect(ilx.conditions).toEqual([{ kind: 'all', conditions: [{ kind: 'engaged', who: SELF }, { kind: 'matches', who: THEIRS, filter: { equipped: false } }] }]);
    expect(ilx.steps.map((s) => s.params)).toEqual([
      { ability: { kind: 'element', element: 'Air', x: 5 }, to: SELF, duration: STATIC },
      { ability: { kind: 'recklessness', x: 5 }, to: SELF, duration: STATIC },
    ]);
  });

  it('Kolmo: "{{MC}}: If Kolmo is not engaged, relocate it …" — "it" is the creature a negated condition names', () => {
    const effect = printed('SS-17', '{{MC}}: If Kolmo is not engaged, relocate it to any unoccupied space on the Battleboard');
    expect(effect.timing).toEqual(MC);
    expect(effect.conditions).toEqual([{ kind: 'not', condition: { kind: 'engaged', who: SELF } }]);
    expect(effect.steps).toEqual([{ verb: 'relocate', params: { to: SELF, destination: 'any-unoccupied' } }]);
  });

  it('Kalt: "Another target Creature" printed first on a creature is any creature but Kalt', () => {
    const [kalt] = automated('SS-5');
    const other = target({ other: true });
    expect(kalt.steps).toEqual([
      { verb: 'choose-element', params: { gain: true, to: other, duration: TURN } },
      { verb: 'conditional', params: { conditions: [{ kind: 'matches', who: other, filter: { subtype: 'Elementalist' } }], then: [{ verb: 'add-mugic-counters', params: { amount: 1, to: other } }], otherwise: [] } },
    ]);
  });
});

describe('CR 8.8.2 "the first attack against it each combat deals 0 damage" (Viqtarr, Akkerbal)', () => {
  const zero = { verb: 'set-attack-damage', params: { amount: 0, which: 'first-attack-against', by: SELF, duration: STATIC } };
  it('Viqtarr: only while it is engaged with higher Courage and Wisdom', () => {
    const [viqtarr] = automated('SS-9');
    expect(viqtarr.conditions).toEqual([{ kind: 'all', conditions: [{ kind: 'engaged', who: SELF }, { kind: 'compared-to-opposing', stats: ['courage', 'wisdom'], relation: 'higher' }] }]);
    expect(viqtarr.steps).toEqual([zero]);
  });

  it('Akkerbal: "While you control a Mipedian Creature, …"', () => {
    const [akkerbal] = automated('FUN-2');
    expect(akkerbal.conditions).toEqual([{ kind: 'exists', filter: { tribes: ['Mipedian'], controller: 'you' } }]);
    expect(akkerbal.steps).toEqual([zero]);
  });
});

describe('CR 4.1.6 text that works from the general discard pile (Elhadd, Ivelaan, Makanaz)', () => {
  const mandiblors = ALL({ controller: 'you', subtype: 'Mandiblor' });
  it('"If Makanaz is in your general discard pile, Mandiblor Creatures you control have an additional 15 Energy"', () => {
    const [makanaz] = automated('TOTT-25');
    expect(makanaz.conditions).toEqual([{ kind: 'in-general-discard' }]);
    expect(makanaz.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 15, to: mandiblors, duration: STATIC } }]);
  });

  it('Elhadd grants "Outperform Courage 5."; Ivelaan 25 in all Disciplines', () => {
    expect(automated('TOTT-22')[0].steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'outperform', disciplines: ['courage'], x: 5 }, to: mandiblors, duration: STATIC } },
    ]);
    expect(automated('TOTT-24')[0].steps).toEqual(DISCIPLINES.map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 25, to: mandiblors, duration: STATIC } })));
  });
});
