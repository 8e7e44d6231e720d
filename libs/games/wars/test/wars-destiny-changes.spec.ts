import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, codes, passes, put, startedWith, toPhase } from './scenario-support';

/**
 * Engine 1.2.0 changes the destiny of a card revealed for battle destiny by the triggered
 * abilities it triggers (wars:glossary/battle-phase#3): "make that card's destiny +1" adds to the
 * battle destiny of the player who revealed it, before attrition is worked out from it. "You may
 * change no more than one card's destiny using this ability each turn": once it has changed one,
 * the ability does nothing more that turn. Ann's deck: two Ganymede/Exploratory Camps (0-0, 0-1),
 * Ganymede/Traginium Source (0-2, a sector), Boxer 1U114 (0-3), Flinger Battery 1U126 (0-4),
 * Starhawk 1U155 (0-5), Darkslider 2C66 (0-6, an inverter fighter), a Guardian-Class Carrier
 * 1C71 (0-7), then Zealous Squads (destiny 3). Bob's: Ganymede/Traginium Well (1-0), Zealous
 * Squads, two Guardian-Class Carriers at the end (1-36, 1-37).
 */
const DECK = ['1S301', '1S301', '1C309', '1U114', '1U126', '1U155', '2C66', '1C71', ...Array(30).fill('1C55')];
const BOB = ['1C310', ...Array(35).fill('1C55'), '1C71', '1C71'];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();
const card = (id: string) => cards.find((c) => c.id === id)!;

/** Ann's `mine` and Bob's `his` at `location` (`kind` unit or ship), a Zealous Squad (destiny 3) on top of each reserve, and Ann attacks there: the destiny step is next. */
function toDestinyStep(mine: string[], his: string[], location = '0-0', kind: 'unit' | 'ship' = 'unit'): WarsState {
  const s = startedWith([DECK, BOB], engine, 'destiny-changes');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  for (const key of [...mine, ...his]) put(s, key, kind, location);
  for (const [seat, key] of [[0, '0-30'], [1, '1-30']] as const) {
    const reserve = s.piles[seat].reserve;
    reserve.unshift(reserve.splice(reserve.indexOf(key), 1)[0]);
    s.piles[seat].active.push(...reserve.splice(reserve.length - 6, 6));
  }
  toPhase(s, 'battle');
  act(s, A, 'attack', { location });
  passes(s);
  passes(s);
  expect(s.battle?.step).toBe('destiny');
  return s;
}

describe('wars:glossary/battle-phase#3: the destiny of a card revealed for battle destiny, changed by the ability it triggers (engine 1.2.0)', () => {
  it('Boxer 1U114 ("Each time you reveal a card for battle destiny during a site battle here, you may pay 1 energy. If you do, make that card\'s destiny +1. …"): Ann\'s 3 becomes 4, for 1 energy', () => {
    const s = toDestinyStep(['0-3', '0-8'], ['1-1', '1-2']);
    act(s, A, 'battle-destiny', { reveal: true });
    act(s, B, 'battle-destiny', { reveal: false });
    expect(s.battle!.destiny).toEqual([3, 0]);
    passes(s);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { take: true });
    expect([s.battle!.destiny, s.piles[0].active.length]).toEqual([[4, 0], active - 1]);
  });

  it('declined, the destiny stays as revealed', () => {
    const s = toDestinyStep(['0-3', '0-8'], ['1-1', '1-2']);
    act(s, A, 'battle-destiny', { reveal: true });
    act(s, B, 'battle-destiny', { reveal: false });
    passes(s);
    act(s, A, 'choose', { take: false });
    expect(s.battle!.destiny).toEqual([3, 0]);
  });

  it('Flinger Battery 1U126 ("Each time your opponent reveals a card for battle destiny during a site battle here, you may pay 1 energy. If you do, make that card\'s destiny –1. …"): Bob\'s 3 becomes 2; Ann\'s own card triggers nothing', () => {
    const s = toDestinyStep(['0-4', '0-8'], ['1-1', '1-2']);
    act(s, A, 'battle-destiny', { reveal: true });
    act(s, B, 'battle-destiny', { reveal: true });
    expect(s.stack.filter((i) => i.kind === 'ability')).toHaveLength(1);
    passes(s);
    act(s, A, 'choose', { take: true });
    expect(s.battle!.destiny).toEqual([3, 2]);
  });

  it('Starhawk 1U155 ("Each time a card is revealed for battle destiny during a site battle here, you may pay 3 energy. If you do, make that card\'s destiny +2. You may change no more than one card\'s destiny using this ability each turn."): both reveals trigger it; once it has changed Bob\'s card, it does nothing for Ann\'s', () => {
    const s = toDestinyStep(['0-5', '0-8'], ['1-1', '1-2']);
    act(s, A, 'battle-destiny', { reveal: true });
    act(s, B, 'battle-destiny', { reveal: true });
    expect(s.stack.filter((i) => i.kind === 'ability').map((i) => i.kind === 'ability' && i.that)).toEqual([0, 1]);
    passes(s);
    // The last on the stack resolves first: Bob's card.
    act(s, A, 'choose', { take: true });
    expect(s.battle!.destiny).toEqual([3, 5]);
    passes(s);
    expect([s.choosing, s.battle!.destiny, s.stack.filter((i) => i.kind === 'ability')]).toEqual([undefined, [3, 5], []]);
  });

  it('Darkslider 2C66 (inverted: "Each time you reveal a card for battle destiny during a battle here, you may revert this ship. If you do, make that card\'s destiny +2"): reverting it adds 2; a Darkslider no longer inverted can\'t be reverted, and choosing to is refused', () => {
    const s = toDestinyStep(['0-6', '0-7'], ['1-36', '1-37'], '0-2', 'ship');
    s.inPlay['0-6'].inverted = true;
    act(s, A, 'battle-destiny', { reveal: true });
    act(s, B, 'battle-destiny', { reveal: false });
    passes(s);
    delete s.inPlay['0-6'].inverted;
    expect(codes(s, A, 'choose', { take: true })).toEqual(['wars/cannot-revert wars:glossary/revert']);
    s.inPlay['0-6'].inverted = true;
    act(s, A, 'choose', { take: true });
    expect([s.battle!.destiny, s.inPlay['0-6'].inverted]).toEqual([[5, 0], undefined]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these abilities attested, so its logs replay as they were played', () => {
    for (const id of ['1U114', '1U126', '1U155', '2C66']) {
      const c = card(id);
      const line = [...c.abilities, ...(c.invertedAbilities ?? [])].at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(c, line), engineCardText('1.2.0').carries(c, line)]).toEqual([id, false, true]);
    }
  });
});
