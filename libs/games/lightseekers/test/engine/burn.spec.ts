import type { LightseekersAction, LightseekersState } from '../../src';
import { engine } from './bot-support';
import { codesOf, nextSeq, opening } from './rule-fixtures';

/** An attested effect pending for the acting player, with Testwave Cinder Hound (Burn) and Ember Scout in the discard pile. */
function attesting(): { s: LightseekersState; player: string; attest: (moves: { card: string; from: string; to: string }[]) => LightseekersAction } {
  const s = opening(2);
  const p = s.players[s.turn];
  p.discard = ['tw-cinder-hound', 'tw-ember-scout'];
  s.pending = [{ kind: 'attest', player: p.id, left: 1, card: 'tw-soul-lantern', text: ['Move an Attack card from your discard pile to your hand.'] }];
  const attest = (moves: { card: string; from: string; to: string }[]) => ({
    seq: nextSeq(s), player: p.id, type: 'attest', payload: { card: 'tw-soul-lantern', outcome: { moves: moves.map((m) => ({ player: p.id, ...m })) } },
  }) as LightseekersAction;
  return { s, player: p.id, attest };
}

describe('ls:6.1.2/burn a Burn card cannot be moved out of the discard pile', () => {
  it('refuses an outcome moving Cinder Hound to the hand, and accepts Ember Scout', () => {
    const { s, attest } = attesting();
    expect(codesOf(s, attest([{ card: 'tw-cinder-hound', from: 'discard', to: 'hand' }]))).toEqual(['lightseekers/burn-moved ls:6.1.2/burn']);
    expect(codesOf(s, attest([{ card: 'tw-cinder-hound', from: 'discard', to: 'deck' }]))).toEqual(['lightseekers/burn-moved ls:6.1.2/burn']);
    expect(codesOf(s, attest([{ card: 'tw-ember-scout', from: 'discard', to: 'hand' }]))).toEqual([]);
  });

  it('ls:5.3.4 yet a removed player\'s enemy may shuffle Burn cards back into their deck', () => {
    const { s, player } = attesting();
    s.pending = [{ kind: 'reshuffle', player, left: 2 }];
    const pick = (card: string): LightseekersAction => ({ seq: nextSeq(s), player, type: 'choose', payload: { zone: 'discard', card } });
    expect(codesOf(s, pick('tw-cinder-hound'))).toEqual([]);
    const deck = s.players[s.turn].deck.length;
    engine.applyInPlace(s, pick('tw-cinder-hound'));
    engine.applyInPlace(s, pick('tw-ember-scout'));
    expect(s.players[s.turn].deck).toHaveLength(deck + 2);
    expect(s.players[s.turn].deck).toContain('tw-cinder-hound');
  });
});

describe('ls:6.1.2/burn a Burn card cannot be moved from play to the hand or the deck', () => {
  it('refuses an outcome returning a Burn card from the Buff Area to the hand', () => {
    const { s, player, attest } = attesting();
    // Burn is a Keyword any category may carry; the test puts the Burn card in play to move it.
    s.players[s.turn].buffs = [{ card: 'tw-cinder-hound', corner: 0 }];
    expect(player).toBe(s.players[s.turn].id);
    expect(codesOf(s, attest([{ card: 'tw-cinder-hound', from: 'buffs', to: 'hand' }]))).toEqual(['lightseekers/burn-moved ls:6.1.2/burn']);
    expect(codesOf(s, attest([{ card: 'tw-cinder-hound', from: 'buffs', to: 'discard' }]))).toEqual([]);
  });
});
