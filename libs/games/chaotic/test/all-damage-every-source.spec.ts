import type { Card } from '../src/cards/card';
import { frozenCardText } from '../src/engine/engine-versions';
import type { ChaoticState, Seat } from '../src/engine';
import { cards } from './support';
import { mAct } from './masters-support';
import { byName, ctx, game, gear, PLAIN, resolve, seatOf, toStrike } from './dop-support';

const STONE_MAIL = byName('Stone Mail');
const set = (cards as unknown as { cards: Card[] }).cards;
const named = (name: string) => set.find((c) => c.name === name)!;

/** Alice's uid 0 engaged with bob's uid 7, no battlegear on either; the creature struck first and the seat striking. */
function engaged(changes: Parameters<typeof game>[1] = [], board: Record<number, number> = { 4: 0, 7: 7 }): { state: ChaoticState; seat: Seat; striker: number; target: number } {
  const state = game(board, changes);
  state.masters!.gear = state.masters!.gear.map(() => null);
  toStrike(state);
  const seat = seatOf(state);
  return { state, seat, striker: seat === 0 ? 0 : 7, target: seat === 0 ? 7 : 0 };
}

/** The damage `deal` does to the target, without and with Stone Mail on the target. */
function withAndWithout(deal: (r: ReturnType<typeof engaged>) => void): [number, number] {
  return [false, true].map((mail) => {
    const r = engaged();
    if (mail) gear(r.state, r.target, 'Stone Mail');
    const before = r.state.creatures[r.target].damage;
    deal(r);
    return r.state.creatures[r.target].damage - before;
  }) as [number, number];
}

describe('CR 8.5.4 "All damage dealt to equipped Creature is increased by 5" (Stone Mail) changes damage from every source', () => {
  it('the text is read as all damage; engine 1.3.0 read it for attack damage only, and its logs replay as they were played', () => {
    const steps = ctx.effects(STONE_MAIL.id).normal.flatMap((e) => (e.kind === 'automated' ? e.steps : []));
    expect(steps).toContainEqual({ verb: 'modify-attack-damage', params: expect.objectContaining({ delta: 5, all: true }) });
    const frozen = frozenCardText('1.3.0')![STONE_MAIL.id].normal.flatMap((e) => (e.kind === 'automated' ? e.steps : []));
    expect(frozen).toContainEqual({ verb: 'modify-attack-damage', params: expect.not.objectContaining({ all: true }) });
  });

  it('an attack: 5 more', () => {
    const [plain, mailed] = withAndWithout((r) => {
      r.state.zones[r.seat].attackHand = [PLAIN.id];
      mAct(r.state, 'strike', { card: PLAIN.id });
      while (r.state.pending.kind === 'priority') mAct(r.state, 'pass');
    });
    expect(plain).toBeGreaterThan(0);
    expect(mailed - plain).toBe(5);
  });

  it('a mugic (Decrescendo, "Deal 5 damage to target Creature"): 5 more', () => {
    const decrescendo = named('Decrescendo');
    const [plain, mailed] = withAndWithout((r) => resolve(r.state, decrescendo, { controller: r.seat, source: r.striker, targets: [r.target], mugic: true, mugicCard: decrescendo.id }));
    expect(plain).toBe(5);
    expect(mailed).toBe(10);
  });

  it('an activated ability (Solvis, "Deal 10 damage to target Creature"): 5 more', () => {
    const [plain, mailed] = withAndWithout((r) => resolve(r.state, named('Solvis'), { controller: r.seat, source: r.striker, targets: [r.target] }));
    expect(plain).toBe(10);
    expect(mailed).toBe(15);
  });
});

describe('CR 8.5.4 damage to X with no attack named (Ailav: "Damage dealt to Warbeast Creatures you control is reduced by 5") is all damage', () => {
  it('Recklessness damage to a Warbeast is reduced too', () => {
    const blazvatan = named('Blazvatan');
    const recklessness = (beside: string) => {
      const r = engaged([{ seat: 0, index: 0, card: blazvatan.id }, { seat: 0, index: 1, card: beside }], { 4: 0, 7: 7, 3: 1 });
      expect(r.striker).toBe(0);
      r.state.zones[0].attackHand = [PLAIN.id];
      mAct(r.state, 'strike', { card: PLAIN.id });
      while (r.state.pending.kind === 'priority') mAct(r.state, 'pass');
      return r.state.creatures[0].damage;
    };
    const plainCreature = set.find((c) => c.type === 'Creature' && c.text.trim() === '' && c.tribe === 'Mipedian')!;
    expect(recklessness(plainCreature.id)).toBe(25);
    expect(recklessness(named('Ailav').id)).toBe(20);
  });
});
