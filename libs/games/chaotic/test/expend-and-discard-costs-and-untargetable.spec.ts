import type { AttackCard, Card } from '../src/cards/card';
import { applyEffect } from '../src/effects/apply-effect';
import type { AutomatedEffect } from '../src/effects/effect-types';
import { EngineEffectContext } from '../src/engine/effect-context';
import { Stats } from '../src/engine/stats';
import type { ChaoticState,Seat } from '../src/engine';
import { engine } from './support';
import { mAct, mRules } from './masters-support';
import { byName, ctx, game, PLAIN, resolve, seatOf } from './dop-support';
import { setGear } from '../src/engine/board-writes';

const byId = (id: string): Card => ctx.cards.byId(id)!;
const stats = (state: ChaoticState) => new Stats(state, ctx);
/** Index of the card's `n`-th activated ability in its effect list (what `activate` names). */
const activated = (id: string, n = 0) => ctx.effects(id).normal.map((e, i) => [e, i] as const).filter(([e]) => e.kind === 'automated' && e.timing.kind === 'activated')[n][1];
const FIRE_ATTACK = (ctx.cards as unknown as { cards: Card[] }).cards.find(
  (c): c is AttackCard => c.type === 'Attack' && c.text.trim() === '' && c.damage.base === 0 && c.damage.fire > 0 && c.damage.air === 0 && c.damage.earth === 0 && c.damage.water === 0,
)!;

/** Alice's uid 0 (space 4) moves onto bob's uid 7 (space 7): the beginning-of-combat window is open. */
function engage(state: ChaoticState): ChaoticState {
  mAct(state, 'move', { from: 4, to: 7 });
  expect(state.pending.kind).toBe('priority');
  return state;
}

function passToStrike(state: ChaoticState): void {
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  expect(state.pending.kind).toBe('strike');
}

/** The striking player plays `attack`; the burst resolves. */
function strike(state: ChaoticState, attack: AttackCard = PLAIN): Seat {
  const seat = seatOf(state);
  state.zones[seat].attackHand = [attack.id];
  mAct(state, 'strike', { card: attack.id });
  while (state.pending.kind === 'priority') mAct(state, 'pass');
  return seat;
}

/** Plays `attack` for the creature whose controller strikes now, and returns the damage it dealt to the other. */
function strikeDamage(state: ChaoticState, attack: AttackCard = PLAIN): number {
  const striker = seatOf(state) === 0 ? 0 : 7;
  const target = striker === 0 ? 7 : 0;
  const before = state.creatures[target].damage;
  expect(state.creatures[striker].owner).toBe(seatOf(state));
  strike(state, attack);
  return state.creatures[target].damage - before;
}

/** The active player holds priority first in the beginning-of-combat window (alice, seat 0). */
const whoHasPriority = (state: ChaoticState) => engine.activePlayers(state)[0];

describe('CR 8.4.4.1 Expend costs: Maxxor loses the element it expends', () => {
  const maxxor = 'FAS-7';

  it('"Expend Fire: the next attack played by Maxxor this turn deals an additional 10 damage": paid with Fire, used once', () => {
    const state = engage(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: maxxor }]));
    expect(stats(state).hasElement(0, 'Fire')).toBe(true);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated(maxxor, 0) }, whoHasPriority(state));
    expect(stats(state).hasElement(0, 'Fire')).toBe(false); // paid on play (CR 8.4.1.4)
    // Without Fire it cannot be paid again.
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: activated(maxxor, 0) })).toContain('8.4.4.1');
    passToStrike(state);
    const plain = PLAIN.damage.base;
    if (seatOf(state) === 1) strike(state); // bob's creature strikes first: Maxxor's bonus waits for Maxxor's own attack
    expect(strikeDamage(state)).toBe(plain + 10);
    if (seatOf(state) === 1) strike(state);
    expect(strikeDamage(state)).toBe(plain); // used up by that attack
  });

  it('"Expend Earth: the next attack played by the opposing engaged Creature this turn deals 10 less damage to Maxxor"', () => {
    const state = engage(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: maxxor }]));
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated(maxxor, 1) }, whoHasPriority(state));
    expect(stats(state).hasElement(0, 'Earth')).toBe(false);
    passToStrike(state);
    if (seatOf(state) === 0) strike(state);
    expect(strikeDamage(state)).toBe(PLAIN.damage.base - 10);
  });

  it('"Expend Fire while engaged" (Savitsa) cannot be paid outside combat', () => {
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-35' }]);
    mAct(state, 'move', { from: 4, to: 3 });
    expect(state.pending.kind).toBe('priority'); // CR 6.3.2: a window after the move, out of combat
    expect(stats(state).hasElement(0, 'Fire')).toBe(true);
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: activated('AU-35') })).toContain('8.4.4.1');
  });

  it('Savitsa while engaged: both players discard two Attack Cards and draw two', () => {
    const state = engage(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-35' }]));
    const hands = [0, 1].map((seat) => [...state.zones[seat as Seat].attackHand]);
    const discards = [0, 1].map((seat) => state.zones[seat as Seat].attackDiscard.length);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated('AU-35') }, whoHasPriority(state));
    mAct(state, 'pass');
    mAct(state, 'pass');
    for (const seat of [0, 1] as Seat[]) {
      expect(state.zones[seat].attackDiscard.length).toBe(discards[seat] + Math.min(2, hands[seat].length));
      expect(state.zones[seat].attackHand.length).toBe(hands[seat].length - Math.min(2, hands[seat].length) + 2);
    }
  });

  it('Riggan: "The active player reveals a new active Location" — from the active player\'s Location Deck', () => {
    const state = engage(game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'FAS-13' }]));
    const top = state.zones[0].locationDeck[0];
    expect(state.active).toBe(0);
    // Bob's Riggan is engaged; its ability reveals alice's next location (she is the active player).
    mAct(state, 'pass');
    mAct(state, 'activate', { creature: 7, from: 'creature', ability: activated('FAS-13') });
    mAct(state, 'pass');
    mAct(state, 'pass');
    expect(state.activeLocation?.card).toBe(top);
    expect(state.activeLocation?.owner).toBe(0);
  });
});

describe('CR 8.4.4.1 "Discard a Mugic Card" as a cost (Ihun\'kalin)', () => {
  it('the named Mugic goes from hand to the general discard pile; the next attack deals 10 more; an empty hand cannot pay', () => {
    const empty = engage(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-77' }]));
    empty.masters!.mugicHand[0] = [];
    expect(mRules(empty, 'activate', { creature: 0, from: 'creature', ability: activated('AU-77') }, whoHasPriority(empty))).toContain('8.4.4.1');
    const state = engage(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-77' }]));
    const hand = state.masters!.mugicHand[0];
    expect(hand.length).toBeGreaterThan(0);
    const card = hand[hand.length - 1];
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: activated('AU-77'), discard: 'not-in-hand' }, whoHasPriority(state))).toContain('8.4.4.1');
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated('AU-77'), discard: card }, whoHasPriority(state));
    expect(hand).not.toContain(card);
    expect(state.zones[0].generalDiscard).toContain(card);
    passToStrike(state);
    if (seatOf(state) === 1) strike(state);
    expect(strikeDamage(state)).toBe(PLAIN.damage.base + 10);
  });
});

describe('CR 8.4.1.3 targets: Untargetable, "cannot be targeted by opposing Mugic or abilities", "cannot be targeted by Mugic"', () => {
  const donmar = byName('Donmar'); // "{{MC}}: Heal 10 damage to target Creature"

  it('Kobarri makes a creature Untargetable: an ability may no longer target it', () => {
    const state = engage(game({ 4: 0, 7: 7, 0: 1 }, [{ seat: 0, index: 1, card: 'PROTO-kobarri' }, { seat: 1, index: 1, card: donmar.id }]));
    mAct(state, 'pass'); // bob holds priority
    const heal = activated(donmar.id);
    expect(targetsOf(state, 7, heal)).toContain(0);
    resolve(state, byId('PROTO-kobarri'), { controller: 0, source: 1, targets: [0] });
    expect(targetsOf(state, 7, heal)).not.toContain(0);
    expect(targetsOf(state, 7, heal)).toContain(7);
  });

  it('Headmaster Ankhyja: an opposing ability may not target alice\'s other creatures with Air, only those without', () => {
    const state = engage(game({ 4: 0, 7: 7, 0: 1 }, [{ seat: 0, index: 1, card: 'AU-62' }, { seat: 1, index: 1, card: donmar.id }]));
    mAct(state, 'pass'); // bob holds priority
    const without = structuredClone(state);
    state.masters!.elementMods.push({ uid: 0, element: 'Air', has: true, until: 'game' });
    without.masters!.elementMods.push({ uid: 0, element: 'Air', has: false, until: 'game' });
    expect(targetsOf(state, 7, activated(donmar.id))).not.toContain(0);
    expect(targetsOf(without, 7, activated(donmar.id))).toContain(0);
  });
});

/** The targets bob's creature `uid` may give its ability `ability` (validate, CR 8.4.1.3). */
function targetsOf(state: ChaoticState, uid: number, ability: number): number[] {
  return state.creatures.filter((c) => c.space !== null).map((c) => c.uid)
    .filter((t) => mRules(state, 'activate', { creature: uid, from: 'creature', ability, targets: [t] }, 'bob').length === 0);
}

describe('CR 9.1 / 9.2 Hune Marquard (Brainwashed): Creatures you control that are a M\'arrillian or a Minion cannot be Infected', () => {
  const infect: AutomatedEffect = { kind: 'automated', timing: { kind: 'on-resolve' }, conditions: [], steps: [{ verb: 'infect', params: { to: { select: 'target', index: 0, filter: {} } } }], text: '' };
  const run = (state: ChaoticState, target: number) => applyEffect(new EngineEffectContext(state, ctx, stats(state), { controller: 1, source: null, targets: [target] }), infect);

  it('with a Chieftain (Ihun\'kalin) alice\'s Minion Magmon and her M\'arrillian cannot be Infected; another creature can', () => {
    const state = game({ 4: 0, 7: 7, 0: 1, 3: 2, 5: 3 }, [{ seat: 0, index: 0, card: 'FUN-4' }, { seat: 0, index: 1, card: 'FUN-13' }, { seat: 0, index: 2, card: 'AU-77' }]);
    expect(state.creatures[1].subtypes).toContain('Minion');
    expect(state.creatures[3].subtypes).not.toContain('Minion');
    expect(state.creatures[3].tribe).not.toBe("M'arrillian");
    for (const uid of [1, 2, 3]) run(state, uid);
    expect(state.masters!.infected).toEqual([3]);
  });

  it('without a Chieftain the text is not active (CR 9.2.3): Magmon is Infected', () => {
    const state = game({ 4: 0, 7: 7, 0: 1 }, [{ seat: 0, index: 0, card: 'FUN-4' }, { seat: 0, index: 1, card: 'FUN-13' }]);
    run(state, 1);
    expect(state.masters!.infected).toEqual([1]);
  });
});

describe('Zamool: while it is engaged, opposing Creatures cannot play Mugic or abilities', () => {
  it('bob\'s creature may activate before Zamool is engaged, not after', () => {
    const donmar = byName('Donmar');
    const state = game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-44' }, { seat: 1, index: 1, card: donmar.id }]);
    mAct(state, 'move', { from: 4, to: 7 });
    mAct(state, 'pass');
    expect(mRules(state, 'activate', { creature: 7, from: 'creature', ability: activated(donmar.id), targets: [7] })).toEqual(['8.5.8']);
  });
});

describe('CR 8.6.1.4 Dalgad deals an additional 5 damage with Elemental Attacks', () => {
  it('a Fire attack deals 5 more; a plain attack does not', () => {
    const state = engage(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'AU-8' }]));
    passToStrike(state);
    if (seatOf(state) === 1) strike(state);
    const fire = FIRE_ATTACK.damage.fire;
    expect(strikeDamage(state, FIRE_ATTACK)).toBe(fire + 5);
    strike(state);
    expect(strikeDamage(state)).toBe(PLAIN.damage.base);
  });
});

describe('elements gained at the beginning of combat: Arctus takes those of its adjacent creatures', () => {
  it('Arctus (no printed element) gains the elements of the creature next to it, not those of a far one', () => {
    const state = game({ 4: 0, 7: 7, 3: 1 }, [{ seat: 0, index: 0, card: 'FAS-25' }, { seat: 0, index: 1, card: 'AU-8' }]);
    expect(stats(state).elements(0)).toEqual([]);
    engage(state);
    passToStrike(state);
    expect(stats(state).elements(0)).toEqual(expect.arrayContaining(['Fire', 'Water']));
  });
});

describe('counts: Kepiaan has 10 more Energy and Disciplines for each Tribe you control', () => {
  it('two tribes among alice\'s creatures give 20 more', () => {
    const state = game({ 4: 0, 0: 1 }, [{ seat: 0, index: 0, card: 'FUN-20' }]);
    const tribes = new Set([0, 1].map((u) => state.creatures[u].tribe));
    expect(stats(state).stat(0, 'energy')).toBe(state.creatures[0].energy + 10 * tribes.size);
    expect(stats(state).stat(0, 'courage')).toBe(state.creatures[0].stats.courage + 10 * tribes.size);
  });
});

describe('Takinom: "The next attack played by Takinom this turn counts as its first attack this combat"', () => {
  it('with its Strike 10, its first attack deals 10 more, the second does not, the one after the ability does again', () => {
    const state = engage(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: 'PROMO-75' }]));
    passToStrike(state);
    if (seatOf(state) === 1) strike(state);
    expect(strikeDamage(state)).toBe(PLAIN.damage.base + 10);
    strike(state);
    expect(strikeDamage(state)).toBe(PLAIN.damage.base);
    strike(state);
    resolve(state, byId('PROMO-75'), { controller: 0, source: 0, targets: [] }, 0);
    expect(strikeDamage(state)).toBe(PLAIN.damage.base + 10);
  });
});

describe('CR 8.4.4.1 "Sacrifice a Battlegear" as a cost (Khybon\'s Engineered Automaton)', () => {
  it('the named creature\'s Battlegear goes to the discard pile and the Taskmaster gains 40 to all Disciplines; with no Battlegear it cannot be paid', () => {
    const automaton = 'LR-3';
    const state = engage(game({ 4: 0, 7: 7, 3: 1 }, [{ seat: 0, index: 0, card: automaton }]));
    const gearCard = state.masters!.gear[1]!.card;
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: activated(automaton), targets: [0], gear: 7 }, whoHasPriority(state))).toContain('8.4.4.1');
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: activated(automaton), targets: [0], gear: 1 }, whoHasPriority(state));
    expect(state.masters!.gear[1]).toBeNull();
    expect(state.zones[0].generalDiscard).toContain(gearCard);
    mAct(state, 'pass');
    mAct(state, 'pass');
    expect(stats(state).stat(0, 'courage')).toBe(state.creatures[0].stats.courage + 40);
    const bare = engage(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: automaton }]));
    setGear(bare.masters!, 0, null);
    expect(mRules(bare, 'activate', { creature: 0, from: 'creature', ability: activated(automaton), targets: [0] }, whoHasPriority(bare))).toContain('8.4.4.1');
  });
});

describe('CR 8.8.2 Lomma: "Target Elemental Attack deals 0 damage to Lomma"', () => {
  /** Alice strikes bob's Lomma with `attack`; bob answers with Lomma's ability; the burst resolves. */
  function answered(attack: AttackCard): { state: ChaoticState; dealt: number } {
    const state = engage(game({ 4: 0, 7: 7 }, [{ seat: 1, index: 1, card: 'AU-16' }]));
    state.active = 0;
    passToStrike(state);
    while (seatOf(state) !== 0) strike(state);
    state.masters!.counters[7] = 2;
    state.masters!.elementMods.push({ uid: 0, element: 'Fire', has: true, until: 'game' }); // the Fire attack deals its Fire damage
    state.zones[0].attackHand = [attack.id];
    const before = state.creatures[7].damage;
    mAct(state, 'strike', { card: attack.id });
    const lomma = ctx.effects('AU-16').normal.findIndex((e) => e.kind === 'automated' && e.timing.kind === 'activated');
    while (engine.activePlayers(state)[0] !== 'bob') mAct(state, 'pass');
    mAct(state, 'activate', { creature: 7, from: 'creature', ability: lomma });
    while (state.pending.kind === 'priority' && state.masters!.burst.length > 0) mAct(state, 'pass');
    return { state, dealt: state.creatures[7].damage - before };
  }

  it('an Elemental Attack against Lomma deals 0; a plain attack deals its damage', () => {
    expect(FIRE_ATTACK.damage.fire).toBeGreaterThan(0);
    expect(answered(FIRE_ATTACK).dealt).toBe(0);
    expect(answered(PLAIN).dealt).toBe(PLAIN.damage.base);
  });
});

describe('CR 8.8.2 Illiar: attacks with a Build Points of 2 played against it deal 0 damage', () => {
  const TWO = (ctx.cards as unknown as { cards: Card[] }).cards.find((c): c is AttackCard => c.type === 'Attack' && c.text.trim() === '' && c.buildCost === 2)!;

  /** Alice's first strike against bob's creature 7 (Illiar when `illiar`), every element on her creature so any attack deals damage. */
  function aliceStrikes(attack: AttackCard, illiar: boolean): number {
    const state = engage(game({ 4: 0, 7: 7 }, illiar ? [{ seat: 1, index: 1, card: 'AU-13' }] : []));
    for (const element of ['Fire', 'Air', 'Earth', 'Water'] as const) state.masters!.elementMods.push({ uid: 0, element, has: true, until: 'game' });
    passToStrike(state);
    while (seatOf(state) !== 0) strike(state);
    return strikeDamage(state, attack);
  }

  it('a 2-point attack deals 0 to Illiar (and damage to another creature); an attack of another cost deals its damage', () => {
    expect(PLAIN.buildCost).not.toBe(2);
    expect(aliceStrikes(TWO, false)).toBeGreaterThan(0);
    expect(aliceStrikes(TWO, true)).toBe(0);
    expect(aliceStrikes(PLAIN, true)).toBe(aliceStrikes(PLAIN, false));
  });
});

describe('CR 8.4.4.1 Tassanil: "Expend any Elemental Type: Target Danian Creature gains the expended Elemental Type"', () => {
  it('the element named in the action is expended by Tassanil and gained by the target; one it lacks cannot be expended', () => {
    const state = engage(game({ 4: 0, 7: 7, 3: 1 }, [{ seat: 0, index: 0, card: 'FAS-24' }, { seat: 0, index: 1, card: 'FUN-20' }]));
    const [element, missing] = stats(state).elements(0);
    expect(missing).toBeDefined();
    state.masters!.elementMods.push({ uid: 0, element: missing, has: false, until: 'game' }); // Tassanil without it
    const tassanil = activated('FAS-24');
    expect(mRules(state, 'activate', { creature: 0, from: 'creature', ability: tassanil, targets: [1], expend: missing }, whoHasPriority(state))).toContain('8.4.4.1');
    state.masters!.elementMods.push({ uid: 1, element, has: false, until: 'game' });
    expect(stats(state).hasElement(1, element)).toBe(false);
    mAct(state, 'activate', { creature: 0, from: 'creature', ability: tassanil, targets: [1], expend: element }, whoHasPriority(state));
    expect(stats(state).hasElement(0, element)).toBe(false);
    mAct(state, 'pass');
    mAct(state, 'pass');
    expect(stats(state).hasElement(1, element)).toBe(true);
  });
});
