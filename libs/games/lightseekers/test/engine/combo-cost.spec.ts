import type { LightseekersAction, LightseekersState } from '../../src';
import { engine } from './bot-support';
import { actingWith, codesOf, nextSeq, opening, otherThan } from './rule-fixtures';

/** Testwave Fire Surge costs Fire, Fire, Earth; Ley Conduit reduces combo costs by 1, Dampening Field increases them by 1. */
function surgeWith(buffs: string[], hand: string[], hero = 'tw-ember-warden') {
  const s = opening(2);
  const p = actingWith(s, hero, ['tw-fire-surge', ...hand]);
  p.buffs = buffs.map((card) => ({ card, corner: 0 }));
  const recipient = otherThan(s, p).id;
  const combo = (payment: string[]): LightseekersAction => ({ seq: nextSeq(s), player: p.id, type: 'play-combo', payload: { card: 'tw-fire-surge', payment, recipient } });
  return { s, p, combo };
}

const offered = (s: LightseekersState, player: string) => engine.legalActions(s, player).flatMap((a) => (a.type === 'play-combo' ? [[...a.payload.payment].sort().join(' ')] : []));

describe('ls:2.4.2.2i a reduced combo cost takes fewer cards, the player choosing the Element left out', () => {
  const hand = ['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem', 'tw-cinder-hound'];

  it('accepts the cost less a Fire or less the Earth, and refuses less than the reduced cost', () => {
    const { s, combo } = surgeWith(['tw-ley-conduit'], hand);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-rubble-golem']))).toEqual([]);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-ember-scout']))).toEqual([]);
    expect(codesOf(s, combo(['tw-ember-scout']))).toEqual(['lightseekers/combo-payment-mismatch ls:2.4.2.2i']);
  });

  it('ls:2.4.2.2e refuses the full printed cost once it is reduced', () => {
    const { s, combo } = surgeWith(['tw-ley-conduit'], hand);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem']))).toEqual(['lightseekers/combo-overpaid ls:2.4.2.2e']);
  });

  it('ls:2.4.2.2d still needs access to every Element printed', () => {
    const { s, combo } = surgeWith(['tw-ley-conduit'], hand, 'tw-dusk-nomad');
    expect(codesOf(s, combo(['tw-rubble-golem']))).toEqual(['lightseekers/combo-no-access ls:2.4.2.2d']);
  });

  it('offers the reduced payments among the legal actions, and plays one', () => {
    const { s, p, combo } = surgeWith(['tw-ley-conduit'], hand);
    expect(offered(s, p.id)).toEqual(expect.arrayContaining(['tw-ember-scout tw-rubble-golem', 'tw-ember-scout tw-ember-scout']));
    expect(offered(s, p.id)).not.toContain('tw-ember-scout tw-ember-scout tw-rubble-golem');
    engine.applyInPlace(s, combo(['tw-ember-scout', 'tw-rubble-golem']));
    expect([...p.hand].sort()).toEqual(['tw-cinder-hound', 'tw-ember-scout']);
  });
});

describe('ls:2.4.2.2j an increased combo cost takes more cards of the combo\'s Orders', () => {
  const hand = ['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem', 'tw-crystal-ward', 'tw-wandering-brawler'];

  it('accepts the printed cost and one more Mountain card, and refuses the printed cost alone', () => {
    const { s, combo } = surgeWith(['tw-dampening-field'], hand);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem', 'tw-crystal-ward']))).toEqual([]);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem']))).toEqual(['lightseekers/combo-payment-mismatch ls:2.4.2.2j']);
  });

  it('refuses an Unaligned card as the extra card: it is of no Order of the combo', () => {
    const { s, combo } = surgeWith(['tw-dampening-field'], hand);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem', 'tw-wandering-brawler']))).toEqual(['lightseekers/combo-payment-mismatch ls:2.4.2.2j']);
  });

  it('offers only the increased payments among the legal actions', () => {
    const { s, p } = surgeWith(['tw-dampening-field'], hand);
    expect(offered(s, p.id)).toEqual(['tw-crystal-ward tw-ember-scout tw-ember-scout tw-rubble-golem']);
  });
});

describe('ls:2.4.2.2k a cost increased and reduced by as much is the printed cost', () => {
  it('takes Fire, Fire, Earth exactly', () => {
    const { s, combo } = surgeWith(['tw-ley-conduit', 'tw-dampening-field'], ['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem', 'tw-crystal-ward']);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem']))).toEqual([]);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-rubble-golem']))).toEqual(['lightseekers/combo-payment-mismatch ls:2.4.2.2c']);
    expect(codesOf(s, combo(['tw-ember-scout', 'tw-ember-scout', 'tw-rubble-golem', 'tw-crystal-ward']))).toEqual(['lightseekers/combo-overpaid ls:2.4.2.2e']);
  });
});
