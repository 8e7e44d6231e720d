import { matchTriggers } from '../src/engine/match-triggers';
import { ctx, gear, PLAIN } from './dop-support';
import { fight, stat, strike } from './trigcombat-support';

/**
 * Replay speed: an attack that dealt damage looks for damage triggers (damage-triggers.ts) and
 * builds its damage events (combat-triggers.ts) only when the match's trigger index says some
 * text can trigger on them (damage.ts). These pin that a battlegear with such text equipped
 * after the index was last read still triggers: the index read for the attack is of the state
 * as it is then.
 */
describe('CR 8.3.1 damage triggers of an attack with battlegear equipped after the trigger index was read', () => {
  it('Levitaar: "When equipped Creature is dealt attack damage, deal 5 damage to the opposing engaged Creature"', () => {
    const f = fight();
    expect(matchTriggers(f.state, ctx).has('equipped-dealt-attack-damage')).toBe(false);
    gear(f.state, f.target, 'Levitaar');
    const before = f.state.creatures[f.striker].damage;
    strike(f, PLAIN);
    expect(f.state.creatures[f.target].damage).toBe(PLAIN.damage.base);
    expect(f.state.creatures[f.striker].damage).toBe(before + 5);
  });

  it('Sinister Statuette: "When equipped Creature deals 15 or more attack damage" makes the opposing creature lose 10 in a Discipline', () => {
    const f = fight();
    expect(matchTriggers(f.state, ctx).has('deals-attack-damage')).toBe(false);
    gear(f.state, f.striker, 'Sinister Statuette');
    const courage = stat(f.state, f.target, 'courage');
    strike(f, PLAIN);
    expect(stat(f.state, f.target, 'courage')).toBe(courage - 10);
  });
});
