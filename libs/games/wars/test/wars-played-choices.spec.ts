import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, codes, passes, put, readyInHand, startedWith } from './scenario-support';

/**
 * Engine 1.2.0: an interrupt's effect may ask a choice as it resolves, as an ability's does
 * (wars:glossary/effects), and the card goes to its pile once the choice is made; "…, unless your
 * opponent pays 1 energy" asks the payer whether they pay (`choose` with `take`: they pay, and
 * the effect does not happen); pending interrupts and orders are targets by their keys
 * (wars:glossary/pending). Ann's deck: two Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/
 * Traginium Source (0-2), Outmaneuvered 1C143 (0-3), Trumped 1U161 (0-4), Headlong Rush 2U7 (0-5),
 * Horatio Hicks 1R27 (0-6, a kizen), Infantry Support Vehicle 1C33 (0-7, a vehicle), then Zealous
 * Squads. Bob's: Ganymede/Traginium Well (1-0), Refuge 1U288 (1-1, an interrupt), Zealous Squads.
 */
const DECK = ['1S301', '1S301', '1C309', '1C143', '1U161', '2U7', '1R27', '1C33', ...Array(30).fill('1C55')];
const BOB = ['1C310', '1U288', ...Array(36).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const card = (id: string) => cards.find((c) => c.id === id)!;

function started(): WarsState {
  const s = startedWith([DECK, BOB], engine, 'played-choices');
  for (const seat of [0, 1] as const) s.piles[seat].active.push(...s.piles[seat].reserve.splice(s.piles[seat].reserve.length - 6, 6));
  return s;
}

/** Bob's Refuge pending on the stack, and Ann holding initiative to respond. */
function refusePending(s: WarsState): void {
  for (const pile of Object.values(s.piles[1])) if ((pile as string[]).includes('1-1')) (pile as string[]).splice((pile as string[]).indexOf('1-1'), 1);
  s.stack.push({ kind: 'card', seat: 1, card: '1-1', target: null, mode: null });
  Object.assign(s, { initiative: 0, passes: 0 });
}

describe('wars:glossary/effects: "unless your opponent pays 1 energy" — the payer chooses (engine 1.2.0)', () => {
  it('Outmaneuvered 1C143 ("Cancel target pending interrupt or pending order unless your opponent pays 1 energy."): Bob declines, and his Refuge is canceled; Outmaneuvered goes to Ann\'s used pile once he has chosen', () => {
    const s = started();
    readyInHand(s, '0-3');
    refusePending(s);
    act(s, A, 'play-interrupt', { card: '1C143', targets: ['1-1'] });
    passes(s);
    expect(s.choosing).toMatchObject({ seat: 1, toPile: 'used', item: expect.objectContaining({ card: '0-3', played: 'any' }) });
    expect(s.piles[0].used).not.toContain('0-3');
    expect(engine.legalActions(s, B).map((a) => a.payload)).toEqual([{ take: true }, { take: false }]);
    act(s, B, 'choose', { take: false });
    expect([s.stack, s.piles[1].lost, s.piles[0].used.at(-1), s.choosing]).toEqual([[], ['1-1'], '0-3', undefined]);
  });

  it('Bob pays 1 from his active pile, and his Refuge stays pending', () => {
    const s = started();
    readyInHand(s, '0-3');
    refusePending(s);
    act(s, A, 'play-interrupt', { card: '1C143', targets: ['1-1'] });
    passes(s);
    const active = s.piles[1].active.length;
    act(s, B, 'choose', { take: true });
    expect([s.stack.map((i) => i.kind === 'card' && i.card), s.piles[1].active.length]).toEqual([['1-1'], active - 1]);
  });

  it('with an empty active pile Bob can\'t choose to pay: refused, naming the pile (wars:glossary/pay)', () => {
    const s = started();
    readyInHand(s, '0-3');
    refusePending(s);
    act(s, A, 'play-interrupt', { card: '1C143', targets: ['1-1'] });
    passes(s);
    s.piles[1].used.push(...s.piles[1].active.splice(0));
    expect(codes(s, B, 'choose', { take: true })).toEqual(['wars/cannot-pay wars:glossary/pay']);
    expect(codes(s, A, 'pass', {})).toEqual(['wars/choice-pending wars:glossary/effects']);
  });
});

describe('wars:glossary/pending: a pending interrupt as a target (engine 1.2.0)', () => {
  it('Trumped 1U161 ("You can\'t play this interrupt unless you have a kizen at a location." / "Cancel target pending interrupt or pending order."): with Horatio Hicks at her camp, Ann cancels Bob\'s Refuge', () => {
    const s = started();
    readyInHand(s, '0-4');
    refusePending(s);
    expect(codes(s, A, 'play-interrupt', { card: '1U161', targets: ['1-1'] })).toEqual(['wars/not-now wars:glossary/game-text']);
    put(s, '0-6', 'unit', '0-0');
    expect(codes(s, A, 'play-interrupt', { card: '1U161', targets: ['0-6'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'play-interrupt', { card: '1U161', targets: ['1-1'] });
    passes(s);
    expect([s.stack, s.piles[1].lost, s.piles[0].lost]).toEqual([[], ['1-1'], ['0-4']]);
  });
});

describe('wars:glossary/movement-actions: an interrupt that moves to a place picked as it resolves (engine 1.2.0)', () => {
  it('Headlong Rush 2U7 ("Move your target vehicle at a site to an adjacent site where a battle is taking place."): Ann picks the battle\'s site next to her vehicle\'s', () => {
    const s = started();
    s.inPlay['0-1'] = { key: '0-1', owner: 0, kind: 'location', at: null, host: null, damaged: false };
    s.groups[0].sites.push('0-1');
    const sites = s.groups[0].sites;
    const next = sites[sites.indexOf('0-1') - 1];
    put(s, '0-7', 'unit', '0-1');
    // A battle at the next site, each side with a squad there.
    put(s, '0-8', 'unit', next);
    put(s, '1-2', 'unit', next);
    readyInHand(s, '0-5');
    battleAt(s, next);
    s.initiative = 0;
    act(s, A, 'play-interrupt', { card: '2U7', targets: ['0-7'] });
    passes(s);
    expect(engine.legalActions(s, A).map((a) => a.payload)).toEqual([{ pick: [next] }]);
    act(s, A, 'choose', { pick: [next] });
    expect([s.inPlay['0-7'].at, s.piles[0].lost.at(-1)]).toEqual([next, '0-5']);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these interrupts attested, so its logs replay as they were played', () => {
    for (const id of ['1C143', '1U161', '2U7']) {
      const c = card(id);
      const line = c.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(c, line), engineCardText('1.2.0').carries(c, line)]).toEqual([id, false, true]);
    }
  });
});
