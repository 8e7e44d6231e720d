import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { A, act, B, codes, DECKS, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 carries out the triggered abilities it reads (wars:glossary/triggered-ability): an
 * event it watches triggers them, they wait until a player gains initiative, then go on the stack
 * and resolve when both players pass. Each case is a real card in a hand-made game. Ann's deck:
 * two Ganymede/Exploratory Camp sites, Ganymede/Traginium Source (0-2, a sector), then Ilna
 * Hekaton 1C235 (0-3, a ship), Ikazuchi T.S.V. 1U77 (0-4), Fighter Support 1U20 (0-5, an asset),
 * Entrenched Infantry 1U17 (0-6), Hamon of Ikazuchi 1C72 (0-7), then Mouthpieces (2C13, text
 * only a keyword, so entering play triggers nothing of their own) from 0-8.
 * Bob's is the rules tests': his starting location is Ganymede/Traginium Well (1-0, 1C310: "Each
 * time a player's unit enters play here, that player's opponent pays 1 energy.").
 */
const DECK = ['1S301', '1S301', '1C309', '1C235', '1U77', '1U20', '1U17', '1C72', ...Array(30).fill('2C13')];
const engine = warsModule.engines.engine();
const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
const started = (on = engine) => startedWith([DECK, DECKS[1]], on, 'triggered');

/** Energy in a player's active pile, from the bottom of their reserve. */
function activeEnergy(s: WarsState, seat: 0 | 1, n: number): void {
  s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - n, n));
}

function withSector(s: WarsState): void {
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
}

/** A card of Ann's pending on the stack as if just deployed (its cost paid): both passes resolve it into play. */
function pendingDeploy(s: WarsState, key: string, target: { at: string }): void {
  for (const pile of Object.values(s.piles[0])) if ((pile as string[]).includes(key)) (pile as string[]).splice((pile as string[]).indexOf(key), 1);
  s.stack.push({ kind: 'card', seat: 0, card: key, target, mode: null });
}

describe('wars:glossary/triggered-ability: triggered abilities the engine carries out (engine 1.2.0)', () => {
  it('Ilna Hekaton 1C235: "When this ship enters play, your opponent pays 1 energy": it goes on the stack as Ann regains initiative, and Bob pays as it resolves', () => {
    const s = started();
    withSector(s);
    activeEnergy(s, 1, 2);
    pendingDeploy(s, '0-3', { at: '0-2' });
    passes(s);
    expect(s.inPlay['0-3']).toBeDefined();
    expect([s.triggered, s.stack.at(-1), s.initiative, s.passes]).toEqual([undefined, expect.objectContaining({ kind: 'ability', card: '0-3', trigger: true, seat: 0 }), 0, 0]);
    const bobActive = s.piles[1].active.length;
    passes(s);
    expect([s.stack.length, s.piles[1].active.length, s.piles[1].used.length]).toEqual([0, bobActive - 1, 1]);
  });

  it('Ganymede/Traginium Well 1C310: a unit of Ann\'s entering play there makes Bob ("that player\'s opponent") pay 1; one entering elsewhere does not', () => {
    const s = started();
    activeEnergy(s, 1, 3);
    pendingDeploy(s, '0-8', { at: '0-0' });
    passes(s);
    expect(s.stack).toEqual([]);
    pendingDeploy(s, '0-9', { at: '1-0' });
    passes(s);
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', seat: 1, card: '1-0', that: 0, trigger: true });
    passes(s);
    expect([s.piles[1].active.length, s.piles[1].used.length]).toEqual([2, 1]);
  });

  it('wars:glossary/effects: an opponent who must pay more than the active pile holds pays what it holds (Ikazuchi T.S.V. 1U77: "Each time a site battle begins here, your opponent pays 3 energy")', () => {
    const s = started();
    put(s, '0-4', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    activeEnergy(s, 0, 1);
    activeEnergy(s, 1, 2);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-0' });
    passes(s);
    expect(s.battle?.location).toBe('0-0');
    expect(s.stack.at(-1)).toMatchObject({ kind: 'ability', card: '0-4', trigger: true });
    passes(s);
    expect([s.piles[1].active.length, s.piles[1].used.length]).toEqual([0, 2]);
  });

  it('Fighter Support 1U20: "When your opponent controls this site, dismiss this asset": a state, triggering once while it holds', () => {
    const s = started();
    put(s, '0-8', 'unit', '0-0');
    s.inPlay['0-5'] = { key: '0-5', owner: 0, kind: 'asset', at: '0-0', host: '0-0', damaged: false };
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-5');
    put(s, '1-1', 'unit', '0-0');
    act(s, A, 'pass');
    expect(s.stack).toEqual([]);
    // Ann's unit leaves: Bob alone controls the site.
    delete s.inPlay['0-8'];
    s.piles[0].lost.push('0-8');
    act(s, B, 'pass');
    expect(s.stack).toEqual([expect.objectContaining({ kind: 'ability', card: '0-5', trigger: true })]);
    act(s, A, 'pass');
    expect(s.stack).toHaveLength(1);
    act(s, B, 'pass');
    expect([s.inPlay['0-5'], s.piles[0].lost.at(-1), s.stack]).toEqual([undefined, '0-5', []]);
  });

  it('wars:glossary/lose-energy: Entrenched Infantry 1U17 ("Each time you drain here, if this character is at a site, you lose 2 energy"): after the drain, Ann loses 2 card by card', () => {
    const s = started();
    put(s, '0-6', 'unit', '1-0');
    activeEnergy(s, 0, 3);
    toPhase(s, 'control');
    act(s, A, 'drain', { location: '1-0' });
    passes(s);
    // Bob first loses what the drain makes him lose; the trigger waits on the stack.
    expect([s.pendingLoss?.seat, s.stack.at(-1)]).toEqual([1, expect.objectContaining({ kind: 'ability', card: '0-6', trigger: true })]);
    while (s.pendingLoss) act(s, B, 'lose', { from: 'reserve' });
    passes(s);
    expect(s.pendingLoss).toEqual({ seat: 0, remaining: 2, rule: 'wars:glossary/lose-energy' });
    expect(codes(s, A, 'pass', {})).toEqual(['wars/energy-not-lost wars:glossary/lose-energy']);
    act(s, A, 'lose', { from: 'active' });
    act(s, A, 'lose', { from: 'active' });
    expect(s.pendingLoss).toBeNull();
  });

  it('Hamon of Ikazuchi 1C72: "When this vehicle enters play at a site, activate 1 energy for each of your other units here"', () => {
    const s = started();
    put(s, '0-8', 'unit', '0-0');
    put(s, '0-9', 'unit', '0-0');
    put(s, '1-1', 'unit', '0-0');
    pendingDeploy(s, '0-7', { at: '0-0' });
    passes(s);
    const active = s.piles[0].active.length;
    passes(s);
    expect(s.piles[0].active.length).toBe(active + 2);
  });

  it('engine 1.1.0 triggers nothing: the text is attested, so its logs replay as they were played', () => {
    const old = warsModule.engines.engine('1.1.0');
    const s = started(old);
    withSector(s);
    pendingDeploy(s, '0-3', { at: '0-2' });
    act(s, A, 'pass', {}, old);
    act(s, B, 'pass', {}, old);
    expect([s.inPlay['0-3'] !== undefined, s.stack, s.triggered]).toEqual([true, [], undefined]);
  });
});

describe('wars:glossary/attack-action: "Each time you attack here, …" (Modular Transport 1R140, engine 1.2.0)', () => {
  // Ann's Modular Transport (0-3, an inverter ship: its triggered ability is on the inverted side) and Razorjack (0-4, another inverter ship).
  const ATTACK_DECK = ['1S301', '1S301', '1C309', '1R140', '1C148', ...Array(33).fill('2C13')];
  const BOB_SHIPS = ['1C310', '1C71', ...Array(36).fill('2C13')];

  /** Both of Ann's ships and Bob's Carrier at her sector, `inverted` of hers inverted; she attacks there. */
  function attacked(inverted: string[]): WarsState {
    const s = startedWith([ATTACK_DECK, BOB_SHIPS], engine, 'triggered');
    withSector(s);
    for (const key of ['0-3', '0-4', '1-1']) put(s, key, 'ship', '0-2');
    for (const key of inverted) s.inPlay[key].inverted = true;
    activeEnergy(s, 0, 2);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-2' });
    return s;
  }

  it('"… if you have another inverted ship here, activate up to 3 energy.": with Razorjack inverted, Ann chooses 3', () => {
    const s = attacked(['0-3', '0-4']);
    expect(s.stack.map((i) => i.kind)).toEqual(['attack', 'ability']);
    passes(s);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { count: 3 });
    expect(s.piles[0].active.length).toBe(active + 3);
  });

  it('without another inverted ship the condition fails as it resolves, and nothing is asked', () => {
    const s = attacked(['0-3']);
    passes(s);
    expect([s.choosing, s.stack.map((i) => i.kind)]).toEqual([undefined, ['attack']]);
  });
});

describe('wars:glossary/attack-action: "Each time you attack here, if each player has only one ship here, your opponent loses 1 energy." (Sudeva Escort 1U206, engine 1.2.0)', () => {
  // Ann's Sudeva Escort (0-3) and another Escort (0-4); Bob's Guardian-Class Carrier (1-1).
  const ESCORTS = ['1S301', '1S301', '1C309', '1U206', '1U206', ...Array(33).fill('2C13')];
  const BOB_SHIPS = ['1C310', '1C71', ...Array(36).fill('2C13')];

  /** Ann's `ships` and Bob's Carrier at her sector; she attacks there and the attack resolves. */
  function attackedWith(ships: string[]): WarsState {
    const s = startedWith([ESCORTS, BOB_SHIPS], engine, 'triggered');
    withSector(s);
    for (const key of [...ships, '1-1']) put(s, key, 'ship', '0-2');
    activeEnergy(s, 0, 2);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location: '0-2' });
    return s;
  }

  it('one ship each: the ability triggers with the attack, and Bob loses 1 energy as it resolves', () => {
    const s = attackedWith(['0-3']);
    expect(s.stack.map((i) => i.kind)).toEqual(['attack', 'ability']);
    passes(s);
    expect(s.pendingLoss).toEqual({ seat: 1, remaining: 1, rule: 'wars:glossary/lose-energy' });
  });

  it('Ann with two ships there: each Escort triggers, and the condition fails as each resolves', () => {
    const s = attackedWith(['0-3', '0-4']);
    expect(s.stack.map((i) => i.kind)).toEqual(['attack', 'ability', 'ability']);
    passes(s);
    passes(s);
    expect([s.pendingLoss, s.stack.map((i) => i.kind)]).toEqual([null, ['attack']]);
  });
});

describe('wars:glossary/battle-phase#3: "At the end of the battle destiny step of each battle at a related site, …" (Fighter Support 1U20, engine 1.2.0)', () => {
  /** Ann's Fighter Support beneath her camp (0-0), her Mouthpiece (0-8) and Bob's Zealous Squad (1-1) at `location`; Ann attacks and no one reveals battle destiny. */
  function destinyStepEnded(location: string): WarsState {
    const s = started();
    s.inPlay['0-5'] = { key: '0-5', owner: 0, kind: 'asset', at: '0-0', host: '0-0', damaged: false };
    s.piles[0].reserve = s.piles[0].reserve.filter((k) => k !== '0-5');
    put(s, '0-8', 'unit', location);
    put(s, '1-1', 'unit', location);
    activeEnergy(s, 0, 1);
    toPhase(s, 'battle');
    act(s, A, 'attack', { location });
    passes(s);
    passes(s);
    return s;
  }

  it('a battle at Bob\'s related Well: as the step ends the ability waits, then reveals Ann\'s [D] and adds it to her battle destiny there', () => {
    const s = destinyStepEnded('1-0');
    expect([s.battle?.step, s.stack.at(-1)]).toEqual(['before-attrition', expect.objectContaining({ kind: 'ability', card: '0-5', trigger: true })]);
    const top = s.piles[0].reserve[0];
    passes(s);
    const destiny = cards.get(s.decks[0][Number(top.slice(2))])!.destiny ?? 0;
    expect([s.piles[0].used.at(-1), s.untilEndOfTurn]).toEqual([top, [{ kind: 'battle', number: 'destiny', seat: 0, location: '1-0', by: destiny }]]);
  });

  it('a battle at Ann\'s own camp, where the asset is, is not at a related site', () => {
    const s = destinyStepEnded('0-0');
    expect([s.battle?.step, s.stack]).toEqual(['before-attrition', []]);
  });
});

