import { createContext } from '../src/engine/context';
import { mayTriggerOnAttackDamage } from '../src/engine/combat-triggers';
import { mayTriggerOnDamage } from '../src/engine/damage-triggers';
import { perIndex } from '../src/engine/index-question';
import { matchTriggers, type MatchTriggers } from '../src/engine/match-triggers';
import { mastersGame } from './masters-support';
import { cards } from './support';
import { setGear } from '../src/engine/board-writes';

/** Replay speed: a question about the match's trigger index keeps its answer for the index last asked (index-question.ts). */
const ctx = createContext(cards);
const idOf = (name: string) => cards.cards.find((c) => c.name === name)!.id;
const indexOf = (events: readonly string[]): MatchTriggers => ({ has: (event) => events.includes(event), grants: () => false, innateMayLowerEnergy: false });

describe('perIndex', () => {
  it('asks once per index and afresh for another index', () => {
    let asked = 0;
    const question = perIndex((index) => { asked++; return index.has('dealt-damage'); });
    const without = indexOf([]);
    const withIt = indexOf(['dealt-damage']);
    expect(question(without)).toBe(false);
    expect(question(without)).toBe(false);
    expect(asked).toBe(1);
    expect(question(withIt)).toBe(true);
    expect(question(without)).toBe(false);
    expect(asked).toBe(3);
  });

  it('sees a card with such text put where the index looks (a test writing the state directly)', () => {
    const state = mastersGame();
    const before = matchTriggers(state, ctx);
    const damage = mayTriggerOnDamage(before);
    const attackDamage = mayTriggerOnAttackDamage(before);
    expect(damage && attackDamage).toBe(false);
    setGear(state.masters!, 0, { card: idOf('Aerodrone'), faceUp: true, disarmed: false });
    setGear(state.masters!, 1, { card: idOf("Kha'rall Husk Armor"), faceUp: true, disarmed: false });
    const after = matchTriggers(state, ctx);
    expect(mayTriggerOnDamage(after)).toBe(true);
    expect(mayTriggerOnAttackDamage(after)).toBe(true);
  });
});
