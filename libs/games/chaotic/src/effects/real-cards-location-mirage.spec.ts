import { automated } from './real-card-fixtures';

const ALL = (filter: object) => ({ select: 'all', filter });
const STATIC = 'while-in-play';
const line = (id: string, re: RegExp) => automated(id, true).find((e) => re.test(e.text))!;

describe('CR 9.3.5 Mirage text: "Creatures in this space" (the Mirage\'s space on the battleboard)', () => {
  it('Cryomorph Barricades: "mirage: Creatures in this space have "Defender.""', () => {
    const effect = line('FUN-90', /^mirage:/);
    expect(effect).toMatchObject({ mirage: true, timing: { kind: 'static' }, text: 'mirage: Creatures in this space have "Defender."' });
    expect(effect.steps).toEqual([{ verb: 'grant-ability', params: { ability: { kind: 'defender' }, to: ALL({ inMirageSpace: true }), duration: STATIC } }]);
  });

  it('The Heart of the Jungle, Prexxor Chasm (AU), Royal Mipedian Academy: stats and targeting in this space', () => {
    const here = ALL({ inMirageSpace: true });
    expect(line('MI-203', /^mirage:/).steps).toEqual(['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 10, to: here, duration: STATIC } })));
    expect(line('AU-206', /^mirage:/).steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: -20, to: here, duration: STATIC } }]);
    expect(line('ROTO-94', /^mirage:/).steps).toEqual([{ verb: 'prohibit', params: { action: 'be-targeted-by-mugic', who: here, duration: STATIC } }]);
  });

  it('Lore\'s Chamber of Recall: "mirage: At the beginning of combat, engaged Creatures in this space with 30 or less Scanned Energy gain 30 Energy"', () => {
    const effect = line('TOTT-94', /^mirage:/);
    expect(effect).toMatchObject({ mirage: true, timing: { kind: 'triggered', event: 'beginning-of-combat' } });
    expect(effect.steps).toEqual([
      { verb: 'modify-stat', params: { stat: 'energy', delta: 30, to: ALL({ engaged: true, inMirageSpace: true, stat: { stat: 'energy', max: 30, scanned: true } }), duration: 'end-of-turn' } },
    ]);
  });

  it('a Mirage trigger on another event stays attested (not modelled yet)', () => {
    expect(automated('SS-100', true).some((e) => e.mirage)).toBe(false);
  });
});

describe('"do not have Water and cannot gain it" (a locked loss of an element)', () => {
  it('Illusionary Lake: engaged Creatures, and Creatures in its Mirage space', () => {
    const [engaged, mirage] = automated('MI-206');
    expect(engaged.steps).toEqual([{ verb: 'lose-element', params: { element: 'Water', to: ALL({ engaged: true }), duration: STATIC, cannotGain: true } }]);
    expect(mirage.steps).toEqual([{ verb: 'lose-element', params: { element: 'Water', to: ALL({ inMirageSpace: true }), duration: STATIC, cannotGain: true } }]);
  });
});

describe('OverWorld Embassy at Mipedim Oasis, Tablet Sanctuary, UnderWorld City (TOTT)', () => {
  it('OverWorld Embassy at Mipedim Oasis: "shuffle any Mirage Locations on the Battleboard into their controllers\' Location Decks"', () => {
    expect(automated('SS-99')[0].steps).toEqual([{ verb: 'mirage', params: { action: 'shuffle' } }]);
  });

  it('Tablet Sanctuary: "put a Mugic counter on the engaged Creature with the most Elemental types" (a tie: neither)', () => {
    expect(automated('AU-211')[0].steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: ALL({ engaged: true, comparedElements: 'more' }) } }]);
  });

  it('UnderWorld City (TOTT): "Attack Cards played by Minion Creatures have …" reads as "Attacks played by …"', () => {
    const effect = line('TOTT-100', /^Attack Cards/);
    expect(effect.steps).toHaveLength(1);
    expect(effect.steps[0]).toMatchObject({ verb: 'grant-attack-effect', params: { by: ALL({ subtype: 'Minion' }), duration: STATIC } });
  });
});

describe('CR 9.2.2 Open Doors of the Deepmines', () => {
  it('"Minion Creatures are treated as if their controller also controlled a Chieftain"', () => {
    expect(automated('MI-213')[0].steps).toEqual([{ verb: 'minions-as-with-chieftain', params: { duration: STATIC } }]);
  });
});

describe('non-attack damage (CR 8.5.4, 8.8.2)', () => {
  it('Royal Mipedian Academy of Melee Arts: "Non-attack damage is reduced to 0"', () => {
    expect(line('ROTO-94', /^Non-attack/).steps).toEqual([{ verb: 'modify-non-attack-damage', params: { set: 0, duration: STATIC } }]);
  });

  it('Lava Pond: "Creatures that are a M\'arrillian or a Minion take 5 less non-attack damage"', () => {
    expect(line('MI-210', /non-attack/).steps).toEqual([
      { verb: 'modify-non-attack-damage', params: { to: ALL({ anyOf: [{ tribes: ["M'arrillian"] }, { subtype: 'Minion' }] }), delta: -5, duration: STATIC } },
    ]);
  });
});

describe('Shardcrafters\' Workshop', () => {
  it('Shard Battlegear grant attack damage; Battlegear cannot be flipped face-down', () => {
    const [shard, flip] = automated('TOTT-97');
    expect(shard.steps).toEqual([{ verb: 'modify-attack-damage-by', params: { delta: 5, by: ALL({ gearSubtype: 'Shard' }), against: {}, duration: STATIC } }]);
    expect(flip.steps).toEqual([{ verb: 'prohibit', params: { action: 'flip-gear-face-down', duration: STATIC } }]);
  });
});

describe('Prexxor Chasm (AU): "Non-Caretaker Creatures cannot be healed or gain Energy from non-innate abilities"', () => {
  it('reads as Galmedar\'s and Denying Dirge\'s text does, for every creature not a Caretaker', () => {
    const who = ALL({ notSubtype: 'Caretaker' });
    expect(line('AU-206', /^Non-Caretaker/).steps).toEqual([
      { verb: 'prohibit', params: { action: 'be-healed', who, duration: STATIC } },
      { verb: 'prohibit', params: { action: 'gain-energy', who, duration: STATIC } },
    ]);
  });
});

describe('Iparu Jungle', () => {
  it('"flip a coin. If tails, shuffle Iparu Jungle into its controller\'s Location Deck and that player reveals a new active Location"', () => {
    expect(line('SS-95', /^When this/).steps).toEqual([{ verb: 'flip-coin', params: { heads: [], tails: [{ verb: 'mirage', params: { action: 'shuffle-active' } }] } }]);
  });

  it('"mirage: At the beginning of combat, each engaged Creature in this space gains or loses Energy so its Energy is equal to its Scanned Energy"', () => {
    const effect = line('SS-95', /^mirage:/);
    expect(effect).toMatchObject({ mirage: true, timing: { kind: 'triggered', event: 'beginning-of-combat' } });
    expect(effect.steps).toEqual([{ verb: 'reset-to-scanned', params: { stat: 'energy', to: ALL({ engaged: true, inMirageSpace: true }), duration: 'end-of-turn' } }]);
  });
});

describe('CR 8.6.1.4 Rao\'Pa Sahkk (SS): "Attacks that are either Air or Earth deal an additional 5 damage"', () => {
  it('one modification for attacks of either element (so an Air and Earth attack gets 5 once)', () => {
    expect(line('SS-100', /^Attacks that/).steps).toEqual([{ verb: 'modify-attack-damage', params: { delta: 5, elements: ['Air', 'Earth'], duration: STATIC } }]);
  });
});

describe('Lake Morn: "flip a coin. If heads, Creatures with Water take an additional 5 attack damage. If tails, … 5 less"', () => {
  it('one flip; each outcome changes the attack damage creatures with Water take, until the end of the turn (CR 8.9.1)', () => {
    const water = ALL({ elements: ['Water'] });
    const step = (delta: number) => ({ verb: 'modify-attack-damage', params: { delta, elements: [], to: water, duration: 'end-of-turn' } });
    expect(automated('FUN-94')[0].steps).toEqual([{ verb: 'flip-coin', params: { heads: [step(5)], tails: [step(-5)] } }]);
  });
});

describe('CR 8.3.1 combat-event triggers printed on a Location', () => {
  const IT = { select: 'trigger-creature' };

  it('Rao\'Pa Sahkk (MI): "When a M\'arrillian or Minion Creature wins a Challenge on an Attack it plays, that Creature gains 5 Energy"', () => {
    const effect = line('MI-217', /^When a M/);
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'wins-challenge', about: ALL({ anyOf: [{ tribes: ["M'arrillian"] }, { subtype: 'Minion' }] }) });
    expect(effect.steps).toEqual([{ verb: 'modify-stat', params: { stat: 'energy', delta: 5, to: IT, duration: 'end-of-turn' } }]);
  });

  it('Prototype Demolition Field: "When a Creature deals 20 or more damage with its first attack each combat, destroy all Battlegear equipped to it"', () => {
    const [effect] = automated('TOTT-96');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'deals-attack-damage', about: ALL({}), on: { minDamage: 20, firstAttack: true } });
    expect(effect.steps).toEqual([{ verb: 'destroy-battlegear', params: { of: IT } }]);
  });

  it('Van Bloot\'s Banquet: "When your engaged Creature loses Initiative, it gains 20 to all Disciplines" (the opposing one wins it)', () => {
    const effect = line('MI-221', /Initiative/);
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'wins-initiative', about: ALL({ engaged: true, controller: 'opponent' }) });
    expect(effect.steps).toEqual(['courage', 'power', 'wisdom', 'speed'].map((stat) => ({ verb: 'modify-stat', params: { stat, delta: 20, to: { select: 'your-engaged' }, duration: 'end-of-turn' } })));
  });
});

describe('The Training Grounds: "When a Creature wins combat, put Mugic counters on that Creature equal to its Mugic Ability"', () => {
  it('a wins-combat trigger about any creature; the counters counted from its printed Mugic Ability', () => {
    const IT = { select: 'trigger-creature' };
    const effect = line('ROTO-100', /wins combat/);
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'wins-combat', about: ALL({}) });
    expect(effect.steps).toEqual([{ verb: 'add-mugic-counters', params: { amount: 1, to: IT, per: { of: 'mugic-ability', on: IT } } }]);
  });
});

describe('CR 8.3.1 attack-played triggers printed on a Location', () => {
  const IT = { select: 'trigger-creature' };

  it('Graalorn Forest: "When an Elemental Attack is played by a Creature, heal 5 damage to it"', () => {
    const [effect] = automated('AU-196-graalorn-forest');
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'plays-attack', about: ALL({}), on: { attackElements: ['Fire', 'Air', 'Earth', 'Water'] } });
    expect(effect.steps).toEqual([{ verb: 'heal', params: { amount: 5, to: IT } }]);
  });

  it('Rao\'Pa Sahkk (SS): "When a Water attack is played, that attack\'s controller reveals a new active Location"', () => {
    const effect = line('SS-100', /Water attack/);
    expect(effect.timing).toEqual({ kind: 'triggered', event: 'plays-attack', about: ALL({}), on: { attackElements: ['Water'] } });
    expect(effect.steps).toEqual([{ verb: 'for-controllers', params: { of: IT, steps: [{ verb: 'reveal-location', params: {} }] } }]);
  });
});
