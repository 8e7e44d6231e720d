/** Real Mugic cards that act on the burst: negating, redirecting and changing attacks and Mugic; modes; X costs. */
import { pushItem } from '../src/engine/burst-items';
import { resolveItem } from '../src/engine/resolve-item';
import { withChoices } from '../src/engine/choices';
import type { Seat } from '../src/engine';
import { byName, ctx, game, PLAIN, seatOf, toStrike, WATER } from './dop-support';
import { mAct } from './masters-support';
import { idOf, elementsOf, cast, item, resolveTop } from './mugic-support';

describe('CR 8.2 negating items on the burst', () => {
  const canon = byName('Canon of Casualty').id;

  it('Cadence Clash: the negated Mugic returns to its controller\'s Mugic hand, not the discard pile', () => {
    const state = game({ 4: 0, 7: 7 });
    item(state, { kind: 'mugic', card: canon, controller: 1, source: 7, effect: -1, targets: [0] });
    cast(state, idOf('MI-157'), 0);
    expect(state.masters!.burst).toEqual([]);
    expect(state.masters!.mugicHand[1]).toContain(canon);
    expect(state.zones[1].generalDiscard).not.toContain(canon);
  });

  it('Dissonance of Will negates a creature\'s activated ability, not a battlegear\'s', () => {
    const state = game({ 4: 0, 7: 7 });
    const creature = state.creatures[7].card;
    const fromGear = item(state, { kind: 'ability', card: byName('Stone Mail').id, controller: 1, source: 7, effect: 0, targets: [] });
    item(state, { kind: 'ability', card: creature, controller: 1, source: 7, effect: 0, targets: [] });
    cast(state, idOf('MI-175'), 0);
    expect(state.masters!.burst).toEqual([fromGear]);
    cast(state, idOf('MI-175'), 0);
    expect(state.masters!.burst).toEqual([fromGear]);
  });

  it('Adaptive Progression negates an Elemental Attack (to the Attack Discard pile), not an attack with no element', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    const plain = item(state, { kind: 'attack', card: PLAIN.id, controller: 1 as Seat, source: 7, effect: -1, targets: [] });
    cast(state, idOf('FUN-84'), 0);
    expect(state.masters!.burst).toEqual([plain]);
    state.masters!.burst = [];
    item(state, { kind: 'attack', card: WATER.id, controller: 1, source: 7, effect: -1, targets: [] });
    cast(state, idOf('FUN-84'), 0);
    expect(state.masters!.burst).toEqual([]);
    expect(state.zones[1].attackDiscard).toContain(WATER.id);
    expect(state.creatures[0].damage).toBe(0);
  });

  it('Silent Requiem negates only a Mugic that targets a creature with Invisibility (Brathe)', () => {
    const state = game({ 4: 0, 5: 1, 7: 7 }, [{ seat: 0, index: 1, card: byName('Brathe').id }]);
    const atArias = item(state, { kind: 'mugic', card: canon, controller: 1, source: 7, effect: -1, targets: [0] });
    cast(state, idOf('AU-186'), 0);
    expect(state.masters!.burst).toEqual([atArias]);
    item(state, { kind: 'mugic', card: canon, controller: 1, source: 7, effect: -1, targets: [1] });
    cast(state, idOf('AU-186'), 0);
    expect(state.masters!.burst).toEqual([atArias]);
  });
});

describe('"Choose one:": Song of the Dyad', () => {
  it('the controller\'s stated mode decides: heal 10 (mode 1) or deal 10 (mode 2) to the target', () => {
    const state = game({ 4: 0, 7: 7 });
    const dyad = idOf('SS-80');
    state.creatures[7].damage = 20;
    withChoices(state, ['1'], () => cast(state, dyad, 0, [7]));
    expect(state.creatures[7].damage).toBe(10);
    const { asked } = withChoices(state, ['2'], () => cast(state, dyad, 0, [7]));
    expect(state.creatures[7].damage).toBe(20);
    expect(asked).toEqual([{ kind: 'mode', options: ['1', '2'], answer: '2', stated: true }]);
  });
});

describe('CR 8.4.2.6 X costs', () => {
  it('Chromatic Postlude played for X = 2 costs 2 counters and deals 10', () => {
    const state = game({ 4: 0, 7: 7 });
    const postlude = idOf('MI-180');
    mAct(state, 'move', { from: 4, to: 7 });
    mAct(state, 'pass');
    state.masters!.mugicHand[1] = [postlude];
    state.masters!.counters[7] = 3;
    mAct(state, 'play-mugic', { card: postlude, caster: 7, targets: [0], x: 2 });
    mAct(state, 'pass');
    mAct(state, 'pass');
    expect(state.masters!.counters[7]).toBe(1);
    expect(state.creatures[0].damage).toBe(10);
  });

  it('Elemental Denial: X = 2 takes both of Laarina\'s elements, X = 1 one', () => {
    const state = game({ 4: 0, 5: 1, 7: 7 }, [{ seat: 0, index: 0, card: byName('Laarina').id }, { seat: 0, index: 1, card: byName('Laarina').id }]);
    const denial = idOf('ZOTH-73');
    const x = (n: number, target: number) => {
      const it = pushItem(state, { kind: 'mugic', card: denial, controller: 1, source: 7, effect: -1, targets: [target], x: n });
      state.masters!.burst.pop();
      resolveItem(state, ctx, it);
    };
    x(2, 0);
    x(1, 1);
    expect([elementsOf(state, 0), elementsOf(state, 1)]).toEqual([[], ['Water']]);
  });
});

describe('CR 8.8.2 / 8.5.4 changing the attack or Mugic on the burst', () => {
  const canon = byName('Canon of Casualty').id;
  const striking = () => {
    const state = toStrike(game({ 4: 0, 7: 7 }));
    const striker = seatOf(state) === 0 ? 0 : 7;
    return { state, striker, struck: striker === 0 ? 7 : 0, seat: seatOf(state) };
  };

  it('Symphony of Shielding: Canon of Casualty below it deals 0; an attack below it deals 0', () => {
    const state = game({ 4: 0, 7: 7 });
    item(state, { kind: 'mugic', card: canon, controller: 1, source: 7, effect: -1, targets: [0] });
    cast(state, idOf('AU-173'), 0);
    resolveTop(state);
    expect(state.creatures[0].damage).toBe(0);
    const s = striking();
    item(s.state, { kind: 'attack', card: PLAIN.id, controller: s.seat, source: s.striker, effect: -1, targets: [] });
    cast(s.state, idOf('AU-173'), 0);
    resolveTop(s.state);
    expect(s.state.creatures[s.struck].damage).toBe(0);
  });

  it('Elemental Counterpoint: Allmageddon (four Elemental Types) played by Heptadd deals 40 less', () => {
    const allmageddon = byName('Allmageddon').id;
    const dealt = (counter: boolean) => {
      const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: byName('Heptadd').id }]));
      item(state, { kind: 'attack', card: allmageddon, controller: 0, source: 0, effect: -1, targets: [] });
      if (counter) cast(state, idOf('AU-180'), 7);
      resolveTop(state);
      return state.creatures[7].damage;
    };
    expect(dealt(false)).toBe(50);
    expect(dealt(true)).toBe(10);
  });

  it('Mondo Rondo: Takinom\'s second attack counts as its first, so Strike 10 adds again', () => {
    const state = toStrike(game({ 4: 0, 7: 7 }, [{ seat: 0, index: 0, card: idOf('ROTO-13') }]));
    const attack = () => item(state, { kind: 'attack', card: PLAIN.id, controller: 0, source: 0, effect: -1, targets: [] });
    attack();
    resolveTop(state);
    expect(state.creatures[7].damage).toBe(PLAIN.damage.base + 10);
    attack();
    resolveTop(state);
    expect(state.creatures[7].damage).toBe(2 * PLAIN.damage.base + 10);
    attack();
    cast(state, idOf('FAS-10001'), 7);
    resolveTop(state);
    expect(state.creatures[7].damage).toBe(3 * PLAIN.damage.base + 20);
  });

  it('Aegis Airia: the attack is negated, and the next attack played this turn deals 0', () => {
    const s = striking();
    item(s.state, { kind: 'attack', card: PLAIN.id, controller: s.seat, source: s.striker, effect: -1, targets: [] });
    cast(s.state, idOf('AU-184'), 0);
    expect(s.state.masters!.burst).toEqual([]);
    expect(s.state.zones[s.seat].attackDiscard).toContain(PLAIN.id);
    item(s.state, { kind: 'attack', card: PLAIN.id, controller: s.seat, source: s.striker, effect: -1, targets: [] });
    resolveTop(s.state);
    expect(s.state.creatures[s.struck].damage).toBe(0);
  });
});
