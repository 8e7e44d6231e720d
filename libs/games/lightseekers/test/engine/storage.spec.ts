import type { LightseekersAction } from '../../src';
import { attestInvariants, bundledCardSet } from '../../src';
import { checkAttestInvariants } from '@arbiter/rules';
import { catalogueOf } from '../../src/engine/catalogue';
import { engine } from './bot-support';
import { actingWith, codesOf, nextSeq, opening, otherThan } from './rule-fixtures';

const cards = catalogueOf(bundledCardSet('testwave'));

/** Testwave Relic Cache: a permanent Buff, "Store a card from your hand under this." */
function cachePlayed(hand: string[]) {
  const s = opening(2);
  const p = actingWith(s, 'tw-ember-warden', ['tw-relic-cache', ...hand]);
  engine.applyInPlace(s, { seq: nextSeq(s), player: p.id, type: 'play-card', payload: { card: 'tw-relic-cache' } });
  const store = (card: string): LightseekersAction => ({ seq: nextSeq(s), player: p.id, type: 'choose', payload: { zone: 'hand', card } });
  return { s, p, store };
}

describe('ls:2.8.4.1 a storage card stores cards of its owner\'s choosing underneath itself', () => {
  it('asks its owner for a card from the hand and keeps it under the Buff, out of play (ls:2.8.4.5)', () => {
    const { s, p, store } = cachePlayed(['tw-ember-scout', 'tw-spark-drake']);
    expect(s.pending).toEqual([{ kind: 'store', player: p.id, left: 1, card: 'tw-relic-cache', zone: 'hand' }]);
    engine.applyInPlace(s, store('tw-spark-drake'));
    expect(p.buffs).toEqual([{ card: 'tw-relic-cache', corner: 0, stored: ['tw-spark-drake'] }]);
    expect(p.hand).toEqual(['tw-ember-scout']);
    // Stored cards are still the player's cards: an outcome that loses one is refused.
    const lost = engine.clone(s);
    lost.players[s.turn].buffs[0].stored = [];
    expect(checkAttestInvariants(attestInvariants(cards), s, lost, 9).map((v) => v.rule)).toEqual(['ls:6.2.1/move']);
  });

  it('ls:6.1.2/burn refuses a Burn card, offers only the others, and asks nothing when the hand holds only Burn cards', () => {
    const { s, p, store } = cachePlayed(['tw-cinder-hound', 'tw-ember-scout']);
    expect(codesOf(s, store('tw-cinder-hound'))).toEqual(['lightseekers/burn-stored ls:6.1.2/burn']);
    expect(engine.legalActions(s, p.id).map((a) => a.payload)).toEqual([{ zone: 'hand', card: 'tw-ember-scout' }]);
    const burnOnly = cachePlayed(['tw-cinder-hound']);
    expect(burnOnly.s.pending).toEqual([]);
    expect(burnOnly.p.buffs).toEqual([{ card: 'tw-relic-cache', corner: 0 }]);
  });
});

describe('ls:2.8.4.6 a Removed storage card\'s stored cards go to the discard pile first, the storage card on top', () => {
  it('discards the stored card, then Relic Cache', () => {
    const { s, p, store } = cachePlayed(['tw-spark-drake']);
    engine.applyInPlace(s, store('tw-spark-drake'));
    const other = otherThan(s, p);
    s.pending = [{ kind: 'remove-buff', player: other.id, from: p.id, left: 1 }];
    const before = p.discard.length;
    engine.applyInPlace(s, { seq: nextSeq(s), player: other.id, type: 'choose', payload: { zone: 'buffs', card: 'tw-relic-cache' } });
    expect(p.buffs).toEqual([]);
    expect(p.discard.slice(before)).toEqual(['tw-spark-drake', 'tw-relic-cache']);
  });
});
