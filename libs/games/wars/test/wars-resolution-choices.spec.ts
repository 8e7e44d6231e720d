import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 asks a player as an ability resolves what its text leaves to them
 * (wars:glossary/effects): whether they do what they "may", and in paper play the card that
 * becomes known (wars:glossary/retrieve: a card at random from the lost pile; a draw off the
 * reserve). They answer with a `choose` action before anything else happens. Ann's deck: two
 * Ganymede/Exploratory Camp sites, Ganymede/Traginium Source (0-2, a sector), then Tamon Fighter
 * 1C108 (0-3), Tilak House Guard 2C110 (0-4), Dubious Contact 1C121 (0-5), Raider 1U147 (0-6),
 * Dagger Juggernaut 2C4 (0-7, an inverter vehicle), Tahka Chuluk Squad 1U266 (0-8), Zealous Squads
 * from 0-9. Bob's: Ganymede/Traginium Well (1-0), a Zealous Squad (1-1),
 * Phobos/Disputed Territory 2C161 (1-2, a sector), two Guardian-Class Carriers (1-3, 1-4, ships),
 * a Mouthpiece (1-5, 2C13: only a keyword).
 */
const DECK = ['1S301', '1S301', '1C309', '1C108', '2C110', '1C121', '1U147', '2C4', '1U266', ...Array(28).fill('1C55'), '1C237'];
const BOB = ['1C310', '1C55', '2C161', '1C71', '1C71', '2C13', ...Array(32).fill('1C55')];
const engine = warsModule.engines.engine();
const started = () => startedWith([DECK, BOB], engine, 'choices');

function withSector(s: WarsState): void {
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
}

/** A card pending on the stack as if just deployed (its cost paid): both passes resolve it into play. */
function pendingDeploy(s: WarsState, key: string, at: string): void {
  const seat = key.startsWith('0') ? 0 : 1;
  for (const pile of Object.values(s.piles[seat])) if ((pile as string[]).includes(key)) (pile as string[]).splice((pile as string[]).indexOf(key), 1);
  s.stack.push({ kind: 'card', seat, card: key, target: { at }, mode: null });
}

/** Moves `n` cards from the bottom of a player's reserve to one of their piles. */
function fromReserve(s: WarsState, seat: 0 | 1, pile: 'active' | 'lost', n: number): string[] {
  const moved = s.piles[seat].reserve.splice(s.piles[seat].reserve.length - n, n);
  s.piles[seat][pile].push(...moved);
  return moved;
}

/** Tamon Fighter deployed to the sector and its trigger resolving: Ann is asked. */
function tamonAsks(): { s: WarsState; lost: string[] } {
  const s = started();
  withSector(s);
  const lost = fromReserve(s, 0, 'lost', 3);
  pendingDeploy(s, '0-3', '0-2');
  passes(s);
  expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-3', trigger: true });
  passes(s);
  return { s, lost };
}

/** Ann's lost pile and reserve as in paper play: her reserve's order unknown, its cards her hidden pool. */
function asPaper(s: WarsState): void {
  s.hidden = [s.piles[0].reserve.splice(0), []];
  s.piles[0].reserve = s.hidden[0].map(() => '?');
}

describe('wars:glossary/effects: a player chooses as an ability resolves whether to do what it says they may (engine 1.2.0)', () => {
  it('Tamon Fighter 1C108 ("When this ship enters play, you may retrieve a card."): the ability waits for Ann\'s choice; nothing else may be done first', () => {
    const { s } = tamonAsks();
    expect(s.choosing).toEqual({ item: expect.objectContaining({ card: '0-3', trigger: true }), seat: 0 });
    expect(s.stack).toEqual([]);
    expect(codes(s, A, 'pass', {})).toEqual(['wars/choice-pending wars:glossary/effects']);
    expect(codes(s, B, 'choose', { take: true })).toEqual(['wars/choice-pending wars:glossary/effects']);
    expect(engine.legalActions(s, A).map((a) => [a.type, a.payload])).toEqual([['choose', { take: true }], ['choose', { take: false }]]);
    expect(engine.legalActions(s, B)).toEqual([]);
  });

  it('wars:glossary/retrieve: choosing to, a card at random from Ann\'s lost pile goes on top of her used pile; the same seed retrieves the same card', () => {
    const picked = [tamonAsks(), tamonAsks()].map(({ s, lost }) => {
      const used = s.piles[0].used.length;
      act(s, A, 'choose', { take: true });
      expect([s.choosing, s.piles[0].lost.length, s.piles[0].used.length]).toEqual([undefined, 2, used + 1]);
      expect(lost).toContain(s.piles[0].used.at(-1));
      expect(s.piles[0].lost).toEqual(lost.filter((k) => k !== s.piles[0].used.at(-1)));
      return s.piles[0].used.at(-1);
    });
    expect(picked[0]).toBe(picked[1]);
  });

  it('choosing not to changes nothing, and the game goes on with Ann holding initiative', () => {
    const { s, lost } = tamonAsks();
    const used = [...s.piles[0].used];
    act(s, A, 'choose', { take: false });
    expect([s.choosing, s.piles[0].lost, s.piles[0].used, s.initiative]).toEqual([undefined, lost, used, 0]);
    act(s, A, 'pass');
  });

  it('refuses a choice without "take", with "cards" in digital play, or not a list, and keeps the ability waiting', () => {
    const { s } = tamonAsks();
    expect(codes(s, A, 'choose', {})).toEqual(['wars/choice-not-made wars:glossary/effects']);
    expect(codes(s, A, 'choose', { take: 'yes' })).toEqual(['wars/choice-not-made wars:glossary/effects']);
    expect(codes(s, A, 'choose', { take: true, cards: ['1C55'] })).toEqual(['wars/card-named wars:glossary/effects']);
    expect(codes(s, A, 'choose', { take: true, cards: '1C55' })).toEqual(['wars/bad-cards wars:glossary/effects']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'choose', payload: {} })[0].message).toMatch(/"take": true to do it, false not to/);
    expect(s.choosing?.seat).toBe(0);
  });

  it('an empty lost pile: Ann may choose to retrieve, and nothing is retrieved', () => {
    const s = started();
    withSector(s);
    pendingDeploy(s, '0-3', '0-2');
    passes(s);
    passes(s);
    const used = [...s.piles[0].used];
    act(s, A, 'choose', { take: true });
    expect([s.piles[0].lost, s.piles[0].used]).toEqual([[], used]);
  });

  it('Dubious Contact 1C121 ("Each time one of your opponent\'s units enters play here, if this character is at a site, you may activate 1 energy."): Bob\'s unit at Ann\'s site', () => {
    const s = started();
    put(s, '0-5', 'unit', '0-0');
    pendingDeploy(s, '1-5', '0-0');
    passes(s);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-5', seat: 0, that: 1 });
    passes(s);
    expect(s.choosing?.seat).toBe(0);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { take: true });
    expect(s.piles[0].active.length).toBe(active + 1);
  });

  it('Raider 1U147 ("you may activate 1 energy for each of your opponent\'s ships here."): two of Bob\'s ships at the sector, two energy', () => {
    const s = started();
    withSector(s);
    put(s, '1-3', 'ship', '0-2');
    put(s, '1-4', 'ship', '0-2');
    pendingDeploy(s, '0-6', '0-2');
    passes(s);
    passes(s);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { take: true });
    expect(s.piles[0].active.length).toBe(active + 2);
  });
});

describe('wars:glossary/destroyed-dismissed-lost: "When this character enters play, dismiss a unit here." (Zealous Squad 1C55): one of its controller\'s units there, picked as it resolves', () => {
  /** Ann's Zealous Squad (0-9) enters play at her camp, where her Dubious Contact (0-5) and Bob's Zealous Squad (1-1) already are. */
  function zealousAsks(withOwn = true): WarsState {
    const s = started();
    if (withOwn) put(s, '0-5', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    pendingDeploy(s, '0-9', '0-0');
    passes(s);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-9', trigger: true });
    passes(s);
    return s;
  }

  it('Ann picks one of her own units there, the Squad itself included; Bob\'s is not hers to dismiss', () => {
    const s = zealousAsks();
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{ pick: ['0-5'] }, { pick: ['0-9'] }]);
    expect(codes(s, A, 'choose', {})).toEqual(['wars/card-not-picked wars:glossary/effects']);
    expect(codes(s, A, 'choose', { pick: ['1-1'] })).toEqual(['wars/illegal-pick wars:glossary/effects']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'choose', payload: { pick: ['1-1'] } })[0].message)
      .toBe('Zealous Squad is not a unit here of yours: pick one of 0-5, 0-9');
    act(s, A, 'choose', { pick: ['0-5'] });
    expect([s.inPlay['0-5'], s.piles[0].lost.at(-1), s.inPlay['1-1'] !== undefined]).toEqual([undefined, '0-5', true]);
  });

  it('with no other unit of hers there, the Squad dismisses itself (the card\'s ruling, CR card rulings)', () => {
    const s = zealousAsks(false);
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{ pick: ['0-9'] }]);
    act(s, A, 'choose', { pick: ['0-9'] });
    expect([s.inPlay['0-9'], s.piles[0].lost.at(-1)]).toEqual([undefined, '0-9']);
  });
});

describe('wars:glossary/pay: "that player may pay 3 energy. If that player does, he or she retrieves a card." (Phobos/Disputed Territory 2C161)', () => {
  /** Ann's ship drains at Bob's Phobos; after Bob's loss, the Phobos trigger resolves and Ann, "that player", is asked. */
  function drainedAtPhobos(energy: number): WarsState {
    const s = started();
    s.inPlay['1-2'] = { key: '1-2', owner: 1, kind: 'location', at: null, host: null, damaged: false };
    s.groups.push({ name: 'Phobos', sites: [], sectors: ['1-2'] });
    put(s, '0-3', 'ship', '1-2');
    fromReserve(s, 0, 'lost', 2);
    fromReserve(s, 0, 'active', energy);
    toPhase(s, 'control');
    act(s, A, 'drain', { location: '1-2' });
    passes(s);
    while (s.pendingLoss) act(s, B, 'lose', { from: 'reserve' });
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '1-2', seat: 1, that: 0 });
    passes(s);
    return s;
  }

  it('the drainer chooses, not the location\'s owner: paying 3, Ann retrieves a card', () => {
    const s = drainedAtPhobos(3);
    expect(s.choosing?.seat).toBe(0);
    expect(codes(s, B, 'choose', { take: true })).toEqual(['wars/choice-pending wars:glossary/effects']);
    act(s, A, 'choose', { take: true });
    expect([s.piles[0].active.length, s.piles[0].lost.length]).toEqual([0, 1]);
  });

  it('Ann may not choose to pay 3 with 2 in her active pile: "take": true is refused with both figures, and not paying retrieves nothing', () => {
    const s = drainedAtPhobos(2);
    expect(codes(s, A, 'choose', { take: true })).toEqual(['wars/cannot-pay wars:glossary/pay']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'choose', payload: { take: true } })[0].message).toBe('ann may pay 3 energy only with 3 in the active pile, which holds 2: "take": false');
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{ take: false }]);
    act(s, A, 'choose', { take: false });
    expect([s.piles[0].active.length, s.piles[0].lost.length]).toEqual([2, 2]);
  });
});

describe('wars:glossary/retrieve and wars:glossary/draw-phase in paper play: the choice names the card that becomes known', () => {
  it('Tamon Fighter: the card retrieved is named, and must be one Ann\'s lost pile holds', () => {
    const { s, lost } = tamonAsks();
    asPaper(s);
    const ids = [...new Set(lost.map((k) => s.decks[0][Number(k.slice(2))]))].sort();
    expect(codes(s, A, 'choose', { take: true })).toEqual(['wars/card-not-declared wars:glossary/retrieve']);
    expect(codes(s, A, 'choose', { take: true, cards: ['2C110'] })).toEqual(['wars/not-in-lost-pile wars:glossary/retrieve']);
    expect(codes(s, A, 'choose', { take: false, cards: ['1C55'] })).toEqual(['wars/card-not-known wars:glossary/effects']);
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([...ids.map((id) => ({ take: true, cards: [id] })), { take: false }]);
    act(s, A, 'choose', { take: true, cards: [ids[0]] });
    expect(s.decks[0][Number(s.piles[0].used.at(-1)!.slice(2))]).toBe(ids[0]);
    expect(s.piles[0].lost).toHaveLength(2);
  });

  it('Tilak House Guard 2C110 ("you may draw a card from your reserve."): the card drawn is named, one the reserve\'s top can be', () => {
    const s = started();
    put(s, '0-4', 'unit', '0-0');
    delete s.inPlay['0-4'];
    pendingDeploy(s, '0-4', '0-0');
    passes(s);
    passes(s);
    asPaper(s);
    const hand = s.piles[0].hand.length;
    expect(codes(s, A, 'choose', { take: true, cards: ['2C110'] })).toEqual(['wars/card-not-left wars:glossary/draw-phase']);
    act(s, A, 'choose', { take: true, cards: ['1C55'] });
    expect(s.piles[0].hand).toHaveLength(hand + 1);
    expect(s.decks[0][Number(s.piles[0].hand.at(-1)!.slice(2))]).toBe('1C55');
    expect(s.piles[0].reserve.filter((k) => k === '?')).toHaveLength(s.hidden![0].length);
  });
});

describe('wars:glossary/battle-phase#7: "Each time you win a site battle here, …" triggers when the power step names the winner', () => {
  /** One step of a battle: the acting player passes, keeps battle destiny hidden, ignores or takes attrition, in that order of preference. */
  function step(s: WarsState): void {
    for (const player of [A, B]) {
      const actions = engine.legalActions(s, player);
      if (actions.length === 0) continue;
      const pick = actions.find((a) => a.type === 'pass') ?? actions.find((a) => a.type === 'ignore-attrition')
        ?? actions.find((a) => a.type === 'battle-destiny' && !(a.payload as { reveal: boolean }).reveal) ?? actions.find((a) => a.type === 'damage')!;
      act(s, player, pick.type, pick.payload);
      return;
    }
  }

  /** Ann's `units` (Dagger Juggernaut 0-7, power 3; Tahka Chuluk Squad 0-8, power 4) attack Bob's Zealous Squad (power 6) at her site, up to the power step. */
  function siteBattle(units = ['0-7', '0-8']): WarsState {
    const s = started();
    for (const key of [...units, '1-1']) put(s, key, 'unit', '0-0');
    fromReserve(s, 0, 'active', 3);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    for (let i = 0; i < 40 && s.battle?.step !== 'before-loss'; i++) step(s);
    return s;
  }

  it('Ann wins 7 to 6: both abilities go on the stack; Tahka Chuluk Squad 1U266 ("you may pay 1 energy. If you do, your opponent loses 1 energy.") then Dagger Juggernaut 2C4 ("you may invert this vehicle.")', () => {
    const s = siteBattle();
    expect([s.battle?.power, s.battle?.loser]).toEqual([[7, 6], 1]);
    expect(s.stack.map((i) => i.kind === 'ability' && [i.card, i.trigger])).toEqual([['0-7', true], ['0-8', true]]);
    passes(s);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { take: true });
    expect([s.piles[0].active.length, s.pendingLoss]).toEqual([active - 1, { seat: 1, remaining: 1, rule: 'wars:glossary/lose-energy' }]);
    act(s, B, 'lose', { from: 'reserve' });
    passes(s);
    act(s, A, 'choose', { take: true });
    expect(s.inPlay['0-7'].inverted).toBe(true);
  });

  it('a battle Bob wins triggers neither', () => {
    const s = siteBattle(['0-7']);
    expect([s.battle?.loser, s.stack]).toEqual([0, []]);
  });

  it('Katal Inciter 1C237 ("Each time you win a battle here, you may put the top card of your used pile in your hand."): with it, Ann wins 9 to 6 and takes the top card of her used pile', () => {
    const s = siteBattle(['0-7', '0-8', '0-37']);
    expect(s.stack.map((i) => i.kind === 'ability' && i.card)).toEqual(['0-7', '0-8', '0-37']);
    s.piles[0].used.push(s.piles[0].reserve.shift()!);
    const top = s.piles[0].used.at(-1);
    passes(s);
    act(s, A, 'choose', { take: true });
    expect([s.piles[0].hand.at(-1), s.piles[0].used.includes(top!)]).toEqual([top, false]);
  });
});

describe('wars:glossary/battle-phase#3: "Each time you reveal a card for battle destiny that has destiny 6 or more, …" (Razorjack 1C148)', () => {
  // Ann's Razorjack (0-3, an inverter) and Guardian-Class Carrier (0-4, tactics 3) at her sector; Fire for Effect (0-5, destiny 6) and a Mouthpiece (destiny 3) to reveal.
  const DESTINY_DECK = ['1S301', '1S301', '1C309', '1C148', '1C71', '1U21', ...Array(32).fill('2C13')];

  /** Ann attacks Bob's Carrier at her sector and reveals `top` for battle destiny. */
  function revealed(top: string): WarsState {
    const s = startedWith([DESTINY_DECK, BOB], engine, 'choices');
    withSector(s);
    put(s, '0-3', 'ship', '0-2');
    put(s, '0-4', 'ship', '0-2');
    put(s, '1-3', 'ship', '0-2');
    fromReserve(s, 0, 'active', 4);
    for (const pile of Object.values(s.piles[0])) if ((pile as string[]).includes(top)) (pile as string[]).splice((pile as string[]).indexOf(top), 1);
    s.piles[0].reserve.unshift(top);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-2' });
    passes(s);
    passes(s);
    expect(s.battle?.step).toBe('destiny');
    act(s, A, 'battle-destiny', { reveal: true });
    return s;
  }

  it('a destiny of 6: when Ann next holds initiative the ability goes on the stack; she pays 3 and inverts it', () => {
    const s = revealed('0-5');
    for (let i = 0; i < 5 && s.stack.length === 0; i++) act(s, engine.activePlayers(s)[0], s.battle?.step === 'destiny' ? 'battle-destiny' : 'pass', s.battle?.step === 'destiny' ? { reveal: false } : {});
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-3', trigger: true });
    passes(s);
    act(s, A, 'choose', { take: true });
    expect(s.inPlay['0-3'].inverted).toBe(true);
  });

  it('a destiny of 3 triggers nothing', () => {
    const s = revealed('0-10');
    for (let i = 0; i < 3 && s.battle?.step === 'destiny'; i++) act(s, engine.activePlayers(s)[0], 'battle-destiny', { reveal: false });
    expect([s.battle?.step, s.stack, s.triggered]).toEqual(['before-attrition', [], undefined]);
  });
});

describe('wars:glossary/activate: "activate up to N energy" — how many is the controller\'s choice as it resolves (`count`)', () => {
  // Ann's Volt Scrounge (0-3, an inverter), a Mouthpiece (0-4), Lauded Flyer (0-5, Piloting 2), Guardian-Class Carrier (0-6).
  const UP_TO_DECK = ['1S301', '1S301', '1C309', '1U273', '2C13', '1C134', '1C71', ...Array(31).fill('2C13')];
  const upToGame = () => {
    const s = startedWith([UP_TO_DECK, BOB], engine, 'choices');
    withSector(s);
    fromReserve(s, 0, 'active', 4);
    fromReserve(s, 1, 'active', 3);
    return s;
  };

  it('Volt Scrounge 1U273 ("When you invert this character, your opponent pays 2 energy and you activate up to 2 energy."): inverted by its own ability, Ann chooses 2', () => {
    const s = upToGame();
    put(s, '0-3', 'unit', '0-0');
    put(s, '0-4', 'unit', '0-0');
    act(s, A, 'use', { card: '0-3', text: 'Put target other character you have here on top of its owner’s used pile ≈ Invert this unit.', paying: ['0-4'] });
    passes(s);
    expect([s.inPlay['0-3'].inverted, s.stack.at(-1)]).toEqual([true, expect.objectContaining({ kind: 'ability', card: '0-3', trigger: true })]);
    passes(s);
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{ count: 0 }, { count: 1 }, { count: 2 }]);
    expect(codes(s, A, 'choose', { count: 3 })).toEqual(['wars/bad-count wars:glossary/effects']);
    expect(codes(s, A, 'choose', {})).toEqual(['wars/bad-count wars:glossary/effects']);
    const [mine, bobs] = [s.piles[0].active.length, s.piles[1].active.length];
    act(s, A, 'choose', { count: 2 });
    expect([s.piles[0].active.length, s.piles[1].active.length]).toEqual([mine + 2, bobs - 2]);
  });

  it('Lauded Flyer 1C134 ("Each time you win a sector battle here, activate up to 3 energy."): aboard Ann\'s Carrier, she wins at her sector and takes 1', () => {
    const s = upToGame();
    put(s, '0-6', 'ship', '0-2');
    put(s, '0-5', 'unit', '0-2', '0-6');
    put(s, '1-3', 'ship', '0-2');
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-2' });
    for (let i = 0; i < 40 && s.battle?.step !== 'before-loss'; i++) {
      const [player] = engine.activePlayers(s);
      const options = engine.legalActions(s, player);
      const pick = options.find((a) => a.type === 'pass') ?? options.find((a) => a.type === 'battle-destiny' && !(a.payload as { reveal: boolean }).reveal) ?? options.find((a) => a.type === 'ignore-attrition') ?? options.find((a) => a.type === 'damage')!;
      act(s, player, pick.type, pick.payload);
    }
    expect(s.battle?.loser).toBe(1);
    passes(s);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { count: 1 });
    expect(s.piles[0].active.length).toBe(active + 1);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 carries out none of these abilities: they stay attested, so its logs replay as they were played', () => {
    const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
    for (const id of ['1C108', '2C110', '1C121', '1U147', '2C161', '2C4', '1U266', '1C55', '1C148', '1U273', '1C134']) {
      const card = cards.get(id)!;
      expect([id, engineCardText('1.1.0').carries(card, card.abilities.at(-1)!.text), engineCardText('1.2.0').carries(card, card.abilities.at(-1)!.text)]).toEqual([id, false, true]);
    }
  });
});
