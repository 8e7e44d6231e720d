import { ALL, automated, DISCIPLINES, MC, printed, SELF, STATIC, target, THEIRS, TURN } from './real-card-fixtures';

describe('glossary Scanned and lowest Discipline (Iparu, Tangath Toborn, Ritzu\'dag)', () => {
  it('Iparu: at the beginning of combat its Disciplines become the opposing engaged Creature\'s Scanned ones', () => {
    const [iparu] = automated('SS-4');
    expect(iparu.timing).toEqual({ kind: 'triggered', event: 'beginning-of-combat' });
    expect(iparu.steps).toEqual([{ verb: 'match-scanned', params: { disciplines: DISCIPLINES, to: SELF, of: THEIRS, duration: TURN } }]);
  });

  it('Tangath Toborn: "… to make its Disciplines equal to its Scanned Disciplines"', () => {
    expect(automated('MI-10')[0].steps).toEqual([{ verb: 'match-scanned', params: { disciplines: DISCIPLINES, to: SELF, of: SELF, duration: TURN } }]);
  });

  it('Ritzu\'dag: "your engaged Creature gains 50 to its lowest Discipline"', () => {
    expect(automated('MI-65')[0].steps).toEqual([{ verb: 'choose-discipline', params: { delta: 50, to: { select: 'your-engaged' }, duration: TURN, lowest: true } }]);
  });
});

describe('replacements and prohibitions printed on creatures', () => {
  it('Anarkiar: "While you control an OverWorld Creature, Damage dealt to Anarkiar by Recklessness is reduced to 0" (CR 8.8.2)', () => {
    const anarkiar = printed('FUN-9-anarkiar', 'While you control an OverWorld Creature, Damage dealt to Anarkiar by Recklessness is reduced to 0');
    expect(anarkiar.conditions).toEqual([{ kind: 'exists', filter: { tribes: ['OverWorld'], controller: 'you' } }]);
    expect(anarkiar.steps).toEqual([{ verb: 'set-recklessness-damage', params: { amount: 0, to: SELF, duration: STATIC } }]);
  });

  it('Bahrakatan: "Battlegear cannot be destroyed" (reminder text dropped)', () => {
    expect(automated('ROTO-32')[0].steps).toEqual([{ verb: 'prohibit', params: { action: 'destroy-battlegear', duration: STATIC } }]);
  });

  it('Wytod: "Sacrifice Wytod: Choose a new target for target Mugic which only targets a single Creature"', () => {
    const [wytod] = automated('SS-10');
    expect(wytod.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Sacrifice Wytod'] } });
    expect(wytod.steps).toEqual([{ verb: 'change-target', params: { what: 'mugic' } }]);
  });

  it('Lord Van Bloot: both lines read "it" as the creature engaged with him', () => {
    const when = [{ kind: 'engaged', who: SELF }, { kind: 'stat-below', who: THEIRS, stat: 'courage', x: 65 }];
    const [types, reckless] = automated('TOTT-12');
    expect(types.conditions).toEqual(when);
    expect(types.steps).toEqual([{ verb: 'remove-ability', params: { ability: 'elements', to: THEIRS, duration: STATIC, cannotGain: true } }]);
    expect(reckless.conditions).toEqual(when);
    expect(reckless.steps.map((s) => s.verb)).toEqual(['grant-ability', 'grant-ability']);
  });
});

describe('CR 4.1.5 the Location Deck: Fla\'gamp', () => {
  it('looks at the top card, puts it on the bottom, and makes the opponent reveal a new active Location', () => {
    const [look, bottom, reveal] = automated('ROTO-35');
    expect(look.steps).toEqual([{ verb: 'look-at-deck', params: { owner: 'target-player', decks: ['location'], count: 1, arrangement: 'unchanged' } }]);
    expect(bottom.steps).toEqual([{ verb: 'deck-top-to-bottom', params: { owner: 'target-player', decks: ['location'] } }]);
    expect(reveal.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 2, other: [] } });
    expect(reveal.steps).toEqual([{ verb: 'for-players', params: { who: 'opponent', steps: [{ verb: 'reveal-location', params: {} }] } }]);
  });
});

describe('CR 8.4.4 costs the keyword layer leaves as text: "Deactivate Hive", damage "while engaged"', () => {
  it('Khavakk: "{{MC}}, Deactivate Hive: Deal 15 damage to target Creature"', () => {
    const khavakk = printed('ZOTH-25', '{{MC}}, Deactivate Hive: Deal 15 damage to target Creature');
    expect(khavakk.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 1, other: ['Deactivate Hive'] } });
    expect(khavakk.steps).toEqual([{ verb: 'deal-damage', params: { amount: 15, to: target() } }]);
  });

  it('Faash: gains "Fire 5." and "Hive cannot be Activated again this turn" (reminder text dropped)', () => {
    const [faash] = automated('ZOTH-21');
    expect(faash.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Deactivate Hive'] } });
    expect(faash.steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Fire', x: 5 }, to: SELF, duration: TURN } },
      { verb: 'prohibit', params: { action: 'activate-hive', duration: TURN } },
    ]);
  });

  it('Kamangareth: "Deal 15 damage to Kamangareth while engaged: Deactivate Hive"', () => {
    const [kamangareth] = automated('ZOTH-9');
    expect(kamangareth.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Deal 15 damage to Kamangareth while engaged'] } });
    expect(kamangareth.steps).toEqual([{ verb: 'set-hive', params: { on: false } }]);
  });
});

describe('counted grants and counts read off the game (Xelfe, Glost, Khybon, Tassanil)', () => {
  it('Xelfe: "Swift X, where X is the number of Mugic counters on Xelfe" is X copies of Swift 1', () => {
    expect(automated('SS-35')[0].steps).toEqual([
      { verb: 'grant-ability', params: { ability: { kind: 'range' }, to: target(), duration: TURN } },
      { verb: 'grant-ability', params: { ability: { kind: 'swift', x: 1 }, to: target(), duration: TURN, per: { of: 'mugic-counters', on: SELF } } },
    ]);
  });

  it('Glost: "… 5 Energy, "Earth 5", and "Air 5" for each Conjuror Creature Card in your general discard pile"', () => {
    const per = { of: 'creature-cards-in-discard', players: 'you', subtype: 'Conjuror' };
    expect(automated('ROTO-24')[0].steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: SELF, duration: STATIC, perCount: per } },
      { verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Earth', x: 5 }, to: SELF, duration: STATIC, per } },
      { verb: 'grant-ability', params: { ability: { kind: 'element', element: 'Air', x: 5 }, to: SELF, duration: STATIC, per } },
    ]);
  });

  it('Khybon (Brainwashed): "… gains 5 Energy for each Battlegear Card in each general discard pile"', () => {
    const bw = automated('ROTO-10').find((e) => /Battlegear Card/.test(e.text))!;
    expect(bw.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: SELF, duration: TURN, perCount: { of: 'battlegear-in-discard', players: 'each' } } }]);
  });

  it('Tassanil: each Elemental Type opposing Creatures have, once; "counts as a Mandiblor"', () => {
    const [hive, counts] = automated('ZOTH-29');
    expect(hive.steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: SELF, duration: STATIC, perCount: { of: 'elements', on: ALL({ controller: 'opponent' }), distinct: true } } },
    ]);
    expect(counts.steps).toEqual([{ verb: 'gain-subtype', params: { subtype: 'Mandiblor', to: SELF, duration: STATIC } }]);
  });

  it('Bladez: "If an attack played by Bladez would deal 0 damage, it deals 15 damage instead" (CR 8.8.2)', () => {
    expect(automated('MI-17')[0].steps).toEqual([{ verb: 'replace-zero-attack-damage', params: { amount: 15, by: SELF, duration: STATIC } }]);
  });
});

describe('more creature shapes: Rath\'tab, Aa\'une the Oligarch, Jaidwarl, Dhilas, Aivenna', () => {
  it('Rath\'tab: "Discard a Mugic Card: Remove all Mugic counters on target engaged Creature"', () => {
    const [rathtab] = automated('MI-64');
    expect(rathtab.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 0, other: ['Discard a Mugic Card'] } });
    expect(rathtab.steps).toEqual([{ verb: 'remove-mugic-counters', params: { amount: 0, from: target({ engaged: true }), all: true } }]);
  });

  it('Aa\'une the Oligarch: "Your opponent sacrifices a Creature" — one of theirs, their choice', () => {
    expect(automated('ROTO-29-aa-une-the-oligarch-2')[0].steps).toEqual([
      { verb: 'for-players', params: { who: 'opponent', steps: [{ verb: 'sacrifice-creature', params: { from: ALL({ controller: 'you' }) } }] } },
    ]);
  });

  it('Jaidwarl (Brainwashed): "Target Creature loses all Elemental Types your Creatures have"', () => {
    const lose = automated('TOTT-3').find((e) => /loses all/.test(e.text))!;
    expect(lose.steps).toEqual([{ verb: 'gain-elements-of', params: { from: ALL({ controller: 'you' }), to: target(), duration: TURN, lose: true } }]);
  });

  it('Dhilas: "Hive: Danian Mugic played by Creatures you control which deals damage deal an additional 5 damage"', () => {
    const dhilas = printed('ROTO-17', 'Hive: Danian Mugic played by Creatures you control which deals damage deal an additional 5 damage');
    expect(dhilas.conditions).toEqual([{ kind: 'hive-active' }]);
    expect(dhilas.steps).toEqual([{ verb: 'modify-mugic-damage', params: { delta: 5, by: ALL({ controller: 'you' }), duration: STATIC, tribes: ['Danian'] } }]);
  });

  it('Aivenna: "While you control only Aivenna and Nivenna, …"', () => {
    const aivenna = printed('FUN-1', 'While you control only Aivenna and Nivenna, Aivenna has an additional 20 Energy and "Defender."');
    expect(aivenna.conditions).toEqual([{ kind: 'controls-only', names: ['Aivenna', 'Nivenna'] }]);
    expect(aivenna.steps.map((s) => s.verb)).toEqual(['modify-stat', 'grant-ability']);
  });
});

describe('the attack on the burst and the next attack (Klar\'nok, Blügon, Takinom)', () => {
  it('Klar\'nok: "Target Elemental Attack deals 15 less damage"', () => {
    expect(automated('MI-61')[0].steps).toEqual([{ verb: 'change-target-attack', params: { delta: -15, elemental: true, duration: TURN } }]);
  });

  it('Blügon: "Target attack counts as / does not count as the first attack played this combat"', () => {
    const [counts, not] = automated('FUN-3');
    expect(counts.steps).toEqual([{ verb: 'change-target-attack', params: { first: true, duration: TURN } }]);
    expect(not.steps).toEqual([{ verb: 'change-target-attack', params: { first: false, duration: TURN } }]);
  });

  it('Takinom: "The next attack played by Takinom this turn counts as its first attack this combat"', () => {
    expect(printed('ROTO-13', '{{MC}}: The next attack played by Takinom this turn counts as its first attack this combat').steps).toEqual([
      { verb: 'next-attack-first', params: { by: SELF, duration: TURN } },
    ]);
  });
});

describe('sides of the Battleboard and Disciplines below a value (Akkrean, Wrenges, Dreg\'ora)', () => {
  it('Akkrean: "target Creature on your side of the Battleboard"', () => {
    expect(automated('MI-2')[0].steps).toEqual([{ verb: 'deal-damage', params: { amount: 10, to: target({ side: 'you' }) } }]);
  });

  it('Wrenges (Brainwashed): "If that Creature is on your side of the Battleboard, it also gains 10 to all Disciplines"', () => {
    const wrenges = automated('MI-14').find((e) => /your side/.test(e.text))!;
    expect(wrenges.steps[1]).toEqual({
      verb: 'conditional',
      params: { conditions: [{ kind: 'matches', who: target(), filter: { side: 'you' } }], then: DISCIPLINES.map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 10, to: target(), duration: TURN } })), otherwise: [] },
    });
  });

  it('Dreg\'ora: "Creatures engaged with Dreg\'ora have 10 less Energy for each Discipline they have below 30"', () => {
    const foe = THEIRS;
    expect(automated('TOTT-30')[0].steps).toEqual([
      {
        verb: 'conditional',
        params: {
          conditions: [{ kind: 'engaged', who: SELF }],
          then: [{ verb: 'modify-stat', params: { stat: 'energy', delta: -10, to: foe, duration: STATIC, perCount: { of: 'disciplines-below', on: foe, x: 30 } } }],
          otherwise: [],
        },
      },
    ]);
  });
});

describe('Ørth and Galmedar', () => {
  it('Ørth: "your engaged Creature has "Element 5" in that Elemental Type"', () => {
    expect(automated('TOTT-13')[0].steps).toEqual([{ verb: 'gain-initiative-element', params: { to: { select: 'your-engaged' }, duration: STATIC, x: 5 } }]);
  });

  it('Galmedar: "that Creature" is the one engaged with it; "cannot be healed or gain Energy from non-innate abilities"', () => {
    const [engaged, tribe] = automated('TOTT-10');
    expect(engaged.conditions).toEqual([{ kind: 'all', conditions: [{ kind: 'stat-below', who: THEIRS, stat: 'power', x: 65 }, { kind: 'engaged', who: SELF }] }]);
    expect(engaged.steps).toEqual(['be-healed', 'gain-energy'].map((action) => ({ verb: 'prohibit', params: { action, who: THEIRS, duration: STATIC } })));
    expect(tribe.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: ALL({ controller: 'you' }), against: { sharesTribe: true }, duration: STATIC } }]);
  });
});

describe('Tomugar and Drimesse', () => {
  it('Tomugar: "gains 25 to a Discipline and loses 10 to another"; Brainwashed: "Target opponent discards a random Mugic Card. Use only once per turn"', () => {
    const [disciplines, random] = automated('MI-28');
    expect(disciplines.steps).toEqual([
      { verb: 'choose-discipline', params: { delta: 25, to: target(), duration: TURN } },
      { verb: 'choose-discipline', params: { delta: -10, to: target(), duration: TURN, other: true } },
    ]);
    expect(random.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 1, other: ['Discard a Mugic Card'] }, oncePerTurn: true });
    expect(random.steps).toEqual([{ verb: 'for-players', params: { who: 'opponent', steps: [{ verb: 'discard-mugic', params: { players: 'you', count: 1, random: true } }] } }]);
  });

  it('Drimesse: "If Drimesse has no Mugic counters on it, sacrifice it" is a standing rule', () => {
    const check = automated('SS-23').find((e) => e.timing.kind === 'triggered')!;
    expect(check.text).toMatch(/^If Drimesse has no Mugic counters on it, sacrifice it/);
    expect(check.timing).toEqual({ kind: 'triggered', event: 'condition-holds' });
    expect(check.conditions).toEqual([{ kind: 'not', condition: { kind: 'stat-at-least', who: SELF, stat: 'mugic-counters', x: 1 } }]);
    expect(check.steps).toEqual([{ verb: 'sacrifice-creature', params: { from: SELF, all: true } }]);
  });
});

describe('Phelphor: "Creatures lose Swift and cannot move or relocate into unoccupied spaces"', () => {
  it('removes Swift and forbids moves to empty spaces, for every creature', () => {
    const phelphor = automated('ROTO-42').find((e) => /lose Swift/.test(e.text))!;
    expect(phelphor.timing).toEqual({ kind: 'activated', cost: { mugicCounters: 4, other: [] } });
    expect(phelphor.steps).toEqual([
      { verb: 'remove-ability', params: { ability: 'swift', to: ALL({}), duration: TURN } },
      { verb: 'prohibit', params: { action: 'move-to-unoccupied', who: ALL({}), duration: TURN } },
    ]);
  });
});

describe('Dasalin: "Hive: Dasalin does not have "Water 5" and has "{{MC}}: Heal 10 damage to target Mandiblor Creature""', () => {
  it('removes its Water 5 (an Element ability of one type) and grants the quoted ability', () => {
    const dasalin = automated('ZOTH-19').find((e) => /does not have/.test(e.text))!;
    expect(dasalin.conditions).toEqual([{ kind: 'hive-active' }]);
    expect(dasalin.steps[0]).toEqual({ verb: 'remove-ability', params: { ability: 'element:Water', to: SELF, duration: STATIC } });
    expect(dasalin.steps[1]).toMatchObject({ verb: 'grant-effect', params: { to: SELF, duration: STATIC } });
  });
});

describe('Ebbikka: "Battlegear equipped to OverWorld Creatures you control have "Untargetable.""', () => {
  it('grants Untargetable to the battlegear of those creatures', () => {
    expect(automated('FUN-26')[0].steps).toEqual([
      { verb: 'grant-card-ability', params: { cards: 'battlegear', ability: { kind: 'untargetable' }, duration: STATIC, of: ALL({ controller: 'you', tribes: ['OverWorld'] }) } },
    ]);
  });
});

describe('Melke and Vilrik Landfarer', () => {
  it('Melke: "If a Mirage Location is on the Battleboard, Melke has an additional "Invisibility: Strike 10.""', () => {
    const [melke] = automated('SS-29');
    expect(melke.conditions).toEqual([{ kind: 'mirage-on-battleboard' }]);
    expect(melke.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'invisibility', ability: { kind: 'strike', x: 10 } }, to: SELF, duration: STATIC } }]);
  });

  it('Vilrik Landfarer: "Target Elemental Attack loses all abilities"', () => {
    expect(automated('TOTT-35')[0].steps).toEqual([{ verb: 'change-target-attack', params: { noText: true, elemental: true, duration: TURN } }]);
  });
});
