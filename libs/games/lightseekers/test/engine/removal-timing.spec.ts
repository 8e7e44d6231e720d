import type { LightseekersAction } from '../../src';
import { engine } from './bot-support';
import { playerOf } from '../../src/engine/state';
import { enemyOf, targetOf } from '../../src/engine/seating';
import { actingWith, nextSeq, opening } from './rule-fixtures';

/** Testwave Reckless Blast: "Deal 2 damage to yourself, then deal 3 damage." Gear Smith's trait changes no damage it receives. */
function blast(n: number, health: number, recipientHealth: number) {
  const s = opening(n);
  const p = actingWith(s, 'tw-ember-warden', ['tw-reckless-blast']);
  // The target, not the enemy: the enemy heals 5 when the player is removed (ls:5.3.4).
  const r = playerOf(s, targetOf(s, p.id)!);
  (r as { hero: string }).hero = 'tw-gear-smith';
  p.health = health;
  r.health = recipientHealth;
  // The enemy picks discarded cards to shuffle back when the player is removed (ls:5.3.4): a choice that would pause the card.
  const enemy = playerOf(s, enemyOf(s, p.id)!);
  enemy.discard = ['tw-ember-scout'];
  const action: LightseekersAction = { seq: nextSeq(s), player: p.id, type: 'play-card', payload: { card: 'tw-reckless-blast', recipient: r.id } };
  expect(engine.validate(s, action)).toEqual([]);
  engine.applyInPlace(s, action);
  return { s, p, r };
}

describe('ls:5.1.4 a player brought to 0 by their own card is removed only once it has fully resolved', () => {
  it('deals the rest of the card\'s damage before removing its player', () => {
    // Ember Warden's Fire cards deal 1 more: 3 to itself, 4 to the recipient.
    const { s, p, r } = blast(3, 2, 20);
    // The removal's reshuffle waits for the enemy, and the card has already dealt its damage.
    expect(s.pending).toEqual([{ kind: 'reshuffle', player: enemyOf(s, p.id), left: 1 }]);
    expect(r.health).toBe(16);
    expect(p.removed).toBe(true);
    expect(s.removedOrder).toEqual([p.id]);
  });

  it('one on one, the recipient falls first and the card\'s player wins (ls:5.2.1: the game ends at the first removal)', () => {
    const { s, p, r } = blast(2, 2, 4);
    expect([p.health, r.health, p.removed, r.removed]).toEqual([0, 0, false, true]);
    expect(engine.outcome(s)).toMatchObject({ winners: [p.id], losers: [r.id], draw: false });
  });
});
