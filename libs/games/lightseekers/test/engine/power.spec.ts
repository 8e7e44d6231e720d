import type { LightseekersAction } from '../../src';
import { engine } from './bot-support';
import { actingWith, nextSeq, opening, otherThan } from './rule-fixtures';

/** Testwave Focus Lens: "Increase the Power of your cards by 1." Tide Caller's trait changes no damage or healing. */
function played(card: string, lens: boolean) {
  const s = opening(2);
  const p = actingWith(s, 'tw-tide-caller', [card]);
  const r = otherThan(s, p);
  (r as { hero: string }).hero = 'tw-tide-caller';
  p.buffs = lens ? [{ card: 'tw-focus-lens', corner: 0 }] : [];
  p.health = 10;
  r.health = 20;
  const action: LightseekersAction = { seq: nextSeq(s), player: p.id, type: 'play-card', payload: { card, ...(card === 'tw-spark-drake' ? { recipient: r.id } : {}) } };
  expect(engine.validate(s, action)).toEqual([]);
  engine.applyInPlace(s, action);
  return { dealt: 20 - r.health, healed: p.health - 10 };
}

describe('ls:6.2.1/power a card whose Power is increased deals and heals that much more', () => {
  it('adds 1 to Spark Drake\'s 2 damage', () => {
    expect([played('tw-spark-drake', false).dealt, played('tw-spark-drake', true).dealt]).toEqual([2, 3]);
  });

  it('adds 1 to Tide Mender\'s 3 healing', () => {
    expect([played('tw-tide-mender', false).healed, played('tw-tide-mender', true).healed]).toEqual([3, 4]);
  });
});
