import type { WarsState } from '../src';
import { loadWarsCards, warsModule } from '../src';
import { engineCardText } from '../src/effects/engine-text';
import { A, act, battleAt, codes, passes, put, readyInHand, startedWith } from './scenario-support';

/**
 * Engine 1.2.0 checks an interrupt's "only during a battle at a site where …" as it is played
 * (wars:glossary/game-text): the battle under way, at a location where the condition holds.
 * Ann's deck: two Ganymede/Exploratory Camps (0-0, 0-1), Ganymede/Traginium Source (0-2), State
 * of Readiness 1U46 (0-3), Introversion 1R187 (0-4), Horatio Hicks 1R27 (0-5, a kizen), Apparition
 * 1R222 (0-6), Cornered 2C93 (0-7), M44 Heavy Plasma Gun 1R135 (0-8, a weapon), a second Horatio
 * Hicks (0-9), Sudeva Warrior 1U209 (0-10), then Zealous Squads (warriors). Bob's: Ganymede/Traginium
 * Well (1-0), Zealous Squads.
 */
const DECK = ['1S301', '1S301', '1C309', '1U46', '1R187', '1R27', '1R222', '2C93', '1R135', '1R27', '1U209', ...Array(27).fill('1C55')];
const BOB = ['1C310', ...Array(37).fill('1C55')];
const engine = warsModule.engines.engine();
const cards = loadWarsCards();

/** A battle at Ann's camp with Bob's Zealous Squad 1-1, Ann's `mine` there, the interrupt `key` ready in her hand; Ann holds initiative. */
function battleWith(mine: string[], key: string): WarsState {
  const s = startedWith([DECK, BOB], engine, 'battle-restrictions');
  for (const k of mine) put(s, k, 'unit', '0-0');
  put(s, '1-1', 'unit', '0-0');
  readyInHand(s, key);
  s.piles[0].active.push(...s.piles[0].reserve.splice(s.piles[0].reserve.length - 4, 4));
  battleAt(s, '0-0');
  s.initiative = 0;
  return s;
}

describe('wars:glossary/game-text: "only during a battle at a site where …" (engine 1.2.0)', () => {
  it('State of Readiness 1U46 ("… only during a battle at a site where you have at least four warriors." / "Make your battle destiny in that battle +[D]."): with four Zealous Squads it is played and adds the destiny revealed; with three it is refused, quoting the restriction', () => {
    const three = battleWith(['0-11', '0-12', '0-13'], '0-3');
    expect(codes(three, A, 'play-interrupt', { card: '1U46' })).toEqual(['wars/not-now wars:glossary/game-text']);
    expect(engine.validate(three, { seq: three.seq + 1, player: A, type: 'play-interrupt', payload: { card: '1U46' } })[0].message)
      .toBe('State of Readiness can\'t be played now: "You may play this interrupt only during a battle at a site where you have at least four warriors."');
    const s = battleWith(['0-11', '0-12', '0-13', '0-14'], '0-3');
    const top = s.piles[0].reserve[0];
    act(s, A, 'play-interrupt', { card: '1U46' });
    passes(s);
    // The card revealed for [D] goes to the used pile; its destiny is added to Ann's battle destiny in this battle.
    const destiny = cards.find((c) => c.id === DECK[Number(top.split('-')[1])])!.destiny;
    expect(s.untilEndOfTurn).toContainEqual({ kind: 'battle', number: 'destiny', seat: 0, location: '0-0', by: destiny });
    expect(s.piles[0].used).toContain(top);
  });

  it('Introversion 1R187 ("… only during a site battle where you have a kizen and no other units."): Horatio Hicks alone, yes; with a Zealous Squad beside him, no', () => {
    const alone = battleWith(['0-5'], '0-4');
    expect(codes(alone, A, 'play-interrupt', { card: '1R187' })).toEqual([]);
    const withSquad = battleWith(['0-5', '0-11'], '0-4');
    expect(codes(withSquad, A, 'play-interrupt', { card: '1R187' })).toEqual(['wars/not-now wars:glossary/game-text']);
  });
});

describe('wars:glossary/target: "in a site battle where you have target kizen" (engine 1.2.0)', () => {
  it('Apparition 1R222 ("Make your battle destiny +3 in a site battle where you have target kizen."): with Horatio Hicks in the battle, +3 there; with the kizen chosen at Bob\'s Well, nothing', () => {
    const s = battleWith(['0-5'], '0-6');
    put(s, '0-9', 'unit', '1-0');
    expect(codes(s, A, 'play-interrupt', { card: '1R222', targets: ['1-1'] })).toEqual(['wars/illegal-target wars:glossary/target']);
    act(s, A, 'play-interrupt', { card: '1R222', targets: ['0-5'] });
    passes(s);
    expect(s.untilEndOfTurn).toContainEqual({ kind: 'battle', number: 'destiny', seat: 0, location: '0-0', by: 3 });
    const elsewhere = battleWith(['0-5'], '0-6');
    put(elsewhere, '0-9', 'unit', '1-0');
    act(elsewhere, A, 'play-interrupt', { card: '1R222', targets: ['0-9'] });
    passes(elsewhere);
    expect(elsewhere.untilEndOfTurn?.filter((e) => e.kind === 'battle')).toEqual([]);
  });

  it('Cornered 2C93 ("Your opponent causes attrition –4 in a site battle where you have target weapon."): Horatio\'s M44 in the battle, Bob causes attrition –4 there', () => {
    const s = battleWith(['0-5'], '0-7');
    put(s, '0-8', 'weapon', '0-0', '0-5');
    act(s, A, 'play-interrupt', { card: '2C93', targets: ['0-8'] });
    passes(s);
    expect(s.untilEndOfTurn).toContainEqual({ kind: 'battle', number: 'attrition', seat: 1, location: '0-0', by: -4 });
  });
});

describe('wars:glossary/game-text: "You can\'t use this ability until after the attrition step of a battle." (engine 1.2.0)', () => {
  const text = cards.find((c) => c.id === '1U209')!.abilities.at(-1)!.text;

  it('Sudeva Warrior 1U209 ("• Lose 4 energy ≈ If this character is in a site battle, destroy target damaged unit here. …"): refused before the attrition step, naming the limit; after it, Bob\'s damaged squad is destroyed', () => {
    const s = battleWith(['0-10'], '0-3');
    s.inPlay['1-1'].damaged = true;
    const payload = { card: '0-10', text, targets: ['1-1'] };
    expect(codes(s, A, 'use', payload)).toEqual(['wars/not-now wars:glossary/game-text']);
    expect(engine.validate(s, { seq: s.seq + 1, player: A, type: 'use', payload })[0].message).toBe('Sudeva Warrior\'s ability may be used only during a battle, after its attrition step');
    s.battle = { ...s.battle!, step: 'before-power' };
    act(s, A, 'use', payload);
    for (let i = 0; i < 4; i++) act(s, A, 'lose', { from: 'active' });
    passes(s);
    expect([s.inPlay['1-1'], s.piles[1].lost]).toEqual([undefined, ['1-1']]);
  });
});

describe('engine versions', () => {
  it('engine 1.1.0 leaves these attested, so its logs replay as they were played', () => {
    for (const id of ['1U46', '1R187', '1R222', '2C93', '1U209']) {
      const c = cards.find((x) => x.id === id)!;
      expect([id, engineCardText('1.1.0').carries(c, c.abilities.at(-1)!.text), engineCardText('1.2.0').carries(c, c.abilities.at(-1)!.text)]).toEqual([id, false, true]);
    }
  });
});
