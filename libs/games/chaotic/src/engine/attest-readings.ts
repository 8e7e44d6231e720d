import type { EngineContext } from './context';
import type { AttestPayload, AttestedStatChange } from './masters-actions';
import type { ChaoticState } from './types';

type Outcome = Pick<AttestPayload, 'stats'>;

const DISCIPLINES = ['courage', 'power', 'wisdom', 'speed'] as const;

/**
 * The engaged creatures of the combat under way (CR 6.3.6) still in play, attacker first: one
 * destroyed while the trigger waited is no longer there to lose anything.
 */
const engaged = (state: ChaoticState): number[] =>
  (state.combat ? [state.combat.attacker, state.combat.defender] : []).filter((uid) => state.creatures[uid]?.space !== null);

/**
 * Outcomes the bots state for attested text whose effect on the board they can read: "their
 * engaged Creature loses 50 in each Discipline" (Glacier Plains, TOTT-93) as a loss in each of
 * the four Disciplines of each engaged creature. Text it cannot read gets "no change".
 */
export function statedOutcomes(state: ChaoticState, ctx: EngineContext, card: string): Outcome[] {
  const texts = ctx.effects(card).normal.flatMap((e) => (e.kind === 'attested' ? [e.text] : []));
  for (const text of texts) {
    const loss = /engaged Creature loses (\d+) in each Discipline/i.exec(text);
    if (!loss) continue;
    const by = -Number(loss[1]);
    const stats: AttestedStatChange[] = engaged(state).flatMap((creature) => DISCIPLINES.map((stat) => ({ creature, stat, by })));
    if (stats.length > 0) return [{ stats }];
  }
  return [{}];
}
