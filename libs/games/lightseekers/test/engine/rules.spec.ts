import { checkAttestInvariants } from '@arbiter/rules';
import type { LightseekersAction, LightseekersState } from '../../src';
import { attestInvariants, bundledCardSet } from '../../src';
import { catalogueOf } from '../../src/engine/catalogue';
import { settle, startTurn } from '../../src/engine/flow';
import { removePlayer } from '../../src/engine/removal';
import { enemyOf, targetOf } from '../../src/engine/seating';
import { botLog, engine, statesOf } from './bot-support';

const cards = catalogueOf(bundledCardSet('testwave'));
const codes = (s: LightseekersState, a: LightseekersAction) => engine.validate(s, a).map((v) => `${v.code} ${v.rule}`);
const start = (n: number, seed = 1) => statesOf(botLog(n, seed).log)[0];
const acting = (s: LightseekersState) => s.players[s.turn];

describe('ls:3.3.3 opening hands by player count', () => {
  it('gives the first player 4 cards and each later one more, up to 7', () => {
    const s = start(5);
    const sizes = s.players.map((_, i) => s.players[(s.turn + i) % 5]);
    // The acting player has not drawn yet: it is their first Action Phase.
    expect(sizes.map((p) => p.hand.length)).toEqual([4, 5, 6, 7, 7]);
    expect(s.players.every((p) => p.health === cards.get(p.hero).health)).toBe(true);
  });
});

describe('ls:3.1.1 target to the left, enemy to the right, recomputed after a removal', () => {
  it('skips removed players', () => {
    const s = engine.clone(start(4));
    const [a, b, c, d] = s.players.map((p) => p.id);
    expect([targetOf(s, a), enemyOf(s, a)]).toEqual([b, d]);
    removePlayer(s, b);
    expect(targetOf(s, a)).toBe(c);
    expect(enemyOf(s, c)).toBe(a);
  });
});

describe('ls:5.3.1 ls:5.3.4 the removed player\'s enemy scores, heals 5 and shuffles cards back', () => {
  it('gives the VP to the enemy, never to the player who dealt the blow', () => {
    const s = engine.clone(start(3));
    const [a, b] = s.players;
    a.health = 10;
    a.discard = ['tw-ember-scout', 'tw-spark-drake'];
    removePlayer(s, b.id);
    expect(s.players.map((p) => p.vp)).toEqual([1, 0, 0]);
    expect(a.health).toBe(15);
    expect(s.pending).toEqual([{ kind: 'reshuffle', player: a.id, left: 2 }]);
  });
  it('ls:5.3.3 the last player scores one more', () => {
    const s = engine.clone(start(3));
    const [a, b, c] = s.players;
    removePlayer(s, b.id);
    removePlayer(s, c.id);
    // a is the enemy of both (each was to a's left in turn), then the last player: 3; the others tie at 0.
    expect(s.players.map((p) => p.vp)).toEqual([3, 0, 0]);
    expect(engine.outcome(s)).toMatchObject({ winners: [a.id], scores: { [a.id]: 3, [b.id]: 0, [c.id]: 0 }, ranking: [[a.id], [b.id, c.id]] });
  });
});

describe('ls:4.1.3.2c one action per Basic element a turn', () => {
  it('refuses a second card of a Basic Element, and an unrestricted action allows it (ls:4.1.3.6f)', () => {
    const s = engine.clone(start(2));
    const p = acting(s);
    (p as { hero: string }).hero = 'tw-ember-warden';
    p.hand = ['tw-rubble-golem', 'tw-crystal-ward'];
    s.current.basicUsed = ['Earth'];
    const recipient = s.players.find((q) => q !== p)!.id;
    const play: LightseekersAction = { seq: s.seq + 1, player: p.id, type: 'play-card', payload: { card: 'tw-rubble-golem', recipient } };
    expect(codes(s, play)).toEqual(['lightseekers/basic-element-used ls:4.1.3.2c']);
    s.current.unrestricted = 1;
    expect(codes(s, play)).toEqual([]);
  });
});

describe('ls:4.1.3.1g extra actions from a combo do not pay for another combo', () => {
  it('refuses a second combo', () => {
    const s = engine.clone(start(2));
    const p = acting(s);
    (p as { hero: string }).hero = 'tw-gear-smith';
    p.hand = ['tw-rewind-pulse', 'tw-mech-medic', 'tw-mech-medic'];
    s.current = { ...s.current, combo: true, regular: 0, unrestricted: 1 };
    expect(codes(s, { seq: s.seq + 1, player: p.id, type: 'play-combo', payload: { card: 'tw-rewind-pulse', payment: ['tw-mech-medic'] } })).toEqual(['lightseekers/second-combo ls:4.1.3.1g']);
  });
});

describe('ls:2.4.2.2 combo payment', () => {
  it('takes exactly the cost (c), nothing more (e), and a combo pays for its overlap (g)', () => {
    const s = engine.clone(start(2));
    const p = acting(s);
    (p as { hero: string }).hero = 'tw-ember-warden';
    s.current = { ...s.current, taken: 0, combo: false, regular: 2 };
    p.hand = ['tw-fire-surge', 'tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem', 'tw-cinder-hound', 'tw-magma-shell'];
    const recipient = s.players.find((q) => q !== p)!.id;
    const combo = (payment: string[]): LightseekersAction => ({ seq: s.seq + 1, player: p.id, type: 'play-combo', payload: { card: 'tw-fire-surge', payment, recipient } });
    expect(codes(s, combo(['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem']))).toEqual([]);
    expect(codes(s, combo(['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem', 'tw-cinder-hound']))).toEqual(['lightseekers/combo-overpaid ls:2.4.2.2e']);
    expect(codes(s, combo(['tw-ember-scout', 'tw-rubble-golem']))).toEqual(['lightseekers/combo-payment-mismatch ls:2.4.2.2c']);
    // Magma Shell (Fire, Earth, Crystal) pays Fire and Earth; one more Fire card completes it.
    expect(codes(s, combo(['tw-magma-shell', 'tw-ember-scout']))).toEqual([]);
    expect(codes(s, combo(['tw-magma-shell', 'tw-ember-scout', 'tw-rubble-golem']))).toEqual(['lightseekers/combo-overpaid ls:2.4.2.2e']);
  });
});

describe('ls:4.1.2.3a ls:2.5.3.9h a rotating Buff Expires when it rotates to a corner with no rotation symbol', () => {
  it('moves Sun Totem to the discard pile after its third corner, and triggers its corner until then', () => {
    const s = engine.clone(start(2));
    const p = acting(s);
    p.buffs = [{ card: 'tw-sun-totem', corner: 1 }];
    p.health = 10;
    s.queue = [];
    s.pending = [];
    startTurn(s, cards);
    settle(s, cards);
    expect(p.buffs).toEqual([{ card: 'tw-sun-totem', corner: 2 }]);
    expect(p.health).toBe(11);
    startTurn(s, cards);
    settle(s, cards);
    expect(p.buffs).toEqual([]);
    expect(p.discard[p.discard.length - 1]).toBe('tw-sun-totem');
  });
});

describe('ls:2.5.4.7 ls:2.5.4.6 Items: no twin equipped, at most 2 points', () => {
  it('asks for an Item to discard over 2 points', () => {
    const s = engine.clone(start(2));
    const p = acting(s);
    p.items = ['tw-titan-hammer'];
    p.hand = ['tw-pocket-shield'];
    s.current = { ...s.current, regular: 2, taken: 0, phase: 'action', names: [] };
    engine.applyInPlace(s, { seq: s.seq + 1, player: p.id, type: 'play-card', payload: { card: 'tw-pocket-shield' } });
    expect(s.pending[0]).toMatchObject({ kind: 'item-cap', player: p.id });
    expect(codes(s, { seq: s.seq + 1, player: p.id, type: 'pass', payload: {} })).toEqual(['lightseekers/item-over-cap ls:2.5.4.6']);
  });
});

describe('attested outcomes keep the Lightseekers invariants', () => {
  it('ls:2.10.2 health in 0–35, ls:2.5.4.5 items at most 2 points, ls:6.2.1/move cards conserved', () => {
    const before = start(2);
    const after = engine.clone(before);
    after.players[0].health = 40;
    after.players[1].items = ['tw-titan-hammer', 'tw-pocket-shield'];
    after.players[1].hand.push('tw-ember-scout');
    expect(checkAttestInvariants(attestInvariants(cards), before, after, 7).map((v) => `${v.code} ${v.rule}`)).toEqual([
      'lightseekers/attest-health ls:2.10.2', 'lightseekers/attest-item-cap ls:2.5.4.5', 'lightseekers/attest-cards ls:6.2.1/move',
    ]);
  });
});
