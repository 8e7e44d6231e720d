import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, B, battleAt, codes, passes, put, startedWith } from './scenario-support';

/**
 * Engine 1.2.0: "When this ship is destroyed, …" (wars:glossary/destroyed-dismissed-lost: a
 * destroyed card is lost, but a lost or dismissed one is not destroyed). The card triggers from
 * its owner's lost pile, where "it" and "this character" find it. Ann's deck: two
 * Ganymede/Exploratory Camp sites (0-0, 0-1), Ganymede/Traginium Source (0-2, a sector), Tamon
 * Interceptor 2C50 (0-3, a fighter), Ikazuchi Technician 2C39 (0-4), Rakat 2U135 (0-5), then
 * Mouthpieces (2C13: only a keyword). Bob's: Ganymede/Traginium Well (1-0), Mouthpieces.
 */
const DECK = ['1S301', '1S301', '1C309', '2C50', '2C39', '2U135', ...Array(32).fill('2C13')];
const BOB = ['1C310', ...Array(37).fill('2C13')];
const engine = warsModule.engines.engine();

/**
 * Ann's battle at `location` (she attacks) in its end step, with `damaged` of hers damaged where
 * they are: she destroys each with `destroy` actions.
 */
function endOfBattle(location: string, damaged: [string, 'unit' | 'ship', string][]): WarsState {
  const s = startedWith([DECK, BOB], engine, 'destroyed');
  s.inPlay['0-2'] = { key: '0-2', owner: 0, kind: 'location', at: null, host: null, damaged: false };
  s.groups[0].sectors.push('0-2');
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 4, 4));
  for (const [key, kind, at] of damaged) {
    put(s, key, kind, at);
    s.inPlay[key].damaged = true;
  }
  battleAt(s, location, 0, 'end');
  Object.assign(s, { initiative: null, passes: 0 });
  return s;
}

describe('wars:glossary/destroyed-dismissed-lost: "When this … is destroyed, …" triggers from the lost pile (engine 1.2.0)', () => {
  it('Tamon Interceptor 2C50 ("When this ship is destroyed, you may put it on top of its owner\'s used pile."): destroyed at the end of a battle, back on top of Ann\'s used pile', () => {
    const s = endOfBattle('0-2', [['0-3', 'ship', '0-2']]);
    act(s, A, 'destroy', { card: '0-3' });
    expect([s.battle, s.piles[0].lost.at(-1), s.stack.at(-1)]).toEqual([null, '0-3', expect.objectContaining({ kind: 'ability', card: '0-3', trigger: true, here: '0-2' })]);
    passes(s);
    expect(s.choosing?.seat).toBe(0);
    act(s, A, 'choose', { take: true });
    expect([s.piles[0].lost.includes('0-3'), s.piles[0].used.at(-1), s.inPlay['0-3']]).toEqual([false, '0-3', undefined]);
  });

  it('choosing not to leaves it in the lost pile', () => {
    const s = endOfBattle('0-2', [['0-3', 'ship', '0-2']]);
    act(s, A, 'destroy', { card: '0-3' });
    passes(s);
    act(s, A, 'choose', { take: false });
    expect(s.piles[0].lost.at(-1)).toBe('0-3');
  });

  it('Ikazuchi Technician 2C39 ("When this character is destroyed during a site battle, …"): destroyed at the end of a site battle it triggers; at the end of a sector battle it does not', () => {
    const site = endOfBattle('0-0', [['0-4', 'unit', '0-0']]);
    act(site, A, 'destroy', { card: '0-4' });
    expect(site.stack.map((i) => i.kind === 'ability' && i.card)).toEqual(['0-4']);
    const sector = endOfBattle('0-2', [['0-4', 'unit', '0-0']]);
    act(sector, A, 'destroy', { card: '0-4' });
    expect([sector.stack, sector.piles[0].lost.at(-1)]).toEqual([[], '0-4']);
  });

  it('Rakat 2U135 ("When this character is destroyed, you may pay 2 energy. If you do, put this character in its owner\'s hand."): Ann pays 2 and has it back in hand; with 1 energy she can\'t choose to', () => {
    const s = endOfBattle('0-0', [['0-5', 'unit', '0-0']]);
    act(s, A, 'destroy', { card: '0-5' });
    passes(s);
    const active = s.piles[0].active.length;
    act(s, A, 'choose', { take: true });
    expect([s.piles[0].hand.at(-1), s.piles[0].lost.includes('0-5'), s.piles[0].active.length]).toEqual(['0-5', false, active - 2]);
    const poor = endOfBattle('0-0', [['0-5', 'unit', '0-0']]);
    poor.piles[0].active.splice(1);
    act(poor, A, 'destroy', { card: '0-5' });
    passes(poor);
    expect(codes(poor, A, 'choose', { take: true })).toEqual(['wars/cannot-pay wars:glossary/pay']);
    expect(codes(poor, B, 'choose', { take: false })).toEqual(['wars/choice-pending wars:glossary/effects']);
  });

  it('engine 1.1.0 carries out none of them: they stay attested, so its logs replay as they were played', () => {
    const cards = new Map(loadWarsCards().map((c) => [c.id, c]));
    for (const id of ['2C50', '2C39', '2U135']) {
      const card = cards.get(id)!;
      const line = card.abilities.at(-1)!.text;
      expect([id, engineCardText('1.1.0').carries(card, line), engineCardText('1.2.0').carries(card, line)]).toEqual([id, false, true]);
    }
  });
});
